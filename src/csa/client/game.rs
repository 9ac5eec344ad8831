//! One game on a CSA server, from LOGIN to the result: the summary read and checked,
//! AGREE, then a loop that waits on the server, the engine and the clock at once. Moves
//! are applied only when the server echoes them (`+7776FU,T12`), which also gives the
//! time it charged; the engine gets `position` + `go` with the clocks as the server keeps
//! them, less the network margin; pondering follows the opponent's echo with `ponderhit`
//! or `stop`. The game ends on the server's result line, or is abandoned when the
//! connection drops, the server falls silent, or its moves break the rules.

use super::config::Config;
use super::connection::{Connection, Incoming};
use super::engine::{read, Said, Score, UsiEngine};
use crate::csa::record;
use crate::csa::wire::{
    format_move, parse_move, sign, GameEnd, Played, Summary, REASON_WORDS, RESULT_WORDS,
};
use crate::shogi::{sfen, Color, Position};
use crossbeam_channel::{select, Receiver};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Time per move given to the engine in a game without a clock (0/0/0).
const UNTIMED_MOVE_MS: u64 = 10_000;

/// How long the engine may take to answer `stop` before the game goes on without it.
const STOP_TIMEOUT: Duration = Duration::from_secs(5);

/// How a game ended for the client.
#[derive(Debug)]
pub enum Outcome {
    /// The server gave a result.
    Finished {
        /// One line for stdout: game id, result, reason, colour, opponent, moves.
        report: String,
    },
    /// No game came about or it was abandoned; why.
    Abandoned(String),
    /// The server refused the login.
    LoginRefused(String),
    /// Ctrl-C while waiting for a game: time to log out.
    LoggedOut,
}

/// The engine's activity.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Search {
    Idle,
    /// Thinking on its own move.
    Thinking,
    /// Pondering on the expected reply.
    Pondering(String),
    /// Stopped; its next `bestmove` is to be dropped.
    Stopping,
}

/// The state of the game under way.
struct Table<'a> {
    config: &'a Config,
    summary: Summary,
    me: Color,
    pos: Position,
    /// Every move from the summary's start, USI.
    usi_moves: Vec<String>,
    /// The moves played after the summary.
    played: Vec<Played>,
    /// Each side's remaining main time, in units.
    remaining: [u64; 2],
    search: Search,
    /// The move sent and not yet echoed, with when it was sent.
    sent: Option<(String, Instant)>,
    /// The expected reply of the last `bestmove`.
    ponder_move: Option<String>,
    /// When the side to move started.
    turn_started: Instant,
    /// The last score and principal variation of the search under way.
    score: Option<Score>,
    pv: Vec<String>,
    end: GameEnd,
    /// Engine restarts since our last move.
    restarts_this_move: u32,
    /// The engine died and could not be replaced: we resign on our turn.
    engine_dead: bool,
}

/// Waits for a line from the server, sending keep-alives, until `deadline` (`None`:
/// forever) or Ctrl-C when `interrupt` is given.
fn next_line(
    conn: &mut Connection,
    config: &Config,
    deadline: Option<Instant>,
    interrupt: Option<&AtomicBool>,
) -> Result<Option<String>, String> {
    let incoming = conn.incoming().clone();
    loop {
        if interrupt.is_some_and(|f| f.load(Ordering::Relaxed)) {
            return Ok(None);
        }
        let now = Instant::now();
        if deadline.is_some_and(|d| now >= d) {
            return Err("the server did not answer in time".into());
        }
        let wait = wake_in(conn, config, deadline);
        match incoming.recv_timeout(wait) {
            Ok(Incoming::Line(line)) => {
                conn.touched();
                if !line.is_empty() {
                    return Ok(Some(line));
                }
            }
            Ok(Incoming::Closed(why)) => return Err(why),
            Err(crossbeam_channel::RecvTimeoutError::Timeout) => keep_alive(conn, config)?,
            Err(_) => return Err("the connection reader stopped".into()),
        }
    }
}

/// How long to sleep: until the deadline, the next keep-alive, or a second (to look at
/// the Ctrl-C flag), whichever is first.
fn wake_in(conn: &Connection, config: &Config, deadline: Option<Instant>) -> Duration {
    let now = Instant::now();
    let mut wait = Duration::from_secs(1);
    if let Some(d) = deadline {
        wait = wait.min(d.saturating_duration_since(now));
    }
    if let Some(k) = config.keepalive {
        wait = wait.min((conn.last_traffic + k).saturating_duration_since(now));
    }
    wait.max(Duration::from_millis(1))
}

/// Sends an empty line when the connection has been idle for the keep-alive time.
fn keep_alive(conn: &mut Connection, config: &Config) -> Result<(), String> {
    match config.keepalive {
        Some(k) if conn.last_traffic.elapsed() >= k => conn.send(""),
        _ => Ok(()),
    }
}

/// Logs in, waits for a game, agrees and plays it to the end.
pub fn play(
    config: &Config,
    engine: &mut UsiEngine,
    conn: &mut Connection,
    interrupt: &AtomicBool,
) -> Outcome {
    let patience = Some(Instant::now() + config.timeout);
    if let Err(e) = conn.send(&format!("LOGIN {} {}", config.id, config.password)) {
        return Outcome::Abandoned(e);
    }
    loop {
        match next_line(conn, config, patience, None) {
            Ok(Some(line)) if line == format!("LOGIN:{} OK", config.id) => break,
            Ok(Some(line)) if line.starts_with("LOGIN:incorrect") => {
                return Outcome::LoginRefused(line)
            }
            Ok(Some(line)) => log::warn!("before LOGIN OK, ignored: {line}"),
            Ok(None) => unreachable!("no interrupt flag given"),
            Err(e) => return Outcome::Abandoned(format!("login: {e}")),
        }
    }
    eprintln!("kirin csa: logged in as {}, waiting for a game", config.id);
    let mut block = Vec::new();
    loop {
        match next_line(conn, config, None, Some(interrupt)) {
            Ok(Some(line)) if line == "BEGIN Game_Summary" => block.clear(),
            Ok(Some(line)) if line == "END Game_Summary" => break,
            Ok(Some(line)) => block.push(line),
            Ok(None) => return Outcome::LoggedOut,
            Err(e) => return Outcome::Abandoned(format!("waiting for a game: {e}")),
        }
    }
    let summary = match Summary::parse(&block) {
        Ok(s) => s,
        Err(e) => {
            let _ = conn.send("REJECT");
            return Outcome::Abandoned(format!("Game_Summary refused: {e}"));
        }
    };
    if !engine.is_alive() {
        match UsiEngine::start(config) {
            Ok(e) => *engine = e,
            Err(e) => {
                let _ = conn.send(&format!("REJECT {}", summary.game_id));
                return Outcome::Abandoned(format!("engine restart failed: {e}"));
            }
        }
    }
    if let Err(e) = engine.ready() {
        let _ = conn.send(&format!("REJECT {}", summary.game_id));
        return Outcome::Abandoned(e);
    }
    if let Err(e) = conn.send(&format!("AGREE {}", summary.game_id)) {
        return Outcome::Abandoned(e);
    }
    // The opponent may take a while to agree (its engine starting, a large hash).
    let agree_deadline = Some(Instant::now() + config.timeout * 3);
    loop {
        match next_line(conn, config, agree_deadline, None) {
            Ok(Some(line)) if line.starts_with("START:") => break,
            Ok(Some(line)) if line.starts_with("REJECT:") => {
                return Outcome::Abandoned(format!("game refused: {line}"))
            }
            Ok(Some(line)) => log::warn!("before START, ignored: {line}"),
            Ok(None) => unreachable!("no interrupt flag given"),
            Err(e) => return Outcome::Abandoned(format!("waiting for START: {e}")),
        }
    }
    let mut table = match Table::new(config, summary) {
        Ok(t) => t,
        Err(e) => return Outcome::Abandoned(e),
    };
    eprintln!(
        "kirin csa: game {} started, {} plays {}",
        table.summary.game_id,
        engine.name,
        if table.me == Color::Black {
            "Black (+)"
        } else {
            "White (-)"
        }
    );
    let result = table.run(engine, conn, interrupt);
    table.finish(engine, result)
}

impl Table<'_> {
    fn new(config: &Config, summary: Summary) -> Result<Table<'_>, String> {
        let pos = summary.position()?;
        let mut remaining = [summary.time[0].total, summary.time[1].total];
        // Who made the i-th move of the block: the side to move at its start, then
        // alternating.
        let first = sfen::parse(&summary.start_sfen)
            .map_err(|e| e.to_string())?
            .side_to_move();
        for (i, m) in summary.moves.iter().enumerate() {
            let mover = if i % 2 == 0 { first } else { first.opponent() };
            let r = &mut remaining[mover.index()];
            *r = r.saturating_sub(m.time);
        }
        Ok(Table {
            config,
            me: summary.your_turn,
            usi_moves: summary.moves.iter().map(|m| m.usi.clone()).collect(),
            summary,
            pos,
            played: Vec::new(),
            remaining,
            search: Search::Idle,
            sent: None,
            ponder_move: None,
            turn_started: Instant::now(),
            score: None,
            pv: Vec::new(),
            end: GameEnd::default(),
            restarts_this_move: 0,
            engine_dead: false,
        })
    }

    fn my_turn(&self) -> bool {
        self.pos.side_to_move() == self.me
    }

    /// Milliseconds of side `c`'s main time.
    fn remaining_ms(&self, c: Color) -> u64 {
        self.remaining[c.index()] * self.summary.time[c.index()].unit_ms
    }

    /// The clock part of a `go` line for our next move, the margin taken off.
    fn clocks(&self) -> String {
        let t = self.summary.time[self.me.index()];
        let margin = self.config.margin.as_millis() as u64;
        let mut times = [
            self.remaining_ms(Color::Black),
            self.remaining_ms(Color::White),
        ];
        if t.unlimited() {
            return format!("btime 0 wtime 0 byoyomi {UNTIMED_MOVE_MS}");
        }
        let own = &mut times[self.me.index()];
        if t.byoyomi > 0 {
            let byoyomi = t.byoyomi * t.unit_ms;
            let from_main = margin.saturating_sub(byoyomi);
            *own = own.saturating_sub(from_main);
            format!(
                "btime {} wtime {} byoyomi {}",
                times[0],
                times[1],
                byoyomi.saturating_sub(margin)
            )
        } else if !self.config.binc {
            // The increment due before our move joins the main time, for engines that do
            // not read binc/winc.
            *own = (*own + t.increment * t.unit_ms).saturating_sub(margin);
            format!("btime {} wtime {} byoyomi 0", times[0], times[1])
        } else {
            *own = own.saturating_sub(margin);
            let inc = |c: usize| self.summary.time[c].increment * self.summary.time[c].unit_ms;
            format!(
                "btime {} wtime {} binc {} winc {}",
                times[0],
                times[1],
                inc(0),
                inc(1)
            )
        }
    }

    /// The `position` line of the game, with `extra` moves after it.
    fn position_line(&self, extra: Option<&str>) -> String {
        let start = if crate::csa::wire::is_even_start(&self.summary.start_sfen) {
            "startpos".to_string()
        } else {
            format!("sfen {}", self.summary.start_sfen)
        };
        let moves: Vec<&str> = self
            .usi_moves
            .iter()
            .map(String::as_str)
            .chain(extra)
            .collect();
        if moves.is_empty() {
            format!("position {start}")
        } else {
            format!("position {start} moves {}", moves.join(" "))
        }
    }

    fn think(&mut self, engine: &mut UsiEngine) -> Result<(), String> {
        self.score = None;
        self.pv.clear();
        engine.send(&self.position_line(None))?;
        engine.send(&format!("go {}", self.clocks()))?;
        self.search = Search::Thinking;
        Ok(())
    }

    /// Starts pondering on the reply expected after our echoed move, if asked to.
    fn ponder(&mut self, engine: &mut UsiEngine) -> Result<(), String> {
        let Some(reply) = self.ponder_move.take() else {
            return Ok(());
        };
        if !self.config.ponder || self.pos.parse_usi_move(&reply).is_err() {
            return Ok(());
        }
        engine.send(&self.position_line(Some(&reply)))?;
        engine.send(&format!("go ponder {}", self.clocks()))?;
        self.search = Search::Pondering(reply);
        Ok(())
    }

    /// Plays the game until its result line; `Err` when it is abandoned.
    fn run(
        &mut self,
        engine: &mut UsiEngine,
        conn: &mut Connection,
        interrupt: &AtomicBool,
    ) -> Result<(), String> {
        engine.send("usinewgame")?;
        self.turn_started = Instant::now();
        if self.my_turn() {
            self.think(engine)?;
        }
        let server: Receiver<Incoming> = conn.incoming().clone();
        let mut said_finishing = false;
        loop {
            if interrupt.load(Ordering::Relaxed) && !said_finishing {
                said_finishing = true;
                eprintln!("kirin csa: Ctrl-C: finishing this game, then logging out (Ctrl-C again quits now)");
            }
            let deadline = self.server_deadline();
            // Checked on every wake, not only when nothing came: an engine printing
            // `info` lines keeps the loop busy while the server is quiet.
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return Err("the server fell silent".into());
            }
            keep_alive(conn, self.config)?;
            let wait = wake_in(conn, self.config, deadline);
            if self.engine_dead && self.my_turn() && self.sent.is_none() {
                conn.send("%TORYO")?;
                self.sent = Some(("%TORYO".into(), Instant::now()));
            }
            let from_engine = if self.engine_dead {
                crossbeam_channel::never()
            } else {
                engine.incoming()
            };
            select! {
                recv(server) -> message => match message {
                    Ok(Incoming::Line(line)) => {
                        conn.touched();
                        if self.on_server_line(&line, engine)? {
                            return Ok(());
                        }
                    }
                    Ok(Incoming::Closed(why)) => return Err(why),
                    Err(_) => return Err("the connection reader stopped".into()),
                },
                recv(from_engine) -> line => match line {
                    Ok(line) => {
                        log::debug!("engine < {}", line.text);
                        self.on_engine_line(&line.text, engine, conn)?;
                    }
                    Err(_) => self.on_engine_gone(engine)?,
                },
                default(wait) => {}
            }
        }
    }

    /// The time by which the server must say something: the echo of our move, or the
    /// opponent's move (or time-up) when its clock has run out; `None` while we think.
    fn server_deadline(&self) -> Option<Instant> {
        if let Some((_, at)) = &self.sent {
            return Some(*at + self.config.timeout);
        }
        if self.my_turn() {
            return None;
        }
        let them = self.me.opponent();
        let t = self.summary.time[them.index()];
        if t.unlimited() {
            return None;
        }
        let allowed = self.remaining_ms(them) + (t.byoyomi + t.increment) * t.unit_ms;
        Some(self.turn_started + Duration::from_millis(allowed) + self.config.timeout)
    }

    /// Handles one server line; `Ok(true)` when the game is over.
    fn on_server_line(&mut self, line: &str, engine: &mut UsiEngine) -> Result<bool, String> {
        if line.is_empty() {
            return Ok(false);
        }
        if let Some(word) = line.strip_prefix('#') {
            if REASON_WORDS.contains(&word) {
                self.end.reason = word.to_string();
            } else if RESULT_WORDS.contains(&word) {
                self.end.result = word.to_string();
                if word == "CHUDAN" && self.end.reason.is_empty() {
                    self.end.reason = word.to_string();
                }
                return Ok(true);
            } else {
                log::warn!("unknown result line ignored: {line}");
            }
            return Ok(false);
        }
        if line.starts_with("%TORYO") || line.starts_with("%KACHI") {
            return Ok(false);
        }
        if line.starts_with(['+', '-']) {
            self.on_echo(line, engine)?;
            return Ok(false);
        }
        log::warn!("unknown line from the server ignored: {line}");
        Ok(false)
    }

    /// A move as the server confirmed it.
    fn on_echo(&mut self, line: &str, engine: &mut UsiEngine) -> Result<(), String> {
        let (text, rest) = line.split_once(',').unwrap_or((line, ""));
        let time: u64 = rest
            .strip_prefix('T')
            .and_then(|t| t.trim().parse().ok())
            .ok_or_else(|| format!("the server sent '{line}', a move without its time"))?;
        let mover = self.pos.side_to_move();
        let mv = parse_move(&self.pos, text)
            .map_err(|e| format!("the server sent a move Kirin's rules refuse: {e}"))?;
        let usi = mv.to_string();
        let t = self.summary.time[mover.index()];
        let r = &mut self.remaining[mover.index()];
        *r = (*r + t.increment).saturating_sub(time);
        self.pos.make_move(mv);
        self.usi_moves.push(usi.clone());
        self.played.push(Played {
            csa: text.to_string(),
            usi: usi.clone(),
            time,
        });
        self.turn_started = Instant::now();
        if mover == self.me {
            self.restarts_this_move = 0;
            match self.sent.take() {
                Some((sent, _)) if sent == text => {}
                other => log::warn!("echo {text} of a move not sent ({other:?})"),
            }
            return self.ponder(engine);
        }
        match std::mem::replace(&mut self.search, Search::Idle) {
            Search::Pondering(expected) if expected == usi => {
                engine.send("ponderhit")?;
                self.search = Search::Thinking;
                Ok(())
            }
            Search::Pondering(_) => {
                engine.send("stop")?;
                self.search = Search::Stopping;
                Ok(())
            }
            Search::Stopping => {
                self.search = Search::Stopping;
                Ok(())
            }
            Search::Thinking => {
                Err("the opponent moved while the engine thought on its own move".into())
            }
            Search::Idle if self.engine_dead => Ok(()),
            Search::Idle => self.think(engine),
        }
    }

    fn on_engine_line(
        &mut self,
        text: &str,
        engine: &mut UsiEngine,
        conn: &mut Connection,
    ) -> Result<(), String> {
        match read(text) {
            Said::Info { score, pv } => {
                if self.search == Search::Thinking {
                    self.score = score.or(self.score);
                    if !pv.is_empty() {
                        self.pv = pv;
                    }
                }
                Ok(())
            }
            Said::BestMove { best, ponder } => match self.search {
                Search::Stopping => {
                    self.search = Search::Idle;
                    if self.my_turn() && self.sent.is_none() {
                        self.think(engine)?;
                    }
                    Ok(())
                }
                Search::Thinking => {
                    self.search = Search::Idle;
                    self.ponder_move = ponder;
                    self.send_move(&best, conn)
                }
                Search::Pondering(_) => {
                    // The ponder search ended by itself (USI forbids it, some engines do
                    // it): the engine is idle, so the opponent's move starts a new search.
                    log::warn!("engine: '{text}' while pondering");
                    self.search = Search::Idle;
                    Ok(())
                }
                Search::Idle => {
                    log::warn!("engine: '{text}' with no search under way, ignored");
                    Ok(())
                }
            },
            Said::Other => Ok(()),
        }
    }

    /// Sends the engine's move (or resignation, or declaration) to the server.
    fn send_move(&mut self, best: &str, conn: &mut Connection) -> Result<(), String> {
        let line = match best {
            "resign" => "%TORYO".to_string(),
            "win" => "%KACHI".to_string(),
            _ => match self.pos.parse_usi_move(best) {
                Ok(mv) => {
                    let csa = format_move(&self.pos, mv);
                    self.sent = Some((csa.clone(), Instant::now()));
                    match self.comment(mv) {
                        Some(comment) => format!("{csa},{comment}"),
                        None => csa,
                    }
                }
                Err(e) => {
                    eprintln!("kirin csa: the engine's move '{best}' is refused ({e}): resigning");
                    "%TORYO".to_string()
                }
            },
        };
        conn.send(&line)
    }

    /// Floodgate's evaluation comment for our move `mv`: `'* <cp for Black> <pv>`; none
    /// without `--floodgate` or a centipawn score (floodgate has no mate notation).
    fn comment(&self, mv: crate::shogi::Move) -> Option<String> {
        if !self.config.floodgate {
            return None;
        }
        let Some(Score::Cp(cp)) = self.score else {
            return None;
        };
        let cp = if self.me == Color::Black { cp } else { -cp };
        let mut pos = self.pos.clone();
        pos.make_move(mv);
        let mut out = format!("'* {cp}");
        let skip = usize::from(self.pv.first().map(String::as_str) == Some(&mv.to_string()));
        for text in self.pv.iter().skip(skip) {
            let Ok(m) = pos.parse_usi_move(text) else {
                break;
            };
            out.push(' ');
            out.push_str(&format_move(&pos, m));
            pos.make_move(m);
        }
        Some(out)
    }

    /// The engine process ended: a new one takes over, once per move; when that fails
    /// or the new one dies too, the engine counts as dead and we resign on our turn.
    fn on_engine_gone(&mut self, engine: &mut UsiEngine) -> Result<(), String> {
        self.search = Search::Idle;
        if self.restarts_this_move == 0 {
            self.restarts_this_move += 1;
            eprintln!("kirin csa: the engine exited; starting it again");
            match UsiEngine::start(self.config).and_then(|mut e| e.ready().map(|_| e)) {
                Ok(fresh) => {
                    *engine = fresh;
                    engine.send("usinewgame")?;
                    if self.my_turn() && self.sent.is_none() {
                        self.think(engine)?;
                    }
                    return Ok(());
                }
                Err(e) => eprintln!("kirin csa: {e}"),
            }
        }
        eprintln!("kirin csa: the engine exited again: resigning on our turn");
        self.engine_dead = true;
        Ok(())
    }

    /// Ends the game for the engine (`stop`, `gameover`), writes the record, and says
    /// how it went.
    fn finish(mut self, engine: &mut UsiEngine, result: Result<(), String>) -> Outcome {
        if matches!(self.search, Search::Thinking | Search::Pondering(_)) {
            let _ = engine.send("stop");
            self.search = Search::Stopping;
        }
        if self.search == Search::Stopping {
            let deadline = Instant::now() + STOP_TIMEOUT;
            let lines = engine.incoming();
            while let Ok(line) = lines.recv_deadline(deadline) {
                if line.text.starts_with("bestmove") {
                    break;
                }
            }
        }
        let word = match self.end.result.as_str() {
            "WIN" => "win",
            "LOSE" => "lose",
            _ => "draw",
        };
        let _ = engine.send(&format!("gameover {word}"));
        if let Some(dir) = &self.config.csaout {
            let text = record::write(&self.summary, &self.played, &self.end, self.me);
            let name: String = self
                .summary
                .game_id
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || "+-_.@".contains(c) {
                        c
                    } else {
                        '_'
                    }
                })
                .collect();
            let name = if name.is_empty() {
                "game".to_string()
            } else {
                name
            };
            let path = dir.join(format!("{name}.csa"));
            if let Err(e) = std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, text)) {
                eprintln!("kirin csa: cannot write {}: {e}", path.display());
            }
        }
        match result {
            Err(why) => Outcome::Abandoned(format!("game {}: {why}", self.summary.game_id)),
            Ok(()) => Outcome::Finished {
                report: format!(
                    "{}: #{} (#{}) as {} against {}, {} moves",
                    self.summary.game_id,
                    self.end.result,
                    self.end.reason,
                    sign(self.me),
                    self.summary.names[self.me.opponent().index()],
                    self.summary.moves.len() + self.played.len()
                ),
            },
        }
    }
}
