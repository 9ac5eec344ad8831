//! The controller: the control thread between the stdin reader and the searches. It owns
//! the dialect state, the current position, the options and the hash table; applies queued
//! lines strictly in order; starts searches (`crate::search::start`) and mate searches
//! (`crate::mate::solve` on a thread of its own); turns their events into [`Reply`]
//! values for the dialect to write; and is the only writer to stdout.
//!
//! Lifecycle rules it enforces whatever the search does: exactly one terminal reply per
//! `go`; nothing terminal during `go ponder` before `ponderhit` or `stop`, nor during
//! `go infinite` before `stop` (a result that comes early is held); a `stop` with no search
//! is ignored; `isready` is answered at once during a search; `setoption` is deferred until
//! the search ends; a panic while handling one line is caught and reported, and the process
//! carries on.
//!
//! This file holds the loop and the command dispatch; the rest is split by job:
//! [`lifecycle`] (the idle / running / holding states of a `go`), [`search_job`] (starting
//! and steering searches and the mate solver), [`book`] (the opening book: loading it and
//! answering from it), [`answer`] (the terminal reply),
//! [`setup`] (options, hash table, position), [`debug`] (`perft`, `d`, `eval`, `bench`,
//! `probe`), [`hash_size`] (what the machine can give), [`printer`] (counted output).

mod answer;
mod book;
mod debug;
mod hash_size;
mod lifecycle;
mod printer;
mod search_job;
mod setup;

use super::command::{quote, Command};
use super::debug_log::DebugLog;
use super::dialect::{Dialect, InfoText, Reply};
use super::io::{FastPath, Input, MAX_LINE_BYTES};
use super::options::{OptionId, OptionTable};
use super::session::{Carried, Ended, Session};
use super::strength::Seeds;
use crate::game::Game;
use crate::games;
use crate::protocol::session::configure;
use crate::search::time::LagMeter;
use crate::search::{Info, SearchMemory, TranspositionTable};
use book::BookState;
use crossbeam_channel::{never, select, Receiver};
use lifecycle::{Job, Lifecycle, Work};
use printer::Printer;
use search_job::OVERDUE_GRACE;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Longest `info string` text; longer messages are cut (an error line stays short).
const MAX_MESSAGE_CHARS: usize = 200;
/// How long `quit` waits for a running search to print its best move.
const QUIT_WAIT: Duration = Duration::from_millis(500);

/// Whether the loop goes on after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// The control thread of one dialect and game.
pub struct Controller<G: Game, D: Dialect> {
    dialect: D,
    options: OptionTable,
    position: G,
    banned: Vec<G::Move>,
    table: Option<Arc<TranspositionTable>>,
    table_megabytes: usize,
    /// The search threads' histories, kept between the moves of a game.
    memory: Arc<SearchMemory<G>>,
    printer: Printer,
    input: Receiver<Input>,
    fast: Arc<FastPath>,
    /// The `go` in progress, if any.
    lifecycle: Lifecycle<G>,
    deferred: Vec<(String, Option<String>)>,
    /// How late answers have left the engine (widens the hard time margin).
    lag: LagMeter,
    /// The opening book the options name, once loaded.
    book: BookState<G::Move>,
    /// The seeds of a limited strength's choices, one per search.
    seeds: Seeds,
    /// The variant name of another game, set when the variant option names one: the
    /// session passes to that game once no job runs.
    switch_to: Option<String>,
    /// True when the session came from another game's controller (no handshake reply).
    carried: bool,
}

impl<G: Game, D: Dialect> Controller<G, D> {
    /// A controller reading the session's input and writing its output; with the
    /// options and log an earlier game's controller carried, when there are some.
    pub fn new(session: Session) -> Self {
        let Session {
            input,
            fast,
            out,
            carried,
        } = session;
        let was_carried = carried.is_some();
        let (options, log) = match carried {
            Some(Carried { options, log }) => (options, log),
            None => (
                OptionTable::new(D::OPTIONS, games::variants_spoken(D::PROTOCOL)),
                DebugLog::default(),
            ),
        };
        let mut position = G::startpos();
        let _ = configure(&mut position, &options);
        Controller {
            dialect: D::new(),
            options,
            position,
            banned: Vec::new(),
            table: None,
            table_megabytes: 0,
            memory: Arc::new(SearchMemory::new()),
            printer: Printer { out, count: 0, log },
            input,
            fast,
            lifecycle: Lifecycle::Idle,
            deferred: Vec::new(),
            lag: LagMeter::default(),
            book: BookState::new(),
            seeds: Seeds::from_clock(),
            switch_to: None,
            carried: was_carried,
        }
    }

    /// Answers the handshake that chose this dialect (unless another game's controller
    /// already did), then runs until `quit`, EOF or a switch to another game.
    pub fn run(mut self) -> Ended {
        if !self.carried {
            self.identify();
        }
        loop {
            if !self.searching() {
                if let Some(variant) = self.switch_to.take() {
                    return self.hand_over(variant);
                }
            }
            // Only a running job's channel is read: a held one has nothing more to say,
            // its channel is closed and must not be read again.
            let running = self.lifecycle.running().map(|j| &j.work);
            let (events, results) = match running {
                Some(Work::Search { events, .. }) => (events.clone(), never()),
                Some(Work::Mate { events, .. }) => (never(), events.clone()),
                None => (never(), never()),
            };
            // UCCI batch mode: a timed search runs to its end before the next line is read.
            let batch_wait = self.fast.batch.load(Ordering::Acquire)
                && self
                    .lifecycle
                    .running()
                    .is_some_and(|j| !j.pondering && !j.infinite);
            let input = if batch_wait {
                never()
            } else {
                self.input.clone()
            };
            let overdue = match self.lifecycle.running().filter(|j| !j.held()) {
                Some(Job {
                    work:
                        Work::Search {
                            deadline: Some(deadline),
                            best_so_far: Some(_),
                            ..
                        },
                    ..
                }) => crossbeam_channel::at(*deadline + OVERDUE_GRACE),
                _ => never(),
            };
            let flow = select! {
                recv(input) -> message => match message {
                    Ok(Input::Line { text, received, go_seq }) => self.line(&text, received, go_seq),
                    Ok(Input::TooLong) => {
                        self.error(&format!("line longer than {MAX_LINE_BYTES} bytes ignored"));
                        Flow::Continue
                    }
                    Ok(Input::Eof) | Err(_) => Flow::Quit,
                },
                recv(events) -> event => {
                    self.guarded(|c| c.search_event(event.ok()));
                    Flow::Continue
                }
                recv(results) -> event => {
                    self.guarded(|c| c.mate_event(event.ok()));
                    Flow::Continue
                }
                recv(overdue) -> _ => {
                    self.guarded(|c| c.answer_overdue());
                    Flow::Continue
                }
            };
            if flow == Flow::Quit {
                return Ended::Quit(self.quit());
            }
        }
    }

    /// The session, options and log, for the controller of the game `variant` names.
    fn hand_over(self, variant: String) -> Ended {
        let Printer { out, log, .. } = self.printer;
        Ended::Switch {
            variant,
            session: Session {
                input: self.input,
                fast: self.fast,
                out,
                carried: Some(Carried {
                    options: self.options,
                    log,
                }),
            },
        }
    }

    /// Writes lines already in the dialect's words (or plain text: `d`, `eval`).
    fn print<S: AsRef<str>>(&mut self, lines: &[S]) {
        self.printer.lines(lines);
    }

    /// Writes one reply in the dialect's words.
    fn say(&mut self, reply: Reply) {
        let lines = self.dialect.format(&reply);
        self.print(&lines);
    }

    /// A message on one line, cut to [`MAX_MESSAGE_CHARS`].
    fn info_string(&mut self, text: &str) {
        let mut text: String = text.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
        if text.chars().count() > MAX_MESSAGE_CHARS {
            text = text.chars().take(MAX_MESSAGE_CHARS).collect::<String>() + "...";
        }
        self.say(Reply::Text(&text));
    }

    /// An error message (the command it is about is ignored or partly applied).
    fn error(&mut self, text: &str) {
        self.info_string(&format!("error: {text}"));
    }

    /// The handshake block: `id` lines, the option list, its end.
    fn identify(&mut self) {
        let mut lines = self.dialect.format(&Reply::Identity);
        lines.extend(self.dialect.format(&Reply::Options(&self.options)));
        lines.extend(self.dialect.format(&Reply::HandshakeDone));
        self.print(&lines);
    }

    /// A move in the dialect's notation.
    fn wire(&self, m: G::Move) -> String {
        self.dialect.move_out(G::format_move(m))
    }

    /// Runs `f`, turning a panic into an `info string` (the process never dies on input).
    fn guarded(&mut self, f: impl FnOnce(&mut Self) -> Flow) -> Flow {
        match catch_unwind(AssertUnwindSafe(|| f(self))) {
            Ok(flow) => flow,
            Err(_) => {
                self.error("internal error while handling a command; state kept");
                Flow::Continue
            }
        }
    }

    /// One input line: logged, parsed and applied; errors of the protocol log reported.
    fn line(&mut self, text: &str, received: Instant, go_seq: u64) -> Flow {
        if text.trim().is_empty() {
            return Flow::Continue;
        }
        self.printer.log.incoming(text);
        let flow = self.guarded(|c| c.handle_line(text, received, go_seq));
        if let Some(e) = self.printer.log.take_error() {
            self.error(&e);
        }
        flow
    }

    /// Parses a line in the dialect and applies it; parse problems are reported.
    fn handle_line(&mut self, text: &str, received: Instant, go_seq: u64) -> Flow {
        let mut warnings = Vec::new();
        let parsed = self.dialect.parse(text, &mut warnings);
        for w in &warnings {
            self.error(w);
        }
        match parsed {
            Ok(command) => self.command(command, received, go_seq),
            Err(e) => {
                self.error(&e.0);
                Flow::Continue
            }
        }
    }

    /// A job is running or held: debug commands and option changes wait.
    fn searching(&self) -> bool {
        !matches!(self.lifecycle, Lifecycle::Idle)
    }

    /// Reports and refuses a command that needs the engine to itself.
    fn refuse_while_searching(&mut self) -> bool {
        if self.searching() {
            self.error("not allowed during a search");
        }
        self.searching()
    }

    /// Applies one parsed command.
    fn command(&mut self, command: Command, received: Instant, go_seq: u64) -> Flow {
        match command {
            Command::Handshake(word) if word == D::PROTOCOL.word() => self.identify(),
            Command::Handshake(word) => self.error(&format!(
                "dialect is already {}; ignoring '{}'",
                D::PROTOCOL.word(),
                quote(&word)
            )),
            Command::Debug(_) | Command::Register => {}
            Command::IsReady => {
                if !self.searching() {
                    self.ensure_table();
                    self.ensure_book();
                }
                self.say(Reply::Ready);
            }
            Command::SetOption { name, value } => {
                let is_new_game = self
                    .options
                    .find(&name)
                    .is_some_and(|s| s.id == OptionId::NewGame);
                if is_new_game {
                    self.end_job(None);
                }
                if self.searching() {
                    self.deferred.push((name, value));
                } else {
                    self.set_option(&name, value.as_deref());
                }
            }
            Command::NewGame => {
                self.end_job(None);
                self.new_game();
            }
            Command::Position(spec) => {
                if let Some(position) = self.build_position(&spec) {
                    self.position = position;
                    self.banned.clear();
                }
            }
            Command::BanMoves(moves) => self.ban_moves(&moves),
            Command::Go(params) => {
                self.end_job(None);
                if let Some(limits) = self.solver_limits(&params, received) {
                    self.start_mate(limits, params, received, go_seq);
                } else {
                    self.start_search(params, received, go_seq);
                }
            }
            Command::GoMate(request) => {
                self.end_job(None);
                self.start_usi_mate(request, received, go_seq);
            }
            Command::Perft(depth) => {
                if !self.refuse_while_searching() {
                    self.perft(depth);
                }
            }
            Command::Stop => {
                if let Some(job) = self.lifecycle.job_mut() {
                    job.stop_requested = true;
                    job.signal_stop();
                }
                self.release_if_ready();
            }
            Command::PonderHit { clocks, draw } => self.ponderhit(clocks, draw, received),
            Command::GameOver(_) => self.end_job(None),
            Command::Quit => return Flow::Quit,
            Command::Probe(spec) => self.probe(&spec),
            Command::Display => {
                if !self.refuse_while_searching() {
                    self.display();
                }
            }
            Command::Eval => {
                if !self.refuse_while_searching() {
                    self.eval();
                }
            }
            Command::Bench(args) => {
                if !self.refuse_while_searching() {
                    self.bench(&args);
                }
            }
        }
        Flow::Continue
    }

    /// `quit` or EOF: the running job gets [`QUIT_WAIT`] to answer, then the goodbye.
    fn quit(&mut self) -> i32 {
        self.end_job(Some(Instant::now() + QUIT_WAIT));
        self.say(Reply::Goodbye);
        let _ = std::io::stdout().flush();
        0
    }
}

/// An `info` report with its moves in the dialect's notation.
fn info_text<G: Game, D: Dialect>(dialect: &D, info: &Info<G::Move>) -> InfoText {
    InfoText {
        depth: info.depth,
        seldepth: info.seldepth,
        multipv: info.multipv,
        score: info.score,
        bound: info.bound,
        nodes: info.nodes,
        time_ms: u64::try_from(info.elapsed.as_millis()).unwrap_or(u64::MAX),
        hashfull: info.hashfull,
        pv: info
            .pv
            .iter()
            .map(|&m| dialect.move_out(G::format_move(m)))
            .collect(),
    }
}
