//! Attack tables of every shogi piece, region masks (files, ranks, promotion zones) and
//! the between/line tables used for pins and check evasions.
//!
//! Step pieces (pawn, knight, silver, gold, king) read `const` tables built at compile
//! time. Sliders (lance, bishop, rook and the long moves of horse and dragon) use one
//! precomputed ray per direction and square, cut at the first blocker with a bit trick:
//!
//! * rays towards higher indices: `ray & (blockers ^ (blockers - 1))` keeps the ray up
//!   to and including the lowest blocker (all of it when there is none, because
//!   `0 - 1` wraps to all ones);
//! * rays towards lower indices: take away the ray beyond the highest blocker
//!   (`ray ^ RAYS[d][highest]`, a load where a 128-bit shift costs more; `| 1` makes
//!   an empty blocker set look up square 0, whose lower-index rays are empty).
//!
//! `slider_attacks_slow` walks square by square and is the oracle the tests compare
//! the fast path with. This module knows geometry only, not whose turn it is.

use super::types::{Color, PieceKind, Square};
use crate::core::Bitboard;

/// All 81 squares.
pub const BOARD: Bitboard = Bitboard::first(Square::NUM);

/// A line direction on the board, as (file step, rank step). Index = position in
/// [`DIRECTIONS`]. "Up" is towards rank a (Black's forward), "right" towards file 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Direction {
    file_step: i32,
    rank_step: i32,
}

/// The eight directions. Even index: towards lower square indices; odd: higher. Entry
/// `i ^ 1` is the opposite of entry `i`.
pub const DIRECTIONS: [Direction; 8] = [
    Direction {
        file_step: 0,
        rank_step: -1,
    }, // up
    Direction {
        file_step: 0,
        rank_step: 1,
    }, // down
    Direction {
        file_step: -1,
        rank_step: 0,
    }, // right
    Direction {
        file_step: 1,
        rank_step: 0,
    }, // left
    Direction {
        file_step: -1,
        rank_step: -1,
    }, // up-right
    Direction {
        file_step: 1,
        rank_step: 1,
    }, // down-left
    Direction {
        file_step: -1,
        rank_step: 1,
    }, // down-right
    Direction {
        file_step: 1,
        rank_step: -1,
    }, // up-left
];

const UP: usize = 0;
const DOWN: usize = 1;
const ORTHOGONAL: [usize; 4] = [0, 1, 2, 3];
const DIAGONAL: [usize; 4] = [4, 5, 6, 7];
/// Marks "not on one line" in [`DIRECTION_BETWEEN`].
const NO_DIRECTION: u8 = 8;

const fn square_at(sq: usize, file_step: i32, rank_step: i32) -> Option<usize> {
    let s = Square::from_index(sq);
    match Square::new(s.file() + file_step, s.rank() + rank_step) {
        Some(t) => Some(t.index()),
        None => None,
    }
}

/// Steps of each step piece for Black, as (file step, rank step); White mirrors ranks.
const PAWN_STEPS: &[(i32, i32)] = &[(0, -1)];
const KNIGHT_STEPS: &[(i32, i32)] = &[(-1, -2), (1, -2)];
const SILVER_STEPS: &[(i32, i32)] = &[(0, -1), (-1, -1), (1, -1), (-1, 1), (1, 1)];
const GOLD_STEPS: &[(i32, i32)] = &[(0, -1), (-1, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];
const KING_STEPS: &[(i32, i32)] = &[
    (0, -1),
    (-1, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (0, 1),
    (-1, 1),
    (1, 1),
];

const fn step_table(steps: &[(i32, i32)]) -> [[Bitboard; Square::NUM]; 2] {
    let mut table = [[Bitboard::EMPTY; Square::NUM]; 2];
    let mut color = 0;
    while color < 2 {
        let sign = if color == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < Square::NUM {
            let mut bits = 0u128;
            let mut i = 0;
            while i < steps.len() {
                if let Some(t) = square_at(sq, steps[i].0, steps[i].1 * sign) {
                    bits |= 1u128 << t;
                }
                i += 1;
            }
            table[color][sq] = Bitboard(bits);
            sq += 1;
        }
        color += 1;
    }
    table
}

static PAWN: [[Bitboard; Square::NUM]; 2] = step_table(PAWN_STEPS);
static KNIGHT: [[Bitboard; Square::NUM]; 2] = step_table(KNIGHT_STEPS);
static SILVER: [[Bitboard; Square::NUM]; 2] = step_table(SILVER_STEPS);
static GOLD: [[Bitboard; Square::NUM]; 2] = step_table(GOLD_STEPS);
static KING: [[Bitboard; Square::NUM]; 2] = step_table(KING_STEPS);

const fn ray_table() -> [[u128; Square::NUM]; 8] {
    let mut table = [[0u128; Square::NUM]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < Square::NUM {
            let mut bits = 0u128;
            let mut cur = sq;
            while let Some(next) = square_at(cur, DIRECTIONS[d].file_step, DIRECTIONS[d].rank_step)
            {
                bits |= 1u128 << next;
                cur = next;
            }
            table[d][sq] = bits;
            sq += 1;
        }
        d += 1;
    }
    table
}

/// `RAYS[d][sq]`: every square from `sq` (exclusive) to the edge in direction `d`.
static RAYS: [[u128; Square::NUM]; 8] = ray_table();

/// The union of `RAYS[d][sq]` over the four directions `dirs`, for every square.
const fn ray_union(dirs: [usize; 4]) -> [u128; Square::NUM] {
    let rays = ray_table();
    let mut table = [0u128; Square::NUM];
    let mut sq = 0;
    while sq < Square::NUM {
        table[sq] = rays[dirs[0]][sq] | rays[dirs[1]][sq] | rays[dirs[2]][sq] | rays[dirs[3]][sq];
        sq += 1;
    }
    table
}

/// Empty-board rook and bishop lines from every square: one load instead of four
/// (`slider_attackers` asks them for every attack query, SEE's included).
static ROOK_RAYS: [u128; Square::NUM] = ray_union(ORTHOGONAL);
/// See [`ROOK_RAYS`].
static BISHOP_RAYS: [u128; Square::NUM] = ray_union(DIAGONAL);

const fn direction_table() -> [[u8; Square::NUM]; Square::NUM] {
    let rays = ray_table();
    let mut table = [[NO_DIRECTION; Square::NUM]; Square::NUM];
    let mut a = 0;
    while a < Square::NUM {
        let mut d = 0;
        while d < 8 {
            let mut b = 0;
            while b < Square::NUM {
                if rays[d][a] >> b & 1 != 0 {
                    table[a][b] = d as u8;
                }
                b += 1;
            }
            d += 1;
        }
        a += 1;
    }
    table
}

/// `DIRECTION_BETWEEN[a][b]`: the direction from `a` to `b` when they share a line.
static DIRECTION_BETWEEN: [[u8; Square::NUM]; Square::NUM] = direction_table();

/// The attack of one ray from `sq` in direction `d`, up to and including the first blocker.
#[inline(always)]
fn ray_attacks(d: usize, sq: Square, occupied: Bitboard) -> Bitboard {
    let ray = RAYS[d][sq.index()];
    let blockers = ray & occupied.0;
    if d & 1 == 1 {
        Bitboard(ray & (blockers ^ blockers.wrapping_sub(1)))
    } else {
        // The ray beyond the highest blocker, taken away; with no blocker the lookup is
        // square 0's ray, empty in every lower-index direction (a corner).
        let highest = 127 - (blockers | 1).leading_zeros();
        Bitboard(ray ^ RAYS[d][highest as usize])
    }
}

// `ray_attacks` relies on it: from square 0 (1a) no lower-index direction has a square.
const _: () = {
    let rays = ray_table();
    let mut d = 0;
    while d < 8 {
        assert!(rays[d][0] == 0);
        d += 2;
    }
};

/// Squares a pawn of `color` on `sq` attacks.
#[inline(always)]
pub const fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN[color.index()][sq.index()]
}

/// Squares a knight of `color` on `sq` attacks.
#[inline(always)]
pub const fn knight_attacks(color: Color, sq: Square) -> Bitboard {
    KNIGHT[color.index()][sq.index()]
}

/// Squares a silver of `color` on `sq` attacks.
#[inline(always)]
pub const fn silver_attacks(color: Color, sq: Square) -> Bitboard {
    SILVER[color.index()][sq.index()]
}

/// Squares a gold (or tokin, promoted lance/knight/silver) of `color` on `sq` attacks.
#[inline(always)]
pub const fn gold_attacks(color: Color, sq: Square) -> Bitboard {
    GOLD[color.index()][sq.index()]
}

/// Squares a king on `sq` attacks.
#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[0][sq.index()]
}

/// Squares a lance of `color` on `sq` attacks, given the occupied squares.
#[inline(always)]
pub fn lance_attacks(color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    ray_attacks(if color == Color::Black { UP } else { DOWN }, sq, occupied)
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    ray_attacks(DIAGONAL[0], sq, occupied)
        | ray_attacks(DIAGONAL[1], sq, occupied)
        | ray_attacks(DIAGONAL[2], sq, occupied)
        | ray_attacks(DIAGONAL[3], sq, occupied)
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    ray_attacks(ORTHOGONAL[0], sq, occupied)
        | ray_attacks(ORTHOGONAL[1], sq, occupied)
        | ray_attacks(ORTHOGONAL[2], sq, occupied)
        | ray_attacks(ORTHOGONAL[3], sq, occupied)
}

/// Squares a bishop on `sq` would attack on an empty board.
#[inline(always)]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq.index()])
}

/// Squares a rook on `sq` would attack on an empty board.
#[inline(always)]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()])
}

/// Squares a lance of `color` on `sq` would attack on an empty board.
#[inline(always)]
pub fn lance_rays(color: Color, sq: Square) -> Bitboard {
    Bitboard(RAYS[if color == Color::Black { UP } else { DOWN }][sq.index()])
}

/// Squares a piece of `color` and `kind` on `sq` attacks, given the occupied squares.
#[inline(always)]
pub fn attacks(color: Color, kind: PieceKind, sq: Square, occupied: Bitboard) -> Bitboard {
    match kind {
        PieceKind::Pawn => pawn_attacks(color, sq),
        PieceKind::Lance => lance_attacks(color, sq, occupied),
        PieceKind::Knight => knight_attacks(color, sq),
        PieceKind::Silver => silver_attacks(color, sq),
        PieceKind::Bishop => bishop_attacks(sq, occupied),
        PieceKind::Rook => rook_attacks(sq, occupied),
        PieceKind::King => king_attacks(sq),
        PieceKind::Horse => bishop_attacks(sq, occupied) | king_attacks(sq),
        PieceKind::Dragon => rook_attacks(sq, occupied) | king_attacks(sq),
        PieceKind::Gold
        | PieceKind::Tokin
        | PieceKind::PromotedLance
        | PieceKind::PromotedKnight
        | PieceKind::PromotedSilver => gold_attacks(color, sq),
    }
}

/// Squares strictly between `a` and `b` when they share a rank, file or diagonal;
/// empty otherwise (also for adjacent squares).
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    let d = DIRECTION_BETWEEN[a.index()][b.index()] as usize;
    if d == NO_DIRECTION as usize {
        Bitboard::EMPTY
    } else {
        Bitboard(RAYS[d][a.index()] & RAYS[d ^ 1][b.index()])
    }
}

/// The whole line (edge to edge) through `a` and `b` when they share one; empty otherwise.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    let d = DIRECTION_BETWEEN[a.index()][b.index()] as usize;
    if d == NO_DIRECTION as usize {
        Bitboard::EMPTY
    } else {
        Bitboard(RAYS[d][a.index()] | RAYS[d ^ 1][a.index()] | 1u128 << a.index())
    }
}

/// True when `a`, `b` and `c` lie on one line.
#[inline(always)]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c.index())
}

const fn rank_mask(rank: i32) -> Bitboard {
    let mut bits = 0u128;
    let mut file = 1;
    while file <= 9 {
        if let Some(sq) = Square::new(file, rank) {
            bits |= 1u128 << sq.index();
        }
        file += 1;
    }
    Bitboard(bits)
}

/// The nine squares of `file` (1..=9).
pub const fn file_mask(file: i32) -> Bitboard {
    Bitboard(0x1ffu128 << ((file - 1) * 9))
}

/// Black's promotion zone (ranks a-c) and White's (ranks g-i), by colour index.
pub const PROMOTION_ZONE: [Bitboard; 2] = [
    Bitboard(rank_mask(1).0 | rank_mask(2).0 | rank_mask(3).0),
    Bitboard(rank_mask(7).0 | rank_mask(8).0 | rank_mask(9).0),
];

/// The rank where a pawn or lance of the colour must promote (and may not be dropped).
pub const LAST_RANK: [Bitboard; 2] = [rank_mask(1), rank_mask(9)];

/// The two ranks where a knight of the colour must promote (and may not be dropped).
pub const LAST_TWO_RANKS: [Bitboard; 2] = [
    Bitboard(rank_mask(1).0 | rank_mask(2).0),
    Bitboard(rank_mask(8).0 | rank_mask(9).0),
];

/// Squares where a piece of `kind` and `color` would have no move ever again: it must
/// promote when moving there and may not be dropped there.
#[inline(always)]
pub const fn dead_squares(color: Color, kind: PieceKind) -> Bitboard {
    match kind {
        PieceKind::Pawn | PieceKind::Lance => LAST_RANK[color as usize],
        PieceKind::Knight => LAST_TWO_RANKS[color as usize],
        _ => Bitboard::EMPTY,
    }
}

/// Reference slider: walks each direction of `directions` square by square.
pub fn slider_attacks_slow(sq: Square, occupied: Bitboard, directions: &[usize]) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for &d in directions {
        let mut cur = sq.index();
        while let Some(next) = square_at(cur, DIRECTIONS[d].file_step, DIRECTIONS[d].rank_step) {
            out = out.with(next);
            if occupied.contains(next) {
                break;
            }
            cur = next;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    fn sq(text: &str) -> Square {
        Square::parse(text).unwrap()
    }

    #[test]
    fn fast_sliders_match_the_slow_walk() {
        let mut rng = Rng::new(0x5106);
        for round in 0..4000 {
            // Vary the density: sparse to nearly full boards.
            let mut occ = Bitboard(rng.next_u64() as u128 | (rng.next_u64() as u128) << 64) & BOARD;
            for _ in 0..round % 4 {
                occ &= Bitboard(rng.next_u64() as u128 | (rng.next_u64() as u128) << 64);
            }
            for s in Square::all() {
                assert_eq!(
                    rook_attacks(s, occ),
                    slider_attacks_slow(s, occ, &ORTHOGONAL)
                );
                assert_eq!(
                    bishop_attacks(s, occ),
                    slider_attacks_slow(s, occ, &DIAGONAL)
                );
                assert_eq!(
                    lance_attacks(Color::Black, s, occ),
                    slider_attacks_slow(s, occ, &[UP])
                );
                assert_eq!(
                    lance_attacks(Color::White, s, occ),
                    slider_attacks_slow(s, occ, &[DOWN])
                );
            }
        }
        for s in Square::all() {
            let empty = Bitboard::EMPTY;
            assert_eq!(rook_rays(s), slider_attacks_slow(s, empty, &ORTHOGONAL));
            assert_eq!(bishop_rays(s), slider_attacks_slow(s, empty, &DIAGONAL));
        }
    }

    #[test]
    fn step_pieces_face_their_owner_forward() {
        assert_eq!(
            pawn_attacks(Color::Black, sq("7g")),
            Bitboard::from_index(sq("7f").index())
        );
        assert_eq!(
            pawn_attacks(Color::White, sq("3c")),
            Bitboard::from_index(sq("3d").index())
        );
        let knight: Vec<String> = knight_attacks(Color::Black, sq("8i"))
            .map(|i| Square::from_index(i).to_string())
            .collect();
        assert_eq!(knight.len(), 2);
        assert!(knight.contains(&"7g".to_string()) && knight.contains(&"9g".to_string()));
        assert_eq!(gold_attacks(Color::Black, sq("5e")).count(), 6);
        assert!(!gold_attacks(Color::Black, sq("5e")).contains(sq("4f").index()));
        assert!(silver_attacks(Color::White, sq("5e")).contains(sq("4d").index()));
        assert!(!silver_attacks(Color::White, sq("5e")).contains(sq("5d").index()));
        assert_eq!(king_attacks(sq("1a")).count(), 3);
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(sq("5i"), sq("5a")).count(), 7);
        assert_eq!(between(sq("1a"), sq("9i")).count(), 7);
        assert!(between(sq("5e"), sq("5d")).is_empty());
        assert!(between(sq("5e"), sq("4c")).is_empty());
        assert_eq!(line(sq("5e"), sq("5d")).count(), 9);
        assert!(aligned(sq("1a"), sq("5e"), sq("9i")));
        assert!(!aligned(sq("1a"), sq("5e"), sq("9h")));
        assert_eq!(PROMOTION_ZONE[0].count(), 27);
        assert!(PROMOTION_ZONE[1].contains(sq("1i").index()));
        assert_eq!(file_mask(5).count(), 9);
    }
}
