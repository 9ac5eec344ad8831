//! Xiangqi material alone, with the traditional piece values and no tuning: the
//! baseline of the `KIRIN_EVAL=material` mode (see [`crate::mode`]). Soldier = 100;
//! horse 300 → 450 and cannon 450 → 300 from opening to endgame, tapered by the phase of
//! [`super::endgame`].

use super::endgame::{phase, taper};
use super::snapshot::{across_river, relative_rank, Snapshot, RANKS};
use super::{Board, Color, Piece};
use crate::Eval;

/// `(opening, endgame)` value of `piece` of `color` on `square` (chariot 9,
/// horse 3 / 4.5, cannon 4.5 / 3, elephant 2, advisor 2, soldier 1 before the river,
/// 2 after, 1 on the last rank).
pub const fn value(color: Color, piece: Piece, square: usize) -> (Eval, Eval) {
    match piece {
        Piece::General => (0, 0),
        Piece::Advisor | Piece::Elephant => (200, 200),
        Piece::Horse => (300, 450),
        Piece::Chariot => (900, 900),
        Piece::Cannon => (450, 300),
        Piece::Soldier => {
            if relative_rank(color, square) == RANKS - 1 || !across_river(color, square) {
                (100, 100)
            } else {
                (200, 200)
            }
        }
    }
}

/// Material balance from Red's view.
pub fn balance_for_red(board: &impl Board) -> Eval {
    let pos = Snapshot::read(board);
    let (mut opening, mut endgame) = (0, 0);
    for &(square, color, piece) in pos.pieces() {
        let (o, e) = value(color, piece, square as usize);
        let s = if color == Color::Red { 1 } else { -1 };
        opening += s * o;
        endgame += s * e;
    }
    taper(opening, endgame, phase(&pos))
}

/// Material balance from the side to move's view.
pub fn evaluate(board: &impl Board) -> Eval {
    let red = balance_for_red(board);
    match board.side_to_move() {
        Color::Red => red,
        Color::Black => -red,
    }
}
