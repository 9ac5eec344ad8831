//! The search and the mate solver: a toy game searched exactly, mate problems against a
//! brute-force reference, and both through the built binary's protocols.
//!
//! One binary, one module per part; `cargo test --test search MODULE::` runs one part.

#[path = "../common/mod.rs"]
mod common;

mod mate_protocol;
mod mate_shogi;
mod mate_xiangqi;
mod search_mate;
mod search_protocol;
mod search_toy;
