//! King danger (`shogi::king_danger`): the danger ranks real attacks, sees what the
//! attacker can drop, grows faster than the number of attackers, shows in the `eval`
//! breakdown, and is colour-symmetric.

mod common;

use common::{random_shogi, Rng};
use nnue_free_eval::shogi::{
    self,
    king_danger::{self, linear_count, penalty_count},
    params,
    sfen::ArrayBoard,
    snapshot::Snapshot,
    terms,
};

fn board(sfen: &str) -> ArrayBoard {
    ArrayBoard::from_sfen(sfen).unwrap()
}

/// Danger in points to (Black's king, White's king).
fn dangers(sfen: &str) -> [i32; 2] {
    terms::king_dangers(&Snapshot::read(&board(sfen)))
}

/// Danger to Black's king.
fn black_danger(sfen: &str) -> i32 {
    dangers(sfen)[0]
}

/// The king-danger entries of the position's trace, by entry (counted for the king's
/// owner: Black's danger positive, White's negative).
fn danger_entries(board: &ArrayBoard) -> [i32; 4] {
    let mut entries = [0; 4];
    for &(f, c) in &shogi::trace(board).features {
        if let Some(offset) = (f as usize).checked_sub(params::KING_DANGER) {
            if offset < entries.len() {
                entries[offset] += c;
            }
        }
    }
    entries
}

/// The king-danger count from Black's view over all entries.
fn danger_feature(board: &ArrayBoard) -> i32 {
    danger_entries(board).iter().sum()
}

/// The penalty's curve of one row (0: the king's owner to move, 1: the attacker) at a
/// danger in points: its squared and linear weights times their counts.
fn curve(row: usize, danger: i32) -> i32 {
    let squared = params::WEIGHTS[params::KING_DANGER + king_danger::entry::SQUARED + row];
    let linear = params::WEIGHTS[params::KING_DANGER + king_danger::entry::LINEAR + row];
    squared * penalty_count(danger) + linear * linear_count(danger)
}

/// What a king at the cap costs its owner at least, in board pawns: the pawn is the
/// anchor of the weights (`MATERIAL_BOARD`, never moved by the tuner), and a king that
/// the attack has reached the cap of is worth more than two of them.
const PAWNS_AT_THE_CAP: i32 = 2;

#[test]
fn the_penalty_is_a_penalty_and_worse_with_the_attacker_to_move() {
    let pawn = params::WEIGHTS[params::MATERIAL_BOARD];
    for danger in 0..=1000 {
        let (owner, attacker) = (curve(0, danger), curve(1, danger));
        // Danger never helps its king.
        assert!(
            owner <= 0 && attacker <= 0,
            "danger {danger}: {owner}, {attacker}"
        );
        // The attacker to move starts the mating attack; the owner to move can still
        // parry it: the same danger costs at least as much with the attacker to move.
        assert!(attacker <= owner, "danger {danger}: {owner} < {attacker}");
    }
    for row in 0..2 {
        let at_cap = curve(row, 1000);
        assert!(at_cap < -PAWNS_AT_THE_CAP * pawn, "row {row}: {at_cap}");
    }
}

#[test]
fn the_entries_follow_the_side_to_move() {
    // Black's bare king facing rook and bishop drops: counted in the owner-to-move row
    // with Black to move, in the attacker-to-move row with White to move.
    let black = danger_entries(&board("4k4/9/9/9/9/9/9/9/4K4 b rb 1"));
    let white = danger_entries(&board("4k4/9/9/9/9/9/9/9/4K4 w rb 1"));
    assert!(black[0] > 0 && black[1] == 0, "{black:?}");
    assert!(white[1] > 0 && white[0] == 0, "{white:?}");
    assert_eq!(black[0], white[1]);
    assert_eq!(black[2], white[3]);
}

#[test]
fn quiet_start_has_no_danger() {
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let [black, white] = dangers(start);
    assert_eq!(black, white);
    assert_eq!(penalty_count(black), 0, "danger {black}");
}

#[test]
fn hand_rook_and_bishop_threaten_a_bare_king_more_than_a_guarded_one() {
    let bare = black_danger("4k4/9/9/9/9/9/9/9/4K4 b rb 1");
    let guarded = black_danger("4k4/9/9/9/9/9/9/3GSG3/4K4 b rb 1");
    let empty_hand = black_danger("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    assert!(bare > guarded, "bare {bare} guarded {guarded}");
    assert!(
        guarded > empty_hand - 40,
        "guarded {guarded} no hand {empty_hand}"
    );
    assert!(
        penalty_count(bare) > penalty_count(guarded),
        "bare {bare} guarded {guarded}"
    );
    // The same pieces on White's side of the board are no drop threat at all.
    let on_board = black_danger("rb2k4/9/9/9/9/9/9/9/4K4 b - 1");
    assert!(bare > on_board, "in hand {bare} on the board {on_board}");
}

#[test]
fn a_knight_drop_check_counts_only_where_no_defender_covers_it() {
    // King 5i. Golds on 4i/6i leave the knight-check squares 4g and 6g open; golds on
    // 4h/6h cover them. A knight added to White's hand (which holds a silver either
    // way) adds more danger in the first case.
    let open_with = black_danger("4k4/9/9/9/9/9/9/9/3GKG3 b sn 1");
    let open_without = black_danger("4k4/9/9/9/9/9/9/9/3GKG3 b s 1");
    let covered_with = black_danger("4k4/9/9/9/9/9/9/3G1G3/4K4 b sn 1");
    let covered_without = black_danger("4k4/9/9/9/9/9/9/3G1G3/4K4 b s 1");
    assert!(
        open_with - open_without > covered_with - covered_without,
        "open {open_with}-{open_without} covered {covered_with}-{covered_without}"
    );
    // A king on rank b has no knight-check square (it would be off the board): the hand
    // knight adds only its value as a hand attacker.
    let deep_with = black_danger("8k/4K4/9/9/9/9/9/9/9 b sn 1");
    let deep_without = black_danger("8k/4K4/9/9/9/9/9/9/9 b s 1");
    assert!(
        open_with - open_without > deep_with - deep_without,
        "home {open_with}-{open_without} deep {deep_with}-{deep_without}"
    );
}

#[test]
fn three_attackers_cost_more_than_three_times_one() {
    // Black king 5i with a gold on 6i; White attacks with a gold on 5g, then adds a
    // silver on 3g and a rook in hand.
    let one = penalty_count(black_danger("4k4/9/9/9/9/9/4g4/9/3GK4 b - 1"));
    let three = penalty_count(black_danger("4k4/9/9/9/9/9/4g1s2/9/3GK4 b r 1"));
    assert!(three > 3 * one.max(1), "one attacker {one}, three {three}");
}

#[test]
fn the_penalty_grows_then_stops() {
    let mut last = 0;
    for danger in (-50..=400).step_by(10) {
        let count = penalty_count(danger);
        assert!(count >= last, "{danger}");
        last = count;
    }
    assert_eq!(penalty_count(-50), 0);
    assert_eq!(penalty_count(1000), penalty_count(300));
    assert!(penalty_count(200) > 3 * penalty_count(100));
}

#[test]
fn breakdown_shows_the_danger_term() {
    // White to move with Black's bare king facing rook and bishop drops.
    let b = board("4k4/9/9/9/9/9/9/9/4K4 w rb 1");
    let terms = shogi::breakdown(&b);
    let (_, value) = terms
        .iter()
        .find(|(name, _)| *name == "KING_DANGER")
        .expect("a KING_DANGER line");
    assert!(
        *value > 0,
        "White to move gains from Black's danger: {value}"
    );
}

#[test]
fn colour_flip_swaps_the_dangers() {
    let mut rng = Rng::new(0x5EED_0D06);
    let mut nonzero = 0;
    for _ in 0..3000 {
        let b = random_shogi(&mut rng);
        let flipped = b.colour_flipped();
        let [black, white] = terms::king_dangers(&Snapshot::read(&b));
        assert_eq!(
            terms::king_dangers(&Snapshot::read(&flipped)),
            [white, black],
            "{b:?}"
        );
        assert_eq!(danger_feature(&flipped), -danger_feature(&b), "{b:?}");
        nonzero += usize::from(danger_feature(&b) != 0);
    }
    assert!(
        nonzero > 100,
        "only {nonzero} random positions had any danger"
    );
}
