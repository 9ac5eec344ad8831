//! The rules of every game: perft against the reference tables, the rule verdicts, seeded
//! random walks (incremental state equals a fresh computation), exchange evaluation, the
//! evaluation's view of a position.
//!
//! One binary, one module per part; `cargo test --test rules MODULE::` runs one part.

#[path = "../common/mod.rs"]
mod common;

mod eval_view_walk;
mod minishogi_perft;
mod see_threshold;
mod shogi_consistency;
mod shogi_perft;
mod shogi_rules;
mod xiangqi_consistency;
mod xiangqi_perft;
mod xiangqi_repetition;
mod xiangqi_repetition_book;
mod xiangqi_rules;
