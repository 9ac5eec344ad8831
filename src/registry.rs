//! The games Kirin plays, in one list, and the way from a game's declaration
//! ([`GameInfo`], its `Game::INFO`) to the code compiled for it: the engine process of a
//! protocol, the shell's `bench`, `kirin match`, `kirin check` and `kirin book`.
//! Everything that picks a game by a word (a protocol's handshake, `USI_Variant` /
//! `UCI_Variant`, `-variant`) asks here, so a new game is one line of [`GAMES`].
//!
//! A protocol's handshake starts the first game that protocol speaks. A variant option
//! accepts the names of every game its protocol speaks (USI: shogi and minishogi) and
//! switches to the game named, reporting any other; xboard switches on its `variant`
//! command.

use crate::bench::{self, BenchConfig, BenchSummary};
use crate::book::build::{self, BuildConfig, Summary};
use crate::book::merge::{self, MergeConfig};
use crate::book::synth::{self, SynthConfig};
use crate::check;
use crate::game::{Game, GameInfo, Protocol};
use crate::protocol::games::{self, Ended, Session};
use crate::protocol::xboard;
use crate::tournament::{cli, runner};
use crate::{minishogi, shogi, xiangqi};
use std::sync::OnceLock;

/// One registered game: its declaration and its entry points, each monomorphised for it.
#[derive(Debug)]
pub struct Registered {
    /// What the game declares about itself.
    pub info: GameInfo,
    /// Runs the engine process in one of the game's protocols until `quit`, EOF or a
    /// variant option naming another game.
    pub engine: fn(Protocol, Session) -> Ended,
    /// Runs the game's bench for the shell (`kirin bench`), printing as it goes.
    pub bench: fn(&BenchConfig) -> Result<BenchSummary, String>,
    /// Plays a `kirin match` run of the game; returns the exit code.
    pub play_match: fn(&cli::Config) -> Result<i32, String>,
    /// Runs `kirin check` on an engine of the game; returns the exit code.
    pub check: fn(&check::Config) -> i32,
    /// Writes a synthetic book of the game (`kirin book synth`); returns the positions
    /// written.
    pub synth_book: fn(&SynthConfig) -> std::io::Result<usize>,
    /// Builds a book from game records (`kirin book build`).
    pub build_book: fn(&BuildConfig) -> Result<Summary, String>,
    /// Merges books (`kirin book merge`).
    pub merge_books: fn(&MergeConfig) -> Result<Summary, String>,
    /// True when a line is a book position line of the game (`kirin book merge` finds
    /// the game of its books with it).
    pub reads_book_position: fn(&str) -> bool,
    /// Plays the game in a CECP session until `quit`, EOF or a `variant` that names
    /// another game.
    pub xboard: fn(&mut xboard::Session) -> xboard::Exit,
}

/// The entry of game `G`.
const fn register<G: Game>() -> Registered {
    Registered {
        info: G::INFO,
        engine: games::run::<G>,
        bench: bench::shell_run::<G>,
        play_match: runner::run::<G>,
        check: check::run::<G>,
        synth_book: synth::write::<G>,
        build_book: build::build::<G>,
        merge_books: merge::merge::<G>,
        reads_book_position: merge::reads_position::<G>,
        xboard: xboard::engine::run::<G>,
    }
}

/// Every game, in the order `kirin bench` runs them and messages list them.
pub static GAMES: &[Registered] = &[
    register::<shogi::Position>(),
    register::<xiangqi::Position>(),
    register::<minishogi::Position>(),
];

/// The game selected by the variant name `name` (any case), if one is registered.
pub fn by_variant(name: &str) -> Option<&'static Registered> {
    GAMES.iter().find(|g| g.info.has_variant(name))
}

/// The games `protocol` speaks; the first is the one its handshake starts.
pub fn speaking(protocol: Protocol) -> impl Iterator<Item = &'static Registered> {
    GAMES.iter().filter(move |g| g.info.speaks(protocol))
}

/// The variant names of every game `protocol` speaks, in registry order: what its
/// variant option accepts (a name of another game switches to it).
pub fn variants_spoken(protocol: Protocol) -> &'static [&'static str] {
    static LISTS: [OnceLock<Vec<&'static str>>; Protocol::ALL.len()] =
        [const { OnceLock::new() }; Protocol::ALL.len()];
    let index = Protocol::ALL
        .iter()
        .position(|&p| p == protocol)
        .unwrap_or(0);
    LISTS[index].get_or_init(|| {
        speaking(protocol)
            .flat_map(|g| g.info.variants)
            .copied()
            .collect()
    })
}

/// The variant names of every game, for messages.
pub fn variant_names() -> Vec<&'static str> {
    GAMES
        .iter()
        .flat_map(|g| g.info.variants)
        .copied()
        .collect()
}

/// `template` with the registered games filled in, so that help texts never list games
/// by hand: `{games}` becomes `shogi|xiangqi`, `{game_list}` `shogi, xiangqi`, and
/// `{default_protocols}` `usi for shogi, ucci for xiangqi`.
pub fn fill_help(template: &str) -> String {
    let names: Vec<&str> = GAMES.iter().map(|g| g.info.name).collect();
    let defaults: Vec<String> = GAMES
        .iter()
        .map(|g| format!("{} for {}", g.info.default_protocol().word(), g.info.name))
        .collect();
    template
        .replace("{games}", &names.join("|"))
        .replace("{game_list}", &names.join(", "))
        .replace("{default_protocols}", &defaults.join(", "))
}

/// `a`, `a or b`, `a, b or c`: a list of choices for a message.
pub fn one_of(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [only] => only.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_benches_through_its_entry() {
        let shallow = BenchConfig {
            hash_mb: 1,
            threads: 1,
            depth: Some(1),
        };
        for game in GAMES {
            let info = &game.info;
            assert!(!info.bench_positions.is_empty(), "{}", info.name);
            assert!(info.bench_depth > 0, "{}", info.name);
            // Err names a position that does not parse.
            let summary = (game.bench)(&shallow).unwrap();
            assert!(
                summary.nodes >= info.bench_positions.len() as u64,
                "{}",
                info.name
            );
        }
    }

    #[test]
    fn every_protocol_speaks_a_game_and_names_select_one_game() {
        for protocol in Protocol::ALL {
            assert!(speaking(protocol).next().is_some(), "{protocol:?}");
        }
        let names = variant_names();
        for name in &names {
            assert_eq!(names.iter().filter(|n| *n == name).count(), 1, "{name}");
            assert!(by_variant(&name.to_ascii_uppercase()).is_some(), "{name}");
        }
        assert!(by_variant("chess").is_none());
        for game in GAMES {
            assert!(!game.info.variants.is_empty() && !game.info.protocols.is_empty());
        }
    }

    #[test]
    fn help_texts_name_every_game() {
        let filled = fill_help("-variant {games} ({game_list}; {default_protocols})");
        assert!(!filled.contains('{'), "{filled}");
        for game in GAMES {
            assert!(filled.contains(game.info.name), "{filled}");
        }
        assert!(filled.contains("usi for shogi"), "{filled}");
        for help in [crate::tournament::cli::HELP, check::HELP, synth::USAGE] {
            assert!(help.contains("{games}") || help.contains("{game_list}"));
            assert!(!fill_help(help).contains("{game"), "{help}");
        }
    }

    #[test]
    fn choices_read_as_a_list() {
        assert_eq!(one_of(&["usi"]), "usi");
        assert_eq!(one_of(&["ucci", "uci"]), "ucci or uci");
        assert_eq!(one_of(&["usi", "ucci", "uci"]), "usi, ucci or uci");
    }
}
