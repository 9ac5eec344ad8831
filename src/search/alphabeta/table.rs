//! A main-search node's dealings with the transposition table: the table move, the
//! score cutoff, the eval refined by the table's bound, and the store of the result.

use super::{Best, Worker};
use crate::core::score::{from_tt, is_mate, to_tt};
use crate::game::Game;
use crate::search::tt::{TtBound, TtEntry};

impl<G: Game> Worker<'_, G> {
    /// The table's move for this node, if it is legal here.
    pub(super) fn table_move(&self, entry: Option<TtEntry>) -> Option<G::Move> {
        entry
            .filter(|e| e.packed_move != 0)
            .and_then(|e| self.position.unpack(e.packed_move))
    }

    /// Stores a node's result: its bound follows from the window `(alpha, beta)` it was
    /// searched with (exact only at PV nodes), mate scores made node-relative.
    pub(super) fn store_result<const PV: bool>(
        &self,
        key: u64,
        ply: usize,
        depth: i32,
        (alpha, beta): (i32, i32),
        best: &Best<G::Move>,
        eval: i32,
    ) {
        let bound = if best.score >= beta {
            TtBound::Lower
        } else if PV && best.score > alpha {
            TtBound::Exact
        } else {
            TtBound::Upper
        };
        self.table.store(
            key,
            TtEntry {
                packed_move: best.mv.map_or(0, G::pack),
                score: to_tt(best.score, ply as u32),
                eval,
                depth,
                bound,
                was_pv: PV,
            },
        );
    }
}

/// `eval` replaced by the table's score of the position when that score bounds the true
/// value on the far side of `eval` (a lower bound above it, an upper bound below it, or
/// exact), and is not a mate: the pruning decisions then start from the better estimate.
pub(super) fn refine_by_table(eval: i32, e: TtEntry, ply: usize) -> i32 {
    let score = from_tt(e.score, ply as u32);
    if is_mate(score) {
        return eval;
    }
    let better = match e.bound {
        TtBound::Exact => true,
        TtBound::Lower => score > eval,
        TtBound::Upper => score < eval,
    };
    if better {
        score
    } else {
        eval
    }
}

/// The table entry's score if it decides the node within (alpha, beta) by its bound
/// (the caller checks the entry's depth).
pub(super) fn table_cutoff(e: TtEntry, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let score = from_tt(e.score, ply as u32);
    let usable = match e.bound {
        TtBound::Exact => true,
        TtBound::Lower => score >= beta,
        TtBound::Upper => score <= alpha,
    };
    usable.then_some(score)
}
