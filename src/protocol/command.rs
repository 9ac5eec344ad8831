//! Typed commands: what a GUI line means once its dialect's words are read. The three
//! dialect parsers (`usi`, `ucci`, `uci`) produce these; the controller acts on them. Moves
//! and positions stay text here: the game layer validates them later, with the notation of
//! the dialect, so the protocol code knows no game rules. Nothing in this module can panic
//! on input: numbers saturate, missing values are reported.

use super::tokens::Tokens;
use crate::game::Protocol;
use std::fmt;

/// Where a `position` (or `probe`) starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// The game's start position.
    StartPos,
    /// An SFEN / FEN text (fields joined by single spaces).
    Fen(String),
}

/// A `position` or `probe` line: the set-up and the moves played from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionSpec {
    /// Start position or FEN.
    pub setup: Setup,
    /// Moves in wire notation, in order.
    pub moves: Vec<String>,
}

/// Clock fields of a `go` or `ponderhit` line, all in milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockFields {
    /// Main time left per player, indexed by `Side::index()` (first player = 0). USI
    /// `btime`/`wtime`, UCI-X `wtime`/`btime`.
    pub time: [Option<u64>; 2],
    /// Fischer increment per player, indexed like `time`.
    pub increment: [Option<u64>; 2],
    /// UCCI clocks, relative to the side to move: `time`, `increment`, `movestogo`.
    pub mine: RelativeClock,
    /// UCCI `opptime`, `oppincrement`, `oppmovestogo`.
    pub theirs: RelativeClock,
    /// USI byoyomi per move.
    pub byoyomi: Option<u64>,
    /// Moves to the next time control (USI/UCI-X `movestogo`).
    pub moves_to_go: Option<u32>,
}

/// One player's clock as UCCI writes it (relative to the side to move).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RelativeClock {
    /// Main time left, ms.
    pub time: Option<u64>,
    /// Increment, ms.
    pub increment: Option<u64>,
    /// Moves to the next control.
    pub moves_to_go: Option<u32>,
}

impl ClockFields {
    /// True when no clock field was given at all.
    pub fn is_empty(&self) -> bool {
        *self == ClockFields::default()
    }
}

/// The fields of a search `go` line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoParams {
    /// `go ponder`.
    pub ponder: bool,
    /// `go infinite` (UCCI also `depth infinite`).
    pub infinite: bool,
    /// UCCI `go draw`: the opponent offers a draw.
    pub draw_offered: bool,
    /// The clock.
    pub clocks: ClockFields,
    /// `movetime`, ms.
    pub movetime: Option<u64>,
    /// `depth` (UCCI `depth 0` means "static evaluation only": no best move).
    pub depth: Option<u32>,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// UCI-X `mate n`: stop once a mate in at most n moves is found.
    pub mate_moves: Option<u32>,
    /// `searchmoves`, wire notation.
    pub search_moves: Vec<String>,
}

/// USI `go mate`: a checks-only mate search with a mate answer of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MateRequest {
    /// Time limit in ms; `None` = infinite.
    pub time: Option<u64>,
    /// Node limit (shogiarena's `go mate nodes N`).
    pub nodes: Option<u64>,
}

/// USI `gameover` result, from the engine's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The engine won.
    Win,
    /// The engine lost.
    Lose,
    /// Draw.
    Draw,
}

/// One GUI command, dialect words already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `usi` / `ucci` / `uci` (the word as sent, lower case).
    Handshake(String),
    /// `debug [on|off]`.
    Debug(bool),
    /// `register ...`: ignored.
    Register,
    /// `isready`.
    IsReady,
    /// `setoption`: name and optional value (already trimmed; `<empty>` became "").
    SetOption {
        /// Option name as sent.
        name: String,
        /// Value, `None` for buttons.
        value: Option<String>,
    },
    /// `usinewgame` / `ucinewgame` (UCCI `setoption newgame` arrives as `SetOption`).
    NewGame,
    /// `position ...`.
    Position(PositionSpec),
    /// UCCI `banmoves m ...`.
    BanMoves(Vec<String>),
    /// A search `go`.
    Go(GoParams),
    /// USI `go mate ...`.
    GoMate(MateRequest),
    /// `go perft n` / `perft n`.
    Perft(u32),
    /// `stop`.
    Stop,
    /// `ponderhit [clock fields]` (USI) / `ponderhit [draw]` (UCCI).
    PonderHit {
        /// Fresh clock values (USI early ponder); empty when none were sent.
        clocks: ClockFields,
        /// UCCI `ponderhit draw`.
        draw: bool,
    },
    /// USI `gameover [win|lose|draw]`.
    GameOver(Option<GameResult>),
    /// `quit`.
    Quit,
    /// UCCI `probe ...`.
    Probe(PositionSpec),
    /// `d`.
    Display,
    /// `eval`.
    Eval,
    /// `bench [args]`.
    Bench(Vec<String>),
}

/// Why a line was refused. Its text becomes `info string error: <text>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

pub use crate::core::text::quote;

/// Reads a decimal integer with an optional sign, saturating at the `i64` range.
/// `None` when the token is not a number.
pub fn parse_int(token: &str) -> Option<i64> {
    let (negative, digits) = match token.as_bytes().first() {
        Some(b'-') => (true, &token[1..]),
        Some(b'+') => (false, &token[1..]),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let magnitude = digits.bytes().fold(0i64, |acc, b| {
        acc.saturating_mul(10).saturating_add(i64::from(b - b'0'))
    });
    Some(if negative { -magnitude } else { magnitude })
}

/// The numeric value after keyword `key` at `tokens[i]`; reports a missing or
/// non-numeric value as a warning and returns `None` (bad input never stops the engine).
pub fn number_after(
    tokens: &Tokens,
    i: usize,
    key: &str,
    warnings: &mut Vec<String>,
) -> Option<i64> {
    match tokens.get(i + 1) {
        None => {
            warnings.push(format!("go: '{}' needs a number", quote(key)));
            None
        }
        Some(t) => match parse_int(t) {
            Some(v) => Some(v),
            None => {
                warnings.push(format!(
                    "go: '{}' needs a number, got '{}'",
                    quote(key),
                    quote(t)
                ));
                None
            }
        },
    }
}

/// A time value in ms: negative values are reported and clamped to 0 (GUIs send them
/// after a lag, Stockfish issue 4000).
pub fn time_value(v: i64, key: &str, warnings: &mut Vec<String>) -> u64 {
    if v < 0 {
        warnings.push(format!("go: negative '{}' {v} treated as 0", quote(key)));
        0
    } else {
        v as u64
    }
}

/// A count (depth, nodes, movestogo): negative values are reported and ignored.
pub fn count_value(v: i64, key: &str, warnings: &mut Vec<String>) -> Option<u64> {
    if v < 0 {
        warnings.push(format!("go: negative '{}' {v} ignored", quote(key)));
        None
    } else {
        Some(v as u64)
    }
}

/// Narrows a count to `u32`, saturating.
pub fn to_u32(v: u64) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

/// Parses the part of `position` / `probe` after the command word (token `start` on).
/// `fen_words` are the keywords that introduce a FEN/SFEN (`sfen`, `fen`);
/// `bare_fen` accepts a FEN without keyword (YaneuraOu's `position <sfen>`).
pub fn parse_position(
    tokens: &Tokens,
    start: usize,
    bare_fen: bool,
) -> Result<PositionSpec, ParseError> {
    let Some(first) = tokens.get(start) else {
        return Err(ParseError(
            "position: missing 'startpos', 'sfen' or 'fen'".into(),
        ));
    };
    let moves_at = tokens.find(start, "moves");
    let end = moves_at.unwrap_or(tokens.len());
    let setup = if first.eq_ignore_ascii_case("startpos") {
        if end != start + 1 {
            return Err(ParseError(format!(
                "position: unexpected '{}' after startpos",
                quote(tokens.get(start + 1).unwrap_or(""))
            )));
        }
        Setup::StartPos
    } else if first.eq_ignore_ascii_case("sfen") || first.eq_ignore_ascii_case("fen") {
        if end == start + 1 {
            return Err(ParseError(format!(
                "position: '{}' needs a position text",
                quote(first)
            )));
        }
        Setup::Fen(tokens.joined(start + 1, end))
    } else if bare_fen && first.contains('/') {
        Setup::Fen(tokens.joined(start, end))
    } else if first.eq_ignore_ascii_case("moves") {
        return Err(ParseError(
            "position: missing 'startpos' or a position before 'moves'".into(),
        ));
    } else {
        return Err(ParseError(format!(
            "position: expected 'startpos' or a position, got '{}'",
            quote(first)
        )));
    };
    let moves = match moves_at {
        Some(m) => tokens.from(m + 1).into_iter().map(str::to_string).collect(),
        None => Vec::new(),
    };
    Ok(PositionSpec { setup, moves })
}

/// Parses `setoption` in the `name <id> [value <x>]` form, or, when the second token is
/// not `name`, the UCCI short form `setoption <id> [<value>]`. Names may span several
/// tokens in the long form (UCI-X `Clear Hash`); the value is the rest of the line,
/// trimmed; `<empty>` is the empty string.
pub fn parse_setoption(tokens: &Tokens) -> Result<Command, ParseError> {
    let Some(second) = tokens.get(1) else {
        return Err(ParseError("setoption: missing option name".into()));
    };
    let (name, value) = if second.eq_ignore_ascii_case("name") {
        let value_at = tokens.find(2, "value");
        let name_end = value_at.unwrap_or(tokens.len());
        if name_end <= 2 {
            return Err(ParseError("setoption: missing option name".into()));
        }
        let name = tokens.joined(2, name_end);
        let value = value_at.map(|v| tokens.rest_from(v + 1).to_string());
        (name, value)
    } else {
        let value = tokens.rest_from(2);
        (
            second.to_string(),
            if value.is_empty() {
                None
            } else {
                Some(value.to_string())
            },
        )
    };
    let value = value.map(|v| if v == "<empty>" { String::new() } else { v });
    Ok(Command::SetOption { name, value })
}

/// Parses `go perft n` / `perft n`: `n` must be at least 1 (Stockfish silently searches on
/// `go perft 0`; this engine reports it).
pub fn parse_perft(tokens: &Tokens, at: usize) -> Result<Command, ParseError> {
    match tokens.get(at).map(parse_int) {
        Some(Some(n)) if n >= 1 => Ok(Command::Perft(to_u32(n as u64))),
        Some(Some(_)) => Err(ParseError("perft depth must be at least 1".into())),
        Some(None) => Err(ParseError(format!(
            "perft: depth must be a number, got '{}'",
            quote(tokens.get(at).unwrap_or(""))
        ))),
        None => Err(ParseError("perft: missing depth".into())),
    }
}

/// Commands that read the same in every dialect; `None` when `word` is not one of them.
pub fn parse_common(word: &str, tokens: &Tokens) -> Option<Result<Command, ParseError>> {
    let command = match word {
        "isready" => Ok(Command::IsReady),
        "stop" => Ok(Command::Stop),
        "quit" => Ok(Command::Quit),
        "register" => Ok(Command::Register),
        "debug" => Ok(Command::Debug(
            !tokens.get(1).is_some_and(|t| t.eq_ignore_ascii_case("off")),
        )),
        "setoption" => parse_setoption(tokens),
        "perft" => parse_perft(tokens, 1),
        "d" => Ok(Command::Display),
        "eval" => Ok(Command::Eval),
        "bench" => Ok(Command::Bench(
            tokens.from(1).into_iter().map(str::to_string).collect(),
        )),
        _ if Protocol::from_word(word).is_some() => Ok(Command::Handshake(word.to_string())),
        _ => return None,
    };
    Some(command)
}

/// The error for a first word no dialect table knows.
pub fn unknown_command(word: &str) -> ParseError {
    ParseError(format!("unknown command '{}'", quote(word)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_saturate_and_reject_junk() {
        assert_eq!(parse_int("42"), Some(42));
        assert_eq!(parse_int("-7"), Some(-7));
        assert_eq!(parse_int("+7"), Some(7));
        assert_eq!(parse_int("99999999999999999999"), Some(i64::MAX));
        assert_eq!(parse_int("-99999999999999999999"), Some(-i64::MAX));
        assert_eq!(parse_int("abc"), None);
        assert_eq!(parse_int("-"), None);
        assert_eq!(parse_int(""), None);
        assert_eq!(parse_int("1e5"), None);
        assert_eq!(parse_int("１２"), None);
    }

    #[test]
    fn quote_is_ascii_and_short() {
        assert_eq!(quote("ab\u{1b}c"), "ab?c");
        assert_eq!(quote("Skill Level\t3"), "Skill Level?3");
        assert_eq!(quote("é"), "?");
        assert!(quote(&"x".repeat(500)).len() < 50);
    }

    #[test]
    fn position_forms() {
        let t = Tokens::new("position startpos moves 7g7f 3c3d");
        let p = parse_position(&t, 1, true).unwrap();
        assert_eq!(p.setup, Setup::StartPos);
        assert_eq!(p.moves, vec!["7g7f", "3c3d"]);
        let t = Tokens::new(
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL   b - 1",
        );
        let p = parse_position(&t, 1, true).unwrap();
        assert_eq!(
            p.setup,
            Setup::Fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1".into())
        );
        assert!(p.moves.is_empty());
        let t = Tokens::new("position 4k4/9/9/9/9/9/9/9/9 b P 1 moves P*5b");
        let p = parse_position(&t, 1, true).unwrap();
        assert_eq!(p.setup, Setup::Fen("4k4/9/9/9/9/9/9/9/9 b P 1".into()));
        assert!(parse_position(&t, 1, false).is_err());
        let t = Tokens::new("position startpos moves");
        assert!(parse_position(&t, 1, true).unwrap().moves.is_empty());
        for bad in [
            "position",
            "position fen",
            "position moves a b",
            "position startpos junk",
            "position fen moves x",
        ] {
            assert!(parse_position(&Tokens::new(bad), 1, true).is_err(), "{bad}");
        }
    }

    #[test]
    fn setoption_forms() {
        let set = |l: &str| parse_setoption(&Tokens::new(l));
        assert_eq!(
            set("setoption name USI_Hash value 256").unwrap(),
            Command::SetOption {
                name: "USI_Hash".into(),
                value: Some("256".into())
            }
        );
        assert_eq!(
            set("setoption name Clear Hash").unwrap(),
            Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            }
        );
        assert_eq!(
            set("setoption name Move  Overhead value 40\r").unwrap(),
            Command::SetOption {
                name: "Move Overhead".into(),
                value: Some("40".into())
            }
        );
        assert_eq!(
            set("setoption name EvalDir value C:\\a  b ").unwrap(),
            Command::SetOption {
                name: "EvalDir".into(),
                value: Some("C:\\a  b".into())
            }
        );
        assert_eq!(
            set("setoption name DebugLogFile value <empty>").unwrap(),
            Command::SetOption {
                name: "DebugLogFile".into(),
                value: Some(String::new())
            }
        );
        assert_eq!(
            set("setoption hashsize 64").unwrap(),
            Command::SetOption {
                name: "hashsize".into(),
                value: Some("64".into())
            }
        );
        assert_eq!(
            set("setoption newgame").unwrap(),
            Command::SetOption {
                name: "newgame".into(),
                value: None
            }
        );
        assert!(set("setoption").is_err());
        assert!(set("setoption name").is_err());
        assert!(set("setoption name value 3").is_err());
    }

    #[test]
    fn perft_depths() {
        assert_eq!(
            parse_perft(&Tokens::new("go perft 3"), 2),
            Ok(Command::Perft(3))
        );
        assert!(parse_perft(&Tokens::new("go perft 0"), 2).is_err());
        assert!(parse_perft(&Tokens::new("go perft -1"), 2).is_err());
        assert!(parse_perft(&Tokens::new("go perft x"), 2).is_err());
        assert!(parse_perft(&Tokens::new("go perft"), 2).is_err());
        assert_eq!(
            parse_perft(&Tokens::new("go perft 99999999999"), 2),
            Ok(Command::Perft(u32::MAX))
        );
    }
}
