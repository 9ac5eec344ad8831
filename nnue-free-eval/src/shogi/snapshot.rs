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

/// The position as the evaluation reads it.
pub struct Snapshot {
    /// Who is to move.
    pub side_to_move: Color,
    /// Hand counts per side ([`side_index`]) in [`Piece::HAND`] order.
    pub hands: [[i32; 7]; 2],
    /// Each side's king, if on the board (mock positions may lack one).
    pub kings: [Option<usize>; 2],
    /// Every piece on the board as `(square, color, piece)`; the first `piece_count`
    /// entries are meaningful (at most 40 pieces exist).
    pub pieces: [(u8, Color, Piece); 40],
    /// Number of entries in `pieces`.
    pub piece_count: usize,
    /// Per side, bit `c` set when an own pawn stands on column `c` (nifu files).
    pub pawn_columns: [u16; 2],
    /// Per side ([`side_index`]) and board piece ([`kind_index`]), bit `i` set when
    /// square `i` holds that piece.
    pub by_kind: [[u128; 14]; 2],
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
        let mut snapshot = Snapshot {
            side_to_move: board.side_to_move(),
            hands: [[0; 7]; 2],
            kings: [None; 2],
            pieces: [(0, Color::Black, Piece::Pawn); 40],
            piece_count: 0,
            pawn_columns: [0; 2],
            by_kind: [[0; 14]; 2],
            occupied: 0,
            by_color: [0; 2],
        };
        board.for_each_piece(|square, color, piece| {
            let side = side_index(color);
            let bit = geometry::SQUARE_BIT[square];
            snapshot.by_color[side] |= bit;
            // A malformed view with more than 40 pieces loses the extras, never panics.
            if snapshot.piece_count < snapshot.pieces.len() {
                snapshot.pieces[snapshot.piece_count] = (square as u8, color, piece);
                snapshot.piece_count += 1;
            }
            snapshot.by_kind[side][kind_index(piece)] |= bit;
            match piece {
                Piece::Pawn => snapshot.pawn_columns[side] |= 1 << col_of(square),
                Piece::King => snapshot.kings[side] = Some(square),
                _ => {}
            }
        });
        snapshot.occupied = snapshot.by_color[0] | snapshot.by_color[1];
        for color in [Color::Black, Color::White] {
            for (i, piece) in Piece::HAND.into_iter().enumerate() {
                snapshot.hands[side_index(color)][i] = board.hand_count(color, piece) as i32;
            }
        }
        snapshot
    }

    /// The pieces on the board as `(square, color, piece)`.
    #[inline]
    pub fn pieces(&self) -> &[(u8, Color, Piece)] {
        &self.pieces[..self.piece_count]
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
