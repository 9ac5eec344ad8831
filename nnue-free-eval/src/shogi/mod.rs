//! Shogi evaluation over a read-only [`Board`] view.
//!
//! Square numbering is the SFEN reading order: index 0 is 9a (top left as a diagram
//! shows it, White's far corner), index 8 is 1a, index 80 is 1i:
//! `index = (rank - 1) * 9 + (9 - file)` with file 1..=9 and rank 1..=9 (a = 1).

pub mod material;

use crate::Eval;

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
}

/// Static evaluation from the side to move's view.
pub fn evaluate(board: &impl Board) -> Eval {
    let black = material::balance_for_black(board);
    match board.side_to_move() {
        Color::Black => black,
        Color::White => -black,
    }
}

/// The evaluation's terms, as `(name, value for the side to move)` pairs; they sum to
/// [`evaluate`].
pub fn breakdown(board: &impl Board) -> Vec<(&'static str, Eval)> {
    vec![("material", evaluate(board))]
}
