//! CSA game records (format version 2.2, as `kirin match -csaout` and the shogi servers
//! write them) read for `kirin book build`: games separated by `/` lines, each with its
//! start position (`PI` for the game's start, with `PI82HI`-style removals for a
//! handicap, or `P1`.. rows of ` * `/`+FU`/`-KY` cells, `P+`/`P-` placements with `00`
//! for the hand), the side line (`+`/`-`), moves such as `+7776FU` and `-0055KA` (a drop),
//! and an end code. Names, `$` information, times (`T12`), comments (`'`) and the version
//! line are skipped; several statements on a line may be separated by commas. The board
//! is as wide as the start position's rows, so a 5×5 minishogi record reads too.
//!
//! A move names the piece after it moves, so the reader tracks the board to tell a
//! promotion (`+8822UM` from a bishop) from a promoted piece's move and checks that the
//! piece named stands on the origin; the rules check the move itself later.
//!
//! The result from the end code, with the side to move after the last move: `%TORYO`,
//! `%TSUMI`, `%TIME_UP`, `%ILLEGAL_MOVE` it loses; `%KACHI` (a declaration) and
//! `%OUTE_SENNICHITE` (the perpetual checker moved last) it wins; `%+ILLEGAL_ACTION` /
//! `%-ILLEGAL_ACTION` the side named loses; `%SENNICHITE`, `%JISHOGI`, `%HIKIWAKE` and
//! `%MAX_MOVES` are draws. `%CHUDAN`, any other code and none give no result: the game's
//! moves still count, its result does not. The comment `kirin match` writes after the
//! end code (`'1-0 resignation (...)`) gives the result when present, as the runner
//! judged it (an adjudication or a crash that the end code cannot tell).

use super::csa::{letter_of, name_of};
use super::read::{Played, Problem};
use crate::records::result::{Ending, GameResult};

/// A piece on the board: sente's?, and its CSA name (`FU`, `UM`, ...).
type Piece = (bool, [u8; 2]);

/// A two-letter piece name at the start of `text`.
fn name_at(text: &[u8]) -> Result<[u8; 2], String> {
    match text {
        [a, b, ..] if letter_of([*a, *b]).is_some() => Ok([*a, *b]),
        _ => Err(format!(
            "unknown piece '{}'",
            String::from_utf8_lossy(&text[..text.len().min(2)])
        )),
    }
}

/// The board being read: `rows[rank - 1][width - file]` (files right to left, as both
/// CSA rows and SFEN rows list them).
#[derive(Clone, Debug, Default)]
struct Board {
    rows: Vec<Vec<Option<Piece>>>,
    /// Pieces in hand by SFEN letter: sente's, gote's.
    hands: [Vec<(u8, u32)>; 2],
    sente_to_move: bool,
}

impl Board {
    /// The board of the position part of `sfen` (no hands: `PI` starts have none).
    fn from_sfen(sfen: &str) -> Result<Board, String> {
        let mut rows = Vec::new();
        for row in sfen.split_whitespace().next().unwrap_or("").split('/') {
            let mut cells = Vec::new();
            let mut promoted = false;
            for c in row.bytes() {
                match c {
                    b'1'..=b'9' => cells.extend((0..c - b'0').map(|_| None)),
                    b'+' => promoted = true,
                    _ => {
                        let name = name_of(c.to_ascii_uppercase(), promoted)
                            .map(|n| [n.as_bytes()[0], n.as_bytes()[1]])
                            .ok_or(format!("bad start position '{sfen}'"))?;
                        cells.push(Some((c.is_ascii_uppercase(), name)));
                        promoted = false;
                    }
                }
            }
            rows.push(cells);
        }
        Ok(Board {
            rows,
            sente_to_move: true,
            ..Board::default()
        })
    }

    fn width(&self) -> usize {
        self.rows.first().map_or(0, Vec::len)
    }

    /// The cell of CSA square `xy` (`b"77"`), if it is on the board.
    fn cell(&mut self, xy: &[u8]) -> Option<&mut Option<Piece>> {
        let width = self.width();
        let (file, rank) = (
            usize::from(xy[0].checked_sub(b'0')?),
            xy[1].checked_sub(b'0')?,
        );
        if !(1..=width).contains(&file) {
            return None;
        }
        self.rows
            .get_mut(usize::from(rank).checked_sub(1)?)?
            .get_mut(width - file)
    }

    /// Reads a `P+`/`P-` line's placements (`00KI` to the hand, `5544KA` ... on the board).
    fn place(&mut self, sente: bool, text: &[u8]) -> Result<(), String> {
        for item in text.chunks(4) {
            if item.len() < 4 {
                return Err("a placement needs four characters".into());
            }
            if &item[2..] == b"AL" {
                return Err("'00AL' (the remaining pieces) is not read".into());
            }
            let name = name_at(&item[2..])?;
            if &item[..2] == b"00" {
                let (upper, promoted) = letter_of(name).expect("a known name");
                if promoted || upper == b'K' {
                    return Err(format!("'{}' cannot be in hand", show(&item[2..])));
                }
                let hand = &mut self.hands[usize::from(!sente)];
                match hand.iter_mut().find(|(l, _)| *l == upper) {
                    Some((_, count)) => *count += 1,
                    None => hand.push((upper, 1)),
                }
            } else {
                *self
                    .cell(&item[..2])
                    .ok_or(format!("no square '{}'", show(&item[..2])))? = Some((sente, name));
            }
        }
        Ok(())
    }

    /// The position as SFEN (move number 1).
    fn sfen(&self) -> String {
        let rows: Vec<String> = self
            .rows
            .iter()
            .map(|row| {
                let mut out = String::new();
                let mut empty = 0;
                for cell in row {
                    let Some((sente, name)) = cell else {
                        empty += 1;
                        continue;
                    };
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let (upper, promoted) = letter_of(*name).expect("a known name");
                    if promoted {
                        out.push('+');
                    }
                    let c = char::from(upper);
                    out.push(if *sente { c } else { c.to_ascii_lowercase() });
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                }
                out
            })
            .collect();
        let mut hand = String::new();
        for (side, pieces) in self.hands.iter().enumerate() {
            for l in *b"RBGSNLP" {
                if let Some(&(_, n)) = pieces.iter().find(|(p, _)| *p == l) {
                    if n > 1 {
                        hand.push_str(&n.to_string());
                    }
                    let c = char::from(l);
                    hand.push(if side == 0 { c } else { c.to_ascii_lowercase() });
                }
            }
        }
        if hand.is_empty() {
            hand.push('-');
        }
        let side = if self.sente_to_move { 'b' } else { 'w' };
        format!("{} {side} {hand} 1", rows.join("/"))
    }

    /// Plays CSA move `text` (`+7776FU`); its USI text.
    fn play(&mut self, text: &[u8]) -> Result<String, String> {
        let shown = show(text);
        if text.len() != 7 || !text[1..5].iter().all(u8::is_ascii_digit) {
            return Err(format!("'{shown}' is not a CSA move"));
        }
        let sente = text[0] == b'+';
        if sente != self.sente_to_move {
            return Err(format!("'{shown}': the other side is to move"));
        }
        let name = name_at(&text[5..])?;
        let (upper, promoted) = letter_of(name).expect("a known name");
        if self.cell(&text[3..5]).is_none() {
            return Err(format!("'{shown}': no square {}", show(&text[3..5])));
        }
        let square =
            |xy: &[u8]| format!("{}{}", char::from(xy[0]), char::from(xy[1] - b'1' + b'a'));
        let to = square(&text[3..5]);
        let usi = if &text[1..3] == b"00" {
            if promoted {
                return Err(format!("'{shown}': a promoted piece is dropped"));
            }
            format!("{}*{to}", char::from(upper))
        } else {
            let from_cell = self
                .cell(&text[1..3])
                .ok_or(format!("'{shown}': no square {}", show(&text[1..3])))?;
            let before = from_cell.take();
            let promotes = match before {
                Some((s, n)) if s == sente && n == name => false,
                Some((s, n)) if s == sente && promoted && letter_of(n) == Some((upper, false)) => {
                    true
                }
                _ => {
                    *from_cell = before;
                    let what = before.map_or("nothing".to_string(), |(_, n)| show(&n));
                    return Err(format!("'{shown}': {} holds {what}", show(&text[1..3])));
                }
            };
            format!(
                "{}{to}{}",
                square(&text[1..3]),
                if promotes { "+" } else { "" }
            )
        };
        *self.cell(&text[3..5]).expect("checked above") = Some((sente, name));
        self.sente_to_move = !sente;
        Ok(usi)
    }
}

fn show(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The result of end code `code` (`TORYO`), given who is to move after the last move.
fn result_of(code: &str, sente_to_move: bool) -> Option<GameResult> {
    let mover = usize::from(!sente_to_move);
    match code {
        "TORYO" | "TSUMI" | "TIME_UP" | "ILLEGAL_MOVE" => Some(GameResult::win_for(1 - mover)),
        "KACHI" | "OUTE_SENNICHITE" => Some(GameResult::win_for(mover)),
        "+ILLEGAL_ACTION" => Some(GameResult::SecondWins),
        "-ILLEGAL_ACTION" => Some(GameResult::FirstWins),
        "SENNICHITE" | "JISHOGI" | "HIKIWAKE" | "MAX_MOVES" => Some(GameResult::Draw),
        _ => None,
    }
}

/// The result in a comment as `kirin match` writes it (`1-0 resignation (...)`).
fn kirin_result(comment: &str) -> Option<GameResult> {
    let mut words = comment.split_whitespace();
    let result = GameResult::parse(words.next()?)?;
    Ending::parse(words.next()?).map(|_| result)
}

/// One game being read.
#[derive(Default)]
struct Reading {
    line: usize,
    board: Option<Board>,
    played: Played,
    ended: bool,
    kirin: Option<GameResult>,
    problem: Option<Problem>,
}

impl Reading {
    /// The game, or its first problem.
    fn finish(mut self) -> Result<Played, Problem> {
        if let Some(problem) = self.problem {
            return Err(problem);
        }
        if self.board.is_none() {
            return Err((self.line, "no start position (PI or P1..)".into()));
        }
        self.played.line = self.line;
        if self.kirin.is_some() {
            self.played.result = self.kirin;
        }
        Ok(self.played)
    }

    /// Reads one statement of line `number`.
    fn statement(&mut self, number: usize, text: &str, start: &str) -> Result<(), String> {
        let bytes = text.as_bytes();
        if let Some(comment) = text.strip_prefix('\'') {
            if self.ended {
                self.kirin = self.kirin.or(kirin_result(comment));
            }
            return Ok(());
        }
        match bytes.first() {
            Some(b'V' | b'N' | b'$' | b'T') | None => Ok(()),
            Some(b'P') => {
                if !self.played.moves.is_empty() {
                    return Err("a position line after the moves".into());
                }
                let board = self.board.get_or_insert_with(Board::default);
                match bytes.get(1) {
                    Some(b'I') => {
                        *board = Board::from_sfen(start)?;
                        for item in bytes[2..].chunks(4) {
                            if item.len() < 4 {
                                return Err("PI: a removal needs four characters".into());
                            }
                            let square = board
                                .cell(item)
                                .ok_or(format!("PI: no square '{}'", show(item)))?;
                            if square.take().is_none() {
                                return Err(format!("PI: nothing on '{}'", show(item)));
                            }
                        }
                        Ok(())
                    }
                    Some(sign @ (b'+' | b'-')) => board.place(*sign == b'+', &bytes[2..]),
                    Some(d @ b'1'..=b'9') => {
                        let rank = usize::from(d - b'0');
                        if rank != board.rows.len() + 1 {
                            return Err(format!("row P{rank} out of order"));
                        }
                        let mut row = Vec::new();
                        for cell in bytes[2..].chunks(3) {
                            row.push(match cell {
                                [b' ', b'*', ..] => None,
                                [s @ (b'+' | b'-'), rest @ ..] => {
                                    Some((*s == b'+', name_at(rest)?))
                                }
                                _ => return Err(format!("bad cell '{}'", show(cell))),
                            });
                        }
                        board.rows.push(row);
                        Ok(())
                    }
                    _ => Err(format!("unknown line '{text}'")),
                }
            }
            Some(sign @ (b'+' | b'-')) if bytes.len() == 1 => {
                let board = self
                    .board
                    .as_mut()
                    .ok_or("the side line before the position")?;
                board.sente_to_move = *sign == b'+';
                self.played.start = board.sfen();
                Ok(())
            }
            Some(b'+' | b'-') => {
                if self.played.start.is_empty() {
                    return Err("a move before the side line ('+' or '-')".into());
                }
                if self.ended {
                    return Err("a move after the end code".into());
                }
                let board = self.board.as_mut().expect("the side line set the board");
                let usi = board
                    .play(bytes)
                    .map_err(|e| format!("move {}: {e}", self.played.moves.len() + 1))?;
                self.played.moves.push((number, usi));
                Ok(())
            }
            Some(b'%') => {
                let sente = self.board.as_ref().is_none_or(|b| b.sente_to_move);
                if !self.ended {
                    self.played.result = result_of(&text[1..], sente);
                }
                self.ended = true;
                Ok(())
            }
            _ => Err(format!("unknown line '{text}'")),
        }
    }
}

/// The games of CSA text `text`; `start` is the game's start position (SFEN), which `PI`
/// stands for.
pub fn read(text: &str, start: &str) -> Vec<Result<Played, Problem>> {
    let mut games = Vec::new();
    let mut game: Option<Reading> = None;
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        if line.trim() == "/" {
            games.extend(game.take().map(Reading::finish));
            continue;
        }
        let reading = game.get_or_insert_with(|| Reading {
            line: number,
            ..Reading::default()
        });
        if reading.problem.is_some() {
            continue;
        }
        // A comment or a row of cells is one statement; other lines may hold several.
        let statements: Vec<&str> = if line.starts_with(['\'', 'P']) {
            vec![line.trim_end_matches(['\r', '\n'])]
        } else {
            line.split(',').map(str::trim).collect()
        };
        for statement in statements {
            if let Err(why) = reading.statement(number, statement, start) {
                reading.problem = Some((number, why));
                break;
            }
        }
    }
    games.extend(game.map(Reading::finish));
    games
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::START_SFEN;

    fn one(text: &str) -> Result<Played, Problem> {
        let mut games = read(text, START_SFEN);
        assert_eq!(games.len(), 1);
        games.remove(0)
    }

    #[test]
    fn moves_promotions_drops_and_the_result() {
        let game = one(
            "V2.2\nN+a\nN-b\nPI\n+\n+7776FU\nT3\n-3334FU,T1\n+8822UM\n-3122GI\n+0045KA\n%TORYO\n",
        )
        .unwrap();
        assert_eq!(game.start, START_SFEN);
        let moves: Vec<&str> = game.moves.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(moves, ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
        assert_eq!(game.moves[1].0, 8);
        assert_eq!(game.result, Some(GameResult::FirstWins), "gote resigns");
    }

    #[test]
    fn a_set_up_position_with_hands_and_kirins_result_comment() {
        let game = one(
            "P1 *  *  *  *  *  *  *  * -OU\nP2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  *  * \n\
             P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n\
             P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \nP9+TO *  *  * +OU *  *  *  * \n\
             P+00FU00FU\nP-00KA\n-\n-1112OU\n%CHUDAN\n'0-1 crash (engine died)\n",
        )
        .unwrap();
        assert_eq!(game.start, "8k/9/9/9/9/9/9/9/+P3K4 w 2Pb 1");
        assert_eq!(game.result, Some(GameResult::SecondWins));
        let game = one("PI82HI22KA\n-\n-3334FU\n%CHUDAN\n").unwrap();
        assert!(game.start.starts_with("lnsgkgsnl/9/ppp"), "{}", game.start);
        assert_eq!(game.result, None, "interrupted: no result");
    }

    #[test]
    fn a_bad_move_is_one_problem_and_the_next_game_reads() {
        let games = read(
            "PI\n+\n+7776FU\n-7776FU\n+2726FU\n%TORYO\n/\nPI\n+\n+2726FU\n%KACHI\n",
            START_SFEN,
        );
        assert_eq!(games.len(), 2);
        let (line, why) = games[0].as_ref().unwrap_err();
        assert_eq!(*line, 4);
        assert!(
            why.starts_with("move 2: '-7776FU': 77 holds nothing"),
            "{why}"
        );
        let declared = games[1].as_ref().unwrap().result;
        assert_eq!(
            declared,
            Some(GameResult::SecondWins),
            "gote, to move, declares"
        );
    }

    #[test]
    fn end_codes() {
        assert_eq!(result_of("TORYO", false), Some(GameResult::FirstWins));
        assert_eq!(result_of("KACHI", false), Some(GameResult::SecondWins));
        assert_eq!(result_of("SENNICHITE", true), Some(GameResult::Draw));
        assert_eq!(result_of("CHUDAN", true), None);
    }
}
