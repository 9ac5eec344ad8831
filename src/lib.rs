//! Kirin: a shogi (USI) and xiangqi (UCCI, UCI) engine.
//!
//! Layers, from the bottom; a module imports only from the layers below it (CI checks it
//! with `scripts/layers.py`):
//! 0. `core`: bitboards, keys, move lists, scores, large pages.
//! 1. `game`: the [`game::Game`] trait, the only seam between a rule set and the generic
//!    code, and [`game::GameInfo`], what a game declares about itself.
//! 2. `shogi`, `xiangqi`, `minishogi`: one rule set each.
//! 3. `games`: the catalogue of the games (names to [`games::GameId`], and
//!    [`games::with_game`], which runs generic code with a game's type).
//! 4. `search` (with its bench), `mate`, `perft`: generic over `Game`; `records`: game
//!    records (result, JSON lines, CSA, KIF, PGN, xboard notation).
//! 5. `book`: opening books; `engine_client`: another engine as a child process.
//! 6. `protocol` (the engine process), `tournament` (`kirin match`), `check` (`kirin
//!    check`): the front ends.
//! 7. `app`: the command line.
//!
//! The evaluation lives in the separate `nnue_free_eval` crate.

pub mod app;
pub mod book;
pub mod check;
pub mod core;
pub mod csa;
pub mod engine_client;
pub mod game;
pub mod games;
pub mod mate;
pub mod minishogi;
pub mod perft;
pub mod protocol;
pub mod records;
pub mod search;
pub mod shogi;
pub mod tournament;
pub mod xiangqi;
