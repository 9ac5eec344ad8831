//! Shogi game records in the CSA file format (version 2.2), one file per game: players,
//! the start position (`PI` for the even start, otherwise `P1`..`P9` rows and `P+00`/`P-00`
//! hand lines), each move with the piece after the move (`+7776FU`, `-0055KA` for a drop)
//! and its time (`T<seconds>`), and the end code (`%TORYO`, `%TSUMI`, `%SENNICHITE`,
//! `%OUTE_SENNICHITE`, `%KACHI`, `%TIME_UP`, `%ILLEGAL_MOVE`, `%JISHOGI`, `%HIKIWAKE`,
//! `%CHUDAN`), followed by a comment with the runner's result and reason.
//!
//! CSA names the moving piece, which USI does not, so this module replays the moves on a
//! plain 9×9 array read from the SFEN. That replay only tracks which piece stands where:
//! legality was settled by the referee. The KIF writer (`super::kif`) shares that board.

use super::result::{Ending, GameRecord};
use std::fmt::Write as _;

/// A piece as (sente?, promoted?, SFEN letter upper-case).
pub(super) type Piece = (bool, bool, u8);

/// The CSA piece names with the SFEN letter (upper case) of the piece and whether it is
/// promoted: the one table the writer and the reader ([`super::csa_read`]) share.
const PIECE_NAMES: [(&str, u8, bool); 14] = [
    ("FU", b'P', false),
    ("KY", b'L', false),
    ("KE", b'N', false),
    ("GI", b'S', false),
    ("KI", b'G', false),
    ("KA", b'B', false),
    ("HI", b'R', false),
    ("OU", b'K', false),
    ("TO", b'P', true),
    ("NY", b'L', true),
    ("NK", b'N', true),
    ("NG", b'S', true),
    ("UM", b'B', true),
    ("RY", b'R', true),
];

/// The CSA name of SFEN letter `upper`, promoted or not.
pub fn name_of(upper: u8, promoted: bool) -> Option<&'static str> {
    PIECE_NAMES
        .iter()
        .find(|&&(_, letter, p)| letter == upper && p == promoted)
        .map(|&(name, _, _)| name)
}

/// The SFEN letter (upper case) and promoted? of a CSA piece name; `GY`, the king of the
/// side that moves second in some records, reads as `OU`.
pub fn letter_of(name: [u8; 2]) -> Option<(u8, bool)> {
    let name = if &name == b"GY" { *b"OU" } else { name };
    PIECE_NAMES
        .iter()
        .find(|&&(n, _, _)| n.as_bytes() == name)
        .map(|&(_, letter, promoted)| (letter, promoted))
}

/// The CSA name of a piece for the writer (`??` for a letter that is no shogi piece).
fn csa_name(promoted: bool, letter: u8) -> &'static str {
    name_of(letter, promoted).unwrap_or("??")
}

/// Board indexed `[rank 0..9 (a..i)][file 0..9 (1..9)]`.
pub(super) struct Board {
    pub(super) squares: [[Option<Piece>; 9]; 9],
    pub(super) sente_to_move: bool,
    pub(super) hands: [Vec<(u8, u32)>; 2],
}

pub(super) fn parse_sfen(sfen: &str) -> Option<Board> {
    let mut fields = sfen.split_whitespace();
    let rows = fields.next()?;
    let side = fields.next().unwrap_or("b");
    let hand = fields.next().unwrap_or("-");
    let mut squares = [[None; 9]; 9];
    for (rank, row) in rows.split('/').enumerate().take(9) {
        let mut file_from_left = 0usize;
        let mut promoted = false;
        for c in row.bytes() {
            match c {
                b'1'..=b'9' => file_from_left += usize::from(c - b'0'),
                b'+' => promoted = true,
                c if c.is_ascii_alphabetic() => {
                    if file_from_left < 9 {
                        squares[rank][8 - file_from_left] =
                            Some((c.is_ascii_uppercase(), promoted, c.to_ascii_uppercase()));
                    }
                    file_from_left += 1;
                    promoted = false;
                }
                _ => return None,
            }
        }
    }
    let mut hands: [Vec<(u8, u32)>; 2] = [Vec::new(), Vec::new()];
    if hand != "-" {
        let mut count = 0u32;
        for c in hand.bytes() {
            if c.is_ascii_digit() {
                count = count * 10 + u32::from(c - b'0');
            } else {
                hands[usize::from(c.is_ascii_lowercase())]
                    .push((c.to_ascii_uppercase(), count.max(1)));
                count = 0;
            }
        }
    }
    Some(Board {
        squares,
        sente_to_move: side != "w",
        hands,
    })
}

/// `7g` → (file index 6, rank index 6).
pub(super) fn square(text: &[u8]) -> Option<(usize, usize)> {
    let file = text.first()?.checked_sub(b'1')?;
    let rank = text.get(1)?.checked_sub(b'a')?;
    (file < 9 && rank < 9).then_some((usize::from(file), usize::from(rank)))
}

/// Converts one USI move, updating the board; `None` if the text does not fit the board.
fn csa_move(board: &mut Board, usi: &str) -> Option<String> {
    let b = usi.as_bytes();
    let sign = if board.sente_to_move { '+' } else { '-' };
    let text = if b.get(1) == Some(&b'*') {
        let letter = b[0].to_ascii_uppercase();
        let (f, r) = square(&b[2..])?;
        board.squares[r][f] = Some((board.sente_to_move, false, letter));
        format!("{sign}00{}{}{}", f + 1, r + 1, csa_name(false, letter))
    } else {
        let (ff, fr) = square(&b[0..2])?;
        let (tf, tr) = square(&b[2..4])?;
        let (owner, was_promoted, letter) = board.squares[fr][ff]?;
        let promoted = was_promoted || b.get(4) == Some(&b'+');
        board.squares[fr][ff] = None;
        board.squares[tr][tf] = Some((owner, promoted, letter));
        format!(
            "{sign}{}{}{}{}{}",
            ff + 1,
            fr + 1,
            tf + 1,
            tr + 1,
            csa_name(promoted, letter)
        )
    };
    board.sente_to_move = !board.sente_to_move;
    Some(text)
}

pub(super) const STANDARD_SFEN_BOARD: &str =
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

/// The end code of a game, as seen after the last move.
fn end_code(record: &GameRecord) -> &'static str {
    let reason = record.reason.as_str();
    match record.ending {
        Ending::Rules if reason.contains("perpetual") => "%OUTE_SENNICHITE",
        Ending::Rules if reason.contains("repetition") || reason.contains("sennichite") => {
            "%SENNICHITE"
        }
        Ending::Rules if reason.contains("mate") || reason.contains("no legal move") => "%TSUMI",
        Ending::Rules => "%HIKIWAKE",
        Ending::Declaration => "%KACHI",
        Ending::Resignation | Ending::AdjudicatedLoss => "%TORYO",
        Ending::TimeForfeit => "%TIME_UP",
        Ending::IllegalMove | Ending::NoMove | Ending::FalseDeclaration => "%ILLEGAL_MOVE",
        Ending::MoveCap => "%JISHOGI",
        Ending::AdjudicatedDraw => "%HIKIWAKE",
        Ending::Crash | Ending::Unresponsive => "%CHUDAN",
    }
}

/// One game as CSA text.
pub fn game(record: &GameRecord, event: &str) -> String {
    let mut out = String::from("V2.2\n");
    let _ = writeln!(out, "N+{}", record.players[0]);
    let _ = writeln!(out, "N-{}", record.players[1]);
    let _ = writeln!(out, "$EVENT:{event} game {}", record.id + 1);
    let _ = writeln!(out, "$START_TIME:{}", record.date.replace('.', "/"));
    let _ = writeln!(out, "$TIME_LIMIT:{}", record.time_control);
    let mut board = match parse_sfen(&record.start_fen) {
        Some(b) => b,
        None => {
            let _ = writeln!(out, "'unreadable start position {}", record.start_fen);
            return out;
        }
    };
    let board_text = record.start_fen.split_whitespace().next().unwrap_or("");
    let no_hands = board.hands.iter().all(Vec::is_empty);
    if board_text == STANDARD_SFEN_BOARD && no_hands {
        out.push_str("PI\n");
    } else {
        for rank in 0..9 {
            let _ = write!(out, "P{}", rank + 1);
            for file in (0..9).rev() {
                match board.squares[rank][file] {
                    Some((sente, promoted, letter)) => {
                        let _ = write!(
                            out,
                            "{}{}",
                            if sente { '+' } else { '-' },
                            csa_name(promoted, letter)
                        );
                    }
                    None => out.push_str(" * "),
                }
            }
            out.push('\n');
        }
        for (i, sign) in ['+', '-'].iter().enumerate() {
            if board.hands[i].is_empty() {
                continue;
            }
            let _ = write!(out, "P{sign}");
            for &(letter, count) in &board.hands[i] {
                for _ in 0..count {
                    let _ = write!(out, "00{}", csa_name(false, letter));
                }
            }
            out.push('\n');
        }
    }
    out.push_str(if board.sente_to_move { "+\n" } else { "-\n" });
    for (i, m) in record.moves.iter().enumerate() {
        match csa_move(&mut board, m) {
            Some(text) => {
                out.push_str(&text);
                out.push('\n');
            }
            None => {
                let _ = writeln!(out, "'unreadable move {m}");
                break;
            }
        }
        if let Some(ms) = i
            .checked_sub(record.book_plies)
            .and_then(|k| record.times_ms.get(k))
        {
            let _ = writeln!(out, "T{}", ms / 1000);
        }
    }
    let _ = writeln!(out, "{}", end_code(record));
    let _ = writeln!(
        out,
        "'{} {} ({})",
        record.result.text(),
        record.ending.name(),
        record.reason
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::result::GameResult;

    fn record(start: &str, moves: &[&str], ending: Ending, reason: &str) -> GameRecord {
        GameRecord {
            id: 4,
            round: 1,
            pair: 2,
            players: ["S".into(), "G".into()],
            opening: None,
            start_fen: start.into(),
            standard_start: false,
            book_plies: 1,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            times_ms: vec![1500, 20],
            scores: vec![],
            result: GameResult::FirstWins,
            ending,
            reason: reason.into(),
            detail: None,
            time_control: "byoyomi 1".into(),
            date: "2026.11.29".into(),
        }
    }

    #[test]
    fn even_game_with_promotion_capture_and_drop() {
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let r = record(
            sfen,
            &["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"],
            Ending::Resignation,
            "resignation",
        );
        let text = game(&r, "t");
        assert!(
            text.contains("\nPI\n+\n+7776FU\n-3334FU\nT1\n+8822UM\nT0\n-3122GI\n+0045KA\n%TORYO\n"),
            "{text}"
        );
    }

    #[test]
    fn set_up_position_with_hands_and_gote_to_move() {
        let sfen = "8k/9/9/9/9/9/9/9/+P3K4 w 2Pb 1";
        let r = record(sfen, &["1a1b"], Ending::Rules, "perpetual check");
        let text = game(&r, "t");
        assert!(text.contains("P1 *  *  *  *  *  *  *  * -OU\n"), "{text}");
        assert!(text.contains("P9+TO *  *  * +OU *  *  *  * \n"), "{text}");
        assert!(
            text.contains("P+00FU00FU\nP-00KA\n-\n-1112OU\n%OUTE_SENNICHITE\n"),
            "{text}"
        );
    }

    #[test]
    fn piece_names_read_back_as_written() {
        for (name, letter, promoted) in PIECE_NAMES {
            assert_eq!(name_of(letter, promoted), Some(name));
            let bytes = [name.as_bytes()[0], name.as_bytes()[1]];
            assert_eq!(letter_of(bytes), Some((letter, promoted)));
            assert_eq!(csa_name(promoted, letter), name);
        }
        assert_eq!(letter_of(*b"GY"), Some((b'K', false)));
        assert_eq!(letter_of(*b"XX"), None);
        assert_eq!(name_of(b'G', true), None);
        assert_eq!(csa_name(true, b'K'), "??");
    }
}
