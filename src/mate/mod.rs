//! Checks-only mate solver: df-pn over the `Game` trait.
//!
//! Modules: `dfpn` (the search), `table` (its bounded proof-number table), `line` (the
//! mating line: read from the table, or rebuilt as a shortest mate with longest defence).
//!
//! This file is the contract with the protocol controller: `MateLimits`, `MateProgress`,
//! `MateResult` and `solve`. Extend it; do not break it. `solve` is synchronous: the
//! controller runs it on its own thread and stops it through the `stop` flag.

mod dfpn;
mod line;
mod table;
#[cfg(test)]
mod toy_tests;

use crate::game::Game;
use dfpn::{Budget, Searcher, TAINT_PATH_CAP};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use table::{Table, UNLIMITED};

/// What bounds a mate search. Everything unset means "until stopped".
#[derive(Clone, Copy, Debug, Default)]
pub struct MateLimits {
    /// Longest mate to look for, in plies of both sides (UCI-X `go mate n` is 2n-1).
    pub max_plies: Option<u32>,
    /// Node budget.
    pub nodes: Option<u64>,
    /// Time budget (`go mate <ms>`).
    pub time: Option<Duration>,
    /// Proof-number table size in MiB.
    pub table_megabytes: usize,
}

/// A progress report for `info` lines while the solver works: about once a second, and
/// once more (`last`) just before `solve` returns.
#[derive(Clone, Copy, Debug)]
pub struct MateProgress {
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time since the start.
    pub elapsed: Duration,
    /// Proof number of the root (how far from a proof), saturated.
    pub proof_number: u32,
    /// Disproof number of the root.
    pub disproof_number: u32,
    /// Table occupancy in per mille of its size limit (`hashfull`).
    pub hashfull: u32,
    /// The final counts, sent just before `solve` returns (the controller puts them on
    /// the mate's `info` line rather than on a line of their own).
    pub last: bool,
}

/// The solver's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MateResult<M> {
    /// A shortest forced checks-only mate with best defence, attacker's move first.
    Mate(Vec<M>),
    /// Proven: no checks-only mate exists (within `max_plies`, if set).
    NoMate,
    /// Stopped, or out of time/nodes, before a proof either way.
    Timeout,
}

/// Looks for a checks-only mate for the side to move in `position` (restored on return).
///
/// Three phases share one table and one budget: a df-pn search for any mate (within
/// `max_plies` if set); then re-searches with a ply limit two plies shorter than the
/// best proof so far until one fails, which makes the length exact; then the line, built
/// move by move with small ply-limited searches so that the attacker always keeps to a
/// shortest mate and the defender always picks a longest defence. If the budget runs out
/// after the first proof, the answer is still a mate: the line read from the proof in the
/// table, which is correct but may be longer than the shortest.
pub fn solve<G: Game>(
    position: &mut G,
    limits: &MateLimits,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(&MateProgress),
) -> MateResult<G::Move> {
    let table = Table::new(limits.table_megabytes);
    solve_with_table(position, limits, table, stop, progress)
}

/// `solve` over a given table (tests pass tiny tables to exercise replacement).
fn solve_with_table<G: Game>(
    position: &mut G,
    limits: &MateLimits,
    table: Table,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(&MateProgress),
) -> MateResult<G::Move> {
    let budget = Budget {
        node_limit: limits.nodes.unwrap_or(u64::MAX),
        deadline: limits.time.map(|t| Instant::now() + t),
        stop,
        progress,
    };
    let mut searcher = Searcher::<G>::new(table, budget);
    let remaining = match limits.max_plies {
        Some(plies) => plies.min(u32::from(UNLIMITED) - 1) as u16,
        None => UNLIMITED,
    };
    let value = searcher.search(position, true, remaining);
    if searcher.aborted {
        searcher.report(true);
        return MateResult::Timeout;
    }
    if value.is_disproven() {
        searcher.report(true);
        // A disproof cut by the path cap proves nothing.
        return if value.taint & TAINT_PATH_CAP != 0 {
            MateResult::Timeout
        } else {
            MateResult::NoMate
        };
    }
    let mut length = value.depth;
    // Normally complete; `None` only if replacement dropped part of the proof.
    let mut line = line::from_table(searcher.table(), position);
    let mut exact = length < 3;
    while !exact {
        let shorter = searcher.search(position, true, length - 2);
        if searcher.aborted {
            break;
        }
        if shorter.is_proven() {
            length = shorter.depth;
            exact = length < 3;
            line = line::from_table(searcher.table(), position).or(line);
        } else {
            exact = true;
        }
    }
    // Exact length: a shortest mate with longest defence. Otherwise still a mate within
    // `length`, and the only way to a line if the table lost part of the proof.
    line = line::shortest(&mut searcher, position, length).or(line);
    searcher.report(true);
    match line {
        Some(line) => MateResult::Mate(line),
        None => MateResult::Timeout,
    }
}
