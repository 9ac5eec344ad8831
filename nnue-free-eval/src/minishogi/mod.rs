//! Minishogi (5x5) evaluation over a read-only [`Board`] view: material, the advance of
//! pawns and silvers towards promotion, and king safety (own guards beside the king,
//! enemy pieces near it). The pieces and their material values are shogi's
//! ([`crate::shogi::material`]); the positional weights are hand-set starting values,
//! not tuned.
//!
//! Square numbering is the SFEN reading order: index 0 is 5a, index 4 is 1a, index 24
//! is 1e: `index = (rank - 1) * 5 + (5 - file)`.

use crate::shogi::material::{board_value, hand_value};
pub use crate::shogi::{Color, Piece};
use crate::{mode, Eval};

/// Files and ranks of the board.
const SIDE: usize = 5;
/// Number of squares of the board.
pub const SQUARES: usize = SIDE * SIDE;
/// The kinds a minishogi hand holds.
pub const HAND: [Piece; 5] = [
    Piece::Pawn,
    Piece::Silver,
    Piece::Gold,
    Piece::Bishop,
    Piece::Rook,
];

/// Bonus per rank a pawn or silver has advanced from its own back rank (hand-set: on
/// this board every step forward is a step towards the one promotion rank).
const ADVANCE_PER_RANK: Eval = 8;
/// Bonus per gold, silver or gold-mover standing next to its own king (hand-set).
const GUARD_BONUS: Eval = 20;
/// Penalty per enemy board piece within two squares (king distance) of the king
/// (hand-set).
const PRESSURE_PENALTY: Eval = 15;

/// What the evaluation reads from a minishogi position.
pub trait Board {
    /// Who is to move.
    fn side_to_move(&self) -> Color;
    /// The piece on `square` (SFEN reading order), if any.
    fn piece_on(&self, square: usize) -> Option<(Color, Piece)>;
    /// How many pieces of the hand kind `piece` (one of [`HAND`]) `color` holds.
    fn hand_count(&self, color: Color, piece: Piece) -> u32;
}

/// Material value of a piece, the shogi evaluation's anchor values.
pub const fn piece_value(piece: Piece) -> Eval {
    board_value(piece)
}

/// +1 for Black, -1 for White.
const fn sign(color: Color) -> Eval {
    match color {
        Color::Black => 1,
        Color::White => -1,
    }
}

/// Ranks `square` lies ahead of `color`'s back rank (0 to 4).
const fn advance(color: Color, square: usize) -> Eval {
    let row = (square / SIDE) as Eval;
    match color {
        Color::Black => SIDE as Eval - 1 - row,
        Color::White => row,
    }
}

/// King distance of two squares.
fn distance(a: usize, b: usize) -> usize {
    let rows = (a / SIDE).abs_diff(b / SIDE);
    let cols = (a % SIDE).abs_diff(b % SIDE);
    rows.max(cols)
}

/// True for the pieces that guard a king (they move like a gold or a silver).
const fn is_guard(piece: Piece) -> bool {
    matches!(
        piece,
        Piece::Gold | Piece::Silver | Piece::Tokin | Piece::PromotedSilver
    )
}

/// The terms, each summed for Black: board material, hand material, advance, king
/// guards, king pressure.
fn terms(board: &impl Board) -> [(&'static str, Eval); 5] {
    let mut pieces = [None; SQUARES];
    let mut kings = [None; 2];
    for (square, slot) in pieces.iter_mut().enumerate() {
        *slot = board.piece_on(square);
        if let Some((color, Piece::King)) = *slot {
            kings[color as usize] = Some(square);
        }
    }
    let (mut material, mut hand, mut advanced, mut guards, mut pressure) = (0, 0, 0, 0, 0);
    for (square, slot) in pieces.iter().enumerate() {
        let Some((color, piece)) = *slot else {
            continue;
        };
        let s = sign(color);
        material += s * board_value(piece);
        if matches!(piece, Piece::Pawn | Piece::Silver) {
            advanced += s * ADVANCE_PER_RANK * advance(color, square);
        }
        if let Some(own) = kings[color as usize] {
            if is_guard(piece) && distance(own, square) == 1 {
                guards += s * GUARD_BONUS;
            }
        }
        let enemy = match color {
            Color::Black => Color::White,
            Color::White => Color::Black,
        };
        if let Some(theirs) = kings[enemy as usize] {
            if piece != Piece::King && distance(theirs, square) <= 2 {
                pressure += s * PRESSURE_PENALTY;
            }
        }
    }
    for piece in HAND {
        let v = hand_value(piece);
        hand += v * board.hand_count(Color::Black, piece) as Eval;
        hand -= v * board.hand_count(Color::White, piece) as Eval;
    }
    [
        ("board material", material),
        ("hand material", hand),
        ("advance", advanced),
        ("king guards", guards),
        ("king pressure", pressure),
    ]
}

fn for_side_to_move(side: Color, black: Eval) -> Eval {
    match side {
        Color::Black => black,
        Color::White => -black,
    }
}

/// Static evaluation from the side to move's view. With `KIRIN_EVAL=material` (see
/// [`crate::mode`]) only the material terms count.
pub fn evaluate(board: &impl Board) -> Eval {
    let terms = terms(board);
    let counted = if mode::material_only() {
        2
    } else {
        terms.len()
    };
    let black: Eval = terms[..counted].iter().map(|(_, v)| v).sum();
    for_side_to_move(board.side_to_move(), black)
}

/// The terms as `(name, value for the side to move)`; they sum to [`evaluate`] (full mode).
pub fn breakdown(board: &impl Board) -> Vec<(&'static str, Eval)> {
    let side = board.side_to_move();
    terms(board)
        .iter()
        .map(|&(name, v)| (name, for_side_to_move(side, v)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board from SFEN placement text and side, hands empty.
    struct Text([Option<(Color, Piece)>; SQUARES], Color);

    impl Board for Text {
        fn side_to_move(&self) -> Color {
            self.1
        }
        fn piece_on(&self, square: usize) -> Option<(Color, Piece)> {
            self.0[square]
        }
        fn hand_count(&self, _: Color, _: Piece) -> u32 {
            0
        }
    }

    fn start(side: Color) -> Text {
        let mut squares = [None; SQUARES];
        let white = [
            Piece::Rook,
            Piece::Bishop,
            Piece::Silver,
            Piece::Gold,
            Piece::King,
        ];
        for (i, &p) in white.iter().enumerate() {
            squares[i] = Some((Color::White, p));
            squares[24 - i] = Some((Color::Black, p));
        }
        squares[9] = Some((Color::White, Piece::Pawn));
        squares[15] = Some((Color::Black, Piece::Pawn));
        Text(squares, side)
    }

    #[test]
    fn the_start_is_balanced_and_terms_sum() {
        for side in [Color::Black, Color::White] {
            let b = start(side);
            assert_eq!(evaluate(&b), 0);
            let sum: Eval = breakdown(&b).iter().map(|(_, v)| v).sum();
            assert_eq!(sum, evaluate(&b));
        }
        let mut b = start(Color::Black);
        b.0[9] = None;
        assert!(evaluate(&b) > 0);
        b.1 = Color::White;
        assert!(evaluate(&b) < 0);
    }
}
