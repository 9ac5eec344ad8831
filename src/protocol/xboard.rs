//! The xboard / WinBoard protocol (CECP, version 2), for every game: the words of the
//! dialect, read into [`XCommand`] values and written from [`XReply`] values. This file
//! is the only place that knows CECP's words; what they do to a game (the engine keeps
//! the game, its clocks and whose side it plays, as CECP engines do) is
//! [`engine`]'s, XBoard's notation of each game is [`notation`]'s, and [`serve`] runs
//! the session and switches games on `variant`.
//!
//! CECP is line-based like the other dialects but stateful: the GUI sends the moves one
//! by one (`usermove`), the clocks (`time`, `otim`, centiseconds) and `go`, and the
//! engine answers `move M` whenever it is its turn. Malformed or unknown input is
//! answered `Error (reason): command`, CECP's own form, and never stops the engine.

pub mod engine;

use super::command::{parse_int, quote};
use super::dialect::ENGINE_NAME;
use super::io::{FastPath, Input, Output};
use super::options::{self, Kind, OptionSpec, OptionTable, XBOARD_OPTIONS};
use super::strength::Seeds;
use super::tokens::Tokens;
use crate::game::Game;
use crate::game::Side;
use crate::games::{self, GameVisitor};
use crate::search::ReportedScore;
use crossbeam_channel::Receiver;
use std::io::Stdout;
use std::sync::Arc;
use std::time::Duration;

/// One GUI command, CECP words already read.
#[derive(Clone, Debug, PartialEq)]
pub enum XCommand {
    /// `xboard` (again): nothing to do.
    Hello,
    /// `protover N`: answered with the features.
    Protover(i64),
    /// `accepted` / `rejected` of a feature, `random`, `computer`, `name`, `ics`,
    /// `rating`, `hint`, `bk`, `draw`, `nps`: nothing the engine acts on.
    Noted,
    /// `new`.
    New,
    /// `variant NAME`.
    Variant(String),
    /// `force`.
    Force,
    /// `go`.
    Go,
    /// `playother`.
    PlayOther,
    /// `usermove M`.
    UserMove(String),
    /// A line of one word that is no command: a move, as protocol 1 sends them, if it
    /// reads as one (else an unknown command).
    BareMove(String),
    /// `setboard FEN`.
    SetBoard(String),
    /// `time N`: the engine's clock.
    Time(Duration),
    /// `otim N`: the opponent's clock.
    OpponentTime(Duration),
    /// `level MPS BASE INC`.
    Level(TimeControl),
    /// `st N`: exactly this long per move.
    MoveTime(Duration),
    /// `sd N`: depth limit.
    Depth(u32),
    /// `ping N`.
    Ping(String),
    /// `?`: move now.
    MoveNow,
    /// `undo`: take back one ply.
    Undo,
    /// `remove`: take back two plies.
    Remove,
    /// `result RESULT {comment}`: the game is over.
    GameOver,
    /// `hard` (true) / `easy` (false).
    Ponder(bool),
    /// `post` (true) / `nopost` (false).
    Post(bool),
    /// `analyze`.
    Analyze,
    /// `exit`: leaves analysis.
    ExitAnalysis,
    /// `.` during analysis: a status request, answered by the next report.
    AnalysisStatus,
    /// `memory N`, MB.
    Memory(u64),
    /// `cores N`.
    Cores(u32),
    /// `option NAME=VALUE` (or `option NAME` for a button): sets an option the engine
    /// declared with `feature option=`.
    SetOption {
        /// The option's name.
        name: String,
        /// Its value, if any.
        value: Option<String>,
    },
    /// `quit`.
    Quit,
}

/// A time control from `level`: moves per session (0: the whole game), base time and
/// increment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeControl {
    /// Moves per session, 0 for one session for the whole game.
    pub moves: u32,
    /// Time of a session.
    pub base: Duration,
    /// Fischer increment per move.
    pub increment: Duration,
}

/// Why a line was refused, as CECP's `Error (reason): command` says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The reason in parentheses.
    pub reason: String,
    /// The command (or its start), as sent.
    pub command: String,
}

impl Refusal {
    fn new(reason: &str, line: &str) -> Refusal {
        Refusal {
            reason: reason.to_string(),
            command: quote(line.trim()),
        }
    }
}

/// How a game ended, as a result claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// The side won.
    Win(Side),
    /// Draw.
    Draw,
}

/// One search report, moves already in XBoard notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// Nominal depth.
    pub depth: u32,
    /// Score from the engine's side.
    pub score: ReportedScore,
    /// Time since the search started.
    pub elapsed: Duration,
    /// Nodes.
    pub nodes: u64,
    /// Principal variation.
    pub pv: Vec<String>,
}

/// What the engine tells the GUI, in no words yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XReply<'a> {
    /// The `feature` lines for `protover`, with the variant names offered.
    Features(&'a [&'a str]),
    /// `pong N`.
    Pong(&'a str),
    /// `move M`.
    Move(&'a str),
    /// A search report (`ply score time nodes pv`).
    Thinking(&'a Thinking),
    /// A game end the engine detected, with its reason.
    Result(GameEnd, &'a str),
    /// A move the engine refuses, and why.
    IllegalMove {
        /// The move as sent.
        text: &'a str,
        /// Why.
        reason: &'a str,
    },
    /// A refused command.
    Error(&'a Refusal),
    /// A note for the user (a comment line GUIs show in their debug output only).
    Note(&'a str),
}

/// Reads one non-empty line. A line of one short word that is no command is returned as
/// [`XCommand::BareMove`] (protocol 1 sends moves bare); the engine reports it as an
/// unknown command if it is no move of the game either.
pub fn parse(line: &str) -> Result<XCommand, Refusal> {
    let tokens = Tokens::new(line);
    let word = tokens.get(0).unwrap_or("");
    let arg = tokens.get(1);
    let number = |what: &str| -> Result<i64, Refusal> {
        arg.and_then(parse_int)
            .ok_or_else(|| Refusal::new(&format!("{what} needs a number"), line))
    };
    let centis = |what: &str| number(what).map(|n| Duration::from_millis(n.max(0) as u64 * 10));
    Ok(match word {
        "xboard" => XCommand::Hello,
        "protover" => XCommand::Protover(number("protover")?),
        "accepted" | "rejected" | "random" | "computer" | "name" | "ics" | "rating" | "hint"
        | "bk" | "draw" | "nps" | "otherwise" => XCommand::Noted,
        "new" => XCommand::New,
        "variant" => match arg {
            Some(name) => XCommand::Variant(name.to_string()),
            None => return Err(Refusal::new("variant needs a name", line)),
        },
        "force" => XCommand::Force,
        "go" => XCommand::Go,
        "playother" => XCommand::PlayOther,
        "usermove" => match arg {
            Some(m) => XCommand::UserMove(m.to_string()),
            None => return Err(Refusal::new("usermove needs a move", line)),
        },
        "setboard" => match tokens.len() {
            1 => return Err(Refusal::new("setboard needs a position", line)),
            _ => XCommand::SetBoard(tokens.rest_from(1).trim().to_string()),
        },
        "time" => XCommand::Time(centis("time")?),
        "otim" => XCommand::OpponentTime(centis("otim")?),
        "level" => XCommand::Level(parse_level(&tokens).ok_or_else(|| {
            Refusal::new(
                "level needs moves, minutes[:seconds] and an increment",
                line,
            )
        })?),
        "st" => XCommand::MoveTime(
            arg.and_then(seconds)
                .ok_or_else(|| Refusal::new("st needs seconds", line))?,
        ),
        "sd" => XCommand::Depth(number("sd")?.clamp(1, i64::from(u32::MAX)) as u32),
        "ping" => match arg {
            Some(n) => XCommand::Ping(n.to_string()),
            None => return Err(Refusal::new("ping needs a number", line)),
        },
        "?" => XCommand::MoveNow,
        "undo" => XCommand::Undo,
        "remove" => XCommand::Remove,
        "result" => XCommand::GameOver,
        "hard" => XCommand::Ponder(true),
        "easy" => XCommand::Ponder(false),
        "post" => XCommand::Post(true),
        "nopost" => XCommand::Post(false),
        "analyze" => XCommand::Analyze,
        "exit" => XCommand::ExitAnalysis,
        "." => XCommand::AnalysisStatus,
        "memory" => XCommand::Memory(number("memory")?.max(1) as u64),
        "cores" => XCommand::Cores(number("cores")?.clamp(1, 1024) as u32),
        "option" => {
            let text = tokens.rest_from(1).trim();
            let (name, value) = match text.split_once('=') {
                Some((name, value)) => (name.trim(), Some(value.trim().to_string())),
                None => (text, None),
            };
            if name.is_empty() {
                return Err(Refusal::new("option needs a name", line));
            }
            XCommand::SetOption {
                name: name.to_string(),
                value,
            }
        }
        "quit" => XCommand::Quit,
        "edit" => return Err(Refusal::new("edit is not supported; use setboard", line)),
        _ if tokens.len() == 1 && word.len() <= 8 => XCommand::BareMove(word.to_string()),
        _ => return Err(unknown(line)),
    })
}

/// The refusal of a line that is no command.
pub fn unknown(line: &str) -> Refusal {
    Refusal::new("unknown command", line)
}

/// Seconds, possibly with a fraction (`st 2.5`, the increment of `level`).
fn seconds(text: &str) -> Option<Duration> {
    let value: f64 = text.parse().ok()?;
    (value.is_finite() && value >= 0.0).then(|| Duration::from_secs_f64(value.min(1e9)))
}

/// `level MPS BASE INC`: BASE is minutes or `minutes:seconds`.
fn parse_level(tokens: &Tokens) -> Option<TimeControl> {
    if tokens.len() != 4 {
        return None;
    }
    let moves = u32::try_from(parse_int(tokens.get(1)?)?).ok()?;
    let base = match tokens.get(2)?.split_once(':') {
        Some((m, s)) => Duration::from_secs(m.parse::<u64>().ok()?.min(1 << 30) * 60) + seconds(s)?,
        None => seconds(tokens.get(2)?)? * 60,
    };
    Some(TimeControl {
        moves,
        base,
        increment: seconds(tokens.get(3)?)?,
    })
}

/// CECP's score: centipawns, or 100000 + moves for a mate (negative when mated).
fn score_value(score: ReportedScore) -> i64 {
    match score {
        ReportedScore::Centipawns(cp) => i64::from(cp),
        ReportedScore::MatePlies(p) => {
            let moves = i64::from(p.unsigned_abs().div_ceil(2));
            if p > 0 {
                100_000 + moves
            } else {
                -100_000 - moves
            }
        }
    }
}

/// The `feature option="NAME -TYPE ..."` line that declares an option (the types the
/// engine's CECP options have: check, spin and combo, whose default is starred).
fn feature_option(spec: &OptionSpec) -> String {
    let value = match (spec.kind, spec.default) {
        (Kind::Check, options::Default::Bool(on)) => format!("-check {}", u8::from(on)),
        (Kind::Spin { min, max }, options::Default::Int(default)) => {
            format!("-spin {default} {min} {max}")
        }
        (Kind::Combo(choices), options::Default::Text(default)) => {
            let starred: Vec<String> = choices
                .iter()
                .map(|c| {
                    if *c == default {
                        format!("*{c}")
                    } else {
                        c.to_string()
                    }
                })
                .collect();
            format!("-combo {}", starred.join(" /// "))
        }
        _ => "-button".to_string(),
    };
    format!("feature option=\"{} {value}\"", spec.name)
}

/// The lines of one reply.
pub fn format(reply: &XReply) -> Vec<String> {
    match reply {
        XReply::Features(variants) => vec![
            "feature done=0".to_string(),
            format!(
                "feature myname=\"{ENGINE_NAME}\" variants=\"{}\" setboard=1 usermove=1 \
                 ping=1 playother=1 sigint=0 sigterm=0 colors=0 analyze=1 memory=1 smp=1 \
                 reuse=1 time=1 draw=0 name=0 san=0",
                variants.join(",")
            ),
        ]
        .into_iter()
        .chain(XBOARD_OPTIONS.iter().map(feature_option))
        .chain(std::iter::once("feature done=1".to_string()))
        .collect(),
        XReply::Pong(n) => vec![format!("pong {n}")],
        XReply::Move(m) => vec![format!("move {m}")],
        XReply::Thinking(t) => {
            let centis = t.elapsed.as_millis() / 10;
            let mut line = format!("{} {} {centis} {}", t.depth, score_value(t.score), t.nodes);
            for m in &t.pv {
                line.push(' ');
                line.push_str(m);
            }
            vec![line]
        }
        XReply::Result(end, reason) => {
            let result = match end {
                GameEnd::Win(Side::First) => "1-0",
                GameEnd::Win(Side::Second) => "0-1",
                GameEnd::Draw => "1/2-1/2",
            };
            vec![format!("{result} {{{reason}}}")]
        }
        XReply::IllegalMove { text, reason } => {
            vec![format!("Illegal move ({reason}): {}", quote(text))]
        }
        XReply::Error(refusal) => {
            vec![format!("Error ({}): {}", refusal.reason, refusal.command)]
        }
        XReply::Note(text) => vec![format!("# {text}")],
    }
}

/// The engine process once `xboard` has been read: its input, fast path, stdout, and
/// the settings that outlive one game's state (a `variant` switch keeps them).
pub struct Session {
    /// Lines from the stdin reader.
    pub input: Receiver<Input>,
    /// What the reader shares (`quit`).
    pub fast: Arc<FastPath>,
    /// Protocol output.
    pub out: Output<Stdout>,
    /// What the GUI has set.
    pub settings: Settings,
    /// The seeds of a limited strength's choices, one per search.
    pub seeds: Seeds,
}

impl Session {
    /// Writes one reply.
    pub fn say(&mut self, reply: XReply) {
        self.out.lines(&format(&reply));
    }
}

/// The GUI's settings, kept across games and variants.
#[derive(Clone, Debug)]
pub struct Settings {
    /// `post`: thinking output.
    pub post: bool,
    /// `hard`: the GUI allows pondering (Kirin does not ponder under CECP).
    pub ponder: bool,
    /// `level`.
    pub level: TimeControl,
    /// `st`.
    pub move_time: Option<Duration>,
    /// `sd`.
    pub depth: Option<u32>,
    /// `time`.
    pub my_time: Option<Duration>,
    /// `otim`.
    pub their_time: Option<Duration>,
    /// `memory`, MB.
    pub hash_mb: usize,
    /// `cores`.
    pub threads: usize,
    /// The options declared with `feature option=` (the strength's and the games'
    /// rules), set by `option`.
    pub options: OptionTable,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            post: false,
            ponder: false,
            level: TimeControl {
                moves: 40,
                base: Duration::from_secs(300),
                increment: Duration::ZERO,
            },
            move_time: None,
            depth: None,
            my_time: None,
            their_time: None,
            hash_mb: 64,
            threads: 1,
            options: OptionTable::new(XBOARD_OPTIONS, &[]),
        }
    }
}

/// How one game's session ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// `quit` or end of input.
    Quit,
    /// `variant NAME` named another game (a registered one that speaks CECP).
    Variant(String),
}

/// Runs the CECP session from `first_game` until `quit` or EOF, switching games on
/// `variant`; returns the exit code.
pub fn serve(input: Receiver<Input>, fast: Arc<FastPath>, out: Output<Stdout>) -> i32 {
    let mut session = Session {
        input,
        fast,
        out,
        settings: Settings::default(),
        seeds: Seeds::from_clock(),
    };
    let mut game = games::speaking(crate::game::Protocol::Xboard).next();
    while let Some(current) = game {
        match games::with_game(current, Play(&mut session)) {
            Exit::Quit => return 0,
            Exit::Variant(name) => game = games::by_variant(&name),
        }
    }
    0
}

/// One game's part of a CECP session, for [`games::with_game`].
struct Play<'s>(&'s mut Session);

impl GameVisitor for Play<'_> {
    type Output = Exit;
    fn visit<G: Game>(self) -> Exit {
        engine::run::<G>(self.0)
    }
}

/// The variant names offered in `feature variants`: every game's first name.
pub fn offered_variants() -> Vec<&'static str> {
    games::speaking(crate::game::Protocol::Xboard)
        .filter_map(|g| g.info().variants.first().copied())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands() {
        assert_eq!(parse("protover 2"), Ok(XCommand::Protover(2)));
        assert_eq!(
            parse("usermove c3c4"),
            Ok(XCommand::UserMove("c3c4".into()))
        );
        assert_eq!(parse("c3c4"), Ok(XCommand::BareMove("c3c4".into())));
        assert_eq!(
            parse("time 6000"),
            Ok(XCommand::Time(Duration::from_secs(60)))
        );
        assert_eq!(parse("otim -5"), Ok(XCommand::OpponentTime(Duration::ZERO)));
        assert_eq!(
            parse("level 40 5 0"),
            Ok(XCommand::Level(TimeControl {
                moves: 40,
                base: Duration::from_secs(300),
                increment: Duration::ZERO
            }))
        );
        assert_eq!(
            parse("level 0 2:30 1.5"),
            Ok(XCommand::Level(TimeControl {
                moves: 0,
                base: Duration::from_secs(150),
                increment: Duration::from_millis(1500)
            }))
        );
        assert_eq!(
            parse("st 2.5"),
            Ok(XCommand::MoveTime(Duration::from_millis(2500)))
        );
        assert_eq!(parse("sd 7"), Ok(XCommand::Depth(7)));
        assert_eq!(
            parse("setboard 4k4/9 w 0 1"),
            Ok(XCommand::SetBoard("4k4/9 w 0 1".into()))
        );
        assert_eq!(parse("result 1-0 {mate}"), Ok(XCommand::GameOver));
        assert_eq!(
            parse("option Skill Level=3"),
            Ok(XCommand::SetOption {
                name: "Skill Level".into(),
                value: Some("3".into())
            })
        );
        assert_eq!(
            parse("option Clear Hash"),
            Ok(XCommand::SetOption {
                name: "Clear Hash".into(),
                value: None
            })
        );
        for bad in [
            "level 40 x 0",
            "level 1",
            "st",
            "sd x",
            "ping",
            "time",
            "usermove",
            "option =5",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            parse("frobnicate the board"),
            Err(Refusal {
                reason: "unknown command".into(),
                command: "frobnicate the board".into()
            })
        );
    }

    #[test]
    fn replies() {
        let thinking = Thinking {
            depth: 9,
            score: ReportedScore::Centipawns(-35),
            elapsed: Duration::from_millis(1234),
            nodes: 5000,
            pv: vec!["c3c4".into(), "g7g6".into()],
        };
        assert_eq!(
            format(&XReply::Thinking(&thinking)),
            vec!["9 -35 123 5000 c3c4 g7g6"]
        );
        let mate = Thinking {
            score: ReportedScore::MatePlies(3),
            pv: vec![],
            ..thinking.clone()
        };
        assert_eq!(format(&XReply::Thinking(&mate)), vec!["9 100002 123 5000"]);
        let mated = Thinking {
            score: ReportedScore::MatePlies(-2),
            ..mate
        };
        assert_eq!(
            format(&XReply::Thinking(&mated)),
            vec!["9 -100001 123 5000"]
        );
        assert_eq!(
            format(&XReply::Result(GameEnd::Win(Side::Second), "checkmate")),
            vec!["0-1 {checkmate}"]
        );
        assert_eq!(
            format(&XReply::Result(GameEnd::Draw, "repetition")),
            vec!["1/2-1/2 {repetition}"]
        );
        assert_eq!(format(&XReply::Pong("7")), vec!["pong 7"]);
        assert_eq!(
            format(&XReply::IllegalMove {
                text: "z9z9",
                reason: "not a move"
            }),
            vec!["Illegal move (not a move): z9z9"]
        );
        let features = format(&XReply::Features(&["shogi", "xiangqi"]));
        assert_eq!(features.last().map(String::as_str), Some("feature done=1"));
        assert!(features[1].contains("variants=\"shogi,xiangqi\""));
        assert_eq!(
            features[2..5],
            [
                "feature option=\"Skill Level -spin 20 0 20\"",
                "feature option=\"UCI_LimitStrength -check 0\"",
                "feature option=\"UCI_Elo -spin 1500 800 3500\""
            ]
        );
    }
}
