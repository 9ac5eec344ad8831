//! Piece placement relative to the kings: for each piece kind, one weight per offset
//! from its own king (defence: golds and silvers beside and in front of the king) and
//! one per offset from the enemy king (attack: pieces close to the enemy king). Strong
//! handcrafted shogi evaluations (e.g. Bonanza-style KP relations, here cut down to
//! a few hundred weights) know this where absolute piece-square grids cannot: a gold
//! on 5h is good next to a king on 5i and useless beside a king castled on 2h.
//!
//! The offset is seen from the king owner's side: `ahead` = rows in front of the king
//! towards the enemy camp (negative behind), clamped to ±[`MAX_ROWS`]; `files` = file
//! distance, clamped to [`MAX_FILES`]. Left and right are the same cell, so the tables
//! are symmetric by construction. Each table is a small grid (see `params.rs`): row 0 =
//! [`MAX_ROWS`] ahead of the king, the middle row = the king's rank, column = files away.

use super::params::{ENEMY_KING_RELATIVE, OWN_KING_RELATIVE};
use super::snapshot::{col_of, relative_row};
use super::{Color, Piece};

/// Rows ahead of / behind the king told apart; farther rows share the edge row.
pub const MAX_ROWS: usize = 4;
/// Files away from the king told apart; farther files share the edge column.
pub const MAX_FILES: usize = 4;
/// Columns of one grid (file distance 0..=MAX_FILES).
pub const GRID_FILES: usize = MAX_FILES + 1;
/// Rows of one grid (rows ahead MAX_ROWS down to -MAX_ROWS).
pub const GRID_RANKS: usize = 2 * MAX_ROWS + 1;
/// Entries of one grid.
pub const GRID_LEN: usize = GRID_FILES * GRID_RANKS;
/// Piece kinds with their own grid (every board piece but the king).
pub const KINDS: usize = 10;

/// The grid of `piece` (tables in `params.rs` order), `None` for the king.
#[inline]
pub const fn kind_grid(piece: Piece) -> Option<usize> {
    match piece {
        Piece::Pawn => Some(0),
        Piece::Lance => Some(1),
        Piece::Knight => Some(2),
        Piece::Silver => Some(3),
        Piece::Gold => Some(4),
        Piece::Bishop => Some(5),
        Piece::Rook => Some(6),
        Piece::Tokin | Piece::PromotedLance | Piece::PromotedKnight | Piece::PromotedSilver => {
            Some(7)
        }
        Piece::Horse => Some(8),
        Piece::Dragon => Some(9),
        Piece::King => None,
    }
}

/// Cell of a piece on `square` relative to the king of `owner` on `king`, seen from
/// `owner`'s side.
#[inline]
pub fn cell(owner: Color, king: usize, square: usize) -> usize {
    let ahead = relative_row(owner, square) as i32 - relative_row(owner, king) as i32;
    let ahead = ahead.clamp(-(MAX_ROWS as i32), MAX_ROWS as i32);
    let row = (MAX_ROWS as i32 - ahead) as usize;
    let files = col_of(square).abs_diff(col_of(king)).min(MAX_FILES);
    row * GRID_FILES + files
}

/// Feature indices of `piece` of `color` on `square` relative to its own king and to
/// the enemy king (`kings` indexed by `side_index`, as in the snapshot); `None` where
/// the piece is a king or that king is missing.
#[inline]
pub fn features(
    color: Color,
    piece: Piece,
    square: usize,
    own_king: Option<usize>,
    enemy_king: Option<usize>,
) -> [Option<usize>; 2] {
    let Some(grid) = kind_grid(piece) else {
        return [None, None];
    };
    let base = grid * GRID_LEN;
    [
        own_king.map(|k| OWN_KING_RELATIVE + base + cell(color, k, square)),
        enemy_king.map(|k| ENEMY_KING_RELATIVE + base + cell(color.opponent(), k, square)),
    ]
}
