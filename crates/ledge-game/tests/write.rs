//! Levels written as text read back as the same levels: what the editor
//! saves is what it opened.

mod common;

use ledge_game::{pack, Level};
use proptest::prelude::*;

/// The level, parsed again from its text, is the same level.
fn round_trips(level: &Level) {
    let written = level.to_text();
    assert!(written.lost.is_empty(), "{:?}\n{}", written.lost, written.text);
    let again = Level::parse("again.txt", &written.text).unwrap_or_else(|e| panic!("{e}\n{}", written.text));
    assert_eq!(again.fingerprint(), level.fingerprint(), "{}", written.text);
    assert_eq!(again.name, level.name);
    let settings = |l: &Level| {
        let s = &l.settings;
        (s.physics.map(|p| p.kind), s.top_down, s.theme, s.author.clone(), s.hint.clone(), s.seed)
    };
    assert_eq!(settings(&again), settings(level));
    assert_eq!(again.to_text(), written, "writing is stable");
}

#[test]
fn every_built_in_level_round_trips() {
    for entry in pack::PACK.iter() {
        round_trips(&entry.level());
    }
}

#[test]
fn the_eloquent_plans_round_trip() {
    let Some(plans) = common::corpus::plans() else { return };
    for (i, plan) in plans.iter().enumerate() {
        round_trips(&Level::parse(&format!("level{i}.txt"), plan).unwrap());
    }
}

#[test]
fn a_level_with_every_feature_round_trips() {
    let plan =
        "name: All\nphysics: deepnight\ntheme: foundry\ngravity: off\noutside: open\nplatforms: one-way\n\
                wall-edges: 1,0 5,3\nceiling-edges: 2,2\nplatform 3,4: path 6,4 6,1; speed 3; pause 0; loop\n\
                monster 9,1: speed -1.5\nauthor: Ledge\nhint: all of it\n---\n\
                ....F.....\n.@..o.=.|M\n..v.-H~/\\r\n.RLl......\n...>>.....\n##########\n";
    round_trips(&Level::parse("all.txt", plan).unwrap());
}

#[test]
fn what_a_text_plan_cannot_say_is_listed_as_lost() {
    let mut level = Level::parse("l.txt", ".@o.\n####\n").unwrap();
    level.name = "two\nlines".to_string();
    level.spawns[1].at.x += 0.5;
    let written = level.to_text();
    assert_eq!(written.lost.len(), 2, "{:?}", written.lost);
    assert!(written.lost[0].contains("name was on several lines"));
    assert!(written.lost[1].contains("the coin at 2.5,0 was put on the cell 2,0"));
    assert!(Level::parse("l.txt", &written.text).is_ok());
}

/// A random plan: tiles and actors from the legend, one player, maybe a
/// platform run, with a random header.
fn plan() -> impl Strategy<Value = String> {
    let cells = "..........#+o=|v-H~/\\rRLlMF";
    (
        3usize..12,
        3usize..8,
        proptest::collection::vec(0..cells.len(), 96),
        (0usize..96, 0usize..5, any::<bool>(), 0usize..3, any::<bool>()),
        (
            proptest::collection::vec((0u32..12, 0u32..8), 0..4),
            proptest::collection::vec((0u32..12, 0u32..8), 0..4),
        ),
        (any::<bool>(), 1u32..4, -3i32..4, 0u32..3),
    )
        .prop_map(
            move |(
                w,
                h,
                picks,
                (player, physics, top_down, outside, one_way),
                (walls, ceilings),
                (platform, len, monster, path),
            )| {
                let mut grid: Vec<char> =
                    picks.iter().take(w * h).map(|&i| cells.as_bytes()[i] as char).collect();
                grid[player % (w * h)] = '@';
                let presets = ["ledge", "eloquent", "tiny", "deepnight", "talle"];
                let mut header = vec![format!("physics: {}", presets[physics])];
                if top_down {
                    header.push("gravity: off".into());
                }
                header.push(format!("outside: {}", ["solid", "open-below", "open"][outside]));
                if one_way {
                    header.push("platforms: one-way".into());
                }
                let list = |l: &[(u32, u32)]| {
                    l.iter()
                        .filter(|&&(x, y)| (x as usize) < w && (y as usize) < h)
                        .map(|(x, y)| format!("{x},{y}"))
                        .collect::<Vec<_>>()
                };
                let (walls, ceilings) = (list(&walls), list(&ceilings));
                if !walls.is_empty() {
                    header.push(format!("wall-edges: {}", walls.join(" ")));
                }
                if !ceilings.is_empty() {
                    header.push(format!("ceiling-edges: {}", ceilings.join(" ")));
                }
                if let Some(i) = grid.iter().position(|&c| c == 'M').filter(|_| monster != 0) {
                    header.push(format!("monster {},{}: speed {monster}", i % w, i / w));
                }
                let row = h - 1;
                if platform && (len as usize) < w {
                    for x in 0..len as usize {
                        grid[row * w + x] = '>';
                    }
                    for x in len as usize..w {
                        grid[row * w + x] = '.';
                    }
                    if path > 0 {
                        header
                            .push(format!("platform 0,{row}: path {},{row}; speed {path}", w - len as usize));
                    }
                }
                let rows: Vec<String> = grid.chunks(w).map(|r| r.iter().collect()).collect();
                format!("{}\n---\n{}\n", header.join("\n"), rows.join("\n"))
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_random_level_written_and_read_again_is_the_same_level(text in plan()) {
        // Plans the rules refuse (platforms or top-down with physics that
        // cannot, a second player drawn by chance...) are not levels.
        let level = Level::parse("random.txt", &text);
        prop_assume!(level.is_ok());
        round_trips(&level.unwrap());
    }
}
