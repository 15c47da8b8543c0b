// The page's functions for Ledge, registered with macroquad's loader
// (miniquad's plugin API) before the game starts; their Rust side is
// crates/ledge-desktop/src/web/page.rs. Strings cross as a pointer and a
// length into the wasm memory; a string going to the game is announced by
// its length in UTF-8 bytes (-1: none), then copied by ledge_take_string.
"use strict";

(function () {
  const utf8 = new TextEncoder();
  let announced = new Uint8Array(0);

  function announce(text) {
    if (text === null || text === undefined) {
      return -1;
    }
    announced = utf8.encode(text);
    return announced.length;
  }

  function text(ptr, len) {
    return UTF8ToString(ptr, len);
  }

  // What tools and tests can read: the time of the first frame drawn (ms
  // since the page's start), frames drawn, and where the player stands.
  window.ledge = { first_frame_ms: null, frames_drawn: 0, playing: false, frame: 0, x: 0, y: 0 };

  function register_plugin(importObject) {
    const env = importObject.env;
    env.ledge_url_query = function () {
      return announce(window.location.search);
    };
    env.ledge_storage_get = function (key, key_len) {
      try {
        return announce(window.localStorage.getItem(text(key, key_len)));
      } catch (e) {
        console.warn("ledge: local storage unavailable:", e);
        return -1;
      }
    };
    env.ledge_storage_set = function (key, key_len, value, value_len) {
      try {
        window.localStorage.setItem(text(key, key_len), text(value, value_len));
        return 1;
      } catch (e) {
        console.warn("ledge: local storage refused a save:", e);
        return 0;
      }
    };
    env.ledge_storage_remove = function (key, key_len) {
      try {
        window.localStorage.removeItem(text(key, key_len));
      } catch (e) {
        console.warn("ledge: local storage unavailable:", e);
      }
    };
    env.ledge_take_string = function (into, len) {
      new Uint8Array(wasm_memory.buffer, into, len).set(announced.subarray(0, len));
    };
    env.ledge_log = function (ptr, len) {
      console.log(text(ptr, len));
    };
    env.ledge_report = function (ptr, len) {
      const line = text(ptr, len);
      document.title = line;
      console.log(line);
    };
    env.ledge_frame_drawn = function (playing, frame, x, y) {
      const state = window.ledge;
      if (state.first_frame_ms === null) {
        state.first_frame_ms = performance.now();
      }
      state.frames_drawn += 1;
      state.playing = playing === 1;
      state.frame = frame;
      state.x = x;
      state.y = y;
    };
  }

  miniquad_add_plugin({ name: "ledge", version: 1, register_plugin: register_plugin });
})();
