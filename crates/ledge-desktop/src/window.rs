//! The macroquad window: a [`Canvas`] on the screen, and the frame loop that
//! feeds input to the [`App`], steps it at the fixed step and draws it
//! interpolated.

use std::path::PathBuf;

use ledge_engine::FixedStep;
use ledge_game::Buttons;
use ledge_render::{Canvas, Color, Image, PixmapCanvas};
use macroquad::color::WHITE;
use macroquad::input::{
    get_char_pressed, get_last_key_pressed, is_key_down, is_key_pressed, is_mouse_button_down,
    is_mouse_button_pressed, is_quit_requested, mouse_position, mouse_wheel, prevent_quit, KeyCode,
};
use macroquad::material::{
    gl_use_default_material, gl_use_material, load_material, Material, MaterialParams,
};
use macroquad::math::vec2;
use macroquad::miniquad::PipelineParams;
use macroquad::prelude::ShaderSource;
use macroquad::shapes::{draw_rectangle, draw_triangle};
use macroquad::texture::{draw_texture_ex, DrawTextureParams, FilterMode, Texture2D};
use macroquad::window::{clear_background, next_frame, screen_height, screen_width, set_fullscreen};

use crate::app::App;
use crate::audio::Audio;
use crate::controls::Action;
use crate::editor::{EditInput, Key, KeyPress, MouseButton};
use crate::gamepad::Gamepads;
use crate::press::Press;
use crate::{console, frame_times, keys, DesktopError};

/// The longest frame the clock counts, in seconds: after a stall the game
/// runs at most this much time at once instead of catching up.
pub const MAX_FRAME_S: f64 = 0.25;

/// Frames to wait before loading sounds and music, so that a dead audio device is known.
const AUDIO_SETTLE_FRAMES: u64 = 3;

/// The screen as a [`Canvas`], with the textures its pictures are
/// uploaded to, reused from frame to frame.
struct ScreenCanvas {
    textures: Vec<Texture2D>,
    /// Textures used this frame.
    used: usize,
    /// How pictures are drawn: copied, not blended (an [`Image`] is opaque),
    /// or with macroquad's own blending if this could not be made.
    opaque: Option<Material>,
}

/// macroquad's own vertex shader (its `quad_gl.rs`), for [`OPAQUE_FRAGMENT`].
const OPAQUE_VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;
varying lowp vec2 uv;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    uv = texcoord;
}"#;

/// The texture's pixel as it is: no tint, and (with the pipeline's default
/// of no blending) no read of the pixel under it. With a software GL the
/// whole screen's picture drawn this way takes a fraction of the blended draw.
const OPAQUE_FRAGMENT: &str = r#"#version 100
varying lowp vec2 uv;
uniform sampler2D Texture;
void main() {
    gl_FragColor = texture2D(Texture, uv);
}"#;

/// The material [`ScreenCanvas::draw_image`] draws with.
fn opaque_material() -> Option<Material> {
    let source = ShaderSource::Glsl { vertex: OPAQUE_VERTEX, fragment: OPAQUE_FRAGMENT };
    load_material(source, MaterialParams { pipeline_params: PipelineParams::default(), ..Default::default() })
        .map_err(|e| console::note(&format!("pictures are drawn blended: {e}")))
        .ok()
}

fn color(c: Color) -> macroquad::color::Color {
    macroquad::color::Color::from_rgba(c.r, c.g, c.b, c.a)
}

impl ScreenCanvas {
    /// A new frame: its pictures reuse the last frame's textures.
    fn next_frame(&mut self) {
        self.used = 0;
    }
}

impl Canvas for ScreenCanvas {
    fn size(&self) -> (f32, f32) {
        (screen_width(), screen_height())
    }

    fn clear(&mut self, c: Color) {
        clear_background(color(c));
    }

    fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Color) {
        draw_rectangle(x, y, w, h, color(c));
    }

    /// Uploads the picture to a texture and draws it scaled by nearest
    /// pixels: the same pixels as [`PixmapCanvas`] draws.
    fn draw_image(&mut self, image: &Image, x: f32, y: f32, zoom: f32) {
        let (w, h) = (image.width() as u16, image.height() as u16);
        let texture = match self.textures.get(self.used) {
            Some(t) if t.width() == f32::from(w) && t.height() == f32::from(h) => {
                t.update_from_bytes(u32::from(w), u32::from(h), image.rgba());
                t.clone()
            }
            _ => {
                let t = Texture2D::from_rgba8(w, h, image.rgba());
                t.set_filter(FilterMode::Nearest);
                if self.used < self.textures.len() {
                    self.textures[self.used] = t.clone();
                } else {
                    self.textures.push(t.clone());
                }
                t
            }
        };
        self.used += 1;
        let size = Some(vec2(f32::from(w) * zoom, f32::from(h) * zoom));
        if let Some(material) = &self.opaque {
            gl_use_material(material);
        }
        draw_texture_ex(&texture, x, y, WHITE, DrawTextureParams { dest_size: size, ..Default::default() });
        gl_use_default_material();
    }

    fn fill_polygon(&mut self, points: &[[f32; 2]], c: Color) {
        let Some(&[x0, y0]) = points.first() else { return };
        for pair in points[1..].windows(2) {
            let ([x1, y1], [x2, y2]) = (pair[0], pair[1]);
            draw_triangle((x0, y0).into(), (x1, y1).into(), (x2, y2).into(), color(c));
        }
    }
}

/// How the loop runs.
pub struct LoopOptions {
    /// Exactly one fixed step per frame, drawn at the step (for scripted,
    /// reproducible runs), instead of following the wall clock.
    pub lockstep: bool,
    /// Stop after this many frames.
    pub exit_after: Option<u64>,
    /// Save the last frame here.
    pub screenshot: Option<PathBuf>,
    /// Print `screen NAME` on standard output when the screen changes.
    pub trace_screens: bool,
    /// Told of every step and frame.
    pub watcher: Option<Box<dyn Watcher>>,
    /// Where to write each frame's duration when the loop ends.
    pub frame_times: Option<PathBuf>,
}

/// What a frontend is told as the game runs (the web page reports on it).
pub trait Watcher {
    /// After each fixed step.
    fn stepped(&mut self, app: &App);
    /// After each frame is drawn.
    fn drawn(&mut self, app: &App);
}

/// The frame loop; returns when the player quits or `exit_after` frames ran.
pub async fn main_loop(mut app: App, mut options: LoopOptions) -> Result<(), DesktopError> {
    let mut gamepads = Gamepads::new();
    let mut audio: Option<Audio> = None;
    let mut clock = FixedStep::new(app.step_seconds(), MAX_FRAME_S);
    let mut latched = Buttons::NONE;
    let mut fullscreen = false;
    let mut shown_screen = "";
    let mut shown_trace = None;
    let mut frames = 0u64;
    let mut screen = ScreenCanvas { textures: Vec::new(), used: 0, opaque: opaque_material() };
    let mut durations: Vec<f32> = Vec::new();
    // The close button asks the game first: the editor may have unsaved changes.
    prevent_quit();
    loop {
        for note in app.new_notes() {
            console::note(&note);
        }
        if options.trace_screens && app.screen_name() != shown_screen {
            shown_screen = app.screen_name();
            println!("screen {shown_screen}");
        }
        if options.trace_screens && app.editor_trace() != shown_trace {
            shown_trace = app.editor_trace();
            if let Some(line) = &shown_trace {
                println!("editor {line}");
            }
        }
        if app.settings().fullscreen != fullscreen {
            fullscreen = app.settings().fullscreen;
            set_fullscreen(fullscreen);
        }

        // 1. Presses: menus act on them at once; game buttons pressed and
        //    released between two steps still count for the next step.
        let (pad_presses, pad_held) = gamepads.poll();
        let typed: Vec<char> = std::iter::from_fn(get_char_pressed).collect();
        if app.is_editing() {
            app.edit_input(&edit_input(typed));
        } else if app.awaiting_key().is_some() {
            match get_last_key_pressed() {
                Some(KeyCode::Escape) => app.bind_key(None),
                Some(key) => app.bind_key(keys::name(key)),
                None => {}
            }
        } else {
            if is_key_pressed(KeyCode::F11) {
                app.toggle_fullscreen();
            }
            let mut presses = pad_presses;
            for (name, code) in keys::all() {
                if is_key_pressed(code) {
                    let actions: Vec<Action> = app.settings().bindings.actions_of(name).collect();
                    let confirm = matches!(code, KeyCode::Enter | KeyCode::KpEnter);
                    let back = code == KeyCode::Escape;
                    if !actions.is_empty() || confirm || back {
                        presses.push(Press { actions, confirm, back });
                    }
                }
            }
            for press in &presses {
                app.press(press);
                latched = press.actions.iter().filter_map(|a| a.button()).fold(latched, |l, b| l | b);
            }
        }

        // 2. Held buttons, then the fixed steps this frame owes.
        let mut held = pad_held | latched;
        for action in Action::ALL {
            let down =
                app.settings().bindings.keys(action).iter().filter_map(|k| keys::code(k)).any(is_key_down);
            if let (true, Some(button)) = (down, action.button()) {
                held = held | button;
            }
        }
        if clock.step() != app.step_seconds() {
            clock = FixedStep::new(app.step_seconds(), MAX_FRAME_S);
        }
        let steps =
            if options.lockstep { 1 } else { clock.advance(f64::from(macroquad::time::get_frame_time())) };
        for _ in 0..steps {
            app.step(held);
            latched = Buttons::NONE;
            if let Some(watcher) = &mut options.watcher {
                watcher.stepped(&app);
            }
        }

        // 3. Draw between the last two steps, and play what happened.
        let alpha = if options.lockstep { 1.0 } else { clock.alpha() };
        screen.next_frame();
        app.draw(&mut screen, alpha);
        if let Some(watcher) = &mut options.watcher {
            watcher.drawn(&app);
        }
        if frames == AUDIO_SETTLE_FRAMES {
            audio = Some(Audio::load().await);
        }
        let (music, effects) = (app.settings().music_volume, app.settings().effects_volume);
        let sounds = app.take_sounds();
        if let Some(audio) = &mut audio {
            audio.music(app.music(), music).await;
            for sfx in sounds {
                audio.play(sfx, effects);
            }
        }

        frames += 1;
        if options.frame_times.is_some() && frames > 1 {
            durations.push(macroquad::time::get_frame_time() * 1000.0);
        }
        if options.exit_after == Some(frames) {
            if let Some(path) = &options.screenshot {
                save_screenshot(path)?;
            }
            return write_frame_times(options.frame_times.as_deref(), &durations);
        }
        if is_quit_requested() {
            app.request_close();
        }
        if app.wants_to_quit() {
            return write_frame_times(options.frame_times.as_deref(), &durations);
        }
        next_frame().await;
    }
}

/// The editor's keys, by their codes.
const EDIT_KEYS: [(KeyCode, Key); 25] = [
    (KeyCode::Escape, Key::Escape),
    (KeyCode::Enter, Key::Enter),
    (KeyCode::KpEnter, Key::Enter),
    (KeyCode::Tab, Key::Tab),
    (KeyCode::Backspace, Key::Backspace),
    (KeyCode::Delete, Key::Delete),
    (KeyCode::Up, Key::Up),
    (KeyCode::Down, Key::Down),
    (KeyCode::Left, Key::Left),
    (KeyCode::Right, Key::Right),
    (KeyCode::F5, Key::F5),
    (KeyCode::F6, Key::F6),
    (KeyCode::F7, Key::F7),
    (KeyCode::F8, Key::F8),
    (KeyCode::S, Key::S),
    (KeyCode::G, Key::G),
    (KeyCode::Z, Key::Z),
    (KeyCode::Y, Key::Y),
    (KeyCode::C, Key::C),
    (KeyCode::V, Key::V),
    (KeyCode::Key0, Key::Zero),
    (KeyCode::Equal, Key::Plus),
    (KeyCode::KpAdd, Key::Plus),
    (KeyCode::Minus, Key::Minus),
    (KeyCode::KpSubtract, Key::Minus),
];

/// This frame's mouse and keys for the editor, with the characters `typed`
/// (none while Ctrl is held: those are shortcuts).
fn edit_input(typed: Vec<char>) -> EditInput {
    use macroquad::input::MouseButton as Button;
    let ctrl = is_key_down(KeyCode::LeftControl) || is_key_down(KeyCode::RightControl);
    let shift = is_key_down(KeyCode::LeftShift) || is_key_down(KeyCode::RightShift);
    let button = |b| MouseButton { down: is_mouse_button_down(b), pressed: is_mouse_button_pressed(b) };
    let keys = EDIT_KEYS
        .iter()
        .filter(|(code, _)| is_key_pressed(*code))
        .map(|&(_, key)| KeyPress { key, ctrl, shift })
        .collect();
    EditInput {
        mouse: mouse_position(),
        left: button(Button::Left),
        right: button(Button::Right),
        middle: button(Button::Middle),
        wheel: mouse_wheel().1,
        shift,
        keys,
        chars: if ctrl { Vec::new() } else { typed.into_iter().filter(|c| !c.is_control()).collect() },
    }
}

/// Writes the frames' durations to `path`, if one is given.
fn write_frame_times(path: Option<&std::path::Path>, ms: &[f32]) -> Result<(), DesktopError> {
    let Some(path) = path else { return Ok(()) };
    frame_times::write(path, ms)
        .map_err(|source| DesktopError::FrameTimes { path: path.to_path_buf(), source })
}

/// Saves what is on the screen now as a PNG.
fn save_screenshot(path: &std::path::Path) -> Result<(), DesktopError> {
    let image = macroquad::texture::get_screen_data();
    let (w, h) = (u32::from(image.width), u32::from(image.height));
    // The GPU's rows run bottom-up.
    let row = w as usize * 4;
    let flipped: Vec<u8> = image.bytes.chunks_exact(row).rev().flatten().copied().collect();
    let png = PixmapCanvas::from_rgba(w, h, flipped)?.encode_png()?;
    ledge_files::write_file(path, &png)
        .map_err(|source| ledge_render::RenderError::Io { path: path.to_path_buf(), source })?;
    Ok(())
}
