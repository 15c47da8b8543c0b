//! A form of fields over the level: the header's settings, or one
//! object's line. Up and Down (or Tab) choose a field, Left and Right
//! change a field of choices, typing edits a field of text, Enter applies
//! every field as one step of undo, Escape leaves it unchanged.

use ledge_edit::{Draft, Object, ObjectKind, ObjectOptions};
use ledge_game::{HeaderValue, HEADER_KEYS};

use super::input::{Key, KeyPress};

/// What a field holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// Any text.
    Text,
    /// One of these.
    Choice(Vec<String>),
}

/// One line of a form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// Its name, as the header key or option is named.
    pub name: &'static str,
    /// What it holds.
    pub kind: FieldKind,
    /// Its value now.
    pub value: String,
    /// Its value when the form opened.
    initial: String,
}

impl Field {
    fn new(name: &'static str, kind: FieldKind, value: impl Into<String>) -> Field {
        let value = value.into();
        Field { name, kind, initial: value.clone(), value }
    }

    fn choice(name: &'static str, choices: &[&str], value: Option<&str>) -> Field {
        let choices: Vec<String> = choices.iter().map(|c| c.to_string()).collect();
        let value = value.unwrap_or(&choices[0]).to_string();
        Field::new(name, FieldKind::Choice(choices), value)
    }

    fn changed(&self) -> bool {
        self.value != self.initial
    }
}

/// What the form edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The header: name, physics, gravity, outside, platforms, author,
    /// hint, and the plan's size.
    Header,
    /// A monster's or platform's line.
    Object(Object),
}

/// What a key did to the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormEnd {
    /// Still open.
    Open,
    /// Enter: apply.
    Apply,
    /// Escape: leave unchanged.
    Cancel,
}

/// A form being filled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// What it edits.
    pub target: Target,
    /// Its fields, top to bottom.
    pub fields: Vec<Field>,
    /// The field chosen.
    pub chosen: usize,
}

impl Form {
    /// The header's form for `draft`; a key the header leaves out shows its default.
    pub fn header(draft: &Draft) -> Form {
        let (width, height) = draft.size();
        // The keys the game declares for the form, in their order.
        let mut fields: Vec<Field> = HEADER_KEYS
            .iter()
            .filter(|k| k.in_form)
            .map(|k| match k.value {
                HeaderValue::Choice(words) => {
                    Field::choice(k.key, words, draft.get(k.key).or(Some(k.default)))
                }
                _ => Field::new(k.key, FieldKind::Text, draft.get(k.key).unwrap_or(k.default)),
            })
            .collect();
        fields.push(Field::new("width", FieldKind::Text, width.to_string()));
        fields.push(Field::new("height", FieldKind::Text, height.to_string()));
        Form { target: Target::Header, fields, chosen: 0 }
    }

    /// The form of `object`'s line in `draft`.
    pub fn object(draft: &Draft, object: Object) -> Form {
        let options = draft.options(&object);
        let mut fields = vec![Field::new("speed", FieldKind::Text, options.speed.clone())];
        if object.kind == ObjectKind::Platform {
            fields.insert(0, Field::new("path", FieldKind::Text, options.path.clone()));
            fields.push(Field::new("pause", FieldKind::Text, options.pause.clone()));
            let looped = if options.looped { "yes" } else { "no" };
            fields.push(Field::choice("loop", &["no", "yes"], Some(looped)));
        }
        Form { target: Target::Object(object), fields, chosen: 0 }
    }

    /// The form's title.
    pub fn title(&self) -> String {
        match self.target {
            Target::Header => "LEVEL".to_string(),
            Target::Object(object) => object.key().to_uppercase(),
        }
    }

    /// Acts on a key.
    pub fn key(&mut self, press: KeyPress) -> FormEnd {
        let len = self.fields.len();
        match press.key {
            Key::Escape => return FormEnd::Cancel,
            Key::Enter => return FormEnd::Apply,
            Key::Up => self.chosen = (self.chosen + len - 1) % len,
            Key::Down | Key::Tab => self.chosen = (self.chosen + 1) % len,
            Key::Left | Key::Right => self.cycle(press.key == Key::Right),
            Key::Backspace | Key::Delete => {
                let field = &mut self.fields[self.chosen];
                if field.kind == FieldKind::Text {
                    field.value.pop();
                }
            }
            _ => {}
        }
        FormEnd::Open
    }

    /// Types `ch` into the chosen field, when it holds text.
    pub fn type_char(&mut self, ch: char) {
        let field = &mut self.fields[self.chosen];
        if field.kind == FieldKind::Text && !ch.is_control() {
            field.value.push(ch);
        }
    }

    /// Moves a field of choices to the next choice (or the one before),
    /// wrapping around.
    fn cycle(&mut self, forward: bool) {
        let field = &mut self.fields[self.chosen];
        if let FieldKind::Choice(choices) = &field.kind {
            let len = choices.len();
            let at = choices.iter().position(|c| *c == field.value).unwrap_or(0);
            field.value = choices[if forward { (at + 1) % len } else { (at + len - 1) % len }].clone();
        }
    }

    fn value(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// Writes the fields that changed into `draft`; true when that changed
    /// it. A size that is not a number leaves the size as it is.
    pub fn apply(&self, draft: &mut Draft) -> bool {
        match self.target {
            Target::Header => {
                let mut changed = false;
                for field in
                    self.fields.iter().filter(|f| f.changed() && !matches!(f.name, "width" | "height"))
                {
                    changed |= draft.set(field.name, &field.value);
                }
                let (width, height) = draft.size();
                let number = |name: &str, old: u32| {
                    self.value(name).and_then(|f| f.value.trim().parse().ok()).unwrap_or(old)
                };
                changed | draft.resize(number("width", width), number("height", height))
            }
            Target::Object(object) => {
                let text = |name: &str| self.value(name).map_or(String::new(), |f| f.value.clone());
                let options = ObjectOptions {
                    path: text("path"),
                    speed: text("speed"),
                    pause: text("pause"),
                    looped: text("loop") == "yes",
                    other: draft.options(&object).other,
                };
                draft.set_options(&object, &options)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(form: &mut Form, key: Key) -> FormEnd {
        form.key(KeyPress::plain(key))
    }

    #[test]
    fn the_header_form_sets_only_what_changed() {
        let mut draft = Draft::new("plain", 10, 4);
        let before = draft.clone();
        let mut form = Form::header(&draft);
        assert!(!form.apply(&mut draft), "nothing changed");
        assert_eq!(draft, before);
        press(&mut form, Key::Down);
        press(&mut form, Key::Right);
        assert_eq!(form.fields[1].value, "eloquent");
        press(&mut form, Key::Left);
        press(&mut form, Key::Left);
        assert_eq!(form.fields[1].value, "talle");
        for _ in 0..8 {
            press(&mut form, Key::Down);
        }
        assert_eq!(form.fields[form.chosen].name, "height");
        press(&mut form, Key::Backspace);
        form.type_char('6');
        assert_eq!(press(&mut form, Key::Enter), FormEnd::Apply);
        assert!(form.apply(&mut draft));
        assert_eq!((draft.get("physics"), draft.size()), (Some("talle"), (10, 6)));
    }

    #[test]
    fn a_platforms_form_writes_its_line() {
        let mut draft = Draft::from_text("physics: ledge\n---\n........\n.@....o.\n##>>..##\n");
        let platform = draft.object_at(2, 2).unwrap();
        let mut form = Form::object(&draft, platform);
        for ch in "5,2".chars() {
            form.type_char(ch);
        }
        press(&mut form, Key::Up);
        press(&mut form, Key::Right);
        assert!(form.apply(&mut draft));
        assert_eq!(draft.get("platform 2,2"), Some("path 5,2; loop"));
        assert!(draft.level("ferry.txt").is_ok());
    }
}
