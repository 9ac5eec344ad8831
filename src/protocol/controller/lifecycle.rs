//! The lifecycle of one `go`, as data: a [`Lifecycle`] is idle, has a job running, or
//! holds a finished job's result until the GUI may have it (`go ponder` before
//! `ponderhit`, `go infinite` before `stop`). The controller moves between these states;
//! this file owns only the states and what a job is, not what is printed.

use crate::game::Game;
use crate::mate::{MateProgress, MateResult};
use crate::protocol::command::GoParams;
use crate::search::{BestMove, Event, ReportedScore, SearchHandle, SearchOptions};
use crossbeam_channel::Receiver;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// How a job ended, before it is written out.
pub(super) enum Finished<M> {
    Search(BestMove<M>),
    Mate(MateResult<M>),
    /// The job's thread ended without a result (a panic in the search or solver).
    Crashed,
}

/// What the mate solver's thread sends: progress while it works, then its result
/// (`None`: the solver panicked).
pub(super) enum MateEvent<M> {
    Progress(MateProgress),
    Done(Option<MateResult<M>>),
}

/// What runs for a `go`.
pub(super) enum Work<M> {
    Search {
        handle: Arc<SearchHandle>,
        events: Receiver<Event<M>>,
        /// The options it runs with (the time budget of a `ponderhit` needs them).
        options: SearchOptions,
        /// When the hard time limit passes, if time bounds the search (from the `go`,
        /// or from `ponderhit`): how late the answer is written feeds the lag meter.
        deadline: Option<Instant>,
        /// Best move and ponder move of the last reported line 1 (the answer given for
        /// the search if it oversleeps its deadline).
        best_so_far: Option<(M, Option<M>)>,
    },
    /// The df-pn solver: USI `go mate` (with its own mate answer), or UCI-X / UCCI
    /// `go mate <n>` (answered with a mating line and a best move, or handed over to the
    /// alpha-beta search when the solver has no mate).
    Mate {
        events: Receiver<MateEvent<M>>,
        /// When the `go` line was read (`time` of the `info` lines, and the clock of a
        /// search that takes over).
        received: Instant,
        /// The solver's last progress report.
        progress: Option<MateProgress>,
    },
}

/// One `go`: what runs, on which position, and what the GUI has said about it since.
pub(super) struct Job<G: Game> {
    pub(super) go_seq: u64,
    pub(super) work: Work<G::Move>,
    pub(super) stop_flag: Option<Arc<AtomicBool>>,
    pub(super) root: G,
    pub(super) params: GoParams,
    /// `go ponder` and no `ponderhit` yet, as far as the lines applied so far say.
    pub(super) pondering: bool,
    /// `go infinite`: the result waits for `stop`.
    pub(super) infinite: bool,
    /// A `stop` (or a command that ends the search) was applied in order.
    pub(super) stop_requested: bool,
    /// UCCI draw offer (`go draw`, `ponderhit draw`).
    pub(super) draw_offered: bool,
    /// UCI-X `go mate n`: stop once a mate within this many plies is reported.
    pub(super) mate_plies: Option<u32>,
    /// Last score reported (for the UCCI draw decision).
    pub(super) last_score: Option<ReportedScore>,
    /// Lines of the last `info` report and the output line count right after it.
    pub(super) last_info: Vec<String>,
    pub(super) lines_after_info: u64,
}

impl<G: Game> Job<G> {
    /// A job that has just started: not pondering, no stop flag, no draw offer, nothing
    /// reported yet. Callers set what their kind of job differs in.
    pub(super) fn new(go_seq: u64, work: Work<G::Move>, root: G, params: GoParams) -> Self {
        Job {
            go_seq,
            work,
            stop_flag: None,
            root,
            pondering: false,
            infinite: params.infinite,
            stop_requested: false,
            draw_offered: false,
            mate_plies: None,
            last_score: None,
            last_info: Vec::new(),
            lines_after_info: 0,
            params,
        }
    }

    /// The GUI may not have the result yet: it is pondering or searching infinitely and
    /// has not said `stop` (or `ponderhit`).
    pub(super) fn held(&self) -> bool {
        (self.pondering || self.infinite) && !self.stop_requested
    }

    /// Asks the search or solver to stop; its result still comes through its channel.
    pub(super) fn signal_stop(&self) {
        match &self.work {
            Work::Search { handle, .. } => handle.stop(),
            Work::Mate { .. } => {
                if let Some(flag) = &self.stop_flag {
                    flag.store(true, Ordering::Release);
                }
            }
        }
    }
}

/// Where the controller is in the lifecycle of a `go`.
pub(super) enum Lifecycle<G: Game> {
    /// No job: commands that need the engine's attention run at once.
    Idle,
    /// A job is searching; its channel is read.
    Running(Job<G>),
    /// The job has finished (its channel is closed and not read again) and its result
    /// waits until [`Job::held`] lets it go.
    Holding(Job<G>, Finished<G::Move>),
}

impl<G: Game> Lifecycle<G> {
    /// The job, running or held.
    pub(super) fn job(&self) -> Option<&Job<G>> {
        match self {
            Lifecycle::Idle => None,
            Lifecycle::Running(job) | Lifecycle::Holding(job, _) => Some(job),
        }
    }

    /// The job, running or held.
    pub(super) fn job_mut(&mut self) -> Option<&mut Job<G>> {
        match self {
            Lifecycle::Idle => None,
            Lifecycle::Running(job) | Lifecycle::Holding(job, _) => Some(job),
        }
    }

    /// The running job, if one is searching.
    pub(super) fn running(&self) -> Option<&Job<G>> {
        match self {
            Lifecycle::Running(job) => Some(job),
            Lifecycle::Idle | Lifecycle::Holding(..) => None,
        }
    }

    /// A running job has finished: it is held from now on. The first result counts (a
    /// closed channel after a result is not a crash).
    pub(super) fn finish(&mut self, result: Finished<G::Move>) {
        *self = match std::mem::replace(self, Lifecycle::Idle) {
            Lifecycle::Running(job) => Lifecycle::Holding(job, result),
            other => other,
        };
    }

    /// Takes the held job and its result once nothing holds them back any more; the
    /// lifecycle is idle then.
    pub(super) fn release(&mut self) -> Option<(Job<G>, Finished<G::Move>)> {
        match std::mem::replace(self, Lifecycle::Idle) {
            Lifecycle::Holding(job, result) if !job.held() => Some((job, result)),
            other => {
                *self = other;
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mate::MateResult;
    use crate::shogi::Position;
    use crossbeam_channel::never;

    /// A job with nothing behind it (a solver that never reports).
    fn job() -> Job<Position> {
        let work = Work::Mate {
            events: never(),
            received: Instant::now(),
            progress: None,
        };
        Job::new(1, work, Position::startpos(), GoParams::default())
    }

    #[test]
    fn a_result_is_held_then_released_once() {
        let mut lifecycle = Lifecycle::Idle;
        lifecycle.finish(Finished::Crashed);
        assert!(
            matches!(lifecycle, Lifecycle::Idle),
            "no job, nothing to hold"
        );

        lifecycle = Lifecycle::Running(job());
        assert!(lifecycle.running().is_some());
        lifecycle.finish(Finished::Mate(MateResult::NoMate));
        lifecycle.finish(Finished::Crashed);
        assert!(lifecycle.running().is_none());
        assert!(matches!(
            lifecycle,
            Lifecycle::Holding(_, Finished::Mate(MateResult::NoMate))
        ));
        assert!(lifecycle.release().is_some());
        assert!(matches!(lifecycle, Lifecycle::Idle));
        assert!(lifecycle.release().is_none());
    }

    #[test]
    fn an_infinite_result_waits_for_stop() {
        let mut infinite = job();
        infinite.infinite = true;
        let mut lifecycle = Lifecycle::Running(infinite);
        lifecycle.finish(Finished::Crashed);
        assert!(lifecycle.release().is_none());
        assert!(lifecycle.job().is_some(), "still held");
        if let Some(job) = lifecycle.job_mut() {
            job.stop_requested = true;
        }
        assert!(lifecycle.release().is_some());
        assert!(lifecycle.job().is_none());
    }
}
