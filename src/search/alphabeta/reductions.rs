//! The late-move reduction of a move before its node's adjustments, by game family,
//! depth and move number: a table in normal builds, the formula itself in tune builds;
//! and the reduction of a root move.

use crate::search::params::*;
use once_cell::sync::Lazy;

/// `ln(n)` for the late-move reduction formula, `n` in `0..64` (`ln 0` is never used).
static LN: Lazy<[f64; 64]> = Lazy::new(|| std::array::from_fn(|n| (n as f64).ln()));

/// Late-move reduction before the node's adjustments: `BASE + ln(depth) * ln(move) /
/// DIVISOR` (Stockfish/Viridithas form) with `family`'s values, for `depth` and `count`
/// in `1..64`.
#[inline]
fn lmr_formula(family: Family, depth: usize, count: usize) -> i32 {
    (lmr_base(family) + LN[depth] * LN[count] / lmr_divisor(family)) as i32
}

/// Late-move reductions by family, depth and move number (`[family][depth][moves
/// searched]`). Normal builds only: the parameters are consts there.
#[cfg(not(feature = "tune"))]
static REDUCTIONS: Lazy<[[[i32; 64]; 64]; 2]> = Lazy::new(|| {
    Family::ALL.map(|family| {
        let mut table = [[0; 64]; 64];
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (count, r) in row.iter_mut().enumerate().skip(1) {
                *r = lmr_formula(family, depth, count);
            }
        }
        table
    })
});

#[cfg(not(feature = "tune"))]
pub(super) fn reduction(family: Family, depth: i32, moves_searched: usize) -> i32 {
    REDUCTIONS[family as usize][(depth as usize).min(63)][moves_searched.min(63)]
}

/// Tune builds compute the reduction each time (from the logarithms, which do not
/// depend on the parameters), so that it follows the parameters whenever they are set:
/// a table built once would keep the values of its first use.
#[cfg(feature = "tune")]
pub(super) fn reduction(family: Family, depth: i32, moves_searched: usize) -> i32 {
    let depth = (depth.max(0) as usize).min(63);
    let count = moves_searched.min(63);
    if depth == 0 || count == 0 {
        return 0;
    }
    lmr_formula(family, depth, count)
}

/// Plies of late-move reduction for a root move at 1-based `index` in an iteration of
/// `depth`: only a `quiet` one (not tactical, no check) is reduced, one ply less than
/// elsewhere since the root is a PV node (see `ROOT_LMR_MIN_MOVE`).
pub(in crate::search) fn root_reduction(
    family: Family,
    quiet: bool,
    depth: i32,
    index: usize,
) -> i32 {
    let from = root_lmr_min_move(family);
    if !quiet || from == 0 || index < from || depth < lmr_min_depth(family) {
        return 0;
    }
    (reduction(family, depth, index) - 1).clamp(0, depth - 2)
}
