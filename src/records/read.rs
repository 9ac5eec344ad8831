//! The game records `kirin book build` reads, told apart by the file's extension:
//! `.csa` CSA ([`super::csa_read`], games of SFEN positions: shogi, minishogi), `.pgn` PGN
//! ([`super::pgn_read`], xiangqi), anything else the JSON lines of `kirin match -out`
//! (`crate::records::result`). Each reader gives every game as a [`Played`], moves
//! in the engine's notation with their line numbers, or the line and reason of the one
//! problem that keeps the game out; legality is left to the replay of the rules.

use crate::game::Game;
use crate::records::json::{self, HeaderLine};
use crate::records::result::{GameRecord, GameResult};
use std::path::Path;

/// One game of a record file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// The line the game starts on.
    pub line: usize,
    /// The start position, in the game's notation (SFEN, FEN).
    pub start: String,
    /// Each move in the engine's notation (USI, ICCS) with the line it is on.
    pub moves: Vec<(usize, String)>,
    /// The result; `None` when the record has none (an interrupted game): its moves
    /// count, its result does not.
    pub result: Option<GameResult>,
}

/// A game that cannot be read: the line of the problem and why.
pub type Problem = (usize, String);

/// What a record file holds, item by item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A game.
    Game(Played),
    /// A game that cannot be read (it counts as read and left out).
    Unreadable(Problem),
    /// A line that is not a game at all (in a JSON-lines file).
    NotAGame(Problem),
}

/// The items of games read as `Ok` or `Err`.
fn items(games: Vec<Result<Played, Problem>>) -> Vec<Item> {
    games
        .into_iter()
        .map(|g| g.map_or_else(Item::Unreadable, Item::Game))
        .collect()
}

/// The record formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    JsonLines,
    Csa,
    Pgn,
}

impl Format {
    fn of(path: &Path) -> Format {
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        match extension.to_ascii_lowercase().as_str() {
            "csa" => Format::Csa,
            "pgn" => Format::Pgn,
            _ => Format::JsonLines,
        }
    }
}

/// The games of the record file at `path`, for game `G`; `Err` when the file cannot be
/// read or is of a format `G` has no records in.
pub fn read<G: Game>(path: &Path) -> Result<Vec<Item>, String> {
    let shown = path.display();
    let format = Format::of(path);
    let word = G::INFO.position_word;
    match format {
        Format::Csa if word != "sfen" => {
            return Err(format!(
                "{shown}: CSA records are of shogi games, not {}",
                G::INFO.name
            ))
        }
        Format::Pgn if word != "fen" => {
            return Err(format!(
                "{shown}: PGN records are of xiangqi, not {}",
                G::INFO.name
            ))
        }
        _ => {}
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let text = String::from_utf8_lossy(&bytes);
    let start = || G::startpos().to_fen();
    Ok(match format {
        Format::Csa => items(super::csa_read::read(&text, &start())),
        Format::Pgn => items(super::pgn_read::read(&text, &start())),
        Format::JsonLines => json_lines(&text),
    })
}

/// The games of a `kirin match -out` results file; a line that is neither the header
/// nor a game is a problem.
fn json_lines(text: &str) -> Vec<Item> {
    let mut games = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        if line.trim().is_empty() {
            continue;
        }
        match GameRecord::from_json(line) {
            Ok(record) => games.push(Item::Game(Played {
                line: number,
                start: record.start_fen,
                moves: record.moves.into_iter().map(|m| (number, m)).collect(),
                result: Some(record.result),
            })),
            Err(_)
                if json::from_line::<HeaderLine>(line).is_ok_and(|h| h.kirin_match.is_some()) => {}
            Err(e) => games.push(Item::NotAGame((number, format!("not a game record: {e}")))),
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::result::Ending;
    use crate::records::{csa, pgn};
    use crate::{shogi, xiangqi};

    fn record(start: &str, moves: &[&str], result: GameResult, ending: Ending) -> GameRecord {
        GameRecord {
            id: 0,
            round: 1,
            pair: 0,
            players: ["a".into(), "b".into()],
            opening: None,
            start_fen: start.into(),
            standard_start: true,
            book_plies: 0,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            times_ms: vec![1000; moves.len()],
            scores: vec![],
            result,
            ending,
            reason: "test".into(),
            detail: None,
            time_control: "1+0".into(),
            date: "2026.12.03".into(),
        }
    }

    #[test]
    fn what_kirin_match_writes_reads_back() {
        let moves = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"];
        // An adjudicated loss is written as %TORYO; the comment keeps who lost.
        let r = record(
            shogi::START_SFEN,
            &moves,
            GameResult::SecondWins,
            Ending::AdjudicatedLoss,
        );
        let text = csa::game(&r, "e") + "/\n" + &csa::game(&r, "e");
        let games = super::super::csa_read::read(&text, shogi::START_SFEN);
        assert_eq!(games.len(), 2);
        for game in games {
            let game = game.unwrap();
            assert_eq!(game.start, shogi::START_SFEN);
            let read: Vec<&str> = game.moves.iter().map(|(_, m)| m.as_str()).collect();
            assert_eq!(read, moves);
            assert_eq!(game.result, Some(GameResult::SecondWins));
        }
        let moves = ["h2e2", "h9g7", "h0g2"];
        let r = record(
            xiangqi::START_FEN,
            &moves,
            GameResult::Draw,
            Ending::MoveCap,
        );
        let text = pgn::game(&r, "e").repeat(2);
        let games = super::super::pgn_read::read(&text, "");
        assert_eq!(games.len(), 2);
        for game in games {
            let game = game.unwrap();
            assert_eq!(game.start, xiangqi::START_FEN);
            let read: Vec<&str> = game.moves.iter().map(|(_, m)| m.as_str()).collect();
            assert_eq!(read, moves);
            assert_eq!(game.result, Some(GameResult::Draw));
        }
    }
}
