//! Shogi game records in KIF, the format of Kifu for Windows and the Japanese shogi GUIs
//! after it (ShogiGUI, Shogidokoro, ShogiHome), one file per game; and KIF read back as an
//! opening.
//!
//! A record has the header (`開始日時：`, `棋戦：`, `持ち時間：`, `先手：`, `後手：`), the start
//! position as `手合割：平手` for the even start or otherwise as a BOD board diagram
//! (`後手の持駒：`, the 9×9 board between `+---+` borders, `先手の持駒：`, and `後手番` when
//! gote moves first), then one line per move, `   1 ７六歩(77)   ( 0:01/00:00:01)`:
//! the destination (`７六`, or `同　` for a recapture on the previous destination), the
//! piece as it stood before the move (`歩` .. `玉`, `と 成香 成桂 成銀 馬 龍`), `成` / `不成`
//! when the move could promote, `打` for a drop, the origin in ASCII digits, the move's
//! time and the mover's total. Book moves (the opening) are in the list with no time.
//! The game's end is a terminal move line (`投了`, `詰み`, `千日手`, `持将棋`, `切れ負け`,
//! `反則勝ち`, `反則負け`, `入玉勝ち`, `中断`), a `*` comment with the runner's result and
//! reason, and the result line (`まで99手で先手の勝ち`, `まで99手で千日手`, ...).
//!
//! `.kif` files are Shift_JIS (cp932), `.kifu` files UTF-8 ([`Encoding`]). A character
//! that Shift_JIS lacks (in an engine name, say) is written as an HTML numeric character
//! reference, as `encoding_rs` encodes it.
//!
//! [`read_opening`] reads the main line of a KIF file (the start position, `手合割：平手` or
//! a BOD diagram, and the move lines up to the terminal one or the first variation) as a
//! book line. The moves replay on the plain board of the CSA writer: legality is the
//! referee's business (the opening loader checks every book line with the rules).

use super::csa::{parse_sfen, square, Board, STANDARD_SFEN_BOARD};
use super::result::{Ending, GameRecord, GameResult};
use std::fmt::Write as _;
use std::path::Path;

/// The character encoding of a KIF file, which its extension tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// Shift_JIS (cp932), `.kif`: what Kifu for Windows writes and every GUI reads.
    ShiftJis,
    /// UTF-8, `.kifu`.
    Utf8,
}

impl Encoding {
    /// Parses the `-kifencoding` value.
    pub fn parse(text: &str) -> Option<Encoding> {
        match text {
            "sjis" | "shift_jis" | "cp932" => Some(Encoding::ShiftJis),
            "utf8" | "utf-8" => Some(Encoding::Utf8),
            _ => None,
        }
    }

    /// The file extension that goes with the encoding.
    pub fn extension(self) -> &'static str {
        match self {
            Encoding::ShiftJis => "kif",
            Encoding::Utf8 => "kifu",
        }
    }

    /// The encoding of a file named `path`, if it is a KIF file at all.
    pub fn of_path(path: &Path) -> Option<Encoding> {
        match path.extension()?.to_str()?.to_ascii_lowercase().as_str() {
            "kif" => Some(Encoding::ShiftJis),
            "kifu" => Some(Encoding::Utf8),
            _ => None,
        }
    }

    /// `text` as the bytes of a file in this encoding.
    pub fn encode(self, text: &str) -> Vec<u8> {
        match self {
            Encoding::ShiftJis => encoding_rs::SHIFT_JIS.encode(text).0.into_owned(),
            Encoding::Utf8 => text.as_bytes().to_vec(),
        }
    }

    /// The text of a file in this encoding (a UTF-8 byte-order mark is skipped; bytes
    /// that do not decode become U+FFFD).
    pub fn decode(self, bytes: &[u8]) -> String {
        match self {
            Encoding::ShiftJis => encoding_rs::SHIFT_JIS.decode(bytes).0.into_owned(),
            Encoding::Utf8 => {
                let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
                String::from_utf8_lossy(bytes).into_owned()
            }
        }
    }
}

const FILE_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
const RANK_KANJI: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The piece name of the move text.
fn piece_name(promoted: bool, letter: u8) -> &'static str {
    match (promoted, letter) {
        (false, b'P') => "歩",
        (false, b'L') => "香",
        (false, b'N') => "桂",
        (false, b'S') => "銀",
        (false, b'G') => "金",
        (false, b'B') => "角",
        (false, b'R') => "飛",
        (false, b'K') => "玉",
        (true, b'P') => "と",
        (true, b'L') => "成香",
        (true, b'N') => "成桂",
        (true, b'S') => "成銀",
        (true, b'B') => "馬",
        (true, b'R') => "龍",
        _ => "？",
    }
}

/// The one-character piece of a BOD diagram.
fn bod_piece(promoted: bool, letter: u8) -> &'static str {
    match (promoted, letter) {
        (true, b'L') => "杏",
        (true, b'N') => "圭",
        (true, b'S') => "全",
        _ => piece_name(promoted, letter),
    }
}

/// A count of pieces in hand in kanji (`二` .. `十八`); one is written as nothing.
fn count_kanji(count: u32) -> String {
    let digit = |n: u32| RANK_KANJI[n as usize - 1].to_string();
    match count {
        0 | 1 => String::new(),
        2..=9 => digit(count),
        10 => "十".into(),
        _ => format!("十{}", digit(count % 10)),
    }
}

/// True when a piece of this kind can promote moving between these ranks (0 = rank a).
fn could_promote(
    sente: bool,
    promoted: bool,
    letter: u8,
    from_rank: usize,
    to_rank: usize,
) -> bool {
    let in_zone = |r: usize| if sente { r <= 2 } else { r >= 6 };
    !promoted
        && matches!(letter, b'P' | b'L' | b'N' | b'S' | b'B' | b'R')
        && (in_zone(from_rank) || in_zone(to_rank))
}

/// One USI move as KIF move text (`７六歩(77)`, `同　銀成(31)`, `４五角打`), updating the
/// board; `previous` is the destination of the move before. `None` if the move does not
/// fit the board.
fn move_text(
    board: &mut Board,
    usi: &str,
    previous: Option<(usize, usize)>,
) -> Option<(String, (usize, usize))> {
    let b = usi.as_bytes();
    let destination = |(f, r): (usize, usize)| {
        if previous == Some((f, r)) {
            "同　".to_string()
        } else {
            format!("{}{}", FILE_DIGITS[f], RANK_KANJI[r])
        }
    };
    if b.get(1) == Some(&b'*') {
        let letter = b[0].to_ascii_uppercase();
        let to = square(b.get(2..4)?)?;
        board.squares[to.1][to.0] = Some((board.sente_to_move, false, letter));
        board.sente_to_move = !board.sente_to_move;
        let text = format!("{}{}打", destination(to), piece_name(false, letter));
        return Some((text, to));
    }
    let from = square(b.get(0..2)?)?;
    let to = square(b.get(2..4)?)?;
    let (owner, promoted, letter) = board.squares[from.1][from.0]?;
    let promotes = b.get(4) == Some(&b'+');
    let suffix = if promotes {
        "成"
    } else if could_promote(owner, promoted, letter, from.1, to.1) {
        "不成"
    } else {
        ""
    };
    let text = format!(
        "{}{}{suffix}({}{})",
        destination(to),
        piece_name(promoted, letter),
        from.0 + 1,
        from.1 + 1
    );
    board.squares[from.1][from.0] = None;
    board.squares[to.1][to.0] = Some((owner, promoted || promotes, letter));
    board.sente_to_move = !board.sente_to_move;
    Some((text, to))
}

/// Display width: full-width characters take two columns.
fn width(text: &str) -> usize {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

/// `m:ss` of a move's time, `hh:mm:ss` of a total, from milliseconds.
fn times(move_ms: u64, total_ms: u64) -> String {
    let (s, t) = (move_ms / 1000, total_ms / 1000);
    format!(
        "({:>2}:{:02}/{:02}:{:02}:{:02})",
        s / 60,
        s % 60,
        t / 3600,
        t / 60 % 60,
        t % 60
    )
}

/// The terminal move word and the result line's verdict (after `までN手で`).
fn ending_words(record: &GameRecord, sente_to_move: bool) -> (&'static str, String) {
    let side = |sente: bool| if sente { "先手" } else { "後手" };
    let reason = record.reason.as_str();
    let winner_is_sente = match record.result {
        GameResult::FirstWins => true,
        GameResult::SecondWins => false,
        GameResult::Draw => {
            let repetition = reason.contains("repetition") || reason.contains("sennichite");
            let word = if record.ending == Ending::Rules && repetition {
                "千日手"
            } else {
                "持将棋"
            };
            return (word, word.to_string());
        }
    };
    let win = format!("{}の勝ち", side(winner_is_sente));
    // A foul: the side to move wins by it (反則勝ち) or lost by it (反則負け).
    let foul = || {
        if winner_is_sente == sente_to_move {
            ("反則勝ち", format!("{}の反則勝ち", side(winner_is_sente)))
        } else {
            ("反則負け", format!("{}の反則負け", side(sente_to_move)))
        }
    };
    match record.ending {
        Ending::Rules if reason.contains("perpetual") => foul(),
        Ending::Rules if reason.contains("declaration") => {
            ("入玉勝ち", format!("{}の入玉勝ち", side(winner_is_sente)))
        }
        Ending::Declaration => ("入玉勝ち", format!("{}の入玉勝ち", side(winner_is_sente))),
        Ending::Rules => ("詰み", win),
        Ending::Resignation | Ending::AdjudicatedLoss => ("投了", win),
        Ending::TimeForfeit => ("切れ負け", win),
        Ending::IllegalMove | Ending::NoMove | Ending::FalseDeclaration => foul(),
        Ending::Crash | Ending::Unresponsive => ("中断", win),
        // Draw endings with a winner cannot happen; say who won all the same.
        Ending::MoveCap | Ending::AdjudicatedDraw => ("中断", win),
    }
}

/// Writes the BOD diagram of `board`.
fn write_bod(out: &mut String, board: &Board) {
    let hand = |i: usize| {
        let mut items: Vec<(u8, u32)> = board.hands[i].clone();
        let order = |l: u8| b"RBGSNLP".iter().position(|&x| x == l).unwrap_or(7);
        items.sort_by_key(|&(l, _)| order(l));
        let words: Vec<String> = items
            .iter()
            .map(|&(l, n)| format!("{}{}", piece_name(false, l), count_kanji(n)))
            .collect();
        if words.is_empty() {
            "なし".to_string()
        } else {
            words.join("　")
        }
    };
    let _ = writeln!(out, "後手の持駒：{}", hand(1));
    out.push_str("  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n");
    for (row, rank_name) in board.squares.iter().zip(RANK_KANJI) {
        out.push('|');
        for square in row.iter().rev() {
            match *square {
                Some((sente, promoted, letter)) => {
                    out.push(if sente { ' ' } else { 'v' });
                    out.push_str(bod_piece(promoted, letter));
                }
                None => out.push_str(" ・"),
            }
        }
        let _ = writeln!(out, "|{rank_name}");
    }
    out.push_str("+---------------------------+\n");
    let _ = writeln!(out, "先手の持駒：{}", hand(0));
    if !board.sente_to_move {
        out.push_str("後手番\n");
    }
}

/// One game as KIF text (encode it with [`Encoding::encode`]).
pub fn game(record: &GameRecord, event: &str) -> String {
    let mut out = String::from("# ---- kirin match 棋譜ファイル ----\n");
    let _ = writeln!(out, "開始日時：{}", record.date.replace('.', "/"));
    let _ = writeln!(out, "棋戦：{event} game {}", record.id + 1);
    let _ = writeln!(out, "持ち時間：{}", record.time_control);
    let Some(mut board) = parse_sfen(&record.start_fen) else {
        let _ = writeln!(out, "*unreadable start position {}", record.start_fen);
        return out;
    };
    let board_text = record.start_fen.split_whitespace().next().unwrap_or("");
    let even = board_text == STANDARD_SFEN_BOARD
        && board.sente_to_move
        && board.hands.iter().all(Vec::is_empty);
    if even {
        out.push_str("手合割：平手\n");
    } else {
        write_bod(&mut out, &board);
    }
    let _ = writeln!(out, "先手：{}", record.players[0]);
    let _ = writeln!(out, "後手：{}", record.players[1]);
    out.push_str("手数----指手---------消費時間--\n");
    let mut previous = None;
    let mut totals = [0u64; 2];
    let mut played = 0;
    for (i, m) in record.moves.iter().enumerate() {
        let mover = usize::from(!board.sente_to_move);
        let Some((text, to)) = move_text(&mut board, m, previous) else {
            let _ = writeln!(out, "*unreadable move {m}");
            break;
        };
        previous = Some(to);
        let ms = i
            .checked_sub(record.book_plies)
            .and_then(|k| record.times_ms.get(k))
            .copied()
            .unwrap_or(0);
        totals[mover] += ms;
        let pad = 13usize.saturating_sub(width(&text)).max(1);
        let _ = writeln!(
            out,
            "{:>4} {text}{:pad$}{}",
            i + 1,
            "",
            times(ms, totals[mover])
        );
        played = i + 1;
    }
    let (word, verdict) = ending_words(record, board.sente_to_move);
    let mover = usize::from(!board.sente_to_move);
    let _ = writeln!(
        out,
        "{:>4} {word}{:pad$}{}",
        played + 1,
        "",
        times(0, totals[mover]),
        pad = 13usize.saturating_sub(width(word)).max(1)
    );
    let _ = writeln!(
        out,
        "*{} {} ({})",
        record.result.text(),
        record.ending.name(),
        record.reason
    );
    let _ = writeln!(out, "まで{played}手で{verdict}");
    out
}

/// Reads a KIF file's main line as a book line, `startpos moves ...` or
/// `sfen SFEN moves ...` (moves in USI), for [`super::openings::parse_line`].
pub fn read_opening(text: &str) -> Result<String, String> {
    let mut rows: Vec<String> = Vec::new();
    let mut hands = [String::new(), String::new()];
    let mut gote_first = false;
    let mut moves: Vec<String> = Vec::new();
    let mut previous: Option<String> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches(['\r', ' ', '　']);
        let err = |e: String| format!("line {}: {e}", n + 1);
        if line.starts_with('*') || line.starts_with('#') || line.starts_with('&') {
            continue;
        }
        if line.starts_with("変化") || line.starts_with("まで") {
            break;
        }
        if let Some((key, value)) = line.split_once('：') {
            match key {
                "手合割" if value != "平手" => {
                    return Err(err(format!(
                        "handicap '{value}' is not read; use a BOD diagram"
                    )))
                }
                "先手の持駒" | "下手の持駒" => {
                    hands[0] = hand_sfen(value, true).map_err(err)?
                }
                "後手の持駒" | "上手の持駒" => {
                    hands[1] = hand_sfen(value, false).map_err(err)?
                }
                _ => {}
            }
            continue;
        }
        if line.starts_with("後手番") || line.starts_with("上手番") {
            gote_first = true;
        } else if let Some(row) = line.strip_prefix('|') {
            rows.push(bod_row(row).map_err(err)?);
        } else if line.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
            let body = line
                .trim_start()
                .trim_start_matches(|c: char| c.is_ascii_digit());
            let body = body.trim_start();
            match kif_move(body, previous.as_deref()).map_err(err)? {
                Some(usi) => {
                    previous = Some(usi[2..4].to_string());
                    moves.push(usi);
                }
                None => break,
            }
        }
    }
    let start = match rows.len() {
        0 => "startpos".to_string(),
        9 => {
            let hand = format!("{}{}", hands[0], hands[1]);
            format!(
                "sfen {} {} {} 1",
                rows.join("/"),
                if gote_first { "w" } else { "b" },
                if hand.is_empty() { "-" } else { &hand }
            )
        }
        k => return Err(format!("the board diagram has {k} rows, not 9")),
    };
    if moves.is_empty() {
        Ok(start)
    } else {
        Ok(format!("{start} moves {}", moves.join(" ")))
    }
}

/// SFEN letter of a KIF piece name (promoted names give the base piece and `true`).
fn piece_letter(name: &str) -> Option<(u8, bool)> {
    Some(match name {
        "歩" => (b'P', false),
        "香" => (b'L', false),
        "桂" => (b'N', false),
        "銀" => (b'S', false),
        "金" => (b'G', false),
        "角" => (b'B', false),
        "飛" => (b'R', false),
        "玉" | "王" => (b'K', false),
        "と" => (b'P', true),
        "成香" | "杏" => (b'L', true),
        "成桂" | "圭" => (b'N', true),
        "成銀" | "全" => (b'S', true),
        "馬" => (b'B', true),
        "龍" | "竜" => (b'R', true),
        _ => return None,
    })
}

/// One BOD row after its leading `|`: `v香v桂 ・...|一` to SFEN.
fn bod_row(row: &str) -> Result<String, String> {
    let cells: Vec<char> = row.chars().take_while(|&c| c != '|').collect();
    if cells.len() != 18 {
        return Err(format!("a board row of {} cells, not 9", cells.len() / 2));
    }
    let mut out = String::new();
    let mut empty = 0;
    for cell in cells.chunks(2) {
        if cell[1] == '・' {
            empty += 1;
            continue;
        }
        let (letter, promoted) =
            piece_letter(&cell[1].to_string()).ok_or(format!("unknown piece '{}'", cell[1]))?;
        if empty > 0 {
            let _ = write!(out, "{empty}");
            empty = 0;
        }
        if promoted {
            out.push('+');
        }
        out.push(char::from(if cell[0] == 'v' {
            letter.to_ascii_lowercase()
        } else {
            letter
        }));
    }
    if empty > 0 {
        let _ = write!(out, "{empty}");
    }
    Ok(out)
}

/// A `持駒` value (`角　歩二`, `なし`) as the SFEN hand of one side.
fn hand_sfen(value: &str, sente: bool) -> Result<String, String> {
    let mut out = String::new();
    for item in value
        .split(['　', ' '])
        .filter(|s| !s.is_empty() && *s != "なし")
    {
        let mut chars = item.chars();
        let name = chars.next().map(String::from).unwrap_or_default();
        let (letter, _) = piece_letter(&name).ok_or(format!("unknown piece in hand '{item}'"))?;
        let count: String = chars.collect();
        let n = match count.as_str() {
            "" => 1,
            "十" => 10,
            c => {
                let tens = u32::from(c.starts_with('十')) * 10;
                let unit = c.trim_start_matches('十').chars().next();
                tens + unit
                    .and_then(|u| RANK_KANJI.iter().position(|&k| k == u))
                    .map(|p| p as u32 + 1)
                    .ok_or(format!("bad count in '{item}'"))?
            }
        };
        if n > 1 {
            let _ = write!(out, "{n}");
        }
        out.push(char::from(if sente {
            letter
        } else {
            letter.to_ascii_lowercase()
        }));
    }
    Ok(out)
}

/// One move's text after its number, in USI; `None` for a terminal word (`投了`, ...).
fn kif_move(body: &str, previous: Option<&str>) -> Result<Option<String>, String> {
    let mut rest = body;
    let to = if let Some(r) = rest.strip_prefix('同') {
        rest = r.trim_start_matches([' ', '　']);
        previous.ok_or("'同' with no move before it")?.to_string()
    } else {
        let mut chars = rest.chars();
        let file = chars.next().and_then(|c| {
            FILE_DIGITS
                .iter()
                .position(|&d| d == c)
                .or_else(|| c.to_digit(10).and_then(|d| (d as usize).checked_sub(1)))
        });
        let rank = chars
            .next()
            .and_then(|c| RANK_KANJI.iter().position(|&k| k == c));
        match (file, rank) {
            (Some(f), Some(r)) if f < 9 => {
                rest = chars.as_str();
                format!("{}{}", f + 1, char::from(b'a' + r as u8))
            }
            // No square: a terminal word such as 投了 or 中断 ends the main line.
            _ => return Ok(None),
        }
    };
    let name_len = if rest.starts_with('成') { 2 } else { 1 };
    let name: String = rest.chars().take(name_len).collect();
    let (letter, _) = piece_letter(&name).ok_or(format!("unknown piece in '{body}'"))?;
    rest = &rest[name.len()..];
    if rest.starts_with('打') {
        return Ok(Some(format!("{}*{to}", char::from(letter))));
    }
    let promotes = rest.starts_with('成');
    let origin = rest
        .trim_start_matches(['成', '不'])
        .strip_prefix('(')
        .and_then(|r| r.get(..2))
        .ok_or(format!("no origin in '{body}'"))?;
    let o = origin.as_bytes();
    if o == b"00" {
        // `(00)`: a drop written without 打.
        return Ok(Some(format!("{}*{to}", char::from(letter))));
    }
    if !(b'1'..=b'9').contains(&o[0]) || !(b'1'..=b'9').contains(&o[1]) {
        return Err(format!("bad origin in '{body}'"));
    }
    let from = format!("{}{}", char::from(o[0]), char::from(b'a' + (o[1] - b'1')));
    Ok(Some(format!(
        "{from}{to}{}",
        if promotes { "+" } else { "" }
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    fn record(start: &str, moves: &[&str], result: GameResult, ending: Ending) -> GameRecord {
        GameRecord {
            id: 4,
            round: 1,
            pair: 2,
            players: ["先手エンジン".into(), "G".into()],
            opening: None,
            start_fen: start.into(),
            standard_start: start == EVEN,
            book_plies: 1,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            times_ms: vec![1500, 61_000, 2000, 0],
            scores: vec![],
            result,
            ending,
            reason: "resignation".into(),
            detail: None,
            time_control: "byoyomi 1".into(),
            date: "2026.11.29".into(),
        }
    }

    fn texts(start: &str, moves: &[&str]) -> Vec<String> {
        let mut board = parse_sfen(start).unwrap();
        let mut previous = None;
        moves
            .iter()
            .map(|m| {
                let (text, to) = move_text(&mut board, m, previous).unwrap();
                previous = Some(to);
                text
            })
            .collect()
    }

    #[test]
    fn move_texts_recapture_promote_and_drop() {
        let t = texts(EVEN, &["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "2b3a"]);
        assert_eq!(
            t,
            [
                "７六歩(77)",
                "３四歩(33)",
                "２二角成(88)",
                "同　銀(31)",
                "４五角打",
                "３一銀(22)"
            ]
        );
        // A silver entering the zone without promoting, then a promoted piece moving.
        let start = "4k4/9/9/3S5/9/9/9/9/4K4 b - 1";
        let t = texts(start, &["6d6c", "5a4a", "6c5b+", "4a3a", "5b4b"]);
        assert_eq!(
            t,
            [
                "６三銀不成(64)",
                "４一玉(51)",
                "５二銀成(63)",
                "３一玉(41)",
                "４二成銀(52)"
            ]
        );
        // Gote's zone is ranks 7-9; a gold never promotes.
        let start = "4k4/9/9/9/9/5g3/3p5/9/4K4 w - 1";
        let t = texts(start, &["6g6h+", "5i4i", "4f4g"]);
        assert_eq!(t, ["６八歩成(67)", "４九玉(59)", "４七金(46)"]);
    }

    #[test]
    fn a_full_even_record() {
        let r = record(
            EVEN,
            &["7g7f", "3c3d", "8h2b+", "3a2b"],
            GameResult::SecondWins,
            Ending::Resignation,
        );
        let text = game(&r, "t");
        let expected = "\
# ---- kirin match 棋譜ファイル ----
開始日時：2026/11/29
棋戦：t game 5
持ち時間：byoyomi 1
手合割：平手
先手：先手エンジン
後手：G
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:00/00:00:00)
   2 ３四歩(33)   ( 0:01/00:00:01)
   3 ２二角成(88) ( 1:01/00:01:01)
   4 同　銀(31)   ( 0:02/00:00:03)
   5 投了         ( 0:00/00:01:01)
*0-1 resignation (resignation)
まで4手で後手の勝ち
";
        assert_eq!(text, expected);
        let sjis = Encoding::ShiftJis.encode(&text);
        assert_ne!(sjis, text.as_bytes());
        assert_eq!(Encoding::ShiftJis.decode(&sjis), text);
        // Read back as an opening: the same moves.
        assert_eq!(
            read_opening(&text).unwrap(),
            "startpos moves 7g7f 3c3d 8h2b+ 3a2b"
        );
    }

    #[test]
    fn endings_map_to_kif_words() {
        let words = |result, ending, reason: &str, moves: &[&str]| {
            let mut r = record(EVEN, moves, result, ending);
            r.reason = reason.into();
            let text = game(&r, "t");
            let lines: Vec<&str> = text.lines().collect();
            let n = lines.len();
            (
                lines[n - 3].split_whitespace().nth(1).unwrap().to_string(),
                lines[n - 1].to_string(),
            )
        };
        let one = ["7g7f"];
        let w = |a: &str, b: &str| (a.to_string(), b.to_string());
        assert_eq!(
            words(
                GameResult::Draw,
                Ending::Rules,
                "repetition (sennichite)",
                &one
            ),
            w("千日手", "まで1手で千日手")
        );
        assert_eq!(
            words(GameResult::Draw, Ending::MoveCap, "move cap", &one),
            w("持将棋", "まで1手で持将棋")
        );
        assert_eq!(
            words(GameResult::FirstWins, Ending::Rules, "checkmate", &one),
            w("詰み", "まで1手で先手の勝ち")
        );
        // Gote to move and lost by an illegal move.
        assert_eq!(
            words(GameResult::FirstWins, Ending::IllegalMove, "illegal", &one),
            w("反則負け", "まで1手で後手の反則負け")
        );
        // Sente gave perpetual check: gote, to move, wins by the foul.
        assert_eq!(
            words(
                GameResult::SecondWins,
                Ending::Rules,
                "perpetual check",
                &one
            ),
            w("反則勝ち", "まで1手で後手の反則勝ち")
        );
        assert_eq!(
            words(
                GameResult::SecondWins,
                Ending::Declaration,
                "entering-king declaration",
                &one
            ),
            w("入玉勝ち", "まで1手で後手の入玉勝ち")
        );
        assert_eq!(
            words(GameResult::FirstWins, Ending::TimeForfeit, "time", &one),
            w("切れ負け", "まで1手で先手の勝ち")
        );
        assert_eq!(
            words(GameResult::FirstWins, Ending::Crash, "crash", &one),
            w("中断", "まで1手で先手の勝ち")
        );
    }

    #[test]
    fn set_up_positions_are_bod_diagrams_and_read_back() {
        let sfen = "8k/9/9/9/9/9/9/9/+P3K3+s w RB2G11Pb 1";
        let r = record(sfen, &["1a1b"], GameResult::Draw, Ending::AdjudicatedDraw);
        let text = game(&r, "t");
        assert!(!text.contains("手合割"), "{text}");
        assert!(text.contains("後手の持駒：角\n"), "{text}");
        assert!(text.contains("| ・ ・ ・ ・ ・ ・ ・ ・v玉|一\n"), "{text}");
        assert!(text.contains("| と ・ ・ ・ 玉 ・ ・ ・v全|九\n"), "{text}");
        assert!(
            text.contains("先手の持駒：飛　角　金二　歩十一\n後手番\n"),
            "{text}"
        );
        assert!(text.contains("   1 １二玉(11)"), "{text}");
        assert_eq!(
            read_opening(&text).unwrap(),
            "sfen 8k/9/9/9/9/9/9/9/+P3K3+s w RB2G11Pb 1 moves 1a1b"
        );
        let utf8 = Encoding::Utf8.encode(&text);
        assert_eq!(Encoding::Utf8.decode(&utf8), text);
    }

    #[test]
    fn kif_move_lines_from_other_writers() {
        let text = "手合割：平手\n\
            手数----指手--\n\
            1 ７六歩(77)\n\
            2 ３四歩(33)   ( 0:00/00:00:00)\n\
            3 ２二角成(88)\n\
            4 同　銀(31)\n\
            5 ４五角(00)\n\
            6 投了\n\
            7 ５八金(49)\n";
        assert_eq!(
            read_opening(text).unwrap(),
            "startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e"
        );
        assert!(read_opening("手合割：香落ち\n").is_err());
        assert!(read_opening("1 ７六象(77)\n").is_err());
        assert_eq!(
            Encoding::of_path(Path::new("a/b.KIF")),
            Some(Encoding::ShiftJis)
        );
        assert_eq!(Encoding::of_path(Path::new("b.kifu")), Some(Encoding::Utf8));
        assert_eq!(Encoding::of_path(Path::new("b.sfen")), None);
    }
}
