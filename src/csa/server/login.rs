//! The `LOGIN <id> <password>` line and the game name inside the password: who the player
//! is, which game it wants to play (the name two players must share to be paired), the
//! clock that name asks for and the colour the player wishes.
//!
//! A game name is `[<prefix>_]<anything>-<total>-<byoyomi>` or
//! `[<prefix>_]<anything>-<total>-<increment>F` (Fischer), optionally followed by `-B` or
//! `-W`: the player wants Black or White. The password is the game name, or
//! `<gamename>,<trip>` (floodgate's tripcode, accepted and ignored). Names and ids are kept
//! to a small character set so that they can go into a `Game_ID` that is a file name.

use crate::shogi::Color;

/// The longest player id (shogi-server's bound).
pub const MAX_ID_LEN: usize = 32;
/// The longest game name accepted; a guard against absurd `Game_ID` file names.
pub const MAX_GAME_NAME_LEN: usize = 128;
/// The largest clock number a game name may ask for, in units: far above any real game,
/// small enough that converting to milliseconds cannot overflow.
pub const MAX_CLOCK_NUMBER: u64 = 1_000_000_000;

/// A successful `LOGIN` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Login {
    /// The player's id (`Name+` / `Name-` in the summary).
    pub id: String,
    /// The game the player asks for.
    pub game: GameName,
}

/// A game name read from a password.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameName {
    /// The name without the `-B` / `-W` wish: players with the same one are paired.
    pub name: String,
    /// `Total_Time`, in the server's time unit.
    pub total: u64,
    /// `Byoyomi`, in the server's time unit (0 for a Fischer game).
    pub byoyomi: u64,
    /// `Increment`, in the server's time unit (0 for a byoyomi game).
    pub increment: u64,
    /// The colour the player wants, when it said (`-B` / `-W`).
    pub wish: Option<Color>,
}

/// True for a character allowed in ids and game names: letters, digits, `_ @ . -`.
fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '@' | '.' | '-')
}

/// A player id: 1 to [`MAX_ID_LEN`] name characters.
pub fn is_valid_id(id: &str) -> bool {
    (1..=MAX_ID_LEN).contains(&id.len()) && id.chars().all(is_name_char)
}

/// Reads a `LOGIN` line (exactly three tokens); `None` when it is not a valid login.
pub fn parse_login(line: &str) -> Option<Login> {
    let mut tokens = line.split_whitespace();
    let (Some("LOGIN"), Some(id), Some(password), None) =
        (tokens.next(), tokens.next(), tokens.next(), tokens.next())
    else {
        return None;
    };
    if !is_valid_id(id) {
        return None;
    }
    // The tripcode after the comma only identifies the player on floodgate's rating page.
    let game_text = password.split_once(',').map_or(password, |(name, _)| name);
    Some(Login {
        id: id.to_string(),
        game: parse_game_name(game_text)?,
    })
}

/// A clock number of a game name.
fn clock_number(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&n| n <= MAX_CLOCK_NUMBER)
}

/// Reads a game name (see the module doc); `None` when it is not one.
pub fn parse_game_name(text: &str) -> Option<GameName> {
    if text.len() > MAX_GAME_NAME_LEN || !text.chars().all(is_name_char) {
        return None;
    }
    let wished = [("-B", Color::Black), ("-W", Color::White)]
        .iter()
        .find_map(|&(suffix, color)| Some((text.strip_suffix(suffix)?, color)))
        .and_then(|(name, color)| Some((parse_clock(name)?, color)));
    let (mut game, wish) = match wished {
        Some((game, color)) => (game, Some(color)),
        None => (parse_clock(text)?, None),
    };
    game.wish = wish;
    Some(game)
}

/// Reads `<anything>-<total>-<byoyomi>` or `<anything>-<total>-<increment>F`.
fn parse_clock(name: &str) -> Option<GameName> {
    let mut parts = name.rsplitn(3, '-');
    let last = parts.next()?;
    let total = clock_number(parts.next()?)?;
    let anything = parts.next()?;
    if anything.is_empty() {
        return None;
    }
    let (byoyomi, increment) = match last.strip_suffix('F') {
        Some(increment) => (0, clock_number(increment)?),
        None => (clock_number(last)?, 0),
    };
    Some(GameName {
        name: name.to_string(),
        total,
        byoyomi,
        increment,
        wish: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_names_with_byoyomi_fischer_and_colour_wishes() {
        let g = parse_game_name("floodgate-300-10").unwrap();
        assert_eq!(
            (g.total, g.byoyomi, g.increment, g.wish),
            (300, 10, 0, None)
        );
        let g = parse_game_name("floodgate-300-10F").unwrap();
        assert_eq!((g.total, g.byoyomi, g.increment), (300, 0, 10));
        let g = parse_game_name("hc2p_test-600-0-W").unwrap();
        assert_eq!(g.name, "hc2p_test-600-0");
        assert_eq!(g.wish, Some(Color::White));
        let g = parse_game_name("a-b-1-2F-B").unwrap();
        assert_eq!((g.name.as_str(), g.increment), ("a-b-1-2F", 2));
        assert_eq!(g.wish, Some(Color::Black));
        for bad in [
            "floodgate",
            "-300-10",
            "x-300",
            "x-300-1G",
            "x-y-10",
            "x--10",
            "x-300-10-X",
            "x/y-300-10",
            "x+y-300-10",
            "x-99999999999999999999-0",
        ] {
            assert_eq!(parse_game_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn login_lines() {
        let l = parse_login("LOGIN alice floodgate-300-10F,trip").unwrap();
        assert_eq!(l.id, "alice");
        assert_eq!(l.game.name, "floodgate-300-10F");
        assert!(parse_login("LOGIN alice floodgate-300-10F extra").is_none());
        assert!(parse_login("LOGIN alice").is_none());
        assert!(parse_login("LOGIN al+ce x-1-1").is_none());
        assert!(parse_login(&format!("LOGIN {} x-1-1", "a".repeat(33))).is_none());
        assert!(parse_login("LOGIN bob x-1-\u{fffd}").is_none());
        assert!(parse_login("login bob x-1-1").is_none());
    }
}
