//! The shell tools through the built binary: `kirin match` (tournament, shards,
//! restarts, reports, xboard engines), `kirin check`, `kirin book` and `kirin csa-server`.
//!
//! One binary, one module per part; `cargo test --test tools MODULE::` runs one part.

#[path = "../common/mod.rs"]
mod common;

mod book_build;
mod book_cache;
mod book_records;
mod check_cli;
mod csa_client;
mod csa_server;
mod tournament_cecp;
mod tournament_html;
mod tournament_misbehave;
mod tournament_repetition;
mod tournament_report;
mod tournament_restart;
mod tournament_shards;
