//! The xiangqi features that count: mobility by number of moves and the material
//! imbalance products, traced on hand-made positions whose counts are easy to check.

use nnue_free_eval::xiangqi::fen::ArrayBoard;
use nnue_free_eval::xiangqi::palace;
use nnue_free_eval::xiangqi::params::{
    mobility, IMBALANCE_ENEMY, IMBALANCE_KINDS, IMBALANCE_OWN, MOBILITY, MOBILITY_BY_COUNT,
    MOBILITY_COUNTS, PALACE_ATTACK,
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

/// The `PALACE_ATTACK` cell of `row` and `column` in a trace.
fn palace_cell(features: &[(u32, i32)], row: usize, column: usize) -> i32 {
    count_of(features, PALACE_ATTACK + row * palace::COLUMNS + column)
}

#[test]
fn a_palace_cell_counts_attacker_kinds_and_weak_squares() {
    // Red chariot e7 against Black's bare general d9: it attacks d7, f7, e8 and e9, four
    // weak squares, one kind, Red (the attacker) to move. Red's own palace is quiet.
    let bare = features("3k5/9/4R4/9/9/9/9/9/9/4K4 w");
    assert_eq!(palace_cell(&bare, palace::KIND_ROWS + 1, 4), -1);
    assert_eq!(palace_cell(&bare, 0, 0), 1);
    // A Black advisor on e8 covers d7, f7, d9 and f9 and blocks the file: only e8 is
    // still weak. With Black to move it is the owner's row.
    let guarded = features("3k5/4a4/4R4/9/9/9/9/9/9/4K4 b");
    assert_eq!(palace_cell(&guarded, 1, 1), -1);
    // A Red horse on c6 adds a second kind: it attacks d8 over its free leg c7.
    let two = features("3k5/4a4/4R4/2H6/9/9/9/9/9/4K4 b");
    let cells: Vec<(usize, usize)> = (0..palace::ROWS)
        .flat_map(|r| (0..palace::COLUMNS).map(move |c| (r, c)))
        .filter(|&(r, c)| palace_cell(&two, r, c) == -1)
        .collect();
    assert_eq!(cells.len(), 1, "{cells:?}");
    assert_eq!(cells[0].0, 2, "two kinds with the owner to move: {cells:?}");
}
