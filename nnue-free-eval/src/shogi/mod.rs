//! Shogi evaluation over a read-only [`Board`] view.
//!
//! Square numbering is the SFEN reading order: index 0 is 9a (top left as a diagram
//! shows it, White's far corner), index 8 is 1a, index 80 is 1i:
//! `index = (rank - 1) * 9 + (9 - file)` with file 1..=9 and rank 1..=9 (a = 1).

pub mod geometry;
pub mod incremental;
pub mod king_danger;
pub mod king_relative;
pub mod material;
pub mod params;
pub mod sfen;
pub mod snapshot;
pub mod terms;
pub mod threats;
pub mod weights;

use crate::layout::locate;
use crate::{mode, Eval, Trace};
use incremental::Sum;
use params::{TABLES, WEIGHTS};
use snapshot::Snapshot;

/// The two players. Black (sente) moves first and starts on ranks g-i.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Sente, moves first, upper-case letters in SFEN.
    Black,
    /// Gote, lower-case letters in SFEN.
    White,
}

impl Color {
    /// The opponent.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

/// Every piece kind that can stand on the board, promoted ones included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// 歩 fu.
    Pawn,
    /// 香 kyō.
    Lance,
    /// 桂 kei.
    Knight,
    /// 銀 gin.
    Silver,
    /// 金 kin.
    Gold,
    /// 角 kaku.
    Bishop,
    /// 飛 hisha.
    Rook,
    /// 玉 / 王.
    King,
    /// と: promoted pawn.
    Tokin,
    /// 成香: promoted lance.
    PromotedLance,
    /// 成桂: promoted knight.
    PromotedKnight,
    /// 成銀: promoted silver.
    PromotedSilver,
    /// 馬: promoted bishop.
    Horse,
    /// 龍: promoted rook.
    Dragon,
}

impl Piece {
    /// Every board piece, in declaration order.
    pub const ALL: [Piece; 14] = [
        Piece::Pawn,
        Piece::Lance,
        Piece::Knight,
        Piece::Silver,
        Piece::Gold,
        Piece::Bishop,
        Piece::Rook,
        Piece::King,
        Piece::Tokin,
        Piece::PromotedLance,
        Piece::PromotedKnight,
        Piece::PromotedSilver,
        Piece::Horse,
        Piece::Dragon,
    ];
    /// The seven kinds that can be held in hand, in SFEN hand order reversed (P L N S G B R).
    pub const HAND: [Piece; 7] = [
        Piece::Pawn,
        Piece::Lance,
        Piece::Knight,
        Piece::Silver,
        Piece::Gold,
        Piece::Bishop,
        Piece::Rook,
    ];
}

/// Number of squares on the shogi board.
pub const SQUARES: usize = 81;

/// What the evaluation needs to read from a shogi position.
pub trait Board {
    /// Who is to move.
    fn side_to_move(&self) -> Color;
    /// The piece on `square` (SFEN reading order, see the module doc), if any.
    fn piece_on(&self, square: usize) -> Option<(Color, Piece)>;
    /// How many pieces of the unpromoted kind `piece` (one of [`Piece::HAND`]) `color` holds.
    fn hand_count(&self, color: Color, piece: Piece) -> u32;

    /// Calls `f(square, color, piece)` for every piece on the board, in any order. The
    /// default asks [`Board::piece_on`] for all 81 squares; an engine with bitboards may
    /// override it with something faster (the evaluation reads the board only through
    /// this method and [`Board::hand_count`], unless [`Board::piece_sets`] is overridden).
    #[inline]
    fn for_each_piece(&self, mut f: impl FnMut(usize, Color, Piece)) {
        for square in 0..SQUARES {
            if let Some((color, piece)) = self.piece_on(square) {
                f(square, color, piece);
            }
        }
    }

    /// Every board piece as bit sets (SFEN order, bit `i` = square `i`), per side
    /// ([`snapshot::side_index`]) and kind ([`snapshot::kind_index`]). The default builds
    /// them through [`Board::for_each_piece`]; an engine that keeps such sets up to date
    /// may return them directly (the evaluation then reads the board only through this
    /// method and [`Board::hand_count`]).
    #[inline]
    fn piece_sets(&self) -> snapshot::PieceSets {
        snapshot::piece_sets_of(self)
    }

    /// The material and piece-square weights of every board piece plus the hand values,
    /// summed for Black. The default computes it from scratch
    /// ([`incremental::from_scratch`]); an engine may keep it up to date in make/unmake
    /// with [`incremental::piece_square`] and [`incremental::hand_piece`] and return the
    /// kept value, which must be equal.
    #[inline]
    fn piece_square_sum(&self) -> Eval {
        incremental::from_scratch(self)
    }
}

/// Turns a Black-view score into the side to move's view.
#[inline]
fn for_side_to_move(side: Color, black: Eval) -> Eval {
    match side {
        Color::Black => black,
        Color::White => -black,
    }
}

/// Static evaluation from the side to move's view.
///
/// With `KIRIN_EVAL=material` (see [`crate::mode`]) this is the untuned material balance.
pub fn evaluate(board: &impl Board) -> Eval {
    if mode::material_only() {
        let black = material::balance_for_black(board);
        return for_side_to_move(board.side_to_move(), black);
    }
    evaluate_full(board)
}

/// The full evaluation, whatever the mode switch says.
pub fn evaluate_full(board: &impl Board) -> Eval {
    let pos = Snapshot::read(board);
    let mut sum = Sum(board.piece_square_sum());
    terms::accumulate_positional(&pos, &mut sum);
    for_side_to_move(pos.side_to_move, sum.0)
}

/// The evaluation's terms, as `(name, value for the side to move)` pairs, one per weight
/// table (board material, hand material, each piece-square table, king safety, ...).
/// They sum to [`evaluate_full`].
pub fn breakdown(board: &impl Board) -> Vec<(&'static str, Eval)> {
    let traced = trace(board);
    let mut per_table = [0; TABLES.len()];
    for &(feature, count) in &traced.features {
        per_table[locate(&TABLES, feature as usize).0] += WEIGHTS[feature as usize] * count;
    }
    TABLES
        .iter()
        .zip(per_table)
        .map(|(table, v)| (table.name, for_side_to_move(traced.side_to_move, v)))
        .collect()
}

/// Everything the tuner needs to recompute the evaluation for any weights.
#[derive(Clone, Debug)]
pub struct Traced {
    /// `(feature, count)` from Black's view, merged and sorted.
    pub features: Vec<(u32, i32)>,
    /// Who is to move.
    pub side_to_move: Color,
}

/// Records the features of `board` (same code path as [`evaluate_full`]).
pub fn trace(board: &impl Board) -> Traced {
    let pos = Snapshot::read(board);
    let mut trace = Trace::default();
    terms::accumulate(&pos, &mut trace);
    Traced {
        features: trace.merged(),
        side_to_move: pos.side_to_move,
    }
}
