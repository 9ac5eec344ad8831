//! The catalogue of the games Kirin plays: one [`GameId`] per game, the lookups that pick
//! a game by a word (a protocol's handshake, `USI_Variant` / `UCI_Variant`, `-variant`),
//! and [`with_game`], which runs code written for any [`Game`] with the game's type. The
//! catalogue knows nothing of the front ends: each of them (the engine process, `kirin
//! match`, `kirin check`, `kirin book`, `bench`) is a [`GameVisitor`] that the catalogue
//! monomorphises per game. A new game is one [`GameId`] variant; the compiler points at
//! the arms to fill.
//!
//! The catalogue names the rules folders' position types, so it sits just above them:
//! the rules never import it.

pub use crate::core::text::one_of;
use crate::game::{Game, GameInfo, Protocol};
use crate::{minishogi, shogi, xiangqi};
use std::sync::OnceLock;

/// One game of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    /// Shogi (USI, xboard).
    Shogi,
    /// Xiangqi (UCCI, UCI, xboard).
    Xiangqi,
    /// Minishogi, 5x5 (USI).
    Minishogi,
}

/// Code written for any game, run with a game's type by [`with_game`].
pub trait GameVisitor {
    /// What the code returns.
    type Output;
    /// Runs the code for game `G`.
    fn visit<G: Game>(self) -> Self::Output;
}

/// Runs `visitor` with the type of game `id`.
pub fn with_game<V: GameVisitor>(id: GameId, visitor: V) -> V::Output {
    match id {
        GameId::Shogi => visitor.visit::<shogi::Position>(),
        GameId::Xiangqi => visitor.visit::<xiangqi::Position>(),
        GameId::Minishogi => visitor.visit::<minishogi::Position>(),
    }
}

impl GameId {
    /// Every game, in the order `kirin bench` runs them and messages list them.
    pub const ALL: [GameId; 3] = [GameId::Shogi, GameId::Xiangqi, GameId::Minishogi];

    /// What the game declares about itself.
    pub const fn info(self) -> &'static GameInfo {
        match self {
            GameId::Shogi => &<shogi::Position as Game>::INFO,
            GameId::Xiangqi => &<xiangqi::Position as Game>::INFO,
            GameId::Minishogi => &<minishogi::Position as Game>::INFO,
        }
    }
}

/// The game selected by the variant name `name` (any case), if there is one.
pub fn by_variant(name: &str) -> Option<GameId> {
    GameId::ALL.into_iter().find(|g| g.info().has_variant(name))
}

/// The games `protocol` speaks; the first is the one its handshake starts.
pub fn speaking(protocol: Protocol) -> impl Iterator<Item = GameId> {
    GameId::ALL
        .into_iter()
        .filter(move |g| g.info().speaks(protocol))
}

/// The variant names of every game `protocol` speaks, in catalogue order: what its
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
            .flat_map(|g| g.info().variants)
            .copied()
            .collect()
    })
}

/// The variant names of every game, for messages.
pub fn variant_names() -> Vec<&'static str> {
    GameId::ALL
        .into_iter()
        .flat_map(|g| g.info().variants)
        .copied()
        .collect()
}

/// `template` with the catalogue's games filled in, so that help texts never list games
/// by hand: `{games}` becomes `shogi|xiangqi`, `{game_list}` `shogi, xiangqi`, and
/// `{default_protocols}` `usi for shogi, ucci for xiangqi`.
pub fn fill_help(template: &str) -> String {
    let names: Vec<&str> = GameId::ALL.iter().map(|g| g.info().name).collect();
    let defaults: Vec<String> = GameId::ALL
        .iter()
        .map(|g| {
            let info = g.info();
            format!("{} for {}", info.default_protocol().word(), info.name)
        })
        .collect();
    template
        .replace("{games}", &names.join("|"))
        .replace("{game_list}", &names.join(", "))
        .replace("{default_protocols}", &defaults.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads the game's name through its type, to check that `with_game` hands over the
    /// type `info` describes.
    struct Name;
    impl GameVisitor for Name {
        type Output = &'static str;
        fn visit<G: Game>(self) -> &'static str {
            G::INFO.name
        }
    }

    #[test]
    fn every_game_is_visited_with_its_own_type() {
        for id in GameId::ALL {
            assert_eq!(with_game(id, Name), id.info().name);
            assert!(!id.info().bench_positions.is_empty(), "{id:?}");
            assert!(id.info().bench_depth > 0, "{id:?}");
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
        for game in GameId::ALL {
            let info = game.info();
            assert!(!info.variants.is_empty() && !info.protocols.is_empty());
        }
        assert_eq!(variants_spoken(Protocol::Usi), ["shogi", "minishogi"]);
    }

    #[test]
    fn help_texts_name_every_game() {
        let filled = fill_help("-variant {games} ({game_list}; {default_protocols})");
        assert!(!filled.contains('{'), "{filled}");
        for game in GameId::ALL {
            assert!(filled.contains(game.info().name), "{filled}");
        }
        assert!(filled.contains("usi for shogi"), "{filled}");
    }
}
