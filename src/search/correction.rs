//! Correction history: how far the static evaluation missed the search's verdict, learnt
//! per side to move in two families of positions, those sharing the pawn structure
//! (`Game::structure_key`) and those sharing the kings' guards (`Game::guard_key`), and
//! added (the mean of the two) to the static evaluation of later nodes of each family.
//!
//! A handcrafted evaluation misjudges whole families of positions the same way (a castle
//! it overrates, a pawn formation whose weakness it does not see); positions sharing the
//! slow-changing pawn structure share the error. Each node whose search settled a score
//! on the informative side of its static eval moves the entry a step (weighted by depth)
//! towards the error seen there; pruning decisions (reverse futility, futility, null move,
//! stand pat) then start from the corrected evaluation. The idea is Stockfish's pawn
//! correction history (2023-2024); this running-average form is the one in its first
//! version. The table is per thread, kept for the game like the move-ordering histories.

use super::params::{
    CORRECTION_ENTRIES, CORRECTION_GRAIN, CORRECTION_LIMIT, CORRECTION_WEIGHT_MAX,
    CORRECTION_WEIGHT_SCALE,
};
use crate::game::Side;

/// Families of positions with a table each: pawn structure, kings' guards.
pub const FAMILIES: usize = 2;

/// The keys of a position's families, in [`FAMILIES`] order.
pub type FamilyKeys = [u64; FAMILIES];

/// The corrections of one search thread.
pub struct CorrectionHistory {
    /// Per family and side, [`CORRECTION_ENTRIES`] corrections in 1/[`CORRECTION_GRAIN`]
    /// centipawn.
    entries: Vec<i16>,
}

impl Default for CorrectionHistory {
    fn default() -> Self {
        Self::new()
    }
}

impl CorrectionHistory {
    /// No corrections learnt yet.
    pub fn new() -> Self {
        CorrectionHistory {
            entries: vec![0; FAMILIES * 2 * CORRECTION_ENTRIES],
        }
    }

    #[inline(always)]
    fn index(family: usize, side: Side, key: u64) -> usize {
        (family * 2 + side.index()) * CORRECTION_ENTRIES + (key as usize & (CORRECTION_ENTRIES - 1))
    }

    /// The correction (centipawns) for `side` to move in the families `keys`: the mean
    /// of what each family learnt.
    #[inline(always)]
    pub fn correction(&self, side: Side, keys: FamilyKeys) -> i32 {
        let sum: i32 = (0..FAMILIES)
            .map(|family| i32::from(self.entries[Self::index(family, side, keys[family])]))
            .sum();
        sum / (FAMILIES as i32 * CORRECTION_GRAIN)
    }

    /// Learns that a search of `depth` found the position `error` centipawns above its
    /// static evaluation (below when negative).
    pub fn update(&mut self, side: Side, keys: FamilyKeys, depth: i32, error: i32) {
        let target = (error * CORRECTION_GRAIN).clamp(-CORRECTION_LIMIT, CORRECTION_LIMIT);
        let weight = (depth + 1).clamp(1, CORRECTION_WEIGHT_MAX);
        for (family, &key) in keys.iter().enumerate() {
            let entry = &mut self.entries[Self::index(family, side, key)];
            let old = i32::from(*entry);
            let new = (old * (CORRECTION_WEIGHT_SCALE - weight) + target * weight)
                / CORRECTION_WEIGHT_SCALE;
            *entry = new.clamp(-CORRECTION_LIMIT, CORRECTION_LIMIT) as i16;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corrections_move_towards_the_error_and_stay_bounded() {
        let mut history = CorrectionHistory::new();
        assert_eq!(history.correction(Side::First, [42, 5]), 0);
        for _ in 0..500 {
            history.update(Side::First, [42, 5], 10, 60);
        }
        // Converges to the error seen, for that side and those families only; a position
        // sharing one family gets half of it.
        let learnt = history.correction(Side::First, [42, 5]);
        assert!((55..=60).contains(&learnt), "learnt {learnt}");
        assert_eq!(history.correction(Side::Second, [42, 5]), 0);
        assert_eq!(history.correction(Side::First, [43, 6]), 0);
        let half = history.correction(Side::First, [42, 6]);
        assert!((half - learnt / 2).abs() <= 1, "half {half} of {learnt}");
        // A huge error is clamped to the limit (reached to within the rounding of the
        // running average).
        for _ in 0..500 {
            history.update(Side::Second, [7, 7], 20, -100_000);
        }
        let limit = CORRECTION_LIMIT / CORRECTION_GRAIN;
        let clamped = history.correction(Side::Second, [7, 7]);
        assert!(
            (-limit..=-limit + 1).contains(&clamped),
            "clamped {clamped}"
        );
        // A deeper search moves the entry further in one step.
        let mut shallow = CorrectionHistory::new();
        let mut deep = CorrectionHistory::new();
        shallow.update(Side::First, [1, 1], 1, 100);
        deep.update(Side::First, [1, 1], 12, 100);
        assert!(deep.entries[1] > shallow.entries[1]);
    }
}
