//! Designers tune the feel in a file: the controller's configuration loads
//! from TOML, with defaults for what the file leaves out.

use ledge_engine::{ControllerConfig, OnLeave, PerSurface};

#[test]
fn a_partial_toml_file_sets_its_fields_and_keeps_the_defaults() {
    let text = r#"
        jump_height = 5.5
        coyote_time = 0.12
        air_jumps = 1
        on_leave = "do_nothing"
        accel = { ground = 80.0, ice = 10.0, air = 30.0 }
    "#;
    let config: ControllerConfig = toml::from_str(text).expect("valid feel file");
    let defaults = ControllerConfig::default();
    assert_eq!(config.jump_height, 5.5);
    assert_eq!(config.coyote_time, 0.12);
    assert_eq!(config.air_jumps, 1);
    assert_eq!(config.on_leave, OnLeave::DoNothing);
    assert_eq!(config.accel, PerSurface { ground: 80.0, ice: 10.0, air: 30.0 });
    assert_eq!(config.jump_buffer, defaults.jump_buffer);
    assert_eq!(config.decel, defaults.decel);
}

#[test]
fn the_defaults_survive_a_round_trip() {
    let text = toml::to_string(&ControllerConfig::default()).unwrap();
    assert_eq!(toml::from_str::<ControllerConfig>(&text).unwrap(), ControllerConfig::default());
}

#[test]
fn a_misspelt_value_is_an_error_that_names_it() {
    let err = toml::from_str::<ControllerConfig>("jump_height = \"high\"").unwrap_err().to_string();
    assert!(err.contains("jump_height"), "{err}");
}
