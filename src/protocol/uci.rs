//! UCI for xiangqi, Pikafish style: `wtime` is red's, option names with spaces, mate scores
//! in moves, `bestmove (none)`, and the `RankNumbering` option (`auto` switches to the 1-10
//! ranks when the GUI sets `UCI_Variant`).

use super::command::{parse_common, parse_position, quote, unknown_command, Command, ParseError};
use super::dialect::{
    bestmove_line, mate_best_move_line, shared_lines, standard_info_line, Dialect, Reply, Terminal,
};
use super::go::{parse_go, GoSyntax};
use super::options::{OptionId, OptionSpec, OptionSyntax, OptionTable, UCI_OPTIONS};
use super::tokens::Tokens;
use crate::game::Protocol;
use crate::records::notation::{iccs_to_one_based, one_based_to_iccs};

/// UCI names GUIs send without reading the option list: accepted silently.
const UCI_SILENT_OPTIONS: &[&str] = &["UCI_AnalyseMode", "UCI_Opponent", "UCI_Chess960"];

/// The UCI-X dialect with its current rank numbering.
pub struct Uci {
    one_based_ranks: bool,
}

impl Dialect for Uci {
    const PROTOCOL: Protocol = Protocol::Uci;
    const OPTIONS: &'static [OptionSpec] = UCI_OPTIONS;
    const OPTION_SYNTAX: OptionSyntax = OptionSyntax::Uci;
    const MULTIPV_ALWAYS_SHOWN: bool = true;

    fn new() -> Self {
        Uci {
            one_based_ranks: false,
        }
    }

    fn parse(&self, line: &str, warnings: &mut Vec<String>) -> Result<Command, ParseError> {
        let tokens = Tokens::new(line);
        let word = tokens.get(0).unwrap_or("").to_ascii_lowercase();
        if let Some(command) = parse_common(&word, &tokens) {
            return command;
        }
        match word.as_str() {
            "ucinewgame" => Ok(Command::NewGame),
            "position" => parse_position(&tokens, 1, false).map(Command::Position),
            "go" => parse_go(&tokens, GoSyntax::Uci, warnings),
            "ponderhit" => Ok(Command::PonderHit {
                clocks: Default::default(),
                draw: false,
            }),
            _ => Err(unknown_command(&word)),
        }
    }

    /// Mate distances in moves, as Pikafish prints them; a solver's mate is answered with
    /// a best move.
    fn format(&self, reply: &Reply) -> Vec<String> {
        match reply {
            Reply::Info { info, show_multipv } => {
                vec![standard_info_line(info, *show_multipv, true)]
            }
            Reply::Terminal(Terminal::Move { best, ponder, .. }) => {
                vec![bestmove_line(best, ponder.as_deref())]
            }
            Reply::Terminal(Terminal::DeclareWin | Terminal::NoLegalMove) => vec![
                "info depth 0 score mate 0".to_string(),
                "bestmove (none)".to_string(),
            ],
            Reply::MateFound(mate) => {
                std::iter::once(standard_info_line(mate, Self::MULTIPV_ALWAYS_SHOWN, true))
                    .chain(mate_best_move_line(mate))
                    .collect()
            }
            _ => shared_lines(reply, Self::OPTION_SYNTAX, "uciok"),
        }
    }

    fn move_out(&self, text: String) -> String {
        if self.one_based_ranks {
            iccs_to_one_based(&text)
        } else {
            text
        }
    }

    fn move_in(&self, text: &str) -> Result<String, String> {
        if self.one_based_ranks {
            one_based_to_iccs(text)
        } else {
            Ok(text.to_string())
        }
    }

    fn diagram_out(&self, text: String) -> String {
        if self.one_based_ranks {
            diagram_ranks_from_one(&text)
        } else {
            text
        }
    }

    fn option_changed(&mut self, id: OptionId, options: &OptionTable) -> Option<String> {
        let mode = options.text(OptionId::RankNumbering, "auto");
        let before = self.one_based_ranks;
        match (id, mode) {
            (OptionId::RankNumbering, "0-9") => self.one_based_ranks = false,
            (OptionId::RankNumbering, "1-10") => self.one_based_ranks = true,
            // `auto`: 1-10 once the GUI has selected the variant the Fairy-Stockfish way.
            (OptionId::Variant, "auto") => {
                self.one_based_ranks = true;
                return Some("rank numbering 1-10 (UCI_Variant was set)".to_string());
            }
            _ => {}
        }
        (before != self.one_based_ranks).then(|| {
            format!(
                "rank numbering {}",
                if self.one_based_ranks { "1-10" } else { "0-9" }
            )
        })
    }

    fn undeclared_option(&self, name: &str, _value: Option<&str>) -> Result<(), String> {
        if UCI_SILENT_OPTIONS
            .iter()
            .any(|o| o.eq_ignore_ascii_case(name))
        {
            return Ok(());
        }
        Err(format!("unknown option '{}'", quote(name)))
    }
}

/// The `d` board of the rules core (rows labelled 9 to 0, then `Checkers:` with ICCS
/// squares) relabelled in the 1-10 rank notation: rows 10 to 1, squares one rank up.
fn diagram_ranks_from_one(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for line in text.lines() {
        let row_rank = line
            .strip_prefix(' ')
            .and_then(|rest| rest.split_once(' '))
            .and_then(|(label, _)| label.parse::<u32>().ok());
        if let (Some(rank), Some(board)) = (row_rank, line.get(3..)) {
            out.push_str(&format!("{:>2} {board}", rank + 1));
        } else if let Some(squares) = line.strip_prefix("Checkers:") {
            out.push_str("Checkers:");
            for square in squares.split_whitespace() {
                let (file, rank) = square.split_at(1);
                match rank.parse::<u32>() {
                    Ok(r) => out.push_str(&format!(" {file}{}", r + 1)),
                    Err(_) => out.push_str(&format!(" {square}")),
                }
            }
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagram_in_the_1_to_10_ranks() {
        let position =
            crate::xiangqi::Position::from_fen_text("4k4/9/9/9/9/9/9/9/4R4/3K5 b").unwrap();
        let text = diagram_ranks_from_one(&crate::xiangqi::rules::diagram(&position));
        let labels: Vec<u32> = text
            .lines()
            .filter_map(|l| l.get(..2)?.trim().parse().ok())
            .collect();
        assert_eq!(labels, (1..=10).rev().collect::<Vec<u32>>());
        assert!(text.contains("10  . . . . k . . . .\n"), "{text}");
        assert!(text.contains(" 1  . . . K . . . . .\n"), "{text}");
        assert!(text.contains("    ---- river ----\n"), "{text}");
        assert!(text.contains("    a b c d e f g h i\n"), "{text}");
        assert!(text.ends_with("Checkers: e2\n"), "{text}");
        assert!(
            text.contains("Fen: 4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1\n"),
            "{text}"
        );
    }

    #[test]
    fn rank_numbering_follows_the_options() {
        let mut u = Uci::new();
        let mut t = OptionTable::new(UCI_OPTIONS, &["xiangqi"]);
        assert_eq!(u.move_out("h9g7".into()), "h9g7");
        t.set("UCI_Variant", Some("xiangqi")).unwrap();
        assert_eq!(
            u.option_changed(OptionId::Variant, &t).as_deref(),
            Some("rank numbering 1-10 (UCI_Variant was set)")
        );
        assert_eq!(u.move_out("h9g7".into()), "h10g8");
        assert_eq!(u.move_in("h10g8"), Ok("h9g7".into()));
        t.set("RankNumbering", Some("0-9")).unwrap();
        assert!(u.option_changed(OptionId::RankNumbering, &t).is_some());
        assert_eq!(u.move_out("h9g7".into()), "h9g7");
        // explicit setting wins over a later UCI_Variant
        t.set("UCI_Variant", Some("xiangqi")).unwrap();
        assert_eq!(u.option_changed(OptionId::Variant, &t), None);
        assert_eq!(u.move_in("h9g7"), Ok("h9g7".into()));
        assert!(t.set("UCI_Variant", Some("chess")).is_err());
    }

    #[test]
    fn a_solver_mate_is_answered_with_a_best_move() {
        let mate = crate::protocol::dialect::InfoText {
            depth: 3,
            seldepth: 3,
            multipv: 1,
            score: crate::search::ReportedScore::MatePlies(3),
            bound: crate::search::Bound::Exact,
            nodes: 40,
            time_ms: 2,
            hashfull: 0,
            pv: vec!["e1e8".into(), "d9d8".into(), "e2e9".into()],
        };
        assert_eq!(
            Uci::new().format(&Reply::MateFound(&mate)),
            vec![
                "info depth 3 seldepth 3 multipv 1 score mate 2 nodes 40 nps 20000 hashfull 0 time 2 pv e1e8 d9d8 e2e9",
                "bestmove e1e8 ponder d9d8"
            ]
        );
        assert!(Uci::new().format(&Reply::NoMate).is_empty());
        assert!(Uci::new().format(&Reply::Goodbye).is_empty());
    }

    #[test]
    fn none_reply_and_mate_in_moves() {
        assert_eq!(
            Uci::new().format(&Reply::Terminal(Terminal::NoLegalMove)),
            vec!["info depth 0 score mate 0", "bestmove (none)"]
        );
        let mut w = Vec::new();
        assert_eq!(
            Uci::new().parse("setoption name Clear Hash", &mut w),
            Ok(Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            })
        );
        assert_eq!(
            Uci::new().parse("ponderhit", &mut w),
            Ok(Command::PonderHit {
                clocks: Default::default(),
                draw: false
            })
        );
    }
}
