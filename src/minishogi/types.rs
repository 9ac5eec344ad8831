//! Minishogi vocabulary: colours, piece kinds, pieces, squares of the 5x5 board and the
//! 16-bit move with its USI text.
//!
//! Squares are numbered in SFEN reading order, the order the evaluation crate reads too:
//! index 0 is 5a (White's far-left corner as a diagram shows it), index 4 is 1a, index 24
//! is 1e. `index = row * 5 + (5 - file)`, row 0 is rank a. Black (sente) moves towards
//! row 0.

use std::fmt;

/// Files and ranks of the board.
pub const SIDE: usize = 5;
/// Squares of the board.
pub const SQUARES: usize = SIDE * SIDE;

/// The two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Sente: moves first, upper-case in SFEN, starts on rank e.
    Black = 0,
    /// Gote: lower-case in SFEN, starts on rank a.
    White = 1,
}

impl Color {
    /// The opponent.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The row a piece of this colour promotes on (the farthest rank only).
    pub const fn last_row(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => SIDE - 1,
        }
    }
}

/// Every kind that can stand on the board. The first five are the kinds a hand holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// 歩 fu.
    Pawn = 0,
    /// 銀 gin.
    Silver = 1,
    /// 金 kin.
    Gold = 2,
    /// 角 kaku.
    Bishop = 3,
    /// 飛 hisha.
    Rook = 4,
    /// 玉 gyoku.
    King = 5,
    /// と: promoted pawn, moves as a gold.
    Tokin = 6,
    /// 成銀: promoted silver, moves as a gold.
    ProSilver = 7,
    /// 馬: promoted bishop.
    Horse = 8,
    /// 龍: promoted rook.
    Dragon = 9,
}

impl Kind {
    /// Number of kinds.
    pub const NUM: usize = 10;
    /// Kinds a hand can hold, in index order.
    pub const HAND: [Kind; 5] = [
        Kind::Pawn,
        Kind::Silver,
        Kind::Gold,
        Kind::Bishop,
        Kind::Rook,
    ];
    /// Every kind, in index order.
    pub const ALL: [Kind; 10] = [
        Kind::Pawn,
        Kind::Silver,
        Kind::Gold,
        Kind::Bishop,
        Kind::Rook,
        Kind::King,
        Kind::Tokin,
        Kind::ProSilver,
        Kind::Horse,
        Kind::Dragon,
    ];

    /// Index in [`Kind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The promoted kind, if this kind promotes.
    pub const fn promoted(self) -> Option<Kind> {
        match self {
            Kind::Pawn => Some(Kind::Tokin),
            Kind::Silver => Some(Kind::ProSilver),
            Kind::Bishop => Some(Kind::Horse),
            Kind::Rook => Some(Kind::Dragon),
            _ => None,
        }
    }

    /// The kind a captured piece becomes in hand (`None` for the king).
    pub const fn unpromoted(self) -> Option<Kind> {
        match self {
            Kind::Pawn | Kind::Tokin => Some(Kind::Pawn),
            Kind::Silver | Kind::ProSilver => Some(Kind::Silver),
            Kind::Gold => Some(Kind::Gold),
            Kind::Bishop | Kind::Horse => Some(Kind::Bishop),
            Kind::Rook | Kind::Dragon => Some(Kind::Rook),
            Kind::King => None,
        }
    }

    /// The SFEN letter (upper case) without the `+` of promoted kinds.
    pub const fn letter(self) -> char {
        match self {
            Kind::Pawn | Kind::Tokin => 'P',
            Kind::Silver | Kind::ProSilver => 'S',
            Kind::Gold => 'G',
            Kind::Bishop | Kind::Horse => 'B',
            Kind::Rook | Kind::Dragon => 'R',
            Kind::King => 'K',
        }
    }

    /// True for the kinds shown with a `+`.
    pub const fn is_promoted(self) -> bool {
        matches!(
            self,
            Kind::Tokin | Kind::ProSilver | Kind::Horse | Kind::Dragon
        )
    }

    /// The hand kind a letter names (upper case), if any.
    pub fn from_hand_letter(c: char) -> Option<Kind> {
        Kind::HAND.into_iter().find(|k| k.letter() == c)
    }
}

/// A piece: colour and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Owner.
    pub color: Color,
    /// Kind.
    pub kind: Kind,
}

impl Piece {
    /// The piece of `color` and `kind`.
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// SFEN text: `+` for promoted kinds, lower case for White.
    pub fn sfen(self) -> String {
        let letter = match self.color {
            Color::Black => self.kind.letter(),
            Color::White => self.kind.letter().to_ascii_lowercase(),
        };
        if self.kind.is_promoted() {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }
}

/// The row (0 = rank a) of a square index.
pub const fn row_of(square: usize) -> usize {
    square / SIDE
}

/// The column (0 = file 5) of a square index.
pub const fn col_of(square: usize) -> usize {
    square % SIDE
}

/// USI text of a square (`3c`).
pub fn square_text(square: usize) -> String {
    let file = SIDE - col_of(square);
    let rank = (b'a' + row_of(square) as u8) as char;
    format!("{file}{rank}")
}

/// The square of USI text `3c`, if it is on the board.
pub fn parse_square(text: &[u8]) -> Option<usize> {
    match text {
        [file @ b'1'..=b'5', rank @ b'a'..=b'e'] => {
            Some(usize::from(rank - b'a') * SIDE + SIDE - usize::from(file - b'0'))
        }
        _ => None,
    }
}

/// Bits of the `from` field that mark a drop: `DROP_BASE + hand kind index`.
const DROP_BASE: u16 = SQUARES as u16;
/// The promotion flag.
const PROMOTE_BIT: u16 = 1 << 10;

/// A move in 16 bits: destination in bits 0-4, origin (or `25 + hand kind` for a drop) in
/// bits 5-9, promotion in bit 10. The all-zero move (5a to 5a) is the null move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Move(pub u16);

impl Move {
    /// The null move, never legal.
    pub const NULL: Move = Move(0);

    /// A board move.
    pub const fn normal(from: usize, to: usize, promote: bool) -> Move {
        let flag = if promote { PROMOTE_BIT } else { 0 };
        Move((from as u16) << 5 | to as u16 | flag)
    }

    /// A drop of `kind` (a hand kind) on `to`.
    pub const fn drop(kind: Kind, to: usize) -> Move {
        Move((DROP_BASE + kind as u16) << 5 | to as u16)
    }

    /// Destination square (below 32; checked against the board by the legality test).
    pub const fn to(self) -> usize {
        (self.0 & 31) as usize
    }

    /// The origin field: a square below 25, or 25 + hand kind for a drop.
    pub const fn from_field(self) -> usize {
        ((self.0 >> 5) & 31) as usize
    }

    /// True for a drop.
    pub const fn is_drop(self) -> bool {
        self.from_field() >= SQUARES
    }

    /// The dropped kind, if this is a drop of a hand kind.
    pub fn drop_kind(self) -> Option<Kind> {
        let field = self.from_field();
        if field >= SQUARES {
            Kind::HAND.get(field - SQUARES).copied()
        } else {
            None
        }
    }

    /// True when the move promotes.
    pub const fn promotes(self) -> bool {
        self.0 & PROMOTE_BIT != 0
    }

    /// True when no bit above the promotion flag is set (only such patterns are moves).
    pub const fn is_canonical(self) -> bool {
        self.0 < PROMOTE_BIT << 1
    }

    /// Reads USI text (`2e2d`, `1b1a+`, `P*3c`); `None` when it is not such a move.
    pub fn parse_usi(text: &str) -> Option<Move> {
        let b = text.as_bytes();
        match b {
            [piece, b'*', square @ ..] => {
                let kind = Kind::from_hand_letter(char::from(*piece))?;
                Some(Move::drop(kind, parse_square(square)?))
            }
            [from @ .., b'+'] if from.len() == 4 => Some(Move::normal(
                parse_square(&from[..2])?,
                parse_square(&from[2..])?,
                true,
            )),
            _ if b.len() == 4 => Some(Move::normal(
                parse_square(&b[..2])?,
                parse_square(&b[2..])?,
                false,
            )),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Move::NULL || self.to() >= SQUARES {
            return f.write_str("0000");
        }
        if let Some(kind) = self.drop_kind() {
            return write!(f, "{}*{}", kind.letter(), square_text(self.to()));
        }
        if self.from_field() >= SQUARES {
            return f.write_str("0000");
        }
        let plus = if self.promotes() { "+" } else { "" };
        write!(
            f,
            "{}{}{plus}",
            square_text(self.from_field()),
            square_text(self.to())
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usi_text_round_trips() {
        for text in ["2e2d", "1b1a+", "P*3c", "R*5a", "5e1a", "4d4c+"] {
            let m = Move::parse_usi(text).unwrap();
            assert_eq!(m.to_string(), text);
        }
        for bad in ["", "6e2d", "2f2d", "K*3c", "P*3", "2e2d2", "2e2d=", "0a1a"] {
            assert!(Move::parse_usi(bad).is_none(), "{bad}");
        }
        assert_eq!(parse_square(b"5a"), Some(0));
        assert_eq!(parse_square(b"1e"), Some(24));
        assert_eq!(square_text(12), "3c");
    }
}
