//! Moves that read: a dash leaves afterimages along its path and turns the
//! scarf blue until the dash comes back with a flash; a hand sliding down
//! a wall shows its own pose and raises dust.

use ledge_game::{Buttons, Level, Play};
use ledge_render::{render_pixmap, Camera, Cue, Pose, Scarf, Scene, Show};

/// An open room with a high wall on the right, under the game's own moves.
const ROOM: &str = "physics: ledge\n---\n\
####################\n\
#..................#\n\
#.................##\n\
#.................##\n\
#.................##\n\
#.................##\n\
#.................##\n\
#.@...............##\n\
####################\n";

fn step(play: &mut Play, show: &mut Show, buttons: Buttons) {
    let before = Scene::from_play(play).figures;
    play.step(buttons);
    show.step(play, &before);
}

#[test]
fn a_dash_leaves_afterimages_behind_the_player_and_the_scarf_shows_it_spent_then_refilled() {
    let level = Level::parse("room.txt", ROOM).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    assert_eq!(show.scarf(), Scarf::Ready);
    for _ in 0..4 {
        step(&mut play, &mut show, Buttons::RIGHT | Buttons::JUMP);
    }
    step(&mut play, &mut show, Buttons::RIGHT | Buttons::DASH);
    assert_eq!(show.cues(), [Cue::Dash], "a dash sounds as it starts");
    let mut most = 0;
    for _ in 0..8 {
        step(&mut play, &mut show, Buttons::RIGHT);
        assert!(!show.cues().contains(&Cue::Dash), "one dash sounded twice");
        most = most.max(show.afterimages().len());
        assert_eq!(show.scarf(), Scarf::Spent);
    }
    assert!(most >= 2, "a dash left {most} afterimages");
    let xs: Vec<f64> = show.afterimages().iter().map(|a| a.rect.x).collect();
    assert!(xs.windows(2).all(|w| w[0] < w[1]), "afterimages trail the dash in order: {xs:?}");
    assert!(xs.iter().all(|&x| x < play.player().x), "afterimages lie behind the player: {xs:?}");

    let (mut flashed, mut refills) = (false, 0);
    for _ in 0..120 {
        step(&mut play, &mut show, Buttons::NONE);
        flashed |= show.scarf() == Scarf::Flash;
        refills += show.cues().iter().filter(|&&c| c == Cue::Refill).count();
    }
    assert_eq!(refills, 1, "the refill sounds once");
    assert!(flashed, "landing refilled the dash without a flash");
    assert_eq!(show.scarf(), Scarf::Ready);
    assert!(show.afterimages().is_empty(), "afterimages outlived the dash");
}

#[test]
fn a_spent_dash_shows_a_blue_scarf_in_the_picture() {
    let level = Level::parse("room.txt", ROOM).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    let blue = ledge_render::Color::rgb(0x4a, 0x9c, 0xf0);
    let count = |play: &Play, show: &Show| {
        let mut scene = Scene::from_play(play);
        scene.show = Some(show);
        let size = scene.level_size();
        let pic =
            render_pixmap(&scene, &Camera::whole(size), size.x as u32 * 16, size.y as u32 * 16).unwrap();
        (0..pic.height())
            .flat_map(|y| (0..pic.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| pic.pixel(x, y) == Some(blue))
            .count()
    };
    assert_eq!(count(&play, &show), 0, "a ready scarf is red");
    step(&mut play, &mut show, Buttons::JUMP);
    step(&mut play, &mut show, Buttons::UP | Buttons::DASH);
    step(&mut play, &mut show, Buttons::NONE);
    assert!(count(&play, &show) > 0, "no blue scarf with the dash spent");
}

#[test]
fn sliding_down_a_wall_shows_the_slide_pose_and_raises_dust_at_the_wall() {
    let level = Level::parse("room.txt", ROOM).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut show = Show::new();
    let (mut slid, mut dust, mut scrapes) = (false, 0, 0);
    for i in 0..200 {
        let buttons = if (100..106).contains(&i) { Buttons::RIGHT | Buttons::JUMP } else { Buttons::RIGHT };
        step(&mut play, &mut show, buttons);
        scrapes += show.cues().iter().filter(|&&c| c == Cue::WallSlide).count();
        if show.pose() == Pose::Slide {
            slid = true;
            let wall = play.player().right();
            dust = dust.max(show.particles().filter(|p| (p.pos.x - wall).abs() < 0.5).count());
        }
    }
    assert!(slid, "the player never showed the wall slide");
    assert!(dust > 0, "the wall slide raised no dust");
    assert!(scrapes > 0, "the wall slide made no sound");
}
