//! The piece-square part of the shogi evaluation: each board piece's material and
//! piece-square weights and each hand piece's value, which depend on that piece alone
//! and so can be kept up to date move by move. This module owns that split:
//! [`piece_features`] and [`hand_features`] are the only code that reports those
//! features (the terms call them when tracing), [`piece_square`] and [`hand_piece`] are
//! the same sums for one piece, for an engine that updates
//! [`super::Board::piece_square_sum`] in its make/unmake, and [`from_scratch`] is the
//! definition the engine must agree with.

use super::params::{board_value, pst, MATERIAL_HAND, WEIGHTS};
use super::snapshot::black_view;
use super::{Board, Color, Piece};
use crate::{Eval, Sink};

/// +1 for Black, −1 for White.
#[inline]
const fn sign(color: Color) -> i32 {
    match color {
        Color::Black => 1,
        Color::White => -1,
    }
}

/// Reports the material and piece-square features of `piece` of `color` on `square`
/// (SFEN order), counted for Black.
#[inline]
pub fn piece_features(color: Color, piece: Piece, square: usize, sink: &mut impl Sink) {
    let s = sign(color);
    if let Some(feature) = board_value(piece) {
        sink.add(feature, s);
    }
    sink.add(pst(piece, black_view(color, square)), s);
}

/// Reports the hand material of `count` pieces of hand kind `index` ([`Piece::HAND`]
/// order) held by `color`, counted for Black.
#[inline]
pub fn hand_features(color: Color, index: usize, count: i32, sink: &mut impl Sink) {
    sink.add(MATERIAL_HAND + index, sign(color) * count);
}

/// A sink that adds up the weights of the features it receives (also the full
/// evaluation's accumulator in `shogi::evaluate_full`).
pub(crate) struct Sum(pub(crate) Eval);

impl Sink for Sum {
    #[inline]
    fn add(&mut self, feature: usize, count: i32) {
        self.0 += WEIGHTS[feature] * count;
    }
}

/// The weighted sum of [`piece_features`] for one board piece, Black's view.
#[inline]
pub fn piece_square(color: Color, piece: Piece, square: usize) -> Eval {
    let mut sum = Sum(0);
    piece_features(color, piece, square, &mut sum);
    sum.0
}

/// The weighted [`hand_features`] of one piece of hand kind `index` held by `color`,
/// Black's view: what a capture adds and a drop takes away.
#[inline]
pub fn hand_piece(color: Color, index: usize) -> Eval {
    let mut sum = Sum(0);
    hand_features(color, index, 1, &mut sum);
    sum.0
}

/// Index of an unpromoted kind in [`Piece::HAND`], `None` for the king and promoted kinds.
#[inline]
pub const fn hand_index(piece: Piece) -> Option<usize> {
    match piece {
        Piece::Pawn => Some(0),
        Piece::Lance => Some(1),
        Piece::Knight => Some(2),
        Piece::Silver => Some(3),
        Piece::Gold => Some(4),
        Piece::Bishop => Some(5),
        Piece::Rook => Some(6),
        _ => None,
    }
}

/// The piece-square sum of the board and both hands, computed from scratch.
pub fn from_scratch(board: &(impl Board + ?Sized)) -> Eval {
    let mut sum = Sum(0);
    board.for_each_piece(|square, color, piece| piece_features(color, piece, square, &mut sum));
    for color in [Color::Black, Color::White] {
        for (i, piece) in Piece::HAND.into_iter().enumerate() {
            hand_features(color, i, board.hand_count(color, piece) as i32, &mut sum);
        }
    }
    sum.0
}
