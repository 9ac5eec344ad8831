//! Game-specific glue of the protocol layer: the few things a dialect needs to know about
//! one game that the `Game` trait does not say. Today: the xiangqi 1-10 rank notation of
//! UCI-X (Fairy-Stockfish's convention; read and written by the rules core's
//! `xiangqi::moves`), and the hook through which options reach a position
//! ([`ProtocolGame::configure`], the shogi `EnteringKingRule`), and the game's ply count
//! the opening book reads ([`ProtocolGame::game_ply`]), and XBoard's notation of the game
//! (`xboard::notation`). Also [`run`], the engine
//! process of one game in one protocol, which `crate::registry` starts.

use super::controller::Controller;
use super::debug_log::DebugLog;
use super::io::{FastPath, Input, Output};
use super::options::{OptionId, OptionTable, Value};
use super::ucci::Ucci;
use super::uci::Uci;
use super::usi::Usi;
use super::xboard::{self, notation};
use crate::game::{Game, Protocol};
use crate::xiangqi::moves::RankNumbering;
use crate::{shogi, xiangqi};
use crossbeam_channel::Receiver;
use std::io::Stdout;
use std::sync::Arc;

/// A game the protocol controller can drive: `Game` plus option hooks.
pub trait ProtocolGame: Game {
    /// Applies game-rule options (shogi `EnteringKingRule`, ...) to a freshly set up
    /// position. Returns a notice for `info string` if an option cannot be honoured.
    fn configure(&mut self, _options: &OptionTable) -> Option<String> {
        None
    }
    /// The number of the ply about to be played in the game, from 1 (the opening book
    /// answers up to `BookMoves`): counted from the position text's move number, so a
    /// GUI that sends the position after the moves, not the moves, gets the same answer.
    fn game_ply(&self) -> u32;
    /// A move in the game's wire notation, written the way XBoard writes it.
    fn xboard_move_out(wire: &str) -> String;
    /// A move as XBoard writes it, in the game's wire notation (`Err`: malformed).
    fn xboard_move_in(text: &str) -> Result<String, String>;
    /// A position as XBoard's `setboard` writes it, as the game's SFEN / FEN.
    fn xboard_position_in(text: &str) -> Result<String, String>;
}

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

/// Shogi: `EnteringKingRule` and `MaxMovesToDraw` live in the position, which judges
/// `declare_win` and the move-count draw with them.
impl ProtocolGame for shogi::Position {
    fn configure(&mut self, options: &OptionTable) -> Option<String> {
        let mut notice = None;
        if let Some(Value::Text(rule)) = options.value(OptionId::EnteringKingRule) {
            match rule.parse::<shogi::EnteringKingRule>() {
                Ok(rule) => self.set_entering_king_rule(rule),
                Err(e) => notice = Some(e.to_string()),
            }
        }
        let max_moves = options.int(OptionId::MaxMovesToDraw, 0);
        self.set_max_moves_to_draw(u32::try_from(max_moves).unwrap_or(0));
        notice
    }

    /// The SFEN move number is the ply number already.
    fn game_ply(&self) -> u32 {
        self.move_number()
    }

    fn xboard_move_out(wire: &str) -> String {
        notation::shogi_move_out(wire)
    }

    fn xboard_move_in(text: &str) -> Result<String, String> {
        notation::shogi_move_in(text)
    }

    fn xboard_position_in(text: &str) -> Result<String, String> {
        notation::shogi_fen_in(text)
    }
}

/// Xiangqi has no rule options in UCCI or UCI-X.
impl ProtocolGame for xiangqi::Position {
    /// Two plies per FEN move number, Red's first.
    fn game_ply(&self) -> u32 {
        let black = u32::from(self.side() == xiangqi::Color::Black);
        self.move_number().saturating_sub(1).saturating_mul(2) + black + 1
    }

    /// XBoard numbers xiangqi ranks 0-9, as ICCS does.
    fn xboard_move_out(wire: &str) -> String {
        wire.to_string()
    }

    fn xboard_move_in(text: &str) -> Result<String, String> {
        notation::xiangqi_move_in(text)
    }

    fn xboard_position_in(text: &str) -> Result<String, String> {
        notation::xiangqi_fen_in(text)
    }
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

/// Runs game `G` in `protocol` (one the game declares: the registry only hands over
/// those) until `quit`, EOF or a variant option naming another game.
pub fn run<G: ProtocolGame>(protocol: Protocol, session: Session) -> Ended {
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
