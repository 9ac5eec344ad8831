//! The checks of a quiet conversation: the handshake and its option lines (check 1),
//! `isready` when idle (check 2), and a new game with one `go` per clock form of the
//! dialect (check 3). Also what the other checks share: the positions sent (the start and
//! a few opening moves, verified with Kirin's rules), the basic clock of each dialect, and
//! the judgement of a `bestmove` against Kirin's rules.

use super::report::Found;
use super::session::{
    failure, Session, CLOCK_MARGIN, FIXED_LIMIT_TIMEOUT, HANDSHAKE_TIMEOUT, STOP_TIMEOUT,
};
use crate::core::MoveList;
use crate::engine_client::clock::{GoClock, SideClock};
use crate::engine_client::handshake;
use crate::engine_client::process::IoFailure;
use crate::engine_client::session::{self as client, Reply, StartText};
use crate::game::{Game, GenKind, Protocol};
use crate::records::notation::one_based_to_iccs;
use std::time::{Duration, Instant};

/// How far past its allowance a move may come before the report notes it: the pipe and
/// the scheduler add a few milliseconds to any answer.
const LATE_NOTICE: Duration = Duration::from_millis(50);

/// `isready` round trips measured after the first (which applies the options).
const READY_SAMPLES: usize = 3;

/// Main time of the clocks sent, ms: short, so a run takes seconds, yet a normal budget
/// for every engine's time management.
const MAIN_TIME_MS: u64 = 3000;
/// Byoyomi of the USI byoyomi form, ms (with [`BYOYOMI_MAIN_MS`] of main time).
const BYOYOMI_MS: u64 = 1000;
/// Main time of the USI byoyomi form, ms.
const BYOYOMI_MAIN_MS: u64 = 1000;
/// Fischer increment, ms.
const INCREMENT_MS: u64 = 100;
/// `go movetime`, ms.
const MOVETIME_MS: u64 = 500;
/// `go depth`: shallow enough for any engine within seconds.
const DEPTH: u32 = 5;
/// `go nodes`.
const NODES: u64 = 20_000;
/// UCCI `movestogo`.
const MOVES_TO_GO: u32 = 20;

/// Opening moves of each game for the positions with moves (wire notation; checked with
/// Kirin's rules before use). Other games take their first legal moves.
const OPENINGS: &[(&str, &[&str])] = &[
    ("shogi", &["7g7f", "3c3d", "2g2f", "8c8d"]),
    ("xiangqi", &["h2e2", "h9g7", "h0g2", "i9h9"]),
];

/// One option line of the handshake, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionDecl {
    /// Its name.
    pub name: String,
    /// Its type word (`check`, `spin`, ...).
    pub kind: String,
    /// Its default, if given.
    pub default: Option<String>,
}

/// Reads one `option ...` line in the dialect's syntax (USI and UCI: `option name N type
/// T ...`; UCCI: `option N type T ...`) and checks its fields: a name, a known type, a
/// boolean default for `check`, integer `default`/`min`/`max` in order for `spin`, `var`s
/// holding the default for `combo`.
pub fn parse_option(dialect: Protocol, line: &str) -> Result<OptionDecl, String> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let mut i = match dialect {
        Protocol::Ucci => match tokens.get(1) {
            Some(&"type") | None => return Err("no option name".into()),
            Some(_) => 2,
        },
        // `kirin check` refuses xboard on its command line.
        Protocol::Usi | Protocol::Uci | Protocol::Xboard => {
            if tokens.get(1) != Some(&"name") {
                return Err("no 'name' field".into());
            }
            let end = tokens[2..]
                .iter()
                .position(|t| *t == "type")
                .map(|at| at + 2)
                .ok_or("no 'type' field")?;
            if end == 2 {
                return Err("empty option name".into());
            }
            end
        }
    };
    let name = match dialect {
        Protocol::Ucci => tokens[1].to_string(),
        _ => tokens[2..i].join(" "),
    };
    if tokens.get(i) != Some(&"type") {
        return Err("no 'type' field after the name".into());
    }
    let kind = tokens.get(i + 1).ok_or("no type after 'type'")?.to_string();
    i += 2;
    const KEYS: [&str; 4] = ["default", "min", "max", "var"];
    let (mut default, mut min, mut max, mut vars) = (None, None, None, Vec::new());
    while let Some(key) = tokens.get(i) {
        if !KEYS.contains(key) {
            return Err(format!("unknown field '{key}'"));
        }
        let end = tokens[i + 1..]
            .iter()
            .position(|t| KEYS.contains(t))
            .map_or(tokens.len(), |at| at + i + 1);
        let value = tokens[i + 1..end].join(" ");
        let slot = match *key {
            "default" => &mut default,
            "min" => &mut min,
            "max" => &mut max,
            _ => {
                vars.push(value);
                i = end;
                continue;
            }
        };
        if slot.replace(value).is_some() {
            return Err(format!("'{key}' given twice"));
        }
        i = end;
    }
    let integer = |field: &str, value: &Option<String>| -> Result<i128, String> {
        let text = value.as_deref().ok_or(format!("spin without '{field}'"))?;
        text.parse::<i128>()
            .map_err(|_| format!("spin {field} '{text}' is not an integer"))
    };
    match kind.as_str() {
        "check" => match default.as_deref() {
            Some("true" | "false") => {}
            Some(other) => return Err(format!("check default '{other}' is not true or false")),
            None => return Err("check without a default".into()),
        },
        "spin" => {
            let (lo, hi, at) = (
                integer("min", &min)?,
                integer("max", &max)?,
                integer("default", &default)?,
            );
            if !(lo <= at && at <= hi) {
                return Err(format!("spin default {at} is not within {lo}..{hi}"));
            }
        }
        "combo" => {
            let value = default.as_deref().ok_or("combo without a default")?;
            if !vars.iter().any(|v| v.eq_ignore_ascii_case(value)) {
                return Err(format!("combo default '{value}' is not one of its vars"));
            }
        }
        "button" | "string" => {}
        "filename" if dialect == Protocol::Usi => {}
        "label" if dialect == Protocol::Ucci => {}
        other => return Err(format!("unknown option type '{other}'")),
    }
    Ok(OptionDecl {
        name,
        kind,
        default,
    })
}

/// Check 1: the handshake answered in time, with `id name` and well-formed option lines.
pub fn handshake<G: Game>(s: &mut Session) -> Found {
    let dialect = s.dialect();
    let started = Instant::now();
    let p = match s.spawn() {
        Ok(p) => p,
        Err(e) => {
            s.block("the engine cannot be started");
            return Found::fail(e);
        }
    };
    let hello = match handshake::handshake(p, dialect, started + HANDSHAKE_TIMEOUT) {
        Ok(hello) => hello,
        Err(e) => {
            s.block("the engine never completed the handshake (check 1)");
            let ok = handshake::hello_ok(dialect);
            return Found::fail(failure(e, ok, HANDSHAKE_TIMEOUT));
        }
    };
    let took = hello.ok.at.saturating_duration_since(started);
    let mut declared = Vec::new();
    let mut malformed = Vec::new();
    for line in &hello.lines {
        if line.split_whitespace().next() == Some("option") {
            match parse_option(dialect, line) {
                Ok(decl) => declared.push(decl),
                Err(why) => malformed.push(format!("'{line}': {why}")),
            }
        }
    }
    s.declared = declared;
    if let Some(first) = malformed.first() {
        return Found::fail(format!(
            "{} malformed option line(s), first {first}",
            malformed.len()
        ));
    }
    let Some(name) = hello.id_name.filter(|n| !n.is_empty()) else {
        return Found::fail(format!(
            "no 'id name' before {}",
            handshake::hello_ok(dialect)
        ));
    };
    let mut found = Found::pass(format!(
        "{} after {} ms; id name {name}; {} options",
        handshake::hello_ok(dialect),
        took.as_millis(),
        s.declared.len()
    ));
    for (option, _) in &s.config.options {
        if !s
            .declared
            .iter()
            .any(|d| d.name.eq_ignore_ascii_case(option))
        {
            found = found.warn(format!(
                "-option {option}: the engine declares no such option"
            ));
        }
    }
    let variant = s.declared.iter().find(|d| {
        ["UCI_Variant", "USI_Variant"]
            .iter()
            .any(|v| d.name.eq_ignore_ascii_case(v))
    });
    if let Some(decl) = variant {
        let set = s
            .config
            .options
            .iter()
            .any(|(n, _)| n.eq_ignore_ascii_case(&decl.name));
        let default = decl.default.as_deref().unwrap_or("");
        if !set && !G::INFO.has_variant(default) {
            found = found.warn(format!(
                "{} defaults to '{default}': pass -option {}={}",
                decl.name,
                decl.name,
                G::INFO.name
            ));
        }
    }
    found
}

/// Check 2: the options, then `isready` answered when idle, several times.
pub fn isready(s: &mut Session) -> Found {
    let dialect = s.dialect();
    let options = s.config.options.clone();
    let timeout = s.first_ready_timeout();
    let p = match s.engine_as_is() {
        Ok(p) => p,
        Err(e) => return Found::fail(e),
    };
    if let Err(e) = handshake::configure(p, dialect, &options) {
        return Found::fail(failure(e, "write", Duration::ZERO));
    }
    let sent = Instant::now();
    let first = match handshake::ready(p, sent + timeout) {
        Ok(line) => line.at.saturating_duration_since(sent),
        Err(e) => {
            s.block("the engine does not answer isready (check 2)");
            return Found::fail(failure(e, "readyok", timeout));
        }
    };
    for _ in 0..READY_SAMPLES {
        if let Err(e) = s.sync() {
            return Found::fail(e);
        }
    }
    Found::pass(format!(
        "readyok {} ms after the options, then {}",
        first.as_millis(),
        s.ready_idle.describe()
    ))
}

/// One `go` of check 3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoCase {
    /// Name in the report.
    pub label: String,
    /// Opening moves played before it.
    pub moves: usize,
    /// The `go` line.
    pub go: String,
    /// How long the engine may take before its answer is late.
    pub allowance: Duration,
    /// True when the exit status depends on it.
    pub required: bool,
    /// True when the form is outside the protocol's texts (USI `movetime`, `depth`,
    /// `nodes`): an engine that ignores it is NOT SUPPORTED, not failing.
    pub extension: bool,
}

/// The basic clock of the dialect, its `go` line for the side `mover` and the time it
/// allows: USI byoyomi, UCCI time/increment, UCI wtime/btime.
pub fn basic_clock(dialect: Protocol, mover: usize) -> (String, Duration) {
    let (side, allowed_ms) = match dialect {
        Protocol::Usi => (
            SideClock {
                time_ms: BYOYOMI_MAIN_MS,
                inc_ms: 0,
                byoyomi_ms: BYOYOMI_MS,
            },
            BYOYOMI_MAIN_MS + BYOYOMI_MS,
        ),
        Protocol::Ucci | Protocol::Uci | Protocol::Xboard => {
            (fischer(), MAIN_TIME_MS + INCREMENT_MS)
        }
    };
    let go = client::go_line(dialect, GoClock::Clocks([side; 2]), mover);
    (go, Duration::from_millis(allowed_ms))
}

fn fischer() -> SideClock {
    SideClock {
        time_ms: MAIN_TIME_MS,
        inc_ms: INCREMENT_MS,
        byoyomi_ms: 0,
    }
}

/// The `go` forms of check 3 for the dialect; the first two are required.
pub fn go_cases<G: Game>(dialect: Protocol) -> Vec<GoCase> {
    let after = 3;
    let mover = |moves: usize| moves % 2;
    let case = |label: &str, moves, go: String, allowance, required, extension| GoCase {
        label: format!(
            "{label} ({})",
            if moves == 0 {
                "startpos".to_string()
            } else {
                format!("{moves} moves")
            }
        ),
        moves,
        go,
        allowance,
        required,
        extension,
    };
    let (basic_start, basic_allowed) = basic_clock(dialect, 0);
    let ms = Duration::from_millis;
    let fixed = FIXED_LIMIT_TIMEOUT;
    let depth = format!("go depth {DEPTH}");
    let nodes = format!("go nodes {NODES}");
    let extension = dialect == Protocol::Usi;
    let mut cases = Vec::new();
    match dialect {
        Protocol::Usi => {
            let binc = client::go_line(dialect, GoClock::Clocks([fischer(); 2]), mover(after));
            cases.push(case(
                "go byoyomi",
                0,
                basic_start,
                basic_allowed,
                true,
                false,
            ));
            let allowed = ms(MAIN_TIME_MS + INCREMENT_MS);
            cases.push(case("go binc/winc", after, binc, allowed, true, false));
        }
        Protocol::Ucci | Protocol::Uci | Protocol::Xboard => {
            let label = if dialect == Protocol::Ucci {
                "go time/increment"
            } else {
                "go wtime/btime"
            };
            let (later, _) = basic_clock(dialect, mover(after));
            cases.push(case(label, 0, basic_start, basic_allowed, true, false));
            cases.push(case(label, after, later, basic_allowed, true, false));
        }
    }
    if dialect != Protocol::Ucci {
        let movetime = format!("go movetime {MOVETIME_MS}");
        let allowed = ms(MOVETIME_MS);
        cases.push(case("go movetime", 0, movetime, allowed, false, extension));
    }
    cases.push(case("go depth", after, depth, fixed, false, extension));
    match dialect {
        Protocol::Ucci => {
            let go = format!("go time {MAIN_TIME_MS} movestogo {MOVES_TO_GO}");
            cases.push(case(
                "go time/movestogo",
                0,
                go,
                ms(MAIN_TIME_MS),
                false,
                false,
            ));
        }
        Protocol::Usi | Protocol::Uci | Protocol::Xboard => {
            cases.push(case("go nodes", 0, nodes, fixed, false, extension));
        }
    }
    cases
}

/// Check 3, one case: a new game, the position, the `go`, and a legal `bestmove` in time.
pub fn go<G: Game>(s: &mut Session, case: &GoCase) -> Found {
    go_body::<G>(s, case).unwrap_or_else(Found::fail)
}

fn go_body<G: Game>(s: &mut Session, case: &GoCase) -> Result<Found, String> {
    let moves = &opening::<G>()[..case.moves];
    let pos: G = position_after(moves);
    s.engine()?;
    new_game(s)?;
    s.send(&position_command::<G>(s, moves))?;
    s.send(&case.go)?;
    let sent = Instant::now();
    // Clocks get the margin; the fixed limits' deadline is already generous.
    let wait = if case.allowance == FIXED_LIMIT_TIMEOUT {
        case.allowance
    } else {
        case.allowance + CLOCK_MARGIN
    };
    match read_bestmove(s, sent + wait) {
        Ok((at, reply)) => {
            let best = judge(s, &pos, &reply)?;
            let used = at.saturating_duration_since(sent);
            let found = Found::pass(format!("bestmove {best} after {} ms", used.as_millis()));
            if used > case.allowance + LATE_NOTICE {
                let allowed = case.allowance.as_millis();
                let late = format!("took {} ms of the {allowed} ms allowed", used.as_millis());
                return Ok(found.warn(late));
            }
            Ok(found)
        }
        Err(IoFailure::Timeout) if case.extension => {
            s.send("stop")?;
            match read_bestmove(s, Instant::now() + STOP_TIMEOUT) {
                Ok((_, reply)) => {
                    let best = judge(s, &pos, &reply)?;
                    Ok(Found::unsupported(format!(
                        "no bestmove within {} ms: the limit is ignored (bestmove {best} after stop)",
                        wait.as_millis()
                    )))
                }
                Err(IoFailure::Timeout) => {
                    s.sync()
                        .map_err(|e| format!("no bestmove, none after stop, and {e}"))?;
                    Ok(Found::unsupported(
                        "no search on this go (no bestmove, none after stop); isready still answered",
                    ))
                }
                Err(e) => Err(failure(e, "bestmove after stop", STOP_TIMEOUT)),
            }
        }
        Err(e) => Err(failure(e, "bestmove", wait)),
    }
}

/// A new game: the dialect's new-game commands around an `isready`.
pub fn new_game(s: &mut Session) -> Result<(), String> {
    let (before, after) = handshake::new_game_commands(s.dialect());
    if let Some(command) = before {
        s.send(command)?;
    }
    s.sync()?;
    if let Some(command) = after {
        s.send(command)?;
    }
    Ok(())
}

/// Reads up to the terminal reply of a search; returns when it was read and what it says.
pub fn read_bestmove(s: &mut Session, deadline: Instant) -> Result<(Instant, Reply), IoFailure> {
    let (dialect, ranks) = (s.dialect(), s.config.ranks_1_to_10);
    let p = s.process().map_err(|_| IoFailure::Closed)?;
    handshake::read_reply(p, dialect, ranks, deadline, |_| {}).map(|(line, reply)| (line.at, reply))
}

/// The opening moves of the positions with moves: four legal moves from the start.
pub fn opening<G: Game>() -> Vec<String> {
    let known = OPENINGS
        .iter()
        .find(|(name, _)| *name == G::INFO.name)
        .map(|(_, moves)| moves.iter().map(|m| m.to_string()).collect::<Vec<_>>());
    if let Some(moves) = known {
        let mut pos = G::startpos();
        if moves.iter().all(|text| match pos.parse_move(text) {
            Ok(m) => {
                pos.make(m);
                true
            }
            Err(_) => false,
        }) {
            return moves;
        }
    }
    let mut pos = G::startpos();
    let mut moves = Vec::new();
    for _ in 0..4 {
        let mut list = MoveList::new();
        pos.generate(GenKind::All, &mut list);
        let Some(m) = list.iter().next() else { break };
        moves.push(G::format_move(m));
        pos.make(m);
    }
    moves
}

/// The start position with `moves` played (they come from [`opening`], so are legal).
pub fn position_after<G: Game>(moves: &[String]) -> G {
    let mut pos = G::startpos();
    for text in moves {
        if let Ok(m) = pos.parse_move(text) {
            pos.make(m);
        }
    }
    pos
}

/// How the start is written: `startpos`, except in UCCI, which has no such keyword and
/// gets the start FEN.
pub fn start_text<G: Game>(dialect: Protocol) -> StartText {
    StartText {
        fen: G::startpos().to_fen(),
        is_standard: dialect != Protocol::Ucci,
    }
}

/// The `position` line of the start with `moves`, in the engine's rank numbering.
pub fn position_command<G: Game>(s: &Session, moves: &[String]) -> String {
    let start = start_text::<G>(s.dialect());
    client::position_line(s.dialect(), &start, moves, s.config.ranks_1_to_10)
}

/// Judges a reply with Kirin's rules: the move (canonical text) when it is legal in `pos`.
pub fn judge<G: Game>(s: &Session, pos: &G, reply: &Reply) -> Result<String, String> {
    match reply {
        Reply::Move { text, .. } => match pos.parse_move(text) {
            Ok(m) => Ok(G::format_move(m)),
            Err(e) => {
                let mut why = format!("bestmove {text} is not legal here ({e})");
                let one_based = one_based_to_iccs(text)
                    .ok()
                    .filter(|t| s.dialect() == Protocol::Uci && pos.parse_move(t).is_ok());
                if one_based.is_some() && !s.config.ranks_1_to_10 {
                    why.push_str("; it is legal in the 1-10 rank notation: try -ranks 1-10");
                }
                Err(why)
            }
        },
        Reply::Win if pos.declare_win() => Ok("win".into()),
        Reply::Win => Err("bestmove win without the conditions of a declaration".into()),
        Reply::Resign => Err("bestmove resign with legal moves to play".into()),
        Reply::NoMove => Err("says it has no move, but there are legal moves".into()),
        Reply::Malformed(why) => Err(format!("unreadable bestmove: {why}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{shogi, xiangqi};

    #[test]
    fn option_lines_of_real_engines_read_and_bad_ones_are_named() {
        let good = [
            (
                Protocol::Usi,
                "option name USI_Hash type spin default 64 min 1 max 65536",
            ),
            (
                Protocol::Usi,
                "option name DebugLogFile type filename default <empty>",
            ),
            (
                Protocol::Usi,
                "option name BookFile type combo default no_book var no_book var a.db",
            ),
            (
                Protocol::Uci,
                "option name Debug Log File type string default ",
            ),
            (Protocol::Uci, "option name Clear Hash type button"),
            (Protocol::Uci, "option name Ponder type check default false"),
            (
                Protocol::Usi,
                "option name NodesLimit type spin default 0 min 0 max 9223372036854775807",
            ),
            (
                Protocol::Ucci,
                "option hashsize type spin min 16 max 1024 default 16",
            ),
            (
                Protocol::Ucci,
                "option idle type combo var none var small default none",
            ),
            (
                Protocol::Ucci,
                "option bookfiles type string default /opt/BOOK.DAT",
            ),
        ];
        for (dialect, line) in good {
            assert!(
                parse_option(dialect, line).is_ok(),
                "{line}: {:?}",
                parse_option(dialect, line)
            );
        }
        let decl = parse_option(
            Protocol::Uci,
            "option name Move Overhead type spin default 30 min 0 max 5000",
        );
        assert_eq!(decl.unwrap().name, "Move Overhead");
        let bad = [
            (
                Protocol::Usi,
                "option USI_Hash type spin default 1 min 1 max 2",
                "no 'name'",
            ),
            (Protocol::Usi, "option name type spin", "empty option name"),
            (
                Protocol::Usi,
                "option name Hash spin default 1",
                "no 'type'",
            ),
            (
                Protocol::Usi,
                "option name Hash type spinner default 1",
                "unknown option type",
            ),
            (
                Protocol::Uci,
                "option name Hash type spin default 1 min 2 max 3",
                "not within",
            ),
            (
                Protocol::Uci,
                "option name Hash type spin default x min 2 max 3",
                "not an integer",
            ),
            (
                Protocol::Uci,
                "option name Hash type spin default 1",
                "without 'min'",
            ),
            (
                Protocol::Uci,
                "option name P type check default yes",
                "not true or false",
            ),
            (
                Protocol::Uci,
                "option name V type combo default c var a var b",
                "not one of",
            ),
            (
                Protocol::Uci,
                "option name V type check colour true",
                "unknown field",
            ),
            (Protocol::Ucci, "option type check", "no option name"),
            (
                Protocol::Ucci,
                "option a type check default true default false",
                "twice",
            ),
        ];
        for (dialect, line, why) in bad {
            let err = parse_option(dialect, line).unwrap_err();
            assert!(err.contains(why), "{line}: {err}");
        }
    }

    #[test]
    fn openings_are_legal_and_the_go_cases_cover_each_dialect() {
        assert_eq!(
            opening::<shogi::Position>(),
            ["7g7f", "3c3d", "2g2f", "8c8d"]
        );
        assert_eq!(
            opening::<xiangqi::Position>(),
            ["h2e2", "h9g7", "h0g2", "i9h9"]
        );
        let lines = |d| -> Vec<String> {
            go_cases::<shogi::Position>(d)
                .into_iter()
                .map(|c| c.go)
                .collect()
        };
        assert_eq!(
            lines(Protocol::Usi),
            [
                "go btime 1000 wtime 1000 byoyomi 1000",
                "go btime 3000 wtime 3000 binc 100 winc 100",
                "go movetime 500",
                "go depth 5",
                "go nodes 20000"
            ]
        );
        assert_eq!(
            lines(Protocol::Ucci),
            [
                "go time 3000 increment 100 opptime 3000 oppincrement 100",
                "go time 3000 increment 100 opptime 3000 oppincrement 100",
                "go depth 5",
                "go time 3000 movestogo 20"
            ]
        );
        assert_eq!(
            lines(Protocol::Uci)[0],
            "go wtime 3000 btime 3000 winc 100 binc 100"
        );
        let required: Vec<bool> = go_cases::<xiangqi::Position>(Protocol::Uci)
            .iter()
            .map(|c| c.required)
            .collect();
        assert_eq!(required, [true, true, false, false, false]);
        assert!(go_cases::<shogi::Position>(Protocol::Usi)[2].extension);
        assert!(!go_cases::<xiangqi::Position>(Protocol::Uci)[2].extension);
    }
}
