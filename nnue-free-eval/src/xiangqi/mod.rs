//! Xiangqi evaluation over a read-only [`Board`] view.
//!
//! Square numbering is the FEN reading order: index 0 is a9 (Black's back rank, left as
//! a diagram shows it), index 8 is i9, index 81 is a0, index 89 is i0 (Red's back rank):
//! `index = (9 - rank) * 9 + file` with file a..i = 0..8 and rank 0..=9 from Red's side.

pub mod endgame;
pub mod fen;
pub mod geometry;
pub mod incremental;
pub mod material;
pub mod params;
pub mod snapshot;
pub mod terms;
pub mod threats;
pub mod weights;

use crate::layout::locate;
use crate::{mode, Eval, Sink, Trace};
use params::{S, TABLES, WEIGHTS};
use snapshot::Snapshot;

/// The two players. Red moves first and starts on ranks 0-4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first, upper-case letters in FEN.
    Red,
    /// Lower-case letters in FEN.
    Black,
}

impl Color {
    /// The opponent.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }
}

/// The seven piece kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// 帅 / 将.
    General,
    /// 仕 / 士.
    Advisor,
    /// 相 / 象.
    Elephant,
    /// 马.
    Horse,
    /// 车.
    Chariot,
    /// 炮.
    Cannon,
    /// 兵 / 卒.
    Soldier,
}

/// Number of squares on the xiangqi board.
pub const SQUARES: usize = 90;

/// What the evaluation needs to read from a xiangqi position.
pub trait Board {
    /// Who is to move.
    fn side_to_move(&self) -> Color;
    /// The piece on `square` (FEN reading order, see the module doc), if any.
    fn piece_on(&self, square: usize) -> Option<(Color, Piece)>;

    /// Calls `f(square, color, piece)` for every piece, in any order. The default asks
    /// [`Board::piece_on`] for all 90 squares; an engine with piece lists or bitboards
    /// may override it with something faster (the evaluation reads the board only
    /// through this method).
    #[inline]
    fn for_each_piece(&self, mut f: impl FnMut(usize, Color, Piece)) {
        for square in 0..SQUARES {
            if let Some((color, piece)) = self.piece_on(square) {
                f(square, color, piece);
            }
        }
    }

    /// The material and piece-square weights of every piece, summed for Red as
    /// `S(opening, endgame)`. The default computes it from scratch
    /// ([`incremental::from_scratch`]); an engine may keep it up to date in make/unmake
    /// with [`incremental::piece_square`] and return the kept value, which must be equal.
    #[inline]
    fn piece_square_sum(&self) -> S {
        incremental::from_scratch(self)
    }
}

/// A sink that adds up the tapered weights of the features it receives.
struct Tapered {
    opening: i32,
    endgame: i32,
}

impl Sink for Tapered {
    #[inline]
    fn add(&mut self, feature: usize, count: i32) {
        let S(opening, endgame) = WEIGHTS[feature];
        self.opening += opening * count;
        self.endgame += endgame * count;
    }
}

/// Turns a Red-view score into the side to move's view.
#[inline]
fn for_side_to_move(side: Color, red: Eval) -> Eval {
    match side {
        Color::Red => red,
        Color::Black => -red,
    }
}

/// Static evaluation from the side to move's view.
///
/// With `KIRIN_EVAL=material` (see [`crate::mode`]) this is the untuned material balance.
pub fn evaluate(board: &impl Board) -> Eval {
    if mode::material_only() {
        return material::evaluate(board);
    }
    evaluate_full(board)
}

/// The full evaluation, whatever the mode switch says.
pub fn evaluate_full(board: &impl Board) -> Eval {
    let pos = Snapshot::read(board);
    let S(opening, endgame) = board.piece_square_sum();
    let mut sum = Tapered { opening, endgame };
    terms::accumulate_positional(&pos, &mut sum);
    let red = endgame::taper(sum.opening, sum.endgame, endgame::phase(&pos));
    let red = endgame::scaled(
        red,
        endgame::scale(&pos, Color::Red),
        endgame::scale(&pos, Color::Black),
    );
    for_side_to_move(pos.side_to_move, red)
}

/// The evaluation's terms, as `(name, value for the side to move)` pairs: one per weight
/// table (material, each piece-square table, mobility, ...), then "draw scale and
/// rounding", the difference the draw scaling and integer rounding make. They sum to
/// [`evaluate_full`].
pub fn breakdown(board: &impl Board) -> Vec<(&'static str, Eval)> {
    let pos = Snapshot::read(board);
    let traced = trace(board);
    let mut per_table = [(0i32, 0i32); TABLES.len()];
    for &(feature, count) in &traced.features {
        let (table, _) = locate(&TABLES, feature as usize);
        let S(opening, endgame) = WEIGHTS[feature as usize];
        per_table[table].0 += opening * count;
        per_table[table].1 += endgame * count;
    }
    let mut terms: Vec<(&'static str, Eval)> = TABLES
        .iter()
        .zip(per_table)
        .map(|(table, (o, e))| {
            (
                table.name,
                for_side_to_move(pos.side_to_move, endgame::taper(o, e, traced.phase)),
            )
        })
        .collect();
    let total = evaluate_full(board);
    let listed: Eval = terms.iter().map(|&(_, v)| v).sum();
    terms.push(("draw scale and rounding", total - listed));
    terms
}

/// Everything the tuner needs to recompute the evaluation for any weights.
#[derive(Clone, Debug)]
pub struct Traced {
    /// `(feature, count)` from Red's view, merged and sorted.
    pub features: Vec<(u32, i32)>,
    /// Game phase, `0..=endgame::PHASE_MAX`.
    pub phase: i32,
    /// Draw scale of Red's advantage, out of `endgame::SCALE_MAX`.
    pub red_scale: i32,
    /// Draw scale of Black's advantage.
    pub black_scale: i32,
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
        phase: endgame::phase(&pos),
        red_scale: endgame::scale(&pos, Color::Red),
        black_scale: endgame::scale(&pos, Color::Black),
        side_to_move: pos.side_to_move,
    }
}
