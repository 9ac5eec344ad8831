//! Checks-only mate solver (issue 8): df-pn over the `Game` trait.
//!
//! This file is the contract with the protocol controller: `MateLimits`, `MateProgress`,
//! `MateResult` and `solve`. Extend it; do not break it. `solve` is synchronous: the
//! controller runs it on its own thread and stops it through the `stop` flag.

use crate::game::Game;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

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

/// A progress report for `info` lines while the solver works.
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
pub fn solve<G: Game>(
    _position: &mut G,
    _limits: &MateLimits,
    _stop: &AtomicBool,
    _progress: &mut dyn FnMut(&MateProgress),
) -> MateResult<G::Move> {
    // INTERIM until the df-pn solver of issue 8 lands.
    MateResult::Timeout
}
