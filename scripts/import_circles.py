#!/usr/bin/env python3
"""Import circles between the files of each crate: a file that imports from
another that imports back from it, however far round. Each `use` (and each
`crate::`/`super::` path) is resolved to the file that defines the name,
through `pub use` re-exports, so a loop hidden behind a re-export counts.
Test modules are left out.

    scripts/import_circles.py [REPO]   # prints each circle and its imports; exit 1 if any
"""
import re, sys
from pathlib import Path
from collections import defaultdict

repo = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent
circles = 0
DEF = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:unsafe\s+)?(?:const\s+fn|async\s+fn|fn|struct|enum|trait|type|const|static|union|macro_rules!)\s+([A-Za-z_][A-Za-z0-9_]*)", re.M)

def strip_tests(text):
    # drop inline test modules
    m = re.search(r"#\[cfg\(test\)\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{", text)
    if m: text = text[:m.start()]
    text = re.sub(r"//[^\n]*", "", text)
    return text

def module_of(src, f):
    rel = f.relative_to(src).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] in ("mod", "lib", "main"): parts = parts[:-1]
    return tuple(parts)

def expand_use(body):
    """'a::{b, c::{d, e}}' -> ['a::b', 'a::c::d', 'a::c::e']"""
    body = body.strip()
    i = body.find("{")
    if i < 0:
        return [re.sub(r"\s+as\s+\w+$", "", body.strip())]
    prefix = body[:i]
    inner = body[i+1:body.rfind("}")]
    out, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "{": depth += 1
        if ch == "}": depth -= 1
        if ch == "," and depth == 0:
            if cur.strip(): out += expand_use(prefix + cur.strip())
            cur = ""
        else: cur += ch
    if cur.strip(): out += expand_use(prefix + cur.strip())
    return out

for cargo in sorted(repo.glob("crates/*/Cargo.toml")) + sorted(repo.glob("examples/*/Cargo.toml")):
    src = cargo.parent / "src"
    if not src.is_dir(): continue
    files = [f for f in src.rglob("*.rs") if f.name != "tests.rs"]
    mods = {module_of(src, f): f for f in files}
    texts = {f: strip_tests(f.read_text()) for f in files}
    defs = defaultdict(set)
    for f, t in texts.items():
        for n in DEF.findall(t): defs[n].add(f)
    # reexports: pub use paths per file
    def resolve(path, here):
        """path as list of segments relative to crate root -> defining file (follow pub use)"""
        seen = 0
        while seen < 10:
            seen += 1
            # longest module prefix
            for k in range(len(path), -1, -1):
                m = tuple(path[:k])
                if m in mods:
                    rest = path[k:]
                    break
            else:
                return None
            f = mods[m]
            if not rest:
                return ("mod", f)
            name = rest[0]
            t = texts[f]
            if re.search(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:unsafe\s+)?(?:const\s+fn|fn|struct|enum|trait|type|const|static)\s+" + re.escape(name) + r"\b", t, re.M):
                return ("item", f)
            # re-export in f?
            found = None
            for u in re.findall(r"pub(?:\([^)]*\))?\s+use\s+([^;]+);", t):
                for p in expand_use(u):
                    segs = [s.strip() for s in p.split("::")]
                    alias = segs[-1]
                    if alias == name or alias == "*":
                        segs2 = absolutize(segs, m)
                        if segs2 is None: continue
                        if alias == "*":
                            r = resolve(segs2[:-1] + [name], None)
                            if r: found = segs2[:-1] + [name]; break
                        else:
                            found = segs2; break
                if found: break
            if found:
                path = found
                continue
            return None
        return None
    def absolutize(segs, m):
        if segs[0] == "crate": return segs[1:]
        if segs[0] == "self": return list(m) + segs[1:]
        if segs[0] == "super":
            base = list(m)
            while segs and segs[0] == "super":
                base = base[:-1]; segs = segs[1:]
            return base + segs
        # relative to current module if child module exists
        if tuple(list(m) + [segs[0]]) in mods: return list(m) + segs
        return None
    edges = defaultdict(lambda: defaultdict(set))
    for f, t in texts.items():
        m = module_of(src, f)
        # module of a non-mod file: its own module is m; `super` of file a/b.rs is a
        uses = []
        for u in re.findall(r"(?<!pub )(?<!pub\(crate\) )\buse\s+([^;]+);", t):
            uses += expand_use(u)
        for p in re.findall(r"\b((?:crate|super)(?:::[A-Za-z_][A-Za-z0-9_]*)+)", t):
            uses.append(p)
        for p in uses:
            segs = [s.strip() for s in p.split("::")]
            segs = [s for s in segs if s]
            if segs[0] not in ("crate", "super", "self"): 
                if tuple(list(m)+[segs[0]]) not in mods: continue
            a = absolutize(segs, m)
            if a is None: continue
            if a and a[-1] == "*": a = a[:-1]
            if a and a[-1] == "self": a = a[:-1]
            r = resolve(a, f)
            if r and r[1] != f:
                edges[f][r[1]].add(a[-1] if a else "crate")
    # Tarjan SCC
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)
    def strong(v):
        index[v] = low[v] = counter[0]; counter[0] += 1; stack.append(v); on.add(v)
        for w in edges[v]:
            if w not in index: strong(w); low[v] = min(low[v], low[w])
            elif w in on: low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v: break
            if len(comp) > 1: out.append(comp)
    for v in files:
        if v not in index: strong(v)
    circles += len(out)
    for comp in out:
        rel = lambda f: str(f.relative_to(repo))
        print(f"circle: {', '.join(sorted(rel(f) for f in comp))}")
        for a in sorted(comp):
            for b in sorted(edges[a]):
                if b in comp:
                    print(f"  {rel(a)} -> {rel(b)}: {', '.join(sorted(edges[a][b]))}")

if circles:
    print(f"import_circles: {circles} circle(s) between files; move what both files use down to a file of its own")
    sys.exit(1)
print("import_circles: no file imports from one that imports back from it")
