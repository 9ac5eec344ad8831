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

use super::incremental::hand_index;
pub use super::params::relative_grid::{
    GRID_FILES, GRID_LEN, GRID_RANKS, KINDS, MAX_FILES, MAX_ROWS,
};
use super::params::{ENEMY_KING_RELATIVE, OWN_KING_RELATIVE};
use super::snapshot::{col_of, relative_row, side_index};
use super::{Color, Piece, SQUARES};

/// The grid of `piece` (tables in `params.rs` order), `None` for the king: the seven
/// unpromoted kinds in hand order, then the promoted minors together, horse, dragon.
#[inline]
pub const fn kind_grid(piece: Piece) -> Option<usize> {
    match piece {
        Piece::Tokin | Piece::PromotedLance | Piece::PromotedKnight | Piece::PromotedSilver => {
            Some(7)
        }
        Piece::Horse => Some(8),
        Piece::Dragon => Some(9),
        _ => hand_index(piece),
    }
}

/// Cell of a piece on `square` relative to the king of `owner` on `king`, seen from
/// `owner`'s side.
pub const fn cell(owner: Color, king: usize, square: usize) -> usize {
    let ahead = relative_row(owner, square) as i32 - relative_row(owner, king) as i32;
    let max = MAX_ROWS as i32;
    let ahead = if ahead > max {
        max
    } else if ahead < -max {
        -max
    } else {
        ahead
    };
    let row = (max - ahead) as usize;
    let files = col_of(square).abs_diff(col_of(king));
    let files = if files > MAX_FILES { MAX_FILES } else { files };
    row * GRID_FILES + files
}

/// [`cell`] for every owner (by `side_index`), king square and piece square: one
/// evaluation looks up the 81-entry row of each king once, then one byte per piece.
static CELLS: [[[u8; SQUARES]; SQUARES]; 2] = {
    let mut out = [[[0; SQUARES]; SQUARES]; 2];
    let mut king = 0;
    while king < SQUARES {
        let mut square = 0;
        while square < SQUARES {
            out[0][king][square] = cell(Color::Black, king, square) as u8;
            out[1][king][square] = cell(Color::White, king, square) as u8;
            square += 1;
        }
        king += 1;
    }
    out
};

/// The cells of every square relative to the king of `owner` on `king`, seen from
/// `owner`'s side.
#[inline]
pub fn cells(owner: Color, king: usize) -> &'static [u8; SQUARES] {
    &CELLS[side_index(owner)][king]
}

/// Feature indices of a `piece` (not the king) on `square`, relative to its own king and
/// to the enemy king: `own_cells` and `enemy_cells` are [`cells`] of those kings, each
/// seen from its owner's side; `None` where that king is missing.
#[inline]
pub fn features(
    piece: Piece,
    square: usize,
    own_cells: Option<&[u8; SQUARES]>,
    enemy_cells: Option<&[u8; SQUARES]>,
) -> [Option<usize>; 2] {
    let Some(grid) = kind_grid(piece) else {
        return [None, None];
    };
    let base = grid * GRID_LEN;
    [
        own_cells.map(|c| OWN_KING_RELATIVE + base + c[square] as usize),
        enemy_cells.map(|c| ENEMY_KING_RELATIVE + base + c[square] as usize),
    ]
}
