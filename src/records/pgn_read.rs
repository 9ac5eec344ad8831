//! Xiangqi PGN read for `kirin book build`, as `kirin match -pgnout`, XQWizard and the
//! cchess tools write it: games of tag pairs (`[Result "1-0"]`, `[FEN "..."]`; a game
//! without `FEN` starts from the game's start position) then movetext. Moves must be in
//! ICCS, `h2e2`, `H2-E2` or `h2-e2` (files a-i from red's left, ranks 0-9 from red's
//! side); WXF (`C2.5`) and Chinese (`炮二平五`) notation are not read, and a game in
//! them is reported. Move numbers (`1.`, `1...`), comments (`{...}`, `;` to the line's
//! end), variations (`(...)`, skipped), NAGs (`$1`), `!`/`?` suffixes and `%` escape
//! lines are skipped.
//!
//! The result is the `Result` tag's (`1-0` red won, `0-1` black won, `1/2-1/2`), else
//! the movetext's closing marker; `*` or none gives no result: the game's moves count,
//! its result does not.

use super::read::{Played, Problem};
use crate::records::result::GameResult;

/// One game being read.
#[derive(Default)]
struct Reading {
    played: Played,
    /// The `Result` tag.
    tag_result: Option<Option<GameResult>>,
    /// The closing marker of the movetext.
    marker: Option<Option<GameResult>>,
    in_moves: bool,
    problem: Option<Problem>,
}

impl Reading {
    fn finish(mut self) -> Result<Played, Problem> {
        if let Some(problem) = self.problem {
            return Err(problem);
        }
        self.played.result = self.tag_result.or(self.marker).flatten();
        Ok(self.played)
    }

    /// Reads one movetext token of line `number`.
    fn token(&mut self, number: usize, token: &str) -> Result<(), String> {
        let token = token.trim_end_matches(['!', '?']);
        // "12." or "12..." alone, or joined to the move ("1.h2e2").
        let token = match token.trim_start_matches(|c: char| c.is_ascii_digit()) {
            rest if rest.starts_with('.') && rest.len() < token.len() => {
                rest.trim_start_matches('.')
            }
            _ => token,
        };
        if token.is_empty() || token.starts_with('$') {
            return Ok(());
        }
        let ply = self.played.moves.len() + 1;
        let iccs: String = token
            .chars()
            .filter(|&c| c != '-')
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let b = iccs.as_bytes();
        let square = |f: u8, r: u8| (b'a'..=b'i').contains(&f) && r.is_ascii_digit();
        if b.len() == 4 && square(b[0], b[1]) && square(b[2], b[3]) {
            self.played.moves.push((number, iccs));
            Ok(())
        } else {
            Err(format!(
                "move {ply}: '{token}' is not an ICCS move (WXF and Chinese notation are not read)"
            ))
        }
    }
}

/// The value of tag line `line` (`[Name "value"]`): its name and value.
fn tag(line: &str) -> Option<(&str, String)> {
    let inner = line.strip_prefix('[')?.trim_end().strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((name, quoted.replace("\\\"", "\"").replace("\\\\", "\\")))
}

/// The games of PGN text `text`; `start` is the game's start position (FEN), for games
/// without a `FEN` tag.
pub fn read(text: &str, start: &str) -> Vec<Result<Played, Problem>> {
    let mut games = Vec::new();
    let mut game: Option<Reading> = None;
    // Open comment braces and variation parentheses carried across lines.
    let (mut in_comment, mut depth) = (false, 0usize);
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let line = raw.trim();
        if line.is_empty() || (!in_comment && line.starts_with('%')) {
            continue;
        }
        if !in_comment && line.starts_with('[') {
            if game.as_ref().is_some_and(|g| g.in_moves) {
                games.extend(game.take().map(Reading::finish));
            }
            let reading = game.get_or_insert_with(|| new_game(number, start));
            match tag(line) {
                Some(("FEN", fen)) => reading.played.start = fen,
                Some(("Result", result)) => {
                    reading.tag_result = Some(GameResult::parse(&result));
                }
                Some(_) => {}
                None if reading.problem.is_none() => {
                    reading.problem = Some((number, format!("not a tag pair: '{line}'")));
                }
                None => {}
            }
            continue;
        }
        let reading = game.get_or_insert_with(|| new_game(number, start));
        reading.in_moves = true;
        let mut rest = line;
        while !rest.is_empty() {
            if in_comment {
                match rest.find('}') {
                    Some(end) => {
                        in_comment = false;
                        rest = &rest[end + 1..];
                    }
                    None => rest = "",
                }
                continue;
            }
            rest = rest.trim_start();
            let Some(c) = rest.chars().next() else { break };
            match c {
                '{' => {
                    in_comment = true;
                    rest = &rest[1..];
                    continue;
                }
                ';' => break,
                '(' => {
                    depth += 1;
                    rest = &rest[1..];
                    continue;
                }
                ')' => {
                    depth = depth.saturating_sub(1);
                    rest = &rest[1..];
                    continue;
                }
                _ => {}
            }
            let end = rest
                .find(|c: char| c.is_whitespace() || "{;()".contains(c))
                .unwrap_or(rest.len());
            let (token, after) = rest.split_at(end);
            rest = after;
            if depth > 0 {
                continue;
            }
            let reading = game.get_or_insert_with(|| new_game(number, start));
            if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
                reading.marker = Some(GameResult::parse(token));
                games.extend(game.take().map(Reading::finish));
                continue;
            }
            if reading.problem.is_none() {
                if let Err(why) = reading.token(number, token) {
                    reading.problem = Some((number, why));
                }
            }
        }
    }
    games.extend(game.map(Reading::finish));
    games
}

fn new_game(line: usize, start: &str) -> Reading {
    Reading {
        played: Played {
            line,
            start: start.to_string(),
            ..Played::default()
        },
        ..Reading::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::START_FEN;

    #[test]
    fn tags_movetext_and_results() {
        let text = "[Event \"t\"]\n[Result \"0-1\"]\n[FEN \"x w\"]\n[Format \"ICCS\"]\n\n\
                    1. H2-E2 {a {comment} h9g7 2.h0g2 (2. b2c2 b9c7) $1 i9h9! ; rest\n\
                    3... c3c4 0-1\n\n[Result \"*\"]\n1. h2e2 *\n";
        let games = read(text, START_FEN);
        assert_eq!(games.len(), 2);
        let first = games[0].as_ref().unwrap();
        assert_eq!(first.start, "x w");
        assert_eq!(first.line, 1);
        let moves: Vec<&str> = first.moves.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(moves, ["h2e2", "h9g7", "h0g2", "i9h9", "c3c4"]);
        assert_eq!(first.moves[4].0, 7);
        assert_eq!(first.result, Some(GameResult::SecondWins));
        let second = games[1].as_ref().unwrap();
        assert_eq!((second.start.as_str(), second.result), (START_FEN, None));
    }

    #[test]
    fn wxf_and_chinese_moves_are_reported() {
        let games = read(
            "[Result \"1-0\"]\n1. C2.5 h9g7 1-0\n1. h2e2 炮8平5 1-0\n",
            START_FEN,
        );
        assert_eq!(games.len(), 2);
        let (line, why) = games[0].as_ref().unwrap_err();
        assert_eq!(*line, 2);
        assert!(
            why.starts_with("move 1: 'C2.5' is not an ICCS move"),
            "{why}"
        );
        assert_eq!(games[1].as_ref().unwrap_err().0, 3);
    }
}
