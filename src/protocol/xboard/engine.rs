//! One game played over CECP: the engine keeps the game (the position and the moves
//! since it was set up, for `undo`), whose side it plays, force and analysis modes, and
//! starts a search when it is its turn. It answers `move M` and claims the result when
//! its rules say the game is over (after either side's move). Searches run on their own
//! thread (`crate::search`); this loop reads the GUI's lines and the search's events in
//! the order they come, and is the only writer to stdout.

use super::{Exit, GameEnd, Refusal, Session, Thinking, XCommand, XReply};
use crate::game::Game;
use crate::game::{Outcome, Side};
use crate::games;
use crate::protocol::io::{Input, MAX_LINE_BYTES};
use crate::protocol::options::{Applied, SetError};
use crate::protocol::session::configure;
use crate::protocol::strength::StrengthSettings;
use crate::records::notation;
use crate::search::{
    self, time, BestMove, Clock, Event, Limits, SearchHandle, SearchMemory, SearchOptions,
    TranspositionTable,
};
use crossbeam_channel::{never, select, unbounded, Receiver};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long past its hard deadline a search may stay silent before its last reported
/// best move is played for it (a search thread starved of CPU on a loaded machine).
const OVERDUE_GRACE: Duration = Duration::from_millis(25);
/// Margin kept back from the clock for the GUI's and the pipe's delays.
const MOVE_OVERHEAD: Duration = Duration::from_millis(50);

/// A running search.
struct Job<G: Game> {
    handle: SearchHandle,
    events: Receiver<Event<G::Move>>,
    /// Analysis: reports only, no move is played.
    analysis: bool,
    /// When the hard time limit passes, if time bounds the search.
    deadline: Option<Instant>,
    /// The first move of the last reported line.
    best_so_far: Option<G::Move>,
}

/// The state of one game.
struct Engine<'s, G: Game> {
    session: &'s mut Session,
    position: G,
    /// Plies made since the position was set up (what `undo` can take back).
    played: usize,
    /// Force mode: moves are only recorded.
    force: bool,
    /// The side the engine plays when not in force mode.
    side: Side,
    analyzing: bool,
    /// The game has ended (claimed by either side, or `result`): no move is made.
    over: bool,
    job: Option<Job<G>>,
    table: Option<Arc<TranspositionTable>>,
    table_mb: usize,
    memory: Arc<SearchMemory<G>>,
}

/// Plays game `G` over CECP until `quit`, EOF or a `variant` naming another game.
pub fn run<G: Game>(session: &mut Session) -> Exit {
    let mut engine = Engine::<G> {
        session,
        position: G::startpos(),
        played: 0,
        force: false,
        side: Side::Second,
        analyzing: false,
        over: false,
        job: None,
        table: None,
        table_mb: 0,
        memory: Arc::new(SearchMemory::new()),
    };
    engine.apply_rules();
    let exit = engine.serve();
    engine.cancel();
    exit
}

impl<G: Game> Engine<'_, G> {
    fn serve(&mut self) -> Exit {
        loop {
            let events = self.job.as_ref().map_or_else(never, |j| j.events.clone());
            let overdue = match self.job.as_ref() {
                Some(Job {
                    deadline: Some(d),
                    best_so_far: Some(_),
                    ..
                }) => crossbeam_channel::at(*d + OVERDUE_GRACE),
                _ => never(),
            };
            let input = self.session.input.clone();
            select! {
                recv(input) -> message => match message {
                    Ok(Input::Line { text, .. }) => {
                        if text.trim().is_empty() {
                            continue;
                        }
                        let step = catch_unwind(AssertUnwindSafe(|| self.line(&text)));
                        match step {
                            Ok(Some(exit)) => return exit,
                            Ok(None) => {}
                            Err(_) => self.refuse(&Refusal::new("internal error", &text)),
                        }
                    }
                    Ok(Input::TooLong) => {
                        let why = format!("line longer than {MAX_LINE_BYTES} bytes");
                        self.refuse(&Refusal::new(&why, ""));
                    }
                    Ok(Input::Eof) | Err(_) => return Exit::Quit,
                },
                recv(events) -> event => self.search_event(event.ok()),
                recv(overdue) -> _ => self.overdue(),
            }
        }
    }

    fn say(&mut self, reply: XReply) {
        self.session.say(reply);
    }

    fn refuse(&mut self, refusal: &Refusal) {
        self.say(XReply::Error(refusal));
    }

    /// One line; `Some` ends this game's session.
    fn line(&mut self, text: &str) -> Option<Exit> {
        let command = match super::parse(text) {
            Ok(c) => c,
            Err(refusal) => {
                self.refuse(&refusal);
                return None;
            }
        };
        match command {
            XCommand::Hello | XCommand::Noted => {}
            XCommand::Protover(_) => {
                let variants = super::offered_variants();
                self.say(XReply::Features(&variants));
            }
            XCommand::New => {
                self.cancel();
                self.position = G::startpos();
                self.apply_rules();
                self.played = 0;
                self.force = false;
                self.side = Side::Second;
                self.over = false;
                self.session.settings.depth = None;
                if let Some(t) = &self.table {
                    t.clear();
                }
                self.memory.clear();
                self.restart_analysis();
            }
            XCommand::Variant(name) => {
                if G::INFO.has_variant(&name) {
                    return None;
                }
                match games::by_variant(&name) {
                    Some(g) if g.info().speaks(crate::game::Protocol::Xboard) => {
                        return Some(Exit::Variant(name));
                    }
                    _ => self.refuse(&Refusal::new("unsupported variant", text)),
                }
            }
            XCommand::Force => {
                self.cancel_move();
                self.force = true;
            }
            XCommand::Go => {
                self.force = false;
                self.side = self.position.side_to_move();
                self.think();
            }
            XCommand::PlayOther => {
                self.force = false;
                self.side = self.position.side_to_move().opponent();
            }
            XCommand::UserMove(m) => self.user_move(&m, text, false),
            XCommand::BareMove(m) => self.user_move(&m, text, true),
            XCommand::SetBoard(fen) => self.set_board(&fen, text),
            XCommand::Time(t) => self.session.settings.my_time = Some(t),
            XCommand::OpponentTime(t) => self.session.settings.their_time = Some(t),
            XCommand::Level(level) => {
                self.session.settings.level = level;
                self.session.settings.move_time = None;
            }
            XCommand::MoveTime(t) => self.session.settings.move_time = Some(t),
            XCommand::Depth(d) => self.session.settings.depth = Some(d),
            XCommand::Ping(n) => self.say(XReply::Pong(&n)),
            XCommand::MoveNow => {
                if let Some(job) = self.job.as_ref().filter(|j| !j.analysis) {
                    job.handle.stop();
                }
            }
            XCommand::Undo => self.take_back(1, text),
            XCommand::Remove => self.take_back(2, text),
            XCommand::GameOver => {
                self.cancel();
                self.over = true;
                self.force = true;
            }
            XCommand::Ponder(on) => self.session.settings.ponder = on,
            XCommand::Post(on) => self.session.settings.post = on,
            XCommand::Analyze => {
                self.cancel();
                self.analyzing = true;
                self.restart_analysis();
            }
            XCommand::ExitAnalysis => {
                self.analyzing = false;
                self.cancel();
            }
            XCommand::AnalysisStatus => {}
            XCommand::Memory(mb) => {
                self.session.settings.hash_mb = usize::try_from(mb).unwrap_or(usize::MAX)
            }
            XCommand::Cores(n) => self.session.settings.threads = n as usize,
            XCommand::SetOption { name, value } => self.set_option(&name, value.as_deref(), text),
            XCommand::Quit => return Some(Exit::Quit),
        }
        None
    }

    /// `option NAME=VALUE`: a clamped value is noted, a bad one refused; a change of
    /// strength is noted with what it means.
    fn set_option(&mut self, name: &str, value: Option<&str>, line: &str) {
        let game = G::INFO.name;
        let before = StrengthSettings::read(&self.session.settings.options).level(game);
        match self.session.settings.options.set(name, value) {
            Ok(Applied { notice, .. }) => {
                if let Some(notice) = notice {
                    self.say(XReply::Note(&notice));
                }
                self.apply_rules();
                let now = StrengthSettings::read(&self.session.settings.options);
                if now.level(game) != before {
                    self.say(XReply::Note(&now.describe(game)));
                }
            }
            Err(SetError::Unknown) => self.refuse(&Refusal::new("unknown option", line)),
            Err(SetError::Invalid(why)) => self.refuse(&Refusal::new(&why, line)),
        }
    }

    /// Applies the game's rule options (xiangqi `XiangqiRules`, shogi
    /// `EnteringKingRule`) to the position; a value the game cannot honour is noted.
    fn apply_rules(&mut self) {
        if let Some(notice) = configure(&mut self.position, &self.session.settings.options) {
            self.say(XReply::Note(&notice));
        }
    }

    /// A move of the GUI's side (or any side in force mode).
    fn user_move(&mut self, text: &str, line: &str, bare: bool) {
        // Protocol 1 sends moves bare: a bare word that is no move is an unknown command.
        let parsed = match notation::move_in(G::INFO.xboard_notation, text) {
            Err(_) if bare => {
                self.refuse(&super::unknown(line));
                return;
            }
            Err(reason) => Err(reason),
            Ok(wire) => self.position.parse_move(&wire).map_err(|e| e.to_string()),
        };
        let m = match parsed {
            Ok(m) => m,
            Err(reason) => {
                self.say(XReply::IllegalMove {
                    text,
                    reason: &reason,
                });
                return;
            }
        };
        self.cancel();
        self.position.make(m);
        self.played += 1;
        if self.analyzing {
            self.restart_analysis();
            return;
        }
        if !self.claim_if_over() {
            self.think();
        }
    }

    fn set_board(&mut self, fen: &str, line: &str) {
        let position = notation::position_in(G::INFO.xboard_notation, fen)
            .and_then(|text| G::from_fen(&text).map_err(|e| e.to_string()));
        match position {
            Ok(p) => {
                self.cancel();
                self.position = p;
                self.apply_rules();
                self.played = 0;
                self.over = false;
                self.restart_analysis();
            }
            Err(reason) => {
                let why = format!("bad position: {reason}");
                self.refuse(&Refusal::new(&why, line));
            }
        }
    }

    /// `undo` (1) and `remove` (2).
    fn take_back(&mut self, plies: usize, line: &str) {
        if plies > self.played {
            self.refuse(&Refusal::new("no move to take back", line));
            return;
        }
        self.cancel();
        for _ in 0..plies {
            self.position.unmake();
        }
        self.played -= plies;
        self.over = false;
        self.restart_analysis();
    }

    /// The game's end after a move, claimed with its reason; true when it is over.
    fn claim_if_over(&mut self) -> bool {
        let Some(verdict) = self.position.terminal() else {
            return false;
        };
        let mover = self.position.side_to_move();
        let end = match verdict.outcome {
            Outcome::Win => GameEnd::Win(mover),
            Outcome::Loss => GameEnd::Win(mover.opponent()),
            Outcome::Draw => GameEnd::Draw,
        };
        self.over = true;
        self.say(XReply::Result(end, verdict.reason));
        true
    }

    /// Starts the search for the engine's move if it is the engine's turn.
    fn think(&mut self) {
        let ours = !self.force && self.position.side_to_move() == self.side;
        if !ours || self.analyzing || self.over || self.job.is_some() {
            return;
        }
        if self.claim_if_over() {
            return;
        }
        let limits = self.move_limits();
        self.start(limits, false);
    }

    /// A fresh analysis search on the current position, if analysing.
    fn restart_analysis(&mut self) {
        if !self.analyzing {
            return;
        }
        self.cancel();
        if self.position.terminal().is_some() {
            return;
        }
        let limits = Limits {
            infinite: true,
            ..Limits::default()
        };
        self.start(limits, true);
    }

    /// The limits of the engine's move: `st`, or the clock with `level`'s session.
    fn move_limits(&self) -> Limits<G::Move> {
        let s = &self.session.settings;
        let mut limits = Limits {
            depth: s.depth,
            ..Limits::default()
        };
        if let Some(t) = s.move_time {
            limits.movetime = Some(t);
            return limits;
        }
        let level = s.level;
        // Moves this side has made: its share of the plies before the one to play.
        let made = self.position.game_ply().saturating_sub(1) / 2;
        limits.clock = Some(Clock {
            my_time: s.my_time.unwrap_or(level.base),
            opponent_time: s.their_time.unwrap_or(level.base),
            my_increment: level.increment,
            opponent_increment: level.increment,
            byoyomi: Duration::ZERO,
            moves_to_go: (level.moves > 0).then(|| level.moves - made % level.moves),
            increment_before_move: false,
        });
        limits
    }

    /// Starts a search: for a move at the strength the options ask for, for analysis at
    /// full strength (no move is chosen).
    fn start(&mut self, limits: Limits<G::Move>, analysis: bool) {
        let strength = if analysis {
            None
        } else {
            StrengthSettings::read(&self.session.settings.options)
                .strength(G::INFO.name, self.session.seeds.next_seed())
        };
        let options = SearchOptions {
            threads: self.session.settings.threads.max(1),
            move_overhead: MOVE_OVERHEAD,
            network_delay: MOVE_OVERHEAD,
            strength,
            ..SearchOptions::default()
        };
        let deadline = time::budget(&limits, &options, false).map(|b| Instant::now() + b.hard);
        let table = self.table();
        let (sender, events) = unbounded();
        let handle = search::start_with_memory(
            self.position.clone(),
            limits,
            options,
            table,
            Arc::clone(&self.memory),
            sender,
        );
        if self.session.fast.quit.load(Ordering::Acquire) {
            handle.stop();
        }
        self.job = Some(Job {
            handle,
            events,
            analysis,
            deadline: (!analysis).then_some(deadline).flatten(),
            best_so_far: None,
        });
    }

    /// The hash table, allocated on the first search or after `memory` changed it.
    fn table(&mut self) -> Arc<TranspositionTable> {
        let mb = self.session.settings.hash_mb.max(1);
        match &self.table {
            Some(t) if self.table_mb == mb => Arc::clone(t),
            _ => {
                self.table = None;
                let table = Arc::new(TranspositionTable::new(mb));
                self.table_mb = mb;
                self.table = Some(Arc::clone(&table));
                table
            }
        }
    }

    /// Stops any search and forgets its result.
    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.handle.stop_and_join();
        }
    }

    /// `force`: a search for a move is dropped; analysis goes on.
    fn cancel_move(&mut self) {
        if self.job.as_ref().is_some_and(|j| !j.analysis) {
            self.cancel();
        }
    }

    fn search_event(&mut self, event: Option<Event<G::Move>>) {
        match event {
            Some(Event::Info(info)) => {
                let Some(job) = self.job.as_mut() else { return };
                if info.multipv > 1 {
                    return;
                }
                if let Some(&best) = info.pv.first() {
                    job.best_so_far = Some(best);
                }
                if self.session.settings.post || job.analysis {
                    let thinking = Thinking {
                        depth: info.depth,
                        score: info.score,
                        elapsed: info.elapsed,
                        nodes: info.nodes,
                        pv: info
                            .pv
                            .iter()
                            .map(|&m| {
                                notation::move_out(G::INFO.xboard_notation, &G::format_move(m))
                            })
                            .collect(),
                    };
                    self.say(XReply::Thinking(&thinking));
                }
            }
            Some(Event::Text(text)) => self.say(XReply::Note(&text)),
            Some(Event::Finished(best)) => {
                let Some(job) = self.job.take() else { return };
                if !job.analysis {
                    self.play(best);
                }
            }
            None => {
                self.job = None;
                self.say(XReply::Note("the search ended without a result"));
            }
        }
    }

    /// The search's answer: the move is made and sent, then the game's end claimed.
    fn play(&mut self, best: BestMove<G::Move>) {
        match best {
            BestMove::Move { best, .. } => {
                let text = notation::move_out(G::INFO.xboard_notation, &G::format_move(best));
                self.position.make(best);
                self.played += 1;
                self.say(XReply::Move(&text));
                self.claim_if_over();
            }
            BestMove::DeclareWin => {
                self.over = true;
                let side = self.position.side_to_move();
                self.say(XReply::Result(
                    GameEnd::Win(side),
                    "entering-king declaration",
                ));
            }
            BestMove::NoLegalMove => {
                if !self.claim_if_over() {
                    self.over = true;
                    let side = self.position.side_to_move();
                    self.say(XReply::Result(
                        GameEnd::Win(side.opponent()),
                        "no legal move",
                    ));
                }
            }
        }
    }

    /// The deadline passed and the search is silent: play its last reported best move.
    fn overdue(&mut self) {
        let Some(events) = self.job.as_ref().map(|j| j.events.clone()) else {
            return;
        };
        while let Ok(event) = events.try_recv() {
            self.search_event(Some(event));
            if self.job.is_none() {
                return;
            }
        }
        if let Some(job) = self.job.take() {
            job.handle.stop();
            if let Some(best) = job.best_so_far {
                log::debug!("search overdue: playing its last reported move");
                self.play(BestMove::Move { best, ponder: None });
            }
        }
    }
}
