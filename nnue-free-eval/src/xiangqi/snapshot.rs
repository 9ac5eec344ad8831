//! A copy of the position taken once per evaluation, and the board geometry the terms
//! use (files, ranks, river, palace). Reading the engine's view once into a piece list
//! and a few bit sets (one bit per square, FEN order) keeps every term a cheap mask
//! operation whatever the view costs.

use super::{Board, Color, Piece, SQUARES};

/// Files per rank.
pub const FILES: usize = 9;
/// Ranks per file.
pub const RANKS: usize = 10;
/// The central file (e), where the generals start.
pub const CENTRAL_FILE: usize = 4;

/// The bit of each square (a lookup is cheaper than a variable 128-bit shift).
pub static SQUARE_BIT: [u128; SQUARES] = crate::square_bits();

/// File 0..=8 (a..i) of a square in FEN reading order.
pub const fn file_of(square: usize) -> usize {
    square % FILES
}

/// Rank 0..=9 counted from Red's side.
pub const fn rank_of(square: usize) -> usize {
    RANKS - 1 - square / FILES
}

/// The square at `file`, `rank` (rank counted from Red's side).
pub const fn square_at(file: usize, rank: usize) -> usize {
    (RANKS - 1 - rank) * FILES + file
}

/// Rank counted from `color`'s own back rank (0) forward.
pub const fn relative_rank(color: Color, square: usize) -> usize {
    match color {
        Color::Red => rank_of(square),
        Color::Black => RANKS - 1 - rank_of(square),
    }
}

/// True when a piece of `color` on `square` stands across the river.
pub const fn across_river(color: Color, square: usize) -> bool {
    relative_rank(color, square) >= 5
}

/// The square seen from Red: a Red piece's own square, a Black piece's square flipped
/// top to bottom. Piece-square tables are written from Red's side.
pub const fn red_view(color: Color, square: usize) -> usize {
    match color {
        Color::Red => square,
        Color::Black => square_at(file_of(square), RANKS - 1 - rank_of(square)),
    }
}

/// The square `(df, dr)` away (dr towards Black's side), if it is on the board.
#[inline]
pub const fn step(square: usize, df: i32, dr: i32) -> Option<usize> {
    let f = file_of(square) as i32 + df;
    let r = rank_of(square) as i32 + dr;
    if f >= 0 && f < FILES as i32 && r >= 0 && r < RANKS as i32 {
        Some(square_at(f as usize, r as usize))
    } else {
        None
    }
}

/// +1 for Red, −1 for Black: features are counted from Red's view.
#[inline]
pub(super) const fn sign(color: Color) -> i32 {
    match color {
        Color::Red => 1,
        Color::Black => -1,
    }
}

/// Index of a colour in per-side arrays.
pub const fn side_index(color: Color) -> usize {
    match color {
        Color::Red => 0,
        Color::Black => 1,
    }
}

/// Index of a piece kind in per-kind arrays (declaration order).
pub const fn kind_index(piece: Piece) -> usize {
    match piece {
        Piece::General => 0,
        Piece::Advisor => 1,
        Piece::Elephant => 2,
        Piece::Horse => 3,
        Piece::Chariot => 4,
        Piece::Cannon => 5,
        Piece::Soldier => 6,
    }
}

/// True for chariots, horses, cannons and soldiers: the pieces that can cross the river
/// and give mate.
pub const fn is_attacker(piece: Piece) -> bool {
    matches!(
        piece,
        Piece::Chariot | Piece::Horse | Piece::Cannon | Piece::Soldier
    )
}

/// The [`kind_index`] of the pieces of [`is_attacker`].
const ATTACKER_KINDS: [usize; 4] = [
    kind_index(Piece::Chariot),
    kind_index(Piece::Horse),
    kind_index(Piece::Cannon),
    kind_index(Piece::Soldier),
];

/// The position as the evaluation reads it.
pub struct Snapshot {
    /// Who is to move.
    pub side_to_move: Color,
    /// Every occupied square (bit `i` for square `i`).
    pub occupied: u128,
    /// Per side ([`side_index`]), the squares of its pieces.
    pub by_side: [u128; 2],
    /// Per side and kind ([`kind_index`]), the squares of those pieces.
    pub by_kind: [[u128; 7]; 2],
    /// Every piece as `(square, color, piece)`; the first `piece_count` entries are
    /// meaningful (at most 32 pieces exist).
    pub pieces: [(u8, Color, Piece); 32],
    /// Number of entries in `pieces`.
    pub piece_count: usize,
    /// Piece counts per side ([`side_index`]) and kind ([`kind_index`]).
    pub counts: [[i32; 7]; 2],
    /// Each side's general, if on the board (mock positions may lack one).
    pub generals: [Option<usize>; 2],
    /// Per side, bit `i` set when square `i` holds one of its chariots, horses, cannons
    /// or soldiers (the pieces of [`Snapshot::attackers`]).
    pub attacker_squares: [u128; 2],
}

impl Snapshot {
    /// Reads `board` once. Inlined so that the evaluation builds the snapshot in its own
    /// frame instead of copying it out of this function's.
    #[inline(always)]
    pub fn read(board: &impl Board) -> Snapshot {
        let mut snapshot = Snapshot {
            side_to_move: board.side_to_move(),
            occupied: 0,
            by_side: [0; 2],
            by_kind: [[0; 7]; 2],
            pieces: [(0, Color::Red, Piece::Soldier); 32],
            piece_count: 0,
            counts: [[0; 7]; 2],
            generals: [None; 2],
            attacker_squares: [0; 2],
        };
        board.for_each_piece(|square, color, piece| {
            // Unconditional stores only: which piece comes next is unpredictable.
            let bit = SQUARE_BIT[square];
            let (side, kind) = (side_index(color), kind_index(piece));
            snapshot.occupied |= bit;
            snapshot.by_side[side] |= bit;
            snapshot.by_kind[side][kind] |= bit;
            snapshot.counts[side][kind] += 1;
            // A malformed view with more than 32 pieces loses the extras, never panics.
            if snapshot.piece_count < snapshot.pieces.len() {
                snapshot.pieces[snapshot.piece_count] = (square as u8, color, piece);
                snapshot.piece_count += 1;
            }
        });
        for side in 0..2 {
            let kinds = &snapshot.by_kind[side];
            snapshot.attacker_squares[side] = ATTACKER_KINDS
                .iter()
                .map(|&k| kinds[k])
                .fold(0, |a, b| a | b);
            let generals = kinds[kind_index(Piece::General)];
            snapshot.generals[side] = (generals != 0).then(|| generals.trailing_zeros() as usize);
        }
        snapshot
    }

    /// The pieces as `(square, color, piece)`.
    #[inline]
    pub fn pieces(&self) -> &[(u8, Color, Piece)] {
        &self.pieces[..self.piece_count]
    }

    /// How many `piece`s `color` has.
    #[inline]
    pub fn count(&self, color: Color, piece: Piece) -> i32 {
        self.counts[side_index(color)][kind_index(piece)]
    }

    /// The squares of `color`'s `piece`s.
    #[inline]
    pub fn squares_of(&self, color: Color, piece: Piece) -> u128 {
        self.by_kind[side_index(color)][kind_index(piece)]
    }

    /// True when `square` is empty.
    #[inline]
    pub fn is_empty(&self, square: usize) -> bool {
        self.occupied & SQUARE_BIT[square] == 0
    }

    /// True when `square` holds a piece of `color`.
    #[inline]
    pub fn is_own(&self, square: usize, color: Color) -> bool {
        self.by_side[side_index(color)] & SQUARE_BIT[square] != 0
    }

    /// Chariots, horses, cannons and soldiers of `color`: the pieces that can cross the
    /// river and give mate.
    pub fn attackers(&self, color: Color) -> i32 {
        self.count(color, Piece::Chariot)
            + self.count(color, Piece::Horse)
            + self.count(color, Piece::Cannon)
            + self.count(color, Piece::Soldier)
    }
}
