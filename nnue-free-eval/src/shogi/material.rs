//! Shogi material: board and hand values (YaneuraOu's and Apery's piece values).

use super::{Board, Color, Piece, SQUARES};
use crate::Eval;

/// Value of a piece on the board, in centipawns: YaneuraOu's and Apery's values, the
/// starting point of the tuned evaluation.
pub const fn board_value(piece: Piece) -> Eval {
    match piece {
        Piece::Pawn => 90,
        Piece::Lance => 315,
        Piece::Knight => 405,
        Piece::Silver => 495,
        Piece::Gold => 540,
        Piece::Bishop => 855,
        Piece::Rook => 990,
        Piece::King => 0,
        Piece::Tokin => 540,
        Piece::PromotedLance => 540,
        Piece::PromotedKnight => 540,
        Piece::PromotedSilver => 540,
        Piece::Horse => 945,
        Piece::Dragon => 1395,
    }
}

/// Value of a piece in hand: its board value (a tunable bonus comes with the tuner).
pub const fn hand_value(piece: Piece) -> Eval {
    board_value(piece)
}

/// Material balance from Black's view.
pub fn balance_for_black(board: &impl Board) -> Eval {
    let mut sum = 0;
    for square in 0..SQUARES {
        if let Some((color, piece)) = board.piece_on(square) {
            let v = board_value(piece);
            sum += if color == Color::Black { v } else { -v };
        }
    }
    for piece in Piece::HAND {
        let v = hand_value(piece);
        sum += v * board.hand_count(Color::Black, piece) as Eval;
        sum -= v * board.hand_count(Color::White, piece) as Eval;
    }
    sum
}
