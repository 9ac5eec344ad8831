//! SFEN text for positions (USI: board, side to move, hands, ply number): parsing with a
//! precise error for every way a text can be wrong, and formatting (which `parse` reads
//! back unchanged).
//!
//! A parsed position satisfies the invariants the move generator relies on: at most one
//! king per side, no piece that could never move again, no two unpromoted pawns of one
//! side on a file, no more pieces of a kind than the full set, and the side that just
//! moved is not in check. A position without kings is accepted (tsume problems).

use super::attacks::dead_squares;
use super::position::Position;
use super::types::{Color, Hand, Piece, PieceKind, Square};
use std::fmt;

/// The even start position.
pub const START_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// Why an SFEN was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SfenError {
    /// Not 3 or 4 space-separated fields (board, side, hands, optional move number).
    FieldCount(usize),
    /// The board does not have 9 ranks separated by `/`.
    RankCount(usize),
    /// A rank (1 = a) describes more than 9 squares.
    RankTooLong(usize),
    /// A rank (1 = a) describes fewer than 9 squares.
    RankTooShort(usize),
    /// A character that is no piece letter, digit 1-9, `+` or `/`.
    UnknownPiece(char),
    /// `+` not followed by a promotable piece letter (R, B, S, N, L, P).
    BadPromotion(String),
    /// More than one king of one colour.
    TwoKings(Color),
    /// A piece that could never move again (pawn or lance on the last rank, knight on
    /// the last two).
    DeadPiece(Square),
    /// Two unpromoted pawns of one colour on one file.
    Nifu(Color, i32),
    /// The side to move is neither `b` nor `w`.
    BadSide(String),
    /// The hand field is malformed (bad letter, count 0, dangling count).
    BadHand(String),
    /// Kings and promoted pieces cannot be held in hand.
    NotAHandPiece(char),
    /// More pieces of an (unpromoted) kind than the full set holds.
    TooManyPieces(PieceKind),
    /// The move number is not a positive integer.
    BadMoveNumber(String),
    /// The side that is not to move is in check (its king could be captured).
    OpponentInCheck,
}

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rank_letter = |r: usize| (b'a' + (r as u8).saturating_sub(1)) as char;
        match self {
            SfenError::FieldCount(n) => write!(
                f,
                "expected 3 or 4 SFEN fields (board side hands [move]), got {n}"
            ),
            SfenError::RankCount(n) => write!(f, "the board has {n} ranks, expected 9"),
            SfenError::RankTooLong(r) => {
                write!(f, "rank {} has more than 9 squares", rank_letter(*r))
            }
            SfenError::RankTooShort(r) => {
                write!(f, "rank {} has fewer than 9 squares", rank_letter(*r))
            }
            SfenError::UnknownPiece(c) => write!(f, "unknown piece letter '{c}'"),
            SfenError::BadPromotion(t) => {
                write!(f, "'+' must precede R, B, S, N, L or P, got '{t}'")
            }
            SfenError::TwoKings(c) => write!(f, "{c:?} has more than one king"),
            SfenError::DeadPiece(sq) => {
                write!(f, "the piece on {sq} could never move (dead piece)")
            }
            SfenError::Nifu(c, file) => {
                write!(f, "{c:?} has two unpromoted pawns on file {file} (nifu)")
            }
            SfenError::BadSide(t) => write!(f, "side to move must be 'b' or 'w', got '{t}'"),
            SfenError::BadHand(t) => write!(f, "malformed hand field '{t}'"),
            SfenError::NotAHandPiece(c) => write!(f, "'{c}' cannot be held in hand"),
            SfenError::TooManyPieces(k) => {
                write!(
                    f,
                    "more than {} pieces of kind {:?} on board and in hands",
                    k.full_set_count(),
                    k
                )
            }
            SfenError::BadMoveNumber(t) => {
                write!(f, "move number must be a positive integer, got '{t}'")
            }
            SfenError::OpponentInCheck => f.write_str("the side not to move is in check"),
        }
    }
}

impl std::error::Error for SfenError {}

/// Largest move number accepted (keeps `move_number + plies` far from overflow).
const MAX_MOVE_NUMBER: u32 = 1_000_000_000;

/// Parses the four fields of an SFEN (the move number may be omitted).
pub fn parse(text: &str) -> Result<Position, SfenError> {
    let mut pos = Position::empty();
    parse_into(&mut pos, text)?;
    Ok(pos)
}

/// Parses an SFEN as [`parse`] does into `pos`, keeping its allocations. On `Err`, `pos`
/// is not a valid position until it is set up again.
pub fn parse_into(pos: &mut Position, text: &str) -> Result<(), SfenError> {
    // The fields without a vector: the book loader parses a million of them.
    let mut fields = [""; 4];
    let mut count = 0;
    for field in text.split_whitespace() {
        if count < fields.len() {
            fields[count] = field;
        }
        count += 1;
    }
    if count != 3 && count != 4 {
        return Err(SfenError::FieldCount(count));
    }
    let fields = &fields[..count];
    pos.clear_for_setup();
    parse_board(pos, fields[0])?;
    pos.side = match fields[1] {
        "b" => Color::Black,
        "w" => Color::White,
        other => return Err(SfenError::BadSide(other.to_string())),
    };
    parse_hands(pos, fields[2])?;
    if let Some(number) = fields.get(3) {
        pos.start_move_number = match number.parse::<u32>() {
            Ok(n) if (1..=MAX_MOVE_NUMBER).contains(&n) => n,
            _ => return Err(SfenError::BadMoveNumber(number.to_string())),
        };
    }
    check_piece_counts(pos)?;
    pos.finish_setup();
    if let Some(king) = pos.king_square(!pos.side) {
        if pos.is_attacked(pos.side, king) {
            return Err(SfenError::OpponentInCheck);
        }
    }
    Ok(())
}

fn parse_board(pos: &mut Position, board: &str) -> Result<(), SfenError> {
    // A byte count and a char-array split rather than `split('/')`, whose searcher
    // costs more than the short ranks it splits.
    let ranks = board.bytes().filter(|&b| b == b'/').count() + 1;
    if ranks != 9 {
        return Err(SfenError::RankCount(ranks));
    }
    // Files (bit f) holding an unpromoted pawn of each colour, for the nifu check.
    let mut pawn_files = [0u16; 2];
    for (r, text) in board.split(['/']).enumerate() {
        let rank = r as i32 + 1;
        let mut file = 9;
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
                file -= d as i32;
                if file < 0 {
                    return Err(SfenError::RankTooLong(rank as usize));
                }
                continue;
            }
            let (promoted, letter) = if c == '+' {
                match chars.next() {
                    Some(l) => (true, l),
                    None => return Err(SfenError::BadPromotion("+".to_string())),
                }
            } else {
                (false, c)
            };
            let mut kind = PieceKind::from_letter(letter.to_ascii_uppercase())
                .ok_or(SfenError::UnknownPiece(letter))?;
            if promoted {
                if !kind.can_promote() {
                    return Err(SfenError::BadPromotion(format!("+{letter}")));
                }
                kind = kind.promoted();
            }
            let color = if letter.is_ascii_uppercase() {
                Color::Black
            } else {
                Color::White
            };
            if file < 1 {
                return Err(SfenError::RankTooLong(rank as usize));
            }
            let sq = Square::new(file, rank).expect("file and rank checked");
            if kind == PieceKind::King && pos.king_square(color).is_some() {
                return Err(SfenError::TwoKings(color));
            }
            if dead_squares(color, kind).contains(sq.index()) {
                return Err(SfenError::DeadPiece(sq));
            }
            if kind == PieceKind::Pawn {
                let bit = 1 << file;
                if pawn_files[color.index()] & bit != 0 {
                    return Err(SfenError::Nifu(color, file));
                }
                pawn_files[color.index()] |= bit;
            }
            pos.put_piece(Piece::new(color, kind), sq);
            file -= 1;
        }
        if file > 0 {
            return Err(SfenError::RankTooShort(rank as usize));
        }
    }
    Ok(())
}

fn parse_hands(pos: &mut Position, text: &str) -> Result<(), SfenError> {
    if text == "-" {
        return Ok(());
    }
    let bad = || SfenError::BadHand(text.to_string());
    let mut hands = [Hand::EMPTY; 2];
    let mut count: Option<u32> = None;
    for c in text.chars() {
        if let Some(d) = c.to_digit(10) {
            let n = count.unwrap_or(0) * 10 + d;
            if n > 99 {
                return Err(bad());
            }
            count = Some(n);
            continue;
        }
        let kind =
            PieceKind::from_letter(c.to_ascii_uppercase()).ok_or(SfenError::UnknownPiece(c))?;
        if !kind.is_hand_kind() {
            return Err(SfenError::NotAHandPiece(c));
        }
        let n = count.take().unwrap_or(1);
        if n == 0 {
            return Err(bad());
        }
        let color = if c.is_ascii_uppercase() {
            Color::Black
        } else {
            Color::White
        };
        let hand = &mut hands[color.index()];
        for _ in 0..n {
            if hand.count(kind) >= kind.full_set_count() {
                return Err(SfenError::TooManyPieces(kind));
            }
            *hand = hand.add(kind);
        }
    }
    if count.is_some() || text.is_empty() {
        return Err(bad());
    }
    for color in Color::ALL {
        pos.set_hand(color, hands[color.index()]);
    }
    Ok(())
}

fn check_piece_counts(pos: &Position) -> Result<(), SfenError> {
    for kind in PieceKind::HAND {
        let mut total = pos.hand(Color::Black).count(kind) + pos.hand(Color::White).count(kind);
        total += pos.pieces_of_kind(kind).count();
        if kind.can_promote() {
            total += pos.pieces_of_kind(kind.promoted()).count();
        }
        if total > kind.full_set_count() {
            return Err(SfenError::TooManyPieces(kind));
        }
    }
    Ok(())
}

/// Formats the position as SFEN (hands in the conventional R B G S N L P order).
pub fn format(pos: &Position) -> String {
    let mut out = String::with_capacity(96);
    for rank in 1..=9 {
        let mut empty = 0;
        for file in (1..=9).rev() {
            let sq = Square::new(file, rank).expect("on the board");
            match pos.piece_on(sq) {
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(&piece.sfen());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank < 9 {
            out.push('/');
        }
    }
    out.push_str(if pos.side_to_move() == Color::Black {
        " b "
    } else {
        " w "
    });
    const ORDER: [PieceKind; 7] = PieceKind::HAND_RECORD_ORDER;
    let mut hands = String::new();
    for color in Color::ALL {
        for kind in ORDER {
            let n = pos.hand(color).count(kind);
            if n > 1 {
                hands.push_str(&n.to_string());
            }
            if n > 0 {
                hands.push_str(&Piece::new(color, kind).sfen());
            }
        }
    }
    out.push_str(if hands.is_empty() { "-" } else { &hands });
    out.push(' ');
    out.push_str(&pos.move_number().to_string());
    out
}
