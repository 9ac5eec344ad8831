//! The tree search of one thread: principal-variation negamax with the game's rules at
//! every node, pruning and reductions, and quiescence.
//!
//! It owns a `Worker` (the thread's position, histories, PV arrays and node count) and
//! the main-search node function; the quiescence search is in `alphabeta/quiescence.rs`,
//! a node's shortcuts around its move loop (mate in one, singular test, null move) in
//! `alphabeta/shortcuts.rs`, its use of the transposition table in `alphabeta/table.rs`,
//! the late-move reduction table in `alphabeta/reductions.rs`. Iterative deepening and
//! the root live in `iterative.rs`; threads and the final choice in `smp.rs`. Node kinds
//! are a const generic `PV`.
//!
//! Rules inside the search: at every node after the root `Game::repetition` judges
//! cycles (draw, or a win/loss for perpetual check or chase) and `Game::declare_win`
//! scores an entering-king declaration as a win; a node with no legal move is lost,
//! whether in check or not (mate and stalemate are both losses in shogi and xiangqi).

mod quiescence;
mod reductions;
mod shortcuts;
mod table;

use reductions::reduction;
pub(super) use reductions::root_reduction;
use table::{refine_by_table, table_cutoff};

use super::correction::{CorrectionHistory, FamilyKeys};
use super::eval_cache::EvalCache;
use super::history::{Contexts, History};
use super::memory::ThreadMemory;
use super::ordering::MovePicker;
use super::params::*;
use super::time::{self, TimeManager};
use super::tt::{TranspositionTable, TtBound};
use super::{Clock, Limits, SearchOptions};
use crate::core::score::{from_tt, is_mate, mate_in, mated_in, DRAW, INFINITE, MATE_BOUND};
use crate::game::{Game, Outcome};
use parking_lot::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The score of a game result reached `ply` plies from the root.
pub fn outcome_score(outcome: Outcome, ply: usize) -> i32 {
    match outcome {
        Outcome::Win => mate_in(ply as u32),
        Outcome::Draw => DRAW,
        Outcome::Loss => mated_in(ply as u32),
    }
}

/// The main thread's extra duties: the clock, the node limit and the ponder flag.
pub struct MainDuties<'a> {
    /// Deadlines.
    pub time: TimeManager,
    /// Stop when this many nodes (all threads) are searched...
    pub node_limit: Option<u64>,
    /// ...once this many iterations are complete: 0 for `go nodes`, 1 for a strength's
    /// budget (a weakened search always answers with a move it has searched).
    pub node_limit_min_depth: i32,
    /// Cleared by the controller on `ponderhit`.
    pub ponder: &'a AtomicBool,
    /// A clock that came with `ponderhit` (replaces the `go ponder` one).
    pub ponder_clock: &'a Mutex<Option<Clock>>,
    /// `movetime` of the `go` line (applies from `ponderhit` when pondering).
    pub movetime: Option<Duration>,
    /// The time options (margins, minimum thinking time).
    pub options: SearchOptions,
    /// Only one legal root move.
    pub single_move: bool,
    /// Plies played in the game before the root (the time horizon).
    pub game_ply: usize,
}

impl MainDuties<'_> {
    /// Starts the clock if the controller has signalled `ponderhit`, with the clock sent
    /// along with it if any.
    pub fn poll_ponderhit(&mut self, now: Instant) {
        if !self.time.pondering() || self.ponder.load(Ordering::Acquire) {
            return;
        }
        if let Some(clock) = self.ponder_clock.lock().take() {
            let limits = Limits::<()> {
                clock: Some(clock),
                movetime: self.movetime,
                ..Limits::default()
            };
            self.time.set_budget(time::budget_at_ply(
                &limits,
                &self.options,
                self.single_move,
                Some(self.game_ply),
            ));
        }
        self.time.ponderhit(now);
    }
}

/// Per-ply scratch state.
#[derive(Clone, Copy, Default)]
struct Frame<M> {
    /// Static evaluation (meaningless when in check).
    eval: i32,
    /// The move made from this ply (null move = `M::default()`).
    current: M,
    /// `Game::piece_to` of `current` (`None` for the null move): the continuation
    /// history context of the plies below.
    piece_to: Option<usize>,
    /// `current` is a quiet move (not tactical, not the null move).
    quiet: bool,
    /// The move left out of this ply's search: set while the singular-extension test
    /// searches the node's other moves (the node then neither prunes by the table nor
    /// stores into it, and has no null move).
    excluded: Option<M>,
}

/// The verdict of the singular-extension test on the table move.
enum Singular {
    /// The only good move: search it this many plies deeper.
    Extend(i32),
    /// No change.
    Neutral,
    /// Other moves also beat beta: search the table move one ply shallower.
    Reduce,
    /// Other moves beat a bar at or above beta: the node fails high with this score.
    Cutoff(i32),
}

/// The best score of a node so far and the move that raised alpha to it.
struct Best<M> {
    score: i32,
    mv: Option<M>,
}

/// One search thread's state.
pub struct Worker<'a, G: Game> {
    /// The thread's own copy of the position (with the game history on its stack).
    pub position: G,
    pub(super) table: &'a TranspositionTable,
    stop: &'a AtomicBool,
    shared_nodes: &'a AtomicU64,
    /// Nodes searched by this thread.
    pub nodes: u64,
    unflushed: u64,
    /// Node total of all threads at this thread's last flush, plus its own since.
    seen_total: u64,
    pub(super) main: Option<MainDuties<'a>>,
    pub(super) history: Box<History<G::Move>>,
    eval_cache: Box<EvalCache>,
    correction: Box<CorrectionHistory>,
    frames: Vec<Frame<G::Move>>,
    pv: Vec<[G::Move; MAX_PLY + 1]>,
    pv_len: Vec<usize>,
    /// Deepest ply reached in the current iteration.
    pub seldepth: usize,
    /// Null move is forbidden at plies ≥ this (during a verification search).
    null_forbidden_from: usize,
    /// Nominal depth of the current iteration (caps check extensions).
    pub(super) root_depth: i32,
    /// Deepest iteration completed.
    pub(super) completed_depth: i32,
}

impl<'a, G: Game> Worker<'a, G> {
    /// A worker on `position`, sharing `table`, the stop flag and the node counter,
    /// with the histories and evaluation cache of `memory`.
    pub fn new(
        position: G,
        table: &'a TranspositionTable,
        stop: &'a AtomicBool,
        shared_nodes: &'a AtomicU64,
        main: Option<MainDuties<'a>>,
        memory: ThreadMemory<G::Move>,
    ) -> Self {
        Worker {
            position,
            table,
            stop,
            shared_nodes,
            nodes: 0,
            unflushed: 0,
            seen_total: 0,
            main,
            history: memory.history,
            eval_cache: memory.eval_cache,
            correction: memory.correction,
            frames: vec![Frame::default(); MAX_PLY + 4],
            pv: vec![[G::Move::default(); MAX_PLY + 1]; MAX_PLY + 2],
            pv_len: vec![0; MAX_PLY + 2],
            seldepth: 0,
            null_forbidden_from: usize::MAX,
            root_depth: 0,
            completed_depth: 0,
        }
    }

    /// The histories and evaluation cache, for the next search.
    pub fn into_memory(self) -> ThreadMemory<G::Move> {
        ThreadMemory {
            history: self.history,
            eval_cache: self.eval_cache,
            correction: self.correction,
        }
    }

    /// True when the search must unwind (stop, deadline, node limit).
    #[inline(always)]
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Asks every thread to stop.
    pub fn raise_stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Adds this thread's unflushed nodes to the shared counter.
    pub fn flush_nodes(&mut self) {
        let before = self
            .shared_nodes
            .fetch_add(self.unflushed, Ordering::Relaxed);
        self.seen_total = before + self.unflushed;
        self.unflushed = 0;
    }

    /// Nodes of all threads as far as this thread knows (exact with one thread).
    pub fn total_nodes(&self) -> u64 {
        self.seen_total + self.unflushed
    }

    /// Counts a node; every `NODE_POLL_INTERVAL` nodes flushes the count and, on the
    /// main thread, checks the clock, the ponder flag and the node limit.
    #[inline(always)]
    fn count_node(&mut self) {
        self.nodes += 1;
        self.unflushed += 1;
        if let Some(main) = &self.main {
            if main
                .node_limit
                .is_some_and(|limit| self.seen_total + self.unflushed >= limit)
                && self.completed_depth >= main.node_limit_min_depth
            {
                self.raise_stop();
            }
        }
        if self.unflushed >= NODE_POLL_INTERVAL {
            self.flush_nodes();
            self.check_time();
        }
    }

    /// Main thread only: notices `ponderhit` and stops at the hard deadline (once depth 1
    /// is complete, so that the answer is always a searched move).
    pub fn check_time(&mut self) {
        let Some(main) = &mut self.main else { return };
        let now = Instant::now();
        main.poll_ponderhit(now);
        if self.completed_depth >= 1 && main.time.hard_expired(now) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }

    /// The principal variation found below `ply` (valid right after a PV search there).
    pub fn pv_at(&self, ply: usize) -> &[G::Move] {
        &self.pv[ply][ply..self.pv_len[ply]]
    }

    fn update_pv(&mut self, ply: usize, m: G::Move) {
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        self.pv[ply][ply] = m;
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// Called at the root before each move's subtree, so ply 1 starts clean.
    pub fn begin_root_move(&mut self, m: G::Move) {
        self.frames[0].current = m;
        self.frames[0].piece_to = Some(self.position.piece_to(m));
        self.pv_len[1] = 1;
        self.history.clear_killers(2);
    }

    /// Sets the root's static eval (for the "improving" test two plies down).
    pub fn set_root_eval(&mut self, eval: i32) {
        self.frames[0].eval = eval;
    }

    /// Searches the position after a root move made by the caller: the child at ply 1.
    pub fn search_child<const PV: bool>(&mut self, alpha: i32, beta: i32, depth: i32) -> i32 {
        self.negamax::<PV>(alpha, beta, depth, 1, !PV)
    }

    /// Principal-variation negamax at `ply` ≥ 1 with `depth` plies left.
    fn negamax<const PV: bool>(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.quiescence::<PV>(alpha, beta, ply, quiescence_checks(G::FAMILY) > 0);
        }
        if !self.enter_node::<PV>(ply) {
            return 0;
        }
        if let Some(outcome) = self.position.repetition(ply) {
            return outcome_score(outcome, ply);
        }
        if self.position.declare_win() {
            return mate_in(ply as u32);
        }
        let in_check = self.position.in_check();
        if ply >= MAX_PLY - 1 {
            return self.horizon_score(in_check);
        }
        // Mate distance pruning: no line from here beats a mate already found closer.
        alpha = alpha.max(mated_in(ply as u32));
        beta = beta.min(mate_in(ply as u32 + 1));
        if alpha >= beta {
            return alpha;
        }

        let excluded = self.frames[ply].excluded;
        let key = self.position.key();
        let entry = self.table.probe(key);
        let table_move = self.table_move(entry);
        if let Some(score) = entry
            .filter(|e| !PV && excluded.is_none() && e.depth >= depth)
            .and_then(|e| table_cutoff(e, ply, alpha, beta))
        {
            return score;
        }

        // The table keeps the raw static eval; the nodes below prune from the corrected
        // one, or from the table's score where it bounds the value beyond it.
        let (raw_eval, families, static_eval, eval) = if in_check {
            (-INFINITE, [0; 2], -INFINITE, -INFINITE)
        } else {
            let raw = match entry {
                Some(e) => e.eval,
                None => self.static_eval(),
            };
            let families = self.family_keys();
            let corrected = self.corrected(raw, families);
            let eval = entry.map_or(corrected, |e| refine_by_table(corrected, e, ply));
            (raw, families, corrected, eval)
        };
        self.frames[ply].eval = eval;
        if !in_check && entry.is_none() && excluded.is_none() {
            if let Some(score) = self.mate_in_one::<PV>(key, ply, depth, beta, raw_eval) {
                return score;
            }
        }
        let improving = !in_check && ply >= 2 && eval > self.frames[ply - 2].eval;
        self.history.clear_killers(ply + 1);

        // Razoring (shogi, `Game::RAZORING`): far below alpha only a tactic could save
        // the node; if quiescence finds none, the node fails low unsearched. Not against
        // a mate bound: quiescence cannot see the quiet moves and drops that mate.
        if G::RAZORING
            && !PV
            && !in_check
            && excluded.is_none()
            && !is_mate(alpha)
            && eval
                < alpha
                    - razor_margin_base(G::FAMILY)
                    - razor_margin_per_depth_sq(G::FAMILY) * depth * depth
        {
            let score =
                self.quiescence::<false>(alpha - 1, alpha, ply, quiescence_checks(G::FAMILY) > 0);
            if score < alpha {
                return score;
            }
        }

        if !PV && !in_check && !is_mate(beta) && excluded.is_none() {
            if depth <= reverse_futility_max_depth(G::FAMILY)
                && eval - reverse_futility_margin(G::FAMILY) * (depth - i32::from(improving))
                    >= beta
            {
                return eval;
            }
            if let Some(score) = self.try_null_move(beta, depth, ply, (static_eval, eval)) {
                return score;
            }
            if let Some(score) = self.try_probcut(
                key,
                beta,
                depth,
                ply,
                (raw_eval, eval),
                improving,
                entry,
                table_move,
                cut_node,
            ) {
                return score;
            }
        }

        // Internal iterative reduction: without a table move the ordering is poor, so
        // spend one ply less here and let the next iteration find the move.
        if depth >= iir_min_depth(G::FAMILY) && table_move.is_none() && (PV || cut_node) {
            depth = (depth - if PV { iir_pv_plies(G::FAMILY) } else { 1 }).max(1);
        }

        let side = self.position.side_to_move();
        let previous = self.frames[ply - 1].current;
        let counter = self.history.counter_move::<G>(side, previous);
        let contexts = self.contexts(ply);
        let mut picker = MovePicker::new(
            &self.position,
            table_move,
            self.history.killers(ply),
            counter,
            contexts,
        );
        let table_pv = PV || entry.is_some_and(|e| e.was_pv);
        let table_capture = table_move.is_some_and(|m| self.position.is_tactical(m));
        let mut quiets_tried = [G::Move::default(); 64];
        let mut quiets_count = 0;
        let mut captures_tried = [G::Move::default(); 32];
        let mut captures_count = 0;
        let mut best = Best {
            score: -INFINITE,
            mv: None,
        };
        let mut moves_seen = 0usize;
        let mut moves_searched = 0usize;
        let mut skip_quiets = false;
        // A quiet move may leave a side without chariot, horse or cannon no legal move (a
        // loss in xiangqi) while the static eval sees nothing: no quiet move is harmless.
        let stalemate_possible = !in_check && self.position.opponent_zugzwang_prone();
        let original_alpha = alpha;
        // The table's score when it can make the table move singular (see `singular`).
        let singular_score = entry
            .filter(|e| {
                excluded.is_none()
                    && depth >= singular_min_depth(G::FAMILY)
                    && (ply as i32) < 2 * self.root_depth
                    && e.depth >= depth - singular_table_depth_margin(G::FAMILY)
                    && e.bound != TtBound::Upper
            })
            .map(|e| from_tt(e.score, ply as u32))
            .filter(|&score| !is_mate(score));

        while let Some(m) = picker.next(&self.position, &self.history, skip_quiets) {
            if Some(m) == excluded {
                continue;
            }
            moves_seen += 1;
            let tactical = self.position.is_tactical(m);
            let gives_check = self.position.gives_check(m);

            let quiet_history = if tactical {
                0
            } else {
                self.history.score(&self.position, m, contexts)
            };
            if best.score > -MATE_BOUND && !in_check {
                if !tactical && !gives_check && !stalemate_possible {
                    // The moves before this one that count towards the limit.
                    let counted = if late_move_pruning_count_all(G::FAMILY) > 0 {
                        moves_seen - 1
                    } else {
                        quiets_count
                    };
                    if depth <= late_move_pruning_max_depth(G::FAMILY)
                        && counted as i32
                            >= (late_move_pruning_base(G::FAMILY) + depth * depth)
                                / if improving {
                                    1
                                } else {
                                    late_move_pruning_divisor(G::FAMILY)
                                }
                    {
                        skip_quiets = true;
                        continue;
                    }
                    // Futility and SEE pruning look at the depth the move would be
                    // searched to after its late-move reduction (Stockfish's `lmrDepth`):
                    // a move reduced to a shallow search is judged as a shallow move.
                    let lmr_depth = (depth - 1 - reduction(G::FAMILY, depth, moves_seen)
                        + quiet_history / lmr_history_divisor(G::FAMILY))
                    .max(0);
                    // Not against a mate bound: a quiet move can mate (a xiangqi
                    // stalemate is a loss), and the static eval says nothing about it.
                    if lmr_depth <= futility_max_depth(G::FAMILY)
                        && !is_mate(alpha)
                        && eval
                            + futility_base(G::FAMILY)
                            + futility_per_depth(G::FAMILY) * lmr_depth
                            <= alpha
                    {
                        continue;
                    }
                    // A quiet move the histories call bad, near the leaves.
                    if history_pruning_per_depth(G::FAMILY) > 0
                        && lmr_depth <= futility_max_depth(G::FAMILY)
                        && quiet_history < -history_pruning_per_depth(G::FAMILY) * depth
                    {
                        continue;
                    }
                    if lmr_depth <= see_pruning_max_depth(G::FAMILY)
                        && !self
                            .position
                            .see_ge(m, -see_quiet_margin_per_depth(G::FAMILY) * lmr_depth)
                    {
                        continue;
                    }
                } else if (tactical || quiet_check_pruning(G::FAMILY) > 0)
                    && depth <= see_pruning_max_depth(G::FAMILY)
                    && !self
                        .position
                        .see_ge(m, -see_capture_margin_per_depth(G::FAMILY) * depth)
                {
                    continue;
                }
            }

            // Check extension, for checks that do not simply lose the checking piece,
            // and never beyond twice the iteration's depth.
            let extend = gives_check
                && depth >= check_extension_min_depth(G::FAMILY)
                && (ply as i32) < 2 * self.root_depth
                && self.position.see_ge(m, 0);
            let mut extension = i32::from(extend);
            if let Some(table_score) = singular_score.filter(|_| Some(m) == table_move) {
                match self.singular::<PV>(m, table_score, depth, ply, beta, cut_node) {
                    Singular::Extend(plies) => extension = plies,
                    Singular::Neutral if cut_node && singular_cut_node_reduction(G::FAMILY) > 0 => {
                        extension = extension.min(-singular_cut_node_reduction(G::FAMILY))
                    }
                    Singular::Neutral => {}
                    Singular::Reduce => {
                        extension = extension.min(-singular_negative_extension(G::FAMILY))
                    }
                    Singular::Cutoff(score) => return score,
                }
                if self.stopped() {
                    return 0;
                }
            }
            let new_depth = depth - 1 + extension;
            // What the histories say of the move: its capture history if tactical.
            let move_history = if tactical {
                self.history.capture_score(&self.position, m)
            } else {
                quiet_history
            };

            if PV {
                self.pv_len[ply + 1] = ply + 1;
            }
            self.frames[ply].current = m;
            self.frames[ply].piece_to = Some(self.position.piece_to(m));
            self.frames[ply].quiet = !tactical;
            self.position.make(m);
            self.prefetch(new_depth);
            let mut score;
            if moves_searched == 0 {
                score = -self.negamax::<PV>(-beta, -alpha, new_depth, ply + 1, false);
            } else {
                // Late quiet moves are reduced, checks too (one ply less): shogi's drops
                // give many checks, most of them useless, and full-depth checks (extended
                // as well) made those nodes the costliest of the tree.
                let mut r = 0;
                let reducible = !tactical || lmr_tactical_relief(G::FAMILY) >= 0;
                if depth >= lmr_min_depth(G::FAMILY)
                    && moves_searched + 1 >= lmr_min_move(G::FAMILY)
                    && reducible
                {
                    let index = if lmr_count_seen(G::FAMILY) > 0 {
                        moves_seen
                    } else {
                        moves_searched + 1
                    };
                    r = reduction(G::FAMILY, depth, index);
                    r += lmr_non_pv(G::FAMILY) * i32::from(!PV)
                        + lmr_cut_node(G::FAMILY) * i32::from(cut_node);
                    r -= i32::from(improving)
                        + lmr_check_relief(G::FAMILY) * i32::from(gives_check)
                        + i32::from(in_check);
                    r -= move_history / lmr_history_divisor(G::FAMILY);
                    r -= lmr_table_pv(G::FAMILY) * i32::from(table_pv);
                    if tactical {
                        r -= lmr_tactical_relief(G::FAMILY);
                    } else {
                        r += lmr_table_capture(G::FAMILY) * i32::from(table_capture);
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                score = -self.negamax::<false>(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
                let mut full_depth = new_depth;
                if score > alpha && r > 0 {
                    // A reduced move that beat the best by far is worth a ply more.
                    full_depth += i32::from(
                        lmr_deeper_margin(G::FAMILY) > 0
                            && score > best.score + lmr_deeper_margin(G::FAMILY) + 4 * r,
                    );
                    score =
                        -self.negamax::<false>(-alpha - 1, -alpha, full_depth, ply + 1, !cut_node);
                }
                if PV && score > alpha && score < beta {
                    score = -self.negamax::<true>(-beta, -alpha, full_depth, ply + 1, false);
                }
            }
            self.position.unmake();
            if self.stopped() {
                return 0;
            }
            moves_searched += 1;

            if self.raise_best::<PV>(ply, m, score, &mut alpha, beta, &mut best) {
                break;
            }
            if !tactical && quiets_count < quiets_tried.len() {
                quiets_tried[quiets_count] = m;
                quiets_count += 1;
            } else if tactical && captures_count < captures_tried.len() {
                captures_tried[captures_count] = m;
                captures_count += 1;
            }
        }

        if moves_seen == 0 {
            // No legal move: mate or stalemate, a loss in both games. In a singular test
            // the excluded move exists: the others merely fail low.
            return if excluded.is_some() {
                alpha
            } else {
                mated_in(ply as u32)
            };
        }

        if best.score >= beta {
            let cutoff_move = best.mv.expect("a cutoff has a move");
            let tactical_cutoff = self.position.is_tactical(cutoff_move);
            self.history.record_captures(
                &self.position,
                depth,
                tactical_cutoff.then_some(cutoff_move),
                &captures_tried[..captures_count],
            );
            if !tactical_cutoff {
                self.history.record_cutoff(
                    &self.position,
                    ply,
                    depth,
                    cutoff_move,
                    previous,
                    contexts,
                    &quiets_tried[..quiets_count],
                );
            }
        }

        if best.score <= original_alpha && excluded.is_none() && ply >= 2 {
            let parent = &self.frames[ply - 1];
            if let (true, Some(piece_to)) = (parent.quiet, parent.piece_to) {
                let parent_contexts = self.contexts(ply - 1);
                self.history.reward_refutation::<G>(
                    side.opponent(),
                    previous,
                    piece_to,
                    parent_contexts,
                    depth,
                );
            }
        }

        // Learn the evaluation's error where the result says more than a bound on the
        // eval's side of it, and not from a capture's gain or a mate.
        let informative = if best.score >= beta {
            best.score > eval
        } else if best.score <= original_alpha {
            best.score < eval
        } else {
            true
        };
        if excluded.is_some() {
            // The result of a singular test is no position's value.
            return best.score;
        }
        if informative
            && !in_check
            && !is_mate(best.score)
            && best.mv.is_none_or(|m| !self.position.is_tactical(m))
        {
            self.correction
                .update(side, families, depth, best.score - raw_eval);
        }

        self.store_result::<PV>(
            key,
            ply,
            depth,
            (original_alpha, beta),
            &best,
            if in_check { 0 } else { raw_eval },
        );
        best.score
    }

    /// The continuation contexts of the node at `ply` ≥ 1: the `piece_to` of the moves
    /// made one, two and (if `CONTINUATION_FOURTH_PLY`) four plies before it.
    fn contexts(&self, ply: usize) -> Contexts {
        let fourth = if continuation_fourth_ply(G::FAMILY) > 0 {
            4
        } else {
            usize::MAX
        };
        [1, 2, fourth].map(|back| {
            ply.checked_sub(back)
                .and_then(|before| self.frames[before].piece_to)
        })
    }

    /// Common entry of every node: counts it, starts its PV, tracks the seldepth; false
    /// when the search must unwind.
    #[inline(always)]
    fn enter_node<const PV: bool>(&mut self, ply: usize) -> bool {
        self.count_node();
        if PV {
            self.pv_len[ply] = ply;
        }
        self.seldepth = self.seldepth.max(ply);
        !self.stopped()
    }

    /// Starts loading the table bucket and the eval cache slot of the position just
    /// reached, which the node will read first (see `TranspositionTable::prefetch`), and
    /// the mate-in-one memo when the child is a main-search node (`child_depth > 0`; the
    /// quiescence search never asks it).
    #[inline(always)]
    fn prefetch(&self, child_depth: i32) {
        let key = self.position.key();
        self.table.prefetch(key);
        self.eval_cache.prefetch(key);
        if child_depth > 0 {
            self.position.prefetch_mate_in_one();
        }
    }

    /// The position's static evaluation, through the thread's exact cache.
    #[inline]
    fn static_eval(&mut self) -> i32 {
        let position = &self.position;
        self.eval_cache
            .get_or_insert(position.key(), || position.evaluate())
    }

    /// The keys of the position's correction families (`correction.rs`).
    #[inline]
    fn family_keys(&self) -> FamilyKeys {
        [self.position.structure_key(), self.position.guard_key()]
    }

    /// The static evaluation `raw` corrected by what this thread learnt about the
    /// families `keys` (`correction.rs`) and damped by `PROGRESS_DAMPING_PLIES`, kept a
    /// non-mate score.
    #[inline]
    fn corrected(&self, raw: i32, keys: FamilyKeys) -> i32 {
        let side = self.position.side_to_move();
        let eval = raw + self.correction.correction(side, keys);
        let damping = progress_damping_plies(G::FAMILY);
        let eval = if damping > 0 {
            let left = (damping - self.position.plies_without_progress() as i32).max(0);
            eval * left / damping
        } else {
            eval
        };
        eval.clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Score at the deepest ply the arrays allow: the static eval, or a draw when in
    /// check (no static eval is meaningful there).
    fn horizon_score(&self, in_check: bool) -> i32 {
        if in_check {
            DRAW
        } else {
            self.position.evaluate()
        }
    }

    /// Takes `score` of move `m` into the node's best (and the PV, at PV nodes), raising
    /// `alpha`; true on a beta cutoff.
    fn raise_best<const PV: bool>(
        &mut self,
        ply: usize,
        m: G::Move,
        score: i32,
        alpha: &mut i32,
        beta: i32,
        best: &mut Best<G::Move>,
    ) -> bool {
        if score <= best.score {
            return false;
        }
        best.score = score;
        if score <= *alpha {
            return false;
        }
        best.mv = Some(m);
        if PV {
            self.update_pv(ply, m);
        }
        if score >= beta {
            return true;
        }
        *alpha = score;
        false
    }
}
