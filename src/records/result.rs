//! A finished game as the runner keeps it: who played which side, from which position, the
//! moves, the clock use, the result and why. One record is one line of the JSON-lines log,
//! which is also the resume file and the source of the PGN/CSA files.

use super::json::{self, RecordLine};
use serde::{Deserialize, Serialize};

/// Result of a game from the first player's view (sente in shogi, red in xiangqi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// The first player won (`1-0`).
    #[serde(rename = "1-0")]
    FirstWins,
    /// The second player won (`0-1`).
    #[serde(rename = "0-1")]
    SecondWins,
    /// Drawn (`1/2-1/2`).
    #[serde(rename = "1/2-1/2")]
    Draw,
}

impl GameResult {
    /// PGN-style text.
    pub fn text(self) -> &'static str {
        match self {
            GameResult::FirstWins => "1-0",
            GameResult::SecondWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Parses [`GameResult::text`].
    pub fn parse(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::FirstWins),
            "0-1" => Some(GameResult::SecondWins),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// A win for side `index` (0 = first player).
    pub fn win_for(index: usize) -> GameResult {
        if index == 0 {
            GameResult::FirstWins
        } else {
            GameResult::SecondWins
        }
    }

    /// Half-points scored by side `index` (2 win, 1 draw, 0 loss).
    pub fn half_points(self, index: usize) -> u8 {
        match (self, index) {
            (GameResult::Draw, _) => 1,
            (GameResult::FirstWins, 0) | (GameResult::SecondWins, 1) => 2,
            _ => 0,
        }
    }
}

/// How a game ended; the log names it in snake case, as [`Ending::name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The rules ended it (`Game::terminal`): mate, no legal move, repetition verdicts,
    /// the 60-move rule, insufficient material.
    Rules,
    /// A verified entering-king declaration (`bestmove win`).
    Declaration,
    /// A `bestmove win` whose conditions did not hold: the declarer loses.
    FalseDeclaration,
    /// An engine resigned.
    Resignation,
    /// A move came after the allowance plus the margin.
    TimeForfeit,
    /// An illegal or unreadable move.
    IllegalMove,
    /// "No move" while legal moves existed.
    NoMove,
    /// The engine process died or closed its pipes.
    Crash,
    /// No handshake or `readyok` in time, or no move within the hang timeout.
    Unresponsive,
    /// The runner's move cap was reached.
    MoveCap,
    /// Resign adjudication by both engines' scores.
    AdjudicatedLoss,
    /// Draw adjudication by both engines' scores.
    AdjudicatedDraw,
}

const ENDING_NAMES: [(Ending, &str); 12] = [
    (Ending::Rules, "rules"),
    (Ending::Declaration, "declaration"),
    (Ending::FalseDeclaration, "false_declaration"),
    (Ending::Resignation, "resignation"),
    (Ending::TimeForfeit, "time_forfeit"),
    (Ending::IllegalMove, "illegal_move"),
    (Ending::NoMove, "no_move"),
    (Ending::Crash, "crash"),
    (Ending::Unresponsive, "unresponsive"),
    (Ending::MoveCap, "move_cap"),
    (Ending::AdjudicatedLoss, "adjudicated_loss"),
    (Ending::AdjudicatedDraw, "adjudicated_draw"),
];

impl Ending {
    /// Name in the log.
    pub fn name(self) -> &'static str {
        ENDING_NAMES
            .iter()
            .find(|(e, _)| *e == self)
            .map(|(_, n)| *n)
            .unwrap_or("rules")
    }

    /// Parses [`Ending::name`].
    pub fn parse(text: &str) -> Option<Ending> {
        ENDING_NAMES
            .iter()
            .find(|(_, n)| *n == text)
            .map(|(e, _)| *e)
    }

    /// True when an engine broke the protocol or the rules (the "errors" of a run).
    pub fn is_error(self) -> bool {
        matches!(
            self,
            Ending::FalseDeclaration
                | Ending::TimeForfeit
                | Ending::IllegalMove
                | Ending::NoMove
                | Ending::Crash
                | Ending::Unresponsive
        )
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Index in the schedule (stable across resumes).
    pub id: u64,
    /// Round number, from 1.
    pub round: u64,
    /// Pair index: the games of a pair share an opening with colours swapped.
    pub pair: u64,
    /// Engine names by side (0 = first player).
    pub players: [String; 2],
    /// Index of the opening in the openings file, if any.
    pub opening: Option<u64>,
    /// Start position (SFEN / FEN).
    pub start_fen: String,
    /// True when the start is the game's standard start.
    pub standard_start: bool,
    /// How many of `moves` came from the opening.
    pub book_plies: usize,
    /// Every move of the game in wire notation (USI / ICCS), opening included.
    pub moves: Vec<String>,
    /// Thinking time of each engine move, ms (one entry per move after the book).
    pub times_ms: Vec<u64>,
    /// Score each engine gave with its move, centipawns from the mover's view.
    pub scores: Vec<Option<i32>>,
    /// The result.
    pub result: GameResult,
    /// How it ended.
    pub ending: Ending,
    /// Reason in words, e.g. "checkmate", "illegal move 'x9x9' (not a move)".
    pub reason: String,
    /// What a rules verdict rests on, when the reason does not say it all (a xiangqi
    /// repetition: what each move of the cycle did, which article).
    pub detail: Option<String>,
    /// Time control(s) in words.
    pub time_control: String,
    /// Wall-clock date when the game ended, `YYYY.MM.DD`.
    pub date: String,
}

impl GameRecord {
    /// The record as one JSON line (no newline).
    pub fn to_json(&self) -> String {
        json::to_line(&RecordLine::from(self.clone()))
    }

    /// Reads a line written by [`GameRecord::to_json`].
    pub fn from_json(line: &str) -> Result<GameRecord, String> {
        json::from_line::<RecordLine>(line).map(GameRecord::from)
    }
}

/// The name of game `id`'s record file in a record directory: `game-NNNNN.EXTENSION`,
/// numbered from 1.
pub fn file_name(id: u64, extension: &str) -> String {
    format!("game-{:05}.{extension}", id + 1)
}

/// Today's date as `YYYY.MM.DD` (UTC), from the system clock, for PGN/CSA headers.
pub fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() / 86_400)
        .unwrap_or(0) as i64;
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn sample() -> GameRecord {
        GameRecord {
            id: 7,
            round: 2,
            pair: 3,
            players: ["A".into(), "B \"quoted\"".into()],
            opening: Some(1),
            start_fen: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1".into(),
            standard_start: true,
            book_plies: 1,
            moves: vec!["7g7f".into(), "3c3d".into(), "8h2b+".into()],
            times_ms: vec![12, 30],
            scores: vec![Some(-20), None],
            result: GameResult::SecondWins,
            ending: Ending::IllegalMove,
            reason: "illegal move 'x'".into(),
            detail: None,
            time_control: "1+0.01".into(),
            date: "2026.11.29".into(),
        }
    }

    #[test]
    fn json_round_trip() {
        let r = sample();
        assert_eq!(GameRecord::from_json(&r.to_json()), Ok(r.clone()));
        let mut none = r;
        none.opening = None;
        assert_eq!(
            GameRecord::from_json(&none.to_json()).unwrap().opening,
            None
        );
        assert!(GameRecord::from_json("{\"id\":1}").is_err());
    }

    #[test]
    fn results_and_endings() {
        assert_eq!(GameResult::FirstWins.half_points(0), 2);
        assert_eq!(GameResult::FirstWins.half_points(1), 0);
        assert_eq!(GameResult::Draw.half_points(1), 1);
        for (e, n) in ENDING_NAMES {
            assert_eq!(Ending::parse(n), Some(e));
            assert_eq!(json::to_line(&e), format!("\"{n}\""));
        }
        for r in [
            GameResult::FirstWins,
            GameResult::SecondWins,
            GameResult::Draw,
        ] {
            assert_eq!(json::to_line(&r), format!("\"{}\"", r.text()));
        }
        assert!(Ending::Crash.is_error());
        assert!(!Ending::Rules.is_error());
    }

    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
