//! The terminal reply of a `go`: once its lifecycle lets a result go, it is checked
//! (a legal move, a legal ponder move, the UCCI draw answer), the last PV report is
//! repeated if anything came between, and the dialect writes the answer; a search crash
//! still answers with a legal move. Options deferred during the search apply then.

use super::lifecycle::{Finished, Job, Work};
use super::Controller;
use crate::core::MoveList;
use crate::game::Game;
use crate::game::GenKind;
use crate::mate::MateResult;
use crate::protocol::dialect::{Dialect, InfoText, MateSearch, Reply, Terminal};
use crate::search::{BestMove, ReportedScore};
use std::time::Instant;

impl<G: Game, D: Dialect> Controller<G, D> {
    /// A job's result is in: it is held, and printed at once unless the GUI may not
    /// have it yet.
    pub(super) fn finished(&mut self, result: Finished<G::Move>) {
        self.lifecycle.finish(result);
        self.release_if_ready();
    }

    /// Prints the job's result if it has one and nothing holds it back any more.
    pub(super) fn release_if_ready(&mut self) {
        let Some((job, result)) = self.lifecycle.release() else {
            return;
        };
        {
            let mut target = self.fast.target.lock();
            if target.as_ref().is_some_and(|t| t.go_seq == job.go_seq) {
                *target = None;
            }
        }
        self.emit(&job, result);
        if let Work::Search {
            deadline: Some(deadline),
            ..
        } = job.work
        {
            let late = Instant::now().saturating_duration_since(deadline);
            self.lag.record(late);
            if !late.is_zero() {
                log::debug!(
                    "answer {} ms past the hard deadline; extra margin now {} ms",
                    late.as_millis(),
                    self.lag.extra_margin().as_millis()
                );
            }
        }
        self.apply_deferred();
    }

    /// The answer when the search has none to give.
    fn first_legal(position: &G) -> Option<G::Move> {
        let mut moves = MoveList::new();
        position.generate(GenKind::All, &mut moves);
        let first = moves.iter().next();
        first
    }

    /// Writes the terminal reply of a finished job.
    fn emit(&mut self, job: &Job<G>, result: Finished<G::Move>) {
        let root = &job.root;
        if let Finished::Mate(outcome) = result {
            return self.emit_mate(job, outcome);
        }
        let crashed = matches!(result, Finished::Crashed);
        let best = match result {
            Finished::Search(best) => best,
            _ => {
                if matches!(job.work, Work::Mate { .. }) {
                    // A mate search that died: the honest USI answer is "no result".
                    self.error("internal error in mate search");
                    self.say(Reply::MateUnknown);
                    return;
                }
                self.error("internal error in search");
                match Self::first_legal(root) {
                    Some(m) => BestMove::Move {
                        best: m,
                        ponder: None,
                    },
                    None => BestMove::NoLegalMove,
                }
            }
        };
        let terminal = match best {
            BestMove::Move { best, ponder } => {
                let (best, ponder) = if root.is_legal(best) {
                    (best, ponder)
                } else {
                    self.error("internal error: the search returned an illegal move");
                    match Self::first_legal(root) {
                        Some(m) => (m, None),
                        None => return self.say(Reply::Terminal(Terminal::NoLegalMove)),
                    }
                };
                let ponder = ponder.filter(|&p| {
                    let mut after = root.clone();
                    after.make(best);
                    after.is_legal(p)
                });
                let draw = job.draw_offered
                    && match job.last_score {
                        Some(ReportedScore::Centipawns(cp)) => cp <= 0,
                        Some(ReportedScore::MatePlies(p)) => p <= 0,
                        None => false,
                    };
                Terminal::Move {
                    best: self.wire(best),
                    ponder: ponder.map(|p| self.wire(p)),
                    draw,
                }
            }
            BestMove::DeclareWin => Terminal::DeclareWin,
            BestMove::NoLegalMove => Terminal::NoLegalMove,
        };
        // The PV line must be the last thing before the best move (Shogidokoro and ShogiHome
        // show the score of the line just before it): if anything was printed since (a held
        // result, an error message), repeat it.
        if !crashed && !job.last_info.is_empty() && self.printer.count != job.lines_after_info {
            let lines = job.last_info.clone();
            self.print(&lines);
        }
        self.say(Reply::Terminal(terminal));
    }

    /// The reply to a solver's result: a `score mate` report with the mating line as PV,
    /// then the dialect's mate answer; no mate or no proof is answered only in USI (in
    /// the other dialects the search has taken over before).
    fn emit_mate(&mut self, job: &Job<G>, outcome: MateResult<G::Move>) {
        let tsume = D::MATE_SEARCH == MateSearch::Tsume;
        let (received, progress) = match &job.work {
            Work::Mate {
                received, progress, ..
            } => (*received, *progress),
            Work::Search { .. } => (Instant::now(), None),
        };
        let moves = match outcome {
            MateResult::Mate(moves) if !moves.is_empty() => moves,
            MateResult::NoMate if tsume => return self.say(Reply::NoMate),
            _ if tsume => return self.say(Reply::MateUnknown),
            _ => {
                // Unreachable by construction (`mate_event` hands these to the search).
                self.error("internal error: no mate to report");
                return;
            }
        };
        let pv: Vec<String> = moves.iter().map(|&m| self.wire(m)).collect();
        let time_ms = received.elapsed().as_millis() as u64;
        let plies = moves.len() as u32;
        let info = InfoText {
            depth: plies,
            seldepth: plies,
            multipv: 1,
            score: ReportedScore::MatePlies(plies as i32),
            bound: crate::search::Bound::Exact,
            nodes: progress.map_or(0, |p| p.nodes),
            time_ms,
            hashfull: progress.map_or(0, |p| p.hashfull),
            pv,
        };
        self.say(Reply::MateFound(&info));
    }
}
