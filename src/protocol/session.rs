//! Game-specific glue of the protocol layer: the few things a dialect needs to know about
//! one game that the `Game` trait does not say. Today: the xiangqi 1-10 rank notation of
//! UCI-X (Fairy-Stockfish's convention; read and written by the rules core's
//! `xiangqi::moves`), and [`configure`], through which the game's rule options reach a
//! position. Also [`run`], the engine process of one game in one protocol.

use super::controller::Controller;
use super::debug_log::DebugLog;
use super::io::{FastPath, Input, Output};
use super::options::{OptionTable, Value};
use super::ucci::Ucci;
use super::uci::Uci;
use super::usi::Usi;
use super::xboard;
use crate::game::{Game, Protocol};
use crate::xiangqi;
use crate::xiangqi::moves::RankNumbering;
use crossbeam_channel::Receiver;
use std::io::Stdout;
use std::sync::Arc;

/// ICCS (`h0g2`, ranks 0-9) to the 1-10 notation (`h1g3`), with the rules core's move
/// reader and writer. Text that is not an ICCS move is returned unchanged.
pub fn iccs_to_one_based(text: &str) -> String {
    match xiangqi::moves::parse_move(text, RankNumbering::FromZero) {
        Ok(m) => xiangqi::moves::format_move_ranks_from_one(m),
        Err(_) => text.to_string(),
    }
}

/// The 1-10 notation (`h10g8`) to ICCS (`h9g7`); `Err` when the text is not a move in
/// the 1-10 notation.
pub fn one_based_to_iccs(text: &str) -> Result<String, String> {
    xiangqi::moves::parse_move_ranks_from_one(text)
        .map(|m| xiangqi::moves::format_move(m, RankNumbering::FromZero))
        .map_err(|e| format!("{e} in the 1-10 rank notation"))
}

/// Applies the values of the game's rule options ([`crate::game::GameInfo::rule_options`],
/// shogi `EnteringKingRule`) in `options` to a freshly set up position. Returns a notice
/// for `info string` if a value cannot be honoured.
pub fn configure<G: Game>(position: &mut G, options: &OptionTable) -> Option<String> {
    let mut notice = None;
    for &name in G::INFO.rule_options {
        let value = match options.find(name).and_then(|spec| options.value(spec.id)) {
            Some(Value::Text(text)) => text.clone(),
            Some(Value::Int(n)) => n.to_string(),
            Some(Value::Bool(b)) => b.to_string(),
            Some(Value::None) | None => continue,
        };
        if let Err(e) = position.set_rule(name, &value) {
            notice = Some(e);
        }
    }
    notice
}

/// The engine process after its first line: the reader's channel, its fast path, stdout.
pub struct Session {
    /// Lines from the stdin reader.
    pub input: Receiver<Input>,
    /// What the reader shares with the controller (`quit`, `stop`, `ponderhit`).
    pub fast: Arc<FastPath>,
    /// Protocol output.
    pub out: Output<Stdout>,
    /// What an earlier game of the same session hands over (`None`: a fresh handshake).
    pub carried: Option<Carried>,
}

/// What a game's controller hands to the next when a variant option switches games in
/// one protocol session: the options as set (the handshake is not repeated) and the
/// protocol log.
pub struct Carried {
    /// The option values, the variant option naming the new game.
    pub options: OptionTable,
    /// The protocol log, open or not.
    pub log: DebugLog,
}

/// How one game's part of a protocol session ended.
pub enum Ended {
    /// `quit` or EOF, with the exit code.
    Quit(i32),
    /// A variant option named another game that the protocol speaks.
    Switch {
        /// The variant name, as the option table accepted it.
        variant: String,
        /// The rest of the session.
        session: Session,
    },
}

/// Runs game `G` in `protocol` (one the game declares: the catalogue only hands over
/// those) until `quit`, EOF or a variant option naming another game.
pub fn run<G: Game>(protocol: Protocol, session: Session) -> Ended {
    match protocol {
        Protocol::Usi => Controller::<G, Usi>::new(session).run(),
        Protocol::Ucci => Controller::<G, Ucci>::new(session).run(),
        Protocol::Uci => Controller::<G, Uci>::new(session).run(),
        // One CECP session serves every game (`variant` switches): it starts from here.
        Protocol::Xboard => Ended::Quit(xboard::serve(session.input, session.fast, session.out)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_conversion_round_trips() {
        assert_eq!(iccs_to_one_based("h2e2"), "h3e3");
        assert_eq!(iccs_to_one_based("h9g7"), "h10g8");
        assert_eq!(iccs_to_one_based("b0c2"), "b1c3");
        assert_eq!(iccs_to_one_based("(none)"), "(none)");
        assert_eq!(one_based_to_iccs("h10g8"), Ok("h9g7".into()));
        assert_eq!(one_based_to_iccs("h3e3"), Ok("h2e2".into()));
        assert_eq!(one_based_to_iccs("b3b10"), Ok("b2b9".into()));
        for bad in [
            "h0g2", "h11g2", "h01g2", "j1a1", "h1", "", "h1g", "1h1g", "h10g8x", "h1*2",
        ] {
            assert!(one_based_to_iccs(bad).is_err(), "{bad}");
        }
        for file in b'a'..=b'i' {
            for rank in 0..=9u32 {
                let m = format!("{}{rank}a{}", file as char, 9 - rank);
                assert_eq!(one_based_to_iccs(&iccs_to_one_based(&m)), Ok(m));
            }
        }
    }
}
