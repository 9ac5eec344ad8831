//! A plain array board and a minimal SFEN reader, so that the tuner, the tests and the
//! benchmark can evaluate positions without the engine. Not a rules implementation:
//! it checks only the SFEN's shape (nine ranks of nine squares, known letters, side,
//! hand).

use super::snapshot::side_index;
use super::{Board, Color, Piece, SQUARES};
use std::fmt;

/// A position as an array of 81 squares and two hands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrayBoard {
    /// Piece on every square, SFEN reading order.
    pub squares: [Option<(Color, Piece)>; SQUARES],
    /// Hand counts per side (Black, White) in [`Piece::HAND`] order.
    pub hands: [[u32; 7]; 2],
    /// Who is to move.
    pub side_to_move: Color,
}

impl Board for ArrayBoard {
    fn side_to_move(&self) -> Color {
        self.side_to_move
    }
    fn piece_on(&self, square: usize) -> Option<(Color, Piece)> {
        self.squares[square]
    }
    fn hand_count(&self, color: Color, piece: Piece) -> u32 {
        Piece::HAND
            .iter()
            .position(|&p| p == piece)
            .map_or(0, |i| self.hands[side_index(color)][i])
    }
}

/// Why an SFEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SfenError {
    /// The board field does not have nine ranks of nine squares.
    BadShape,
    /// A character that is not a piece letter, `+`, digit or `/`.
    BadPiece(char),
    /// The side to move is not `b` or `w`.
    BadSide,
    /// The hand field is malformed.
    BadHand,
}

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SfenError::BadShape => write!(f, "SFEN board must have 9 ranks of 9 squares"),
            SfenError::BadPiece(c) => write!(f, "unknown SFEN piece letter '{c}'"),
            SfenError::BadSide => write!(f, "SFEN side to move must be b or w"),
            SfenError::BadHand => write!(f, "malformed SFEN hand field"),
        }
    }
}

impl std::error::Error for SfenError {}

fn piece_of(letter: char, promoted: bool) -> Option<Piece> {
    let base = match letter.to_ascii_uppercase() {
        'P' => Piece::Pawn,
        'L' => Piece::Lance,
        'N' => Piece::Knight,
        'S' => Piece::Silver,
        'G' => Piece::Gold,
        'B' => Piece::Bishop,
        'R' => Piece::Rook,
        'K' => Piece::King,
        _ => return None,
    };
    if !promoted {
        return Some(base);
    }
    Some(match base {
        Piece::Pawn => Piece::Tokin,
        Piece::Lance => Piece::PromotedLance,
        Piece::Knight => Piece::PromotedKnight,
        Piece::Silver => Piece::PromotedSilver,
        Piece::Bishop => Piece::Horse,
        Piece::Rook => Piece::Dragon,
        _ => return None,
    })
}

impl ArrayBoard {
    /// Reads the board, side and hand fields of an SFEN (the leading `sfen` word is
    /// optional; the move number is ignored).
    pub fn from_sfen(sfen: &str) -> Result<ArrayBoard, SfenError> {
        let mut fields = sfen.split_whitespace().peekable();
        if fields.peek() == Some(&"sfen") {
            fields.next();
        }
        let placement = fields.next().ok_or(SfenError::BadShape)?;
        let side_to_move = match fields.next() {
            None | Some("b") => Color::Black,
            Some("w") => Color::White,
            Some(_) => return Err(SfenError::BadSide),
        };
        let mut squares = [None; SQUARES];
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != 9 {
            return Err(SfenError::BadShape);
        }
        for (row, text) in rows.iter().enumerate() {
            let mut col = 0;
            let mut promoted = false;
            for c in text.chars() {
                if c == '+' {
                    promoted = true;
                } else if let Some(d) = c.to_digit(10).filter(|_| !promoted) {
                    col += d as usize;
                } else {
                    let piece = piece_of(c, promoted).ok_or(SfenError::BadPiece(c))?;
                    promoted = false;
                    if col >= 9 {
                        return Err(SfenError::BadShape);
                    }
                    let color = if c.is_ascii_uppercase() {
                        Color::Black
                    } else {
                        Color::White
                    };
                    squares[row * 9 + col] = Some((color, piece));
                    col += 1;
                }
            }
            if col != 9 || promoted {
                return Err(SfenError::BadShape);
            }
        }
        let mut hands = [[0u32; 7]; 2];
        match fields.next() {
            None | Some("-") => {}
            Some(text) => {
                let mut count = 0u32;
                for c in text.chars() {
                    if let Some(d) = c.to_digit(10) {
                        count = count * 10 + d;
                        continue;
                    }
                    let piece = piece_of(c, false).ok_or(SfenError::BadHand)?;
                    let index = Piece::HAND
                        .iter()
                        .position(|&p| p == piece)
                        .ok_or(SfenError::BadHand)?;
                    let color = if c.is_ascii_uppercase() {
                        Color::Black
                    } else {
                        Color::White
                    };
                    hands[side_index(color)][index] += count.max(1);
                    count = 0;
                }
                if count != 0 {
                    return Err(SfenError::BadHand);
                }
            }
        }
        Ok(ArrayBoard {
            squares,
            hands,
            side_to_move,
        })
    }

    /// The colour flip: colours and hands swapped, the board turned by 180 degrees and
    /// the other side to move. It is the same game seen from the other chair, so its
    /// evaluation from Black's view is the negation of the original's.
    pub fn colour_flipped(&self) -> ArrayBoard {
        let mut squares = [None; SQUARES];
        for (square, content) in self.squares.iter().enumerate() {
            squares[SQUARES - 1 - square] = content.map(|(c, p)| (c.opponent(), p));
        }
        ArrayBoard {
            squares,
            hands: [self.hands[1], self.hands[0]],
            side_to_move: self.side_to_move.opponent(),
        }
    }
}
