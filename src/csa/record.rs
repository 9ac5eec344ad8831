//! The CSA record (format version 2.2) of a game played over the CSA protocol, written the
//! same way by `kirin csa` (the player's view) and `kirin csa-server` (the referee's), so
//! that two views of one game can be compared byte for byte: the summary's players, game
//! id, clock and start position (`PI` and moves of the `Position` block included), every
//! move with the time the server charged (`T<n>` in the game's unit), the end code from
//! the server's reason line, and a comment with the result from Black's side as
//! `kirin book build` reads it (`'1-0 resignation (#RESIGN)`).

use super::wire::{GameEnd, Played, Summary};
use crate::records::result::{Ending, GameResult};
use crate::shogi::Color;
use std::fmt::Write as _;

/// The result for Black of end `end` as seen by the player of colour `viewer`.
pub fn result_for_black(end: &GameEnd, viewer: Color) -> Option<GameResult> {
    let own = match end.result.as_str() {
        "WIN" => GameResult::win_for(viewer.index()),
        "LOSE" => GameResult::win_for(1 - viewer.index()),
        "DRAW" | "CENSORED" => GameResult::Draw,
        _ => return None,
    };
    Some(own)
}

/// How the record's comment names an ending (the names of `kirin match` records).
fn ending_of(end: &GameEnd) -> Ending {
    match end.reason.as_str() {
        "RESIGN" => Ending::Resignation,
        "TIME_UP" => Ending::TimeForfeit,
        "ILLEGAL_MOVE" | "ILLEGAL_ACTION" => Ending::IllegalMove,
        "JISHOGI" => Ending::Declaration,
        "MAX_MOVES" => Ending::MoveCap,
        _ => Ending::Rules,
    }
}

/// The record text. `moves` are the game's moves after the summary's own; `viewer` is the
/// colour whose view `end` gives (the server gives Black's).
pub fn write(summary: &Summary, moves: &[Played], end: &GameEnd, viewer: Color) -> String {
    let mut out = String::from("V2.2\n");
    let _ = writeln!(out, "N+{}", summary.names[0]);
    let _ = writeln!(out, "N-{}", summary.names[1]);
    let _ = writeln!(out, "$EVENT:{}", summary.game_id);
    for (sign, t) in ['+', '-'].iter().zip(&summary.time) {
        let _ = writeln!(
            out,
            "'{sign} Time_Unit:{} Total_Time:{} Byoyomi:{} Increment:{}",
            t.unit_text(),
            t.total,
            t.byoyomi,
            t.increment
        );
    }
    if summary.max_moves > 0 {
        let _ = writeln!(out, "'Max_Moves:{}", summary.max_moves);
    }
    // Without trailing blanks: shogi-server pads empty squares to three characters, and
    // the record must not depend on who wrote the rows.
    for line in &summary.position_lines {
        let _ = writeln!(out, "{}", line.trim_end());
    }
    for m in summary.moves.iter().chain(moves) {
        let _ = writeln!(out, "{}\nT{}", m.csa, m.time);
    }
    let _ = writeln!(out, "{}", end.end_code());
    match result_for_black(end, viewer) {
        Some(result) => {
            let _ = writeln!(
                out,
                "'{} {} (#{})",
                result.text(),
                ending_of(end).name(),
                end.reason
            );
        }
        None => {
            let _ = writeln!(out, "'unfinished (#{} #{})", end.reason, end.result);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::csa_read;
    use crate::shogi::START_SFEN;

    #[test]
    fn a_record_reads_back_with_its_moves_and_result() {
        let summary_text =
            "Name+:a\nName-:b\nYour_Turn:-\nBEGIN Position\nPI\n+\n+7776FU,T3\nEND Position";
        let lines: Vec<String> = summary_text.lines().map(str::to_string).collect();
        let summary = Summary::parse(&lines).unwrap();
        let moves = [Played {
            csa: "-3334FU".into(),
            usi: "3c3d".into(),
            time: 5,
        }];
        let end = GameEnd {
            reason: "RESIGN".into(),
            result: "LOSE".into(),
        };
        let text = write(&summary, &moves, &end, Color::White);
        assert!(text.contains("+7776FU\nT3\n-3334FU\nT5\n%TORYO\n'1-0 resignation"));
        let games = csa_read::read(&text, START_SFEN);
        let played = games[0].as_ref().unwrap();
        let usi: Vec<&str> = played.moves.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(usi, ["7g7f", "3c3d"]);
        assert_eq!(played.result, Some(GameResult::FirstWins));
    }
}
