//! What differs between USI, UCCI and UCI-X, behind one trait: the handshake words,
//! the option table, how a line is parsed, and how replies are written. The controller
//! is generic over it (`Controller<G, D: Dialect>`) and speaks in [`Reply`] values only;
//! [`Dialect::format`] turns them into protocol lines, so each dialect's quirks live in
//! its own file (`usi.rs`, `ucci.rs`, `uci.rs`), the words they share here, and nowhere
//! else.

use super::command::{Command, ParseError};
use super::options::{OptionId, OptionSpec, OptionSyntax, OptionTable};
use crate::game::Protocol;
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

/// A progress report of the mate solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateProgressText {
    /// Nodes so far.
    pub nodes: u64,
    /// Nodes per second of the solver.
    pub nps: u64,
    /// Solver table fill, per mille.
    pub hashfull: u32,
    /// Milliseconds since `go`.
    pub time_ms: u64,
}

/// What the hash table holds for one position, its move in wire notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HashEntryText {
    /// The stored move, if any.
    pub best: Option<String>,
    /// The stored score.
    pub score: ReportedScore,
    /// The stored draft, at least 0.
    pub depth: i32,
    /// The true score is at least `score`.
    pub lower: bool,
    /// The true score is at most `score`.
    pub upper: bool,
}

/// One thing the engine tells the GUI, in no dialect's words yet (moves already in wire
/// notation). [`Dialect::format`] writes it; a reply a dialect has no words for (the
/// tsume answers outside USI, the hash probe outside UCCI) is never produced there and
/// writes nothing.
#[derive(Clone, Debug)]
pub enum Reply<'a> {
    /// The `id` lines of the handshake.
    Identity,
    /// The declared options.
    Options(&'a OptionTable),
    /// The end of the handshake block.
    HandshakeDone,
    /// The ready answer to `isready`.
    Ready,
    /// A search report; `show_multipv` asks for its line rank.
    Info {
        /// The report.
        info: &'a InfoText,
        /// Write the `multipv` field.
        show_multipv: bool,
    },
    /// A message for the user (`info string`).
    Text(&'a str),
    /// The end of a search: a move to play, a win declaration, or none.
    Terminal(Terminal),
    /// A progress report of the mate solver.
    MateProgress(MateProgressText),
    /// A mate the solver proved, as the report of its mating line.
    MateFound(&'a InfoText),
    /// The solver proved that there is no mate.
    NoMate,
    /// The solver ended without a proof either way (limit, stop or internal error).
    MateUnknown,
    /// What the hash table holds for a probed position (`None`: nothing).
    HashEntry(Option<HashEntryText>),
    /// The last line before the engine exits.
    Goodbye,
}

/// What a dialect's mate search request is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateSearch {
    /// USI `go mate`: the tsume solver alone, answered with its own mate answer
    /// ([`Reply::MateFound`], [`Reply::NoMate`], [`Reply::MateUnknown`]), never a best
    /// move.
    Tsume,
    /// `go mate <n>` (UCCI, UCI-X): the solver first, and the alpha-beta search when it
    /// has no mate; always answered with a best move.
    MateInMoves,
}

/// A protocol dialect.
pub trait Dialect: Send + 'static {
    /// The protocol this dialect speaks (its handshake word is `PROTOCOL.word()`).
    const PROTOCOL: Protocol;
    /// Declared options.
    const OPTIONS: &'static [OptionSpec];
    /// How option lines are written.
    const OPTION_SYNTAX: OptionSyntax;
    /// What a mate search request means here.
    const MATE_SEARCH: MateSearch = MateSearch::MateInMoves;
    /// `go depth 0` asks for no search at all (UCCI 3.0: "static evaluation only") and
    /// is answered with [`Terminal::NoLegalMove`]'s words.
    const DEPTH_ZERO_SEARCHES_NOTHING: bool = false;
    /// `multipv` is written on every `info` line (UCI-X), not only when `MultiPV` > 1
    /// (USI).
    const MULTIPV_ALWAYS_SHOWN: bool = false;

    /// A dialect in its initial state.
    fn new() -> Self;
    /// Parses one non-empty line; problems with single fields go to `warnings`.
    fn parse(&self, line: &str, warnings: &mut Vec<String>) -> Result<Command, ParseError>;
    /// The lines of one reply (none for a reply this dialect has no words for).
    fn format(&self, reply: &Reply) -> Vec<String>;
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
}

/// The words all three dialects share: the `id` lines, the option list, the end of the
/// handshake (`ok_word`), the ready answer, `info string`, and the solver's progress
/// line (`info nodes … nps … hashfull … time …`). Nothing for the other replies, which
/// each dialect writes itself.
pub fn shared_lines(reply: &Reply, syntax: OptionSyntax, ok_word: &str) -> Vec<String> {
    match reply {
        Reply::Identity => vec![
            format!("id name {ENGINE_NAME}"),
            format!("id author {ENGINE_AUTHOR}"),
        ],
        Reply::Options(options) => options.lines(syntax),
        Reply::HandshakeDone => vec![ok_word.to_string()],
        Reply::Ready => vec!["readyok".to_string()],
        Reply::Text(text) => vec![format!("info string {text}")],
        Reply::MateProgress(p) => vec![format!(
            "info nodes {} nps {} hashfull {} time {}",
            p.nodes, p.nps, p.hashfull, p.time_ms
        )],
        Reply::Info { .. }
        | Reply::Terminal(_)
        | Reply::MateFound(_)
        | Reply::NoMate
        | Reply::MateUnknown
        | Reply::HashEntry(_)
        | Reply::Goodbye => Vec::new(),
    }
}

/// A solver's mate where the answer is a best move (UCCI, UCI-X): the first move of the
/// mating line, the second as the ponder move.
pub fn mate_best_move_line(mate: &InfoText) -> Option<String> {
    let best = mate.pv.first()?;
    Some(bestmove_line(best, mate.pv.get(1).map(String::as_str)))
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

/// The last line of a search of the shell's `kirin bench`: USI words whatever the game
/// (the shell speaks no dialect), without a ponder move and without the info line USI
/// puts before a resignation.
pub fn shell_terminal_line(terminal: &Terminal) -> String {
    match terminal {
        Terminal::Move { best, .. } => bestmove_line(best, None),
        Terminal::DeclareWin => "bestmove win".to_string(),
        Terminal::NoLegalMove => "bestmove resign".to_string(),
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
