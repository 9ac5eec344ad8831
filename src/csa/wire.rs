//! The vocabulary of the CSA server protocol (version 1.2.1, as the shogi servers speak
//! it) that both ends share: the `Game_Summary` block read and written, its time rules,
//! moves as CSA text (`+7776FU`, `-0055KA`, `+8822UM`) turned into rule-checked shogi moves
//! and back, and the `#` result lines.
//!
//! A CSA move names the piece after the move and says nothing of a promotion, so both
//! directions need the position: a move promotes when the piece on its origin is
//! unpromoted and the name is its promoted form.

use crate::records::csa::{letter_of, name_of};
use crate::records::csa_read;
use crate::shogi::{sfen, Color, Move, PieceKind, Position, Square, START_SFEN};

/// The protocol version the server announces (`Protocol_Version`).
pub const PROTOCOL_VERSION: &str = "1.2";

/// The TCP port CSA servers listen on unless told otherwise (floodgate's too).
pub const DEFAULT_PORT: u16 = 4081;

/// The clock of one side, in the game's time unit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimeRules {
    /// Milliseconds in one unit (`Time_Unit:1sec` is 1000).
    pub unit_ms: u64,
    /// `Total_Time`.
    pub total: u64,
    /// `Byoyomi`: the time for each move once the main time is gone.
    pub byoyomi: u64,
    /// `Increment`: Fischer time, credited before each of the side's moves.
    pub increment: u64,
    /// `Least_Time_Per_Move`: the least a move is charged.
    pub least: u64,
}

impl TimeRules {
    /// True when the game has no clock (all of main time, byoyomi and increment zero).
    pub fn unlimited(&self) -> bool {
        self.total == 0 && self.byoyomi == 0 && self.increment == 0
    }

    /// The `Time_Unit` text of the unit.
    pub fn unit_text(&self) -> String {
        match self.unit_ms {
            1 => "1msec".to_string(),
            ms if ms % 60_000 == 0 => format!("{}min", ms / 60_000),
            ms if ms % 1000 == 0 => format!("{}sec", ms / 1000),
            ms => format!("{ms}msec"),
        }
    }
}

/// Reads `Time_Unit` text: `1sec`, `1min`, `100msec`.
fn parse_unit(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let digits_end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let count: u64 = text[..digits_end]
        .parse()
        .map_err(|_| format!("Time_Unit '{text}' has no number"))?;
    let per = match &text[digits_end..] {
        "msec" => 1,
        "sec" => 1000,
        "min" => 60_000,
        other => return Err(format!("Time_Unit '{text}': unknown unit '{other}'")),
    };
    match count * per {
        0 => Err("Time_Unit of zero".into()),
        ms => Ok(ms),
    }
}

/// A move of the game with the time the server charged for it (`,T12`), in units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The CSA text (`+7776FU`).
    pub csa: String,
    /// The USI text of the same move (`7g7f`).
    pub usi: String,
    /// The time charged, in the game's unit.
    pub time: u64,
}

/// A `Game_Summary` block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// `Game_ID`, echoed in `AGREE` and `START:`.
    pub game_id: String,
    /// `Name+`, `Name-`.
    pub names: [String; 2],
    /// `Your_Turn`: the colour of the receiver.
    pub your_turn: Color,
    /// `Max_Moves` (0: no limit): the game is drawn when it reaches this many moves.
    pub max_moves: u32,
    /// `Declaration`, when the entering-king declaration is allowed (`Jishogi 1.1`).
    pub declaration: Option<String>,
    /// Each side's clock (`BEGIN Time`, or `Time+` / `Time-` for one side).
    pub time: [TimeRules; 2],
    /// The `Position` block's position, before its moves, as SFEN.
    pub start_sfen: String,
    /// The `Position` block's lines up to the side line, as written.
    pub position_lines: Vec<String>,
    /// The moves already played in the `Position` block.
    pub moves: Vec<Played>,
}

/// The value of `key:value` line `line` for `key`.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.strip_prefix(key)?.strip_prefix(':')
}

impl Summary {
    /// Reads the lines between `BEGIN Game_Summary` and `END Game_Summary` (either may be
    /// included). Unknown keys are skipped, as the protocol asks; a missing mandatory key,
    /// a bad number or an unplayable `Position` block is an error.
    pub fn parse(lines: &[String]) -> Result<Summary, String> {
        let mut game_id = None;
        let mut names: [Option<String>; 2] = [None, None];
        let mut your_turn = None;
        let mut to_move = None;
        let mut max_moves = 0;
        let mut declaration = None;
        let mut time = [TimeRules {
            unit_ms: 1000,
            ..TimeRules::default()
        }; 2];
        let mut block: Option<&str> = None;
        let mut position: Vec<String> = Vec::new();
        for raw in lines {
            let line = raw.trim_end_matches('\r');
            if let Some(name) = line.strip_prefix("BEGIN ") {
                block = Some(name.trim());
                continue;
            }
            if line.starts_with("END ") {
                block = None;
                continue;
            }
            let number = |text: &str, key: &str| -> Result<u64, String> {
                text.trim()
                    .parse::<u64>()
                    .map_err(|_| format!("{key}: '{}' is not a number", text.trim()))
            };
            match block {
                Some("Position") => position.push(line.to_string()),
                Some(which @ ("Time" | "Time+" | "Time-")) => {
                    let sides: &[usize] = match which {
                        "Time+" => &[0],
                        "Time-" => &[1],
                        _ => &[0, 1],
                    };
                    let Some((key, value)) = line.split_once(':') else {
                        continue;
                    };
                    for &side in sides {
                        let t = &mut time[side];
                        match key {
                            "Time_Unit" => t.unit_ms = parse_unit(value)?,
                            "Total_Time" => t.total = number(value, key)?,
                            "Byoyomi" => t.byoyomi = number(value, key)?,
                            "Increment" => t.increment = number(value, key)?,
                            "Least_Time_Per_Move" => t.least = number(value, key)?,
                            _ => {}
                        }
                    }
                }
                _ => {
                    if let Some(v) = field(line, "Game_ID") {
                        game_id = Some(v.trim().to_string());
                    } else if let Some(v) = field(line, "Name+") {
                        names[0] = Some(v.trim().to_string());
                    } else if let Some(v) = field(line, "Name-") {
                        names[1] = Some(v.trim().to_string());
                    } else if let Some(v) = field(line, "Your_Turn") {
                        your_turn = Some(parse_sign(v, "Your_Turn")?);
                    } else if let Some(v) = field(line, "To_Move") {
                        to_move = Some(parse_sign(v, "To_Move")?);
                    } else if let Some(v) = field(line, "Max_Moves") {
                        max_moves = number(v, "Max_Moves")? as u32;
                    } else if let Some(v) = field(line, "Declaration") {
                        declaration = Some(v.trim().to_string());
                    } else if let Some(v) = field(line, "Rematch_On_Draw") {
                        if v.trim() != "NO" {
                            return Err(format!("Rematch_On_Draw:{v} is not supported"));
                        }
                    }
                }
            }
        }
        let your_turn = your_turn.ok_or("no Your_Turn")?;
        let [Some(black), Some(white)] = names else {
            return Err("no Name+ or Name-".into());
        };
        if position.is_empty() {
            return Err("no Position block".into());
        }
        let (start_sfen, position_lines, moves) = read_position(&position)?;
        let summary = Summary {
            game_id: game_id.unwrap_or_default(),
            names: [black, white],
            your_turn,
            max_moves,
            declaration,
            time,
            start_sfen,
            position_lines,
            moves,
        };
        let side = summary.position()?.side_to_move();
        if let Some(expected) = to_move {
            if expected != side {
                return Err(format!(
                    "To_Move:{} but the Position block leaves {} to move",
                    sign(expected),
                    sign(side)
                ));
            }
        }
        Ok(summary)
    }

    /// The position after the `Position` block's moves.
    pub fn position(&self) -> Result<Position, String> {
        let mut pos = sfen::parse(&self.start_sfen).map_err(|e| e.to_string())?;
        for m in &self.moves {
            let mv = pos.parse_usi_move(&m.usi).map_err(|e| e.to_string())?;
            pos.make_move(mv);
        }
        Ok(pos)
    }

    /// The block as the server sends it to the player of colour `receiver`, one line each,
    /// `BEGIN Game_Summary` to `END Game_Summary`.
    pub fn lines(&self, receiver: Color) -> Vec<String> {
        let to_move = self
            .position()
            .map(|p| p.side_to_move())
            .unwrap_or(Color::Black);
        let mut out = vec![
            "BEGIN Game_Summary".to_string(),
            format!("Protocol_Version:{PROTOCOL_VERSION}"),
            "Protocol_Mode:Server".to_string(),
            "Format:Shogi 1.0".to_string(),
        ];
        if let Some(d) = &self.declaration {
            out.push(format!("Declaration:{d}"));
        }
        out.extend([
            format!("Game_ID:{}", self.game_id),
            format!("Name+:{}", self.names[0]),
            format!("Name-:{}", self.names[1]),
            format!("Your_Turn:{}", sign(receiver)),
            "Rematch_On_Draw:NO".to_string(),
            format!("To_Move:{}", sign(to_move)),
            format!("Max_Moves:{}", self.max_moves),
        ]);
        let time_block = |out: &mut Vec<String>, name: &str, t: &TimeRules| {
            out.push(format!("BEGIN {name}"));
            out.push(format!("Time_Unit:{}", t.unit_text()));
            out.push(format!("Total_Time:{}", t.total));
            out.push(format!("Byoyomi:{}", t.byoyomi));
            out.push(format!("Increment:{}", t.increment));
            out.push(format!("Least_Time_Per_Move:{}", t.least));
            out.push(format!("END {name}"));
        };
        if self.time[0] == self.time[1] {
            time_block(&mut out, "Time", &self.time[0]);
        } else {
            time_block(&mut out, "Time+", &self.time[0]);
            time_block(&mut out, "Time-", &self.time[1]);
        }
        out.push("BEGIN Position".to_string());
        out.extend(self.position_lines.iter().cloned());
        out.extend(self.moves.iter().map(|m| format!("{},T{}", m.csa, m.time)));
        out.push("END Position".to_string());
        out.push("END Game_Summary".to_string());
        out
    }
}

/// `+` for Black (sente), `-` for White.
pub fn sign(color: Color) -> char {
    match color {
        Color::Black => '+',
        Color::White => '-',
    }
}

fn parse_sign(text: &str, key: &str) -> Result<Color, String> {
    match text.trim() {
        "+" => Ok(Color::Black),
        "-" => Ok(Color::White),
        other => Err(format!("{key}:{other} is neither + nor -")),
    }
}

/// The start SFEN, the lines up to the side line, and the moves of a `Position` block.
fn read_position(lines: &[String]) -> Result<(String, Vec<String>, Vec<Played>), String> {
    let mut position_lines = Vec::new();
    let mut move_lines = Vec::new();
    for line in lines.iter().map(|l| l.trim_end()) {
        let is_move = line.len() > 1 && line.starts_with(['+', '-']);
        if is_move {
            move_lines.push(line);
        } else if !line.is_empty() && !line.starts_with('\'') {
            if !move_lines.is_empty() {
                return Err(format!("Position: '{line}' after the moves"));
            }
            position_lines.push(line.to_string());
        }
    }
    let games = csa_read::read(&position_lines.join("\n"), START_SFEN);
    let start = match games.as_slice() {
        [Ok(played)] if !played.start.is_empty() => played.start.clone(),
        [Err((_, why))] => return Err(format!("Position: {why}")),
        _ => return Err("Position: no board and side to move".into()),
    };
    let mut pos = sfen::parse(&start).map_err(|e| format!("Position: {e}"))?;
    let mut moves = Vec::new();
    for line in move_lines {
        let (text, rest) = line.split_once(',').unwrap_or((line, ""));
        let time = match rest.trim().strip_prefix('T') {
            Some(t) => t
                .parse()
                .map_err(|_| format!("Position: bad time in '{line}'"))?,
            None => 0,
        };
        let mv = parse_move(&pos, text).map_err(|e| format!("Position: {e}"))?;
        moves.push(Played {
            csa: text.to_string(),
            usi: mv.to_string(),
            time,
        });
        pos.make_move(mv);
    }
    Ok((start, position_lines, moves))
}

/// The CSA name of a piece kind (`FU`, `RY`).
pub fn kind_name(kind: PieceKind) -> &'static str {
    let letter = kind.unpromoted().letter() as u8;
    name_of(letter, kind.is_promoted()).expect("every shogi piece has a CSA name")
}

/// Reads CSA move text (`+7776FU`) in `pos` and checks it under the rules: the sign is
/// the side to move, the named piece stands on the origin (or is in hand for `00`), and
/// the move is legal.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, String> {
    let b = text.as_bytes();
    let malformed = || format!("'{text}' is not a CSA move");
    if b.len() != 7 || !b[1..5].iter().all(u8::is_ascii_digit) {
        return Err(malformed());
    }
    let color = match b[0] {
        b'+' => Color::Black,
        b'-' => Color::White,
        _ => return Err(malformed()),
    };
    if color != pos.side_to_move() {
        return Err(format!("'{text}': {} is not to move", sign(color)));
    }
    let (letter, named_promoted) = letter_of([b[5], b[6]]).ok_or_else(malformed)?;
    let square = |xy: &[u8]| Square::new(i32::from(xy[0] - b'0'), i32::from(xy[1] - b'0'));
    let to = square(&b[3..5]).ok_or_else(malformed)?;
    let mv = if &b[1..3] == b"00" {
        let kind = PieceKind::from_letter(char::from(letter)).ok_or_else(malformed)?;
        if named_promoted {
            return Err(format!("'{text}': a promoted piece cannot be dropped"));
        }
        Move::drop(kind, to)
    } else {
        let from = square(&b[1..3]).ok_or_else(malformed)?;
        let piece = pos
            .piece_on(from)
            .filter(|p| p.color == color)
            .ok_or_else(|| format!("'{text}': no piece of the mover on {}", &text[1..3]))?;
        let name = kind_name(piece.kind);
        let promotes = name.as_bytes() != &b[5..7];
        if promotes
            && !(piece.kind.can_promote()
                && named_promoted
                && kind_name(piece.kind.promoted()).as_bytes() == &b[5..7])
        {
            return Err(format!("'{text}': the piece on {} is {name}", &text[1..3]));
        }
        Move::board(from, to, promotes)
    };
    if pos.is_legal_move(mv) {
        Ok(mv)
    } else {
        Err(format!("'{text}' ({mv}) is illegal here"))
    }
}

/// The CSA text of legal move `mv` in `pos`.
pub fn format_move(pos: &Position, mv: Move) -> String {
    let color = pos.side_to_move();
    let to = mv.to();
    let (from, kind) = match mv.drop_kind() {
        Some(kind) => ("00".to_string(), kind),
        None => {
            let from = mv.from();
            let kind = pos.piece_on(from).map_or(PieceKind::King, |p| p.kind);
            let kind = if mv.promotes() { kind.promoted() } else { kind };
            (format!("{}{}", from.file(), from.rank()), kind)
        }
    };
    format!(
        "{}{from}{}{}{}",
        sign(color),
        to.file(),
        to.rank(),
        kind_name(kind)
    )
}

/// How a game ended, from the `#` lines: the reason line and the result line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameEnd {
    /// `#RESIGN`, `#TIME_UP`, `#ILLEGAL_MOVE`, `#SENNICHITE`, `#OUTE_SENNICHITE`,
    /// `#JISHOGI`, `#MAX_MOVES`, `#CHUDAN` (without the `#`); empty when none came.
    pub reason: String,
    /// `WIN`, `LOSE`, `DRAW`, `CENSORED` or `CHUDAN`, from the receiver's view.
    pub result: String,
}

/// Result lines: they end a game.
pub const RESULT_WORDS: [&str; 5] = ["WIN", "LOSE", "DRAW", "CENSORED", "CHUDAN"];

/// Reason lines.
pub const REASON_WORDS: [&str; 8] = [
    "RESIGN",
    "TIME_UP",
    "ILLEGAL_MOVE",
    "SENNICHITE",
    "OUTE_SENNICHITE",
    "JISHOGI",
    "MAX_MOVES",
    "ILLEGAL_ACTION",
];

impl GameEnd {
    /// The record's end code (`%TORYO`) for this ending.
    pub fn end_code(&self) -> &'static str {
        match self.reason.as_str() {
            "RESIGN" => "%TORYO",
            "TIME_UP" => "%TIME_UP",
            "ILLEGAL_MOVE" | "ILLEGAL_ACTION" => "%ILLEGAL_MOVE",
            "SENNICHITE" => "%SENNICHITE",
            "OUTE_SENNICHITE" => "%OUTE_SENNICHITE",
            "JISHOGI" => "%KACHI",
            "MAX_MOVES" => "%MAX_MOVES",
            _ => "%CHUDAN",
        }
    }
}

/// True when `start_sfen` is the even start with Black to move and empty hands (the
/// client then sends `position startpos`).
pub fn is_even_start(start_sfen: &str) -> bool {
    start_sfen
        .split_whitespace()
        .take(3)
        .eq(START_SFEN.split_whitespace().take(3))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        text.lines().map(str::to_string).collect()
    }

    const FLOODGATE: &str = "BEGIN Game_Summary
Protocol_Version:1.2
Protocol_Mode:Server
Format:Shogi 1.0
Declaration:Jishogi 1.1
Game_ID:wdoor+floodgate-300-10F+alice+bob+20260101120002
Name+:alice
Name-:bob
Your_Turn:-
Rematch_On_Draw:NO
To_Move:-
Max_Moves:256
BEGIN Time
Time_Unit:1sec
Total_Time:300
Byoyomi:0
Increment:10
Least_Time_Per_Move:0
END Time
BEGIN Position
P1-KY-KE-GI-KI-OU-KI-GI-KE-KY
P2 * -HI *  *  *  *  * -KA * 
P3-FU-FU-FU-FU-FU-FU-FU-FU-FU
P4 *  *  *  *  *  *  *  *  * 
P5 *  *  *  *  *  *  *  *  * 
P6 *  *  *  *  *  *  *  *  * 
P7+FU+FU+FU+FU+FU+FU+FU+FU+FU
P8 * +KA *  *  *  *  * +HI * 
P9+KY+KE+GI+KI+OU+KI+GI+KE+KY
+
+7776FU,T12
END Position
END Game_Summary";

    #[test]
    fn a_floodgate_summary_with_a_move_played() {
        let s = Summary::parse(&lines(FLOODGATE)).unwrap();
        assert_eq!(s.names, ["alice".to_string(), "bob".to_string()]);
        assert_eq!(s.your_turn, Color::White);
        assert_eq!(s.max_moves, 256);
        assert_eq!(s.time[1].increment, 10);
        assert_eq!(s.time[0].unit_ms, 1000);
        assert!(is_even_start(&s.start_sfen));
        assert_eq!(s.moves[0].usi, "7g7f");
        assert_eq!(s.moves[0].time, 12);
        // Written back and read again, it is the same summary.
        assert_eq!(Summary::parse(&s.lines(Color::White)).unwrap(), s);
    }

    #[test]
    fn missing_and_contradicting_fields_are_errors() {
        let without = |key: &str| {
            let kept: Vec<String> = lines(FLOODGATE)
                .into_iter()
                .filter(|l| !l.starts_with(key))
                .collect();
            Summary::parse(&kept).unwrap_err()
        };
        assert!(without("Your_Turn").contains("Your_Turn"));
        assert!(without("Name-").contains("Name"));
        assert!(without("P").contains("Position"));
        let wrong = FLOODGATE.replace("To_Move:-", "To_Move:+");
        assert!(Summary::parse(&lines(&wrong))
            .unwrap_err()
            .contains("To_Move"));
        let bad_move = FLOODGATE.replace("+7776FU", "+7775FU");
        assert!(Summary::parse(&lines(&bad_move)).is_err());
    }

    #[test]
    fn moves_both_ways_with_promotion_and_drops() {
        let mut pos = Position::startpos();
        for (usi, csa) in [
            ("7g7f", "+7776FU"),
            ("3c3d", "-3334FU"),
            ("8h2b+", "+8822UM"),
            ("3a2b", "-3122GI"),
            ("B*4e", "+0045KA"),
        ] {
            let mv = parse_move(&pos, csa).unwrap();
            assert_eq!(mv.to_string(), usi);
            assert_eq!(format_move(&pos, mv), csa);
            pos.make_move(mv);
        }
        assert!(parse_move(&pos, "-0055HI").unwrap_err().contains("illegal"));
        assert!(parse_move(&pos, "+5958OU")
            .unwrap_err()
            .contains("not to move"));
        assert!(parse_move(&pos, "-5152KI").unwrap_err().contains("is OU"));
        assert!(parse_move(&pos, "garbage")
            .unwrap_err()
            .contains("not a CSA move"));
    }

    #[test]
    fn handicap_by_pi_and_time_units() {
        let text = "Your_Turn:+\nName+:a\nName-:b\nBEGIN Time\nTime_Unit:100msec\nByoyomi:30\nEND Time\nBEGIN Position\nPI82HI22KA\n-\nEND Position";
        let s = Summary::parse(&lines(text)).unwrap();
        assert!(s.start_sfen.starts_with("lnsgkgsnl/9/ppppppppp/"));
        assert!(s.start_sfen.contains(" w "));
        assert_eq!(s.time[0].unit_ms, 100);
        assert_eq!(s.time[0].byoyomi, 30);
        assert!(parse_unit("1hour").is_err());
    }
}
