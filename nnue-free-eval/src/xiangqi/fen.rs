//! A plain array board and a minimal FEN reader, so that the tuner, the tests and the
//! benchmark can evaluate positions without the engine. Not a rules implementation:
//! it checks only the FEN's shape (ten ranks of nine points, known letters, side).

use super::snapshot::{file_of, rank_of, square_at, RANKS};
use super::{Board, Color, Piece, SQUARES};
use std::fmt;

/// A position as an array of 90 points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrayBoard {
    /// Piece on every square, FEN reading order.
    pub squares: [Option<(Color, Piece)>; SQUARES],
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
}

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The board field does not have ten ranks of nine points.
    BadShape,
    /// A character that is not a piece letter, digit or `/`.
    BadPiece(char),
    /// The side to move is not `w`, `r` or `b`.
    BadSide,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::BadShape => write!(f, "FEN board must have 10 ranks of 9 points"),
            FenError::BadPiece(c) => write!(f, "unknown FEN piece letter '{c}'"),
            FenError::BadSide => write!(f, "FEN side to move must be w, r or b"),
        }
    }
}

impl std::error::Error for FenError {}

fn piece_of(letter: char) -> Option<Piece> {
    Some(match letter.to_ascii_lowercase() {
        'k' => Piece::General,
        'a' => Piece::Advisor,
        'b' | 'e' => Piece::Elephant,
        'n' | 'h' => Piece::Horse,
        'r' => Piece::Chariot,
        'c' => Piece::Cannon,
        'p' => Piece::Soldier,
        _ => return None,
    })
}

impl ArrayBoard {
    /// Reads the board and side-to-move fields of a FEN (`startpos` not accepted); the
    /// side defaults to Red when absent.
    pub fn from_fen(fen: &str) -> Result<ArrayBoard, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or(FenError::BadShape)?;
        let side_to_move = match fields.next() {
            None | Some("w") | Some("r") => Color::Red,
            Some("b") => Color::Black,
            Some(_) => return Err(FenError::BadSide),
        };
        let mut squares = [None; SQUARES];
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != RANKS {
            return Err(FenError::BadShape);
        }
        for (row, text) in rows.iter().enumerate() {
            let mut file = 0;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                } else {
                    let piece = piece_of(c).ok_or(FenError::BadPiece(c))?;
                    if file >= 9 {
                        return Err(FenError::BadShape);
                    }
                    let color = if c.is_ascii_uppercase() {
                        Color::Red
                    } else {
                        Color::Black
                    };
                    squares[row * 9 + file] = Some((color, piece));
                    file += 1;
                }
            }
            if file != 9 {
                return Err(FenError::BadShape);
            }
        }
        Ok(ArrayBoard {
            squares,
            side_to_move,
        })
    }

    /// The colour flip: colours swapped, the board turned top to bottom and the other
    /// side to move. It is the same game seen from the other chair, so its evaluation
    /// from Red's view is the negation of the original's (and equal from the side to
    /// move's view).
    pub fn colour_flipped(&self) -> ArrayBoard {
        let mut squares = [None; SQUARES];
        for (square, content) in self.squares.iter().enumerate() {
            let flipped = square_at(file_of(square), RANKS - 1 - rank_of(square));
            squares[flipped] = content.map(|(c, p)| (c.opponent(), p));
        }
        ArrayBoard {
            squares,
            side_to_move: self.side_to_move.opponent(),
        }
    }

    /// The same position reflected left to right (file a ↔ file i).
    pub fn mirrored(&self) -> ArrayBoard {
        let mut squares = [None; SQUARES];
        for (square, content) in self.squares.iter().enumerate() {
            squares[square_at(8 - file_of(square), rank_of(square))] = *content;
        }
        ArrayBoard {
            squares,
            side_to_move: self.side_to_move,
        }
    }
}
