//! One game's engine process in one protocol ([`run`]), what it hands to the next game
//! when a variant option switches games ([`Carried`]), and [`configure`], through which
//! the game's rule options reach a position.

use super::controller::Controller;
use super::debug_log::DebugLog;
use super::io::{FastPath, Input, Output};
use super::options::{OptionTable, Value};
use super::ucci::Ucci;
use super::uci::Uci;
use super::usi::Usi;
use super::xboard;
use crate::game::{Game, Protocol};
use crossbeam_channel::Receiver;
use std::io::Stdout;
use std::sync::Arc;

/// Applies the values of the game's rule options ([`crate::game::GameInfo::rule_options`],
/// shogi `EnteringKingRule`) in `options` to a freshly set up position. Returns a notice
/// for `info string` if a value cannot be honoured.
pub fn configure<G: Game>(position: &mut G, options: &OptionTable) -> Option<String> {
    let mut notice = None;
    for rule in G::INFO.rule_options {
        let name = rule.name;
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
