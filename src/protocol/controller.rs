//! The controller: the control thread between the stdin reader and the searches. It owns
//! the dialect state, the current position, the options and the hash table; applies queued
//! lines strictly in order; starts searches (`crate::search::start`) and mate searches
//! (`crate::mate::solve` on a thread of its own); formats their events; and is the only
//! writer to stdout.
//!
//! Lifecycle rules it enforces whatever the search does: exactly one terminal reply per
//! `go`; nothing terminal during `go ponder` before `ponderhit` or `stop`, nor during
//! `go infinite` before `stop` (a result that comes early is held); a `stop` with no search
//! is ignored; `isready` is answered at once during a search; `setoption` is deferred until
//! the search ends; a panic while handling one line is caught and reported, and the process
//! carries on.

use super::command::{quote, Command, GoParams, MateRequest, PositionSpec, Setup};
use super::debug_log::DebugLog;
use super::dialect::{
    Dialect, HashEntryText, InfoText, MateProgressText, MateSearch, Reply, Terminal,
};
use super::games::ProtocolGame;
use super::io::{FastPath, FastTarget, Input, Output, SearchControl, MAX_LINE_BYTES};
use super::limits::{clock_for, merge_clocks};
use super::options::{Applied, OptionId, OptionTable, SetError};
use crate::bench::{self, BenchConfig};
use crate::core::{score, MoveList};
use crate::game::GenKind;
use crate::mate::{self, MateLimits, MateProgress, MateResult};
use crate::perft;
use crate::search::time::{self, LagMeter};
use crate::search::tt::TtBound;
use crate::search::{
    self, BestMove, Event, Info, Limits, ReportedScore, SearchHandle, SearchMemory, SearchOptions,
    TranspositionTable,
};
use crossbeam_channel::{never, select, unbounded, Receiver, RecvTimeoutError};
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Longest `info string` text; longer messages are cut (an error line stays short).
const MAX_MESSAGE_CHARS: usize = 200;
/// How long `quit` waits for a running search to print its best move.
const QUIT_WAIT: Duration = Duration::from_millis(500);
/// UCI-X / UCCI `go mate <n> movetime <t>`: the solver gets t / this, so that the search
/// that takes over when it finds no checks-only mate keeps the rest (a judgement call:
/// either may be the one that finds the mate).
const SOLVER_TIME_SHARE: u32 = 2;
/// How long past its hard deadline a search may stay silent before the controller
/// answers for it with its last reported best move. The search itself answers within a
/// few ms of the deadline; only a search thread starved of CPU on a loaded machine
/// (observed: 300-600 ms late) misses this, while the controller, asleep until then, is
/// woken promptly.
const OVERDUE_GRACE: Duration = Duration::from_millis(25);
/// Hash size used when UCCI says `hashsize 0` ("engine chooses").
const DEFAULT_HASH_MB: i64 = 64;

/// Whether the loop goes on after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// How a job ended, before it is written out.
enum Finished<M> {
    Search(BestMove<M>),
    Mate(MateResult<M>),
    /// The job's thread ended without a result (a panic in the search or solver).
    Crashed,
}

/// What the mate solver's thread sends: progress while it works, then its result
/// (`None`: the solver panicked).
enum MateEvent<M> {
    Progress(MateProgress),
    Done(Option<MateResult<M>>),
}

/// What runs for a `go`.
enum Work<M> {
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

/// The running (or held) result of one `go`.
struct Job<G: ProtocolGame> {
    go_seq: u64,
    work: Work<G::Move>,
    stop_flag: Option<Arc<AtomicBool>>,
    root: G,
    params: GoParams,
    /// `go ponder` and no `ponderhit` yet, as far as the lines applied so far say.
    pondering: bool,
    /// `go infinite`: the result waits for `stop`.
    infinite: bool,
    /// A `stop` (or a command that ends the search) was applied in order.
    stop_requested: bool,
    /// UCCI draw offer (`go draw`, `ponderhit draw`).
    draw_offered: bool,
    /// UCI-X `go mate n`: stop once a mate within this many plies is reported.
    mate_plies: Option<u32>,
    /// The result, once known, while it is held.
    result: Option<Finished<G::Move>>,
    /// Last score reported (for the UCCI draw decision).
    last_score: Option<ReportedScore>,
    /// Lines of the last `info` report and the output line count right after it.
    last_info: Vec<String>,
    lines_after_info: u64,
}

impl<G: ProtocolGame> Job<G> {
    /// A job that has just started: not pondering, no stop flag, no draw offer, nothing
    /// reported yet. Callers set what their kind of job differs in.
    fn new(go_seq: u64, work: Work<G::Move>, root: G, params: GoParams) -> Self {
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
            result: None,
            last_score: None,
            last_info: Vec::new(),
            lines_after_info: 0,
            params,
        }
    }

    fn held(&self) -> bool {
        (self.pondering || self.infinite) && !self.stop_requested
    }

    fn signal_stop(&self) {
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

/// Counts the lines it writes, so a held best move can tell whether its PV line is
/// still the last thing printed, and copies them to the protocol log.
struct Printer {
    out: Output<std::io::Stdout>,
    count: u64,
    log: DebugLog,
}

impl Printer {
    fn lines<S: AsRef<str>>(&mut self, lines: &[S]) {
        self.count += lines.len() as u64;
        if self.log.is_open() {
            for line in lines {
                self.log.outgoing(line.as_ref());
            }
        }
        self.out.lines(lines);
    }

    /// A block printed verbatim (`go perft`).
    fn block(&mut self, text: &str) {
        self.count += text.lines().count() as u64;
        if self.log.is_open() {
            for line in text.lines() {
                self.log.outgoing(line);
            }
        }
        self.out.block(text);
    }
}

/// The control thread of one dialect and game.
pub struct Controller<G: ProtocolGame, D: Dialect> {
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
    job: Option<Job<G>>,
    deferred: Vec<(String, Option<String>)>,
    /// How late answers have left the engine (widens the hard time margin).
    lag: LagMeter,
}

impl<G: ProtocolGame, D: Dialect> Controller<G, D> {
    /// A controller reading `input`, sharing `fast` with the reader, writing `out`.
    pub fn new(input: Receiver<Input>, fast: Arc<FastPath>, out: Output<std::io::Stdout>) -> Self {
        Controller {
            dialect: D::new(),
            options: OptionTable::new(D::OPTIONS),
            position: G::startpos(),
            banned: Vec::new(),
            table: None,
            table_megabytes: 0,
            memory: Arc::new(SearchMemory::new()),
            printer: Printer {
                out,
                count: 0,
                log: DebugLog::default(),
            },
            input,
            fast,
            job: None,
            deferred: Vec::new(),
            lag: LagMeter::default(),
        }
    }

    /// Answers the handshake that chose this dialect, then runs until `quit` or EOF.
    /// Returns the exit code.
    pub fn run(mut self) -> i32 {
        self.identify();
        loop {
            // A job whose result is in (held until `stop`/`ponderhit`) has nothing more
            // to say: its channel is closed and must not be read again.
            let running = self
                .job
                .as_ref()
                .filter(|j| j.result.is_none())
                .map(|j| &j.work);
            let (events, results) = match running {
                Some(Work::Search { events, .. }) => (events.clone(), never()),
                Some(Work::Mate { events, .. }) => (never(), events.clone()),
                None => (never(), never()),
            };
            // UCCI batch mode: a timed search runs to its end before the next line is read.
            let batch_wait = self.fast.batch.load(Ordering::Acquire)
                && self
                    .job
                    .as_ref()
                    .is_some_and(|j| j.result.is_none() && !j.pondering && !j.infinite);
            let input = if batch_wait {
                never()
            } else {
                self.input.clone()
            };
            let overdue = match self
                .job
                .as_ref()
                .filter(|j| j.result.is_none() && !j.held())
            {
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
                return self.quit();
            }
        }
    }

    // ----- output helpers -----

    fn print<S: AsRef<str>>(&mut self, lines: &[S]) {
        self.printer.lines(lines);
    }

    /// Writes one reply in the dialect's words.
    fn say(&mut self, reply: Reply) {
        let lines = self.dialect.format(&reply);
        self.print(&lines);
    }

    fn info_string(&mut self, text: &str) {
        let mut text: String = text.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
        if text.chars().count() > MAX_MESSAGE_CHARS {
            text = text.chars().take(MAX_MESSAGE_CHARS).collect::<String>() + "...";
        }
        self.say(Reply::Text(&text));
    }

    fn error(&mut self, text: &str) {
        self.info_string(&format!("error: {text}"));
    }

    fn identify(&mut self) {
        let mut lines = self.dialect.format(&Reply::Identity);
        lines.extend(self.dialect.format(&Reply::Options(&self.options)));
        lines.extend(self.dialect.format(&Reply::HandshakeDone));
        self.print(&lines);
    }

    fn wire(&self, m: G::Move) -> String {
        self.dialect.move_out(G::format_move(m))
    }

    // ----- line handling -----

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

    fn searching(&self) -> bool {
        self.job.is_some()
    }

    fn refuse_while_searching(&mut self) -> bool {
        if self.searching() {
            self.error("not allowed during a search");
        }
        self.searching()
    }

    fn command(&mut self, command: Command, received: Instant, go_seq: u64) -> Flow {
        match command {
            Command::Handshake(word) if word == D::WORD => self.identify(),
            Command::Handshake(word) => self.error(&format!(
                "dialect is already {}; ignoring '{}'",
                D::WORD,
                quote(&word)
            )),
            Command::Debug(_) | Command::Register => {}
            Command::IsReady => {
                if !self.searching() {
                    self.ensure_table();
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
                if let Some(job) = &mut self.job {
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
                    let diagram = self.dialect.diagram_out(self.position.diagram());
                    let lines: Vec<&str> = diagram.lines().collect();
                    self.print(&lines);
                }
            }
            Command::Eval => {
                if !self.refuse_while_searching() {
                    let breakdown = self.position.eval_breakdown();
                    let mut lines: Vec<String> = breakdown.lines().map(str::to_string).collect();
                    lines.push(format!(
                        "Final evaluation: {} cp (side to move)",
                        self.position.evaluate()
                    ));
                    self.print(&lines);
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

    // ----- options and game state -----

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        match self.options.set(name, value) {
            Ok(Applied { id, notice }) => {
                if let Some(n) = notice {
                    self.error(&n);
                }
                match id {
                    OptionId::ClearHash => {
                        if let Some(t) = &self.table {
                            t.clear();
                        }
                        self.memory.clear();
                    }
                    OptionId::NewGame => self.new_game(),
                    OptionId::DebugLogFile => {
                        let path = self.options.text(OptionId::DebugLogFile, "").to_string();
                        if let Err(e) = self.printer.log.open(&path) {
                            self.error(&e);
                        }
                    }
                    OptionId::Batch => {
                        let on = self.options.flag(OptionId::Batch, false);
                        self.fast.batch.store(on, Ordering::Release);
                    }
                    _ => {}
                }
                if let Some(n) = self.dialect.option_changed(id, &self.options) {
                    self.info_string(&n);
                }
                if let Some(n) = self.position.configure(&self.options) {
                    self.error(&n);
                }
            }
            Err(SetError::Unknown) => {
                if let Err(message) = self.dialect.undeclared_option(name, value) {
                    self.error(&message);
                }
            }
            Err(SetError::Invalid(message)) => self.error(&message),
        }
    }

    fn apply_deferred(&mut self) {
        for (name, value) in std::mem::take(&mut self.deferred) {
            self.set_option(&name, value.as_deref());
        }
    }

    fn hash_megabytes(&self) -> usize {
        let mb = self.options.int(OptionId::Hash, DEFAULT_HASH_MB);
        usize::try_from(if mb <= 0 { DEFAULT_HASH_MB } else { mb }).unwrap_or(1)
    }

    /// Allocates the hash table if it is missing or its size option changed (done on
    /// `isready`, or lazily on the first `go`: some GUIs never send `isready`).
    fn ensure_table(&mut self) -> Arc<TranspositionTable> {
        let mb = self.hash_megabytes();
        match &self.table {
            Some(t) if self.table_megabytes == mb => Arc::clone(t),
            _ => {
                self.table = None; // free the old table before allocating the new one
                let affordable = affordable_megabytes(mb);
                let table = Arc::new(TranspositionTable::new(affordable));
                if affordable < mb {
                    self.info_string(&format!(
                        "hash: {mb} MB is more than this machine can give at once; allocated {} MB",
                        table.megabytes()
                    ));
                }
                self.table_megabytes = mb;
                self.table = Some(Arc::clone(&table));
                table
            }
        }
    }

    fn new_game(&mut self) {
        if let Some(t) = &self.table {
            t.clear();
        }
        self.memory.clear();
        let mut start = G::startpos();
        let _ = start.configure(&self.options);
        self.position = start;
        self.banned.clear();
    }

    /// Builds the position of a `position`/`probe` line. A bad FEN/SFEN leaves the
    /// current position (returns `None`); a bad move keeps the moves before it (as
    /// YaneuraOu and Fairy-Stockfish do).
    fn build_position(&mut self, spec: &PositionSpec) -> Option<G> {
        let mut position = match &spec.setup {
            Setup::StartPos => G::startpos(),
            Setup::Fen(text) => match G::from_fen(text) {
                Ok(p) => p,
                Err(e) => {
                    self.error(&format!(
                        "bad {}: {e}; position unchanged",
                        G::POSITION_NOTATION
                    ));
                    return None;
                }
            },
        };
        for (index, text) in spec.moves.iter().enumerate() {
            let parsed = self
                .dialect
                .move_in(text)
                .ok()
                .and_then(|t| position.parse_move(&t).ok());
            match parsed {
                Some(m) => position.make(m),
                None => {
                    self.error(&format!(
                        "illegal move '{}' at ply {}; position set after {index} moves",
                        quote(text),
                        index + 1
                    ));
                    break;
                }
            }
        }
        if let Some(n) = position.configure(&self.options) {
            self.error(&n);
        }
        Some(position)
    }

    /// Reads wire moves against `position`; bad ones are reported and skipped.
    fn parse_moves(&mut self, position: &G, texts: &[String], what: &str) -> Vec<G::Move> {
        let mut moves = Vec::new();
        for text in texts {
            match self
                .dialect
                .move_in(text)
                .map_err(|e| e.to_string())
                .and_then(|t| position.parse_move(&t).map_err(|e| e.to_string()))
            {
                Ok(m) => moves.push(m),
                Err(e) => self.error(&format!("{what}: bad move '{}': {e}", quote(text))),
            }
        }
        moves
    }

    fn ban_moves(&mut self, texts: &[String]) {
        let position = self.position.clone();
        self.banned = self.parse_moves(&position, texts, "banmoves");
    }

    fn perft(&mut self, depth: u32) {
        let mut position = self.position.clone();
        let started = Instant::now();
        let report = {
            let dialect = &self.dialect;
            perft::divide_report(&mut position, depth, |m| {
                dialect.move_out(G::format_move(m))
            })
        };
        log::info!("perft {depth}: {} ms", started.elapsed().as_millis());
        self.printer.block(&report);
    }

    /// UCCI `probe`: what the hash table holds for a position. Never allocates or
    /// resizes the table, so it is safe during a search.
    fn probe(&mut self, spec: &PositionSpec) {
        let Some(position) = self.build_position(spec) else {
            return;
        };
        let entry = self.table.as_ref().and_then(|t| t.probe(position.key()));
        let text = entry.map(|entry| {
            let raw = score::from_tt(entry.score, 0);
            HashEntryText {
                best: position
                    .unpack(entry.packed_move)
                    .filter(|_| entry.packed_move != 0)
                    .map(|m| self.wire(m)),
                score: score::mate_plies(raw)
                    .map_or(ReportedScore::Centipawns(raw), ReportedScore::MatePlies),
                depth: entry.depth.max(0),
                lower: matches!(entry.bound, TtBound::Lower | TtBound::Exact),
                upper: matches!(entry.bound, TtBound::Upper | TtBound::Exact),
            }
        });
        self.say(Reply::HashEntry(text));
    }

    /// `bench [hash_mb] [threads] [depth]` for the current game: the search helper's
    /// fixed benchmark, its lines printed in this dialect, Stockfish's summary block on
    /// stderr.
    fn bench(&mut self, args: &[String]) {
        let words: Vec<&str> = args.iter().map(String::as_str).collect();
        let config = match BenchConfig::parse(&words) {
            Ok(c) => c,
            Err(e) => return self.error(&e),
        };
        let dialect = &self.dialect;
        let printer = &mut self.printer;
        let result = bench::run::<G>(&config, &mut |_, _, event| {
            let lines = match event {
                Event::Info(info) => dialect.format(&Reply::Info {
                    info: &info_text::<G, D>(dialect, info),
                    show_multipv: false,
                }),
                Event::Text(text) => dialect.format(&Reply::Text(text)),
                Event::Finished(BestMove::Move { best, ponder }) => {
                    dialect.format(&Reply::Terminal(Terminal::Move {
                        best: dialect.move_out(G::format_move(*best)),
                        ponder: ponder.map(|p| dialect.move_out(G::format_move(p))),
                        draw: false,
                    }))
                }
                Event::Finished(BestMove::DeclareWin) => {
                    dialect.format(&Reply::Terminal(Terminal::DeclareWin))
                }
                Event::Finished(BestMove::NoLegalMove) => {
                    dialect.format(&Reply::Terminal(Terminal::NoLegalMove))
                }
            };
            printer.lines(&lines);
        });
        match result {
            Ok(summary) => eprint!("{}", summary.summary_block()),
            Err(e) => self.error(&e),
        }
    }

    // ----- searches -----

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
        }
    }

    fn start_search(&mut self, params: GoParams, received: Instant, go_seq: u64) {
        let root = self.position.clone();
        if params.depth == Some(0) && !params.infinite && D::DEPTH_ZERO_SEARCHES_NOTHING {
            self.say(Reply::Terminal(Terminal::NoLegalMove));
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
        let depth_cap = cap(self.options.int(OptionId::DepthLimit, 0)).map(super::command::to_u32);
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
                D::INCREMENT_BEFORE_MOVE,
                elapsed,
            ),
            infinite: params.infinite,
            ponder: params.ponder,
            search_moves,
            banned_moves: self.banned.clone(),
        };
        let options = self.search_options();
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
        self.job = Some(job);
        // A `quit` read before this search existed still ends it.
        if self.fast.quit.load(Ordering::Acquire) {
            if let Some(job) = &self.job {
                job.signal_stop();
            }
        }
    }

    /// USI `go mate`: the tsume search, answered by its own mate answer (never a best
    /// move).
    fn start_usi_mate(&mut self, request: MateRequest, received: Instant, go_seq: u64) {
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
    fn solver_limits(&self, params: &GoParams, received: Instant) -> Option<MateLimits> {
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
    fn start_mate(&mut self, limits: MateLimits, params: GoParams, received: Instant, go_seq: u64) {
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
        self.job = Some(job);
    }

    /// `ponderhit`: the ponder search goes on as a timed search, on
    /// the `go ponder` clock, or on the fresh clock fields of the `ponderhit` line
    /// (early ponder), counted from the moment the line was read.
    fn ponderhit(&mut self, clocks: super::command::ClockFields, draw: bool, received: Instant) {
        let Some(job) = &mut self.job else { return };
        if !job.pondering {
            return;
        }
        job.pondering = false;
        job.draw_offered |= draw;
        let merged = merge_clocks(&job.params.clocks, &clocks);
        let clock = clock_for(
            &merged,
            job.root.side_to_move(),
            D::INCREMENT_BEFORE_MOVE,
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
    fn end_job(&mut self, deadline: Option<Instant>) {
        if let Some(job) = &mut self.job {
            job.stop_requested = true;
            job.pondering = false;
            job.signal_stop();
        }
        self.release_if_ready();
        while let Some(job) = self.job.as_ref().filter(|j| j.result.is_none()) {
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
    fn answer_overdue(&mut self) -> Flow {
        // Events already queued come first: the answer may be among them.
        if let Some(Work::Search { events, .. }) = self.job.as_ref().map(|j| &j.work) {
            let events = events.clone();
            while let Ok(event) = events.try_recv() {
                self.search_event(Some(event));
                if self.job.as_ref().is_none_or(|j| j.result.is_some()) {
                    return Flow::Continue;
                }
            }
        }
        let Some(job) = &mut self.job else {
            return Flow::Continue;
        };
        if let Work::Search {
            best_so_far: Some((best, ponder)),
            ..
        } = job.work
        {
            if job.result.is_none() && !job.held() {
                log::debug!("search overdue: answering with its last reported move");
                job.signal_stop();
                job.result = Some(Finished::Search(BestMove::Move { best, ponder }));
            }
        }
        self.release_if_ready();
        Flow::Continue
    }

    fn search_event(&mut self, event: Option<Event<G::Move>>) -> Flow {
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
                if let Some(job) = &mut self.job {
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

    fn mate_event(&mut self, event: Option<MateEvent<G::Move>>) -> Flow {
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
        }) = &mut self.job
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
        let Some(job) = self.job.take() else { return };
        let Work::Mate { received, .. } = job.work else {
            return;
        };
        if proven_none {
            if let Some(n) = job.params.mate_moves {
                self.info_string(&format!("no checks-only mate in {n}; searching"));
            }
        }
        self.start_search(job.params, received, job.go_seq);
        if let Some(search) = &mut self.job {
            search.stop_requested = job.stop_requested;
            if job.stop_requested || self.fast.quit.load(Ordering::Acquire) {
                search.signal_stop();
            }
        }
    }

    fn finished(&mut self, result: Finished<G::Move>) {
        if let Some(job) = &mut self.job {
            // The first result counts (a closed channel after `Finished` is not a crash).
            if job.result.is_none() {
                job.result = Some(result);
            }
        }
        self.release_if_ready();
    }

    /// Prints the job's result if it has one and nothing holds it back any more.
    fn release_if_ready(&mut self) {
        let ready = self
            .job
            .as_ref()
            .is_some_and(|j| j.result.is_some() && !j.held());
        if !ready {
            return;
        }
        let Some(mut job) = self.job.take() else {
            return;
        };
        {
            let mut target = self.fast.target.lock();
            if target.as_ref().is_some_and(|t| t.go_seq == job.go_seq) {
                *target = None;
            }
        }
        let result = job.result.take().unwrap_or(Finished::Crashed);
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

    fn quit(&mut self) -> i32 {
        self.end_job(Some(Instant::now() + QUIT_WAIT));
        self.say(Reply::Goodbye);
        let _ = std::io::stdout().flush();
        0
    }
}

/// An `info` report with its moves in the dialect's notation.
fn info_text<G: ProtocolGame, D: Dialect>(dialect: &D, info: &Info<G::Move>) -> InfoText {
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

/// Share (per mille) of the memory the kernel reports available that the hash table may
/// take: the rest is left to the search threads and the rest of the machine.
const HASH_SHARE_OF_AVAILABLE: u64 = 250;

/// Largest table given in place of a request the machine cannot meet, MB. Every page of
/// the table is written when it is built, and that is what `isready` waits for: on a
/// loaded 2-core virtual machine (guest pages touched for the first time) 256 MB took
/// 0.1-2.6 s, 512 MB 0.3-3.3 s, 1 GiB 0.3-3.8 s and 5.8 GiB 9 s, so this fallback
/// answers within a second or two where a quarter of `MemAvailable` could take ten.
/// A request the machine can meet is allocated as asked, however long that takes.
const HASH_FALLBACK_MAX_MB: usize = 256;

/// `MemAvailable` of /proc/meminfo in MB, where there is one.
fn available_megabytes() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb = line.split_whitespace().nth(1)?.parse::<u64>().ok()?;
    Some(usize::try_from(kb / 1024).unwrap_or(usize::MAX))
}

/// The hash size to allocate for a request of `wanted` MB when `available` MB are available
/// (a huge `USI_Hash` is reported and reduced, never an abort). A request within
/// [`HASH_SHARE_OF_AVAILABLE`] of the available memory (or any request where that is
/// unknown) is kept; a larger one gets that share, at most [`HASH_FALLBACK_MAX_MB`].
fn fallback_megabytes(wanted: usize, available: Option<usize>) -> usize {
    let wanted = wanted.max(1);
    let Some(available) = available else {
        return wanted;
    };
    let share = usize::try_from(available as u64 * HASH_SHARE_OF_AVAILABLE / 1000)
        .unwrap_or(usize::MAX)
        .max(1);
    if wanted <= share {
        wanted
    } else {
        share.min(HASH_FALLBACK_MAX_MB)
    }
}

/// The largest hash size up to `wanted` MB that this machine can give quickly
/// ([`fallback_megabytes`] on `MemAvailable`), then halved until a reservation of that
/// size succeeds (the table must fit in memory, not only in the address space).
fn affordable_megabytes(wanted: usize) -> usize {
    let mut mb = fallback_megabytes(wanted, available_megabytes());
    while mb > 1 && Vec::<u8>::new().try_reserve_exact(mb << 20).is_err() {
        mb /= 2;
    }
    mb
}

fn min_some<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

enum Received<T> {
    Message(T),
    Disconnected,
    TimedOut,
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_size_beyond_the_machine_is_reduced_not_fatal() {
        assert_eq!(affordable_megabytes(1), 1);
        assert_eq!(affordable_megabytes(0), 1);
        // 1 EiB fits in no machine; only address space is reserved while deciding.
        let huge = 1usize << 40;
        let got = affordable_megabytes(huge);
        assert!((1..=HASH_FALLBACK_MAX_MB).contains(&got), "{got}");
    }

    #[test]
    fn the_fallback_is_a_share_of_available_memory_and_capped() {
        // 24 GiB available: a quarter is 6144 MB.
        let available = Some(24 * 1024);
        assert_eq!(fallback_megabytes(4096, available), 4096);
        assert_eq!(fallback_megabytes(6144, available), 6144);
        assert_eq!(fallback_megabytes(65536, available), HASH_FALLBACK_MAX_MB);
        // 1 GiB available: the share is below the cap.
        assert_eq!(fallback_megabytes(1024, Some(1024)), 256);
        assert_eq!(fallback_megabytes(0, Some(1024)), 1);
        assert_eq!(fallback_megabytes(3, Some(1)), 1);
        // Unknown available memory: the request stands (the reservation still checks it).
        assert_eq!(fallback_megabytes(65536, None), 65536);
    }
}
