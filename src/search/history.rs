//! Per-thread move-ordering memory: killer moves per ply, the butterfly history of quiet
//! moves per side, and the counter move to the opponent's last move.
//!
//! Moves are indexed by their 16-bit TT packing (`Game::pack`), so the tables need no
//! knowledge of squares or pieces. Killers and counter moves come from other positions:
//! the move picker validates them with `Game::is_legal` before use.

use super::params::{HISTORY_BONUS_MAX, HISTORY_BONUS_PER_DEPTH_SQ, HISTORY_MAX, MAX_PLY};
use crate::game::{Game, Side};

const PACKED_MOVES: usize = 1 << 16;

/// The ordering tables of one search thread.
pub struct History<M> {
    killers: Vec<[M; 2]>,
    butterfly: Vec<i16>,
    counter: Vec<M>,
}

fn index(side: Side, packed: u16) -> usize {
    side.index() * PACKED_MOVES + packed as usize
}

/// The history bonus (or malus) for a move that caused (or failed to cause) a cutoff at
/// `depth`.
pub fn bonus(depth: i32) -> i32 {
    (HISTORY_BONUS_PER_DEPTH_SQ * depth * depth).min(HISTORY_BONUS_MAX)
}

impl<M: Copy + Default + PartialEq> History<M> {
    /// Empty tables.
    pub fn new() -> Self {
        History {
            killers: vec![[M::default(); 2]; MAX_PLY + 2],
            butterfly: vec![0; 2 * PACKED_MOVES],
            counter: vec![M::default(); 2 * PACKED_MOVES],
        }
    }

    /// The two killer moves of `ply` (null moves where none).
    pub fn killers(&self, ply: usize) -> [M; 2] {
        self.killers[ply]
    }

    /// Forgets the killers of `ply` (when a new subtree starts there).
    pub fn clear_killers(&mut self, ply: usize) {
        self.killers[ply] = [M::default(); 2];
    }

    /// The counter move to `previous` played by the opponent of `side`.
    pub fn counter_move<G: Game<Move = M>>(&self, side: Side, previous: M) -> M {
        if previous == M::default() {
            return M::default();
        }
        self.counter[index(side, G::pack(previous))]
    }

    /// History score of the quiet move `m` for `side`.
    pub fn score<G: Game<Move = M>>(&self, side: Side, m: M) -> i32 {
        i32::from(self.butterfly[index(side, G::pack(m))])
    }

    /// Applies `delta` with the gravity formula, which keeps entries within
    /// ±HISTORY_MAX and lets new information outweigh stale.
    fn update<G: Game<Move = M>>(&mut self, side: Side, m: M, delta: i32) {
        let entry = &mut self.butterfly[index(side, G::pack(m))];
        let old = i32::from(*entry);
        let new = old + delta - old * delta.abs() / HISTORY_MAX;
        *entry = new.clamp(-HISTORY_MAX, HISTORY_MAX) as i16;
    }

    /// A quiet `best` move caused a beta cutoff at `ply` after the quiets `tried` failed:
    /// reward it (killer, counter move, history) and punish the others.
    pub fn record_cutoff<G: Game<Move = M>>(
        &mut self,
        side: Side,
        ply: usize,
        depth: i32,
        best: M,
        previous: M,
        tried: &[M],
    ) {
        let killers = &mut self.killers[ply];
        if killers[0] != best {
            killers[1] = killers[0];
            killers[0] = best;
        }
        if previous != M::default() {
            self.counter[index(side, G::pack(previous))] = best;
        }
        let b = bonus(depth);
        self.update::<G>(side, best, b);
        for &m in tried {
            if m != best {
                self.update::<G>(side, m, -b);
            }
        }
    }
}

impl<M: Copy + Default + PartialEq> Default for History<M> {
    fn default() -> Self {
        Self::new()
    }
}
