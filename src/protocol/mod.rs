//! The engine process: the first line picks the dialect, and the catalogue
//! (`crate::games`) the game that dialect speaks (USI → shogi, UCCI → xiangqi, UCI → xiangqi the Pikafish way), then a
//! [`controller::Controller`] applies commands in order and is the only writer to stdout.
//! In USI a variant option that names another game the protocol speaks (`USI_Variant`
//! `minishogi`) hands the session, options and all, to that game's controller.
//! `xboard` starts a CECP session instead ([`xboard`]), which keeps the game itself, as
//! CECP engines do, and serves every game (the GUI picks one with `variant`).
//!
//! Threads: `io` runs the stdin pump with its fast path for `quit`, `stop` and `ponderhit`;
//! the controller runs on the main thread; searches run on their own threads and talk to
//! the controller through channels only.
//!
//! Parsing is hand-written (`tokens`, `command`, `go`, one file per dialect): the
//! vampirc-uci crate only reads chess UCI (see the README design notes).

pub mod book_options;
pub mod command;
pub mod controller;
pub mod debug_log;
pub mod dialect;
pub mod go;
pub mod io;
pub mod limits;
pub mod options;
pub mod session;
pub mod strength;
pub mod tokens;
pub mod ucci;
pub mod uci;
pub mod usi;
pub mod xboard;

use crate::game::Game;
use crate::game::Protocol;
use crate::games::{self, GameId, GameVisitor};
use command::quote;
use crossbeam_channel::unbounded;
use io::{FastPath, Input, Output};
use std::sync::Arc;
use tokens::Tokens;

/// Runs the protocol loop on stdin/stdout until `quit` or EOF; returns the exit code.
pub fn run() -> i32 {
    let (sender, input) = unbounded();
    let fast = Arc::new(FastPath::default());
    io::spawn_reader(std::io::stdin(), sender, Arc::clone(&fast));
    let mut out = Output::new(std::io::stdout());
    // Boot state: nothing on stdout until the dialect is known (some clients take any
    // unexpected first line as an error).
    loop {
        let text = match input.recv() {
            Ok(Input::Line { text, .. }) => text,
            Ok(Input::TooLong) => {
                out.line(&format!(
                    "info string error: line longer than {} bytes ignored",
                    io::MAX_LINE_BYTES
                ));
                continue;
            }
            Ok(Input::Eof) | Err(_) => return 0,
        };
        let tokens = Tokens::new(&text);
        let Some(word) = tokens.get(0) else { continue };
        if let Some(protocol) = Protocol::from_word(word) {
            // Every protocol speaks a game (a catalogue test checks it); its first is the
            // one a session starts with.
            if let Some(game) = games::speaking(protocol).next() {
                let session = self::session::Session {
                    input,
                    fast,
                    out,
                    carried: None,
                };
                return serve(game, protocol, session);
            }
        }
        if word.eq_ignore_ascii_case("quit") {
            return 0;
        }
        let words = Protocol::ALL.map(Protocol::word);
        out.line(&format!(
            "info string error: expected {} first (got '{}')",
            games::one_of(&words),
            quote(word)
        ));
    }
}

/// Runs `game` in `protocol`, and the game each variant option switches to after it,
/// until `quit` or EOF; returns the exit code.
fn serve(mut game: GameId, protocol: Protocol, mut session: self::session::Session) -> i32 {
    loop {
        match games::with_game(game, Engine { protocol, session }) {
            self::session::Ended::Quit(code) => return code,
            self::session::Ended::Switch {
                variant,
                session: rest,
            } => {
                session = rest;
                // The option table only accepts names of games this protocol speaks.
                if let Some(next) =
                    games::speaking(protocol).find(|g| g.info().has_variant(&variant))
                {
                    game = next;
                }
            }
        }
    }
}

/// The engine process of one game in one protocol, for [`games::with_game`].
struct Engine {
    protocol: Protocol,
    session: self::session::Session,
}

impl GameVisitor for Engine {
    type Output = self::session::Ended;
    fn visit<G: Game>(self) -> self::session::Ended {
        self::session::run::<G>(self.protocol, self.session)
    }
}
