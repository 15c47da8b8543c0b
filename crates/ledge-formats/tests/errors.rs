//! Bad level files: each gets an error that names the file and the place
//! (line and column, layer and cell, tileset, level) and says what is
//! wrong, and none makes the loader panic.

use std::path::{Path, PathBuf};

/// A fresh folder holding `level/` (where the levels go) and a file
/// `secret.tsx` beside it, outside the levels' folder.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-formats-errors-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("level")).unwrap();
    std::fs::copy(data("room.tsx"), dir.join("secret.tsx")).unwrap();
    dir
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn text(name: &str) -> String {
    std::fs::read_to_string(data(name)).unwrap()
}

/// Writes `files` (name, content) into `level/` of a fresh folder, loads
/// the first, and returns the error as displayed, with the folder's path
/// left out.
fn error(test: &str, files: &[(&str, &str)]) -> String {
    let dir = folder(test).join("level");
    for (name, content) in files {
        std::fs::write(dir.join(name), content).unwrap();
    }
    let path = dir.join(files[0].0);
    let error = match ledge_formats::load(&path, None) {
        Ok(level) => panic!("{test}: loaded {:?}", level.name),
        Err(error) => error.to_string(),
    };
    error.replace(&format!("{}/", dir.display()), "")
}

/// `room.tmx` with its CSV data, and its tileset beside it.
fn tmx(edit: impl Fn(String) -> String) -> Vec<(&'static str, String)> {
    vec![("room.tmx", edit(text("room.tmx"))), ("room.tsx", text("room.tsx"))]
}

fn tmj(edit: impl Fn(String) -> String) -> Vec<(&'static str, String)> {
    vec![("room.tmj", edit(text("room.tmj"))), ("room.tsj", text("room.tsj"))]
}

fn ldtk(edit: impl Fn(String) -> String) -> Vec<(&'static str, String)> {
    vec![("room.ldtk", edit(text("room.ldtk")))]
}

fn check(test: &str, files: Vec<(&str, String)>, expected: &str) {
    let files: Vec<(&str, &str)> = files.iter().map(|(n, c)| (*n, c.as_str())).collect();
    let error = error(test, &files);
    assert_eq!(error, expected, "{test}");
}

#[test]
fn malformed_xml_is_placed_at_its_line_and_column() {
    check(
        "xml",
        tmx(|t| t.replace("</objectgroup>", "</objectgrup>")),
        "room.tmx:28:4: malformed XML: Expecting </objectgroup> found </objectgrup>",
    );
}

#[test]
fn malformed_json_is_placed_at_its_line_and_column() {
    check(
        "json",
        tmj(|t| t.replace("\"tilewidth\": 16,", "\"tilewidth\": 16")),
        "room.tmj:6:2: malformed JSON: expected `,` or `}`",
    );
    check("ldtk", ldtk(|t| t.replacen('{', "{,", 1)), "room.ldtk:1:2: malformed JSON: key must be a string");
}

#[test]
fn unknown_encodings_and_compressions_name_the_layer() {
    check("tmx-encoding", tmx(|t| t.replace("encoding=\"csv\"", "encoding=\"hex\"")),
        "room.tmx: layer \"Ground\": unknown tile data encoding `hex`; in Tiled, choose Map > Map Properties > Tile Layer Format: CSV or Base64",
    );
    check(
        "tmj-compression",
        tmj(|t| t.replace("\"zlib\"", "\"lzma\"")),
        "room.tmj: layer \"Ground\": unknown tile data compression `lzma`; Tiled writes zlib, gzip or none",
    );
    check("tmj-zstd", tmj(|t| t.replace("\"zlib\"", "\"zstd\"")),
        "room.tmj: layer \"Ground\": zstd-compressed tile data is not supported; in Tiled, choose Map > Map Properties > Tile Layer Format: Base64 (zlib compressed) or CSV",
    );
    check("tmj-encoding", tmj(|t| t.replace("\"base64\"", "\"base32\"")),
        "room.tmj: layer \"Ground\": unknown tile data encoding `base32` for this data; Tiled writes a list of ids (csv) or base64 text",
    );
}

#[test]
fn missing_tilesets_and_level_files_are_named() {
    check(
        "tmx-tileset",
        vec![("room.tmx", text("room.tmx"))],
        "room.tmx: tileset \"room.tsx\": the file `room.tsx` it refers to does not exist (looked for `room.tsx`)",
    );
    check(
        "tmj-tileset",
        vec![("room.tmj", text("room.tmj"))],
        "room.tmj: tileset \"room.tsj\": the file `room.tsj` it refers to does not exist (looked for `room.tsj`)",
    );
    check(
        "ldtk-level",
        ldtk(|t| t),
        "room.ldtk: level \"Level_1\": the file `room/Level_1.ldtkl` it refers to does not exist (looked for `room/Level_1.ldtkl`)",
    );
}

/// What the error about a file outside the project says after the file's
/// name as the level gives it.
const OUTSIDE: &str = "lies outside the level's project `ROOT`; a level reads files inside its project only \
     (the highest of the folder above the level's, the nearest folder up holding a .tiled-project or an .ldtk \
     project, and the nearest holding .git): move the file into the project";

#[test]
fn a_tileset_in_a_sibling_folder_is_read() {
    // `level/` beside `secret.tsx`: the folder above the level's is the project.
    let files = tmx(|t| t.replace("source=\"room.tsx\"", "source=\"../secret.tsx\""));
    let dir = folder("sibling").join("level");
    std::fs::write(dir.join("room.tmx"), &files[0].1).unwrap();
    assert_eq!(ledge_formats::load(&dir.join("room.tmx"), None).unwrap().name, "The room");
    let json = tmj(|t| t.replace("\"room.tsj\"", "\"../secret.tsx\""));
    std::fs::write(dir.join("room.tmj"), &json[0].1).unwrap();
    assert!(ledge_formats::load(&dir.join("room.tmj"), None).is_ok());
}

/// `error`, with the temporary folder's path (the project's root) as `ROOT`.
fn outside(test: &str, files: Vec<(&str, String)>) -> String {
    let root = folder(test).canonicalize().unwrap().display().to_string();
    let files: Vec<(&str, &str)> = files.iter().map(|(n, c)| (*n, c.as_str())).collect();
    error(test, &files).replace(&root, "ROOT")
}

#[test]
fn files_outside_the_project_are_refused() {
    let out =
        outside("tmx-outside", tmx(|t| t.replace("source=\"room.tsx\"", "source=\"../../secret.tsx\"")));
    assert!(
        out.starts_with(
            "room.tmx: tileset \"../../secret.tsx\": the file `../../secret.tsx` it refers to, `"
        ),
        "{out}"
    );
    assert!(out.ends_with(&format!("secret.tsx`, {OUTSIDE}")), "{out}");
    let out = outside("tmj-outside", tmj(|t| t.replace("\"room.tsj\"", "\"../../../etc/passwd.json\"")));
    assert!(out.starts_with("room.tmj: tileset \"../../../etc/passwd.json\": the file `../../../etc/passwd.json` it refers to, `/"), "{out}");
    let out =
        outside("ldtk-outside", ldtk(|t| t.replace("\"room/Level_1.ldtkl\"", "\"../../secret.ldtkl\"")));
    // An LDtk project beside its levels reaches one folder up, no further.
    assert!(
        out.starts_with("room.ldtk: level \"Level_1\": the file `../../secret.ldtkl` it refers to"),
        "{out}"
    );
    assert!(out.ends_with(OUTSIDE), "{out}");
    let out = outside("tmx-absolute", tmx(|t| t.replace("source=\"room.tsx\"", "source=\"/etc/passwd\"")));
    assert_eq!(
        out,
        format!(
            "room.tmx: tileset \"/etc/passwd\": the file `/etc/passwd` it refers to, `/etc/passwd`, {OUTSIDE}"
        )
    );
}

#[test]
fn absurd_dimensions_are_refused_before_allocating() {
    check("tmx-size", tmx(|t| t.replace("width=\"10\" height=\"6\" tilewidth", "width=\"100000\" height=\"100000\" tilewidth")),
        "room.tmx:2:1: the level is 100000x100000 cells; Ledge plays levels of at most 4096 cells a side and 1000000 cells in all",
    );
    check("tmj-size", tmj(|t| t.replacen("\"width\": 10", "\"width\": 4000000000", 1)),
        "room.tmj: the level is 4000000000x6 cells; Ledge plays levels of at most 4096 cells a side and 1000000 cells in all",
    );
    check("ldtk-size", ldtk(|t| t.replacen("\"pxWid\": 160", "\"pxWid\": 99999999", 1)),
        "room.ldtk: level \"Level_0\": the level is 6250000x6 cells; Ledge plays levels of at most 4096 cells a side and 1000000 cells in all",
    );
    check(
        "tmx-tile-size",
        tmx(|t| {
            t.replace(
                "tilewidth=\"16\" tileheight=\"16\" infinite",
                "tilewidth=\"0\" tileheight=\"16\" infinite",
            )
        }),
        "room.tmx:2:1: tiles of 0x16 pixels; tiles must be at least 1 pixel",
    );
}

#[test]
fn bad_cells_are_named_by_layer_and_cell() {
    check(
        "ldtk-cell",
        ldtk(|t| {
            t.replacen(
                "\"intGridCsv\": [\n        1,\n        1,",
                "\"intGridCsv\": [\n        1,\n        -3,",
                1,
            )
        }),
        "room.ldtk: level \"Level_0\", layer \"Collisions\", cell (1, 0): IntGrid value -3; values are 1 or more",
    );
    check(
        "tmj-gid",
        tmj(|t| t.replace("\"firstgid\": 1", "\"firstgid\": 3")),
        "room.tmj: layer \"Ground\", cell (0, 0): tile id 1 belongs to none of the map's tilesets",
    );
    check(
        "tmx-short",
        tmx(|t| t.replace("1,1,3,1,1,1,1,1,1,1", "1,1,3")),
        "room.tmx: layer \"Ground\": the tile data holds 53 tiles, but the layer has 60 cells",
    );
    check(
        "tmx-nan",
        tmx(|t| t.replace("x=\"16\"", "x=\"NaN\"")),
        "room.tmx: layer \"Things\", object \"start\" (id 1, top-left at (NaN, 64) pixels, cell (NaN, 4)): the player lies outside the level's 10x6 cells; move it onto the map",
    );
    check("tmj-far", tmj(|t| t.replacen("\"x\": 16", "\"x\": 1e300", 1)),
        "room.tmj: layer \"Things\", object \"start\" (id 1, top-left at (1e300, 64) pixels, cell (6.25e298, 4)): the player lies outside the level's 10x6 cells; move it onto the map",
    );
}

#[test]
fn a_tmx_whose_base64_data_holds_a_comment_an_element_or_cdata_is_read_whole_not_a_crash() {
    let data = "eJxjZGBgYCQSEwLUUseERx0LHnUgzMyA3w8AEKgAJw==";
    let expected = ledge_formats::load(&self::data("room-zlib.tmx"), None).unwrap();
    let dir = folder("data-whole").join("level");
    let (head, tail) = data.split_at(12);
    let forms = [
        format!("{head}<!-- a note -->{tail}"),
        format!("{head}<br/>{tail}"),
        format!("{head}<b>skipped</b>{tail}"),
        format!("<![CDATA[]]>{data}"),
        format!("{head}<![CDATA[{tail}]]>"),
        format!("\n<![CDATA[{data}]]>\n"),
    ];
    for (i, form) in forms.iter().enumerate() {
        let path = dir.join(format!("room-{i}.tmx"));
        std::fs::write(&path, text("room-zlib.tmx").replace(data, form)).unwrap();
        let level = ledge_formats::load(&path, None).unwrap_or_else(|e| panic!("{form}: {e}"));
        assert_eq!(level.grid, expected.grid, "{form}");
    }
    // What is left once the comment is read past still has to fill the layer.
    check(
        "data-short",
        vec![("room-zlib.tmx", text("room-zlib.tmx").replace(data, &format!("{head}<!-- {tail} -->")))],
        "room-zlib.tmx: layer \"Ground\": the tile data cannot be decompressed (incomplete deflate stream)",
    );
}

#[test]
fn a_tmx_template_that_uses_itself_or_two_that_use_each_other_are_refused_not_a_stack_overflow() {
    let object = "<object id=\"2\" type=\"coin\" x=\"96\" y=\"64\" width=\"16\" height=\"16\"/>";
    let template = |uses: &str| {
        format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<template>\n <object template=\"{uses}\" type=\"coin\" width=\"16\" height=\"16\"/>\n</template>\n")
    };
    let with_template =
        |t: String| t.replace(object, "<object id=\"2\" template=\"coin.tx\" x=\"96\" y=\"64\"/>");
    let mut files = tmx(with_template);
    files.push(("coin.tx", template("coin.tx")));
    check("template-itself", files,
        "room.tmx: template \"coin.tx\": the templates \"coin.tx\" -> \"coin.tx\" use one another in a loop, which never ends; a template's object cannot use that template: remove the `template` attribute from one of them",
    );
    let mut files = tmx(with_template);
    files.push(("coin.tx", template("gem.tx")));
    files.push(("gem.tx", template("coin.tx")));
    check("template-each-other", files,
        "room.tmx: template \"coin.tx\": the templates \"coin.tx\" -> \"gem.tx\" -> \"coin.tx\" use one another in a loop, which never ends; a template's object cannot use that template: remove the `template` attribute from one of them",
    );
}

#[test]
fn tile_ids_of_no_tileset_or_past_its_tilecount_are_refused_not_left_out() {
    check("tmx-past-count", tmx(|t| t.replace("1,1,3,1,1,1,1,1,1,1", "1,1,3,1,1,9,1,1,1,1")),
        "room.tmx: layer \"Ground\", cell (5, 5): the tile is number 8 of tileset \"room\", which holds 4 tiles; in Tiled, erase it, or give the tileset back the tiles it lost",
    );
    check(
        "tmx-below-first",
        tmx(|t| t.replace("firstgid=\"1\"", "firstgid=\"3\"")),
        "room.tmx: layer \"Ground\", cell (0, 0): tile id 1 belongs to none of the map's tilesets",
    );
    check("tmx-no-tileset", vec![("room.tmx", text("room.tmx").replace(" <tileset firstgid=\"1\" source=\"room.tsx\"/>\n", ""))],
        "room.tmx: layer \"Ground\", cell (0, 0): tile id 1 is used, but the map has no tileset; in Tiled, add the tileset its tiles come from (Map > Add External Tileset), or erase the tiles",
    );
    let no_tilesets = |t: String| {
        let from = t.find("\"tilesets\": [").unwrap();
        let to = from + t[from..].find(']').unwrap();
        format!("{}\"tilesets\": [{}", &t[..from], &t[to..])
    };
    check("tmj-no-tileset", vec![("room.tmj", no_tilesets(text("room.tmj")))],
        "room.tmj: layer \"Ground\", cell (0, 0): tile id 1 is used, but the map has no tileset; in Tiled, add the tileset its tiles come from (Map > Add External Tileset), or erase the tiles",
    );
    let tsj = text("room.tsj").replace("\"tilecount\": 4", "\"tilecount\": 2");
    check("tmj-past-count", vec![("room.tmj", text("room.tmj")), ("room.tsj", tsj)],
        "room.tmj: layer \"Ground\", cell (4, 4): the tile is number 3 of tileset \"room\", which holds 2 tiles; in Tiled, erase it, or give the tileset back the tiles it lost",
    );
}

#[test]
fn unnamed_untyped_objects_were_shown_as_empty_backticks() {
    let dir = folder("nameless").join("level");
    for (name, content) in tmj(|t| {
        t.replace("\"name\": \"start\",\n     \"type\": \"player\"", "\"name\": \"\",\n     \"type\": \"\"")
    }) {
        std::fs::write(dir.join(name), content).unwrap();
    }
    let loaded = ledge_formats::load_all(&dir.join("room.tmj"), None).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        loaded.notes.iter().any(|note| note.ends_with(
            "it holds `Mob`, `chest`, `coin`, an object with no name or type, #1 (top-left at (16, 64) pixels, \
             cell (1, 4)); add an object or entity named or typed `player` where the player starts, or map one in \
             a mapping file ([objects] YourName = \"player\")"
        )),
        "{:?}",
        loaded.notes
    );
}

#[test]
fn two_players_named_alike_could_not_be_told_apart() {
    check(
        "zombies",
        tmj(|t| {
            t.replace(
                "\"name\": \"start\",\n     \"type\": \"player\"",
                "\"name\": \"zombie\",\n     \"type\": \"spawn\"",
            )
            .replace(
                "\"name\": \"Mob\",\n     \"type\": \"\"",
                "\"name\": \"zombie\",\n     \"type\": \"spawn\"",
            )
        }),
        "room.tmj: layer \"Things\", object \"zombie\" (id 3, top-left at (80, 64) pixels, cell (5, 4)): a second player: \
         its name or type `spawn` is one of the player's (the first is object \"zombie\" (id 1, top-left at (16, 64) \
         pixels, cell (1, 4)) in layer \"Things\"); a level has exactly one: rename or retype one of them, or map its \
         name to another actor in a mapping file ([objects])",
    );
}

#[test]
fn an_ldtk_project_too_old_to_read_said_missing_field_value() {
    check(
        "old-ldtk",
        ldtk(|t| {
            t.replace("\"jsonVersion\": \"1.5.3\"", "\"jsonVersion\": \"0.7.0\"").replace("\"value\": 2,", "")
        }),
        "room.ldtk: the project is in LDtk's format 0.7.0 (its `jsonVersion`), and Ledge reads format 1.0.0 \
         and later; open it in a current LDtk and save it",
    );
}

#[test]
fn a_tileset_image_without_a_width_named_neither_file_nor_element() {
    let tsx = text("room.tsx").replace(" width=\"64\"", "");
    check(
        "image-width",
        vec![("room.tmx", text("room.tmx")), ("room.tsx", tsx)],
        "room.tsx:3:2: the <image> \"room.png\" has no `width`; Tiled writes an image's file and its size \
         in pixels: add `source`, `width` and `height` to it, or open the file in Tiled and save it again",
    );
}

#[cfg(unix)]
#[test]
fn a_symlink_loop_was_called_a_missing_file() {
    let dir = folder("symlink-loop").join("level");
    std::os::unix::fs::symlink("b.tmx", dir.join("a.tmx")).unwrap();
    std::os::unix::fs::symlink("a.tmx", dir.join("b.tmx")).unwrap();
    let shown =
        |error: ledge_formats::FormatError| error.to_string().replace(&format!("{}/", dir.display()), "");
    assert_eq!(
        shown(ledge_formats::load(&dir.join("a.tmx"), None).unwrap_err()),
        "a.tmx: cannot read the file: it is a symbolic link in a loop (a.tmx -> b.tmx -> a.tmx), which leads \
         to no file; point the link at the file"
    );
    std::fs::write(dir.join("room.tmx"), text("room.tmx")).unwrap();
    std::os::unix::fs::symlink("x.tsx", dir.join("room.tsx")).unwrap();
    std::os::unix::fs::symlink("room.tsx", dir.join("x.tsx")).unwrap();
    assert_eq!(
        shown(ledge_formats::load(&dir.join("room.tmx"), None).unwrap_err()),
        "room.tmx: tileset \"room.tsx\": the file `room.tsx` it refers to cannot be read: it is a symbolic \
         link in a loop (room.tsx -> x.tsx -> room.tsx), which leads to no file; point the link at the file"
    );
}

#[cfg(unix)]
#[test]
fn dev_zero_as_a_mapping_file_was_held_to_the_limit_for_a_level_file() {
    let error = ledge_formats::Mapping::load(Path::new("/dev/zero")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "/dev/zero: this is no regular file but a device or a pipe, and it goes on past 1048576 bytes, the \
         limit for a mapping file; give a mapping file"
    );
}

/// A map whose tileset is `source`, in `level/` of a fresh folder (the
/// project's root); the error as displayed, the folder's path as `ROOT`.
#[cfg(unix)]
fn tileset_at(test: &str, source: &str, prepare: impl Fn(&Path)) -> String {
    let dir = folder(test);
    prepare(&dir);
    let root = dir.canonicalize().unwrap().display().to_string();
    let map = text("room.tmx").replace("source=\"room.tsx\"", &format!("source=\"{source}\""));
    std::fs::write(dir.join("level/room.tmx"), map).unwrap();
    let error = ledge_formats::load(&dir.join("level/room.tmx"), None).unwrap_err().to_string();
    error.replace(&format!("{}/", dir.join("level").display()), "").replace(&root, "ROOT")
}

#[cfg(unix)]
#[test]
fn hostile_references_are_refused_before_anything_is_read_past_the_caps() {
    use std::os::unix::fs::symlink;
    // A link inside the project that leads out of it.
    let out =
        tileset_at("link-out", "out.tsx", |dir| symlink("/etc/passwd", dir.join("level/out.tsx")).unwrap());
    assert_eq!(
        out,
        format!("room.tmx: tileset \"out.tsx\": the file `out.tsx` it refers to, `/etc/passwd`, {OUTSIDE}")
    );
    // A device, by name and through a link.
    let out = tileset_at("device", "/dev/zero", |_| ());
    assert!(out.ends_with(&format!("the file `/dev/zero` it refers to, `/dev/zero`, {OUTSIDE}")), "{out}");
    let out = tileset_at("device-link", "zero.tsx", |dir| {
        symlink("/dev/zero", dir.join("level/zero.tsx")).unwrap()
    });
    assert!(out.contains("`zero.tsx` it refers to, `/dev/zero`, lies outside"), "{out}");
    // A folder.
    let out = tileset_at("folder", "../tiles.tsx", |dir| std::fs::create_dir(dir.join("tiles.tsx")).unwrap());
    assert_eq!(out, "room.tmx: tileset \"../tiles.tsx\": the file `../tiles.tsx` it refers to cannot be read: it is a folder");
    // A 1 GB file (sparse: it takes no room on disk), refused by its size.
    let out = tileset_at("huge", "../huge.tsx", |dir| {
        std::fs::File::create(dir.join("huge.tsx")).unwrap().set_len(1 << 30).unwrap()
    });
    assert_eq!(
        out,
        "room.tmx: tileset \"../huge.tsx\": the file is 1073741824 bytes, over the 67108864-byte limit for a level file; is it the right file?"
    );
    // A hidden folder, and a file named as what it is not.
    let out = tileset_at("hidden", "../.ssh/id.tsx", |dir| {
        std::fs::create_dir(dir.join(".ssh")).unwrap();
        std::fs::write(dir.join(".ssh/id.tsx"), "secret").unwrap();
    });
    assert!(out.contains("is hidden or in a hidden folder, which a level does not read"), "{out}");
    let out =
        tileset_at("wrong-kind", "../notes.txt", |dir| std::fs::write(dir.join("notes.txt"), "x").unwrap());
    assert_eq!(
        out,
        "room.tmx: tileset \"../notes.txt\": the file `../notes.txt` it refers to should be a tileset (.tsx, .tsj, .json), and is not named as one; point it at one"
    );
}

#[test]
fn a_tileset_without_firstgid_or_tile_size_is_refused_at_its_line() {
    check(
        "tmx-no-firstgid",
        tmx(|t| t.replace("<tileset firstgid=\"1\" source", "<tileset source")),
        "room.tmx:7:2: the tileset has no `firstgid`, the number its tiles start from in the map; add \
         firstgid=\"1\" to the map's first tileset (each next one starts past the last tile of the one before), \
         or open the map in Tiled and save it again",
    );
    let sizeless = vec![
        ("room.tmx", text("room.tmx")),
        ("room.tsx", text("room.tsx").replace("tilewidth=\"16\"", "tilewidth=\"0\"")),
    ];
    check(
        "tsx-sizeless",
        sizeless,
        "room.tsx:2:1: the tileset's tiles have no size, and it cuts them from one image; in Tiled, set the \
         tileset's tile width and height",
    );
}

#[test]
fn a_missing_json_tileset_of_a_tmx_map_is_called_a_tileset() {
    check(
        "tmx-missing-tsj",
        tmx(|t| t.replace("source=\"room.tsx\"", "source=\"gone.tsj\"")),
        "room.tmx: tileset \"gone.tsj\": the file `gone.tsj` it refers to does not exist (looked for `gone.tsj`)",
    );
}
