//! Precomputed move geometry for the shogi king-safety terms, as bit masks over the SFEN
//! square order (bit `i` = square `i`): every piece's step targets from every square for
//! each colour, the squares along the eight lines from every square, and the squares
//! near each square. Built once at compile time so that a piece's attacks are a few
//! mask operations (see [`attacks`]).

use super::{Color, Piece, SQUARES};

/// Step patterns as (column, forward-row) offsets, forward for the piece's owner.
const STEP_PATTERNS: [&[(i32, i32)]; 7] = [
    &[(0, 1)],                                            // pawn
    &[(-1, 2), (1, 2)],                                   // knight
    &[(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)],        // silver
    &[(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)], // gold
    &[
        (-1, 1),
        (0, 1),
        (1, 1),
        (-1, 0),
        (1, 0),
        (-1, -1),
        (0, -1),
        (1, -1),
    ], // king
    &[(0, 1), (0, -1), (1, 0), (-1, 0)],                  // horse's extra steps
    &[(1, 1), (1, -1), (-1, 1), (-1, -1)],                // dragon's extra steps
];
const PAWN: usize = 0;
const KNIGHT: usize = 1;
const SILVER: usize = 2;
const GOLD: usize = 3;
const KING: usize = 4;
const ORTHOGONAL_STEPS: usize = 5;
const DIAGONAL_STEPS: usize = 6;

/// Line directions as (column, row) offsets on the diagram (row 0 = rank a).
const LINES: [(i32, i32); 8] = [
    (0, -1),
    (0, 1),
    (1, 0),
    (-1, 0),
    (1, -1),
    (-1, -1),
    (1, 1),
    (-1, 1),
];
const UP: usize = 0;
const DOWN: usize = 1;
const ORTHOGONAL_LINES: &[usize] = &[0, 1, 2, 3];
const DIAGONAL_LINES: &[usize] = &[4, 5, 6, 7];
const BLACK_LANCE: &[usize] = &[UP];
const WHITE_LANCE: &[usize] = &[DOWN];

const fn offset(square: usize, dc: i32, dr: i32) -> Option<usize> {
    let c = (square % 9) as i32 + dc;
    let r = (square / 9) as i32 + dr;
    if c >= 0 && c < 9 && r >= 0 && r < 9 {
        Some(r as usize * 9 + c as usize)
    } else {
        None
    }
}

/// Step targets per colour (Black, White), pattern and square.
static STEPS: [[[u128; SQUARES]; 7]; 2] = {
    let mut out = [[[0u128; SQUARES]; 7]; 2];
    let mut side = 0;
    while side < 2 {
        let forward = if side == 0 { -1 } else { 1 };
        let mut p = 0;
        while p < 7 {
            let mut square = 0;
            while square < SQUARES {
                let mut i = 0;
                while i < STEP_PATTERNS[p].len() {
                    let (dc, dr) = STEP_PATTERNS[p][i];
                    if let Some(t) = offset(square, dc, dr * forward) {
                        out[side][p][square] |= 1 << t;
                    }
                    i += 1;
                }
                square += 1;
            }
            p += 1;
        }
        side += 1;
    }
    out
};

/// Squares along each of the eight lines from every square, the square itself excluded.
static LINE_SQUARES: [[u128; 8]; SQUARES] = {
    let mut out = [[0u128; 8]; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let mut d = 0;
        while d < 8 {
            let (dc, dr) = LINES[d];
            let mut at = square;
            while let Some(next) = offset(at, dc, dr) {
                out[square][d] |= 1 << next;
                at = next;
            }
            d += 1;
        }
        square += 1;
    }
    out
};

/// True when line `direction` runs toward higher square indices (down the diagram, or
/// right along a rank), so that its nearest square is its lowest bit.
const fn ascending(direction: usize) -> bool {
    let (dc, dr) = LINES[direction];
    dr > 0 || (dr == 0 && dc > 0)
}

const fn mask_within(distance: usize) -> [u128; SQUARES] {
    let mut out = [0u128; SQUARES];
    let mut a = 0;
    while a < SQUARES {
        let mut b = 0;
        while b < SQUARES {
            let dc = (a % 9).abs_diff(b % 9);
            let dr = (a / 9).abs_diff(b / 9);
            if a != b && dc <= distance && dr <= distance {
                out[a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    out
}

/// The bit of each square (a lookup is cheaper than a variable 128-bit shift).
pub static SQUARE_BIT: [u128; SQUARES] = crate::square_bits();

/// Squares at king distance 1 from each square (the king's zone), itself excluded.
pub static ADJACENT: [u128; SQUARES] = mask_within(1);
/// Squares at king distance 1 or 2 from each square, itself excluded.
pub static NEAR: [u128; SQUARES] = mask_within(2);

/// The king-danger zone of a king of each colour (Black, White) on each square: the
/// eight adjacent squares plus the three squares two rows in front, where attacks
/// gather before a mating net closes (the front is where a shogi castle is broken
/// open; behind the king is the board edge or the king's own camp). Like Stockfish's
/// king ring stretched forward, the king's square itself excluded.
pub static DANGER_ZONE: [[u128; SQUARES]; 2] = {
    let adjacent = mask_within(1);
    let mut out = [[0u128; SQUARES]; 2];
    let mut side = 0;
    while side < 2 {
        let forward = if side == 0 { -1 } else { 1 };
        let mut square = 0;
        while square < SQUARES {
            let mut zone = adjacent[square];
            let mut dc = -1;
            while dc <= 1 {
                if let Some(t) = offset(square, dc, 2 * forward) {
                    zone |= 1 << t;
                }
                dc += 1;
            }
            out[side][square] = zone;
            square += 1;
        }
        side += 1;
    }
    out
};

/// The step targets and the line directions of `piece` of `color` from `square`.
#[inline(always)]
fn movement(piece: Piece, color: Color, square: usize) -> (u128, &'static [usize]) {
    let side = match color {
        Color::Black => 0,
        Color::White => 1,
    };
    let steps = |p: usize| STEPS[side][p][square];
    match piece {
        Piece::Pawn => (steps(PAWN), &[]),
        Piece::Lance => (0, if side == 0 { BLACK_LANCE } else { WHITE_LANCE }),
        Piece::Knight => (steps(KNIGHT), &[]),
        Piece::Silver => (steps(SILVER), &[]),
        Piece::Gold
        | Piece::Tokin
        | Piece::PromotedLance
        | Piece::PromotedKnight
        | Piece::PromotedSilver => (steps(GOLD), &[]),
        Piece::King => (steps(KING), &[]),
        Piece::Bishop => (0, DIAGONAL_LINES),
        Piece::Rook => (0, ORTHOGONAL_LINES),
        Piece::Horse => (steps(ORTHOGONAL_STEPS), DIAGONAL_LINES),
        Piece::Dragon => (steps(DIAGONAL_STEPS), ORTHOGONAL_LINES),
    }
}

/// The squares `piece` of `color` on `square` attacks (empty, own or enemy), sliders
/// stopping at the first piece of `occupied`. Only the squares inside `relevant` are
/// exact: a line that never enters `relevant` is left out unwalked, which is all a
/// caller that masks the result with `relevant` needs.
#[inline(always)]
pub fn attacks(piece: Piece, color: Color, square: usize, occupied: u128, relevant: u128) -> u128 {
    let (mut targets, lines) = movement(piece, color, square);
    for &direction in lines {
        let ray = LINE_SQUARES[square][direction];
        if ray & relevant == 0 {
            continue;
        }
        let blockers = ray & occupied;
        targets |= if blockers == 0 {
            ray
        } else {
            let nearest = if ascending(direction) {
                blockers.trailing_zeros()
            } else {
                127 - blockers.leading_zeros()
            } as usize;
            // The ray up to and including the nearest blocker.
            ray ^ LINE_SQUARES[nearest][direction]
        };
    }
    targets
}
