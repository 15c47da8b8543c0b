//! Pictures of small hand-built scenes in the plain look, checked pixel by
//! pixel: each thing in its colour.

use ledge_engine::{Grid, Rect, Tile};
use ledge_game::{Cause, Figure, FigureKind, Status};
use ledge_render::{
    draw_plain, palette, render_png, save_png, Camera, Color, Hud, PixmapCanvas, RenderError, Scene,
};

const SCALE: u32 = 20;

/// A 6x4 level: walls down the left, lava at the bottom right, a floor,
/// a coin in the air and the player on the floor.
fn level() -> Grid {
    let mut grid = Grid::new(6, 4);
    for y in 0..4 {
        grid.set_tile(0, y, Tile::Solid);
    }
    for x in 1..4 {
        grid.set_tile(x, 3, Tile::Solid);
    }
    grid.set_tile(4, 3, Tile::Hazard);
    grid.set_tile(5, 3, Tile::Hazard);
    grid
}

fn scene(grid: &Grid) -> Scene<'_> {
    let mut scene = Scene::new(grid);
    let player = Rect::new(1.0, 1.5, 0.8, 1.5);
    scene.figures.push(Figure { id: 0, kind: FigureKind::Player, rect: player, facing_left: false });
    let coin = Rect::new(3.2, 1.1, 0.6, 0.6);
    scene.figures.push(Figure { id: 1, kind: FigureKind::COIN, rect: coin, facing_left: false });
    scene
}

/// The color at the centre of the world point `(x, y)` at [`SCALE`].
fn at(picture: &PixmapCanvas, x: f64, y: f64) -> Color {
    picture.pixel((x * f64::from(SCALE)) as u32, (y * f64::from(SCALE)) as u32).unwrap()
}

/// `scene` in the plain look through `camera`, `width` by `height` pixels.
fn render_pixmap(
    scene: &Scene<'_>,
    camera: &Camera,
    width: u32,
    height: u32,
) -> Result<PixmapCanvas, RenderError> {
    let mut canvas = PixmapCanvas::new(width, height)?;
    draw_plain(scene, camera, &mut canvas);
    Ok(canvas)
}

fn whole(scene: &Scene<'_>) -> PixmapCanvas {
    let camera = Camera::whole(scene.level_size());
    render_pixmap(scene, &camera, 6 * SCALE, 4 * SCALE).unwrap()
}

#[test]
fn seed_002_colors_land_where_the_things_are() {
    let grid = level();
    let picture = whole(&scene(&grid));
    assert_eq!(at(&picture, 0.5, 0.5), palette::WALL);
    assert_eq!(at(&picture, 2.5, 3.5), palette::WALL);
    assert_eq!(at(&picture, 4.5, 3.5), palette::LAVA);
    assert_eq!(at(&picture, 5.5, 0.5), palette::BACKGROUND);
    assert_eq!(at(&picture, 1.4, 2.5), palette::PLAYER);
    assert_eq!(at(&picture, 3.5, 1.4), palette::COIN);
}

#[test]
fn a_lost_player_turns_dark_red_and_a_winner_gets_a_halo() {
    let grid = level();
    let mut lost = scene(&grid);
    lost.status = Status::Lost(Cause::Lava);
    assert_eq!(at(&whole(&lost), 1.4, 2.5), palette::PLAYER_LOST);

    let mut won = scene(&grid);
    won.status = Status::Won;
    let picture = whole(&won);
    assert_eq!(at(&picture, 1.4, 2.5), palette::PLAYER);
    let halo = at(&picture, 1.4, 1.4);
    assert!(halo.r > palette::BACKGROUND.r && halo != palette::WALL, "halo {halo:?}");
}

#[test]
fn ledge_tiles_and_edges_have_their_own_looks() {
    let mut grid = Grid::new(6, 2);
    grid.set_tile(0, 0, Tile::Ice);
    grid.set_tile(1, 0, Tile::OneWay);
    grid.set_tile(2, 0, Tile::Ladder);
    grid.set_tile(3, 0, Tile::SlopeUpRight);
    grid.set_tile(4, 0, Tile::SlopeUpLeftHigh);
    grid.set_wall(5, 1, true);
    grid.set_ceiling(1, 2, true);
    let picture = whole(&Scene::new(&grid));
    assert_eq!(at(&picture, 0.5, 0.5), palette::ICE);
    assert_eq!(at(&picture, 1.5, 0.1), palette::ONE_WAY);
    assert_eq!(at(&picture, 1.5, 0.6), palette::BACKGROUND);
    assert_eq!(at(&picture, 2.2, 0.5), palette::LADDER);
    assert_eq!(at(&picture, 2.5, 0.5), palette::BACKGROUND);
    // The `/` ramp is solid in its bottom-right half only.
    assert_eq!(at(&picture, 3.8, 0.8), palette::WALL);
    assert_eq!(at(&picture, 3.2, 0.2), palette::BACKGROUND);
    // The upper half of a `\` ramp is solid below the middle everywhere.
    assert_eq!(at(&picture, 4.9, 0.9), palette::WALL);
    assert_eq!(at(&picture, 4.9, 0.1), palette::BACKGROUND);
    // A wall on the left edge of cell (5, 1), a ceiling on the bottom border.
    assert_eq!(at(&picture, 5.0, 1.5), palette::WALL);
    assert_eq!(at(&picture, 5.5, 1.5), palette::BACKGROUND);
    assert_eq!(at(&picture, 1.5, 1.99), palette::WALL);
}

#[test]
fn the_camera_picks_the_part_in_view_and_outside_is_dark() {
    let grid = level();
    let scene = scene(&grid);
    // Two cells wide, starting at x = 4: lava fills the bottom.
    let camera = Camera { left: 4.0, top: 0.0, width: 2.0, height: 4.0 };
    let picture = render_pixmap(&scene, &camera, 2 * SCALE, 4 * SCALE).unwrap();
    assert_eq!(picture.pixel(5, 70), Some(palette::LAVA));
    // A view larger than the level shows the outside color around it.
    let mut camera = Camera::new(8.0, 6.0);
    camera.clamp_to(scene.level_size());
    let picture = render_pixmap(&scene, &camera, 8 * SCALE, 6 * SCALE).unwrap();
    assert_eq!(picture.pixel(2, 2), Some(palette::OUTSIDE));
    assert_eq!(picture.pixel(SCALE + 5, SCALE + 5), Some(palette::WALL));
}

#[test]
fn the_hud_draws_a_band_with_text() {
    let grid = level();
    let mut scene = scene(&grid);
    scene.hud = Some(Hud {
        level_name: "Lava Lane".into(),
        lives: Some(3),
        deaths: None,
        coins_left: 2,
        time_s: 12.5,
        keys: 0,
        gem: false,
    });
    let picture = render_pixmap(&scene, &Camera::whole(scene.level_size()), 480, 320).unwrap();
    let row: Vec<Color> = (0..480).map(|x| picture.pixel(x, 6).unwrap()).collect();
    assert!(row.contains(&palette::TEXT), "no text in the band");
    // Below the band, the level shows again.
    assert_eq!(picture.pixel(470, 60), Some(palette::BACKGROUND));
}

#[test]
fn the_hud_shows_a_key_held_and_a_gem_found() {
    let grid = level();
    let band = |keys: u32, gem: bool| {
        let mut scene = scene(&grid);
        let hud = Hud { level_name: "Vault".into(), coins_left: 2, time_s: 3.0, keys, gem, ..Hud::default() };
        scene.hud = Some(hud);
        let picture = render_pixmap(&scene, &Camera::whole(scene.level_size()), 480, 320).unwrap();
        (0..480)
            .flat_map(|x| (0..12).map(move |y| (x, y)))
            .map(|(x, y)| picture.pixel(x, y).unwrap())
            .collect::<Vec<Color>>()
    };
    let (plain, key, gem) = (band(0, false), band(1, false), band(0, true));
    let differs = |a: &[Color], b: &[Color]| a.iter().zip(b).filter(|(x, y)| x != y).count();
    assert!(differs(&plain, &key) > 20, "a key held adds its icon and count");
    assert!(differs(&plain, &gem) > 20, "a gem found adds its icon");
}

#[test]
fn the_png_decodes_to_the_level_size_times_the_scale() {
    let grid = level();
    let png = render_png(&scene(&grid), 12.0).unwrap();
    let decoded = tiny_skia::Pixmap::decode_png(&png).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (72, 48));
}

#[test]
fn bad_scales_and_huge_pictures_are_errors() {
    let grid = level();
    let scene = scene(&grid);
    assert!(matches!(render_png(&scene, 0.0), Err(RenderError::Scale(_))));
    assert!(matches!(render_png(&scene, f32::NAN), Err(RenderError::Scale(_))));
    assert!(matches!(render_png(&scene, 1e6), Err(RenderError::Size { .. })));
    let err = render_png(&scene, 1e6).unwrap_err().to_string();
    assert!(err.contains("not possible"), "{err}");
}

#[test]
fn save_png_writes_the_whole_file_and_leaves_no_temporary() {
    let dir = std::env::temp_dir().join(format!("ledge-render-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("level.png");
    let grid = level();
    save_png(&path, &scene(&grid), 10.0).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(tiny_skia::Pixmap::decode_png(&bytes).unwrap().width(), 60);
    let names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 1, "{names:?}");
    let missing = save_png(&dir.join("no/such/dir/x.png"), &scene(&grid), 10.0).unwrap_err();
    assert!(missing.to_string().contains("no/such/dir"), "{missing}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_screenshot_becomes_an_opaque_picture() {
    let picture = ledge_render::PixmapCanvas::from_rgba(2, 1, vec![1, 2, 3, 0, 4, 5, 6, 9]).unwrap();
    assert_eq!(picture.pixel(1, 0), Some(Color::rgb(4, 5, 6)));
    assert!(ledge_render::PixmapCanvas::from_rgba(2, 2, vec![0; 8]).is_err());
}
