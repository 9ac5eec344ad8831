//! The king-relative placement tables (`shogi/king_relative.rs`): which cell a piece
//! falls in, left-right symmetry by construction, and the colour flip.

mod common;

use common::{random_shogi, Rng};
use nnue_free_eval::shogi::king_relative::{cell, GRID_FILES, GRID_LEN, MAX_ROWS};
use nnue_free_eval::shogi::params::{ENEMY_KING_RELATIVE, OWN_KING_RELATIVE, TABLES};
use nnue_free_eval::shogi::sfen::ArrayBoard;
use nnue_free_eval::shogi::{self, Color, SQUARES};

/// Index of a square from file 1..=9 and rank 1..=9 (module doc of `shogi`).
fn sq(file: usize, rank: usize) -> usize {
    (rank - 1) * 9 + (9 - file)
}

/// The traced features of the king-relative tables only, `(feature, count)`.
fn relative_features(board: &ArrayBoard) -> Vec<(u32, i32)> {
    let first = OWN_KING_RELATIVE as u32;
    let end = first + 2 * 10 * GRID_LEN as u32;
    shogi::trace(board)
        .features
        .into_iter()
        .filter(|&(f, _)| (first..end).contains(&f))
        .collect()
}

/// The king-relative part of the breakdown, summed (first player's view).
fn relative_value(board: &ArrayBoard) -> i32 {
    let v: i32 = shogi::breakdown(board)
        .into_iter()
        .filter(|(name, _)| name.starts_with("OWN_KING_") || name.starts_with("ENEMY_KING_"))
        .map(|(_, v)| v)
        .sum();
    if board.side_to_move == Color::Black {
        v
    } else {
        -v
    }
}

fn mirrored(board: &ArrayBoard) -> ArrayBoard {
    let mut out = board.clone();
    for (square, content) in board.squares.iter().enumerate() {
        out.squares[square - square % 9 + 8 - square % 9] = *content;
    }
    out
}

#[test]
fn the_layout_has_twenty_grids_in_a_row() {
    let names: Vec<&str> = TABLES.iter().map(|t| t.name).collect();
    let own = names.iter().position(|&n| n == "OWN_KING_PAWN").unwrap();
    let enemy = names.iter().position(|&n| n == "ENEMY_KING_PAWN").unwrap();
    assert_eq!(enemy, own + 10);
    assert_eq!(ENEMY_KING_RELATIVE, OWN_KING_RELATIVE + 10 * GRID_LEN);
    assert!(TABLES[own..own + 20].iter().all(|t| t.len() == GRID_LEN));
}

#[test]
fn cells_are_seen_from_the_king_owners_side() {
    let king_row = MAX_ROWS * GRID_FILES;
    // Black king on 5i, a piece on 4h: one rank ahead, one file away, for Black.
    assert_eq!(
        cell(Color::Black, sq(5, 9), sq(4, 8)),
        king_row - GRID_FILES + 1
    );
    // White king on 5a, a piece on 6b: one rank ahead of White's king.
    assert_eq!(
        cell(Color::White, sq(5, 1), sq(6, 2)),
        king_row - GRID_FILES + 1
    );
    // Far away: clamped to the edge row and column.
    assert_eq!(
        cell(Color::Black, sq(9, 9), sq(1, 1)),
        GRID_FILES - 1,
        "eight ranks ahead, eight files away"
    );
    assert_eq!(
        cell(Color::Black, sq(1, 1), sq(9, 9)),
        GRID_LEN - 1,
        "eight ranks behind, eight files away"
    );
}

#[test]
fn a_gold_beside_its_king_and_near_the_enemy_king_is_traced() {
    // Black: king 5i, gold 4i (beside it). White: king 5a, Black's second gold on 5b
    // (one rank in front of White's king, as White sees it).
    let board = ArrayBoard::from_sfen("4k4/4G4/9/9/9/9/9/9/4KG3 b -").unwrap();
    let features = relative_features(&board);
    let gold = 4 * GRID_LEN;
    let king_row = MAX_ROWS * GRID_FILES;
    let beside = (OWN_KING_RELATIVE + gold + king_row + 1) as u32;
    let in_front = (ENEMY_KING_RELATIVE + gold + king_row - GRID_FILES) as u32;
    assert!(features.contains(&(beside, 1)), "{features:?}");
    assert!(features.contains(&(in_front, 1)), "{features:?}");
    // Two golds, two relations each; kings have no cells.
    assert_eq!(features.iter().map(|&(_, c)| c.abs()).sum::<i32>(), 4);
}

#[test]
fn mirror_and_colour_flip_keep_the_relative_part() {
    let mut rng = Rng::new(0x5EED_00C1);
    let mut nonzero = 0;
    for _ in 0..2000 {
        let board = random_shogi(&mut rng);
        let v = relative_value(&board);
        assert_eq!(relative_value(&mirrored(&board)), v, "{board:?}");
        assert_eq!(relative_value(&board.colour_flipped()), -v, "{board:?}");
        nonzero += usize::from(v != 0);
    }
    assert!(nonzero > 1000, "the tables should be in use: {nonzero}");
}

#[test]
fn every_cell_is_inside_its_grid() {
    for owner in [Color::Black, Color::White] {
        for king in 0..SQUARES {
            for square in 0..SQUARES {
                assert!(cell(owner, king, square) < GRID_LEN);
            }
        }
    }
}
