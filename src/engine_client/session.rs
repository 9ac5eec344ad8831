//! The GUI side of USI, UCCI and UCI-xiangqi: start an engine, hand-shake, set options,
//! begin a game, ask for a move, read the answer; one [`EngineClient`] per engine process.
//!
//! This module owns the dialect differences of the runner's half of the protocols (the
//! USI protocol, UCCI, and UCI as xiangqi GUIs speak it): handshake words, option syntax,
//! new-game commands, clock fields and units, `bestmove` forms (`resign`, `win`, `(none)`,
//! `nobestmove`, UCCI `draw`/`resign` suffixes), score forms (USI/UCI `score cp|mate`,
//! UCCI bare integers, Fairy-Stockfish's `cp` in UCCI), and the 1-10 rank numbering some
//! UCI-xiangqi engines use. Every read has a deadline. It never judges a move: move texts
//! go back to the referee as strings. The steps it takes on the process are those of
//! [`super::handshake`], which `kirin check` shares; the `position` and `go` lines are here.

use super::cecp::Conversation;
use super::clock::{GoClock, SideClock};
use super::handshake::{bring_up, new_game_commands, read_reply, ready};
use super::process::{IoFailure, Launch};
use super::restartable::Restartable;
use crate::game::Protocol;
use crate::records::notation::iccs_to_one_based;
use std::time::{Duration, Instant};

/// Score given to a mate announcement, in centipawns, when scores are compared for
/// adjudication (far outside any material score; the sign says who mates).
pub const MATE_SCORE_CP: i32 = 100_000;

/// UCCI has no mate syntax: engines such as ElephantEye print a mate as `±(10000 - plies)`
/// and keep other scores within ±9799, so anything at or beyond this magnitude is read as
/// a mate announcement.
const UCCI_MATE_THRESHOLD: i32 = 9800;

/// Everything needed to run one engine.
#[derive(Clone, PartialEq, Eq)]
pub struct EngineConfig {
    /// Display name (unique within a run).
    pub name: String,
    /// How to start it.
    pub launch: Launch,
    /// Its protocol.
    pub dialect: Protocol,
    /// `setoption` pairs, in the order given.
    pub options: Vec<(String, String)>,
    /// UCI-xiangqi engines that number ranks 1-10 (Fairy-Stockfish after `UCI_Variant`).
    pub ranks_1_to_10: bool,
    /// USI engines that read `btime`/`wtime` the chess way round (their own clock from
    /// the other side's field): the runner swaps the two sides' fields for them.
    /// Fairy-Stockfish 11.1, the Debian package, does (its issue #269, fixed upstream
    /// later): as sente it plans with `wtime`, so without the swap it budgets with its
    /// opponent's clock.
    pub swapped_usi_clocks: bool,
    /// Time forfeit tolerance, ms.
    pub margin_ms: u64,
    /// Deadline for the handshake reply and for `readyok`, ms.
    pub ready_timeout_ms: u64,
    /// Deadline for a move when no clock limits it (nodes, depth), ms.
    pub hang_timeout_ms: u64,
    /// The game's variant name, as `variant` tells a CECP engine.
    pub variant: String,
    /// `restart=on`: a new process for every game, not only after a fault.
    pub restart: bool,
}

/// Written by hand, not derived: the resume fingerprint is made of this text, and
/// `restart` appears only when on, so that results files written before the key existed
/// still resume.
impl std::fmt::Debug for EngineConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = f.debug_struct("EngineConfig");
        s.field("name", &self.name)
            .field("launch", &self.launch)
            .field("dialect", &self.dialect)
            .field("options", &self.options)
            .field("ranks_1_to_10", &self.ranks_1_to_10)
            .field("swapped_usi_clocks", &self.swapped_usi_clocks)
            .field("margin_ms", &self.margin_ms)
            .field("ready_timeout_ms", &self.ready_timeout_ms)
            .field("hang_timeout_ms", &self.hang_timeout_ms)
            .field("variant", &self.variant);
        if self.restart {
            s.field("restart", &self.restart);
        }
        s.finish()
    }
}

impl EngineConfig {
    /// The clocks as this engine reads them: both sides' time and increment swapped for
    /// an engine with [`EngineConfig::swapped_usi_clocks`], else unchanged. The byoyomi
    /// stays with its side: USI sends only the mover's, in a field of its own.
    pub fn clocks_as_read(&self, go: GoClock) -> GoClock {
        match go {
            GoClock::Clocks([first, second]) if self.swapped_usi_clocks => GoClock::Clocks([
                SideClock {
                    byoyomi_ms: first.byoyomi_ms,
                    ..second
                },
                SideClock {
                    byoyomi_ms: second.byoyomi_ms,
                    ..first
                },
            ]),
            other => other,
        }
    }
}

/// How a position is written on the `position` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartText {
    /// SFEN or FEN of the start position.
    pub fen: String,
    /// True when it is the game's standard start (then `position startpos` is sent).
    pub is_standard: bool,
}

/// The engine's answer to `go`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A move (ICCS ranks 0-9 for xiangqi), with the UCCI suffixes.
    Move {
        /// The move text, unchecked.
        text: String,
        /// UCCI `bestmove m draw`: a draw offer or acceptance.
        draw: bool,
        /// UCCI `bestmove m resign`.
        resign: bool,
    },
    /// USI `bestmove resign`.
    Resign,
    /// USI `bestmove win` (entering-king declaration).
    Win,
    /// `nobestmove`, `bestmove (none)`, `bestmove 0000`: the engine says it has no move.
    NoMove,
    /// A `bestmove` line without a readable move.
    Malformed(String),
}

/// An answer with what came with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The terminal reply.
    pub reply: Reply,
    /// Time from the `go` line written to the reply read.
    pub used: Duration,
    /// Last score announced, centipawns from the mover's view (mates are ±[`MATE_SCORE_CP`]).
    pub score: Option<i32>,
    /// Last depth announced.
    pub depth: Option<u32>,
}

/// Why the engine could not be talked to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientError {
    /// The program could not be started.
    Start(String),
    /// No reply before the deadline; `what` names the expected reply.
    Timeout {
        /// What was awaited.
        what: &'static str,
        /// How long, ms.
        after_ms: u64,
    },
    /// The process died or closed its pipes.
    Crashed(String),
    /// The engine said it cannot play this match (a CECP engine without the variant).
    Unsupported(String),
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClientError::Start(e) => write!(f, "failed to start: {e}"),
            ClientError::Timeout { what, after_ms } => write!(f, "no {what} within {after_ms} ms"),
            ClientError::Crashed(e) => write!(f, "engine crashed: {e}"),
            ClientError::Unsupported(e) => write!(f, "cannot play this match: {e}"),
        }
    }
}

fn io_error(failure: IoFailure, what: &'static str, after_ms: u64) -> ClientError {
    match failure {
        IoFailure::Timeout => ClientError::Timeout { what, after_ms },
        other => ClientError::Crashed(other.to_string()),
    }
}

/// A connection to one engine process, restarted on demand.
pub struct EngineClient {
    config: EngineConfig,
    /// The process; replaced for the next game when it died or misbehaved.
    engine: Restartable,
    /// `id name` of the running engine.
    pub id_name: Option<String>,
    /// What a CECP engine declared and knows of the game (`proto=xboard`).
    cecp: Option<Conversation>,
}

impl EngineClient {
    /// A client; no process is started until [`EngineClient::new_game`].
    pub fn new(config: EngineConfig) -> EngineClient {
        EngineClient {
            config,
            engine: Restartable::new(),
            id_name: None,
            cecp: None,
        }
    }

    /// The engine's configuration.
    pub fn config(&self) -> &EngineConfig {
        &self.config
    }

    /// Marks the process as unusable (after a timeout, garbage, a crash): the next game
    /// starts a new one.
    pub fn mark_broken(&mut self) {
        self.engine.mark_broken();
    }

    /// Prepares for a new game: (re)starts the process if needed (always with
    /// `restart=on`), sends the new-game
    /// command and waits for `readyok`.
    pub fn new_game(&mut self) -> Result<(), ClientError> {
        if self.engine.needs_restart() || self.config.restart {
            self.restart()?;
        }
        let dialect = self.config.dialect;
        let p = self.engine.current().expect("started above");
        p.drain();
        if let Some(cecp) = self.cecp.as_mut() {
            cecp.new_game();
            let timeout = self.config.ready_timeout_ms;
            return cecp.sync(p, Instant::now() + Duration::from_millis(timeout));
        }
        let (before_ready, after_ready) = new_game_commands(dialect);
        if let Some(command) = before_ready {
            p.send(command).map_err(|e| io_error(e, "write", 0))?;
        }
        self.ready()?;
        if let Some(command) = after_ready {
            let p = self.engine.current().expect("started above");
            p.send(command).map_err(|e| io_error(e, "write", 0))?;
        }
        Ok(())
    }

    fn restart(&mut self) -> Result<(), ClientError> {
        let p = self
            .engine
            .respawn(&self.config.launch)
            .map_err(ClientError::Start)?;
        let timeout = self.config.ready_timeout_ms;
        let deadline = Instant::now() + Duration::from_millis(timeout);
        let dialect = self.config.dialect;
        if dialect == Protocol::Xboard {
            let cecp = Conversation::handshake(p, &self.config.variant, deadline)?;
            cecp.configure(p, &self.config.options)?;
            self.id_name = cecp.name.clone();
            self.cecp = Some(cecp);
            return Ok(());
        }
        let hello = bring_up(p, dialect, &self.config.options, deadline).map_err(|(e, what)| {
            // A write fails at once; only a read waits for the deadline.
            let waited = if what == "write" { 0 } else { timeout };
            io_error(e, what, waited)
        })?;
        self.id_name = hello.id_name;
        Ok(())
    }

    fn ready(&mut self) -> Result<(), ClientError> {
        let timeout = self.config.ready_timeout_ms;
        let p = self
            .engine
            .current()
            .ok_or(ClientError::Crashed("not running".into()))?;
        let deadline = Instant::now() + Duration::from_millis(timeout);
        ready(p, deadline)
            .map(|_| ())
            .map_err(|e| io_error(e, "readyok", timeout))
    }

    /// Sends the position (start and every move since) and `go`, and waits for the
    /// terminal reply until `allowance_ms + margin` (or the hang timeout when the clock
    /// does not limit the move). Moves are given and returned in the game's wire notation
    /// (ICCS ranks 0-9 for xiangqi).
    pub fn think(
        &mut self,
        start: &StartText,
        moves: &[String],
        mover: usize,
        go: GoClock,
        allowance_ms: Option<u64>,
    ) -> Result<Thought, ClientError> {
        let dialect = self.config.dialect;
        let position = position_line(dialect, start, moves, self.config.ranks_1_to_10);
        let go_line = go_line(dialect, self.config.clocks_as_read(go), mover);
        let wait_ms = match allowance_ms {
            Some(ms) => ms.saturating_add(self.config.margin_ms),
            None => self.config.hang_timeout_ms,
        };
        let ranks_1_to_10 = self.config.ranks_1_to_10;
        let p = self
            .engine
            .current()
            .ok_or(ClientError::Crashed("not running".into()))?;
        p.drain();
        if let Some(cecp) = self.cecp.as_mut() {
            let start_at = Instant::now();
            let deadline = start_at + Duration::from_millis(wait_ms);
            return match cecp.think(p, start, moves, mover, go, deadline) {
                Ok((line, reply, score, depth)) => Ok(Thought {
                    reply,
                    used: line.at.saturating_duration_since(start_at),
                    score,
                    depth,
                }),
                Err(e) => {
                    self.engine.mark_broken();
                    Err(match e {
                        ClientError::Timeout { what, .. } => ClientError::Timeout {
                            what,
                            after_ms: wait_ms,
                        },
                        other => other,
                    })
                }
            };
        }
        p.send(&position).map_err(|e| io_error(e, "write", 0))?;
        p.send(&go_line).map_err(|e| io_error(e, "write", 0))?;
        let start_at = Instant::now();
        let deadline = start_at + Duration::from_millis(wait_ms);
        let mut score = None;
        let mut depth = None;
        let read = read_reply(p, dialect, ranks_1_to_10, deadline, |info| {
            read_info(dialect, info, &mut score, &mut depth)
        });
        match read {
            Ok((line, reply)) => Ok(Thought {
                reply,
                used: line.at.saturating_duration_since(start_at),
                score,
                depth,
            }),
            Err(e) => {
                self.engine.mark_broken();
                Err(io_error(e, "bestmove", wait_ms))
            }
        }
    }

    /// Tells the engine the game is over (USI `gameover`; the other dialects have none).
    /// `result` is `win`, `lose` or `draw` from this engine's view.
    pub fn game_over(&mut self, result: &str) {
        if let (Some(cecp), Some(p)) = (self.cecp.as_mut(), self.engine.current()) {
            if cecp.game_over(p, result).is_err() {
                self.engine.mark_broken();
            }
            return;
        }
        if self.config.dialect == Protocol::Usi {
            if let Some(p) = self.engine.current() {
                if p.send(&format!("gameover {result}")).is_err() {
                    self.engine.mark_broken();
                }
            }
        }
    }

    /// Quits and reaps the process.
    pub fn shutdown(&mut self) {
        self.engine.shutdown();
    }
}

/// The `position` line with the whole game.
pub fn position_line(
    dialect: Protocol,
    start: &StartText,
    moves: &[String],
    ranks_1_to_10: bool,
) -> String {
    let mut line = String::with_capacity(32 + moves.len() * 6);
    line.push_str("position ");
    if start.is_standard {
        line.push_str("startpos");
    } else {
        line.push_str(if dialect == Protocol::Usi {
            "sfen "
        } else {
            "fen "
        });
        line.push_str(start.fen.trim());
    }
    if !moves.is_empty() {
        line.push_str(" moves");
        for m in moves {
            line.push(' ');
            if ranks_1_to_10 {
                line.push_str(&iccs_to_one_based(m));
            } else {
                line.push_str(m);
            }
        }
    }
    line
}

/// The `go` line for the mover (side index 0 = first player).
pub fn go_line(dialect: Protocol, go: GoClock, mover: usize) -> String {
    match go {
        GoClock::Nodes(n) => format!("go nodes {n}"),
        GoClock::Depth(d) => format!("go depth {d}"),
        // USI has no movetime in the Shogidokoro texts: a fixed time per move is a pure
        // byoyomi with no main time, which every USI engine understands.
        GoClock::MoveTime(ms) if dialect == Protocol::Usi => {
            format!("go btime 0 wtime 0 byoyomi {ms}")
        }
        GoClock::MoveTime(ms) => format!("go movetime {ms}"),
        GoClock::Clocks(c) => match dialect {
            Protocol::Usi => {
                let (b, w) = (c[0], c[1]);
                if b.byoyomi_ms > 0 || w.byoyomi_ms > 0 {
                    // USI carries one byoyomi for both sides: the mover's.
                    format!(
                        "go btime {} wtime {} byoyomi {}",
                        b.time_ms, w.time_ms, c[mover].byoyomi_ms
                    )
                } else {
                    format!(
                        "go btime {} wtime {} binc {} winc {}",
                        b.time_ms, w.time_ms, b.inc_ms, w.inc_ms
                    )
                }
            }
            Protocol::Uci => {
                let (red, black) = (c[0], c[1]);
                format!(
                    "go wtime {} btime {} winc {} binc {}",
                    red.time_ms, black.time_ms, red.inc_ms, black.inc_ms
                )
            }
            // CECP sends its clocks as `time` / `otim` lines (`super::cecp`); this form
            // is only for messages.
            Protocol::Ucci | Protocol::Xboard => {
                let (me, them) = (c[mover], c[1 - mover]);
                format!(
                    "go time {} increment {} opptime {} oppincrement {}",
                    me.time_ms, me.inc_ms, them.time_ms, them.inc_ms
                )
            }
        },
    }
}

/// Reads `depth` and `score` from an `info` line into the running values.
fn read_info(dialect: Protocol, line: &str, score: &mut Option<i32>, depth: &mut Option<u32>) {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let mut i = 1;
    while i < tokens.len() {
        match tokens[i] {
            // `string`, `message` and `pv` run to the end of the line.
            "string" | "message" | "pv" => break,
            "depth" => {
                if let Some(d) = tokens.get(i + 1).and_then(|t| t.parse().ok()) {
                    *depth = Some(d);
                }
                i += 2;
            }
            "score" => {
                let kind = tokens.get(i + 1).copied().unwrap_or("");
                let value = tokens.get(i + 2).copied().unwrap_or("");
                match kind {
                    "cp" => {
                        if let Ok(v) = value.parse::<i32>() {
                            *score = Some(v.clamp(-MATE_SCORE_CP, MATE_SCORE_CP));
                        }
                        i += 3;
                    }
                    "mate" => {
                        let sign = if value.starts_with('-') { -1 } else { 1 };
                        if !value.is_empty() {
                            *score = Some(sign * MATE_SCORE_CP);
                        }
                        i += 3;
                    }
                    bare => {
                        if let (Protocol::Ucci, Ok(v)) = (dialect, bare.parse::<i32>()) {
                            *score = Some(if v.abs() >= UCCI_MATE_THRESHOLD {
                                v.signum() * MATE_SCORE_CP
                            } else {
                                v
                            });
                        }
                        i += 2;
                    }
                }
            }
            _ => i += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine_client::clock::SideClock;

    #[test]
    fn position_lines_carry_the_whole_game() {
        let start = StartText {
            fen: "x".into(),
            is_standard: true,
        };
        let moves = vec!["7g7f".to_string(), "3c3d".to_string()];
        assert_eq!(
            position_line(Protocol::Usi, &start, &moves, false),
            "position startpos moves 7g7f 3c3d"
        );
        assert_eq!(
            position_line(Protocol::Usi, &start, &[], false),
            "position startpos"
        );
        let sfen = StartText {
            fen: "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1".into(),
            is_standard: false,
        };
        assert_eq!(
            position_line(Protocol::Usi, &sfen, &moves[..1], false),
            "position sfen lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 7g7f"
        );
        let fen = StartText {
            fen: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".into(),
            is_standard: false,
        };
        let xq = vec!["e0e1".to_string(), "h9g7".to_string()];
        assert_eq!(
            position_line(Protocol::Ucci, &fen, &xq, false),
            "position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0e1 h9g7"
        );
        assert_eq!(
            position_line(Protocol::Uci, &start, &xq, true),
            "position startpos moves e1e2 h10g8"
        );
    }

    #[test]
    fn go_lines_follow_each_dialect_clock_convention() {
        let c = [
            SideClock {
                time_ms: 900,
                inc_ms: 10,
                byoyomi_ms: 0,
            },
            SideClock {
                time_ms: 800,
                inc_ms: 20,
                byoyomi_ms: 0,
            },
        ];
        assert_eq!(
            go_line(Protocol::Usi, GoClock::Clocks(c), 1),
            "go btime 900 wtime 800 binc 10 winc 20"
        );
        assert_eq!(
            go_line(Protocol::Uci, GoClock::Clocks(c), 1),
            "go wtime 900 btime 800 winc 10 binc 20"
        );
        assert_eq!(
            go_line(Protocol::Ucci, GoClock::Clocks(c), 1),
            "go time 800 increment 20 opptime 900 oppincrement 10"
        );
        let byo = [SideClock {
            time_ms: 0,
            inc_ms: 0,
            byoyomi_ms: 1000,
        }; 2];
        assert_eq!(
            go_line(Protocol::Usi, GoClock::Clocks(byo), 0),
            "go btime 0 wtime 0 byoyomi 1000"
        );
        assert_eq!(
            go_line(Protocol::Usi, GoClock::MoveTime(100), 0),
            "go btime 0 wtime 0 byoyomi 100"
        );
        assert_eq!(
            go_line(Protocol::Ucci, GoClock::MoveTime(100), 0),
            "go movetime 100"
        );
        assert_eq!(
            go_line(Protocol::Uci, GoClock::Nodes(5000), 0),
            "go nodes 5000"
        );
    }

    #[test]
    fn scores_of_every_dialect() {
        let read = |d, line| {
            let (mut s, mut depth) = (None, None);
            read_info(d, line, &mut s, &mut depth);
            (s, depth)
        };
        assert_eq!(
            read(
                Protocol::Usi,
                "info depth 7 seldepth 9 score cp -35 nodes 10 pv 7g7f"
            ),
            (Some(-35), Some(7))
        );
        assert_eq!(
            read(Protocol::Usi, "info depth 3 score mate -4 pv 7g7f"),
            (Some(-MATE_SCORE_CP), Some(3))
        );
        assert_eq!(
            read(Protocol::Usi, "info score mate + pv 7g7f"),
            (Some(MATE_SCORE_CP), None)
        );
        assert_eq!(
            read(Protocol::Ucci, "info depth 14 score 21 pv h2e2 h7e7"),
            (Some(21), Some(14))
        );
        assert_eq!(
            read(Protocol::Ucci, "info depth 9 score -9990 pv h2e2"),
            (Some(-MATE_SCORE_CP), Some(9))
        );
        assert_eq!(
            read(Protocol::Ucci, "info depth 9 score cp 40 pv h2e2"),
            (Some(40), Some(9))
        );
        assert_eq!(read(Protocol::Uci, "info string score cp 99"), (None, None));
        assert_eq!(read(Protocol::Uci, "info depth x score cp"), (None, None));
    }
}
