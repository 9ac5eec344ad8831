//! The xiangqi features that count: mobility by number of moves and the material
//! imbalance products, traced on hand-made positions whose counts are easy to check.

use nnue_free_eval::xiangqi::fen::ArrayBoard;
use nnue_free_eval::xiangqi::params::{
    mobility, IMBALANCE_ENEMY, IMBALANCE_KINDS, IMBALANCE_OWN, MOBILITY, MOBILITY_BY_COUNT,
    MOBILITY_COUNTS,
};
use nnue_free_eval::xiangqi::trace;

/// Rows and columns of the imbalance grids.
const HORSE: usize = 2;
const CHARIOT: usize = 3;
const CANNON: usize = 4;
const SOLDIER: usize = 5;

fn features(fen: &str) -> Vec<(u32, i32)> {
    trace(&ArrayBoard::from_fen(fen).expect("test FEN")).features
}

fn count_of(features: &[(u32, i32)], feature: usize) -> i32 {
    features
        .iter()
        .find(|&&(f, _)| f as usize == feature)
        .map_or(0, |&(_, c)| c)
}

fn mobility_column(kind: usize, moves: usize) -> usize {
    MOBILITY_BY_COUNT + kind * MOBILITY_COUNTS + moves
}

#[test]
fn a_chariot_reports_its_moves_once_in_their_column() {
    // Red chariot a0: a1..a9 up (9), b0 and c0 right before its own general on d0 (2).
    let traced = features("4k4/9/9/9/9/9/9/9/9/R2K5 w");
    assert_eq!(count_of(&traced, MOBILITY + mobility::CHARIOT), 11);
    assert_eq!(count_of(&traced, mobility_column(mobility::CHARIOT, 11)), 1);
    let columns: Vec<usize> = (0..MOBILITY_COUNTS)
        .filter(|&m| count_of(&traced, mobility_column(mobility::CHARIOT, m)) != 0)
        .collect();
    assert_eq!(columns, [11]);
}

#[test]
fn a_free_cannon_lands_in_the_last_column() {
    // Red cannon e4, the generals off its lines: 9 squares along the file and 8 along
    // the rank, as many as any piece can have: the grid's last column.
    let traced = features("3k5/9/9/9/9/4C4/9/9/9/5K3 w");
    assert_eq!(count_of(&traced, MOBILITY + mobility::CANNON), 17);
    assert_eq!(
        count_of(
            &traced,
            mobility_column(mobility::CANNON, MOBILITY_COUNTS - 1)
        ),
        1
    );
}

#[test]
fn imbalance_multiplies_counts_own_with_own_and_own_with_enemy() {
    // Red: two chariots and a cannon; Black: three soldiers.
    let traced = features("3k5/9/9/9/2p1p1p2/9/9/9/9/R2K3CR w");
    let own = |row: usize, column: usize| IMBALANCE_OWN + row * IMBALANCE_KINDS + column;
    let enemy = |row: usize, column: usize| IMBALANCE_ENEMY + row * IMBALANCE_KINDS + column;
    assert_eq!(count_of(&traced, own(CHARIOT, CHARIOT)), 4);
    assert_eq!(count_of(&traced, own(CHARIOT, CANNON)), 2);
    assert_eq!(count_of(&traced, own(CANNON, CANNON)), 1);
    // Black's own product, counted against Red.
    assert_eq!(count_of(&traced, own(SOLDIER, SOLDIER)), -9);
    // Red's chariots against Black's soldiers, less Black's chariots against Red's.
    assert_eq!(count_of(&traced, enemy(CHARIOT, SOLDIER)), 6);
    assert_eq!(count_of(&traced, enemy(CANNON, SOLDIER)), 3);
    // Each pair of kinds has one entry: the lower triangles are never used.
    for row in 0..IMBALANCE_KINDS {
        for column in 0..row {
            assert_eq!(count_of(&traced, own(row, column)), 0);
            assert_eq!(count_of(&traced, enemy(row, column)), 0);
        }
        assert_eq!(count_of(&traced, enemy(row, row)), 0);
    }
}

#[test]
fn imbalance_pairs_cancel_when_the_armies_swap() {
    // Red chariot against a Black horse, then the same with the colours' pieces swapped.
    let chariot_vs_horse = features("3k5/9/9/9/9/7n1/9/9/9/R2K5 w");
    let horse_vs_chariot = features("3k5/9/9/9/9/7r1/9/9/9/N2K5 w");
    let pair = IMBALANCE_ENEMY + HORSE * IMBALANCE_KINDS + CHARIOT;
    assert_eq!(count_of(&chariot_vs_horse, pair), -1);
    assert_eq!(count_of(&horse_vs_chariot, pair), 1);
}
