//! Lazy SMP: one search runs on `threads` workers that share only the transposition
//! table, the stop flag and a batched node counter.
//!
//! The calling thread is the main worker: it alone reports `Info` events, watches the
//! clock and decides when everyone stops. Helpers are scoped threads with their own
//! position copy and histories; they search the same root with depth diversity and
//! feed the shared table. At the end the answer comes from the best thread (deepest
//! completed iteration, then best score), and a final `Info` block for that thread's
//! lines is sent just before `Finished`, so the last PV shown is the played move's;
//! it is left out when the main thread's last report already said the same (a search
//! that ended on a completed iteration) and the answer did not wait for `ponderhit` or
//! `stop`. A limited strength (`super::skill`) runs the main thread alone and may answer
//! with another of the lines it searched; that line then comes first in the final block.

use super::alphabeta::{MainDuties, Worker};
use super::iterative::{info_for, IterationPlan, RootMove};
use super::memory::{SearchMemory, ThreadMemory};
use super::params::{MAX_DEPTH, SEARCH_STACK_BYTES};
use super::time::{self, TimeManager};
use super::tt::{TtBound, TtEntry};
use super::{BestMove, Bound, Clock, Event, Info, Limits, SearchOptions, TranspositionTable};
use crate::core::score::{is_mate, to_tt, INFINITE};
use crate::core::MoveList;
use crate::game::{Game, GenKind};
use parking_lot::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Flags the controller flips during a search.
pub struct Control<'a> {
    /// Stop as soon as possible.
    pub stop: &'a AtomicBool,
    /// True while pondering; cleared on `ponderhit`.
    pub ponder: &'a AtomicBool,
    /// A clock sent with `ponderhit` (replaces the `go ponder` clock).
    pub ponder_clock: &'a Mutex<Option<Clock>>,
}

/// A ponder move when neither the PV nor the table has a reply (a search stopped at
/// depth 1, typically on a loaded machine): the reply that captures the most, else the
/// first legal one. GUIs ponder only when the best move answer names a reply, and any guess lets
/// them ponder; `None` only when the opponent has no legal move.
fn guess_reply<G: Game>(after: &G) -> Option<G::Move> {
    let mut replies = MoveList::new();
    after.generate(GenKind::All, &mut replies);
    replies
        .iter()
        .enumerate()
        // Among equal captures the earliest move wins (max_by_key keeps the last maximum).
        .max_by_key(|&(i, m)| (after.captured_value(m), std::cmp::Reverse(i)))
        .map(|(_, m)| m)
}

/// Totals of a finished search (for `bench`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchSummary {
    /// Nodes searched by all threads.
    pub nodes: u64,
    /// Deepest completed iteration of the thread whose move was chosen.
    pub depth: u32,
}

/// The legal root moves allowed by `searchmoves` and `banmoves`. A `searchmoves` list
/// with no legal move in it is ignored (bad input never leaves the engine without a
/// move); bans are honoured even if they forbid everything.
fn root_moves<G: Game>(position: &G, limits: &Limits<G::Move>) -> Vec<RootMove<G::Move>> {
    let mut moves = MoveList::new();
    position.generate(GenKind::All, &mut moves);
    let restricted = limits.search_moves.iter().any(|m| moves.contains(*m));
    moves
        .iter()
        .filter(|m| !restricted || limits.search_moves.contains(m))
        .filter(|m| !limits.banned_moves.contains(m))
        .map(RootMove::new)
        .collect()
}

/// Waits while the protocol forbids answering: `go infinite` until `stop`, `go ponder`
/// until `ponderhit` or `stop`, even when the result is settled early. True when it had
/// to wait (the search's last report was sent before the wait).
fn wait_until_answer_allowed<M>(limits: &Limits<M>, control: &Control) -> bool {
    let mut held = false;
    while !control.stop.load(Ordering::Acquire)
        && (limits.infinite || control.ponder.load(Ordering::Acquire))
    {
        held = true;
        std::thread::sleep(Duration::from_millis(1));
    }
    held
}

/// Stores the root's result (move, score, depth of the chosen thread) in the table. The
/// search never stores the root itself (`iterative` searches it), so without this UCCI
/// `probe` of the position just searched would find nothing. Done once the search is
/// over, it changes none of that search's node counts.
fn store_root<G: Game>(
    table: &TranspositionTable,
    position: &G,
    root: &RootMove<G::Move>,
    depth: i32,
) {
    if depth <= 0 || root.score == -INFINITE {
        return;
    }
    let bound = match root.bound {
        Bound::Exact => TtBound::Exact,
        Bound::Lower => TtBound::Lower,
        Bound::Upper => TtBound::Upper,
    };
    // The table keeps the raw static eval, 0 in check (as `alphabeta` stores it).
    let eval = if position.in_check() {
        0
    } else {
        position.evaluate()
    };
    table.store(
        position.key(),
        TtEntry {
            packed_move: G::pack(root.mv),
            score: to_tt(root.score, 0),
            eval,
            depth,
            bound,
            was_pv: true,
        },
    );
}

/// True when two reports say the same apart from the elapsed time.
fn same_report<M: PartialEq>(a: &Info<M>, b: &Info<M>) -> bool {
    a.depth == b.depth
        && a.seldepth == b.seldepth
        && a.multipv == b.multipv
        && a.score == b.score
        && a.bound == b.bound
        && a.nodes == b.nodes
        && a.hashfull == b.hashfull
        && a.pv == b.pv
}

/// Picks the thread whose answer to trust: deeper completed iterations win unless their
/// score is worse; at equal depth the better score wins; a shorter mate always wins.
fn best_thread<M>(results: &[(i32, Vec<RootMove<M>>)]) -> usize {
    let mut best = 0;
    for (i, (depth, roots)) in results.iter().enumerate().skip(1) {
        let (best_depth, best_roots) = &results[best];
        let (score, best_score) = (roots[0].score, best_roots[0].score);
        let better = (*depth > *best_depth && score >= best_score)
            || (*depth == *best_depth && score > best_score)
            || (is_mate(score) && score > best_score && *depth > 0);
        if better {
            best = i;
        }
    }
    best
}

/// Runs one search on the calling thread (which should have `SEARCH_STACK_BYTES` of
/// stack) plus `options.threads - 1` helpers, reporting through `report`; the last event
/// is always `Finished`. Each thread starts from its tables in `memory` and leaves them
/// there for the next search.
#[allow(clippy::too_many_arguments)]
pub fn run<G: Game>(
    position: G,
    limits: Limits<G::Move>,
    options: SearchOptions,
    table: &TranspositionTable,
    memory: &SearchMemory<G>,
    control: Control,
    start: Instant,
    report: &mut dyn FnMut(Event<G::Move>),
) -> SearchSummary {
    if position.declare_win() {
        wait_until_answer_allowed(&limits, &control);
        report(Event::Finished(BestMove::DeclareWin));
        return SearchSummary::default();
    }
    let roots = root_moves(&position, &limits);
    if roots.is_empty() {
        wait_until_answer_allowed(&limits, &control);
        report(Event::Finished(BestMove::NoLegalMove));
        return SearchSummary::default();
    }
    table.new_search();

    let max_depth = limits
        .depth
        .map_or(MAX_DEPTH, |d| (d as i32).clamp(1, MAX_DEPTH));
    // A limited strength searches more lines than it reports, to choose among them, and
    // spends at most its node budget once depth 1 is complete.
    let report_lines = options.multi_pv.clamp(1, roots.len());
    let skill_lines = options.strength.map_or(1, |s| s.lines());
    let multi_pv = options.multi_pv.max(skill_lines).clamp(1, roots.len());
    let (node_limit, node_limit_min_depth) = match options.strength.map(|s| s.node_budget()) {
        Some(budget) if limits.nodes.is_none_or(|n| budget < n) => (Some(budget), 1),
        _ => (limits.nodes, 0),
    };
    let stop_on_mate = limits.clock.is_some() || limits.movetime.is_some() || node_limit.is_some();
    let single_move = roots.len() == 1;
    let game_ply = position.ply_count();
    let budget = time::budget_at_ply(&limits, &options, single_move, Some(game_ply));
    // A ponder search starts pondering even if `ponderhit` came before this thread ran:
    // the first clock poll then picks up the hit and the clock sent with it.
    let pondering = limits.ponder;
    let shared_nodes = AtomicU64::new(0);
    let helpers_stop = AtomicBool::new(false);
    let stop = control.stop;

    // A limited strength plays on one thread, as it was calibrated.
    let threads = if options.strength.is_some() {
        1
    } else {
        options.threads.max(1)
    };
    let mut memories = memory.take(threads).into_iter();
    let main_memory = memories.next().unwrap_or_else(|| ThreadMemory::new::<G>());
    let mut kept = Vec::with_capacity(threads);
    // The main thread's last report (lines 1..k), to avoid sending it again at the end.
    let mut last_block: Vec<Info<G::Move>> = Vec::new();
    // Whether the answer waited for `ponderhit` / `stop` after the search settled.
    let mut held = false;
    let mut results: Vec<(i32, Vec<RootMove<G::Move>>)> = std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for (helper_index, helper_memory) in (1..threads).zip(memories) {
            let position = position.clone();
            let mut roots = roots.clone();
            let shared_nodes = &shared_nodes;
            let helpers_stop = &helpers_stop;
            let handle = std::thread::Builder::new()
                .name(format!("search helper {helper_index}"))
                .stack_size(SEARCH_STACK_BYTES)
                .spawn_scoped(scope, move || {
                    let mut worker = Worker::new(
                        position,
                        table,
                        helpers_stop,
                        shared_nodes,
                        None,
                        helper_memory,
                    );
                    let plan = IterationPlan {
                        multi_pv,
                        report_lines,
                        max_depth,
                        helper_index,
                        stop_on_mate,
                    };
                    worker.iterate(&mut roots, &plan, start, &mut |_| {});
                    worker.flush_nodes();
                    ((worker.completed_depth, roots), worker.into_memory())
                });
            match handle {
                Ok(h) => handles.push(h),
                Err(e) => log::warn!("could not start search helper {helper_index}: {e}"),
            }
        }

        // The main worker stops through the controller's flag; the helpers through
        // their own, raised once the main worker is done (so a finished main thread
        // stops them even when the controller did not).
        let duties = MainDuties {
            time: TimeManager::new(start, budget, pondering),
            node_limit,
            node_limit_min_depth,
            ponder: control.ponder,
            ponder_clock: control.ponder_clock,
            movetime: limits.movetime,
            options,
            single_move,
            game_ply,
        };
        let mut main_roots = roots.clone();
        let mut worker = Worker::new(
            position.clone(),
            table,
            stop,
            &shared_nodes,
            Some(duties),
            main_memory,
        );
        let plan = IterationPlan {
            multi_pv,
            report_lines,
            max_depth,
            helper_index: 0,
            stop_on_mate,
        };
        // Helpers also stop when the controller stops the search.
        let forward_stop = || {
            while !helpers_stop.load(Ordering::Relaxed) {
                if stop.load(Ordering::Relaxed) {
                    helpers_stop.store(true, Ordering::Relaxed);
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        };
        let forwarder = (threads > 1).then(|| scope.spawn(forward_stop));
        let mut main_report = |event: Event<G::Move>| {
            if let Event::Info(info) = &event {
                if info.multipv <= 1 {
                    last_block.clear();
                }
                last_block.push(info.clone());
            }
            report(event);
        };
        worker.iterate(&mut main_roots, &plan, start, &mut main_report);
        worker.flush_nodes();
        held = wait_until_answer_allowed(&limits, &control);
        helpers_stop.store(true, Ordering::Relaxed);
        let mut results = vec![(worker.completed_depth, main_roots)];
        kept.push(worker.into_memory());
        for h in handles {
            if let Ok((r, helper_memory)) = h.join() {
                results.push(r);
                kept.push(helper_memory);
            }
        }
        if let Some(f) = forwarder {
            let _ = f.join();
        }
        results
    });

    // A helper that could not start or panicked leaves fewer memories than threads:
    // the next search then starts afresh.
    memory.keep(kept);
    let chosen = best_thread(&results);
    let (depth, mut roots) = results.swap_remove(chosen);
    // A limited strength: the move to play goes first, the lines it passed over keep
    // their order behind it; the table still learns the best line.
    let mut best_line = None;
    if let Some(strength) = options.strength {
        best_line = Some(roots[0].clone());
        let pick = strength.pick(&roots, multi_pv, position.key());
        roots[..=pick].rotate_right(1);
    }
    let nodes = shared_nodes.load(Ordering::Relaxed);
    let hashfull = table.hashfull();
    let block: Vec<Info<G::Move>> = roots
        .iter()
        .take(report_lines)
        .enumerate()
        .map(|(line, root)| info_for(root, depth, line + 1, nodes, start, hashfull))
        .collect();
    // A search that ends on a completed iteration (`go depth`) has reported these lines
    // already: only the elapsed time would differ. After a wait for `ponderhit` or `stop`
    // they are sent again, so that the lines just before the best move answer show its PV.
    let reported = !held
        && block.len() == last_block.len()
        && block
            .iter()
            .zip(&last_block)
            .all(|(a, b)| same_report(a, b));
    if !reported {
        for info in block {
            report(Event::Info(info));
        }
    }
    let best = roots[0].mv;
    let ponder = roots[0].pv.get(1).copied().or_else(|| {
        let mut after = position.clone();
        after.make(best);
        table
            .probe(after.key())
            .and_then(|e| after.unpack(e.packed_move))
            .or_else(|| guess_reply(&after))
    });
    store_root(
        table,
        &position,
        best_line.as_ref().unwrap_or(&roots[0]),
        depth,
    );
    report(Event::Finished(BestMove::Move { best, ponder }));
    SearchSummary {
        nodes,
        depth: depth.max(0) as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(depth: i32, score: i32) -> (i32, Vec<RootMove<u16>>) {
        let mut r = RootMove::new(1);
        r.score = score;
        (depth, vec![r])
    }

    #[test]
    fn best_thread_prefers_depth_then_score_then_short_mates() {
        assert_eq!(best_thread(&[result(10, 50), result(12, 50)]), 1);
        assert_eq!(best_thread(&[result(10, 50), result(12, 40)]), 0);
        assert_eq!(best_thread(&[result(10, 50), result(10, 60)]), 1);
        assert_eq!(best_thread(&[result(10, 50), result(8, 31_990)]), 1);
        assert_eq!(best_thread(&[result(3, 50), result(0, -INFINITE)]), 0);
    }
}
