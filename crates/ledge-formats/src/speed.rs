//! Speeds an editor's file gives its actors, and the unit they are in.

use crate::thing::{Thing, Value};

/// The fastest an actor may be told to move, cells/s.
pub const MAX_SPEED: f64 = 1000.0;

/// The unit of a moving platform's `speed` in a format: Tiled's are in
/// cells per second, as every other speed; LDtk's in pixels per second, as
/// LDtk's own samples move their platforms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpeedUnit {
    /// Cells (tiles) per second.
    CellsPerSecond,
    /// Pixels per second, with this many pixels to a cell.
    PixelsPerSecond(f64),
}

impl SpeedUnit {
    /// The unit's name in a message.
    fn name(self) -> &'static str {
        match self {
            SpeedUnit::CellsPerSecond => "cells",
            SpeedUnit::PixelsPerSecond(_) => "pixels",
        }
    }

    /// Pixels (or cells) per cell.
    fn per_cell(self) -> f64 {
        match self {
            SpeedUnit::CellsPerSecond => 1.0,
            SpeedUnit::PixelsPerSecond(pixels) => pixels,
        }
    }
}

/// The speed `thing` gives in its `speed` or `maxdx` property, in `unit`,
/// as cells/s, or `default` (cells/s). Refused past [`MAX_SPEED`] cells/s,
/// with the limit said in `unit`.
pub(crate) fn speed(thing: &Thing, default: f64, unit: SpeedUnit) -> Result<f64, String> {
    let Some((key, value)) = ["speed", "maxdx"].iter().find_map(|k| thing.props.get(*k).map(|v| (*k, v)))
    else {
        return Ok(default);
    };
    let cells = value.number().map(|n| n / unit.per_cell());
    match cells {
        Some(speed) if speed.is_finite() && speed.abs() <= MAX_SPEED => Ok(speed.abs()),
        _ => Err(format!(
            "`{key}` is a speed in {} per second, from 0 to {}, not {}",
            unit.name(),
            MAX_SPEED * unit.per_cell(),
            shown(value)
        )),
    }
}

/// `value` as a designer wrote it.
fn shown(value: &Value) -> String {
    match value {
        Value::Number(n) => n.to_string(),
        other => format!("{other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fast(speed: f64) -> Thing {
        Thing {
            layer: "Entities".into(),
            label: "\"Lift\"".into(),
            names: vec!["platform".into()],
            id: None,
            rect: [0.0, 0.0, 32.0, 16.0],
            points: Vec::new(),
            tile: false,
            props: [("speed".to_string(), Value::Number(speed))].into(),
        }
    }

    #[test]
    fn ldtk_platform_speed_limit_was_checked_in_cells() {
        let pixels = SpeedUnit::PixelsPerSecond(16.0);
        assert_eq!(speed(&fast(1600.0), 2.0, pixels), Ok(100.0), "1600 pixels/s is 100 cells/s");
        assert_eq!(
            speed(&fast(20000.0), 2.0, pixels).unwrap_err(),
            "`speed` is a speed in pixels per second, from 0 to 16000, not 20000"
        );
        assert_eq!(
            speed(&fast(1600.0), 2.0, SpeedUnit::CellsPerSecond).unwrap_err(),
            "`speed` is a speed in cells per second, from 0 to 1000, not 1600"
        );
    }
}
