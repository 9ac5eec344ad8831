//! UCCI (the Chinese-chess protocol of ElephantEye and XQWizard), xiangqi:
//! `setoption <name> <value>` short form, `go time .. opptime ..` relative to the side to
//! move in the unit chosen by `usemillisec`, `banmoves`, `probe`, `ponderhit draw`,
//! bare-integer scores, `nobestmove`, `bye`.

use super::command::{parse_common, parse_position, quote, unknown_command, Command, ParseError};
use super::dialect::{
    bestmove_line, mate_best_move_line, shared_lines, Dialect, HashEntryText, InfoText, Reply,
    Terminal, ENGINE_AUTHOR, ENGINE_NAME,
};
use super::go::{parse_go, GoSyntax};
use super::options::{OptionId, OptionSpec, OptionSyntax, OptionTable, UCCI_OPTIONS};
use super::tokens::Tokens;
use crate::game::Protocol;
use crate::search::ReportedScore;

/// Standard UCCI option names a GUI may send without reading the option list (XQWizard, the
/// league simulator): accepted silently.
const UCCI_SILENT_OPTIONS: &[&str] = &[
    "useegtb",
    "egtbpaths",
    "evalapi",
    "pruning",
    "knowledge",
    "randomness",
    "style",
    "selectivity",
    "repetition",
    "drawmoves",
    "idle",
];

/// UCCI score of a mate `plies` away: `10000 - plies` (ElephantEye's convention).
const UCCI_MATE_VALUE: i32 = 10000;
/// Largest normal UCCI score, so normal and mate scores (±(10000 - plies), as ElephantEye
/// prints them) never overlap.
const UCCI_MAX_NORMAL_SCORE: i32 = 9799;

/// The UCCI dialect. Times are milliseconds unless the GUI said `usemillisec false`.
pub struct Ucci {
    millis: bool,
}

/// The bare-integer UCCI score.
pub fn ucci_score(score: ReportedScore) -> i32 {
    match score {
        ReportedScore::Centipawns(cp) => cp.clamp(-UCCI_MAX_NORMAL_SCORE, UCCI_MAX_NORMAL_SCORE),
        ReportedScore::MatePlies(p) if p > 0 => UCCI_MATE_VALUE - p.min(UCCI_MATE_VALUE),
        ReportedScore::MatePlies(p) => {
            -(UCCI_MATE_VALUE - p.unsigned_abs().min(UCCI_MATE_VALUE as u32) as i32)
        }
    }
}

impl Dialect for Ucci {
    const PROTOCOL: Protocol = Protocol::Ucci;
    const OPTIONS: &'static [OptionSpec] = UCCI_OPTIONS;
    const OPTION_SYNTAX: OptionSyntax = OptionSyntax::Ucci;
    const DEPTH_ZERO_SEARCHES_NOTHING: bool = true;

    fn new() -> Self {
        Ucci { millis: true }
    }

    fn parse(&self, line: &str, warnings: &mut Vec<String>) -> Result<Command, ParseError> {
        let tokens = Tokens::new(line);
        let word = tokens.get(0).unwrap_or("").to_ascii_lowercase();
        if let Some(command) = parse_common(&word, &tokens) {
            return command;
        }
        match word.as_str() {
            "position" => parse_position(&tokens, 1, false).map(Command::Position),
            "probe" => parse_position(&tokens, 1, false).map(Command::Probe),
            "banmoves" => Ok(Command::BanMoves(
                tokens.from(1).into_iter().map(str::to_string).collect(),
            )),
            "go" => parse_go(
                &tokens,
                GoSyntax::Ucci {
                    millis: self.millis,
                },
                warnings,
            ),
            "ponderhit" => {
                let draw = tokens
                    .get(1)
                    .is_some_and(|t| t.eq_ignore_ascii_case("draw"));
                Ok(Command::PonderHit {
                    clocks: Default::default(),
                    draw,
                })
            }
            "ucinewgame" => Ok(Command::NewGame),
            _ => Err(unknown_command(&word)),
        }
    }

    /// ElephantEye's words: `id copyright`, bare-integer scores, no `multipv`, the
    /// solver's progress as `info time … nodes …`, `nobestmove`, `pophash`, `bye`.
    fn format(&self, reply: &Reply) -> Vec<String> {
        match reply {
            Reply::Identity => vec![
                format!("id name {ENGINE_NAME}"),
                format!("id copyright 2026 {ENGINE_AUTHOR}"),
                format!("id author {ENGINE_AUTHOR}"),
            ],
            Reply::Info { info, .. } => info_lines(info),
            Reply::Terminal(Terminal::Move { best, ponder, draw }) => {
                let mut line = bestmove_line(best, ponder.as_deref());
                if *draw {
                    line.push_str(" draw");
                }
                vec![line]
            }
            Reply::Terminal(Terminal::DeclareWin | Terminal::NoLegalMove) => {
                vec!["nobestmove".to_string()]
            }
            Reply::MateProgress(p) => vec![format!("info time {} nodes {}", p.time_ms, p.nodes)],
            Reply::MateFound(mate) => {
                let mut lines = info_lines(mate);
                lines.extend(mate_best_move_line(mate));
                lines
            }
            Reply::HashEntry(entry) => vec![pophash_line(entry.as_ref())],
            Reply::Goodbye => vec!["bye".to_string()],
            _ => shared_lines(reply, Self::OPTION_SYNTAX, "ucciok"),
        }
    }

    fn option_changed(&mut self, id: OptionId, options: &OptionTable) -> Option<String> {
        if id == OptionId::UseMillisec {
            self.millis = options.flag(OptionId::UseMillisec, true);
        }
        None
    }

    fn undeclared_option(&self, name: &str, value: Option<&str>) -> Result<(), String> {
        if name.eq_ignore_ascii_case("promotion") {
            return match value.map(str::to_ascii_lowercase).as_deref() {
                None | Some("false") | Some("off") => Ok(()),
                _ => Err("promotion variant not supported".to_string()),
            };
        }
        if UCCI_SILENT_OPTIONS
            .iter()
            .any(|o| o.eq_ignore_ascii_case(name))
        {
            return Ok(());
        }
        Err(format!("unknown option '{}'", quote(name)))
    }
}

/// `info time .. nodes ..` then `info depth .. score .. pv ..` (ElephantEye's order, so
/// the line just before the best move carries the score and PV).
fn info_lines(info: &InfoText) -> Vec<String> {
    let mut pv_line = format!("info depth {} score {}", info.depth, ucci_score(info.score));
    if !info.pv.is_empty() {
        pv_line.push_str(" pv ");
        pv_line.push_str(&info.pv.join(" "));
    }
    vec![
        format!("info time {} nodes {}", info.time_ms, info.nodes),
        pv_line,
    ]
}

/// The answer to `probe`: `pophash [bestmove M] [lowerbound V depth D] [upperbound V
/// depth D]`, bare `pophash` when the table has nothing.
fn pophash_line(entry: Option<&HashEntryText>) -> String {
    let mut line = String::from("pophash");
    if let Some(entry) = entry {
        if let Some(best) = &entry.best {
            line.push_str(&format!(" bestmove {best}"));
        }
        let value = ucci_score(entry.score);
        let depth = entry.depth;
        if entry.lower {
            line.push_str(&format!(" lowerbound {value} depth {depth}"));
        }
        if entry.upper {
            line.push_str(&format!(" upperbound {value} depth {depth}"));
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::command::{PositionSpec, Setup};
    use crate::search::Bound;

    #[test]
    fn scores() {
        assert_eq!(ucci_score(ReportedScore::Centipawns(21)), 21);
        assert_eq!(ucci_score(ReportedScore::Centipawns(20000)), 9799);
        assert_eq!(ucci_score(ReportedScore::Centipawns(-20000)), -9799);
        assert_eq!(ucci_score(ReportedScore::MatePlies(3)), 9997);
        assert_eq!(ucci_score(ReportedScore::MatePlies(-2)), -9998);
        assert_eq!(ucci_score(ReportedScore::MatePlies(0)), -10000);
    }

    #[test]
    fn commands_and_units() {
        let mut u = Ucci::new();
        let mut w = Vec::new();
        assert_eq!(
            u.parse("banmoves h6i4 a0a1", &mut w),
            Ok(Command::BanMoves(vec!["h6i4".into(), "a0a1".into()]))
        );
        assert_eq!(
            u.parse("probe startpos moves h2e2", &mut w),
            Ok(Command::Probe(PositionSpec {
                setup: Setup::StartPos,
                moves: vec!["h2e2".into()]
            }))
        );
        assert_eq!(
            u.parse("ponderhit draw", &mut w),
            Ok(Command::PonderHit {
                clocks: Default::default(),
                draw: true
            })
        );
        assert_eq!(
            u.parse("setoption usemillisec false", &mut w),
            Ok(Command::SetOption {
                name: "usemillisec".into(),
                value: Some("false".into())
            })
        );
        let mut table = OptionTable::new(UCCI_OPTIONS, &["xiangqi"]);
        table.set("usemillisec", Some("false")).unwrap();
        u.option_changed(OptionId::UseMillisec, &table);
        match u.parse("go time 60 increment 2", &mut w) {
            Ok(Command::Go(g)) => {
                assert_eq!(g.clocks.mine.time, Some(60000));
                assert_eq!(g.clocks.mine.increment, Some(2000));
            }
            other => panic!("{other:?}"),
        }
        assert!(w.is_empty());
        assert!(
            u.parse("position sfen x", &mut w).is_ok(),
            "UCCI accepts the sfen keyword leniently"
        );
        assert!(
            u.parse("position 4k4/9 w", &mut w).is_err(),
            "no bare FEN in UCCI"
        );
    }

    #[test]
    fn replies() {
        let u = Ucci::new();
        assert_eq!(
            u.format(&Reply::Terminal(Terminal::NoLegalMove)),
            vec!["nobestmove"]
        );
        assert_eq!(
            u.format(&Reply::Terminal(Terminal::Move {
                best: "i0i4".into(),
                ponder: None,
                draw: true
            })),
            vec!["bestmove i0i4 draw"]
        );
        assert_eq!(u.format(&Reply::HashEntry(None)), vec!["pophash"]);
        assert_eq!(
            u.format(&Reply::HashEntry(Some(HashEntryText {
                best: Some("h2e2".into()),
                score: ReportedScore::MatePlies(3),
                depth: 7,
                lower: true,
                upper: true,
            }))),
            vec!["pophash bestmove h2e2 lowerbound 9997 depth 7 upperbound 9997 depth 7"]
        );
        assert_eq!(u.format(&Reply::Goodbye), vec!["bye"]);
        let info = InfoText {
            depth: 14,
            seldepth: 20,
            multipv: 1,
            score: ReportedScore::Centipawns(21),
            bound: Bound::Lower,
            nodes: 14920311,
            time_ms: 9800,
            hashfull: 3,
            pv: vec!["h2e2".into(), "h7e7".into()],
        };
        assert_eq!(
            u.format(&Reply::Info {
                info: &info,
                show_multipv: true
            }),
            vec![
                "info time 9800 nodes 14920311",
                "info depth 14 score 21 pv h2e2 h7e7"
            ]
        );
        assert_eq!(u.undeclared_option("promotion", Some("false")), Ok(()));
        assert_eq!(
            u.undeclared_option("promotion", Some("true")),
            Err("promotion variant not supported".into())
        );
        assert_eq!(u.undeclared_option("useegtb", Some("true")), Ok(()));
    }
}
