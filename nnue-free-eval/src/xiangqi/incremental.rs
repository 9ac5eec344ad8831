//! The piece-square part of the xiangqi evaluation: each piece's material and
//! piece-square weights, which depend on that piece alone and so can be kept up to date
//! move by move. This module owns that split: [`piece_features`] is the only code that
//! reports those features (the terms call it when tracing), [`piece_square`] is the same
//! sum for one piece, for an engine that updates [`super::Board::piece_square_sum`] in
//! its make/unmake, and [`from_scratch`] is the definition the engine must agree with.

use super::params::{pst, MATERIAL, S, WEIGHTS};
use super::snapshot::{kind_index, red_view};
use super::{Board, Color, Piece};
use crate::Sink;

/// Reports the material and piece-square features of `piece` of `color` on `square`
/// (FEN order), counted for Red.
#[inline]
pub fn piece_features(color: Color, piece: Piece, square: usize, sink: &mut impl Sink) {
    let s = match color {
        Color::Red => 1,
        Color::Black => -1,
    };
    let kind = kind_index(piece);
    if piece != Piece::General {
        sink.add(MATERIAL + kind - 1, s);
    }
    sink.add(pst(kind, red_view(color, square)), s);
}

/// Adds up tapered weights.
struct TaperedSum(S);

impl Sink for TaperedSum {
    #[inline]
    fn add(&mut self, feature: usize, count: i32) {
        let S(opening, endgame) = WEIGHTS[feature];
        self.0 .0 += opening * count;
        self.0 .1 += endgame * count;
    }
}

/// The weighted sum of [`piece_features`] for one piece, Red's view: what a move adds
/// (piece on its new square) or takes away (piece leaving, piece captured).
#[inline]
pub fn piece_square(color: Color, piece: Piece, square: usize) -> S {
    let mut sum = TaperedSum(S(0, 0));
    piece_features(color, piece, square, &mut sum);
    sum.0
}

/// The piece-square sum of the whole board, computed from scratch.
pub fn from_scratch(board: &(impl Board + ?Sized)) -> S {
    let mut sum = TaperedSum(S(0, 0));
    board.for_each_piece(|square, color, piece| piece_features(color, piece, square, &mut sum));
    sum.0
}

impl S {
    /// `self + other`, entry by entry.
    #[inline]
    pub const fn plus(self, other: S) -> S {
        S(self.0 + other.0, self.1 + other.1)
    }

    /// `self - other`, entry by entry.
    #[inline]
    pub const fn minus(self, other: S) -> S {
        S(self.0 - other.0, self.1 - other.1)
    }
}
