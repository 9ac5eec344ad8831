//! The lines of the results file as typed records, read and written by `serde_json`.
//!
//! [`HeaderLine`] is line 1 of a results file, [`RecordLine`] every further line (one
//! finished game). Their fields are the file's keys, in the order they are written; the
//! format is the one the runner has always written, so older files read back the same
//! (fields added later are optional and left out when empty). A line that does not parse
//! is an error, never a panic (a run killed in the middle of a write leaves a partial last
//! line).

use super::result::{Ending, GameRecord, GameResult};
use serde::{Deserialize, Serialize};

/// Line 1 of a results file: which run the file belongs to.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeaderLine {
    /// Format version; a file without it is not a results file.
    #[serde(default)]
    pub kirin_match: Option<u64>,
    /// Fingerprint of the file's run.
    #[serde(default)]
    pub fingerprint: String,
    /// Games of the file's run.
    #[serde(default)]
    pub games: u64,
    /// Fingerprint of the whole match (pieces of a split run only).
    #[serde(default, rename = "match", skip_serializing_if = "Option::is_none")]
    pub whole_match: Option<String>,
    /// The piece `K/N` (pieces of a split run only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
    /// Engine names in command-line order (absent in files written before they were kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub engines: Vec<String>,
}

/// One finished game as a line of the results file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordLine {
    /// Index in the schedule.
    pub id: u64,
    /// Round number, from 1.
    pub round: u64,
    /// Pair index.
    pub pair: u64,
    /// The first player's engine name.
    pub first: String,
    /// The second player's engine name.
    pub second: String,
    /// Index of the opening (`null` when none).
    #[serde(default)]
    pub opening: Option<u64>,
    /// Start position (SFEN / FEN).
    pub start: String,
    /// True when the start is the game's standard start.
    pub standard: bool,
    /// How many moves came from the opening.
    pub book_plies: usize,
    /// Every move in wire notation.
    pub moves: Vec<String>,
    /// Thinking time of each engine move, ms.
    pub ms: Vec<u64>,
    /// Each engine move's score, centipawns from the mover's view (`null` when none).
    pub scores: Vec<Option<i32>>,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: GameResult,
    /// How the game ended.
    pub ending: Ending,
    /// Reason in words.
    pub reason: String,
    /// What a rules verdict rests on (absent when the reason says it all).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// Time control(s) in words.
    pub tc: String,
    /// Date the game ended, `YYYY.MM.DD`.
    pub date: String,
}

impl From<GameRecord> for RecordLine {
    fn from(r: GameRecord) -> RecordLine {
        let [first, second] = r.players;
        RecordLine {
            id: r.id,
            round: r.round,
            pair: r.pair,
            first,
            second,
            opening: r.opening,
            start: r.start_fen,
            standard: r.standard_start,
            book_plies: r.book_plies,
            moves: r.moves,
            ms: r.times_ms,
            scores: r.scores,
            result: r.result,
            ending: r.ending,
            reason: r.reason,
            detail: r.detail,
            tc: r.time_control,
            date: r.date,
        }
    }
}

impl From<RecordLine> for GameRecord {
    fn from(l: RecordLine) -> GameRecord {
        GameRecord {
            id: l.id,
            round: l.round,
            pair: l.pair,
            players: [l.first, l.second],
            opening: l.opening,
            start_fen: l.start,
            standard_start: l.standard,
            book_plies: l.book_plies,
            moves: l.moves,
            times_ms: l.ms,
            scores: l.scores,
            result: l.result,
            ending: l.ending,
            reason: l.reason,
            detail: l.detail,
            time_control: l.tc,
            date: l.date,
        }
    }
}

/// `value` as one line of JSON (no newline).
pub fn to_line<T: Serialize>(value: &T) -> String {
    // Serialising these plain structs (strings, numbers, vectors) cannot fail.
    serde_json::to_string(value).unwrap_or_default()
}

/// Parses one whole line; the error says what is wrong and where.
pub fn from_line<'a, T: Deserialize<'a>>(line: &'a str) -> Result<T, String> {
    serde_json::from_str(line).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_what_the_writer_writes() {
        let line = RecordLine {
            id: 12,
            round: 1,
            pair: 6,
            first: "a \"quoted\"\\ name\n\u{1}".into(),
            second: "b".into(),
            opening: None,
            start: "startpos".into(),
            standard: true,
            book_plies: 0,
            moves: vec!["7g7f".into(), "P*5e".into()],
            ms: vec![3, 0],
            scores: vec![Some(-35), None],
            result: GameResult::Draw,
            ending: Ending::MoveCap,
            reason: "move cap".into(),
            detail: None,
            tc: "nodes=1".into(),
            date: "2026.12.01".into(),
        };
        let text = to_line(&line);
        assert!(text.contains(r#""scores":[-35,null]"#), "{text}");
        assert!(text.contains(r#""opening":null"#), "{text}");
        assert!(text.contains(r#""result":"1/2-1/2","ending":"move_cap""#));
        assert_eq!(from_line::<RecordLine>(&text), Ok(line));
    }

    #[test]
    fn an_older_file_is_written_back_byte_for_byte() {
        let old = include_str!("../../tests/data/match-results-v1.jsonl");
        let mut lines = old.lines();
        let header = lines.next().unwrap_or_default();
        assert_eq!(to_line(&from_line::<HeaderLine>(header).unwrap()), header);
        let mut games = 0;
        for line in lines {
            let record = GameRecord::from(from_line::<RecordLine>(line).unwrap());
            assert_eq!(record.to_json(), line);
            games += 1;
        }
        assert!(games > 0);
    }

    #[test]
    fn partial_and_garbage_lines_are_errors() {
        for bad in [
            "{\"id\":1,\"moves\":[\"7g",
            "",
            "{",
            "[1,2",
            "{\"a\" 1}",
            "nul",
            "{\"a\":1} x",
            "\"\\u12\"",
        ] {
            assert!(from_line::<RecordLine>(bad).is_err(), "{bad}");
            assert!(from_line::<HeaderLine>(bad).is_err(), "{bad}");
        }
        let deep = "[".repeat(1000);
        assert!(from_line::<HeaderLine>(&deep).is_err());
    }
}
