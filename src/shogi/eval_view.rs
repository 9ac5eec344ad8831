//! The read-only board view the evaluation crate needs (`nnue_free_eval::shogi::Board`),
//! translating Kirin's square numbering to the crate's SFEN reading order.

use super::exchange::eval_piece;
use super::position::Position;
use super::types::{Color, Piece, PieceKind, Square};
use nnue_free_eval::shogi::snapshot::{kind_index, PieceSets};
use nnue_free_eval::shogi::{incremental, Board, Color as EvalColor, Piece as EvalPiece};

/// `Square::sfen_index` of every internal square index: one load where the conversion
/// takes a division by 9 (it runs for every piece of every evaluation and twice in
/// every `make_move`).
static SFEN_INDEX: [u8; Square::NUM] = {
    let mut table = [0u8; Square::NUM];
    let mut index = 0;
    while index < Square::NUM {
        table[index] = Square::from_index(index).sfen_index() as u8;
        index += 1;
    }
    table
};

/// The SFEN-order bit of every internal square index.
static SFEN_BIT: [u128; Square::NUM] = {
    let mut table = [0u128; Square::NUM];
    let mut index = 0;
    while index < Square::NUM {
        table[index] = 1 << SFEN_INDEX[index];
        index += 1;
    }
    table
};

/// The evaluation's [`kind_index`] of every kind, by `PieceKind as usize`.
static EVAL_KIND: [u8; PieceKind::NUM] = {
    let mut table = [0u8; PieceKind::NUM];
    let mut i = 0;
    while i < PieceKind::NUM {
        table[i] = kind_index(eval_piece(PieceKind::ALL[i])) as u8;
        i += 1;
    }
    table
};

/// The board as the evaluation's bit sets ([`Board::piece_sets`]: SFEN square order,
/// per side and evaluation kind), kept by `Position::put_piece` / `remove_piece` so that
/// an evaluation copies them instead of rebuilding them piece by piece (that rebuild was
/// a fifth of the evaluation's instructions).
#[derive(Clone, Copy)]
pub(super) struct EvalSets(PieceSets);

impl EvalSets {
    pub(super) const EMPTY: EvalSets = EvalSets([[0; 14]; 2]);

    /// Adds `piece` on `sq` when it is absent, removes it when present.
    #[inline(always)]
    pub(super) fn toggle(&mut self, piece: Piece, sq: Square) {
        self.0[piece.color.index()][EVAL_KIND[piece.kind.index()] as usize] ^= SFEN_BIT[sq.index()];
    }
}

const fn eval_color(color: Color) -> EvalColor {
    match color {
        Color::Black => EvalColor::Black,
        Color::White => EvalColor::White,
    }
}

const fn hand_kind(piece: EvalPiece) -> Option<PieceKind> {
    match piece {
        EvalPiece::Pawn => Some(PieceKind::Pawn),
        EvalPiece::Lance => Some(PieceKind::Lance),
        EvalPiece::Knight => Some(PieceKind::Knight),
        EvalPiece::Silver => Some(PieceKind::Silver),
        EvalPiece::Gold => Some(PieceKind::Gold),
        EvalPiece::Bishop => Some(PieceKind::Bishop),
        EvalPiece::Rook => Some(PieceKind::Rook),
        _ => None,
    }
}

/// The evaluation's material and piece-square weight of `piece` on `sq`, Black's view:
/// what `Position::make_move` adds and takes away to keep `piece_square_sum` current.
#[inline(always)]
pub(super) fn board_piece_square(piece: Piece, sq: Square) -> i32 {
    incremental::piece_square(
        eval_color(piece.color),
        eval_piece(piece.kind),
        SFEN_INDEX[sq.index()] as usize,
    )
}

/// The evaluation's value of one `kind` (unpromoted) in `color`'s hand, Black's view.
#[inline(always)]
pub(super) fn hand_piece_square(color: Color, kind: PieceKind) -> i32 {
    // `kind` is always a hand kind here (a dropped kind, or a captured piece unpromoted).
    incremental::hand_index(eval_piece(kind))
        .map_or(0, |i| incremental::hand_piece(eval_color(color), i))
}

/// The material, piece-square and hand sum of `pos` from scratch (set-up, tests).
pub(super) fn piece_square_from_scratch(pos: &Position) -> i32 {
    incremental::from_scratch(pos)
}

impl Board for Position {
    fn side_to_move(&self) -> EvalColor {
        eval_color(self.side)
    }

    fn piece_on(&self, square: usize) -> Option<(EvalColor, EvalPiece)> {
        if square >= Square::NUM {
            return None;
        }
        self.board[Square::from_sfen_index(square).index()]
            .map(|p| (eval_color(p.color), eval_piece(p.kind)))
    }

    fn hand_count(&self, color: EvalColor, piece: EvalPiece) -> u32 {
        let color = match color {
            EvalColor::Black => Color::Black,
            EvalColor::White => Color::White,
        };
        hand_kind(piece).map_or(0, |kind| self.hands[color.index()].count(kind))
    }

    /// Walks the occupied squares (at most 40) instead of the default's 81 `piece_on`
    /// calls: reading the board was a sixth of the evaluation's cost.
    #[inline]
    fn for_each_piece(&self, mut f: impl FnMut(usize, EvalColor, EvalPiece)) {
        for index in self.occupied() {
            if let Some(p) = self.board[index] {
                f(
                    SFEN_INDEX[index] as usize,
                    eval_color(p.color),
                    eval_piece(p.kind),
                );
            }
        }
    }

    /// The sets `put_piece`/`remove_piece` keep (equal to the default's, built through
    /// `for_each_piece`; tested by tests/rules/eval_view_walk.rs).
    #[inline(always)]
    fn piece_sets(&self) -> PieceSets {
        self.eval_sets.0
    }

    /// The sum `make_move`/`unmake_move` keep (equal to the default's from-scratch sum;
    /// tested by tests/rules/eval_view_walk.rs).
    #[inline]
    fn piece_square_sum(&self) -> i32 {
        Position::piece_square_sum(self)
    }
}
