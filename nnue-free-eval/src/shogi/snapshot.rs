//! A copy of the shogi position taken once per evaluation, the board geometry, and the
//! attack counts the king-safety terms use. Reading the engine's view once into plain
//! arrays keeps every term a cheap lookup whatever the view costs.

use super::{geometry, Board, Color, Piece, SQUARES};

/// Files (columns) per rank.
pub const FILES: usize = 9;

/// Column 0..=8 of a square: 0 is file 9 (left on a diagram), 8 is file 1.
pub const fn col_of(square: usize) -> usize {
    square % FILES
}

/// Row 0..=8 of a square: 0 is rank a (White's back rank), 8 is rank i.
pub const fn row_of(square: usize) -> usize {
    square / FILES
}

/// Rows counted from `color`'s back rank (0) forward.
pub const fn relative_row(color: Color, square: usize) -> usize {
    match color {
        Color::Black => 8 - row_of(square),
        Color::White => row_of(square),
    }
}

/// True when `square` is in `color`'s promotion zone (the enemy camp, 敵陣).
pub const fn in_enemy_camp(color: Color, square: usize) -> bool {
    relative_row(color, square) >= 6
}

/// The square seen from Black: a Black piece's own square, a White piece's square turned
/// by 180 degrees. Piece-square tables are written from Black's side.
pub const fn black_view(color: Color, square: usize) -> usize {
    match color {
        Color::Black => square,
        Color::White => SQUARES - 1 - square,
    }
}

/// Chebyshev (king-move) distance between two squares.
pub fn distance(a: usize, b: usize) -> usize {
    col_of(a)
        .abs_diff(col_of(b))
        .max(row_of(a).abs_diff(row_of(b)))
}

/// The square `(dc, dr)` away, if on the board; `dr` is *forward* for `color`.
#[inline]
pub fn step(square: usize, color: Color, dc: i32, dr: i32) -> Option<usize> {
    let forward = match color {
        Color::Black => -1,
        Color::White => 1,
    };
    let c = col_of(square) as i32 + dc;
    let r = row_of(square) as i32 + dr * forward;
    if (0..9).contains(&c) && (0..9).contains(&r) {
        Some(r as usize * FILES + c as usize)
    } else {
        None
    }
}

/// +1 for Black, −1 for White: features are counted from Black's view.
#[inline]
pub(super) const fn sign(color: Color) -> i32 {
    match color {
        Color::Black => 1,
        Color::White => -1,
    }
}

/// Index of a colour in per-side arrays.
pub const fn side_index(color: Color) -> usize {
    match color {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// Index of a board piece in per-kind arrays (declaration order of [`Piece`]).
pub const fn kind_index(piece: Piece) -> usize {
    match piece {
        Piece::Pawn => 0,
        Piece::Lance => 1,
        Piece::Knight => 2,
        Piece::Silver => 3,
        Piece::Gold => 4,
        Piece::Bishop => 5,
        Piece::Rook => 6,
        Piece::King => 7,
        Piece::Tokin => 8,
        Piece::PromotedLance => 9,
        Piece::PromotedKnight => 10,
        Piece::PromotedSilver => 11,
        Piece::Horse => 12,
        Piece::Dragon => 13,
    }
}

/// Per side ([`side_index`]) and board piece ([`kind_index`]), bit `i` set when square
/// `i` (SFEN order) holds that piece: the board as [`Board::piece_sets`] gives it.
pub type PieceSets = [[u128; 14]; 2];

/// [`PieceSets`] built piece by piece through [`Board::for_each_piece`] (the default of
/// [`Board::piece_sets`]).
#[inline(always)]
pub fn piece_sets_of(board: &(impl Board + ?Sized)) -> PieceSets {
    let mut sets = [[0; 14]; 2];
    board.for_each_piece(|square, color, piece| {
        sets[side_index(color)][kind_index(piece)] |= geometry::SQUARE_BIT[square];
    });
    sets
}

/// The position as the evaluation reads it.
pub struct Snapshot {
    /// Who is to move.
    pub side_to_move: Color,
    /// Hand counts per side ([`side_index`]) in [`Piece::HAND`] order.
    pub hands: [[i32; 7]; 2],
    /// Each side's king, if on the board (mock positions may lack one).
    pub kings: [Option<usize>; 2],
    /// Per side ([`side_index`]) and board piece ([`kind_index`]), bit `i` set when
    /// square `i` holds that piece.
    pub by_kind: PieceSets,
    /// Bit `i` set when square `i` holds a piece.
    pub occupied: u128,
    /// Per side ([`side_index`]), bit `i` set when square `i` holds one of its pieces.
    pub by_color: [u128; 2],
}

impl Snapshot {
    /// Reads `board` once. Inlined so that the evaluation builds the snapshot in its own
    /// frame instead of copying it out of this function's.
    #[inline(always)]
    pub fn read(board: &impl Board) -> Snapshot {
        let by_kind = board.piece_sets();
        let by_color = by_kind.map(|kinds| kinds.iter().fold(0, |set, &k| set | k));
        let king = |side: usize| {
            let kings = by_kind[side][kind_index(Piece::King)];
            (kings != 0).then(|| kings.trailing_zeros() as usize)
        };
        let mut hands = [[0; 7]; 2];
        for color in [Color::Black, Color::White] {
            for (i, piece) in Piece::HAND.into_iter().enumerate() {
                hands[side_index(color)][i] = board.hand_count(color, piece) as i32;
            }
        }
        Snapshot {
            side_to_move: board.side_to_move(),
            hands,
            kings: [king(0), king(1)],
            by_kind,
            occupied: by_color[0] | by_color[1],
            by_color,
        }
    }

    /// The squares of `color`'s pieces of any of the kinds `pieces`.
    #[inline]
    pub fn squares_of(&self, color: Color, pieces: &[Piece]) -> u128 {
        let kinds = &self.by_kind[side_index(color)];
        pieces.iter().fold(0, |set, &p| set | kinds[kind_index(p)])
    }

    /// True when `square` is empty.
    #[inline]
    pub fn is_empty(&self, square: usize) -> bool {
        self.occupied & geometry::SQUARE_BIT[square] == 0
    }

    /// How many pieces of hand kind `index` ([`Piece::HAND`] order) `color` holds.
    #[inline]
    pub fn hand(&self, color: Color, index: usize) -> i32 {
        self.hands[side_index(color)][index]
    }

    /// The squares the piece on `square` attacks (empty, own or enemy), sliders stopping
    /// at the first piece; exact inside `relevant` (see [`geometry::attacks`]).
    #[inline]
    pub fn attacks(&self, square: usize, color: Color, piece: Piece, relevant: u128) -> u128 {
        geometry::attacks(piece, color, square, self.occupied, relevant)
    }
}
