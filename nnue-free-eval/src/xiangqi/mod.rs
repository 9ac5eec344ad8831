//! Xiangqi evaluation over a read-only [`Board`] view.
//!
//! Square numbering is the FEN reading order: index 0 is a9 (Black's back rank, left as
//! a diagram shows it), index 8 is i9, index 81 is a0, index 89 is i0 (Red's back rank):
//! `index = (9 - rank) * 9 + file` with file a..i = 0..8 and rank 0..=9 from Red's side.

pub mod material;

use crate::Eval;

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
}

/// Static evaluation from the side to move's view.
pub fn evaluate(board: &impl Board) -> Eval {
    let red = material::balance_for_red(board);
    match board.side_to_move() {
        Color::Red => red,
        Color::Black => -red,
    }
}

/// The evaluation's terms, as `(name, value for the side to move)` pairs; they sum to
/// [`evaluate`].
pub fn breakdown(board: &impl Board) -> Vec<(&'static str, Eval)> {
    vec![("material", evaluate(board))]
}
