//! The evaluation crate's read-only view of a xiangqi position, and material values
//! taken from it for move ordering and SEE.
//!
//! `nnue_free_eval::xiangqi` numbers squares in FEN reading order (a9 = 0 .. i0 = 89) and
//! has its own colour and piece enums; this module is the only place that converts.

use super::position::Position;
use super::types::{Color, Piece, PieceKind, Square};
use nnue_free_eval::xiangqi as eval;
use nnue_free_eval::xiangqi::params::S;

/// `Square::fen_index` of every internal square index: one load where the conversion
/// takes a division by 9 (it runs for every piece of every evaluation, and in every
/// `material_value` that move ordering and SEE ask).
static FEN_INDEX: [u8; Square::NUM] = {
    let mut table = [0u8; Square::NUM];
    let mut index = 0;
    while index < Square::NUM {
        table[index] = Square::from_index(index).fen_index() as u8;
        index += 1;
    }
    table
};

/// The evaluation crate's index of `sq` (FEN reading order).
#[inline(always)]
fn fen_index(sq: Square) -> usize {
    FEN_INDEX[sq.index()] as usize
}

#[inline(always)]
fn eval_color(color: Color) -> eval::Color {
    match color {
        Color::Red => eval::Color::Red,
        Color::Black => eval::Color::Black,
    }
}

#[inline(always)]
fn eval_piece(kind: PieceKind) -> eval::Piece {
    match kind {
        PieceKind::General => eval::Piece::General,
        PieceKind::Advisor => eval::Piece::Advisor,
        PieceKind::Elephant => eval::Piece::Elephant,
        PieceKind::Horse => eval::Piece::Horse,
        PieceKind::Chariot => eval::Piece::Chariot,
        PieceKind::Cannon => eval::Piece::Cannon,
        PieceKind::Soldier => eval::Piece::Soldier,
    }
}

/// Material value of `piece` standing on `sq` for move ordering and SEE: the mean of the
/// evaluation crate's opening and endgame values (horse and cannon 375, chariot 900, ...),
/// so that ordering does not depend on the game phase.
#[inline]
pub fn material_value(piece: Piece, sq: Square) -> i32 {
    let (opening, endgame) = eval::material::value(
        eval_color(piece.color()),
        eval_piece(piece.kind()),
        fen_index(sq),
    );
    (opening + endgame) / 2
}

/// The evaluation's material and piece-square weights of `piece` on `sq`, Red's view:
/// what `Position::make` adds and takes away to keep `piece_square_sum` current.
#[inline(always)]
pub(super) fn piece_square(piece: Piece, sq: Square) -> S {
    eval::incremental::piece_square(
        eval_color(piece.color()),
        eval_piece(piece.kind()),
        fen_index(sq),
    )
}

/// The material and piece-square sum of `pos`'s board from scratch (set-up, tests).
pub(super) fn piece_square_from_scratch(pos: &Position) -> S {
    eval::incremental::from_scratch(pos)
}

impl eval::Board for Position {
    fn side_to_move(&self) -> eval::Color {
        eval_color(self.side())
    }

    fn piece_on(&self, square: usize) -> Option<(eval::Color, eval::Piece)> {
        let sq = Square::from_fen_index(square)?;
        self.board()
            .piece_on(sq)
            .map(|p| (eval_color(p.color()), eval_piece(p.kind())))
    }

    /// Walks the fourteen piece bitboards instead of the default's 90 `piece_on` calls:
    /// reading the board was about a quarter of the evaluation's cost.
    #[inline(always)]
    fn for_each_piece(&self, mut f: impl FnMut(usize, eval::Color, eval::Piece)) {
        let board = self.board();
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let (ec, ep) = (eval_color(color), eval_piece(kind));
                for index in board.pieces(color, kind) {
                    f(FEN_INDEX[index] as usize, ec, ep);
                }
            }
        }
    }

    /// The sum `make`/`unmake` keep (equal to the default's from-scratch sum; tested by
    /// tests/rules/eval_view_walk.rs).
    #[inline]
    fn piece_square_sum(&self) -> S {
        Position::piece_square_sum(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nnue_free_eval::xiangqi::Board;

    #[test]
    fn view_uses_fen_order() {
        let pos = Position::from_fen_text(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        )
        .unwrap();
        assert_eq!(
            Board::piece_on(&pos, 0),
            Some((eval::Color::Black, eval::Piece::Chariot))
        );
        assert_eq!(
            Board::piece_on(&pos, 85),
            Some((eval::Color::Red, eval::Piece::General))
        );
        assert_eq!(Board::piece_on(&pos, 90), None);
        // The start position is colour-symmetric, so either side to move sees the same score.
        let black = Position::from_fen_text(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b",
        )
        .unwrap();
        assert_eq!(eval::evaluate(&pos), eval::evaluate(&black));
        // Without Black's chariots Red is far ahead, and Black sees the mirror image.
        let red_up = Position::from_fen_text(
            "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        )
        .unwrap();
        let black_down = Position::from_fen_text(
            "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b",
        )
        .unwrap();
        assert!(eval::evaluate(&red_up) > 1000 && eval::evaluate(&black_down) < -1000);
    }
}
