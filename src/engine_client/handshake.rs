//! The GUI's steps of a conversation with one engine process, in each dialect: the
//! handshake, the options, `isready`, the new-game commands and the terminal reply of a
//! search (`bestmove` in its forms, `nobestmove`). Free functions on an
//! [`EngineProcess`], so that the match client ([`super::session`]) and `kirin check`
//! take the same steps; each read has the caller's deadline.

use super::process::{EngineProcess, IoFailure, Line};
use super::session::Reply;
use crate::game::Protocol;
use crate::records::notation::one_based_to_iccs;
use std::time::Instant;

/// The word that ends an engine's handshake block.
pub fn hello_ok(dialect: Protocol) -> &'static str {
    match dialect {
        Protocol::Usi => "usiok",
        Protocol::Ucci => "ucciok",
        Protocol::Uci => "uciok",
        Protocol::Xboard => "feature done=1",
    }
}

/// What an engine said in its handshake block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hello {
    /// Its `id name`.
    pub id_name: Option<String>,
    /// Every line before the closing `usiok` / `ucciok` / `uciok`, in order.
    pub lines: Vec<String>,
    /// The closing line, stamped when it was read.
    pub ok: Line,
}

/// Sends the handshake word and reads up to the reply that closes it, until `deadline`.
pub fn handshake(
    p: &mut EngineProcess,
    dialect: Protocol,
    deadline: Instant,
) -> Result<Hello, IoFailure> {
    p.send(dialect.word())?;
    let mut id_name = None;
    let mut lines = Vec::new();
    loop {
        let line = p.recv(deadline)?;
        let mut tokens = line.text.split_whitespace();
        match tokens.next() {
            Some(word) if word == hello_ok(dialect) => {
                return Ok(Hello {
                    id_name,
                    lines,
                    ok: line,
                })
            }
            Some("id") if tokens.next() == Some("name") => {
                id_name = Some(tokens.collect::<Vec<_>>().join(" "));
            }
            _ => {}
        }
        lines.push(line.text);
    }
}

/// The `setoption` line of one option in the dialect's syntax.
pub fn setoption_line(dialect: Protocol, name: &str, value: &str) -> String {
    let line = match dialect {
        Protocol::Ucci => format!("setoption {name} {value}"),
        Protocol::Usi | Protocol::Uci => format!("setoption name {name} value {value}"),
        Protocol::Xboard => format!("option {name}={value}"),
    };
    line.trim_end().to_string()
}

/// What follows the handshake: UCCI's `usemillisec` (times in this runner's `go` lines
/// are milliseconds; UCCI's default unit is the second until the GUI says so), then the
/// `setoption` lines of `options`, in order.
pub fn configure(
    p: &mut EngineProcess,
    dialect: Protocol,
    options: &[(String, String)],
) -> Result<(), IoFailure> {
    if dialect == Protocol::Ucci {
        p.send("setoption usemillisec true")?;
    }
    for (name, value) in options {
        p.send(&setoption_line(dialect, name, value))?;
    }
    Ok(())
}

/// The start of a conversation with a fresh process: the handshake until `deadline`,
/// then the options ([`configure`]). `Err` carries the failure and what was awaited: the
/// word that closes the handshake, or `write`.
pub fn bring_up(
    p: &mut EngineProcess,
    dialect: Protocol,
    options: &[(String, String)],
    deadline: Instant,
) -> Result<Hello, (IoFailure, &'static str)> {
    let hello = handshake(p, dialect, deadline).map_err(|e| (e, hello_ok(dialect)))?;
    configure(p, dialect, options).map_err(|e| (e, "write"))?;
    Ok(hello)
}

/// Sends `isready` and reads up to `readyok`, until `deadline`; returns the `readyok`
/// line, stamped when it was read.
pub fn ready(p: &mut EngineProcess, deadline: Instant) -> Result<Line, IoFailure> {
    p.send("isready")?;
    loop {
        let line = p.recv(deadline)?;
        if line.text.split_whitespace().next() == Some("readyok") {
            return Ok(line);
        }
    }
}

/// The new-game commands of a dialect: the one sent before the `isready` that precedes a
/// game (UCCI `setoption newgame`, UCI `ucinewgame`), and the one sent after its
/// `readyok` (USI `usinewgame`).
pub fn new_game_commands(dialect: Protocol) -> (Option<&'static str>, Option<&'static str>) {
    match dialect {
        Protocol::Usi => (None, Some("usinewgame")),
        Protocol::Ucci => (Some("setoption newgame"), None),
        Protocol::Uci => (Some("ucinewgame"), None),
        Protocol::Xboard => (Some("new"), None),
    }
}

/// Reads up to the terminal reply of a search (`bestmove ...` or `nobestmove`), until
/// `deadline`, handing every `info` line to `on_info`; returns the terminal line
/// (stamped when it was read) and the reply it says. Moves come back in ICCS ranks 0-9
/// when `ranks_1_to_10` says the engine writes 1-10.
pub fn read_reply(
    p: &mut EngineProcess,
    dialect: Protocol,
    ranks_1_to_10: bool,
    deadline: Instant,
    mut on_info: impl FnMut(&str),
) -> Result<(Line, Reply), IoFailure> {
    loop {
        let line = p.recv(deadline)?;
        let mut tokens = line.text.split_whitespace();
        match tokens.next() {
            Some("info") => on_info(&line.text),
            Some("bestmove") => {
                let reply = parse_bestmove(dialect, tokens.collect(), ranks_1_to_10);
                return Ok((line, reply));
            }
            Some("nobestmove") => return Ok((line, Reply::NoMove)),
            _ => {}
        }
    }
}

/// Reads the words after `bestmove`.
fn parse_bestmove(dialect: Protocol, tokens: Vec<&str>, ranks_1_to_10: bool) -> Reply {
    let Some(first) = tokens.first().copied() else {
        return Reply::Malformed("bestmove without a move".into());
    };
    match first {
        "resign" if dialect == Protocol::Usi => return Reply::Resign,
        "win" if dialect == Protocol::Usi => return Reply::Win,
        "(none)" | "0000" | "none" | "null" => return Reply::NoMove,
        _ => {}
    }
    let text = if ranks_1_to_10 {
        match one_based_to_iccs(first) {
            Ok(t) => t,
            Err(_) => return Reply::Malformed(format!("'{first}' is not a 1-10 rank move")),
        }
    } else {
        first.to_string()
    };
    let rest = &tokens[1..];
    let draw = dialect == Protocol::Ucci && rest.contains(&"draw");
    let resign = dialect == Protocol::Ucci && rest.contains(&"resign");
    Reply::Move { text, draw, resign }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bestmove_forms_of_every_dialect() {
        assert_eq!(
            parse_bestmove(Protocol::Usi, vec!["resign"], false),
            Reply::Resign
        );
        assert_eq!(
            parse_bestmove(Protocol::Usi, vec!["win"], false),
            Reply::Win
        );
        assert_eq!(
            parse_bestmove(Protocol::Uci, vec!["(none)"], false),
            Reply::NoMove
        );
        assert_eq!(
            parse_bestmove(Protocol::Usi, vec!["7g7f", "ponder", "3c3d"], false),
            Reply::Move {
                text: "7g7f".into(),
                draw: false,
                resign: false
            }
        );
        assert_eq!(
            parse_bestmove(
                Protocol::Ucci,
                vec!["h2e2", "ponder", "h7e7", "draw"],
                false
            ),
            Reply::Move {
                text: "h2e2".into(),
                draw: true,
                resign: false
            }
        );
        assert_eq!(
            parse_bestmove(Protocol::Uci, vec!["h10g8"], true),
            Reply::Move {
                text: "h9g7".into(),
                draw: false,
                resign: false
            }
        );
        assert!(matches!(
            parse_bestmove(Protocol::Usi, vec![], false),
            Reply::Malformed(_)
        ));
        assert!(matches!(
            parse_bestmove(Protocol::Uci, vec!["h11g8"], true),
            Reply::Malformed(_)
        ));
    }
}
