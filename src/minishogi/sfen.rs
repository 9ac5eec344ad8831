//! Minishogi SFEN: `rbsgk/4p/5/P4/KGSBR b - 1`, five ranks of five files from rank a,
//! hands in any order with optional counts, the move number optional. A text is refused
//! unless it could arise in a game: one king each, at most two of each kind, no
//! unpromoted pawn on its last rank, no two unpromoted pawns of one side on a file, and
//! the side that has just moved not in check.

use super::attacks::col_mask;
use super::board::Board;
use super::position::Position;
use super::types::{row_of, Color, Kind, Piece, SIDE, SQUARES};
use std::fmt;

/// The start position.
pub const START_SFEN: &str = "rbsgk/4p/5/P4/KGSBR b - 1";

/// Why an SFEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SfenError(pub String);

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad minishogi sfen: {}", self.0)
    }
}

impl std::error::Error for SfenError {}

fn fail<T>(text: impl Into<String>) -> Result<T, SfenError> {
    Err(SfenError(text.into()))
}

fn piece_of(c: char) -> Option<Piece> {
    let color = if c.is_ascii_uppercase() {
        Color::Black
    } else {
        Color::White
    };
    let kind = match c.to_ascii_uppercase() {
        'K' => Kind::King,
        other => Kind::from_hand_letter(other)?,
    };
    Some(Piece::new(color, kind))
}

fn parse_placement(text: &str, board: &mut Board) -> Result<(), SfenError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != SIDE {
        return fail(format!("{} ranks, expected {SIDE}", rows.len()));
    }
    for (row, row_text) in rows.iter().enumerate() {
        let mut col = 0;
        let mut promoted = false;
        for c in row_text.chars() {
            if c == '+' {
                if promoted {
                    return fail("'++'");
                }
                promoted = true;
                continue;
            }
            if let Some(run) = c.to_digit(10) {
                if promoted || run == 0 {
                    return fail(format!("'{c}' in rank {}", row + 1));
                }
                col += run as usize;
            } else {
                let Some(mut piece) = piece_of(c) else {
                    return fail(format!("unknown piece '{c}'"));
                };
                if promoted {
                    match piece.kind.promoted() {
                        Some(kind) => piece.kind = kind,
                        None => return fail(format!("'+{c}' does not promote")),
                    }
                }
                if col >= SIDE {
                    return fail(format!("rank {} is too long", row + 1));
                }
                board.put(row * SIDE + col, piece);
                col += 1;
            }
            promoted = false;
            if col > SIDE {
                return fail(format!("rank {} is too long", row + 1));
            }
        }
        if promoted || col != SIDE {
            return fail(format!("rank {} has {col} files", row + 1));
        }
    }
    Ok(())
}

fn parse_hands(text: &str, board: &mut Board) -> Result<(), SfenError> {
    if text == "-" {
        return Ok(());
    }
    let mut count: Option<u32> = None;
    for c in text.chars() {
        if let Some(d) = c.to_digit(10) {
            let n = count.unwrap_or(0) * 10 + d;
            if n > 99 {
                return fail("hand count too large");
            }
            count = Some(n);
            continue;
        }
        let Some(piece) = piece_of(c).filter(|p| p.kind != Kind::King) else {
            return fail(format!("'{c}' in the hands"));
        };
        let n = count.take().unwrap_or(1);
        if n == 0 {
            return fail("hand count 0");
        }
        let slot = &mut board.hands[piece.color.index()][piece.kind.index()];
        let total = u32::from(*slot) + n;
        *slot = u8::try_from(total.min(99)).unwrap_or(99);
    }
    if count.is_some() {
        return fail("hand count without a piece");
    }
    Ok(())
}

/// The game-possibility checks of the module doc.
fn check(board: &Board) -> Result<(), SfenError> {
    for color in [Color::Black, Color::White] {
        if board.pieces(color, Kind::King).count_ones() != 1 {
            return fail("each side needs exactly one king");
        }
        let pawns = board.pieces(color, Kind::Pawn);
        for col in 0..SIDE {
            if (pawns & col_mask(col)).count_ones() > 1 {
                return fail("two unpromoted pawns of one side on a file");
            }
        }
        let mut stuck = pawns;
        while stuck != 0 {
            let sq = stuck.trailing_zeros() as usize;
            stuck &= stuck - 1;
            if row_of(sq) == color.last_row() {
                return fail("an unpromoted pawn on its last rank");
            }
        }
    }
    for kind in Kind::HAND {
        let on_board = board
            .squares
            .iter()
            .flatten()
            .filter(|p| p.kind.unpromoted() == Some(kind))
            .count();
        let in_hand: usize = (0..2)
            .map(|c| usize::from(board.hands[c][kind.index()]))
            .sum();
        if on_board + in_hand > 2 {
            return fail(format!("more than two pieces of kind {}", kind.letter()));
        }
    }
    let mut other = *board;
    other.side = board.side.opponent();
    if other.checkers() != 0 {
        return fail("the side not to move is in check");
    }
    Ok(())
}

/// Parses an SFEN (the `sfen` word, if present, is skipped).
pub fn parse(text: &str) -> Result<Position, SfenError> {
    let mut fields = text.split_ascii_whitespace();
    let mut first = fields.next();
    if first == Some("sfen") {
        first = fields.next();
    }
    let Some(placement) = first else {
        return fail("empty");
    };
    let mut board = Board::empty();
    parse_placement(placement, &mut board)?;
    board.side = match fields.next() {
        Some("b") => Color::Black,
        Some("w") => Color::White,
        Some(other) => return fail(format!("side to move '{other}'")),
        None => return fail("no side to move"),
    };
    parse_hands(fields.next().unwrap_or("-"), &mut board)?;
    let start_ply = match fields.next() {
        None => 1,
        Some(n) => match n.parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => return fail(format!("move number '{n}'")),
        },
    };
    if let Some(extra) = fields.next() {
        return fail(format!("unexpected '{extra}'"));
    }
    check(&board)?;
    Ok(Position::from_board(board, start_ply))
}

/// Formats the position as SFEN.
pub fn format(position: &Position) -> String {
    let board = &position.board;
    let mut out = String::new();
    for row in 0..SIDE {
        if row > 0 {
            out.push('/');
        }
        let mut empty = 0;
        for col in 0..SIDE {
            match board.squares[row * SIDE + col] {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(&piece.sfen());
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
    }
    out.push_str(if board.side == Color::Black {
        " b "
    } else {
        " w "
    });
    let mut hands = String::new();
    // SFEN lists hands Black first, rook to pawn.
    for color in [Color::Black, Color::White] {
        for kind in Kind::HAND.iter().rev() {
            let n = board.hands[color.index()][kind.index()];
            if n > 1 {
                hands.push_str(&n.to_string());
            }
            if n > 0 {
                hands.push_str(&Piece::new(color, *kind).sfen());
            }
        }
    }
    out.push_str(if hands.is_empty() { "-" } else { &hands });
    out.push_str(&format!(" {}", position.move_number()));
    debug_assert!(board.squares.len() == SQUARES);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_and_hands_round_trip() {
        for text in [
            START_SFEN,
            "2k2/5/5/5/2K2 w RBGSPrbgsp 12",
            "+r+b1gk/4+p/5/+P4/K1S+S1 b RBG 3",
            "k4/5/5/5/4K b 2R2B2G2S2P 40",
        ] {
            assert_eq!(format(&parse(text).unwrap()), text);
        }
        // Hands may come in any order; they are written rook first.
        let p = parse("k4/5/5/5/4K b PR 1").unwrap();
        assert_eq!(format(&p), "k4/5/5/5/4K b RP 1");
    }

    #[test]
    fn bad_texts_are_refused() {
        for bad in [
            "",
            "rbsgk/4p/5/P4 b - 1",
            "rbsgk/4p/5/P4/KGSBR x - 1",
            "rbsgk/4p/5/P4/KGSBRR b - 1",
            "rbsgk/4p/6/P4/KGSBR b - 1",
            "rbsgk/4p/5/P4/KGSB1 b 3R 1",
            "rbsgk/4p/5/P4/KGSBR b - 0",
            "rbsgk/4p/5/P4/KGSBR b - 1 x",
            "Pbsgk/4p/5/5/KGSBR b r 1",
            "rbsgk/P3p/P4/5/KGSBR b - 1",
            "rbsg1/4p/5/P4/KGSBR b - 1",
            "rbsgk/4p/5/P4/KGSBR b +P 1",
            "4k/4R/5/5/K4 b - 1",
            "++rbsgk/4p/5/P4/KGSBR b - 1",
            "rbsgk/4p/5/P4/KGSBR b 0P 1",
            "+r+b1gk/4+p/5/+P4/K1S+S1 b RBGR 3",
            "k4/5/5/5/4K b 3P 1",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
