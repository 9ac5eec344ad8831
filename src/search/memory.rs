//! What a search thread learns that stays useful for the next search of the same game:
//! its move-ordering histories and its evaluation cache, kept per thread between `go`
//! commands instead of being rebuilt for each one (the continuation history alone is
//! about 10 MB in shogi).
//!
//! It owns the keeping and handing out, not the tables themselves (`history`,
//! `eval_cache`, `correction`). The controller holds one [`SearchMemory`] per game and clears it on a
//! new game; a change in the number of threads starts afresh too. Between searches the
//! killers are forgotten (they are indexed by the ply from the root, which moves); the
//! butterfly, counter-move and continuation tables are kept whole, as the Stockfish
//! family keeps them for the whole game: the gravity update bounds every entry and lets
//! new information outweigh stale. The evaluation cache is exact (full-key match), so
//! keeping it changes no result.

use super::correction::CorrectionHistory;
use super::eval_cache::EvalCache;
use super::history::History;
use crate::game::Game;
use parking_lot::Mutex;

/// The tables one search thread carries from one search to the next.
pub struct ThreadMemory<M> {
    /// Killers, butterfly, counter-move and continuation histories.
    pub history: Box<History<M>>,
    /// Static evaluations already computed.
    pub eval_cache: Box<EvalCache>,
    /// How far the static evaluation missed, per pawn structure and per kings' guards.
    pub correction: Box<CorrectionHistory>,
}

impl<M: Copy + Default + PartialEq> ThreadMemory<M> {
    /// Empty tables for game `G`.
    pub fn new<G: Game<Move = M>>() -> Self {
        ThreadMemory {
            history: Box::new(History::new::<G>()),
            eval_cache: Box::new(EvalCache::new()),
            correction: Box::new(CorrectionHistory::new()),
        }
    }
}

/// The per-thread memories of one game's searches.
pub struct SearchMemory<G: Game> {
    threads: Mutex<Vec<ThreadMemory<G::Move>>>,
}

impl<G: Game> Default for SearchMemory<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> SearchMemory<G> {
    /// Nothing learnt yet.
    pub fn new() -> Self {
        SearchMemory {
            threads: Mutex::new(Vec::new()),
        }
    }

    /// Forgets everything (new game, cleared hash).
    pub fn clear(&self) {
        self.threads.lock().clear();
    }

    /// The memories for a search on `threads` threads, made ready for it: the kept ones
    /// with their killers forgotten, or new ones when none are kept or the thread
    /// count changed. Give them back with [`SearchMemory::keep`].
    pub fn take(&self, threads: usize) -> Vec<ThreadMemory<G::Move>> {
        let mut kept = std::mem::take(&mut *self.threads.lock());
        if kept.len() != threads {
            kept = (0..threads).map(|_| ThreadMemory::new::<G>()).collect();
        }
        for memory in &mut kept {
            memory.history.clear_all_killers();
        }
        kept
    }

    /// Keeps `memories` (one per thread, main thread first) for the next search.
    pub fn keep(&self, memories: Vec<ThreadMemory<G::Move>>) {
        *self.threads.lock() = memories;
    }

    /// Number of threads whose memory is kept (0 after `clear`).
    pub fn kept_threads(&self) -> usize {
        self.threads.lock().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::MoveList;
    use crate::game::GenKind;
    use crate::shogi::Position;

    #[test]
    fn memories_are_kept_per_thread_until_cleared_or_the_thread_count_changes() {
        let memory = SearchMemory::<Position>::new();
        let position = Position::startpos();
        let mut moves = MoveList::new();
        position.generate(GenKind::All, &mut moves);
        let best = moves.iter().next().unwrap();

        let mut taken = memory.take(2);
        assert_eq!(taken.len(), 2);
        let history = &mut taken[0].history;
        history.record_cutoff(&position, 3, 8, best, Default::default(), [None; 3], &[]);
        assert_eq!(history.killers(3)[0], best);
        let learnt = history.score(&position, best, [None; 3]);
        assert!(learnt > 0);
        let cache: *const EvalCache = &*taken[0].eval_cache;
        memory.keep(taken);
        assert_eq!(memory.kept_threads(), 2);

        // The next search of the game: same tables, histories kept, killers forgotten.
        let taken = memory.take(2);
        assert!(std::ptr::eq(&*taken[0].eval_cache, cache));
        assert_eq!(taken[0].history.score(&position, best, [None; 3]), learnt);
        assert_eq!(taken[0].history.killers(3), [Default::default(); 2]);
        assert_eq!(memory.kept_threads(), 0, "taken out while searching");
        memory.keep(taken);

        // Another thread count starts afresh.
        let taken = memory.take(3);
        assert_eq!(taken.len(), 3);
        assert_eq!(taken[0].history.score(&position, best, [None; 3]), 0);
        memory.keep(taken);

        // So does a new game.
        memory.clear();
        assert_eq!(memory.kept_threads(), 0);
        let taken = memory.take(3);
        assert_eq!(taken[0].history.score(&position, best, [None; 3]), 0);
    }
}
