//! The GUI side of the xboard protocol (CECP) for `kirin match`: the handshake
//! (`protover 2` and the `feature` reply, or its absence from a protocol 1 engine), a new
//! game (`new`, `variant`, `force`, the time control, `setboard`), and each move: the
//! moves the engine has not seen yet (`usermove`), the clocks (`time`, `otim`) and `go`,
//! then the engine's `move` (or a protocol 1 `1. ... 7g7f`, `resign`, a result claim).
//!
//! CECP engines keep the game themselves, so the conversation remembers what the engine
//! knows (the start and the moves sent or played) and sends only what is new; a game
//! that does not continue what it knows is set up again. Moves and positions are
//! converted with `crate::records::notation`: XBoard's notation for a protocol 2
//! engine; a protocol 1 shogi engine (gnushogi, which speaks the xshogi protocol) gets
//! and gives the USI square names, the xshogi convention.

use super::clock::GoClock;
use super::process::{EngineProcess, IoFailure, Line};
use super::session::{ClientError, Reply, StartText, MATE_SCORE_CP};
use crate::records::notation;
use std::time::{Duration, Instant};

/// How long a protocol 1 engine is given to stay silent after `protover 2` before it is
/// taken for one (the CECP specification's two seconds).
const FEATURE_WAIT: Duration = Duration::from_secs(2);
/// The moves a protocol 1 engine is told its clock must last (see [`Conversation::set_up`]):
/// more than most games, so that it never waits for a new session.
const PROTOCOL1_SESSION_MOVES: u32 = 100;

/// What the engine declared, and what it knows of the game.
#[derive(Clone, Debug, Default)]
pub struct Conversation {
    /// It answered `protover 2` with features.
    protocol2: bool,
    /// `feature usermove=1`.
    usermove: bool,
    /// `feature setboard=1`.
    setboard: bool,
    /// `feature ping=1`.
    ping: bool,
    /// `feature myname`.
    pub name: Option<String>,
    /// The game's variant name (`shogi`, `xiangqi`).
    variant: String,
    /// The start the engine was given this game, and the moves it knows since.
    start: Option<StartText>,
    known: Vec<String>,
    /// The side the engine last moved for (0 = first player).
    pub last_side: usize,
    pings: u32,
}

/// Maps a process failure to the client's error.
fn failed(failure: IoFailure, what: &'static str, after: Duration) -> ClientError {
    match failure {
        IoFailure::Timeout => ClientError::Timeout {
            what,
            after_ms: after.as_millis() as u64,
        },
        other => ClientError::Crashed(other.to_string()),
    }
}

fn send(p: &mut EngineProcess, line: &str) -> Result<(), ClientError> {
    p.send(line).map_err(|e| failed(e, "write", Duration::ZERO))
}

/// The value of `key=` in a `feature` line (quoted values may hold spaces).
fn feature_value<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let at = line.find(&format!("{key}="))? + key.len() + 1;
    let rest = &line[at..];
    match rest.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next(),
        None => rest.split_whitespace().next(),
    }
}

impl Conversation {
    /// `xboard`, `protover 2` and the features, until `feature done=1`, until the
    /// deadline after a `done=0`, or [`FEATURE_WAIT`] of silence (protocol 1).
    pub fn handshake(
        p: &mut EngineProcess,
        variant: &str,
        deadline: Instant,
    ) -> Result<Conversation, ClientError> {
        send(p, "xboard")?;
        send(p, "protover 2")?;
        let mut c = Conversation {
            usermove: false,
            variant: variant.to_string(),
            ..Conversation::default()
        };
        let mut wait_until = Instant::now() + FEATURE_WAIT;
        loop {
            let line = match p.recv(wait_until.min(deadline)) {
                Ok(line) => line,
                Err(IoFailure::Timeout) if !c.protocol2 || wait_until < deadline => break,
                Err(e) => return Err(failed(e, "feature done=1", FEATURE_WAIT)),
            };
            if !line.text.starts_with("feature") {
                continue;
            }
            c.protocol2 = true;
            for (key, flag) in [
                ("usermove", &mut c.usermove),
                ("setboard", &mut c.setboard),
                ("ping", &mut c.ping),
            ] {
                if let Some(v) = feature_value(&line.text, key) {
                    *flag = v == "1";
                }
            }
            if let Some(name) = feature_value(&line.text, "myname") {
                c.name = Some(name.to_string());
            }
            if let Some(list) = feature_value(&line.text, "variants") {
                if !list.split(',').any(|v| v.trim() == variant) {
                    return Err(ClientError::Unsupported(format!(
                        "it does not play {variant} (its variants: {list})"
                    )));
                }
            }
            match feature_value(&line.text, "done") {
                Some("1") => break,
                Some("0") => wait_until = deadline,
                _ => {}
            }
        }
        Ok(c)
    }

    /// `option NAME=VALUE` for each option (CECP 2's way of setting engine options).
    pub fn configure(
        &self,
        p: &mut EngineProcess,
        options: &[(String, String)],
    ) -> Result<(), ClientError> {
        for (name, value) in options {
            send(p, &format!("option {name}={value}"))?;
        }
        Ok(())
    }

    /// Forgets the game: the next move sets it up again.
    pub fn new_game(&mut self) {
        self.start = None;
        self.known.clear();
    }

    /// Waits until the engine has read everything sent (`ping` / `pong`), if it can say.
    pub fn sync(&mut self, p: &mut EngineProcess, deadline: Instant) -> Result<(), ClientError> {
        if !self.ping {
            return Ok(());
        }
        self.pings += 1;
        let want = format!("pong {}", self.pings);
        send(p, &format!("ping {}", self.pings))?;
        loop {
            let line = p
                .recv(deadline)
                .map_err(|e| failed(e, "pong", Duration::ZERO))?;
            if line.text.trim() == want {
                return Ok(());
            }
        }
    }

    /// A move in the engine's notation.
    fn move_out(&self, wire: &str) -> String {
        if self.variant == "shogi" && self.protocol2 {
            notation::shogi_move_out(wire)
        } else {
            wire.to_string()
        }
    }

    /// A move from the engine, in the game's wire notation.
    fn move_in(&self, text: &str) -> Result<String, String> {
        if self.variant == "shogi" {
            notation::shogi_move_in(text)
        } else {
            notation::xiangqi_move_in(text)
        }
    }

    /// Sets the game up (`new`, `variant`, `force`, the time control, `setboard`).
    fn set_up(
        &mut self,
        p: &mut EngineProcess,
        start: &StartText,
        go: &GoClock,
    ) -> Result<(), ClientError> {
        send(p, "new")?;
        if self.protocol2 {
            send(p, &format!("variant {}", self.variant))?;
        }
        send(p, "force")?;
        send(p, "easy")?;
        send(p, "post")?;
        match *go {
            GoClock::Clocks(c) => {
                let base = c[0].time_ms.max(c[1].time_ms);
                let (minutes, seconds) = (base / 60_000, (base % 60_000) / 1000);
                let level = if self.protocol2 {
                    format!(
                        "level 0 {minutes}:{seconds:02} {}",
                        c[0].inc_ms as f64 / 1000.0
                    )
                } else {
                    // xshogi's `level` has no sudden death and no increment (gnushogi
                    // spends a whole `level 0` clock on one move): the clock is given as
                    // the time for PROTOCOL1_SESSION_MOVES moves, and `time` tells the
                    // engine what is really left before each move.
                    format!("level {PROTOCOL1_SESSION_MOVES} {minutes}:{seconds:02}")
                };
                send(p, &level)?;
            }
            GoClock::MoveTime(ms) => send(p, &format!("st {}", ms.div_ceil(1000).max(1)))?,
            GoClock::Depth(d) => send(p, &format!("sd {d}"))?,
            GoClock::Nodes(_) => {
                return Err(ClientError::Start(
                    "CECP has no node limit; use tc=, st= or depth=".into(),
                ))
            }
        }
        if !start.is_standard {
            if !self.setboard {
                return Err(ClientError::Start(
                    "the engine cannot set up a position (no feature setboard=1)".into(),
                ));
            }
            let fen = if self.variant == "shogi" {
                notation::shogi_fen_out(&start.fen)
            } else {
                start.fen.clone()
            };
            send(p, &format!("setboard {fen}"))?;
        }
        self.start = Some(start.clone());
        self.known.clear();
        Ok(())
    }

    /// Sends what the engine has not seen of the game, the clocks and `go`, and reads its
    /// answer until `deadline`. Returns the reply, the line it came on, and the last score
    /// (centipawns, mover's view) and depth of its thinking output.
    #[allow(clippy::too_many_arguments)]
    pub fn think(
        &mut self,
        p: &mut EngineProcess,
        start: &StartText,
        moves: &[String],
        mover: usize,
        go: GoClock,
        deadline: Instant,
    ) -> Result<(Line, Reply, Option<i32>, Option<u32>), ClientError> {
        let continues = self.start.as_ref() == Some(start) && moves.starts_with(&self.known);
        if !continues {
            self.set_up(p, start, &go)?;
        }
        send(p, "force")?;
        let mut sent = Vec::new();
        for m in &moves[self.known.len()..] {
            let text = self.move_out(m);
            let line = if self.usermove {
                format!("usermove {text}")
            } else {
                text.clone()
            };
            send(p, &line)?;
            sent.push(text);
        }
        self.known = moves.to_vec();
        if let GoClock::Clocks(c) = go {
            // xshogi's word for the opponent's clock is `otime`; CECP's is `otim`.
            let other = if self.protocol2 { "otim" } else { "otime" };
            send(p, &format!("time {}", c[mover].time_ms / 10))?;
            send(p, &format!("{other} {}", c[1 - mover].time_ms / 10))?;
        }
        send(p, "go")?;
        self.last_side = mover;
        let (mut score, mut depth) = (None, None);
        loop {
            let line = p
                .recv(deadline)
                .map_err(|e| failed(e, "move", Duration::ZERO))?;
            let tokens: Vec<&str> = line.text.split_whitespace().collect();
            let reply = match tokens.as_slice() {
                ["move", m, ..] => Some(self.engine_move(m)),
                // Protocol 1: `1. ... 7g7f` is the engine's move (gnushogi writes `...`
                // for either side; `1. 7g7f` is its echo of the move it was given).
                [number, "...", m, ..]
                    if number.ends_with('.')
                        && number[..number.len() - 1].parse::<u32>().is_ok() =>
                {
                    Some(self.engine_move(m))
                }
                ["resign", ..] => Some(Reply::Resign),
                [result, ..] if ["1-0", "0-1", "1/2-1/2"].contains(result) => Some(Reply::NoMove),
                // A refused move is fatal; a refused command is not (a protocol 1 engine
                // answers `Illegal move` to every command it does not know).
                ["Illegal", "move", .., last] if sent.iter().any(|m| m == last) => Some(
                    Reply::Malformed(format!("the engine refused a move: {}", line.text)),
                ),
                [d, s, _time, _nodes, ..] => {
                    if let (Ok(d), Ok(s)) = (d.parse::<u32>(), s.parse::<i64>()) {
                        depth = Some(d);
                        score = Some(if s.abs() >= 100_000 {
                            s.signum() as i32 * MATE_SCORE_CP
                        } else {
                            s.clamp(-i64::from(MATE_SCORE_CP), i64::from(MATE_SCORE_CP)) as i32
                        });
                    }
                    None
                }
                _ => None,
            };
            if let Some(reply) = reply {
                if let Reply::Move { text, .. } = &reply {
                    self.known.push(text.clone());
                }
                return Ok((line, reply, score, depth));
            }
        }
    }

    fn engine_move(&self, text: &str) -> Reply {
        match self.move_in(text) {
            Ok(text) => Reply::Move {
                text,
                draw: false,
                resign: false,
            },
            Err(why) => Reply::Malformed(format!("'{text}': {why}")),
        }
    }

    /// `result` with the game's result from this engine's view (`win`, `lose`,
    /// `draw`), then `force`.
    pub fn game_over(&mut self, p: &mut EngineProcess, result: &str) -> Result<(), IoFailure> {
        let first_won = match result {
            "win" => Some(self.last_side == 0),
            "lose" => Some(self.last_side != 0),
            _ => None,
        };
        let text = match first_won {
            Some(true) => "1-0",
            Some(false) => "0-1",
            None => "1/2-1/2",
        };
        p.send(&format!("result {text} {{kirin match}}"))?;
        p.send("force")?;
        self.new_game();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_are_read_with_quotes() {
        let line = "feature myname=\"Kirin 1.0\" variants=\"shogi,xiangqi\" usermove=1 done=1";
        assert_eq!(feature_value(line, "myname"), Some("Kirin 1.0"));
        assert_eq!(feature_value(line, "usermove"), Some("1"));
        assert_eq!(feature_value(line, "done"), Some("1"));
        assert_eq!(feature_value(line, "ping"), None);
    }
}
