//! Iterative deepening of one thread: the root move list, aspiration windows, MultiPV,
//! the per-iteration `Info` lines (main thread only) and the decision to stop deepening.
//!
//! The root is searched here rather than in `negamax` so that every root move keeps
//! its own score, bound and PV (MultiPV, final report, best-thread choice).

use super::alphabeta::{root_reduction, Worker};
use super::params::*;
use super::{Bound, Event, Info, ReportedScore};
use crate::core::score::{is_mate, mate_plies, INFINITE};
use crate::game::Game;
use std::time::Instant;

/// A legal root move with what the search learned about it.
#[derive(Clone, Debug)]
pub struct RootMove<M> {
    /// The move.
    pub mv: M,
    /// Score of the latest search of this move (`-INFINITE` if not searched to a score).
    pub score: i32,
    /// Score at the previous iteration (aspiration centre).
    pub previous_score: i32,
    /// What `score` is.
    pub bound: Bound,
    /// Principal variation starting with `mv`.
    pub pv: Vec<M>,
    /// Seldepth when the PV was found.
    pub seldepth: usize,
}

impl<M: Copy> RootMove<M> {
    /// A root move not searched yet.
    pub fn new(mv: M) -> Self {
        RootMove {
            mv,
            score: -INFINITE,
            previous_score: -INFINITE,
            bound: Bound::Exact,
            pv: vec![mv],
            seldepth: 0,
        }
    }
}

/// What a thread's iterative deepening is asked to do.
pub struct IterationPlan {
    /// Lines to search (≥ 1, ≤ number of root moves).
    pub multi_pv: usize,
    /// Lines to report, the first ones (≥ 1, ≤ `multi_pv`): fewer than are searched
    /// when a limited strength looks at more lines than the GUI asked for.
    pub report_lines: usize,
    /// Last depth to search.
    pub max_depth: i32,
    /// 0 for the main thread, 1.. for helpers (depth diversity).
    pub helper_index: usize,
    /// The search may end early on a proven mate (timed or node-limited searches; not
    /// `go depth`, `go infinite` or `bench`).
    pub stop_on_mate: bool,
}

/// Builds an `Info` for a root move.
pub fn info_for<M: Copy>(
    root: &RootMove<M>,
    depth: i32,
    multipv: usize,
    nodes: u64,
    start: Instant,
    hashfull: u32,
) -> Info<M> {
    let score = if root.score == -INFINITE {
        0
    } else {
        root.score
    };
    Info {
        depth: depth.max(0) as u32,
        seldepth: root.seldepth.max(depth.max(0) as usize) as u32,
        multipv,
        score: match mate_plies(score) {
            Some(plies) => ReportedScore::MatePlies(plies),
            None => ReportedScore::Centipawns(score),
        },
        bound: root.bound,
        nodes,
        elapsed: start.elapsed(),
        hashfull,
        pv: root.pv.clone(),
    }
}

impl<G: Game> Worker<'_, G> {
    /// Searches every root move from `first` on at `depth` within (alpha, beta); the
    /// moves keep their scores and PVs. Returns the best score.
    fn search_root(
        &mut self,
        roots: &mut [RootMove<G::Move>],
        first: usize,
        mut alpha: i32,
        beta: i32,
        depth: i32,
    ) -> i32 {
        let mut best = -INFINITE;
        for (offset, root) in roots[first..].iter_mut().enumerate() {
            let m = root.mv;
            let quiet = !self.position.is_tactical(m) && !self.position.gives_check(m);
            let reduction = root_reduction(G::FAMILY, quiet, depth, first + offset + 1);
            self.begin_root_move(m);
            self.position.make(m);
            let mut score;
            if offset == 0 {
                score = -self.search_child::<true>(-beta, -alpha, depth - 1);
            } else {
                score = -self.search_child::<false>(-alpha - 1, -alpha, depth - 1 - reduction);
                if score > alpha && reduction > 0 {
                    score = -self.search_child::<false>(-alpha - 1, -alpha, depth - 1);
                }
                if score > alpha && score < beta {
                    score = -self.search_child::<true>(-beta, -alpha, depth - 1);
                }
            }
            self.position.unmake();
            if self.stopped() {
                break;
            }
            if offset == 0 || score > alpha {
                root.score = score;
                root.seldepth = self.seldepth;
                root.bound = if score >= beta {
                    Bound::Lower
                } else if score <= alpha {
                    Bound::Upper
                } else {
                    Bound::Exact
                };
                root.pv.clear();
                root.pv.push(m);
                root.pv.extend_from_slice(self.pv_at(1));
            } else {
                // Only known to be worse than the best: sorts behind the searched ones
                // while keeping the previous order among themselves.
                root.score = -INFINITE;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
        best
    }

    /// True when this helper skips `depth` (Lazy SMP depth diversity).
    fn skips_depth(&self, depth: i32, helper_index: usize) -> bool {
        if helper_index == 0 {
            return false;
        }
        let j = (helper_index - 1) % SKIP_SIZE.len();
        ((depth + SKIP_PHASE[j]) / SKIP_SIZE[j]) % 2 == 1
    }

    /// Iterative deepening over `roots` (sorted best first on return). The main thread
    /// reports through `report` and decides when to stop; helpers run until the stop flag.
    pub fn iterate(
        &mut self,
        roots: &mut [RootMove<G::Move>],
        plan: &IterationPlan,
        start: Instant,
        report: &mut dyn FnMut(Event<G::Move>),
    ) {
        let is_main = plan.helper_index == 0;
        let mut stable_iterations = 0usize;
        let mut last_best = None;
        let root_eval = if self.position.in_check() {
            0
        } else {
            self.position.evaluate()
        };
        self.set_root_eval(root_eval);
        for depth in 1..=plan.max_depth {
            if self.skips_depth(depth, plan.helper_index) && depth > 1 {
                continue;
            }
            self.root_depth = depth;
            for root in roots.iter_mut() {
                root.previous_score = root.score;
            }
            for line in 0..plan.multi_pv {
                self.seldepth = 0;
                let centre = roots[line].previous_score;
                let mut delta = aspiration_delta(G::FAMILY);
                let (mut alpha, mut beta) =
                    if depth >= ASPIRATION_MIN_DEPTH && centre != -INFINITE && !is_mate(centre) {
                        (
                            (centre - delta).max(-INFINITE),
                            (centre + delta).min(INFINITE),
                        )
                    } else {
                        (-INFINITE, INFINITE)
                    };
                loop {
                    let score = self.search_root(roots, line, alpha, beta, depth);
                    roots[line..].sort_by_key(|r| std::cmp::Reverse(r.score));
                    if self.stopped() {
                        break;
                    }
                    if score <= alpha {
                        beta = (alpha + beta) / 2;
                        alpha = (score - delta).max(-INFINITE);
                    } else if score >= beta {
                        beta = (score + delta).min(INFINITE);
                    } else {
                        break;
                    }
                    delta += delta * ASPIRATION_GROWTH_NUM / ASPIRATION_GROWTH_DEN;
                    if is_main && line < plan.report_lines && start.elapsed().as_millis() > 3000 {
                        self.flush_nodes();
                        let nodes = self.total_nodes();
                        report(Event::Info(info_for(
                            &roots[line],
                            depth,
                            line + 1,
                            nodes,
                            start,
                            self.table.hashfull(),
                        )));
                    }
                }
                roots[..=line].sort_by_key(|r| std::cmp::Reverse(r.score));
                if self.stopped() {
                    break;
                }
            }
            if self.stopped() {
                break;
            }
            self.completed_depth = depth;
            if !is_main {
                continue;
            }
            self.flush_nodes();
            let nodes = self.total_nodes();
            let hashfull = self.table.hashfull();
            for (line, root) in roots.iter().take(plan.report_lines).enumerate() {
                report(Event::Info(info_for(
                    root,
                    depth,
                    line + 1,
                    nodes,
                    start,
                    hashfull,
                )));
            }

            let best = roots[0].mv;
            if last_best == Some(best) {
                stable_iterations += 1;
            } else {
                stable_iterations = 0;
            }
            last_best = Some(best);
            if self.should_stop_deepening(roots, plan, depth, stable_iterations) {
                break;
            }
        }
    }

    /// Main thread, after a completed iteration: is it time to answer?
    fn should_stop_deepening(
        &mut self,
        roots: &[RootMove<G::Move>],
        plan: &IterationPlan,
        depth: i32,
        stable: usize,
    ) -> bool {
        let Some(main) = &mut self.main else {
            return false;
        };
        let now = Instant::now();
        main.poll_ponderhit(now);
        if plan.stop_on_mate && !main.time.pondering() {
            if let Some(plies) = mate_plies(roots[0].score) {
                if plies > 0
                    && roots[0].bound == Bound::Exact
                    && depth >= MATE_STOP_DEPTH_FACTOR * plies
                {
                    return true;
                }
            }
        }
        let scale = STABILITY_SOFT_SCALE[stable.min(STABILITY_SOFT_SCALE.len() - 1)];
        main.time.soft_expired(now, scale)
    }
}
