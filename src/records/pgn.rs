//! Xiangqi game records as PGN: the seven-tag roster plus `FEN`/`SetUp` (always written,
//! so every record is self-contained), `Variant "xiangqi"`, `Format "ICCS"` and
//! `Termination`, with moves in ICCS (`H2-E2`), the notation xiangqi PGN readers expect.
//! Text formatting only: the moves were checked by the referee.

use super::result::GameRecord;
use std::fmt::Write as _;

/// Longest line of movetext before wrapping (the PGN export limit is 255; 80 reads well).
const LINE_WIDTH: usize = 80;

/// `h2e2` → `H2-E2`; other texts are returned upper-cased.
pub fn iccs(text: &str) -> String {
    let up = text.to_ascii_uppercase();
    if up.len() == 4 {
        format!("{}-{}", &up[..2], &up[2..])
    } else {
        up
    }
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// One game as PGN text, ending with a blank line.
pub fn game(record: &GameRecord, event: &str) -> String {
    let mut out = String::new();
    let tag = |out: &mut String, name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    };
    tag(&mut out, "Event", event);
    tag(&mut out, "Site", "kirin match");
    tag(&mut out, "Date", &record.date);
    tag(
        &mut out,
        "Round",
        &format!("{}.{}", record.round, record.id + 1),
    );
    tag(&mut out, "Red", &record.players[0]);
    tag(&mut out, "Black", &record.players[1]);
    tag(&mut out, "Result", record.result.text());
    tag(&mut out, "Variant", "xiangqi");
    tag(&mut out, "SetUp", "1");
    tag(&mut out, "FEN", &record.start_fen);
    tag(&mut out, "Format", "ICCS");
    tag(&mut out, "TimeControl", &record.time_control);
    tag(&mut out, "PlyCount", &record.moves.len().to_string());
    tag(&mut out, "Termination", &record.reason);
    out.push('\n');
    let black_starts = record.start_fen.split_whitespace().nth(1) == Some("b");
    let mut tokens: Vec<String> = Vec::new();
    for (i, m) in record.moves.iter().enumerate() {
        let ply = i + usize::from(black_starts);
        if ply % 2 == 0 {
            tokens.push(format!("{}.", ply / 2 + 1));
        } else if i == 0 {
            tokens.push(format!("{}...", ply / 2 + 1));
        }
        tokens.push(iccs(m));
    }
    let ending = match &record.detail {
        Some(detail) => format!("{}: {detail}", record.reason),
        None => record.reason.clone(),
    };
    tokens.push(format!("{{{}}}", ending.replace('}', ")")));
    tokens.push(record.result.text().to_string());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::result::{Ending, GameResult};

    #[test]
    fn headers_and_numbered_iccs_movetext() {
        let record = GameRecord {
            id: 0,
            round: 1,
            pair: 0,
            players: ["Red \"R\"".into(), "Blk".into()],
            opening: None,
            start_fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"
                .into(),
            standard_start: false,
            book_plies: 0,
            moves: vec!["h9g7".into(), "h2e2".into(), "h7e7".into()],
            times_ms: vec![1, 2, 3],
            scores: vec![None; 3],
            result: GameResult::FirstWins,
            ending: Ending::TimeForfeit,
            reason: "time forfeit".into(),
            detail: None,
            time_control: "1+0.01".into(),
            date: "2026.11.29".into(),
        };
        let text = game(&record, "test");
        assert!(text.contains("[Red \"Red \\\"R\\\"\"]\n"));
        assert!(text.contains(
            "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1\"]\n"
        ));
        assert!(text.contains("[Result \"1-0\"]\n"));
        assert!(
            text.contains("\n1... H9-G7 2. H2-E2 H7-E7 {time forfeit} 1-0\n\n"),
            "{text}"
        );
    }
}
