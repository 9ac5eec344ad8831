//! The quiescence search: from the main search's horizon, captures (and every evasion
//! when in check) until the position is quiet, so that the static evaluation is never
//! taken in the middle of an exchange.

use super::table::table_cutoff;
use super::{outcome_score, Best, Worker};
use crate::core::score::{mate_in, mated_in, INFINITE, MATE_BOUND};
use crate::core::MoveList;
use crate::game::{Game, GenKind};
use crate::search::ordering::MovePicker;
use crate::search::params::*;

impl<G: Game> Worker<'_, G> {
    /// True when the side to move has a legal move (a full generation, no allocation).
    fn has_legal_move(&self) -> bool {
        let mut moves = MoveList::new();
        self.position.generate(GenKind::All, &mut moves);
        !moves.is_empty()
    }

    /// Quiescence: stand pat or try tactical moves (every evasion when in check) until
    /// the position is quiet. With `checks` (its first ply) quiet checks that do not
    /// lose material are tried too, so that mates just past the horizon are seen.
    pub(super) fn quiescence<const PV: bool>(
        &mut self,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        checks: bool,
    ) -> i32 {
        if !self.enter_node::<PV>(ply) {
            return 0;
        }
        let in_check = self.position.in_check();
        if in_check {
            // Evasions may be quiet moves, so cycles are possible here.
            if let Some(outcome) = self.position.repetition(ply) {
                return outcome_score(outcome, ply);
            }
        }
        if ply >= MAX_PLY - 1 {
            return self.horizon_score(in_check);
        }

        let key = self.position.key();
        let entry = self.table.probe(key);
        if let Some(score) = entry
            .filter(|_| !PV)
            .and_then(|e| table_cutoff(e, ply, alpha, beta))
        {
            return score;
        }
        let table_move = self.table_move(entry);

        let raw_eval = if in_check {
            -INFINITE
        } else {
            match entry {
                Some(e) => e.eval,
                None => self.static_eval(),
            }
        };
        let stand_pat = if in_check {
            -INFINITE
        } else {
            self.corrected(raw_eval, self.family_keys())
        };
        let mut best = Best {
            score: stand_pat,
            mv: None,
        };
        if !in_check {
            // A side without chariot, horse or cannon (`Game::zugzwang_prone`) can be left
            // with no legal move while not in check, which loses (xiangqi stalemate); the
            // captures below would stand pat on it. Only those sparse endings pay for the
            // move generation.
            if self.position.zugzwang_prone() && !self.has_legal_move() {
                return mated_in(ply as u32);
            }
            // A mate in one beats standing pat (shogi: drops mate from nowhere, and the
            // captures below never see them).
            if entry.is_none() {
                if let Some(m) = self.position.mate_in_one() {
                    if PV {
                        self.pv_len[ply + 1] = ply + 1;
                        self.update_pv(ply, m);
                    }
                    return mate_in(ply as u32 + 1);
                }
            }
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
        }
        let original_alpha = alpha;

        let mut picker = MovePicker::quiescence(&self.position, table_move, checks && !in_check);
        let mut moves_seen = 0;
        let mut quiet_evasions = 0;
        let evasion_limit = quiescence_quiet_evasions(G::FAMILY);
        let recapture_square = G::destination(self.frames[ply - 1].current);
        while let Some(m) = picker.next(&self.position, &self.history, false) {
            moves_seen += 1;
            if in_check && !self.position.is_tactical(m) {
                // The picker orders captures first: the quiet evasions come last.
                if evasion_limit > 0 && quiet_evasions >= evasion_limit && best.score > -MATE_BOUND
                {
                    break;
                }
                quiet_evasions += 1;
            } else if !in_check {
                // Move-count pruning (Stockfish): past the best few captures, only
                // recaptures and checks are still worth a quiescence search.
                if moves_seen > QUIESCENCE_MOVE_COUNT
                    && G::destination(m) != recapture_square
                    && !self.position.gives_check(m)
                {
                    continue;
                }
                let gain = self.position.captured_value(m);
                if gain > 0 && stand_pat + gain + delta_margin(G::FAMILY) <= alpha {
                    continue;
                }
                if !self.position.see_ge(m, 0) {
                    continue;
                }
            }
            self.frames[ply].current = m;
            self.position.make(m);
            self.prefetch(0);
            let score = -self.quiescence::<PV>(-beta, -alpha, ply + 1, false);
            self.position.unmake();
            if self.stopped() {
                return 0;
            }
            if self.raise_best::<PV>(ply, m, score, &mut alpha, beta, &mut best) {
                break;
            }
        }
        if in_check && moves_seen == 0 {
            return mated_in(ply as u32);
        }
        self.store_result::<PV>(
            key,
            ply,
            0,
            (original_alpha, beta),
            &best,
            if in_check { 0 } else { raw_eval },
        );
        best.score
    }
}
