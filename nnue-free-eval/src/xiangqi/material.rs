//! Xiangqi material from the seeds (../shared/docs/rules.md, section 3.1), in centipawns
//! where a soldier before the river is 100. This first version uses the middlegame
//! values; phase tapering comes with the full evaluation.

use super::{Board, Color, Piece, SQUARES};
use crate::Eval;

/// Rank (0..=9, from Red's side) of a square in FEN reading order.
const fn rank_of(square: usize) -> usize {
    9 - square / 9
}

/// True when a soldier of `color` on `square` has crossed the river.
const fn across_river(color: Color, square: usize) -> bool {
    match color {
        Color::Red => rank_of(square) >= 5,
        Color::Black => rank_of(square) <= 4,
    }
}

/// Middlegame value of `piece` of `color` on `square` (rules.md 3.1: chariot 9, horse 4,
/// cannon 4, elephant 2, advisor 2, soldier 1 before the river and 2 after).
pub const fn value(color: Color, piece: Piece, square: usize) -> Eval {
    match piece {
        Piece::General => 0,
        Piece::Advisor => 200,
        Piece::Elephant => 200,
        Piece::Horse => 400,
        Piece::Chariot => 900,
        Piece::Cannon => 400,
        Piece::Soldier => {
            if across_river(color, square) {
                200
            } else {
                100
            }
        }
    }
}

/// Material balance from Red's view.
pub fn balance_for_red(board: &impl Board) -> Eval {
    let mut sum = 0;
    for square in 0..SQUARES {
        if let Some((color, piece)) = board.piece_on(square) {
            let v = value(color, piece, square);
            sum += if color == Color::Red { v } else { -v };
        }
    }
    sum
}
