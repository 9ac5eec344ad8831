//! Kirin's handcrafted evaluation for shogi and xiangqi, with no neural network.
//!
//! The crate depends on nothing of Kirin's. Each game module defines a small read-only
//! `Board` view (side to move, piece on square, hand counts) and `evaluate` functions
//! over it; the engine implements the view for its positions. Scores are centipawn-like
//! and from the side to move's point of view.

pub mod shogi;
pub mod xiangqi;

/// An evaluation in centipawn-like units, positive when good for the side to move.
pub type Eval = i32;
