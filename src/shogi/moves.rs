//! The shogi move: a board move (with or without promotion) or a drop, in 16 bits, and
//! its USI text (`7g7f`, `8h2b+`, `P*5e`).
//!
//! ```text
//! bit  15   14        13 ........ 7   6 ........ 0
//!      0    promote   from            to
//! ```
//! `from` is a square index 0..81 for a board move, or `81 + hand index` (82..88 are
//! unused beyond Gold = 87) for a drop. Bit 15 is always zero. The all-zero value
//! (from 1a to 1a) is the null move, never legal. This module knows the layout only;
//! whether a move is legal is the position's business.

use super::types::{PieceKind, Square};
use std::fmt;

/// A move, packed in 16 bits (layout in the module doc).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u16);

/// Value of the `from` field for the first drop kind (the pawn).
const DROP_BASE: u16 = Square::NUM as u16;
const TO_MASK: u16 = 0x7f;
const FROM_SHIFT: u16 = 7;
const PROMOTE_BIT: u16 = 1 << 14;

impl Move {
    /// The null move ("no move").
    pub const NULL: Move = Move(0);

    /// A board move from `from` to `to`, promoting when `promote`.
    #[inline(always)]
    pub const fn board(from: Square, to: Square, promote: bool) -> Move {
        Move(
            to.index() as u16
                | (from.index() as u16) << FROM_SHIFT
                | if promote { PROMOTE_BIT } else { 0 },
        )
    }

    /// A drop of hand kind `kind` on `to`.
    #[inline(always)]
    pub const fn drop(kind: PieceKind, to: Square) -> Move {
        debug_assert!(kind.is_hand_kind());
        Move(to.index() as u16 | (DROP_BASE + kind as u16) << FROM_SHIFT)
    }

    /// The move with the raw bits `bits` (any pattern; validity is checked by the position).
    pub const fn from_bits(bits: u16) -> Move {
        Move(bits)
    }

    /// The raw 16 bits.
    #[inline(always)]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Raw `to` field (0..128).
    #[inline(always)]
    pub const fn to_index(self) -> usize {
        (self.0 & TO_MASK) as usize
    }

    /// Raw `from` field (0..128).
    #[inline(always)]
    pub const fn from_index(self) -> usize {
        ((self.0 >> FROM_SHIFT) & TO_MASK) as usize
    }

    /// Destination square (valid for moves built by `board` or `drop`).
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square::from_index(self.to_index())
    }

    /// Origin square of a board move.
    #[inline(always)]
    pub const fn from(self) -> Square {
        Square::from_index(self.from_index())
    }

    /// True for a drop.
    #[inline(always)]
    pub const fn is_drop(self) -> bool {
        self.from_index() >= Square::NUM
    }

    /// The dropped kind of a drop, if `from` holds a valid hand kind.
    #[inline(always)]
    pub const fn drop_kind(self) -> Option<PieceKind> {
        let i = self.from_index();
        if i >= Square::NUM && i < Square::NUM + 7 {
            Some(PieceKind::HAND[i - Square::NUM])
        } else {
            None
        }
    }

    /// True for a promoting board move.
    #[inline(always)]
    pub const fn promotes(self) -> bool {
        self.0 & PROMOTE_BIT != 0
    }

    /// Parses USI move text without looking at a position: `7g7f`, `8h2b+`, `P*5e`.
    /// A trailing `=` (declined promotion, as Fairy-Stockfish accepts) is accepted and ignored.
    pub fn parse_usi(text: &str) -> Option<Move> {
        let text = text.strip_suffix('=').unwrap_or(text);
        let bytes = text.as_bytes();
        if bytes.len() == 4 && bytes[1] == b'*' {
            let kind = PieceKind::from_letter(bytes[0] as char)?;
            if !kind.is_hand_kind() {
                return None;
            }
            return Some(Move::drop(kind, Square::parse(text.get(2..4)?)?));
        }
        let (body, promote) = match text.strip_suffix('+') {
            Some(body) => (body, true),
            None => (text, false),
        };
        if body.len() != 4 {
            return None;
        }
        let from = Square::parse(body.get(0..2)?)?;
        let to = Square::parse(body.get(2..4)?)?;
        Some(Move::board(from, to, promote))
    }
}

impl fmt::Display for Move {
    /// USI text. Patterns that are not moves print as `0000` so logs never panic.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(to) = Square::try_from_index(self.to_index()) else {
            return f.write_str("0000");
        };
        if let Some(kind) = self.drop_kind() {
            return write!(f, "{}*{}", kind.letter(), to);
        }
        match Square::try_from_index(self.from_index()) {
            Some(from) if *self != Move::NULL => {
                write!(f, "{from}{to}{}", if self.promotes() { "+" } else { "" })
            }
            _ => f.write_str("0000"),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usi_text_round_trips() {
        for text in ["7g7f", "8h2b+", "P*5e", "G*1a", "R*9i", "1a9i"] {
            let m = Move::parse_usi(text).unwrap();
            assert_eq!(m.to_string(), text);
        }
        assert_eq!(Move::parse_usi("2d2c=").unwrap().to_string(), "2d2c");
        for bad in [
            "", "7g7", "7g7j", "K*5e", "+P*5e", "P*5e+", "p*5e", "0a1a", "7g7f++", "P*",
        ] {
            assert!(Move::parse_usi(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn fields_decode() {
        let m = Move::parse_usi("8h2b+").unwrap();
        assert_eq!(m.from().to_string(), "8h");
        assert_eq!(m.to().to_string(), "2b");
        assert!(m.promotes() && !m.is_drop());
        let d = Move::parse_usi("N*3c").unwrap();
        assert!(d.is_drop() && !d.promotes());
        assert_eq!(d.drop_kind(), Some(PieceKind::Knight));
        assert_eq!(d.bits() & 0x8000, 0);
        assert_eq!(Move::NULL.to_string(), "0000");
    }
}
