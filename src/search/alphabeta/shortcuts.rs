//! The shortcuts a main-search node takes around its move loop: a mate in one returned
//! unsearched, the singular-extension test of the table move (with multi-cut),
//! null-move pruning with its verification search, and ProbCut.

use super::{Best, Singular, Worker};
use crate::core::score::{from_tt, is_mate, mate_in, INFINITE};
use crate::game::Game;
use crate::search::ordering::MovePicker;
use crate::search::params::*;
use crate::search::tt::TtEntry;

impl<G: Game> Worker<'_, G> {
    /// Mate in one (`Game::mate_in_one`, shogi): a move that mates at once makes the node
    /// worth `mate_in(ply + 1)` at any depth, the best any line from here can reach, so
    /// it is returned unsearched and kept in the table with the move.
    pub(super) fn mate_in_one<const PV: bool>(
        &mut self,
        key: u64,
        ply: usize,
        depth: i32,
        beta: i32,
        eval: i32,
    ) -> Option<i32> {
        let m = self.position.mate_in_one()?;
        let best = Best {
            score: mate_in(ply as u32 + 1),
            mv: Some(m),
        };
        if PV {
            self.pv_len[ply + 1] = ply + 1;
            self.update_pv(ply, m);
        }
        // Mate-distance pruning capped beta at this score: it is stored as a lower bound,
        // which every later probe of this position can use.
        let depth = (depth + MATE_IN_ONE_DEPTH_BONUS).min(MAX_DEPTH);
        self.store_result::<PV>(key, ply, depth, (-INFINITE, beta), &best, eval);
        Some(best.score)
    }

    /// Singular extension test for the table move `m`, whose table score (a lower bound
    /// or exact, searched nearly as deep) is `table_score`: the node's other moves are
    /// searched at half depth against a bar a little below that score. If all fail low,
    /// `m` is singular, the one move that holds the node: extend it (two plies off the PV when
    /// the others fall far short). If the others clear
    /// a bar that is itself at or above beta, several moves refute the parent: cut
    /// (multi-cut). If only the table score was above beta, `m` is not alone: search it
    /// one ply shallower. (Stockfish's scheme since 2008, Hyatt's idea.)
    pub(super) fn singular<const PV: bool>(
        &mut self,
        m: G::Move,
        table_score: i32,
        depth: i32,
        ply: usize,
        beta: i32,
        cut_node: bool,
    ) -> Singular {
        let bar = table_score - singular_margin_per_depth(G::FAMILY) * depth;
        self.frames[ply].excluded = Some(m);
        let score = self.negamax::<false>(bar - 1, bar, (depth - 1) / 2, ply, cut_node);
        self.frames[ply].excluded = None;
        if score < bar {
            let double = singular_double_margin(G::FAMILY);
            Singular::Extend(if !PV && double > 0 && score < bar - double {
                2
            } else {
                1
            })
        } else if bar >= beta {
            Singular::Cutoff(bar)
        } else if table_score >= beta {
            Singular::Reduce
        } else {
            Singular::Neutral
        }
    }

    /// Null-move pruning: if passing still fails high at reduced depth, the node is very
    /// likely a cut node. Not in check, not twice in a row, not in zugzwang-prone
    /// positions; deep cutoffs are verified by a search with null move disabled. `eval`
    /// is the node's eval refined by the table, `static_eval` the corrected static one.
    pub(super) fn try_null_move(
        &mut self,
        beta: i32,
        depth: i32,
        ply: usize,
        (static_eval, eval): (i32, i32),
    ) -> Option<i32> {
        let static_margin =
            null_move_static_margin(G::FAMILY) - null_move_static_per_depth(G::FAMILY) * depth;
        let static_check =
            null_move_static_margin(G::FAMILY) != 0 || null_move_static_per_depth(G::FAMILY) != 0;
        if depth < null_move_min_depth(G::FAMILY)
            || eval < beta
            || (static_check && static_eval < beta + static_margin)
            || ply >= self.null_forbidden_from
            || self.frames[ply - 1].current == G::Move::default()
            || self.position.zugzwang_prone()
        {
            return None;
        }
        let r = null_move_base_reduction(G::FAMILY)
            + depth / null_move_depth_divisor(G::FAMILY)
            + ((eval - beta) / null_move_eval_divisor(G::FAMILY)).min(3);
        self.frames[ply].current = G::Move::default();
        self.frames[ply].piece_to = None;
        self.frames[ply].quiet = false;
        self.position.make_null();
        self.prefetch(depth - r);
        let score = -self.negamax::<false>(-beta, -beta + 1, depth - r, ply + 1, false);
        self.position.unmake_null();
        if self.stopped() || score < beta {
            return None;
        }
        let score = if is_mate(score) { beta } else { score };
        if depth < NULL_MOVE_VERIFY_DEPTH {
            return Some(score);
        }
        self.null_forbidden_from = ply;
        let verified = self.negamax::<false>(beta - 1, beta, depth - r, ply, false);
        self.null_forbidden_from = usize::MAX;
        (verified >= beta).then_some(score)
    }

    /// ProbCut: a capture that beats `beta` by a clear margin in quiescence and then in a
    /// search four plies shallower very likely beats `beta` at full depth too; the node
    /// is cut with that bound, which the table keeps at `depth - 3`. Skipped when the
    /// table already knows the position falls short of the bar.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn try_probcut(
        &mut self,
        key: u64,
        beta: i32,
        depth: i32,
        ply: usize,
        (raw_eval, eval): (i32, i32),
        improving: bool,
        entry: Option<TtEntry>,
        table_move: Option<G::Move>,
        cut_node: bool,
    ) -> Option<i32> {
        let margin = probcut_margin(G::FAMILY);
        if margin == 0 || depth < probcut_min_depth(G::FAMILY) {
            return None;
        }
        let bar = beta + margin - margin / 3 * i32::from(improving);
        if is_mate(bar) {
            return None;
        }
        if entry.is_some_and(|e| e.depth >= depth - 3 && from_tt(e.score, ply as u32) < bar) {
            return None;
        }
        let mut picker = MovePicker::quiescence(&self.position, table_move, false);
        while let Some(m) = picker.next(&self.position, &self.history, false) {
            if !self.position.see_ge(m, bar - eval) {
                continue;
            }
            self.frames[ply].current = m;
            self.frames[ply].piece_to = Some(self.position.piece_to(m));
            self.frames[ply].quiet = false;
            self.position.make(m);
            self.prefetch(depth - 4);
            let mut score = -self.quiescence::<false>(-bar, -bar + 1, ply + 1, false);
            if score >= bar {
                score = -self.negamax::<false>(-bar, -bar + 1, depth - 4, ply + 1, !cut_node);
            }
            self.position.unmake();
            if self.stopped() {
                return None;
            }
            if score >= bar {
                let best = Best { score, mv: Some(m) };
                self.store_result::<false>(key, ply, depth - 3, (bar - 1, bar), &best, raw_eval);
                return Some(score - (bar - beta));
            }
        }
        None
    }
}
