//! `Move`: a from-square and a to-square in 16 bits, and its ICCS text.
//!
//! ```text
//!   15 14 | 13 ........ 7 | 6 ......... 0
//!   zero  |   to (0..90)  | from (0..90)
//! ```
//!
//! The all-zero pattern (a0 to a0) is the null move: never legal. Text forms: ICCS
//! coordinates with ranks 0-9 (`h2e2`, UCCI and Pikafish) and the 1-10 variant of
//! Fairy-Stockfish's UCI mode (`h3e3`, `h10g8`). This module only converts text; whether
//! a move is legal is the position's business.

use super::types::{File, Rank, Square};

/// A move from one square to another (captures are implied by the board).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u16);

const SQUARE_BITS: u32 = 7;
const SQUARE_MASK: u16 = (1 << SQUARE_BITS) - 1;

impl Move {
    /// The null move ("no move").
    pub const NULL: Move = Move(0);

    /// The move from `from` to `to`.
    #[inline(always)]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << SQUARE_BITS)
    }

    /// The origin square; `None` for bit patterns that name no square.
    #[inline(always)]
    pub const fn try_from_square(self) -> Option<Square> {
        Square::try_index((self.0 & SQUARE_MASK) as usize)
    }

    /// The destination square; `None` for bit patterns that name no square.
    #[inline(always)]
    pub const fn try_to_square(self) -> Option<Square> {
        Square::try_index(((self.0 >> SQUARE_BITS) & SQUARE_MASK) as usize)
    }

    /// Origin square of a well-formed move.
    #[inline(always)]
    pub const fn from(self) -> Square {
        Square::from_index((self.0 & SQUARE_MASK) as usize)
    }

    /// Destination square of a well-formed move.
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square::from_index(((self.0 >> SQUARE_BITS) & SQUARE_MASK) as usize)
    }

    /// The 16-bit encoding (for the transposition table).
    #[inline(always)]
    pub const fn to_bits(self) -> u16 {
        self.0
    }

    /// A move from any 16-bit pattern (it may be nonsense; check legality before use).
    #[inline(always)]
    pub const fn from_bits(bits: u16) -> Move {
        Move(bits)
    }

    /// True when both squares are on the board and differ (says nothing about legality).
    pub const fn is_well_formed(self) -> bool {
        match (self.try_from_square(), self.try_to_square()) {
            (Some(f), Some(t)) => f.index() != t.index() && self.0 >> (2 * SQUARE_BITS) == 0,
            _ => false,
        }
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_well_formed() {
            write!(f, "{}", format_move(*self, RankNumbering::FromZero))
        } else {
            write!(f, "Move({:#06x})", self.0)
        }
    }
}

/// How a move text numbers ranks: xiangqi software uses ICCS ranks 0-9, tools that pick
/// the variant through `UCI_Variant` follow Fairy-Stockfish's 1-10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RankNumbering {
    /// ICCS: ranks 0-9 (UCCI, Pikafish, most GUIs).
    #[default]
    FromZero,
    /// Fairy-Stockfish's UCI convention: ranks 1-10.
    FromOne,
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// Not of the form file-rank-file-rank.
    Malformed(String),
    /// From and to are the same square.
    SameSquare(String),
    /// Well-formed but not a legal move in the position.
    Illegal(String),
}

impl std::fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveTextError::Malformed(t) => write!(f, "malformed move '{t}' (expected e.g. h2e2)"),
            MoveTextError::SameSquare(t) => write!(f, "move '{t}' does not change square"),
            MoveTextError::Illegal(t) => write!(f, "illegal move '{t}'"),
        }
    }
}

impl std::error::Error for MoveTextError {}

/// Writes a move in the given rank numbering (`h2e2` or `h3e3`).
pub fn format_move(m: Move, numbering: RankNumbering) -> String {
    let (Some(from), Some(to)) = (m.try_from_square(), m.try_to_square()) else {
        return "0000".to_string();
    };
    let base = match numbering {
        RankNumbering::FromZero => 0,
        RankNumbering::FromOne => 1,
    };
    format!(
        "{}{}{}{}",
        from.file().letter(),
        from.rank().index() + base,
        to.file().letter(),
        to.rank().index() + base
    )
}

/// Writes a move with ranks 1-10 (Fairy-Stockfish UCI convention, `h10g8`).
pub fn format_move_ranks_from_one(m: Move) -> String {
    format_move(m, RankNumbering::FromOne)
}

/// Reads a move text in the given rank numbering. Checks only the syntax.
pub fn parse_move(text: &str, numbering: RankNumbering) -> Result<Move, MoveTextError> {
    let malformed = || MoveTextError::Malformed(text.to_string());
    let bytes = text.as_bytes();
    if !text.is_ascii() {
        return Err(malformed());
    }
    let mut pos = 0;
    let read_square = |pos: &mut usize| -> Option<Square> {
        let file = File::from_letter(*bytes.get(*pos)? as char)?;
        *pos += 1;
        let start = *pos;
        while *pos < bytes.len() && bytes[*pos].is_ascii_digit() && *pos - start < 2 {
            *pos += 1;
        }
        let digits = &text[start..*pos];
        if digits.is_empty() || (digits.len() > 1 && digits.starts_with('0')) {
            return None;
        }
        let value: usize = digits.parse().ok()?;
        let rank = match numbering {
            RankNumbering::FromZero => value,
            RankNumbering::FromOne => value.checked_sub(1)?,
        };
        Some(Square::new(file, Rank::try_index(rank)?))
    };
    let from = read_square(&mut pos).ok_or_else(malformed)?;
    let to = read_square(&mut pos).ok_or_else(malformed)?;
    if pos != bytes.len() {
        return Err(malformed());
    }
    if from == to {
        return Err(MoveTextError::SameSquare(text.to_string()));
    }
    Ok(Move::new(from, to))
}

/// Reads a move with ranks 1-10 (Fairy-Stockfish UCI convention). Checks only the syntax.
pub fn parse_move_ranks_from_one(text: &str) -> Result<Move, MoveTextError> {
    parse_move(text, RankNumbering::FromOne)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iccs_round_trip_in_both_numberings() {
        for from in Square::all() {
            for to in Square::all().filter(|&t| t != from) {
                let m = Move::new(from, to);
                assert!(m.is_well_formed());
                assert_eq!(Move::from_bits(m.to_bits()), m);
                for n in [RankNumbering::FromZero, RankNumbering::FromOne] {
                    assert_eq!(parse_move(&format_move(m, n), n), Ok(m));
                }
            }
        }
    }

    #[test]
    fn examples_and_errors() {
        let m = parse_move("h2e2", RankNumbering::FromZero).unwrap();
        assert_eq!(format_move_ranks_from_one(m), "h3e3");
        let m = parse_move_ranks_from_one("h10g8").unwrap();
        assert_eq!(format_move(m, RankNumbering::FromZero), "h9g7");
        for bad in [
            "", "h2", "h2e", "j2e2", "h2e10", "h2e2x", "h02e2", "é2e2", "h2h2",
        ] {
            assert!(parse_move(bad, RankNumbering::FromZero).is_err(), "{bad}");
        }
        for bad in ["h0e1", "h11e1", "h3e01"] {
            assert!(parse_move_ranks_from_one(bad).is_err(), "{bad}");
        }
        assert!(!Move::NULL.is_well_formed());
        assert!(!Move::from_bits(0xFFFF).is_well_formed());
    }
}
