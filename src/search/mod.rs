//! The search: generic over [`Game`], run on its own threads, talking to the controller
//! only through [`Event`]s on a channel.
//!
//! This file is the contract between the protocol controller and the search: `Limits`,
//! `Clock`, `SearchOptions`, `Event`, `Info`, `BestMove`, `SearchHandle`, `start` and
//! `TranspositionTable`. Extend it; do not break it.
//!
//! Inside: `smp` (threads, final choice), `iterative` (deepening, root, reports),
//! `alphabeta` (negamax, quiescence, rules at each node), `ordering` (staged move
//! picker), `history`, `tt` (shared table), `time` (budgets), `params` (every constant),
//! `skill` (playing below full strength).
//!
//! Event contract: zero or more `Info`/`Text`, then exactly one `Finished`. When the
//! answer is a move, the events just before `Finished` are `Info` lines (`multipv` 1..k,
//! line 1 starting with the move), with no `Text` in between. `NoLegalMove` and
//! `DeclareWin` come without a preceding `Info`: the controller prints what its dialect
//! wants (e.g. USI `info depth 0 score mate -0`).

mod alphabeta;
pub mod bench;
mod correction;
mod eval_cache;
mod history;
mod iterative;
mod memory;
mod ordering;
pub mod params;
pub mod skill;
mod smp;
pub mod time;
pub mod tt;

pub use memory::SearchMemory;
pub use skill::Strength;
pub use smp::SearchSummary;
pub use tt::TranspositionTable;

use crate::game::Game;
use crossbeam_channel::Sender;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A game clock seen from the side to move ("my" time), already converted by the protocol
/// layer from btime/wtime, time/opptime, and from seconds to milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left on my main clock.
    pub my_time: Duration,
    /// Time left on the opponent's main clock.
    pub opponent_time: Duration,
    /// My Fischer increment per move.
    pub my_increment: Duration,
    /// The opponent's Fischer increment.
    pub opponent_increment: Duration,
    /// Byoyomi per move (USI), used once the main time is gone.
    pub byoyomi: Duration,
    /// Moves until the next time control, if the clock has one.
    pub moves_to_go: Option<u32>,
    /// True when the increment is added before the move is thought about (USI `binc`),
    /// false when it is added after (UCI, UCCI). USI follows Shogidokoro: with 30 s main
    /// time and 10 s per move, the first move may use 40 s.
    pub increment_before_move: bool,
}

/// What bounds a search. Everything unset means "think until stopped".
#[derive(Clone, Debug, Default)]
pub struct Limits<M> {
    /// Maximum nominal depth.
    pub depth: Option<u32>,
    /// Maximum node count (over all threads).
    pub nodes: Option<u64>,
    /// Exact time for this move.
    pub movetime: Option<Duration>,
    /// A game clock.
    pub clock: Option<Clock>,
    /// Search until `stop` (`go infinite`).
    pub infinite: bool,
    /// Pondering: no time limit until `ponderhit`, then `clock` applies from that moment.
    pub ponder: bool,
    /// Restrict the root to these moves (`searchmoves`); empty means all.
    pub search_moves: Vec<M>,
    /// Root moves the GUI forbids (UCCI `banmoves`).
    pub banned_moves: Vec<M>,
}

/// Options that stay fixed for the length of a search.
#[derive(Clone, Copy, Debug)]
pub struct SearchOptions {
    /// Worker threads (Lazy SMP), at least 1.
    pub threads: usize,
    /// Number of principal variations to report.
    pub multi_pv: usize,
    /// Safety margin kept back from the hard deadline (worst-case network delay and GUI
    /// lag): USI `NetworkDelay2`, UCI-X `Move Overhead`, UCCI `moveoverhead`. The
    /// controller adds the scheduling lag it has measured.
    pub move_overhead: Duration,
    /// Average latency allowance taken off the soft target (USI `NetworkDelay`; the
    /// other dialects pass their single margin here too). With the main time gone and
    /// for `movetime`, the larger of this and `move_overhead` is kept back.
    pub network_delay: Duration,
    /// Do not answer sooner than this when the clock allows, that is, up to this move's
    /// hard limit (USI `MinimumThinkingTime`; zero elsewhere). A single legal move and a
    /// proven mate still answer at once.
    pub minimum_thinking_time: Duration,
    /// A strength below full (`None`: full strength). The search then runs on one thread
    /// (the calibration's), spends at most the level's node budget (after depth 1) on top
    /// of the other limits, looks at [`Strength::lines`] root lines or `multi_pv`,
    /// whichever is more, reports `multi_pv` of them, and plays the one
    /// [`Strength::pick`] chooses; the last report before the best move shows its line.
    pub strength: Option<Strength>,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            threads: 1,
            multi_pv: 1,
            move_overhead: Duration::from_millis(100),
            network_delay: Duration::from_millis(100),
            minimum_thinking_time: Duration::ZERO,
            strength: None,
        }
    }
}

/// A score as reported to the GUI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportedScore {
    /// Centipawns from the side to move's view.
    Centipawns(i32),
    /// Mate in this many plies (positive: the side to move mates; negative: is mated).
    MatePlies(i32),
}

/// Whether a reported score is exact or a bound from an aspiration window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (fail high).
    Lower,
    /// The true score is at most this (fail low).
    Upper,
}

/// One `info` report of an iteration.
#[derive(Clone, Debug)]
pub struct Info<M> {
    /// Completed nominal depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1-based index of the line (MultiPV).
    pub multipv: usize,
    /// Score of the line.
    pub score: ReportedScore,
    /// Exact or bound.
    pub bound: Bound,
    /// Nodes searched so far (all threads).
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// Transposition table fill, per mille.
    pub hashfull: u32,
    /// The principal variation, first move first.
    pub pv: Vec<M>,
}

/// The search's final answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BestMove<M> {
    /// Play this move; `ponder` is the expected reply, if known.
    Move {
        /// The move to play.
        best: M,
        /// The expected reply to ponder on.
        ponder: Option<M>,
    },
    /// The side to move declares a win (shogi entering king).
    DeclareWin,
    /// No legal move: the side to move has lost (the engine resigns).
    NoLegalMove,
}

/// Messages from the search to the controller.
#[derive(Clone, Debug)]
pub enum Event<M> {
    /// An iteration's result line.
    Info(Info<M>),
    /// Free text for an `info string` line.
    Text(String),
    /// The search has ended. Sent exactly once per `start`, last.
    Finished(BestMove<M>),
}

/// The controller's handle on a running search.
pub struct SearchHandle {
    stop: Arc<AtomicBool>,
    ponder: Arc<AtomicBool>,
    ponder_clock: Arc<Mutex<Option<Clock>>>,
    thread: Option<JoinHandle<()>>,
}

impl SearchHandle {
    /// Asks the search to stop as soon as possible; it still sends `Finished`.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Release);
    }

    /// The opponent played the ponder move: the search now runs on its clock (the one of
    /// the `go ponder` line), counted from this call.
    pub fn ponderhit(&self) {
        self.ponder.store(false, Ordering::Release);
    }

    /// `ponderhit` with fresh clock values (USI "early ponder": `go ponder` without a
    /// clock, then `ponderhit btime … wtime …`); they replace the `go ponder` clock.
    pub fn ponderhit_with_clock(&self, clock: Clock) {
        *self.ponder_clock.lock() = Some(clock);
        self.ponder.store(false, Ordering::Release);
    }

    /// True when the search thread has ended.
    pub fn is_finished(&self) -> bool {
        self.thread.as_ref().is_none_or(|t| t.is_finished())
    }

    /// Stops the search and waits for its thread (the `Finished` event has then been sent).
    pub fn stop_and_join(mut self) {
        self.stop();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Starts searching `position` on a new thread. Events arrive on `events`, ending with
/// exactly one `Event::Finished`. The clock counts from this call (for a ponder search,
/// from `ponderhit`). Every thread starts with empty histories: see
/// [`start_with_memory`] to keep them between the moves of a game.
pub fn start<G: Game>(
    position: G,
    limits: Limits<G::Move>,
    options: SearchOptions,
    table: Arc<TranspositionTable>,
    events: Sender<Event<G::Move>>,
) -> SearchHandle {
    let memory = Arc::new(SearchMemory::new());
    start_with_memory(position, limits, options, table, memory, events)
}

/// [`start`], with each thread's histories and evaluation cache taken from `memory` and
/// left there for the next search (the caller clears it on a new game).
pub fn start_with_memory<G: Game>(
    position: G,
    limits: Limits<G::Move>,
    options: SearchOptions,
    table: Arc<TranspositionTable>,
    memory: Arc<SearchMemory<G>>,
    events: Sender<Event<G::Move>>,
) -> SearchHandle {
    let begin = Instant::now();
    let stop = Arc::new(AtomicBool::new(false));
    let ponder = Arc::new(AtomicBool::new(limits.ponder));
    let ponder_clock = Arc::new(Mutex::new(None));
    let thread = {
        let stop = Arc::clone(&stop);
        let ponder = Arc::clone(&ponder);
        let ponder_clock = Arc::clone(&ponder_clock);
        std::thread::Builder::new()
            .name("search".into())
            .stack_size(params::SEARCH_STACK_BYTES)
            .spawn(move || {
                let control = smp::Control {
                    stop: &stop,
                    ponder: &ponder,
                    ponder_clock: &ponder_clock,
                };
                smp::run(
                    position,
                    limits,
                    options,
                    &table,
                    &memory,
                    control,
                    begin,
                    &mut |event| {
                        let _ = events.send(event);
                    },
                );
            })
            .expect("spawning the search thread")
    };
    SearchHandle {
        stop,
        ponder,
        ponder_clock,
        thread: Some(thread),
    }
}

/// Runs a search to its end on the calling thread (no pondering), reporting through
/// `report`, with empty histories (so `bench` counts the same nodes on every run). For
/// `bench` and tests; the calling thread needs a stack of
/// [`params::SEARCH_STACK_BYTES`] for deep searches (`start` provides one).
pub fn search_blocking<G: Game>(
    position: G,
    limits: Limits<G::Move>,
    options: SearchOptions,
    table: &TranspositionTable,
    stop: &AtomicBool,
    report: &mut dyn FnMut(Event<G::Move>),
) -> SearchSummary {
    let ponder = AtomicBool::new(false);
    let ponder_clock = Mutex::new(None);
    let control = smp::Control {
        stop,
        ponder: &ponder,
        ponder_clock: &ponder_clock,
    };
    let limits = Limits {
        ponder: false,
        ..limits
    };
    smp::run(
        position,
        limits,
        options,
        table,
        &SearchMemory::new(),
        control,
        Instant::now(),
        report,
    )
}
