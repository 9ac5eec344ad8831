//! The engine process through its real stdin/stdout: every dialect (USI, UCCI, UCI,
//! xboard), options, time, output format, the book, strength levels, and a fuzzer.
//!
//! One binary, one module per part; `cargo test --test protocol MODULE::` runs one part.

#[path = "../common/mod.rs"]
mod common;

mod fuzz_protocol;
mod minishogi_protocol;
mod protocol_book;
mod protocol_debug_log;
mod protocol_defects;
mod protocol_options;
mod protocol_output;
mod protocol_strength;
mod protocol_time;
mod protocol_ucci;
mod protocol_uci;
mod protocol_usi;
mod protocol_xboard;
