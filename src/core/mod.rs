//! Game-agnostic machinery shared by both rule sets and the search: the 128-bit
//! bitboard, deterministic random numbers for Zobrist keys, the stack move list, score
//! arithmetic, the cache prefetch hint and the large-page request for big tables.
//! Nothing here knows a shogi or xiangqi rule.

pub mod bitboard;
pub mod large_pages;
pub mod movelist;
pub mod prefetch;
pub mod repetition;
pub mod score;
pub mod text;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use movelist::{MoveList, MAX_MOVES};
pub use prefetch::prefetch;
pub use zobrist::Rng;
