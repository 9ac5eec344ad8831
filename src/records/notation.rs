//! How XBoard writes the squares, moves and positions of each game, as text conversions
//! to and from the game's own wire notation (USI for shogi, ICCS for xiangqi).
//!
//! XBoard puts the first player at the bottom of every board, names files `a`, `b`, ...
//! from its left and numbers ranks from its side: shogi ranks 1-9 (so USI `7g7f`, the
//! first player's pawn push, is `c3c4`), xiangqi ranks 0-9 like ICCS (XBoard starts at 0
//! on boards of ten ranks). A drop is `P@e5` (USI `P*5e`), a promotion ends in `+`
//! (XBoard may also end a move with `=` to say "no promotion"). In XBoard's FEN the
//! first player's pieces are upper case, shogi holdings follow the board in brackets
//! (`[PPb]`, `[-]` when empty), and the side field is `w` for the first player.

use crate::game::XboardNotation;
use crate::xiangqi;
use crate::xiangqi::moves::RankNumbering;

/// Shogi: USI file 1-9 counts from the first player's right, XBoard's `a` is its left.
fn shogi_file_to_xboard(usi_file: u8) -> Option<char> {
    (b'1'..=b'9')
        .contains(&usi_file)
        .then(|| (b'a' + (b'9' - usi_file)) as char)
}

/// Shogi: USI rank `a` is the second player's back rank, XBoard's 9.
fn shogi_rank_to_xboard(usi_rank: u8) -> Option<char> {
    (b'a'..=b'i')
        .contains(&usi_rank)
        .then(|| (b'9' - (usi_rank - b'a')) as char)
}

fn shogi_file_from_xboard(file: u8) -> Option<char> {
    (b'a'..=b'i')
        .contains(&file)
        .then(|| (b'9' - (file - b'a')) as char)
}

fn shogi_rank_from_xboard(rank: u8) -> Option<char> {
    (b'1'..=b'9')
        .contains(&rank)
        .then(|| (b'a' + (b'9' - rank)) as char)
}

/// A USI square (`7g`) in XBoard's words (`c3`).
fn shogi_square_out(square: &[u8]) -> Option<String> {
    let [file, rank] = square else { return None };
    Some(format!(
        "{}{}",
        shogi_file_to_xboard(*file)?,
        shogi_rank_to_xboard(*rank)?
    ))
}

/// A move in the wire notation of a game written as `notation` says, the way XBoard
/// writes it.
pub fn move_out(notation: XboardNotation, wire: &str) -> String {
    match notation {
        XboardNotation::Shogi => shogi_move_out(wire),
        // XBoard numbers xiangqi ranks 0-9, as ICCS does.
        XboardNotation::Xiangqi | XboardNotation::None => wire.to_string(),
    }
}

/// A move as XBoard writes it, in the game's wire notation (`Err`: malformed).
pub fn move_in(notation: XboardNotation, text: &str) -> Result<String, String> {
    match notation {
        XboardNotation::Shogi => shogi_move_in(text),
        XboardNotation::Xiangqi => xiangqi_move_in(text),
        XboardNotation::None => Err(NOT_OVER_XBOARD.to_string()),
    }
}

/// A position as XBoard's `setboard` writes it, as the game's SFEN / FEN.
pub fn position_in(notation: XboardNotation, text: &str) -> Result<String, String> {
    match notation {
        XboardNotation::Shogi => shogi_fen_in(text),
        XboardNotation::Xiangqi => xiangqi_fen_in(text),
        XboardNotation::None => Err(NOT_OVER_XBOARD.to_string()),
    }
}

/// The refusal for a game whose declaration has no xboard notation.
const NOT_OVER_XBOARD: &str = "the game is not played over xboard";

/// An XBoard square (`c3`) in USI's words (`7g`).
fn shogi_square_in(square: &[u8]) -> Option<String> {
    let [file, rank] = square else { return None };
    Some(format!(
        "{}{}",
        shogi_file_from_xboard(*file)?,
        shogi_rank_from_xboard(*rank)?
    ))
}

/// A USI move (`7g7f`, `8h2b+`, `P*5e`) in XBoard's notation (`c3c4`, `b2h8+`, `P@e5`);
/// text that is not a USI move is returned unchanged.
pub fn shogi_move_out(usi: &str) -> String {
    let b = usi.as_bytes();
    let converted = match b {
        [piece, b'*', square @ ..] => {
            shogi_square_out(square).map(|s| format!("{}@{s}", *piece as char))
        }
        [from @ .., b'+'] if from.len() == 4 => shogi_square_out(&from[..2])
            .zip(shogi_square_out(&from[2..]))
            .map(|(f, t)| format!("{f}{t}+")),
        _ if b.len() == 4 => shogi_square_out(&b[..2])
            .zip(shogi_square_out(&b[2..]))
            .map(|(f, t)| format!("{f}{t}")),
        _ => None,
    };
    converted.unwrap_or_else(|| usi.to_string())
}

/// An XBoard shogi move to USI. A move already in USI notation passes unchanged (the
/// xshogi convention some GUIs keep); a trailing `=` (no promotion) is dropped.
pub fn shogi_move_in(text: &str) -> Result<String, String> {
    let text = text.strip_suffix('=').unwrap_or(text);
    let b = text.as_bytes();
    let usi_square = |s: &[u8]| matches!(s, [f, r] if f.is_ascii_digit() && r.is_ascii_lowercase());
    let converted = match b {
        [piece, b'@' | b'*', square @ ..] if piece.is_ascii_uppercase() => {
            if usi_square(square) {
                Some(text.replace('@', "*"))
            } else {
                shogi_square_in(square).map(|s| format!("{}*{s}", *piece as char))
            }
        }
        _ if (b.len() == 4 || (b.len() == 5 && b[4] == b'+')) && usi_square(&b[..2]) => {
            Some(text.to_string())
        }
        _ if b.len() == 4 || (b.len() == 5 && b[4] == b'+') => {
            let promotion = if b.len() == 5 { "+" } else { "" };
            shogi_square_in(&b[..2])
                .zip(shogi_square_in(&b[2..4]))
                .map(|(f, t)| format!("{f}{t}{promotion}"))
        }
        _ => None,
    };
    converted.ok_or_else(|| "not a shogi move in XBoard notation".to_string())
}

/// Xiangqi moves are ICCS with ranks 0-9 on both sides; XBoard may write files in upper
/// case or add a `=`.
pub fn xiangqi_move_in(text: &str) -> Result<String, String> {
    let text = text.strip_suffix('=').unwrap_or(text).to_ascii_lowercase();
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'i').contains(&f) && r.is_ascii_digit();
    if b.len() == 4 && square(b[0], b[1]) && square(b[2], b[3]) {
        Ok(text)
    } else {
        Err("not a xiangqi move in XBoard notation (ranks 0-9)".to_string())
    }
}

/// An XBoard shogi FEN (`board[holdings] side ...`) as an SFEN with move number 1.
pub fn shogi_fen_in(text: &str) -> Result<String, String> {
    let mut fields = text.split_whitespace();
    let first = fields.next().ok_or("empty position")?;
    let (board, mut holdings) = match first.split_once('[') {
        Some((board, rest)) => (board, Some(rest.trim_end_matches(']').to_string())),
        None => (first, None),
    };
    let mut side = fields.next().ok_or("no side to move")?;
    // Holdings may also stand alone between the board and the side.
    if holdings.is_none() && side.starts_with('[') {
        holdings = Some(side.trim_matches(['[', ']']).to_string());
        side = fields.next().ok_or("no side to move")?;
    }
    let side = match side {
        "w" | "W" => "b",
        "b" | "B" => "w",
        other => return Err(format!("side to move '{other}' is neither w nor b")),
    };
    let hand = hand_field(holdings.as_deref().unwrap_or("-"))?;
    Ok(format!("{board} {side} {hand} 1"))
}

/// An SFEN as XBoard's shogi FEN (`board[holdings] side 0 1`), for `setboard`.
pub fn shogi_fen_out(sfen: &str) -> String {
    let mut fields = sfen.split_whitespace();
    let board = fields.next().unwrap_or("");
    let side = if fields.next() == Some("w") { "b" } else { "w" };
    let mut holdings = String::new();
    let mut count = 0u32;
    for c in fields.next().unwrap_or("-").chars() {
        match c.to_digit(10) {
            Some(d) => count = count * 10 + d,
            None if c == '-' => {}
            None => {
                for _ in 0..count.max(1) {
                    holdings.push(c);
                }
                count = 0;
            }
        }
    }
    if holdings.is_empty() {
        holdings.push('-');
    }
    format!("{board}[{holdings}] {side} 0 1")
}

/// XBoard holdings (`PPb`, `-`, empty) as an SFEN hand (`2Pb`, `-`).
fn hand_field(holdings: &str) -> Result<String, String> {
    const ORDER: &str = "RBGSNLPrbgsnlp";
    let mut counts = [0u32; 14];
    for c in holdings.chars().filter(|&c| c != '-') {
        let at = ORDER
            .find(c)
            .ok_or_else(|| format!("'{c}' is not a piece a hand can hold"))?;
        counts[at] += 1;
    }
    let mut hand = String::new();
    for (c, &n) in ORDER.chars().zip(&counts) {
        match n {
            0 => {}
            1 => hand.push(c),
            n => hand.push_str(&format!("{n}{c}")),
        }
    }
    Ok(if hand.is_empty() { "-".into() } else { hand })
}

/// An XBoard xiangqi FEN: the same as the engine's, with any holdings field dropped.
pub fn xiangqi_fen_in(text: &str) -> Result<String, String> {
    let mut fields = text.split_whitespace();
    let board = fields
        .next()
        .and_then(|first| first.split('[').next())
        .filter(|board| !board.is_empty())
        .ok_or("empty position")?;
    let rest = fields.filter(|f| !f.starts_with('['));
    Ok(std::iter::once(board)
        .chain(rest)
        .collect::<Vec<_>>()
        .join(" "))
}

/// ICCS (`h0g2`, ranks 0-9) to the 1-10 notation (`h1g3`) of UCI-X (Fairy-Stockfish's
/// convention for xiangqi), with the rules core's move reader and writer. Text that is not an ICCS move is returned unchanged.
pub fn iccs_to_one_based(text: &str) -> String {
    match xiangqi::moves::parse_move(text, RankNumbering::FromZero) {
        Ok(m) => xiangqi::moves::format_move_ranks_from_one(m),
        Err(_) => text.to_string(),
    }
}

/// The 1-10 notation (`h10g8`) to ICCS (`h9g7`); `Err` when the text is not a move in
/// the 1-10 notation. Files may be in either case (engines and GUIs differ).
pub fn one_based_to_iccs(text: &str) -> Result<String, String> {
    xiangqi::moves::parse_move_ranks_from_one(&text.to_ascii_lowercase())
        .map(|m| xiangqi::moves::format_move(m, RankNumbering::FromZero))
        .map_err(|e| format!("{e} in the 1-10 rank notation"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shogi_moves_both_ways() {
        for (usi, xb) in [
            ("7g7f", "c3c4"),
            ("3c3d", "g7g6"),
            ("8h2b+", "b2h8+"),
            ("P*5e", "P@e5"),
            ("1a1b", "i9i8"),
            ("9i9h", "a1a2"),
        ] {
            assert_eq!(shogi_move_out(usi), xb);
            assert_eq!(shogi_move_in(xb).as_deref(), Ok(usi));
        }
        assert_eq!(shogi_move_in("c3c4=").as_deref(), Ok("7g7f"));
        assert_eq!(shogi_move_in("7g7f").as_deref(), Ok("7g7f"));
        assert_eq!(shogi_move_in("P*5e").as_deref(), Ok("P*5e"));
        for bad in ["", "c3", "j3c4", "c0c4", "c3c4x", "p@e5", "P@z9", "resign"] {
            assert!(shogi_move_in(bad).is_err(), "{bad}");
        }
        assert_eq!(shogi_move_out("resign"), "resign");
    }

    #[test]
    fn xiangqi_moves_keep_ranks_from_zero() {
        assert_eq!(xiangqi_move_in("h2e2").as_deref(), Ok("h2e2"));
        assert_eq!(xiangqi_move_in("H2E2").as_deref(), Ok("h2e2"));
        assert!(xiangqi_move_in("h10e10").is_err());
        assert!(xiangqi_move_in("j2e2").is_err());
    }

    #[test]
    fn positions_become_sfen_and_fen() {
        assert_eq!(
            shogi_fen_in("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[-] b 0 1")
                .as_deref(),
            Ok("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 1")
        );
        assert_eq!(
            shogi_fen_in("4k4/9/9/9/9/9/9/9/4K4[PPbG] w 0 1").as_deref(),
            Ok("4k4/9/9/9/9/9/9/9/4K4 b G2Pb 1")
        );
        assert_eq!(
            shogi_fen_in("4k4/9/9/9/9/9/9/9/4K4 [R] w").as_deref(),
            Ok("4k4/9/9/9/9/9/9/9/4K4 b R 1")
        );
        assert!(shogi_fen_in("4k4/9/9/9/9/9/9/9/4K4[K] w").is_err());
        let sfen = "4k4/9/9/9/9/9/9/9/4K4 w G2Pb 3";
        assert_eq!(shogi_fen_out(sfen), "4k4/9/9/9/9/9/9/9/4K4[GPPb] b 0 1");
        assert_eq!(
            shogi_fen_in(&shogi_fen_out(sfen)).as_deref(),
            Ok("4k4/9/9/9/9/9/9/9/4K4 w G2Pb 1")
        );
        assert_eq!(
            shogi_fen_out("9/9/9/9/9/9/9/9/9 b - 1"),
            "9/9/9/9/9/9/9/9/9[-] w 0 1"
        );
        assert!(shogi_fen_in("4k4/9/9/9/9/9/9/9/4K4 x").is_err());
        assert!(shogi_fen_in("").is_err());
        assert_eq!(
            xiangqi_fen_in("4k4/9/9/9/9/9/9/9/9/4K4[-] w - - 0 1").as_deref(),
            Ok("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
        );
        assert_eq!(
            xiangqi_fen_in("4k4/9/9/9/9/9/9/9/9/4K4 [-] w").as_deref(),
            Ok("4k4/9/9/9/9/9/9/9/9/4K4 w")
        );
        // Holdings alone, or nothing, are no position (and no panic).
        assert!(xiangqi_fen_in("[x").is_err());
        assert!(xiangqi_fen_in("  ").is_err());
    }

    #[test]
    fn rank_conversion_round_trips() {
        assert_eq!(iccs_to_one_based("h2e2"), "h3e3");
        assert_eq!(iccs_to_one_based("h9g7"), "h10g8");
        assert_eq!(iccs_to_one_based("b0c2"), "b1c3");
        assert_eq!(iccs_to_one_based("(none)"), "(none)");
        assert_eq!(one_based_to_iccs("h10g8"), Ok("h9g7".into()));
        assert_eq!(one_based_to_iccs("h3e3"), Ok("h2e2".into()));
        assert_eq!(one_based_to_iccs("b3b10"), Ok("b2b9".into()));
        assert_eq!(one_based_to_iccs("H10G8"), Ok("h9g7".into()));
        for bad in [
            "h0g2", "h11g2", "h01g2", "j1a1", "h1", "", "h1g", "1h1g", "h10g8x", "h1*2",
        ] {
            assert!(one_based_to_iccs(bad).is_err(), "{bad}");
        }
        for file in b'a'..=b'i' {
            for rank in 0..=9u32 {
                let m = format!("{}{rank}a{}", file as char, 9 - rank);
                assert_eq!(one_based_to_iccs(&iccs_to_one_based(&m)), Ok(m));
            }
        }
    }
}
