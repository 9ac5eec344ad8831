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

/// The lines a slider walks: each set of directions is walked by its own code (the
/// directions known at compile time, so the nearest-blocker test folds away).
#[derive(Clone, Copy)]
enum Lines {
    None,
    Up,
    Down,
    Orthogonal,
    Diagonal,
}

/// The step targets and the line directions of `piece` of `color` from `square`.
#[inline(always)]
fn movement(piece: Piece, color: Color, square: usize) -> (u128, Lines) {
    let side = match color {
        Color::Black => 0,
        Color::White => 1,
    };
    let steps = |p: usize| STEPS[side][p][square];
    match piece {
        Piece::Pawn => (steps(PAWN), Lines::None),
        Piece::Lance => (0, if side == 0 { Lines::Up } else { Lines::Down }),
        Piece::Knight => (steps(KNIGHT), Lines::None),
        Piece::Silver => (steps(SILVER), Lines::None),
        Piece::Gold
        | Piece::Tokin
        | Piece::PromotedLance
        | Piece::PromotedKnight
        | Piece::PromotedSilver => (steps(GOLD), Lines::None),
        Piece::King => (steps(KING), Lines::None),
        Piece::Bishop => (0, Lines::Diagonal),
        Piece::Rook => (0, Lines::Orthogonal),
        Piece::Horse => (steps(ORTHOGONAL_STEPS), Lines::Diagonal),
        Piece::Dragon => (steps(DIAGONAL_STEPS), Lines::Orthogonal),
    }
}

/// The squares along line `D` from `square` up to and including the first piece of
/// `occupied`; empty when the line never enters `relevant` (left unwalked).
#[inline(always)]
fn line_attacks<const D: usize>(square: usize, occupied: u128, relevant: u128) -> u128 {
    let ray = LINE_SQUARES[square][D];
    if ray & relevant == 0 {
        return 0;
    }
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let nearest = if ascending(D) {
        blockers.trailing_zeros()
    } else {
        127 - blockers.leading_zeros()
    } as usize;
    // The ray up to and including the nearest blocker.
    ray ^ LINE_SQUARES[nearest][D]
}

/// The squares `piece` of `color` on `square` attacks (empty, own or enemy), sliders
/// stopping at the first piece of `occupied`. Only the squares inside `relevant` are
/// exact: a line that never enters `relevant` is left out unwalked, which is all a
/// caller that masks the result with `relevant` needs.
#[inline(always)]
pub fn attacks(piece: Piece, color: Color, square: usize, occupied: u128, relevant: u128) -> u128 {
    let (steps, lines) = movement(piece, color, square);
    let (o, r) = (occupied, relevant);
    steps
        | match lines {
            Lines::None => 0,
            Lines::Up => line_attacks::<UP>(square, o, r),
            Lines::Down => line_attacks::<DOWN>(square, o, r),
            Lines::Orthogonal => {
                line_attacks::<0>(square, o, r)
                    | line_attacks::<1>(square, o, r)
                    | line_attacks::<2>(square, o, r)
                    | line_attacks::<3>(square, o, r)
            }
            Lines::Diagonal => {
                line_attacks::<4>(square, o, r)
                    | line_attacks::<5>(square, o, r)
                    | line_attacks::<6>(square, o, r)
                    | line_attacks::<7>(square, o, r)
            }
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The attacks of `piece` walked square by square: the oracle for [`attacks`].
    fn walked(piece: Piece, color: Color, square: usize, occupied: u128) -> u128 {
        let forward = match color {
            Color::Black => -1,
            Color::White => 1,
        };
        let (steps, lines): (&[(i32, i32)], &[usize]) = match piece {
            Piece::Pawn => (STEP_PATTERNS[PAWN], &[]),
            Piece::Lance => (&[], if forward < 0 { &[UP] } else { &[DOWN] }),
            Piece::Knight => (STEP_PATTERNS[KNIGHT], &[]),
            Piece::Silver => (STEP_PATTERNS[SILVER], &[]),
            Piece::Gold
            | Piece::Tokin
            | Piece::PromotedLance
            | Piece::PromotedKnight
            | Piece::PromotedSilver => (STEP_PATTERNS[GOLD], &[]),
            Piece::King => (STEP_PATTERNS[KING], &[]),
            Piece::Bishop => (&[], &[4, 5, 6, 7]),
            Piece::Rook => (&[], &[0, 1, 2, 3]),
            Piece::Horse => (STEP_PATTERNS[ORTHOGONAL_STEPS], &[4, 5, 6, 7]),
            Piece::Dragon => (STEP_PATTERNS[DIAGONAL_STEPS], &[0, 1, 2, 3]),
        };
        let mut out = 0u128;
        for &(dc, dr) in steps {
            if let Some(t) = offset(square, dc, dr * forward) {
                out |= 1 << t;
            }
        }
        for &d in lines {
            let (dc, dr) = LINES[d];
            let mut at = square;
            while let Some(next) = offset(at, dc, dr) {
                out |= 1 << next;
                if occupied >> next & 1 != 0 {
                    break;
                }
                at = next;
            }
        }
        out
    }

    #[test]
    fn attacks_agree_with_a_square_by_square_walk() {
        // Occupancies from a fixed xorshift stream, sparse and dense.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let board = (1u128 << SQUARES) - 1;
        for round in 0..64 {
            let bits = (u128::from(next()) << 64) | u128::from(next());
            let occupied = if round % 2 == 0 {
                bits & u128::from(next())
            } else {
                bits
            } & board;
            for square in 0..SQUARES {
                for color in [Color::Black, Color::White] {
                    for piece in Piece::ALL {
                        let expected = walked(piece, color, square, occupied);
                        let got = attacks(piece, color, square, occupied, u128::MAX);
                        assert_eq!(got, expected, "{piece:?} {color:?} on {square}");
                        // Inside any relevant set the result stays exact.
                        let relevant = NEAR[(square + round) % SQUARES];
                        let part = attacks(piece, color, square, occupied, relevant);
                        assert_eq!(part & relevant, expected & relevant);
                    }
                }
            }
        }
    }
}
