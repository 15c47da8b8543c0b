//! Editing as a level designer relies on it: every step undoes and
//! redoes, saving keeps the version before, an autosave survives a crash,
//! and what is saved is the level that was drawn.

use std::path::PathBuf;

use ledge_edit::{
    autosave_path, backup_path, replay_path, Brush, Draft, Editor, Mark, ObjectKind, ObjectOptions, Region,
    Sides, VERIFIED_KEY,
};
use ledge_game::pack;
use proptest::prelude::*;

fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-edit-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_new_level_painted_saved_and_opened_again_holds_what_was_painted() {
    let dir = scratch("new");
    let file = dir.join("mine.txt");
    let mut opened = Editor::open(&file).unwrap();
    assert!(!opened.converted && opened.autosave.is_none());
    let editor = &mut opened.editor;
    editor.begin_stroke();
    for x in 4..8 {
        editor.edit(|d| d.paint(x, 6, '#'));
    }
    editor.end_stroke();
    editor.edit(|d| d.paint(6, 5, 'o'));
    assert!(editor.is_dirty());
    editor.save().unwrap();
    assert!(!editor.is_dirty());
    let level = ledge_game::Level::load(&file).unwrap();
    assert_eq!(level.coins(), 1);
    assert!((4..8).all(|x| level.grid.tile(x, 6) == ledge_engine::Tile::Solid));
    assert_eq!(Editor::open(&file).unwrap().editor.draft(), editor.draft());
}

#[test]
fn a_stroke_undoes_as_one_step_and_redo_brings_it_back() {
    let dir = scratch("stroke");
    let mut editor = Editor::open(&dir.join("l.txt")).unwrap().editor;
    let start = editor.draft().clone();
    editor.begin_stroke();
    for x in 2..6 {
        editor.edit(|d| d.paint(x, 3, '+'));
    }
    editor.end_stroke();
    let painted = editor.draft().clone();
    editor.edit(|d| d.toggle_ceiling_edge(2, 2));
    assert!(editor.undo());
    assert_eq!(editor.draft(), &painted);
    assert!(editor.undo());
    assert_eq!(editor.draft(), &start, "the whole stroke in one step");
    assert!(!editor.undo(), "back where the editor was opened");
    assert!(editor.redo() && editor.redo());
    assert!(editor.draft().edges("ceiling-edges").contains(&(2, 2)));
    assert!(!editor.redo());
    // A stroke that changed nothing leaves no step.
    editor.begin_stroke();
    editor.end_stroke();
    assert!(editor.undo() && editor.draft() == &painted);
}

#[test]
fn saving_keeps_the_version_before_and_clears_the_autosave() {
    let dir = scratch("backup");
    let file = dir.join("l.txt");
    std::fs::write(&file, "name: l\n---\n.@..o.\n######\n").unwrap();
    let mut editor = Editor::open(&file).unwrap().editor;
    editor.edit(|d| d.paint(3, 0, 'o'));
    editor.autosave().unwrap();
    assert!(autosave_path(&file).exists());
    editor.save().unwrap();
    assert_eq!(std::fs::read_to_string(backup_path(&file)).unwrap(), "name: l\n---\n.@..o.\n######\n");
    assert!(std::fs::read_to_string(&file).unwrap().contains(".@.oo."));
    assert!(!autosave_path(&file).exists());
}

#[test]
fn an_autosave_left_by_a_crash_is_offered_back() {
    let dir = scratch("crash");
    let file = dir.join("l.txt");
    std::fs::write(&file, "name: l\n---\n.@..o.\n######\n").unwrap();
    let mut editor = Editor::open(&file).unwrap().editor;
    editor.edit(|d| d.paint(0, 0, 'o'));
    editor.autosave().unwrap();
    drop(editor); // the window died without saving
    let mut opened = Editor::open(&file).unwrap();
    let autosave = opened.autosave.take().expect("offered back");
    assert_eq!(autosave.cell(0, 0), Some('o'));
    opened.editor.recover(autosave);
    assert!(opened.editor.is_dirty());
    assert!(opened.editor.undo() && !opened.editor.is_dirty(), "recovering is a step like any other");
}

#[test]
fn a_tiled_level_opens_and_saves_as_a_text_plan_beside_it() {
    let dir = scratch("tiled");
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ledge-formats/tests/data");
    for name in ["room.tmj", "room.tsj"] {
        std::fs::copy(data.join(name), dir.join(name)).unwrap();
    }
    let mut opened = Editor::open(&dir.join("room.tmj")).unwrap();
    assert!(opened.converted);
    assert_eq!(opened.editor.path(), dir.join("room.txt"));
    let level = ledge_formats::open(&dir.join("room.tmj").to_string_lossy(), None).unwrap();
    let drawn = opened.editor.draft().level("room.txt").unwrap();
    // Tiled lists the actors in the order they were placed; a text plan in
    // reading order. The editor says so, and nothing else changes.
    assert_eq!(opened.lost.len(), 1, "{:?}", opened.lost);
    assert!(opened.lost[0].contains("reading order"));
    let sorted = |l: &ledge_game::Level| {
        let mut spawns = l.spawns.clone();
        spawns.sort_by(|a, b| (a.at.y, a.at.x).partial_cmp(&(b.at.y, b.at.x)).unwrap());
        spawns
    };
    assert_eq!(sorted(&drawn), sorted(&level));
    assert_eq!(drawn.grid, level.grid);
    opened.editor.save().unwrap();
    assert!(dir.join("room.txt").exists() && dir.join("room.tmj").exists());
}

#[test]
fn painting_over_an_object_drops_its_line_and_resizing_drops_edges_outside() {
    let text =
        "physics: ledge\nmonster 4,1: speed -3\nwall-edges: 2,1 7,1\n---\n........\n.@..M..o\n########\n";
    let mut draft = Draft::from_text(text);
    assert!(draft.level("m.txt").is_ok());
    draft.paint(4, 1, '.');
    assert_eq!(draft.get("monster 4,1"), None);
    assert!(draft.level("m.txt").is_ok(), "no line naming a monster that is gone");
    draft.resize(6, 3);
    assert_eq!(draft.edges("wall-edges"), [(2, 1)]);
    assert_eq!(draft.cell(5, 2), Some('#'));
    assert_eq!(draft.cell(6, 0), None);
}

#[test]
fn every_built_in_level_is_the_same_level_as_a_draft() {
    for entry in pack::PACK.iter() {
        let level = entry.level();
        let draft = Draft::from_text(&level.to_text().text);
        assert_eq!(draft.level("again.txt").unwrap().fingerprint(), level.fingerprint());
        assert_eq!(Draft::from_text(&draft.to_text()), draft);
    }
}

#[test]
fn a_rectangle_a_fill_a_paste_a_move_and_a_resize_each_undo_as_one_step() {
    let dir = scratch("regions");
    let mut editor = Editor::open(&dir.join("r.txt")).unwrap().editor;
    let mut seen = vec![editor.draft().clone()];
    let region = Region::spanning((3, 2), (6, 4));
    assert!(editor.edit(|d| d.fill_rect(region, '#')));
    seen.push(editor.draft().clone());
    assert!(editor.edit(|d| d.flood_fill(0, 0, '~')));
    seen.push(editor.draft().clone());
    let clip = editor.draft().copy(region).unwrap();
    assert!(editor.edit(|d| d.paste(&clip, 10, 1)));
    seen.push(editor.draft().clone());
    assert!(editor.edit(|d| d.move_region(region, 10, 0)));
    seen.push(editor.draft().clone());
    assert!(editor.edit(|d| d.resize_sides(Sides { left: 3, top: 1, ..Sides::default() })));
    assert_eq!(editor.draft().cell(16, 3), Some('#'), "the moved block, 3 columns and a row on");
    for expected in seen.iter().rev() {
        assert!(editor.undo());
        assert_eq!(editor.draft(), expected);
    }
    assert!(!editor.undo());
}

/// An edit a designer can make.
#[derive(Clone, Debug)]
enum Step {
    Paint(u32, u32, char),
    Wall(u32, u32),
    Ceiling(u32, u32),
    Resize(u32, u32),
    /// A rectangle between two corners.
    Rect((u32, u32), (u32, u32), char),
    Fill(u32, u32, char),
    /// A region copied and pasted at a cell.
    Paste(Region, (u32, u32)),
    Move(Region, i32, i32),
    Sides(Sides),
    Set(&'static str, &'static str),
    /// A point added to the first platform's path.
    Path(u32, u32),
    /// The speed of the first monster or platform.
    Speed(&'static str),
}

fn step() -> impl Strategy<Value = Step> {
    let ch = proptest::sample::select(".#+o=|v-H~/\\rRLlM>^@".chars().collect::<Vec<_>>());
    prop_oneof![
        (0u32..12, 0u32..8, ch.clone()).prop_map(|(x, y, c)| Step::Paint(x, y, c)),
        (0u32..12, 0u32..8).prop_map(|(x, y)| Step::Wall(x, y)),
        (0u32..12, 0u32..8).prop_map(|(x, y)| Step::Ceiling(x, y)),
        (2u32..14, 2u32..9).prop_map(|(w, h)| Step::Resize(w, h)),
        ((0u32..12, 0u32..8), (0u32..12, 0u32..8), ch.clone()).prop_map(|(a, b, c)| Step::Rect(a, b, c)),
        (0u32..12, 0u32..8, ch.clone()).prop_map(|(x, y, c)| Step::Fill(x, y, c)),
        (region(), (0u32..12, 0u32..8)).prop_map(|(r, at)| Step::Paste(r, at)),
        (region(), -4i32..5, -4i32..5).prop_map(|(r, dx, dy)| Step::Move(r, dx, dy)),
        (-2i32..3, -2i32..3, -2i32..3, -2i32..3).prop_map(|(left, top, right, bottom)| Step::Sides(Sides {
            left,
            top,
            right,
            bottom
        })),
        proptest::sample::select(vec![
            ("hint", "go"),
            ("hint", ""),
            ("gravity", "off"),
            ("outside", "open"),
            ("physics", "deepnight"),
            ("platforms", "one-way")
        ])
        .prop_map(|(k, v)| Step::Set(k, v)),
        (0u32..12, 0u32..8).prop_map(|(x, y)| Step::Path(x, y)),
        proptest::sample::select(vec!["3", "0.5", ""]).prop_map(Step::Speed),
    ]
}

fn region() -> impl Strategy<Value = Region> {
    ((0u32..12, 0u32..8), (0u32..12, 0u32..8)).prop_map(|(a, b)| Region::spanning(a, b))
}

/// Makes `step` in `draft`; true when it changed it.
fn apply(draft: &mut Draft, step: &Step) -> bool {
    let first = |draft: &Draft, kind: Option<ObjectKind>| {
        draft.objects().into_iter().find(|o| kind.is_none_or(|k| o.kind == k))
    };
    match *step {
        Step::Paint(x, y, c) => Brush::Plan(c).paint(draft, x, y),
        Step::Wall(x, y) => draft.toggle_wall_edge(x, y),
        Step::Ceiling(x, y) => draft.toggle_ceiling_edge(x, y),
        Step::Resize(w, h) => draft.resize(w, h),
        Step::Rect(a, b, c) => draft.fill_rect(Region::spanning(a, b), c),
        Step::Fill(x, y, c) => draft.flood_fill(x, y, c),
        Step::Paste(region, (x, y)) => draft.copy(region).is_some_and(|clip| draft.paste(&clip, x, y)),
        Step::Move(region, dx, dy) => draft.move_region(region, dx, dy),
        Step::Sides(sides) => draft.resize_sides(sides),
        Step::Set(k, v) => draft.set(k, v),
        Step::Path(x, y) => {
            first(draft, Some(ObjectKind::Platform)).is_some_and(|p| draft.add_path_point(&p, x, y))
        }
        Step::Speed(speed) => first(draft, None).is_some_and(|object| {
            let options = ObjectOptions { speed: speed.to_string(), ..draft.options(&object) };
            draft.set_options(&object, &options)
        }),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Undoing every step goes back to the level as opened, and redoing
    /// them all comes back to the last one, draft for draft.
    #[test]
    fn every_edit_undoes_and_redoes(steps in proptest::collection::vec(step(), 1..40)) {
        let dir = scratch("prop");
        let mut editor = Editor::open(&dir.join("p.txt")).unwrap().editor;
        let mut seen = vec![editor.draft().clone()];
        for step in steps {
            let changed = editor.edit(|d| apply(d, &step));
            if changed {
                seen.push(editor.draft().clone());
            }
        }
        for expected in seen.iter().rev().skip(1) {
            prop_assert!(editor.undo());
            prop_assert_eq!(editor.draft(), expected);
        }
        prop_assert!(!editor.undo());
        for expected in seen.iter().skip(1) {
            prop_assert!(editor.redo());
            prop_assert_eq!(editor.draft(), expected);
        }
        // The text of any draft reads back as the same draft.
        prop_assert_eq!(&Draft::from_text(&editor.draft().to_text()), editor.draft());
        // Growing on every side and shrinking back changes nothing.
        let before = editor.draft().clone();
        let mut grown = before.clone();
        grown.resize_sides(Sides { left: 2, top: 1, right: 3, bottom: 2 });
        grown.resize_sides(Sides { left: -2, top: -1, right: -3, bottom: -2 });
        prop_assert_eq!(&grown, &before);
        prop_assert_eq!(&Draft::from_text(&editor.draft().to_text()), editor.draft());
    }

    /// A level drawn with every feature the editor places (tiles, actors,
    /// edges, platforms' paths, speeds, the header), saved and opened again,
    /// is the same draft, and the game loads the same level from the file.
    #[test]
    fn a_random_level_saved_and_opened_again_is_the_same_level(steps in proptest::collection::vec(step(), 1..60)) {
        let dir = scratch("saved");
        let file = dir.join("p.txt");
        let mut editor = Editor::open(&file).unwrap().editor;
        for step in &steps {
            editor.edit(|d| apply(d, step));
        }
        // A level has a player: put it back where a step took it away.
        let (width, height) = editor.draft().size();
        if !(0..height).any(|y| (0..width).any(|x| editor.draft().cell(x, y) == Some('@'))) {
            editor.edit(|d| Brush::Plan('@').paint(d, 0, 0));
        }
        editor.save().unwrap();
        let opened = Editor::open(&file).unwrap();
        prop_assert!(opened.autosave.is_none());
        prop_assert_eq!(opened.editor.draft(), editor.draft());
        if let Ok(level) = editor.draft().level("p.txt") {
            prop_assert_eq!(ledge_game::Level::load(&file).unwrap().fingerprint(), level.fingerprint());
        }
    }
}

#[test]
fn a_binary_file_is_refused_with_its_name_and_left_as_it_is() {
    let dir = scratch("binary");
    let file = dir.join("picture.txt");
    std::fs::write(&file, b"\x89PNG\r\n\x1a\n\0\0").unwrap();
    let error = Editor::open(&file).unwrap_err().to_string();
    assert!(error.starts_with(&format!("{}: ", file.display())), "{error}");
    assert!(error.contains("binary file"), "{error}");
    assert_eq!(std::fs::read(&file).unwrap(), b"\x89PNG\r\n\x1a\n\0\0");
}

#[test]
fn a_new_level_in_a_missing_folder_autosaves_and_saves_into_it() {
    let dir = scratch("folder");
    let file = dir.join("levels/new/mine.txt");
    let mut editor = Editor::open(&file).unwrap().editor;
    editor.edit(|d| d.paint(4, 4, 'o'));
    editor.autosave().unwrap();
    assert!(autosave_path(&file).exists());
    editor.save().unwrap();
    assert_eq!(ledge_game::Level::load(&file).unwrap().coins(), 1);
}

/// A level of its own, saved: a coin four cells to the player's right,
/// and a run that wins it (walking right).
fn walk_right(dir: &std::path::Path) -> (PathBuf, Editor, ledge_game::Replay) {
    let file = dir.join("walk.txt");
    std::fs::write(&file, "name: Walk\nphysics: ledge\n---\n......\n.@..o.\n######\n").unwrap();
    let editor = Editor::open(&file).unwrap().editor;
    let level = editor.draft().level("walk.txt").unwrap();
    let script = ledge_game::Script::parse("120 right\n").unwrap();
    let replay = ledge_game::Replay::record(&level, None, level.preset(None), &script, 600);
    (file, editor, replay)
}

#[test]
fn a_level_is_marked_verified_only_with_its_winning_replay_beside_it() {
    let dir = scratch("verified");
    let (file, mut editor, replay) = walk_right(&dir);
    assert_eq!(editor.mark(), Mark::Unverified);
    editor.mark_verified(replay).unwrap();
    assert!(matches!(editor.mark(), Mark::Verified { .. }), "{:?}", editor.mark());
    editor.save().unwrap();
    assert!(replay_path(&file).exists(), "the replay is kept beside the level");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("verified: "), "{text}");
    // Opened again, it is still verified: the mark matches and the replay wins.
    let mut again = Editor::open(&file).unwrap().editor;
    let Mark::Verified { frames } = again.mark() else { panic!("{:?}", again.mark()) };
    assert!(frames < 120);
    // An edit of the level takes the mark away; undoing it brings it back.
    assert!(again.edit(|d| d.paint(2, 0, '#')));
    assert_eq!(again.draft().get(VERIFIED_KEY), None);
    assert_eq!(again.mark(), Mark::Unverified);
    again.undo();
    assert!(matches!(again.mark(), Mark::Verified { .. }));
    // Renaming it changes nothing that plays: the mark stays.
    assert!(again.edit(|d| d.set("name", "Stroll")));
    assert!(matches!(again.mark(), Mark::Verified { .. }));
}

#[test]
fn a_level_whose_mark_does_not_hold_opens_unverified_with_why() {
    let dir = scratch("unverified");
    let (file, mut editor, replay) = walk_right(&dir);
    editor.mark_verified(replay).unwrap();
    editor.save().unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    // The plan changed outside the editor: the mark is for another level.
    std::fs::write(&file, text.replace(".@..o.", ".@.o..")).unwrap();
    let Mark::Broken(why) = Editor::open(&file).unwrap().editor.mark() else { panic!("still verified") };
    assert!(why.contains("another version of the level"), "{why}");
    // The replay replaced by one that loses: it no longer wins.
    std::fs::write(&file, &text).unwrap();
    let level = ledge_game::Level::load(&file).unwrap();
    let idle = ledge_game::Script::parse("30 -\n").unwrap();
    let losing = ledge_game::Replay::record(&level, None, level.preset(None), &idle, 30);
    std::fs::write(replay_path(&file), losing.to_text()).unwrap();
    let Mark::Broken(why) = Editor::open(&file).unwrap().editor.mark() else { panic!("still verified") };
    assert!(why.contains("does not win"), "{why}");
    // The replay gone.
    std::fs::remove_file(replay_path(&file)).unwrap();
    let Mark::Broken(why) = Editor::open(&file).unwrap().editor.mark() else { panic!("still verified") };
    assert!(why.contains("is missing"), "{why}");
    // A replay that does not win is refused as a mark.
    let mut editor = Editor::open(&file).unwrap().editor;
    assert!(editor.mark_verified(losing).is_err());
}
