//! USI, shogi: command words, `go` with `btime`/`wtime`/`byoyomi`, `go mate` answered by
//! `checkmate`, `gameover`, scores with mate distances in plies, `bestmove resign` /
//! `bestmove win`.

use super::command::{
    parse_common, parse_position, quote, unknown_command, Command, GameResult, ParseError,
};
use super::dialect::{
    bestmove_line, shared_lines, standard_info_line, Dialect, MateSearch, Reply, Terminal,
};
use super::go::{parse_go, GoSyntax};
use super::options::{OptionSpec, OptionSyntax, USI_OPTIONS};
use super::tokens::Tokens;
use crate::game::Protocol;

/// Option names from Tord Romstad's draft that GUIs may set although the engine does not
/// declare them: accepted silently.
const USI_SILENT_OPTIONS: &[&str] = &[
    "USI_AnalyseMode",
    "USI_ShowCurrLine",
    "USI_ShowRefutations",
    "USI_Strength",
];

/// The USI dialect.
pub struct Usi;

/// Reads the clock fields of `ponderhit btime .. wtime .. byoyomi ..` (YaneuraOu's early
/// ponder, which ShogiHome uses) with the `go` grammar.
pub(super) fn ponderhit_clocks(
    tokens: &Tokens,
    syntax: GoSyntax,
    warnings: &mut Vec<String>,
) -> super::command::ClockFields {
    match parse_go(tokens, syntax, warnings) {
        Ok(Command::Go(go)) => go.clocks,
        _ => Default::default(),
    }
}

impl Dialect for Usi {
    const PROTOCOL: Protocol = Protocol::Usi;
    const OPTIONS: &'static [OptionSpec] = USI_OPTIONS;
    const OPTION_SYNTAX: OptionSyntax = OptionSyntax::Usi;
    const MATE_SEARCH: MateSearch = MateSearch::Tsume;

    fn new() -> Self {
        Usi
    }

    fn parse(&self, line: &str, warnings: &mut Vec<String>) -> Result<Command, ParseError> {
        let tokens = Tokens::new(line);
        let word = tokens.get(0).unwrap_or("").to_ascii_lowercase();
        if let Some(command) = parse_common(&word, &tokens) {
            return command;
        }
        match word.as_str() {
            "usinewgame" | "ucinewgame" => Ok(Command::NewGame),
            "position" => parse_position(&tokens, 1, true).map(Command::Position),
            "go" => parse_go(&tokens, GoSyntax::Usi, warnings),
            "ponderhit" => Ok(Command::PonderHit {
                clocks: ponderhit_clocks(&tokens, GoSyntax::Usi, warnings),
                draw: false,
            }),
            "gameover" => {
                let result = match tokens.get(1).map(str::to_ascii_lowercase).as_deref() {
                    None => None,
                    Some("win") => Some(GameResult::Win),
                    Some("lose") => Some(GameResult::Lose),
                    Some("draw") => Some(GameResult::Draw),
                    Some(other) => {
                        warnings.push(format!("gameover: unknown result '{}'", quote(other)));
                        None
                    }
                };
                Ok(Command::GameOver(result))
            }
            _ => Err(unknown_command(&word)),
        }
    }

    /// Mate distances in plies; `go mate` answered by `checkmate <moves>`, `checkmate
    /// nomate` or `checkmate timeout` (after a `score mate` line when solved).
    fn format(&self, reply: &Reply) -> Vec<String> {
        match reply {
            Reply::Info { info, show_multipv } => {
                vec![standard_info_line(info, *show_multipv, false)]
            }
            Reply::Terminal(Terminal::Move { best, ponder, .. }) => {
                vec![bestmove_line(best, ponder.as_deref())]
            }
            Reply::Terminal(Terminal::DeclareWin) => vec!["bestmove win".to_string()],
            Reply::Terminal(Terminal::NoLegalMove) => vec![
                "info depth 0 score mate -0".to_string(),
                "bestmove resign".to_string(),
            ],
            Reply::MateFound(mate) => vec![
                standard_info_line(mate, Self::MULTIPV_ALWAYS_SHOWN, false),
                format!("checkmate {}", mate.pv.join(" ")),
            ],
            Reply::NoMate => vec!["checkmate nomate".to_string()],
            Reply::MateUnknown => vec!["checkmate timeout".to_string()],
            _ => shared_lines(reply, Self::OPTION_SYNTAX, "usiok"),
        }
    }

    fn undeclared_option(&self, name: &str, _value: Option<&str>) -> Result<(), String> {
        if USI_SILENT_OPTIONS
            .iter()
            .any(|o| o.eq_ignore_ascii_case(name))
        {
            return Ok(());
        }
        Err(format!("unknown option '{}'", quote(name)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::command::{PositionSpec, Setup};

    fn parse(line: &str) -> Result<Command, ParseError> {
        Usi.parse(line, &mut Vec::new())
    }

    #[test]
    fn commands() {
        assert_eq!(parse("isready"), Ok(Command::IsReady));
        assert_eq!(parse("isready\r"), Ok(Command::IsReady));
        assert_eq!(parse("usinewgame"), Ok(Command::NewGame));
        assert_eq!(parse("ucinewgame"), Ok(Command::NewGame));
        assert_eq!(parse("usi"), Ok(Command::Handshake("usi".into())));
        assert_eq!(parse("uci"), Ok(Command::Handshake("uci".into())));
        assert_eq!(parse("gameover"), Ok(Command::GameOver(None)));
        assert_eq!(
            parse("gameover win"),
            Ok(Command::GameOver(Some(GameResult::Win)))
        );
        assert_eq!(
            parse("gameover lose"),
            Ok(Command::GameOver(Some(GameResult::Lose)))
        );
        assert_eq!(parse("d"), Ok(Command::Display));
        assert_eq!(parse("go perft 3"), Ok(Command::Perft(3)));
        assert_eq!(parse("perft 2"), Ok(Command::Perft(2)));
        assert!(
            matches!(parse("isreadyfoo"), Err(ParseError(m)) if m == "unknown command 'isreadyfoo'")
        );
        assert!(
            matches!(parse("frobnicate now"), Err(ParseError(m)) if m == "unknown command 'frobnicate'")
        );
        assert!(parse("banmoves 7g7f").is_err());
        assert!(parse("probe startpos").is_err());
    }

    #[test]
    fn positions() {
        assert_eq!(
            parse("position startpos moves 7g7f 3c3d 8h2b+ B*4e"),
            Ok(Command::Position(PositionSpec {
                setup: Setup::StartPos,
                moves: vec!["7g7f".into(), "3c3d".into(), "8h2b+".into(), "B*4e".into()]
            }))
        );
        let p = parse("position sfen 8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124");
        assert!(matches!(
            p,
            Ok(Command::Position(PositionSpec {
                setup: Setup::Fen(_),
                ..
            }))
        ));
    }

    #[test]
    fn ponderhit_may_carry_clocks() {
        let mut w = Vec::new();
        match Usi.parse("ponderhit btime 1000 wtime 2000 byoyomi 3000", &mut w) {
            Ok(Command::PonderHit {
                clocks,
                draw: false,
            }) => {
                assert_eq!(clocks.time, [Some(1000), Some(2000)]);
                assert_eq!(clocks.byoyomi, Some(3000));
            }
            other => panic!("{other:?}"),
        }
        match parse("ponderhit") {
            Ok(Command::PonderHit { clocks, .. }) => assert!(clocks.is_empty()),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn terminal_replies() {
        assert_eq!(
            Usi.format(&Reply::Terminal(Terminal::DeclareWin)),
            vec!["bestmove win"]
        );
        assert_eq!(
            Usi.format(&Reply::Terminal(Terminal::NoLegalMove)),
            vec!["info depth 0 score mate -0", "bestmove resign"]
        );
        assert_eq!(
            Usi.format(&Reply::Terminal(Terminal::Move {
                best: "7g7f".into(),
                ponder: Some("3c3d".into()),
                draw: true
            })),
            vec!["bestmove 7g7f ponder 3c3d"]
        );
        assert_eq!(Usi.format(&Reply::Ready), vec!["readyok"]);
        assert_eq!(Usi.format(&Reply::HandshakeDone), vec!["usiok"]);
        assert_eq!(Usi.format(&Reply::NoMate), vec!["checkmate nomate"]);
        assert_eq!(Usi.format(&Reply::MateUnknown), vec!["checkmate timeout"]);
        assert!(Usi.format(&Reply::HashEntry(None)).is_empty());
        assert!(Usi.format(&Reply::Goodbye).is_empty());
    }

    #[test]
    fn a_solved_tsume_is_a_mate_report_and_its_moves() {
        let mate = crate::protocol::dialect::InfoText {
            depth: 1,
            seldepth: 1,
            multipv: 1,
            score: crate::search::ReportedScore::MatePlies(1),
            bound: crate::search::Bound::Exact,
            nodes: 7,
            time_ms: 0,
            hashfull: 0,
            pv: vec!["G*5b".into()],
        };
        assert_eq!(
            Usi.format(&Reply::MateFound(&mate)),
            vec![
                "info depth 1 seldepth 1 score mate 1 nodes 7 nps 7000 hashfull 0 time 0 pv G*5b",
                "checkmate G*5b"
            ]
        );
    }

    #[test]
    fn undeclared_options() {
        assert!(Usi
            .undeclared_option("USI_AnalyseMode", Some("true"))
            .is_ok());
        assert_eq!(
            Usi.undeclared_option("NoSuchOption", Some("1")),
            Err("unknown option 'NoSuchOption'".into())
        );
    }
}
