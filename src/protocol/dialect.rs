//! What differs between USI, UCCI and UCI-X, behind one trait: the handshake words,
//! the option table, how a line is parsed, and how replies are written. The controller
//! is generic over it (`Controller<G, D: Dialect>`), so each dialect's quirks live in its
//! own file (`usi.rs`, `ucci.rs`, `uci.rs`) and nowhere else.

use super::command::{Command, ParseError};
use super::options::{OptionId, OptionSpec, OptionSyntax, OptionTable};
use crate::search::{Bound, ReportedScore};

/// The engine's name and version as shown in `id name`.
pub const ENGINE_NAME: &str = concat!("Kirin ", env!("CARGO_PKG_VERSION"));
/// `id author`.
pub const ENGINE_AUTHOR: &str = "the Kirin developers";

/// One `info` report with its moves already in wire notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InfoText {
    /// Nominal depth.
    pub depth: u32,
    /// Deepest ply.
    pub seldepth: u32,
    /// Rank of the line (MultiPV), from 1.
    pub multipv: usize,
    /// Score from the side to move's view.
    pub score: ReportedScore,
    /// Exact or bound.
    pub bound: Bound,
    /// Nodes.
    pub nodes: u64,
    /// Milliseconds since `go`.
    pub time_ms: u64,
    /// Hash fill, per mille.
    pub hashfull: u32,
    /// Principal variation.
    pub pv: Vec<String>,
}

impl InfoText {
    /// Nodes per second, with the time rounded up to 1 ms.
    pub fn nps(&self) -> u64 {
        self.nodes.saturating_mul(1000) / self.time_ms.max(1)
    }
}

/// The terminal reply of a search, moves in wire notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Terminal {
    /// Play `best`.
    Move {
        /// The move.
        best: String,
        /// Expected reply, if known and legal.
        ponder: Option<String>,
        /// UCCI: accept the opponent's draw offer.
        draw: bool,
    },
    /// Shogi entering-king declaration.
    DeclareWin,
    /// No legal move at the root.
    NoLegalMove,
}

/// A protocol dialect.
pub trait Dialect: Send + 'static {
    /// The handshake word (`usi`, `ucci`, `uci`).
    const WORD: &'static str;
    /// The end of the identification block (`usiok`, ...).
    const OK: &'static str;
    /// Declared options.
    const OPTIONS: &'static [OptionSpec];
    /// How option lines are written.
    const OPTION_SYNTAX: OptionSyntax;

    /// A dialect in its initial state.
    fn new() -> Self;
    /// Parses one non-empty line; problems with single fields go to `warnings`.
    fn parse(&self, line: &str, warnings: &mut Vec<String>) -> Result<Command, ParseError>;
    /// The `id ...` lines (UCCI adds `id copyright`).
    fn identity(&self) -> Vec<String> {
        vec![
            format!("id name {ENGINE_NAME}"),
            format!("id author {ENGINE_AUTHOR}"),
        ]
    }
    /// Mate distances in moves (UCI-X, as Pikafish prints them) rather than plies (USI).
    const MATE_IN_MOVES: bool = false;

    /// The lines for one `info` report (the USI / UCI-X line; UCCI has its own).
    fn info_lines(&self, info: &InfoText, show_multipv: bool) -> Vec<String> {
        vec![standard_info_line(info, show_multipv, Self::MATE_IN_MOVES)]
    }
    /// The lines of a terminal reply.
    fn terminal_lines(&self, terminal: &Terminal) -> Vec<String>;
    /// The USI `checkmate` reply; other dialects have no tsume search.
    fn uses_checkmate_reply(&self) -> bool {
        false
    }
    /// Converts a move from the game's notation to the wire (UCI-X rank numbering).
    fn move_out(&self, text: String) -> String {
        text
    }
    /// Converts a wire move to the game's notation; `Err` explains a malformed move.
    fn move_in(&self, text: &str) -> Result<String, String> {
        Ok(text.to_string())
    }
    /// The `d` board in this dialect's square names (UCI-X rank numbering).
    fn diagram_out(&self, text: String) -> String {
        text
    }
    /// Reacts to a changed option (UCCI time unit, UCI-X rank numbering); returns a
    /// notice for `info string`, if any.
    fn option_changed(&mut self, _id: OptionId, _options: &OptionTable) -> Option<String> {
        None
    }
    /// An option name this dialect does not declare: `Ok` accepts it silently (a
    /// conventional name GUIs send anyway), `Err` is the message to report.
    fn undeclared_option(&self, name: &str, value: Option<&str>) -> Result<(), String>;
    /// The line printed after `quit` (UCCI `bye`).
    fn goodbye(&self) -> Option<&'static str> {
        None
    }
    /// True when `MultiPV` > 1 should print `multipv k` only then (USI), false when
    /// `multipv` is always printed (UCI-X).
    fn multipv_only_when_several(&self) -> bool {
        true
    }
}

/// Writes `score ...` for USI and UCI-X: centipawns, or mate in plies (USI) / moves.
pub fn score_words(score: ReportedScore, mate_in_moves: bool) -> String {
    match score {
        ReportedScore::Centipawns(cp) => format!("score cp {cp}"),
        ReportedScore::MatePlies(0) if mate_in_moves => "score mate 0".to_string(),
        ReportedScore::MatePlies(0) => "score mate -0".to_string(),
        ReportedScore::MatePlies(p) if mate_in_moves => {
            let moves = p.unsigned_abs().div_ceil(2);
            format!("score mate {}{moves}", if p < 0 { "-" } else { "" })
        }
        ReportedScore::MatePlies(p) => format!("score mate {p}"),
    }
}

/// The bound flag after a score, if any.
pub fn bound_word(bound: Bound) -> Option<&'static str> {
    match bound {
        Bound::Exact => None,
        Bound::Lower => Some("lowerbound"),
        Bound::Upper => Some("upperbound"),
    }
}

/// The full `info` line of USI and UCI-X (`depth` before `seldepth`, `pv` last: its moves
/// run to the end of the line).
pub fn standard_info_line(info: &InfoText, show_multipv: bool, mate_in_moves: bool) -> String {
    let mut parts = vec![format!(
        "info depth {} seldepth {}",
        info.depth, info.seldepth
    )];
    if show_multipv {
        parts.push(format!("multipv {}", info.multipv));
    }
    parts.push(score_words(info.score, mate_in_moves));
    parts.extend(bound_word(info.bound).map(str::to_string));
    parts.push(format!(
        "nodes {} nps {} hashfull {} time {}",
        info.nodes,
        info.nps(),
        info.hashfull,
        info.time_ms
    ));
    if !info.pv.is_empty() {
        parts.push(format!("pv {}", info.pv.join(" ")));
    }
    parts.join(" ")
}

/// `bestmove M [ponder P]`.
pub fn bestmove_line(best: &str, ponder: Option<&str>) -> String {
    match ponder {
        Some(p) => format!("bestmove {best} ponder {p}"),
        None => format!("bestmove {best}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_in_plies_and_moves() {
        assert_eq!(
            score_words(ReportedScore::MatePlies(3), false),
            "score mate 3"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(-4), false),
            "score mate -4"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(0), false),
            "score mate -0"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(1), true),
            "score mate 1"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(2), true),
            "score mate 1"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(3), true),
            "score mate 2"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(-2), true),
            "score mate -1"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(-3), true),
            "score mate -2"
        );
        assert_eq!(
            score_words(ReportedScore::MatePlies(0), true),
            "score mate 0"
        );
        assert_eq!(
            score_words(ReportedScore::Centipawns(-12), true),
            "score cp -12"
        );
    }

    #[test]
    fn info_line_field_order() {
        let info = InfoText {
            depth: 3,
            seldepth: 5,
            multipv: 2,
            score: ReportedScore::Centipawns(35),
            bound: Bound::Lower,
            nodes: 612,
            time_ms: 0,
            hashfull: 1,
            pv: vec!["2g2f".into(), "8c8d".into()],
        };
        assert_eq!(
            standard_info_line(&info, true, false),
            "info depth 3 seldepth 5 multipv 2 score cp 35 lowerbound nodes 612 nps 612000 hashfull 1 time 0 pv 2g2f 8c8d"
        );
        let info = InfoText {
            pv: vec![],
            bound: Bound::Exact,
            ..info
        };
        assert_eq!(
            standard_info_line(&info, false, false),
            "info depth 3 seldepth 5 score cp 35 nodes 612 nps 612000 hashfull 1 time 0"
        );
    }
}
