//! Where a game starts: the `--start PREFIX=POSITION` options (a USI `startpos` or `sfen`
//! position with optional moves) and the `Position` block the server sends for a start:
//! `PI` for the even start, `PI82HI22KA`-style removals for the even start with pieces
//! removed and no hands (the handicaps), otherwise `P1`..`P9` rows and `P+` / `P-` hand
//! lines; then the side to move, and the moves already played.

use crate::csa::wire::{format_move, kind_name, sign, Played, Summary, TimeRules};
use crate::shogi::{sfen, Color, PieceKind, Position, Square, START_SFEN};

/// A start position: the SFEN before the moves and the moves, already checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    /// The position before `moves`, as SFEN.
    pub sfen: String,
    /// The moves played from it, sent in the `Position` block with `T0`.
    pub moves: Vec<Played>,
}

impl Start {
    /// The even start with no moves.
    pub fn even() -> Start {
        Start {
            sfen: START_SFEN.to_string(),
            moves: Vec::new(),
        }
    }

    /// Reads `startpos [moves M...]` or `sfen <board> <side> <hands> [<n>] [moves M...]`
    /// in USI notation; every move must be legal.
    pub fn parse(text: &str) -> Result<Start, String> {
        let mut tokens = text.split_whitespace().peekable();
        let sfen_text = match tokens.next() {
            Some("startpos") => START_SFEN.to_string(),
            Some("sfen") => {
                let mut fields = Vec::new();
                while let Some(&field) = tokens.peek() {
                    if field == "moves" {
                        break;
                    }
                    fields.push(field);
                    tokens.next();
                }
                fields.join(" ")
            }
            _ => return Err(format!("'{text}': expected 'startpos' or 'sfen ...'")),
        };
        let mut pos = sfen::parse(&sfen_text).map_err(|e| format!("'{text}': {e}"))?;
        let start_sfen = sfen::format(&pos);
        let mut moves = Vec::new();
        match tokens.next() {
            None => {}
            Some("moves") => {
                for usi in tokens {
                    let mv = pos
                        .parse_usi_move(usi)
                        .map_err(|e| format!("'{text}': {e}"))?;
                    moves.push(Played {
                        csa: format_move(&pos, mv),
                        usi: mv.to_string(),
                        time: 0,
                    });
                    pos.make_move(mv);
                }
            }
            Some(other) => return Err(format!("'{text}': '{other}' where 'moves' was expected")),
        }
        Ok(Start {
            sfen: start_sfen,
            moves,
        })
    }
}

/// The `Declaration` the server announces: the CSA 27-point rule, which it judges.
pub const DECLARATION: &str = "Jishogi 1.1";

impl Start {
    /// The summary of a game from this start (`Your_Turn` is set per receiver when the
    /// summary is sent): both sides on clock `time`.
    pub fn summary(
        &self,
        game_id: &str,
        names: [String; 2],
        time: TimeRules,
        max_moves: u32,
    ) -> Summary {
        Summary {
            game_id: game_id.to_string(),
            names,
            your_turn: Color::Black,
            max_moves,
            declaration: Some(DECLARATION.to_string()),
            time: [time; 2],
            start_sfen: self.sfen.clone(),
            position_lines: position_lines(&self.sfen),
            moves: self.moves.clone(),
        }
    }
}

/// Reads a `--start PREFIX=POSITION` option value.
pub fn parse_start_option(text: &str) -> Result<(String, Start), String> {
    let (prefix, position) = text
        .split_once('=')
        .ok_or_else(|| format!("--start {text}: expected PREFIX=POSITION"))?;
    let valid_prefix = !prefix.is_empty()
        && prefix
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '@' || c == '.');
    if !valid_prefix {
        return Err(format!(
            "--start {text}: the prefix must be letters and digits"
        ));
    }
    Ok((prefix.to_string(), Start::parse(position)?))
}

/// The `Position` block lines up to and including the side line, for the position of
/// `start_sfen` (an unreadable SFEN gives the even start: callers checked it).
pub fn position_lines(start_sfen: &str) -> Vec<String> {
    let pos = sfen::parse(start_sfen).unwrap_or_else(|_| Position::startpos());
    let even = Position::startpos();
    let side = sign(pos.side_to_move()).to_string();
    if let Some(removals) = handicap_removals(&pos, &even) {
        return vec![format!("PI{removals}"), side];
    }
    let mut lines = Vec::new();
    for rank in 1..=9 {
        let mut row = format!("P{rank}");
        for file in (1..=9).rev() {
            let piece = Square::new(file, rank).and_then(|sq| pos.piece_on(sq));
            match piece {
                Some(p) => {
                    row.push(sign(p.color));
                    row.push_str(kind_name(p.kind));
                }
                None => row.push_str(" * "),
            }
        }
        lines.push(row);
    }
    for color in Color::ALL {
        let hand = pos.hand(color);
        if hand.is_empty() {
            continue;
        }
        let mut line = format!("P{}", sign(color));
        for kind in PieceKind::HAND_RECORD_ORDER {
            for _ in 0..hand.count(kind) {
                line.push_str("00");
                line.push_str(kind_name(kind));
            }
        }
        lines.push(line);
    }
    lines.push(side);
    lines
}

/// The `PI` removals (`82HI22KA`, empty for the even start) when `pos` is the even start
/// with pieces taken off and nothing in hand; `None` otherwise.
fn handicap_removals(pos: &Position, even: &Position) -> Option<String> {
    if !pos.hand(Color::Black).is_empty() || !pos.hand(Color::White).is_empty() {
        return None;
    }
    let mut removals = String::new();
    for rank in 1..=9 {
        for file in (1..=9).rev() {
            let sq = Square::new(file, rank)?;
            match (pos.piece_on(sq), even.piece_on(sq)) {
                (now, before) if now == before => {}
                (None, Some(p)) => {
                    removals.push_str(&format!("{file}{rank}{}", kind_name(p.kind)));
                }
                _ => return None,
            }
        }
    }
    Some(removals)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::csa::wire::Summary;

    #[test]
    fn pi_lines_for_the_even_start_and_handicaps() {
        assert_eq!(position_lines(START_SFEN), ["PI", "+"]);
        let two_pieces = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
        assert_eq!(position_lines(two_pieces), ["PI82HI22KA", "-"]);
        let lance = "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
        assert_eq!(position_lines(lance), ["PI11KY", "-"]);
    }

    #[test]
    fn other_positions_are_written_in_rows_with_hands_and_read_back() {
        let text = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124";
        let lines = position_lines(text);
        assert_eq!(lines.len(), 12);
        assert_eq!(lines[0], "P1 *  *  *  *  *  *  *  * -KY");
        assert_eq!(lines[9], "P+00GI");
        assert_eq!(lines[10], "P-00KA00KI00KE00FU00FU00FU");
        assert_eq!(lines[11], "-");
        // The lines are a Position block a client reads back to the same position.
        let mut block = vec!["Name+:a".into(), "Name-:b".into(), "Your_Turn:+".into()];
        block.push("BEGIN Position".into());
        block.extend(lines);
        block.push("END Position".into());
        let summary = Summary::parse(&block).unwrap();
        let back = summary.position().unwrap();
        assert_eq!(
            sfen::format(&back).split(' ').take(3).collect::<Vec<_>>(),
            text.split(' ').take(3).collect::<Vec<_>>()
        );
    }

    #[test]
    fn start_options_with_moves() {
        let (prefix, start) = parse_start_option("buoy=startpos moves 7g7f 3c3d").unwrap();
        assert_eq!(prefix, "buoy");
        let csa: Vec<&str> = start.moves.iter().map(|m| m.csa.as_str()).collect();
        assert_eq!(csa, ["+7776FU", "-3334FU"]);
        assert!(parse_start_option("x=startpos moves 7g7e").is_err());
        assert!(parse_start_option("x=sfen garbage").is_err());
        assert!(parse_start_option("x_y=startpos").is_err());
        assert!(parse_start_option("startpos").is_err());
        let s = Start::parse("sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
            .unwrap();
        assert!(s.moves.is_empty());
    }
}
