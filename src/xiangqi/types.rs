//! Xiangqi vocabulary: colours, files, ranks, squares, piece kinds and pieces.
//!
//! Internal square numbering (used by every bitboard of this module tree):
//!
//! ```text
//!   rank 9 | 81 82 83 84 85 86 87 88 89    Black's back rank
//!   ...    |
//!   rank 1 |  9 10 11 12 13 14 15 16 17
//!   rank 0 |  0  1  2  3  4  5  6  7  8    Red's back rank
//!          +---------------------------
//!             a  b  c  d  e  f  g  h  i
//! ```
//!
//! `index = rank * 9 + file`, ranks counted from Red's side as in ICCS (`h2e2`).
//! The evaluation crate reads squares in FEN order instead; [`Square::fen_index`]
//! converts. This module knows no rule beyond geometry (palace, river, halves).

/// The two players. Red moves first and starts on ranks 0-4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    /// Upper-case FEN letters, ranks 0-4, moves first.
    Red = 0,
    /// Lower-case FEN letters, ranks 5-9.
    Black = 1,
}

impl Color {
    /// Both colours, Red first.
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    /// The opponent.
    #[inline(always)]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// 0 for Red, 1 for Black.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A file (vertical line), `a` to `i` from Red's left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    /// Number of files.
    pub const NUM: usize = 9;

    /// The file with index `index` (0 = a); `None` beyond `i`.
    pub const fn try_index(index: usize) -> Option<File> {
        if index < Self::NUM {
            Some(File(index as u8))
        } else {
            None
        }
    }

    /// 0 for `a` .. 8 for `i`.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The ICCS letter `a`..`i`.
    pub const fn letter(self) -> char {
        (b'a' + self.0) as char
    }

    /// Parses an ICCS file letter (lower case; upper case accepted too).
    pub fn from_letter(c: char) -> Option<File> {
        let c = c.to_ascii_lowercase();
        if ('a'..='i').contains(&c) {
            Some(File(c as u8 - b'a'))
        } else {
            None
        }
    }
}

/// A rank (horizontal line), 0 (Red's back rank) to 9 (Black's back rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// Number of ranks.
    pub const NUM: usize = 10;

    /// The rank with index `index` (0..=9); `None` beyond.
    pub const fn try_index(index: usize) -> Option<Rank> {
        if index < Self::NUM {
            Some(Rank(index as u8))
        } else {
            None
        }
    }

    /// 0..=9 from Red's side.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One of the 90 points of the board (numbering in the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of squares.
    pub const NUM: usize = 90;

    /// The square on `file` and `rank`.
    #[inline(always)]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square(rank.0 * 9 + file.0)
    }

    /// The square with internal index `index`; `None` when `index >= 90`.
    #[inline(always)]
    pub const fn try_index(index: usize) -> Option<Square> {
        if index < Self::NUM {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square with internal index `index`, which must be below 90.
    #[inline(always)]
    pub const fn from_index(index: usize) -> Square {
        debug_assert!(index < Self::NUM);
        Square(index as u8)
    }

    /// Internal index `rank * 9 + file`.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file.
    #[inline(always)]
    pub const fn file(self) -> File {
        File(self.0 % 9)
    }

    /// The rank.
    #[inline(always)]
    pub const fn rank(self) -> Rank {
        Rank(self.0 / 9)
    }

    /// Index in FEN reading order (rank 9 first, files a..i), the numbering of
    /// `nnue_free_eval::xiangqi`.
    pub const fn fen_index(self) -> usize {
        (9 - self.rank().index()) * 9 + self.file().index()
    }

    /// The square with FEN-reading-order index `index` (0..90).
    pub const fn from_fen_index(index: usize) -> Option<Square> {
        if index < Self::NUM {
            Some(Square(((9 - index / 9) * 9 + index % 9) as u8))
        } else {
            None
        }
    }

    /// The square `(file + df, rank + dr)` if it is on the board.
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = self.file().index() as i32 + df;
        let r = self.rank().index() as i32 + dr;
        if f >= 0 && f < 9 && r >= 0 && r < 10 {
            Some(Square((r * 9 + f) as u8))
        } else {
            None
        }
    }

    /// True when the square lies in `color`'s palace (files d-f, ranks 0-2 or 7-9).
    pub const fn in_palace(self, color: Color) -> bool {
        let f = self.file().index();
        let r = self.rank().index();
        let ranks_ok = match color {
            Color::Red => r <= 2,
            Color::Black => r >= 7,
        };
        f >= 3 && f <= 5 && ranks_ok
    }

    /// True when the square is on `color`'s own side of the river.
    pub const fn own_half(self, color: Color) -> bool {
        match color {
            Color::Red => self.rank().index() <= 4,
            Color::Black => self.rank().index() >= 5,
        }
    }

    /// Iterates over all 90 squares in internal order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::NUM as u8).map(Square)
    }
}

impl std::fmt::Display for Square {
    /// ICCS coordinates, ranks 0-9 (`e0`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.file().letter(), self.rank().index())
    }
}

/// The seven piece kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    /// 帅 / 将: one orthogonal step inside the palace.
    General = 0,
    /// 仕 / 士: one diagonal step inside the palace.
    Advisor = 1,
    /// 相 / 象: two diagonal steps, blocked at the eye, never across the river.
    Elephant = 2,
    /// 马: one orthogonal then one diagonal step, blocked at the leg.
    Horse = 3,
    /// 车: slides orthogonally.
    Chariot = 4,
    /// 炮: slides orthogonally, captures over exactly one screen.
    Cannon = 5,
    /// 兵 / 卒: forward, and sideways after crossing the river.
    Soldier = 6,
}

impl PieceKind {
    /// Number of kinds.
    pub const NUM: usize = 7;
    /// Every kind, in index order.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::General,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Chariot,
        PieceKind::Cannon,
        PieceKind::Soldier,
    ];

    /// 0..7 in declaration order.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How many of this kind one side has in the initial position.
    pub const fn initial_count(self) -> u32 {
        match self {
            PieceKind::General => 1,
            PieceKind::Soldier => 5,
            _ => 2,
        }
    }

    /// Upper-case canonical FEN letter (`K A B N R C P`).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::General => 'K',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'B',
            PieceKind::Horse => 'N',
            PieceKind::Chariot => 'R',
            PieceKind::Cannon => 'C',
            PieceKind::Soldier => 'P',
        }
    }

    /// Parses a FEN letter of either case; accepts the aliases `E` (elephant) and `H` (horse).
    pub fn from_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'K' => PieceKind::General,
            'A' => PieceKind::Advisor,
            'B' | 'E' => PieceKind::Elephant,
            'N' | 'H' => PieceKind::Horse,
            'R' => PieceKind::Chariot,
            'C' => PieceKind::Cannon,
            'P' => PieceKind::Soldier,
            _ => return None,
        })
    }

    /// English name, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::General => "general",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Chariot => "chariot",
            PieceKind::Cannon => "cannon",
            PieceKind::Soldier => "soldier",
        }
    }
}

/// A coloured piece, packed in one byte (`color * 7 + kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece(u8);

impl Piece {
    /// Number of distinct coloured pieces.
    pub const NUM: usize = 14;

    /// The piece of `color` and `kind`.
    #[inline(always)]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece(color as u8 * 7 + kind as u8)
    }

    /// Its colour.
    #[inline(always)]
    pub const fn color(self) -> Color {
        if self.0 < 7 {
            Color::Red
        } else {
            Color::Black
        }
    }

    /// Its kind.
    #[inline(always)]
    pub const fn kind(self) -> PieceKind {
        PieceKind::ALL[(self.0 % 7) as usize]
    }

    /// 0..14, for indexing key tables.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// FEN letter: upper case for Red, lower case for Black.
    pub const fn letter(self) -> char {
        let c = self.kind().letter();
        match self.color() {
            Color::Red => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// Parses a FEN letter (case gives the colour; `E`/`H` aliases accepted).
    pub fn from_letter(c: char) -> Option<Piece> {
        let kind = PieceKind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece::new(color, kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_geometry() {
        let e0 = Square::new(File::from_letter('e').unwrap(), Rank::try_index(0).unwrap());
        assert_eq!(e0.index(), 4);
        assert_eq!(e0.to_string(), "e0");
        assert!(e0.in_palace(Color::Red) && !e0.in_palace(Color::Black));
        // a9 is the first square in FEN order, i0 the last.
        assert_eq!(Square::from_fen_index(0).unwrap().to_string(), "a9");
        assert_eq!(Square::from_fen_index(89).unwrap().to_string(), "i0");
        for sq in Square::all() {
            assert_eq!(Square::from_fen_index(sq.fen_index()), Some(sq));
        }
        assert!(Square::try_index(90).is_none());
    }

    #[test]
    fn piece_letters_round_trip() {
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let p = Piece::new(color, kind);
                assert_eq!(p.color(), color);
                assert_eq!(p.kind(), kind);
                assert_eq!(Piece::from_letter(p.letter()), Some(p));
            }
        }
        assert_eq!(
            Piece::from_letter('E'),
            Some(Piece::new(Color::Red, PieceKind::Elephant))
        );
        assert_eq!(
            Piece::from_letter('h'),
            Some(Piece::new(Color::Black, PieceKind::Horse))
        );
        assert_eq!(Piece::from_letter('x'), None);
    }
}
