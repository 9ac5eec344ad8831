//! Kirin: a shogi (USI) and xiangqi (UCCI, UCI) engine.
//!
//! Layout: `core` holds game-agnostic machinery; `shogi` and `xiangqi` each own one rule
//! set and implement [`game::Game`], the only seam to the generic parts: `perft`,
//! `search`, `mate`, `protocol` (the engine process), `book` (opening books),
//! `tournament` (the match runner) and `check` (the protocol compliance checker of other
//! engines).
//! Each game declares itself once (`game::GameInfo`); `registry` lists the games and
//! starts the code compiled for each. The evaluation lives in the separate
//! `nnue_free_eval` crate.

pub mod bench;
pub mod book;
pub mod check;
pub mod core;
pub mod game;
pub mod mate;
pub mod minishogi;
pub mod perft;
pub mod protocol;
pub mod registry;
pub mod search;
pub mod shogi;
pub mod tournament;
pub mod xiangqi;
