//! The game's art: every frame the game draws is there in every world,
//! pictures are whole art pixels, and things move over time as a player
//! expects (a run cycle, coins and lava that never stand still).

use std::collections::BTreeSet;

use ledge_engine::{Grid, Tile};
use ledge_game::{Buttons, Event, Level, Phase, Play, Status, Theme, ELEMENTS};
use ledge_render::{art, render_pixmap, Art, Camera, PixmapCanvas, Pose, Scene, Show};

/// Every frame `docs/art.md` lists.
fn frames() -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut add = |prefix: &str, n: usize| names.extend((0..n).map(|i| format!("{prefix}-{i}")));
    add("idle", 4);
    add("run", 6);
    add("climb", 2);
    add("walk", 4);
    add("spin", 6);
    add("sparkle", 4);
    add("ball", 4);
    add("drip", 4);
    add("lava-top", 4);
    add("lava", 2);
    add("checkpoint-on", 4);
    // Each element's frames, in every phase it shows.
    for decl in ELEMENTS {
        for (left, on) in [(0, false), (0, true), (1, false), (1, true)] {
            names.extend(decl.kind.frames(Phase { left, on }).iter().map(|f| f.to_string()));
        }
    }
    for material in ["wall", "ice"] {
        names.extend(["solo", "inner", "horiz", "vert", "corners"].map(|p| format!("{material}-{p}")));
    }
    let single = [
        "rise",
        "fall",
        "land",
        "push",
        "slide",
        "hurt",
        "squashed",
        "plank-left",
        "plank-mid",
        "plank-right",
        "plank-single",
        "ladder",
        "ladder-top",
        "platform-left",
        "platform-mid",
        "platform-right",
        "platform-single",
        "edge-wall",
        "edge-ceiling",
        "checkpoint-off",
        "slope-up",
        "slope-down",
        "slope-r",
        "slope-R",
        "slope-L",
        "slope-l",
        "far",
        "near",
        "heart",
        "coin",
        "clock",
        "star",
        "skull",
        "logo",
        "node-locked",
        "node-open",
        "node-won",
        "gem-found",
        "gem-missing",
        "gate-shut",
        "door-shut-below",
        "gate-open",
    ];
    names.extend(single.map(String::from));
    names
}

#[test]
fn the_built_in_art_reads_and_has_every_frame_in_every_world() {
    let art = Art::built_in().unwrap();
    for theme in Theme::ALL {
        let missing: Vec<String> =
            frames().into_iter().filter(|f| art.theme(theme).sprite(f).is_none()).collect();
        assert!(missing.is_empty(), "the {} world lacks {missing:?}", theme.name());
    }
}

#[test]
fn a_mistake_in_an_art_file_names_the_file_and_line() {
    let shared = [("palette.art", "color k 000000\n"), ("x.art", "size 2 1\nframe a\nkz\n")];
    let err = Art::read(&shared, |_| Vec::new()).unwrap_err();
    assert_eq!((err.file.as_str(), err.line), ("x.art", 3), "{err}");
    assert!(err.message.contains("`z` has no colour"), "{err}");
}

/// A level: a floor with a lava pool, a coin and the player.
const ROOM: &str = "\
physics: ledge
---
..........................
..@...........o...........
##########+++#############
##########################
";

fn picture(play: &Play, show: &Show, px_per_cell: u32) -> PixmapCanvas {
    let mut scene = Scene::from_play(play);
    scene.show = Some(show);
    let size = scene.level_size();
    let camera = Camera::whole(size);
    render_pixmap(&scene, &camera, size.x as u32 * px_per_cell, size.y as u32 * px_per_cell).unwrap()
}

fn step(play: &mut Play, show: &mut Show, buttons: Buttons) {
    let before = Scene::from_play(play).figures;
    play.step(buttons);
    show.step(play, &before);
}

#[test]
fn at_a_whole_zoom_every_art_pixel_is_a_square() {
    let level = Level::parse("room.txt", ROOM).unwrap();
    let play = Play::new(&level, level.preset(None));
    let pic = picture(&play, &Show::new(), 48);
    for y in (0..pic.height()).step_by(3) {
        for x in (0..pic.width()).step_by(3) {
            let p = pic.pixel(x, y);
            assert!((0..3).all(|d| pic.pixel(x + d, y + 2 - d) == p), "block at {x},{y}");
        }
    }
}

#[test]
fn a_running_player_shows_six_frames_of_its_cycle_in_half_a_second() {
    let level = Level::parse("room.txt", ROOM).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    let mut poses = BTreeSet::new();
    for _ in 0..30 {
        step(&mut play, &mut show, Buttons::RIGHT);
        if let Pose::Run(i) = show.pose() {
            poses.insert(i);
        }
    }
    assert!(poses.len() >= 6, "run frames seen: {poses:?}");
}

#[test]
fn an_idle_player_breathes_and_the_level_around_it_moves() {
    let level = Level::parse("room.txt", ROOM).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    let mut poses = BTreeSet::new();
    let first = picture(&play, &show, 16);
    for _ in 0..120 {
        step(&mut play, &mut show, Buttons::NONE);
        poses.insert(show.pose().frame());
    }
    assert!(poses.len() >= 2, "the idle player never changed: {poses:?}");
    let later = picture(&play, &show, 16);
    let changed = |x0: u32, y0: u32, x1: u32, y1: u32| {
        (y0..y1).any(|y| (x0..x1).any(|x| first.pixel(x, y) != later.pixel(x, y)))
    };
    assert!(changed(14 * 16, 16, 15 * 16, 32), "the coin did not turn");
    assert!(changed(10 * 16, 32, 13 * 16, 48), "the lava did not move");
    assert!(changed(0, 0, 26 * 16, 16), "the sky is still");
}

#[test]
fn with_shake_off_the_view_never_moves_and_a_death_shakes_it_otherwise() {
    let level = Level::parse("pit.txt", "physics: ledge\n---\n.......\n.@.....\n##+++##\n").unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    let mut shaken = false;
    for _ in 0..90 {
        step(&mut play, &mut show, Buttons::RIGHT);
        assert_eq!(show.shake(false), (0, 0));
        shaken |= show.shake(true) != (0, 0);
    }
    assert!(shaken, "a death did not shake the view");
    assert!(show.take_hold() > 0, "a death holds the picture");
}

#[test]
fn a_player_dead_in_lava_stays_where_it_died_and_raises_no_dust() {
    // Lava over a floor: the lost body sinks through the lava and lands below.
    let level =
        Level::parse("pool.txt", "physics: ledge\n---\n.......\n.@.....\n##+++##\n#######\n").unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    while play.status() == Status::Playing {
        step(&mut play, &mut show, Buttons::RIGHT);
    }
    let died = play.player();
    assert_eq!(show.held_player(), Some(died));
    let dust = |show: &Show| show.particles().filter(|p| p.size == 2 && p.weight < 0.0).count();
    let (mut most_dust, mut landed) = (dust(&show), false);
    for _ in 0..60 {
        step(&mut play, &mut show, Buttons::RIGHT);
        landed |= play.events().contains(&Event::Landed);
        assert_eq!(show.held_player(), Some(died), "the dead player shows where it died");
        assert!(dust(&show) <= most_dust, "a dead body raised dust");
        most_dust = dust(&show);
    }
    assert!(landed && play.player().y > died.y, "the body itself fell and landed below the lava");
}

#[test]
fn each_world_s_sky_dithers_from_band_to_band_with_no_hard_edge() {
    for theme in Theme::ALL {
        let sky = art().theme(theme).sky().to_vec();
        let picture = ledge_render::paint_backdrop(theme, 0, 320, 720);
        let share = |y: u32, color| (0..320).filter(|&x| picture.pixel(x, y) == Some(color)).count();
        for pair in sky.windows(2) {
            let mixed = (0..720).any(|y| share(y, pair[0]) >= 80 && share(y, pair[1]) >= 80);
            assert!(mixed, "{theme:?}: no row blends {:?} into {:?}", pair[0], pair[1]);
        }
    }
}

#[test]
fn in_every_world_the_tops_of_walls_do_not_look_like_lava() {
    for theme in Theme::ALL {
        let art = art().theme(theme);
        let pixels = |name: &str, rows: u32| {
            let sprite = art.sprite(name).unwrap_or_else(|| panic!("{theme:?}: no {name}"));
            let mut found = Vec::new();
            for y in 0..rows.min(sprite.height()) {
                found.extend((0..sprite.width()).map(|x| sprite.pixel(x, y)).filter(|c| c.a == 255));
            }
            found
        };
        let lava: Vec<_> = ["lava-top-0", "lava-0"].iter().flat_map(|n| pixels(n, 16)).collect();
        // Near: within 90 of 765 in the sum of the channels' differences.
        let near = |a: &ledge_render::Color, b: &ledge_render::Color| {
            u32::from(a.r.abs_diff(b.r)) + u32::from(a.g.abs_diff(b.g)) + u32::from(a.b.abs_diff(b.b)) < 90
        };
        let tops = pixels("wall-horiz", 4);
        let alike = tops.iter().filter(|t| lava.iter().any(|l| near(t, l))).count();
        // A flower on the grass or a rusty rivet may be red or gold (under a fifth); a glowing edge may not.
        assert!(
            alike * 5 < tops.len(),
            "{theme:?}: {alike} of the {} pixels of a wall's top look like lava",
            tops.len()
        );
    }
}

#[test]
fn the_inside_of_a_wide_wall_mixes_three_drawings_so_no_grid_shows() {
    let mut grid = Grid::new(8, 8);
    for x in 0..8 {
        for y in 0..8 {
            grid.set_tile(x, y, Tile::Solid);
        }
    }
    for theme in Theme::ALL {
        let scene = Scene { theme, ..Scene::new(&grid) };
        let pic = render_pixmap(&scene, &Camera::whole(scene.level_size()), 128, 128).unwrap();
        let cell = |cx: u32, cy: u32| -> Vec<(u8, u8, u8)> {
            let at =
                |i: u32| pic.pixel(cx * 16 + i % 16, cy * 16 + i / 16).map_or((0, 0, 0), |p| (p.r, p.g, p.b));
            (0..256).map(at).collect()
        };
        let inner: BTreeSet<_> =
            (1..7).flat_map(|x| (1..7).map(move |y| (x, y))).map(|(x, y)| cell(x, y)).collect();
        assert_eq!(inner.len(), 3, "{theme:?}: the inside of a wall shows {} drawings", inner.len());
    }
}

#[test]
fn the_meadow_s_trees_are_not_one_copy_repeated_at_even_spacing() {
    let near = art().theme(Theme::Meadow).sprite("near").expect("the meadow's near layer");
    let (w, h) = (near.width(), 120);
    let picture = ledge_render::paint_backdrop(Theme::Meadow, 0, w * 6, h);
    // The bottom rows of each stretch of the layer's width: its trees.
    let stretch = |k: u32| -> Vec<_> {
        (h - 40..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .map(|(x, y)| picture.pixel(k * w + x, y))
            .collect()
    };
    let first = stretch(0);
    assert!((1..6).any(|k| stretch(k) != first), "six stretches of the meadow show the same trees");
}

#[test]
fn walls_join_their_neighbours_from_five_pieces() {
    // A lone block and a block inside a wall show different pieces.
    let mut grid = Grid::new(5, 3);
    grid.set_tile(0, 1, Tile::Solid);
    for x in 2..5 {
        for y in 0..3 {
            grid.set_tile(x, y, Tile::Solid);
        }
    }
    let scene = Scene::new(&grid);
    let pic = render_pixmap(&scene, &Camera::whole(scene.level_size()), 80, 48).unwrap();
    let cell = |cx: u32, cy: u32| -> Vec<_> {
        (0..256).map(|i| pic.pixel(cx * 16 + i % 16, cy * 16 + i / 16)).collect()
    };
    let lone = art().theme(Theme::Meadow).sprite("wall-solo").unwrap();
    let lone_top_left = lone.pixel(0, 0);
    assert_eq!(pic.pixel(0, 16).map(|c| c.a), Some(255));
    if lone_top_left.a == 255 {
        assert_eq!(pic.pixel(0, 16), Some(lone_top_left));
    }
    assert_ne!(cell(0, 1), cell(3, 1), "a lone block looks like the inside of a wall");
}

#[test]
fn the_elements_show_in_their_cells_and_the_crystal_and_exit_move() {
    let plan = "physics: ledge\n---\n..........\n.@.*..G.$.\n##########\n";
    let level = Level::parse("things.txt", plan).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    let empty = Level::parse("empty.txt", &plan.replace(['*', 'G', '$'], ".")).unwrap();
    let bare = picture(&Play::new(&empty, empty.preset(None)), &show, 16);
    let first = picture(&play, &show, 16);
    let differs = |a: &PixmapCanvas, b: &PixmapCanvas, cx: u32| {
        (16..32).any(|y| (cx * 16..cx * 16 + 16).any(|x| a.pixel(x, y) != b.pixel(x, y)))
    };
    for (cx, what) in [(3, "crystal"), (6, "exit"), (8, "gem")] {
        assert!(differs(&first, &bare, cx), "no {what} drawn");
    }
    for _ in 0..20 {
        step(&mut play, &mut show, Buttons::NONE);
    }
    let later = picture(&play, &show, 16);
    assert!(differs(&first, &later, 3), "the crystal stands still");
    assert!(differs(&first, &later, 6), "the exit stands still");
}

/// Whether the cell `(cx, cy)` differs between two pictures at 16 pixels a cell.
fn cell_differs(a: &PixmapCanvas, b: &PixmapCanvas, (cx, cy): (u32, u32)) -> bool {
    (cy * 16..cy * 16 + 16).any(|y| (cx * 16..cx * 16 + 16).any(|x| a.pixel(x, y) != b.pixel(x, y)))
}

#[test]
fn a_shut_gate_over_a_one_cell_gap_is_drawn_down_to_the_floor() {
    let drawn = |plan: &str| {
        let level = Level::parse("gate.txt", plan).unwrap();
        picture(&Play::new(&level, level.preset(None)), &Show::new(), 16)
    };
    // A door at head height in a passage two cells tall: no player fits
    // under it, so the gap below it is drawn as the gate's foot.
    let gate = "physics: ledge\n---\n#######\n#.k...#\n#...D.#\n#@....#\n#######\n";
    let (shut, open) = (drawn(gate), drawn(&gate.replace('D', ".")));
    assert!(cell_differs(&shut, &open, (4, 2)), "no door drawn");
    assert!(cell_differs(&shut, &open, (4, 3)), "the gap under the gate looks open");
    // Over two empty cells the door stands alone: the way under it is open.
    let high = "physics: ledge\n---\n#######\n#.k.D.#\n#.....#\n#@....#\n#######\n";
    let (shut, open) = (drawn(high), drawn(&high.replace('D', ".")));
    assert!(!cell_differs(&shut, &open, (4, 2)), "a foot drawn under a door with room beneath");
}

#[test]
fn a_false_wall_looks_like_the_wall_around_it_until_found_then_fades_out() {
    let plan = "physics: ledge\n---\n##########\n#....#####\n#....?..$#\n#..@.?...#\n##########\n";
    let game = |plan: &str| {
        let level = Level::parse("secret.txt", plan).unwrap();
        Play::new(&level, level.preset(None))
    };
    let still = Show::new();
    let cell = |pic: &PixmapCanvas, (cx, cy): (u32, u32)| -> Vec<_> {
        (0..256).map(|i| pic.pixel(cx * 16 + i % 16, cy * 16 + i / 16)).collect()
    };
    let differing = |a: &PixmapCanvas, b: &PixmapCanvas, at| {
        cell(a, at).iter().zip(cell(b, at)).filter(|(p, q)| **p != *q).count()
    };
    let (mut secret, walled, mut open) =
        (game(plan), game(&plan.replace('?', "#")), game(&plan.replace('?', ".")));
    let (s, w) = (picture(&secret, &still, 16), picture(&walled, &still, 16));
    for around in [(5, 1), (6, 1), (5, 4)] {
        assert_eq!(differing(&s, &w, around), 0, "the walls at {around:?} join it as a wall");
    }
    let crack = differing(&s, &w, (5, 2)) + differing(&s, &w, (5, 3));
    assert!((1..=20).contains(&crack), "only a faint crack gives it away: {crack} pixels differ");
    // Walked into, it fades out and then shows the passage behind it.
    let mut fading = false;
    for frame in 0..60 {
        secret.step(Buttons::RIGHT);
        open.step(Buttons::RIGHT);
        let (s, o) = (picture(&secret, &still, 16), picture(&open, &still, 16));
        let (from_wall, from_open) = (differing(&s, &w, (5, 3)), differing(&s, &o, (5, 3)));
        fading |= from_wall > crack && from_open > 0;
        if frame == 59 {
            assert!(fading, "it faded out rather than vanishing at once");
            for at in [(5, 1), (5, 2), (5, 3), (5, 4)] {
                assert_eq!(differing(&s, &o, at), 0, "open at {at:?}, as an empty cell");
            }
        }
    }
}
