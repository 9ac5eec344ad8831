//! The search job: starting the alpha-beta search or the mate solver for a `go`, the
//! `ponderhit` and `stop` that steer it, the events it sends back (reports are printed
//! as they come, the result goes to the [`Lifecycle`]), the hand-over from a solver without
//! a mate to the search, and the answer for a search that oversleeps its deadline.

use super::lifecycle::{Finished, Job, Lifecycle, MateEvent, Work};
use super::{info_text, Controller, Flow};
use crate::game::Game;
use crate::mate::{self, MateLimits, MateProgress, MateResult};
use crate::protocol::command::{self, ClockFields, GoParams, MateRequest};
use crate::protocol::dialect::{Dialect, MateProgressText, MateSearch, Reply, Terminal};
use crate::protocol::io::{FastTarget, SearchControl};
use crate::protocol::limits::{clock_for, merge_clocks};
use crate::protocol::options::OptionId;
use crate::protocol::strength::StrengthSettings;
use crate::search::time;
use crate::search::{self, BestMove, Event, Limits, ReportedScore, SearchOptions};
use crossbeam_channel::{unbounded, Receiver, RecvTimeoutError};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// UCI-X / UCCI `go mate <n> movetime <t>`: the solver gets t / this, so that the search
/// that takes over when it finds no checks-only mate keeps the rest (a judgement call:
/// either may be the one that finds the mate).
const SOLVER_TIME_SHARE: u32 = 2;
/// How long past its hard deadline a search may stay silent before the controller
/// answers for it with its last reported best move. The search itself answers within a
/// few ms of the deadline; only a search thread starved of CPU on a loaded machine
/// (observed: 300-600 ms late) misses this, while the controller, asleep until then, is
/// woken promptly.
pub(super) const OVERDUE_GRACE: Duration = Duration::from_millis(25);

impl<G: Game, D: Dialect> Controller<G, D> {
    /// The search settings the options ask for (threads, MultiPV, time margins; the
    /// strength is [`Self::search_strength`]'s).
    fn search_options(&self) -> SearchOptions {
        let threads = match self.options.int(OptionId::Threads, 1) {
            n if n <= 0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => usize::try_from(n).unwrap_or(1),
        };
        let millis =
            |id| Duration::from_millis(u64::try_from(self.options.int(id, 0)).unwrap_or(0));
        // USI: NetworkDelay2 is the margin kept back from the hard limit, NetworkDelay the
        // allowance taken off the target (YaneuraOu's options); UCI-X and UCCI have one
        // margin for both.
        let (hard_margin, target_margin) = match self.options.value(OptionId::MoveOverhead) {
            Some(_) => (
                millis(OptionId::MoveOverhead),
                millis(OptionId::MoveOverhead),
            ),
            None => (
                millis(OptionId::NetworkDelay2),
                millis(OptionId::NetworkDelay),
            ),
        };
        SearchOptions {
            threads,
            multi_pv: usize::try_from(self.options.int(OptionId::MultiPv, 1))
                .unwrap_or(1)
                .max(1),
            move_overhead: hard_margin + self.lag.extra_margin(),
            network_delay: target_margin,
            minimum_thinking_time: millis(OptionId::MinimumThinkingTime),
            strength: None,
        }
    }

    /// The strength the options ask for, with a fresh seed for its choices.
    fn search_strength(&mut self) -> Option<search::Strength> {
        StrengthSettings::read(&self.options).strength(G::INFO.name, self.seeds.next_seed())
    }

    /// Starts the alpha-beta search for a `go` on the current position (a `go depth 0`
    /// that asks for no search, and a position the book answers, are answered at once).
    pub(super) fn start_search(&mut self, params: GoParams, received: Instant, go_seq: u64) {
        let root = self.position.clone();
        if params.depth == Some(0) && !params.infinite && D::DEPTH_ZERO_SEARCHES_NOTHING {
            self.say(Reply::Terminal(Terminal::NoLegalMove));
            return;
        }
        if self.answer_from_book(&params) {
            return;
        }
        let search_moves = self.parse_moves(&root, &params.search_moves, "searchmoves");
        // A table allocated lazily here (no `isready` came) counts against the clock.
        let table = self.ensure_table();
        let elapsed = if params.ponder {
            Duration::ZERO
        } else {
            received.elapsed()
        };
        let cap = |limit: i64| u64::try_from(limit).ok().filter(|&v| v > 0);
        let depth_cap = cap(self.options.int(OptionId::DepthLimit, 0)).map(command::to_u32);
        let nodes_cap = cap(self.options.int(OptionId::NodesLimit, 0));
        let mate_plies = params
            .mate_moves
            .map(|n| n.saturating_mul(2).saturating_sub(1).max(1));
        let limits = Limits {
            depth: min_some(params.depth.map(|d| d.max(1)), depth_cap),
            nodes: min_some(params.nodes, nodes_cap),
            movetime: params
                .movetime
                .map(|t| Duration::from_millis(t).saturating_sub(elapsed)),
            clock: clock_for(
                &params.clocks,
                root.side_to_move(),
                D::PROTOCOL.increment_before_move(),
                elapsed,
            ),
            infinite: params.infinite,
            ponder: params.ponder,
            search_moves,
            banned_moves: self.banned.clone(),
        };
        let options = SearchOptions {
            strength: self.search_strength(),
            ..self.search_options()
        };
        let deadline = (!params.ponder)
            .then(|| time::budget(&limits, &options, false))
            .flatten()
            .map(|b| Instant::now() + b.hard);
        let (sender, events) = unbounded();
        let memory = Arc::clone(&self.memory);
        let handle = Arc::new(search::start_with_memory(
            root.clone(),
            limits,
            options,
            table,
            memory,
            sender,
        ));
        *self.fast.target.lock() = Some(FastTarget {
            go_seq,
            control: SearchControl::Search(Arc::clone(&handle)),
        });
        let work = Work::Search {
            handle,
            events,
            options,
            deadline,
            best_so_far: None,
        };
        let mut job = Job::new(go_seq, work, root, params);
        job.pondering = job.params.ponder;
        job.draw_offered = job.params.draw_offered;
        job.mate_plies = mate_plies;
        // A `quit` read before this search existed still ends it.
        if self.fast.quit.load(Ordering::Acquire) {
            job.signal_stop();
        }
        self.lifecycle = Lifecycle::Running(job);
    }

    /// USI `go mate`: the tsume search, answered by its own mate answer (never a best
    /// move).
    pub(super) fn start_usi_mate(&mut self, request: MateRequest, received: Instant, go_seq: u64) {
        if D::MATE_SEARCH != MateSearch::Tsume {
            self.error("go mate: not available in this dialect");
            return;
        }
        let limits = MateLimits {
            max_plies: None,
            nodes: request.nodes,
            time: request.time.map(Duration::from_millis),
            table_megabytes: self.hash_megabytes(),
        };
        self.start_mate(limits, GoParams::default(), received, go_seq);
    }

    /// UCI-X / UCCI `go mate <n>`: the solver's limits when the df-pn solver takes the
    /// `go` (a mate in at most n moves is a checks-only mate of at most 2n - 1 plies),
    /// `None` when the alpha-beta search does. The solver takes a
    /// `go mate <n>` with at most `movetime`, `nodes` and `infinite` besides; clocks,
    /// `depth`, `ponder`, `searchmoves` and `banmoves` go to the search (their stop rule
    /// is still "a mate within n", as before).
    pub(super) fn solver_limits(&self, params: &GoParams, received: Instant) -> Option<MateLimits> {
        let moves = params.mate_moves.filter(|&n| n > 0)?;
        let searcher_only = params.ponder
            || params.depth.is_some()
            || !params.clocks.is_empty()
            || !params.search_moves.is_empty()
            || !self.banned.is_empty();
        if D::MATE_SEARCH == MateSearch::Tsume || searcher_only {
            return None;
        }
        Some(MateLimits {
            max_plies: Some(moves.saturating_mul(2) - 1),
            nodes: params.nodes,
            time: params.movetime.map(|t| {
                Duration::from_millis(t).saturating_sub(received.elapsed()) / SOLVER_TIME_SHARE
            }),
            table_megabytes: self.hash_megabytes(),
        })
    }

    /// Runs `mate::solve` on a thread of its own; its progress and result come back as
    /// `MateEvent`s. `params` is the `go` that asked (for a search that may take over).
    pub(super) fn start_mate(
        &mut self,
        limits: MateLimits,
        params: GoParams,
        received: Instant,
        go_seq: u64,
    ) {
        let root = self.position.clone();
        let stop = Arc::new(AtomicBool::new(self.fast.quit.load(Ordering::Acquire)));
        let (sender, events) = unbounded();
        let spawned = {
            let stop = Arc::clone(&stop);
            let mut position = root.clone();
            std::thread::Builder::new()
                .name("mate".into())
                .spawn(move || {
                    // The callback only queues the report: the controller formats and
                    // prints it (the solver never writes stdout).
                    let progress = sender.clone();
                    let result = catch_unwind(AssertUnwindSafe(|| {
                        mate::solve(&mut position, &limits, &stop, &mut |p| {
                            let _ = progress.send(MateEvent::Progress(*p));
                        })
                    }));
                    let _ = sender.send(MateEvent::Done(result.ok()));
                })
        };
        if spawned.is_err() {
            if D::MATE_SEARCH == MateSearch::Tsume {
                self.say(Reply::MateUnknown);
            } else {
                self.start_search(params, received, go_seq);
            }
            return;
        }
        *self.fast.target.lock() = Some(FastTarget {
            go_seq,
            control: SearchControl::Mate(Arc::clone(&stop)),
        });
        let work = Work::Mate {
            events,
            received,
            progress: None,
        };
        let mut job = Job::new(go_seq, work, root, params);
        job.stop_flag = Some(stop);
        self.lifecycle = Lifecycle::Running(job);
    }

    /// `ponderhit`: the ponder search goes on as a timed search, on
    /// the `go ponder` clock, or on the fresh clock fields of the `ponderhit` line
    /// (early ponder), counted from the moment the line was read.
    pub(super) fn ponderhit(&mut self, clocks: ClockFields, draw: bool, received: Instant) {
        let Some(job) = self.lifecycle.job_mut() else {
            return;
        };
        if !job.pondering {
            return;
        }
        job.pondering = false;
        job.draw_offered |= draw;
        let merged = merge_clocks(&job.params.clocks, &clocks);
        let clock = clock_for(
            &merged,
            job.root.side_to_move(),
            D::PROTOCOL.increment_before_move(),
            received.elapsed(),
        );
        let limits = Limits::<G::Move> {
            clock,
            movetime: job.params.movetime.map(Duration::from_millis),
            ..Limits::default()
        };
        if let Work::Search {
            handle,
            options,
            deadline,
            ..
        } = &mut job.work
        {
            match clock.filter(|_| !clocks.is_empty()) {
                Some(clock) => handle.ponderhit_with_clock(clock),
                None => handle.ponderhit(),
            }
            *deadline = time::budget(&limits, options, false).map(|b| Instant::now() + b.hard);
        }
        self.release_if_ready();
    }

    /// Ends the running job for a command that supersedes it (`go`, new game,
    /// `gameover`, `quit`): stops it, waits for its result and prints it. With a
    /// deadline, gives up waiting then (only `quit` uses one).
    pub(super) fn end_job(&mut self, deadline: Option<Instant>) {
        if let Some(job) = self.lifecycle.job_mut() {
            job.stop_requested = true;
            job.pondering = false;
            job.signal_stop();
        }
        self.release_if_ready();
        while let Some(job) = self.lifecycle.running() {
            let timeout = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            match &job.work {
                Work::Search { events, .. } => {
                    let events = events.clone();
                    match receive(&events, timeout) {
                        Received::Message(event) => self.search_event(Some(event)),
                        Received::Disconnected => self.search_event(None),
                        Received::TimedOut => return,
                    };
                }
                Work::Mate { events, .. } => {
                    let events = events.clone();
                    match receive(&events, timeout) {
                        Received::Message(event) => self.mate_event(Some(event)),
                        Received::Disconnected => self.mate_event(None),
                        Received::TimedOut => return,
                    };
                }
            }
        }
    }

    /// The hard deadline of the running search passed [`OVERDUE_GRACE`] ago and it has
    /// not answered (its thread waits for a CPU): answer for it with the best move of its
    /// last reported line, the move it would play, and let it wind down unheard. Never
    /// lose on time because the machine is loaded.
    pub(super) fn answer_overdue(&mut self) -> Flow {
        // Events already queued come first: the answer may be among them.
        if let Some(Work::Search { events, .. }) = self.lifecycle.job().map(|j| &j.work) {
            let events = events.clone();
            while let Ok(event) = events.try_recv() {
                self.search_event(Some(event));
                if self.lifecycle.running().is_none() {
                    return Flow::Continue;
                }
            }
        }
        if let Some(job) = self.lifecycle.running().filter(|j| !j.held()) {
            if let Work::Search {
                best_so_far: Some((best, ponder)),
                ..
            } = job.work
            {
                log::debug!("search overdue: answering with its last reported move");
                job.signal_stop();
                self.lifecycle
                    .finish(Finished::Search(BestMove::Move { best, ponder }));
            }
        }
        self.release_if_ready();
        Flow::Continue
    }

    /// A report or the result from the search (`None`: its thread is gone).
    pub(super) fn search_event(&mut self, event: Option<Event<G::Move>>) -> Flow {
        match event {
            Some(Event::Info(info)) => {
                let text = info_text::<G, D>(&self.dialect, &info);
                let several = self.options.int(OptionId::MultiPv, 1) > 1;
                let show_multipv = several || D::MULTIPV_ALWAYS_SHOWN;
                let lines = self.dialect.format(&Reply::Info {
                    info: &text,
                    show_multipv,
                });
                self.print(&lines);
                let count = self.printer.count;
                if let Some(job) = self.lifecycle.job_mut() {
                    if info.multipv <= 1 {
                        job.last_score = Some(info.score);
                        job.last_info = lines;
                        if let (Work::Search { best_so_far, .. }, Some(&best)) =
                            (&mut job.work, info.pv.first())
                        {
                            *best_so_far = Some((best, info.pv.get(1).copied()));
                        }
                    }
                    job.lines_after_info = count;
                    if let (Some(limit), ReportedScore::MatePlies(p)) = (job.mate_plies, info.score)
                    {
                        if p > 0 && p.unsigned_abs() <= limit {
                            job.signal_stop();
                        }
                    }
                }
            }
            Some(Event::Text(text)) => self.info_string(&text),
            Some(Event::Finished(best)) => self.finished(Finished::Search(best)),
            None => self.finished(Finished::Crashed),
        }
        Flow::Continue
    }

    /// A report or the result from the mate solver (`None`: its thread is gone); no
    /// mate where the answer must be a best move hands the `go` to the search.
    pub(super) fn mate_event(&mut self, event: Option<MateEvent<G::Move>>) -> Flow {
        let result = match event {
            Some(MateEvent::Progress(progress)) => {
                self.mate_progress(progress);
                return Flow::Continue;
            }
            Some(MateEvent::Done(result)) => result,
            None => None,
        };
        let found = matches!(&result, Some(MateResult::Mate(line)) if !line.is_empty());
        if !found && D::MATE_SEARCH != MateSearch::Tsume {
            self.search_takes_over(matches!(result, Some(MateResult::NoMate)));
            return Flow::Continue;
        }
        self.finished(result.map_or(Finished::Crashed, Finished::Mate));
        Flow::Continue
    }

    /// Prints a solver progress report and keeps it for the mate's `info` line (the final
    /// report only goes there).
    fn mate_progress(&mut self, progress: MateProgress) {
        let Some(Job {
            work:
                Work::Mate {
                    received,
                    progress: last,
                    ..
                },
            ..
        }) = self.lifecycle.job_mut()
        else {
            return;
        };
        *last = Some(progress);
        if !progress.last {
            let text = MateProgressText {
                nodes: progress.nodes,
                nps: progress.nodes.saturating_mul(1000)
                    / progress.elapsed.as_millis().max(1) as u64,
                hashfull: progress.hashfull,
                time_ms: received.elapsed().as_millis() as u64,
            };
            self.say(Reply::MateProgress(text));
        }
    }

    /// UCI-X / UCCI `go mate <n>` without a checks-only mate from the solver (proven
    /// none within n, out of budget, stopped, or crashed): the alpha-beta search takes
    /// the same `go` (it also finds mates that need a quiet move, and always has a
    /// legal best move). A `stop` already received stops it at once.
    fn search_takes_over(&mut self, proven_none: bool) {
        let job = match std::mem::replace(&mut self.lifecycle, Lifecycle::Idle) {
            Lifecycle::Running(job) if matches!(job.work, Work::Mate { .. }) => job,
            other => {
                self.lifecycle = other;
                return;
            }
        };
        let Work::Mate { received, .. } = job.work else {
            return;
        };
        if proven_none {
            if let Some(n) = job.params.mate_moves {
                self.info_string(&format!("no checks-only mate in {n}; searching"));
            }
        }
        self.start_search(job.params, received, job.go_seq);
        if let Some(search) = self.lifecycle.job_mut() {
            search.stop_requested = job.stop_requested;
            if job.stop_requested || self.fast.quit.load(Ordering::Acquire) {
                search.signal_stop();
            }
        }
    }
}

/// The smaller of two optional limits (an absent one does not bound).
fn min_some<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// What [`receive`] got.
enum Received<T> {
    Message(T),
    Disconnected,
    TimedOut,
}

/// Waits for one message, at most `timeout` (forever without one).
fn receive<T>(receiver: &Receiver<T>, timeout: Option<Duration>) -> Received<T> {
    match timeout {
        None => receiver
            .recv()
            .map_or(Received::Disconnected, Received::Message),
        Some(t) => match receiver.recv_timeout(t) {
            Ok(m) => Received::Message(m),
            Err(RecvTimeoutError::Disconnected) => Received::Disconnected,
            Err(RecvTimeoutError::Timeout) => Received::TimedOut,
        },
    }
}
