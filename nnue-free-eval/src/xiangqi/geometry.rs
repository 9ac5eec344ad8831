//! Precomputed move geometry for the evaluation's mobility and structure terms: the
//! squares along each line from every point, the horse's legs and targets, the
//! elephant's eyes and targets. Built once at compile time so that the terms walk
//! small arrays instead of doing coordinate arithmetic (see `eval_bench`).

use super::snapshot::{step, FILES, RANKS};
use super::SQUARES;

/// Marks an unused slot.
pub const NONE: u8 = u8::MAX;

/// The squares along one line, nearest first.
#[derive(Clone, Copy)]
pub struct Ray {
    /// Squares in order; only the first `len` are meaningful.
    pub squares: [u8; 9],
    /// Number of squares on the line.
    pub len: u8,
}

impl Ray {
    /// The squares, nearest first.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.squares[..self.len as usize]
            .iter()
            .map(|&s| s as usize)
    }
}

/// A horse move group: the leg and the (up to two) targets it opens.
#[derive(Clone, Copy)]
pub struct HorseLeg {
    /// The leg point next to the horse ([`NONE`] when off the board).
    pub leg: u8,
    /// Targets beyond the leg ([`NONE`] when off the board).
    pub targets: [u8; 2],
}

/// An elephant move: the eye (midpoint) and the target, [`NONE`] when off the board.
#[derive(Clone, Copy)]
pub struct ElephantMove {
    /// The eye.
    pub eye: u8,
    /// The target.
    pub target: u8,
}

/// A (file, rank) step; rank steps go towards Black's side.
type Step = (i32, i32);

const ORTHOGONAL: [Step; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const HORSE: [(Step, [Step; 2]); 4] = [
    ((0, 1), [(1, 2), (-1, 2)]),
    ((0, -1), [(1, -2), (-1, -2)]),
    ((1, 0), [(2, 1), (2, -1)]),
    ((-1, 0), [(-2, 1), (-2, -1)]),
];
const ELEPHANT: [(Step, Step); 4] = [
    ((1, 1), (2, 2)),
    ((1, -1), (2, -2)),
    ((-1, 1), (-2, 2)),
    ((-1, -1), (-2, -2)),
];

const fn at(square: usize, df: i32, dr: i32) -> u8 {
    match step(square, df, dr) {
        Some(s) => s as u8,
        None => NONE,
    }
}

pub use super::snapshot::SQUARE_BIT;

/// Lines from every square: up (towards Black), down, right (towards file i), left.
pub static RAYS: [[Ray; 4]; SQUARES] = {
    let mut out = [[Ray {
        squares: [NONE; 9],
        len: 0,
    }; 4]; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHOGONAL[d];
            let mut at_square = square;
            let mut n = 0;
            while let Some(next) = step(at_square, df, dr) {
                out[square][d].squares[n] = next as u8;
                n += 1;
                at_square = next;
            }
            out[square][d].len = n as u8;
            d += 1;
        }
        square += 1;
    }
    out
};

/// The squares of each line of [`RAYS`] as a bit set (bit `i` for square `i`).
pub static RAY_MASKS: [[u128; 4]; SQUARES] = {
    let mut out = [[0u128; 4]; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let mut d = 0;
        while d < 4 {
            let ray = &RAYS[square][d];
            let mut n = 0;
            while n < ray.len as usize {
                out[square][d] |= 1 << ray.squares[n];
                n += 1;
            }
            d += 1;
        }
        square += 1;
    }
    out
};

/// Per line of [`RAYS`], whether its squares are numbered upwards from the start (down
/// towards Red and right towards file i count up in FEN order; up and left count down),
/// so that its nearest square in a set is the lowest bit, else the highest.
const NEAREST_IS_LOWEST: [bool; 4] = [false, true, true, false];

/// The square of `set` (non-empty, a subset of line `line` of some square) nearest to
/// the line's start.
#[inline(always)]
pub fn nearest(set: u128, line: usize) -> usize {
    debug_assert!(set != 0);
    if NEAREST_IS_LOWEST[line] {
        set.trailing_zeros() as usize
    } else {
        127 - set.leading_zeros() as usize
    }
}

/// Horse legs and targets from every square.
pub static HORSE_LEGS: [[HorseLeg; 4]; SQUARES] = {
    let mut out = [[HorseLeg {
        leg: NONE,
        targets: [NONE; 2],
    }; 4]; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let mut d = 0;
        while d < 4 {
            let ((lf, lr), targets) = HORSE[d];
            out[square][d] = HorseLeg {
                leg: at(square, lf, lr),
                targets: [
                    at(square, targets[0].0, targets[0].1),
                    at(square, targets[1].0, targets[1].1),
                ],
            };
            d += 1;
        }
        square += 1;
    }
    out
};

/// Elephant eyes and targets from every square.
pub static ELEPHANT_MOVES: [[ElephantMove; 4]; SQUARES] = {
    let mut out = [[ElephantMove {
        eye: NONE,
        target: NONE,
    }; 4]; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let mut d = 0;
        while d < 4 {
            let ((ef, er), (tf, tr)) = ELEPHANT[d];
            out[square][d] = ElephantMove {
                eye: at(square, ef, er),
                target: at(square, tf, tr),
            };
            d += 1;
        }
        square += 1;
    }
    out
};

const _: () = assert!(FILES * RANKS == SQUARES);
