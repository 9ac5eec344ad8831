//! Playing below full strength: what a skill level does to one search. A level (0 to 20,
//! fractional levels allowed) buys a node budget per move that doubles every few levels,
//! and a random perturbation of the root scores that shrinks as the level rises; the
//! search looks at [`SKILL_LINES`] root lines (more at the lowest levels) and plays the
//! one whose perturbed score is highest. The idea is Stockfish's `Skill` (search.cpp,
//! `Skill::pick_best`: MultiPV 4 and a weakness-scaled random push of each line's
//! score); the numbers are Kirin's.
//!
//! A weakened engine errs like a weak player: it sees less (the budget) and settles for a
//! plausible move (the perturbation), but never gives away more than [`Strength::noise`]
//! centipawns by its own reckoning, less than any piece in either game: the chosen line's
//! score is at most that far below the best one's, and a mate it has seen is always
//! played. Budgets count nodes, not time, so a level plays the same on a loaded or an idle
//! machine (with one thread, a level and a seed fix the move); the clock still bounds
//! every search.
//!
//! This module owns the level's numbers and the choice among the root lines; what the
//! options ask for and the Elo calibration are `crate::protocol::strength`'s.

use super::iterative::RootMove;
use crate::core::score::{is_mate, INFINITE};
use crate::core::zobrist::{splitmix64, Rng};

/// The highest level: full strength (no budget, no perturbation).
pub const MAX_LEVEL: f64 = 20.0;
/// Root lines a limited search looks at: the candidates of the choice (Stockfish's
/// `Skill` searches at least 4).
pub const SKILL_LINES: usize = 4;
/// One more line per level below this one (level 0 looks at 4 + 8 lines): the budgets of
/// levels 0-4 are below what depth 1 of 4 lines costs (300-1000 nodes), so without more
/// candidates they would play alike (a first ladder: xiangqi levels 0, 2 and 4 within
/// 53 Elo of each other).
const EXTRA_LINES_BELOW: f64 = 8.0;
/// Node budget per move at level 0: about a depth-2 search with quiescence.
const LEVEL_ZERO_NODES: f64 = 128.0;
/// Doublings of the node budget per level: level 19 gets 128 · 2^11.4 ≈ 346 000 nodes,
/// somewhat less than a second of full-strength search on one core.
const DOUBLINGS_PER_LEVEL: f64 = 0.6;
/// Largest perturbation of a root score at level 0, centipawns (a shogi pawn is 90, a
/// xiangqi soldier 100; the smallest piece is worth 200): it shrinks linearly to 0 at
/// level 20.
const LEVEL_ZERO_NOISE: f64 = 200.0;

/// A strength below full: the level and the seed of its random choices.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strength {
    level: f64,
    seed: u64,
}

impl Strength {
    /// The strength of `level` (clamped to 0..=20; fractional levels are allowed), with
    /// its choices drawn from `seed`; `None` at level 20, full strength.
    pub fn at_level(level: f64, seed: u64) -> Option<Strength> {
        let level = if level.is_nan() { 0.0 } else { level };
        (level < MAX_LEVEL).then_some(Strength {
            level: level.max(0.0),
            seed,
        })
    }

    /// The level, 0 to below 20.
    pub fn level(&self) -> f64 {
        self.level
    }

    /// Nodes a search at this level may spend on a move (it completes depth 1 even when
    /// that takes more).
    pub fn node_budget(&self) -> u64 {
        node_budget(self.level)
    }

    /// The largest random push of a root score, centipawns: also the most a chosen move
    /// can lose, by the search's own scores, against the best one.
    pub fn noise(&self) -> i32 {
        noise(self.level)
    }

    /// Root lines to search and choose among: [`SKILL_LINES`], and one more per level
    /// below [`EXTRA_LINES_BELOW`].
    pub fn lines(&self) -> usize {
        SKILL_LINES + (EXTRA_LINES_BELOW - self.level).max(0.0).round() as usize
    }

    /// The index of the move to play among the first `lines` of `roots` (sorted best
    /// first, as the search leaves them) in the position whose key is `key`: each line's
    /// score plus a uniform random push in `0..=noise`, the highest wins (the earlier
    /// line on a tie). Unscored lines take no part; a mate score at the top, for either
    /// side, is played as found. A pure function of its arguments.
    pub fn pick<M>(&self, roots: &[RootMove<M>], lines: usize, key: u64) -> usize {
        let noise = self.noise();
        let Some(top) = roots.first().map(|r| r.score) else {
            return 0;
        };
        if noise == 0 || top == -INFINITE || is_mate(top) {
            return 0;
        }
        let mut rng = Rng::new(splitmix64(self.seed ^ key).1);
        let mut best = (0, i32::MIN);
        for (index, root) in roots.iter().take(lines).enumerate() {
            // Drawn for every line, so that one line's result does not shift the others'.
            let push = rng.below(noise as u64 + 1) as i32;
            if root.score == -INFINITE || is_mate(root.score) {
                continue;
            }
            let perturbed = root.score + push;
            if perturbed > best.1 {
                best = (index, perturbed);
            }
        }
        best.0
    }
}

/// [`Strength::node_budget`] of a level.
fn node_budget(level: f64) -> u64 {
    (LEVEL_ZERO_NODES * (DOUBLINGS_PER_LEVEL * level).exp2()).round() as u64
}

/// [`Strength::noise`] of a level.
fn noise(level: f64) -> i32 {
    (LEVEL_ZERO_NOISE * (MAX_LEVEL - level) / MAX_LEVEL).round() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::score::mate_in;

    fn roots(scores: &[i32]) -> Vec<RootMove<u16>> {
        scores
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                let mut r = RootMove::new(i as u16);
                r.score = s;
                r
            })
            .collect()
    }

    /// How often each line is picked over `n` seeds.
    fn histogram(level: f64, scores: &[i32], n: u64) -> Vec<u64> {
        let roots = roots(scores);
        let mut seen = vec![0; scores.len()];
        for seed in 0..n {
            let s = Strength::at_level(level, seed).unwrap();
            seen[s.pick(&roots, SKILL_LINES, 0x1234)] += 1;
        }
        seen
    }

    #[test]
    fn budgets_grow_and_noise_shrinks_with_the_level() {
        assert_eq!(Strength::at_level(20.0, 1), None);
        assert_eq!(Strength::at_level(25.0, 1), None);
        let zero = Strength::at_level(-3.0, 1).unwrap();
        assert_eq!(
            (zero.level(), zero.node_budget(), zero.noise(), zero.lines()),
            (0.0, 128, 200, 12)
        );
        let top = Strength::at_level(19.0, 1).unwrap();
        assert_eq!(
            (top.node_budget(), top.noise(), top.lines()),
            (345_901, 10, 4)
        );
        assert_eq!(Strength::at_level(5.0, 1).unwrap().lines(), 7);
        assert_eq!(Strength::at_level(8.0, 1).unwrap().lines(), 4);
        let mut last = (0, i32::MAX, usize::MAX);
        for tenth in 0..200 {
            let s = Strength::at_level(f64::from(tenth) / 10.0, 0).unwrap();
            assert!(
                s.node_budget() >= last.0 && s.noise() <= last.1 && s.lines() <= last.2,
                "{s:?}"
            );
            last = (s.node_budget(), s.noise(), s.lines());
        }
    }

    #[test]
    fn the_choice_is_a_function_of_the_seed_and_the_position() {
        let r = roots(&[30, 20, 10, 0]);
        let s = Strength::at_level(0.0, 99).unwrap();
        let first = s.pick(&r, SKILL_LINES, 7);
        assert!((0..10).all(|_| s.pick(&r, SKILL_LINES, 7) == first));
        let picks: Vec<usize> = (0..64).map(|key| s.pick(&r, SKILL_LINES, key)).collect();
        assert!(picks.iter().any(|&p| p != first), "{picks:?}");
    }

    #[test]
    fn low_levels_often_play_a_close_second_best_and_high_levels_rarely() {
        let scores = [50, 20, 0, -10];
        let low = histogram(0.0, &scores, 4000);
        assert!(low[0] < 3000 && low[1] > 600 && low[3] > 100, "{low:?}");
        let high = histogram(19.0, &scores, 4000);
        assert_eq!(high, vec![4000, 0, 0, 0]);
        let near = histogram(15.0, &[50, 40, 0, -10], 4000);
        assert!(near[1] > 100 && near[1] < 1500 && near[2] == 0, "{near:?}");
    }

    #[test]
    fn never_more_than_the_noise_below_the_best_line() {
        // A piece (300) behind: never chosen, at any level.
        for level in [0.0, 5.0, 10.0] {
            let seen = histogram(level, &[100, -200, -250, -400], 2000);
            assert_eq!(seen, vec![2000, 0, 0, 0], "level {level}");
        }
        let seen = histogram(0.0, &[100, -150, 90, 95], 4000);
        assert!(seen[1] == 0 && seen[2] > 0 && seen[3] > 0, "{seen:?}");
    }

    #[test]
    fn mates_and_unscored_lines() {
        let s = Strength::at_level(0.0, 3).unwrap();
        // A mate seen at the top is played; a line into a mate is never chosen.
        for seed in 0..200 {
            let s = Strength::at_level(0.0, seed).unwrap();
            assert_eq!(s.pick(&roots(&[mate_in(5), 40, 30, 20]), 4, 1), 0);
            assert_ne!(s.pick(&roots(&[10, -mate_in(4), 5, 0]), 4, 1), 1);
            assert_ne!(s.pick(&roots(&[10, 0, -INFINITE, -INFINITE]), 4, 1), 2);
        }
        assert_eq!(s.pick(&roots(&[-INFINITE, -INFINITE]), 4, 1), 0);
        assert_eq!(s.pick::<u16>(&[], 4, 1), 0);
        // Only the first `lines` lines take part.
        assert!(
            (0..200).all(|seed| Strength::at_level(0.0, seed).unwrap().pick(
                &roots(&[10, 10, 10, 10]),
                1,
                1
            ) == 0)
        );
    }
}
