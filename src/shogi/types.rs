//! Shogi vocabulary: colours, squares, piece kinds, pieces and hands.
//!
//! These are small `Copy` types with no rules in them; attack tables, the position and
//! move generation are built on top. Square numbering is Kirin's own (file-major, so
//! that a file is nine contiguous bits, which makes lance and rook file attacks cheap):
//!
//! ```text
//!         9   8   7   6   5   4   3   2   1     file
//!   a    72  63  54  45  36  27  18   9   0     (White's camp, Black's promotion zone)
//!   b    73  64  55  46  37  28  19  10   1
//!   c    74  ...                         2
//!   ...
//!   i    80  71  62  53  44  35  26  17   8     (Black's camp)
//! rank
//! ```
//!
//! `index = (file - 1) * 9 + (rank - 1)`, file and rank 1..=9 (rank a = 1). The
//! evaluation crate uses SFEN reading order instead; `Square::sfen_index` converts.

use std::fmt;

/// The two players. Black (sente, upper-case in SFEN) moves first in an even game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Sente: starts on ranks g-i, moves towards rank a.
    Black = 0,
    /// Gote: starts on ranks a-c, moves towards rank i.
    White = 1,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// 0 for Black, 1 for White.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The opponent.
    #[inline(always)]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    #[inline(always)]
    fn not(self) -> Color {
        self.opponent()
    }
}

/// One of the 81 squares (numbering in the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of squares.
    pub const NUM: usize = 81;

    /// The square of `file` and `rank`, both 1..=9 (rank a = 1). `None` off the board.
    pub const fn new(file: i32, rank: i32) -> Option<Square> {
        if file >= 1 && file <= 9 && rank >= 1 && rank <= 9 {
            Some(Square(((file - 1) * 9 + (rank - 1)) as u8))
        } else {
            None
        }
    }

    /// The square with internal index `index` (< 81).
    #[inline(always)]
    pub const fn from_index(index: usize) -> Square {
        debug_assert!(index < Square::NUM);
        Square(index as u8)
    }

    /// The square with internal index `index`, or `None` if it is not < 81.
    pub const fn try_from_index(index: usize) -> Option<Square> {
        if index < Square::NUM {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Internal index 0..81.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 1..=9 (file 1 is on Black's right).
    #[inline(always)]
    pub const fn file(self) -> i32 {
        self.0 as i32 / 9 + 1
    }

    /// Rank 1..=9 (rank 1 = `a`, White's back rank).
    #[inline(always)]
    pub const fn rank(self) -> i32 {
        self.0 as i32 % 9 + 1
    }

    /// Rank counted from `color`'s far side: 1 is the rank where its pawns promote by force.
    #[inline(always)]
    pub const fn relative_rank(self, color: Color) -> i32 {
        match color {
            Color::Black => self.rank(),
            Color::White => 10 - self.rank(),
        }
    }

    /// The square seen from the other side of the board (180-degree rotation).
    pub const fn rotate(self) -> Square {
        Square(80 - self.0)
    }

    /// Index in SFEN reading order (9a = 0, 1a = 8, 1i = 80), the numbering of the
    /// `nnue_free_eval::shogi` board view.
    pub const fn sfen_index(self) -> usize {
        ((self.rank() - 1) * 9 + (9 - self.file())) as usize
    }

    /// The square with SFEN reading-order index `index` (< 81).
    pub const fn from_sfen_index(index: usize) -> Square {
        let rank = (index / 9) as i32 + 1;
        let file = 9 - (index % 9) as i32;
        Square(((file - 1) * 9 + (rank - 1)) as u8)
    }

    /// Every square in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Square::NUM as u8).map(Square)
    }

    /// Parses USI square text (`7g`).
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].wrapping_sub(b'0') as i32;
        let rank = bytes[1].wrapping_sub(b'a') as i32 + 1;
        Square::new(file, rank)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            self.file(),
            (b'a' + (self.rank() - 1) as u8) as char
        )
    }
}

/// Every kind of piece that can stand on the board, promoted kinds included.
///
/// The order is chosen so that the seven kinds that can be held in hand come first
/// (their index is also the hand index) and a promotable kind promotes to `index + 8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    /// 歩 fu: one step forward.
    Pawn = 0,
    /// 香 kyō: any distance forward.
    Lance = 1,
    /// 桂 kei: two forward and one sideways, jumping.
    Knight = 2,
    /// 銀 gin: forward, and the four diagonals.
    Silver = 3,
    /// 角 kaku: diagonal slider.
    Bishop = 4,
    /// 飛 hisha: orthogonal slider.
    Rook = 5,
    /// 金 kin: forward, forward diagonals, sideways, back.
    Gold = 6,
    /// 玉 / 王: one step any direction.
    King = 7,
    /// と: promoted pawn, moves as a gold.
    Tokin = 8,
    /// 成香: promoted lance, moves as a gold.
    PromotedLance = 9,
    /// 成桂: promoted knight, moves as a gold.
    PromotedKnight = 10,
    /// 成銀: promoted silver, moves as a gold.
    PromotedSilver = 11,
    /// 馬: promoted bishop, bishop plus one orthogonal step.
    Horse = 12,
    /// 龍: promoted rook, rook plus one diagonal step.
    Dragon = 13,
}

impl PieceKind {
    /// Number of kinds.
    pub const NUM: usize = 14;

    /// Every kind, in index order.
    pub const ALL: [PieceKind; 14] = [
        PieceKind::Pawn,
        PieceKind::Lance,
        PieceKind::Knight,
        PieceKind::Silver,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Gold,
        PieceKind::King,
        PieceKind::Tokin,
        PieceKind::PromotedLance,
        PieceKind::PromotedKnight,
        PieceKind::PromotedSilver,
        PieceKind::Horse,
        PieceKind::Dragon,
    ];

    /// The seven kinds that can be held in hand (and dropped), in hand-index order.
    pub const HAND: [PieceKind; 7] = [
        PieceKind::Pawn,
        PieceKind::Lance,
        PieceKind::Knight,
        PieceKind::Silver,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Gold,
    ];

    /// The hand kinds in the order SFEN and CSA records list them: the most valuable
    /// first (`2RBG2P`, `P+00HI00KA`).
    pub const HAND_RECORD_ORDER: [PieceKind; 7] = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Gold,
        PieceKind::Silver,
        PieceKind::Knight,
        PieceKind::Lance,
        PieceKind::Pawn,
    ];

    /// Index 0..14.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with index `index`, if any.
    pub const fn try_from_index(index: usize) -> Option<PieceKind> {
        if index < PieceKind::NUM {
            Some(PieceKind::ALL[index])
        } else {
            None
        }
    }

    /// True for pawn, lance, knight, silver, bishop and rook.
    #[inline(always)]
    pub const fn can_promote(self) -> bool {
        (self as u8) < 6
    }

    /// True for the six promoted kinds.
    #[inline(always)]
    pub const fn is_promoted(self) -> bool {
        (self as u8) >= 8
    }

    /// The promoted kind (only for kinds that `can_promote`).
    #[inline(always)]
    pub const fn promoted(self) -> PieceKind {
        debug_assert!(self.can_promote());
        PieceKind::ALL[self as usize + 8]
    }

    /// The kind a captured piece becomes in hand: promoted kinds revert.
    #[inline(always)]
    pub const fn unpromoted(self) -> PieceKind {
        if self.is_promoted() {
            PieceKind::ALL[self as usize - 8]
        } else {
            self
        }
    }

    /// True for the kinds that can be held in hand.
    #[inline(always)]
    pub const fn is_hand_kind(self) -> bool {
        (self as u8) < 7
    }

    /// Upper-case SFEN letter of the unpromoted kind (`P`, `L`, ..., `K`).
    pub const fn letter(self) -> char {
        match self.unpromoted() {
            PieceKind::Pawn => 'P',
            PieceKind::Lance => 'L',
            PieceKind::Knight => 'N',
            PieceKind::Silver => 'S',
            PieceKind::Bishop => 'B',
            PieceKind::Rook => 'R',
            PieceKind::Gold => 'G',
            _ => 'K',
        }
    }

    /// The unpromoted kind of an upper-case SFEN letter.
    pub const fn from_letter(letter: char) -> Option<PieceKind> {
        match letter {
            'P' => Some(PieceKind::Pawn),
            'L' => Some(PieceKind::Lance),
            'N' => Some(PieceKind::Knight),
            'S' => Some(PieceKind::Silver),
            'B' => Some(PieceKind::Bishop),
            'R' => Some(PieceKind::Rook),
            'G' => Some(PieceKind::Gold),
            'K' => Some(PieceKind::King),
            _ => None,
        }
    }

    /// How many pieces of this unpromoted kind a full set holds (both sides together).
    pub const fn full_set_count(self) -> u32 {
        match self.unpromoted() {
            PieceKind::Pawn => 18,
            PieceKind::Bishop | PieceKind::Rook | PieceKind::King => 2,
            _ => 4,
        }
    }

    /// Impasse points (jishogi counting): rook, bishop and their promotions 5, king 0, else 1.
    pub const fn impasse_points(self) -> u32 {
        match self.unpromoted() {
            PieceKind::Bishop | PieceKind::Rook => 5,
            PieceKind::King => 0,
            _ => 1,
        }
    }
}

/// A piece: a kind owned by a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Owner.
    pub color: Color,
    /// Kind (possibly promoted).
    pub kind: PieceKind,
}

impl Piece {
    /// The piece of `color` and `kind`.
    #[inline(always)]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// SFEN text: letter in the owner's case, `+` before promoted kinds.
    pub fn sfen(self) -> String {
        let letter = self.kind.letter();
        let letter = match self.color {
            Color::Black => letter,
            Color::White => letter.to_ascii_lowercase(),
        };
        if self.kind.is_promoted() {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }
}

/// The pieces one player holds in hand: a count per hand kind, packed in a `u32`.
///
/// ```text
/// bit  31..27  26..24  23..22  21..20  19..18  17  16..14  13  12..10  9  8..6  5  4..0
///      unused  gold    unused  rook    bishop  -   silver  -   knight  -  lance -  pawn
/// ```
/// Widths fit the full set (18 pawns, 4 of L/N/S/G, 2 of B/R).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Hand(u32);

impl Hand {
    /// Bit offset of each hand kind's count, in hand-index order (P L N S B R G).
    const SHIFT: [u32; 7] = [0, 6, 10, 14, 18, 21, 24];
    /// Bit mask of each count (before shifting).
    const MASK: [u32; 7] = [0x1f, 0x7, 0x7, 0x7, 0x3, 0x3, 0x7];

    /// The empty hand.
    pub const EMPTY: Hand = Hand(0);

    /// How many pieces of hand kind `kind` (must be a hand kind) are held.
    #[inline(always)]
    pub const fn count(self, kind: PieceKind) -> u32 {
        let i = kind as usize;
        (self.0 >> Hand::SHIFT[i]) & Hand::MASK[i]
    }

    /// True when at least one piece of `kind` is held.
    #[inline(always)]
    pub const fn has(self, kind: PieceKind) -> bool {
        self.count(kind) != 0
    }

    /// True when no piece is held.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The hand with one more piece of `kind` (the count must stay within the full set).
    #[inline(always)]
    pub const fn add(self, kind: PieceKind) -> Hand {
        debug_assert!(self.count(kind) < kind.full_set_count());
        Hand(self.0 + (1 << Hand::SHIFT[kind as usize]))
    }

    /// The hand with one piece of `kind` fewer (at least one must be held).
    #[inline(always)]
    pub const fn remove(self, kind: PieceKind) -> Hand {
        debug_assert!(self.count(kind) > 0);
        Hand(self.0 - (1 << Hand::SHIFT[kind as usize]))
    }

    /// The raw packed value (for hashing and tests).
    pub const fn raw(self) -> u32 {
        self.0
    }

    /// The unused bit just above each count: a subtraction that borrows in some count
    /// sets that count's guard bit, so `covers` is one subtraction and one mask.
    const GUARD_BITS: u32 = {
        let mut bits = 0;
        let mut i = 0;
        while i < 7 {
            bits |= (Hand::MASK[i] + 1) << Hand::SHIFT[i];
            i += 1;
        }
        bits
    };

    /// True when raw hand `more` holds at least as many pieces of every kind as raw hand
    /// `fewer` (the mate solver's hand dominance).
    pub const fn covers(more: u32, fewer: u32) -> bool {
        more.wrapping_sub(fewer) & Hand::GUARD_BITS == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_covers_counts_every_kind() {
        let mut small = Hand::EMPTY;
        small = small.add(PieceKind::Pawn).add(PieceKind::Bishop);
        let mut big = small.add(PieceKind::Gold).add(PieceKind::Pawn);
        assert!(Hand::covers(big.raw(), small.raw()));
        assert!(!Hand::covers(small.raw(), big.raw()));
        assert!(Hand::covers(small.raw(), small.raw()));
        // More pawns do not make up for a missing bishop, in either direction.
        big = Hand::EMPTY.add(PieceKind::Pawn).add(PieceKind::Pawn);
        assert!(!Hand::covers(big.raw(), small.raw()));
        assert!(!Hand::covers(small.raw(), big.raw()));
        // Every kind at its full count covers every single piece, and not the reverse.
        let mut full = Hand::EMPTY;
        for kind in PieceKind::HAND {
            for _ in 0..kind.full_set_count() {
                full = full.add(kind);
            }
        }
        for kind in PieceKind::HAND {
            let one = Hand::EMPTY.add(kind);
            assert!(Hand::covers(full.raw(), one.raw()), "{kind:?}");
            assert!(!Hand::covers(one.raw(), full.raw()), "{kind:?}");
            assert!(
                !Hand::covers(full.remove(kind).raw(), full.raw()),
                "{kind:?}"
            );
        }
    }

    #[test]
    fn square_coordinates_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::new(sq.file(), sq.rank()), Some(sq));
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
            assert_eq!(Square::from_sfen_index(sq.sfen_index()), sq);
            assert_eq!(sq.rotate().rotate(), sq);
        }
        assert_eq!(Square::parse("1a").unwrap().index(), 0);
        assert_eq!(Square::parse("9i").unwrap().index(), 80);
        assert_eq!(Square::parse("9a").unwrap().sfen_index(), 0);
        assert_eq!(Square::parse("0a"), None);
        assert_eq!(Square::parse("1j"), None);
    }

    #[test]
    fn hand_counts_are_independent() {
        let mut hand = Hand::EMPTY;
        for _ in 0..18 {
            hand = hand.add(PieceKind::Pawn);
        }
        for kind in [
            PieceKind::Lance,
            PieceKind::Knight,
            PieceKind::Silver,
            PieceKind::Gold,
        ] {
            for _ in 0..4 {
                hand = hand.add(kind);
            }
        }
        hand = hand
            .add(PieceKind::Bishop)
            .add(PieceKind::Bishop)
            .add(PieceKind::Rook);
        assert_eq!(hand.count(PieceKind::Pawn), 18);
        assert_eq!(hand.count(PieceKind::Gold), 4);
        assert_eq!(hand.count(PieceKind::Bishop), 2);
        assert_eq!(hand.count(PieceKind::Rook), 1);
        hand = hand.remove(PieceKind::Pawn);
        assert_eq!(hand.count(PieceKind::Pawn), 17);
        assert_eq!(hand.count(PieceKind::Lance), 4);
    }

    #[test]
    fn promotion_maps() {
        assert_eq!(PieceKind::Pawn.promoted(), PieceKind::Tokin);
        assert_eq!(PieceKind::Rook.promoted(), PieceKind::Dragon);
        assert_eq!(PieceKind::Horse.unpromoted(), PieceKind::Bishop);
        assert!(!PieceKind::Gold.can_promote() && !PieceKind::King.can_promote());
    }
}
