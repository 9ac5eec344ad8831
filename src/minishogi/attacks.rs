//! Attack sets on the 5x5 board as `u32` bit sets (bit `i` is square `i`), all tables
//! built at compile time: the step sets of every kind and colour, and the four rays of
//! every square in each of the eight directions for the sliders, which are cut at the
//! first blocker (the lowest set bit on rays that run towards higher indices, the
//! highest on the others).

use super::types::{col_of, row_of, Color, Kind, SIDE, SQUARES};

/// The eight directions as (column, row) steps; row -1 is Black's forward.
const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
/// Indices in [`DIRECTIONS`] of the orthogonal and the diagonal ones.
const ORTHOGONAL: [usize; 4] = [1, 3, 4, 6];
const DIAGONAL: [usize; 4] = [0, 2, 5, 7];

/// Black's steps of each stepping kind, as indices in [`DIRECTIONS`]; White's are the
/// same with the rows mirrored. The sliders' own steps (horse, dragon) are in their
/// slide tables' neighbours below.
const fn black_steps(kind: Kind) -> &'static [usize] {
    match kind {
        Kind::Pawn => &[1],
        Kind::Silver => &[0, 1, 2, 5, 7],
        Kind::Gold | Kind::Tokin | Kind::ProSilver => &[0, 1, 2, 3, 4, 6],
        Kind::King => &[0, 1, 2, 3, 4, 5, 6, 7],
        Kind::Horse => &[1, 3, 4, 6],
        Kind::Dragon => &[0, 2, 5, 7],
        Kind::Bishop | Kind::Rook => &[],
    }
}

/// The square one step from `square` in direction `d` (rows mirrored for White).
const fn step(square: usize, d: usize, white: bool) -> Option<usize> {
    let (dc, dr) = DIRECTIONS[d];
    let dr = if white { -dr } else { dr };
    let c = col_of(square) as i32 + dc;
    let r = row_of(square) as i32 + dr;
    if c < 0 || r < 0 || c >= SIDE as i32 || r >= SIDE as i32 {
        None
    } else {
        Some(r as usize * SIDE + c as usize)
    }
}

/// Step sets by colour, kind and square.
static STEPS: [[[u32; SQUARES]; Kind::NUM]; 2] = {
    let mut out = [[[0u32; SQUARES]; Kind::NUM]; 2];
    let mut color = 0;
    while color < 2 {
        let mut k = 0;
        while k < Kind::NUM {
            let dirs = black_steps(Kind::ALL[k]);
            let mut sq = 0;
            while sq < SQUARES {
                let mut i = 0;
                while i < dirs.len() {
                    if let Some(to) = step(sq, dirs[i], color == 1) {
                        out[color][k][sq] |= 1 << to;
                    }
                    i += 1;
                }
                sq += 1;
            }
            k += 1;
        }
        color += 1;
    }
    out
};

/// The full ray from each square in each direction (Black's orientation), square excluded.
static RAYS: [[u32; 8]; SQUARES] = {
    let mut out = [[0u32; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            let mut at = step(sq, d, false);
            while let Some(s) = at {
                out[sq][d] |= 1 << s;
                at = step(s, d, false);
            }
            d += 1;
        }
        sq += 1;
    }
    out
};

/// True when direction `d` runs towards higher square indices.
const fn increasing(d: usize) -> bool {
    DIRECTIONS[d].1 > 0 || (DIRECTIONS[d].1 == 0 && DIRECTIONS[d].0 > 0)
}

/// The squares a slider on `square` reaches in direction `d` with `occupied` in the way,
/// the first blocker included.
fn ray(square: usize, d: usize, occupied: u32) -> u32 {
    let full = RAYS[square][d];
    let blockers = full & occupied;
    if blockers == 0 {
        return full;
    }
    let first = if increasing(d) {
        blockers.trailing_zeros() as usize
    } else {
        31 - blockers.leading_zeros() as usize
    };
    full & !RAYS[first][d]
}

/// Squares a rook on `square` attacks.
pub fn rook_attacks(square: usize, occupied: u32) -> u32 {
    ORTHOGONAL
        .iter()
        .fold(0, |acc, &d| acc | ray(square, d, occupied))
}

/// Squares a bishop on `square` attacks.
pub fn bishop_attacks(square: usize, occupied: u32) -> u32 {
    DIAGONAL
        .iter()
        .fold(0, |acc, &d| acc | ray(square, d, occupied))
}

/// The step set of a `color` `kind` on `square` (empty for the pure sliders).
pub fn steps(color: Color, kind: Kind, square: usize) -> u32 {
    STEPS[color.index()][kind.index()][square]
}

/// Squares a `color` `kind` on `square` attacks with `occupied` in the way.
pub fn attacks(color: Color, kind: Kind, square: usize, occupied: u32) -> u32 {
    let slides = match kind {
        Kind::Bishop | Kind::Horse => bishop_attacks(square, occupied),
        Kind::Rook | Kind::Dragon => rook_attacks(square, occupied),
        _ => 0,
    };
    slides | steps(color, kind, square)
}

/// Every square of the row `row` (0 = rank a).
pub const fn row_mask(row: usize) -> u32 {
    0b11111 << (row * SIDE)
}

/// Every square of the column `col` (0 = file 5).
pub const fn col_mask(col: usize) -> u32 {
    0x0010_8421 << col
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_and_slides_on_the_small_board() {
        // Black's silver on 3c (12) reaches 4b, 3b, 2b, 4d and 2d.
        assert_eq!(steps(Color::Black, Kind::Silver, 12).count_ones(), 5);
        assert_eq!(steps(Color::White, Kind::Pawn, 12), 1 << 17);
        assert_eq!(steps(Color::Black, Kind::Pawn, 12), 1 << 7);
        // A rook on an empty board sees its row and column: 8 squares.
        assert_eq!(rook_attacks(12, 0).count_ones(), 8);
        assert_eq!(bishop_attacks(0, 0).count_ones(), 4);
        // Blocked at 3b (7): the rook on 3d (17) sees 3c and 3b upwards.
        let up = rook_attacks(17, 1 << 7) & col_mask(2);
        assert_eq!(up, (1 << 7) | (1 << 12) | (1 << 22));
        assert_eq!(attacks(Color::Black, Kind::Dragon, 12, 0).count_ones(), 12);
        assert_eq!(row_mask(4), 0x1F << 20);
    }
}
