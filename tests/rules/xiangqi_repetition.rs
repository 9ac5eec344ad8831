//! The repetition judge (perpetual check, then perpetual chase), the 60-move natural
//! limit and insufficient material on whole game histories built by hand from the rules, checked move by
//! move as `position fen ... moves ...` would build them.
//!
//! Two views are checked after every ply:
//! * the search's `repetition(plies_from_root)` with every ply inside the search: a cycle
//!   is judged at its first recurrence (the position equal to one four plies earlier);
//! * the referee's `terminal()`: a cycle is judged when the position occurs the third time.
//!
//! Each history shuttles two pieces back and forth, so a position recurs every four plies.

use kirin::game::{Game, Outcome};
use kirin::xiangqi::{Position, RepetitionRules};

/// Results after each ply (index 0 = after the first move).
struct Replay {
    search: Vec<Option<Outcome>>,
    referee: Vec<Option<(Outcome, &'static str)>>,
}

fn replay(fen: &str, moves: &str) -> Replay {
    replay_under(RepetitionRules::default(), fen, moves)
}

/// As [`replay`], with the judge applying `rules`.
fn replay_under(rules: RepetitionRules, fen: &str, moves: &str) -> Replay {
    let mut pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    pos.set_repetition_rules(rules);
    assert_eq!(pos.repetition(0), None);
    assert!(pos.terminal().is_none());
    let mut out = Replay {
        search: vec![],
        referee: vec![],
    };
    for text in moves.split_whitespace() {
        let m = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.to_fen()));
        pos.make(m);
        out.search.push(pos.repetition(pos.ply_count()));
        out.referee
            .push(pos.terminal().map(|v| (v.outcome, v.reason)));
    }
    out
}

/// Asserts no verdict before ply `at` (1-based) and `expected` at ply `at`.
fn first_at<T: PartialEq + std::fmt::Debug + Copy>(
    results: &[Option<T>],
    at: usize,
    expected: T,
    what: &str,
) {
    for (i, r) in results.iter().enumerate().take(at - 1) {
        assert_eq!(*r, None, "{what}: early verdict after ply {}", i + 1);
    }
    assert_eq!(
        results[at - 1],
        Some(expected),
        "{what}: verdict after ply {at}"
    );
}

/// A shuttle history whose start position is part of the cycle: it recurs after ply 4
/// (search verdict) and for the third time after ply 8 (referee verdict). Red is to move
/// at both, so the outcomes are Red's.
fn assert_cycle(
    fen: &str,
    moves: &str,
    search: Outcome,
    referee: (Outcome, &'static str),
    what: &str,
) {
    assert_eq!(moves.split_whitespace().count(), 8, "{what}: eight plies");
    let r = replay(fen, moves);
    first_at(&r.search, 4, search, what);
    first_at(&r.referee, 8, referee, what);
}

#[test]
fn perpetual_check_loses_for_the_checker() {
    // The red chariot checks along rank 9 and rank 8 in turn; the black general steps
    // between e9 and e8. Every red move checks, no black move does: Red loses.
    // The chariot starts on a1, outside the cycle: the position after ply 1 recurs after
    // ply 5 and for the third time after ply 9, with Black to move (Black wins).
    let r = replay(
        "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1",
        "a1a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9",
    );
    first_at(&r.search, 5, Outcome::Win, "perpetual check");
    first_at(
        &r.referee,
        9,
        (Outcome::Win, "perpetual check"),
        "perpetual check",
    );
}

#[test]
fn perpetual_chase_of_an_unprotected_piece_loses_for_the_chaser() {
    // The red chariot follows the unprotected black horse (b9 <-> a7), attacking it anew
    // with every move: Red chases one piece perpetually and loses (Red is to move).
    assert_cycle(
        "1n3k3/9/9/9/9/R8/9/9/9/3K5 w - - 0 1",
        "a4b4 b9a7 b4a4 a7b9 a4b4 b9a7 b4a4 a7b9",
        Outcome::Loss,
        (Outcome::Loss, "perpetual chase"),
        "chariot chases horse",
    );
}

#[test]
fn perpetual_chase_of_a_more_valuable_piece_loses_even_if_it_is_protected() {
    // The red horse (b6 <-> c8) attacks the black chariot (a9 <-> a8), which the chariot
    // on a5 protects on both squares. A horse attacking a chariot is a chase regardless
    // of protection. The black chariot on a8 attacks the horse on c8, but the red
    // chariot on c1 protects it: an exchange offer, not a chase.
    assert_cycle(
        "r4k3/9/9/1N7/r8/9/9/9/2R6/3K5 w - - 0 1",
        "b6c8 a9a8 c8b6 a8a9 b6c8 a9a8 c8b6 a8a9",
        Outcome::Loss,
        (Outcome::Loss, "perpetual chase"),
        "horse chases protected chariot",
    );
}

#[test]
fn attacking_a_protected_piece_of_equal_value_is_not_a_chase() {
    // Same geometry with a black cannon instead of the chariot: horse against a protected
    // cannon is an exchange offer (兑), so the repetition is a draw.
    assert_cycle(
        "c4k3/9/9/1N7/r8/9/9/9/9/3K5 w - - 0 1",
        "b6c8 a9a8 c8b6 a8a9 b6c8 a9a8 c8b6 a8a9",
        Outcome::Draw,
        (Outcome::Draw, "repetition"),
        "horse against protected cannon",
    );
    // Without the protecting chariot the cannon is unprotected: now it is a chase.
    assert_cycle(
        "c4k3/9/9/1N7/9/9/9/9/9/3K5 w - - 0 1",
        "b6c8 a9a8 c8b6 a8a9 b6c8 a9a8 c8b6 a8a9",
        Outcome::Loss,
        (Outcome::Loss, "perpetual chase"),
        "horse against unprotected cannon",
    );
}

#[test]
fn the_general_does_not_chase() {
    // The red general (e1 <-> e0) attacks the unprotected black cannon (d0 <-> d1) with
    // every move, but threats by the general itself are idle (the Chinese rules' art. 27).
    assert_cycle(
        "5k3/9/9/9/9/9/9/9/4K4/3c5 w - - 0 1",
        "e1e0 d0d1 e0e1 d1d0 e1e0 d0d1 e0e1 d1d0",
        Outcome::Draw,
        (Outcome::Draw, "repetition"),
        "general attacks cannon",
    );
}

#[test]
fn a_soldier_does_not_chase() {
    // A crossed red soldier (c6 <-> d6) attacks the unprotected black cannon (d7 <-> c7)
    // with every move: soldiers' threats are idle (art. 27.3).
    assert_cycle(
        "5k3/9/3c5/2P6/9/9/9/9/9/4K4 w - - 0 1",
        "c6d6 d7c7 d6c6 c7d7 c6d6 d7c7 d6c6 c7d7",
        Outcome::Draw,
        (Outcome::Draw, "repetition"),
        "soldier attacks cannon",
    );
}

#[test]
fn mutual_attack_of_equal_pieces_is_not_a_chase() {
    // The red chariot (c8 <-> c9) attacks the unprotected black chariot (a9 <-> a8) with
    // every move, but that chariot could capture straight back: a mutual attack, draw.
    assert_cycle(
        "r8/2R6/5k3/9/9/9/9/9/9/3K5 w - - 0 1",
        "c8c9 a9a8 c9c8 a8a9 c8c9 a9a8 c9c8 a8a9",
        Outcome::Draw,
        (Outcome::Draw, "repetition"),
        "chariot against chariot",
    );
}

#[test]
fn check_and_chase_mixed_is_a_draw() {
    // The red chariot alternately checks (a9) and attacks the unprotected horse on h7 (a7):
    // not every red move checks, and a cycle with a check in it is a draw (rule 2).
    assert_cycle(
        "4k4/9/R6n1/9/9/9/9/9/9/3K5 w - - 0 1",
        "a7a9 e9e8 a9a7 e8e9 a7a9 e9e8 a9a7 e8e9",
        Outcome::Draw,
        (Outcome::Draw, "repetition"),
        "check and chase",
    );
}

#[test]
fn the_full_rules_forbid_alternating_check_and_chase() {
    // The cycle above under the competition rules: every red move is a check or a chase of
    // the same horse (一将一捉, art. 25(2)), every black move idle: Red loses.
    for rules in [RepetitionRules::Chinese, RepetitionRules::Asian] {
        let r = replay_under(
            rules,
            "4k4/9/R6n1/9/9/9/9/9/9/3K5 w - - 0 1",
            "a7a9 e9e8 a9a7 e8e9 a7a9 e9e8 a9a7 e8e9",
        );
        let what = rules.name();
        first_at(&r.search, 4, Outcome::Loss, what);
        first_at(
            &r.referee,
            8,
            (Outcome::Loss, "alternating check and chase"),
            what,
        );
    }
}

#[test]
fn plain_repetition_is_a_draw() {
    // Both sides shuttle a horse from the start position: the start recurs after 4 plies.
    let r = replay(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "b0c2 b9c7 c2b0 c7b9 b0c2 b9c7 c2b0 c7b9",
    );
    first_at(&r.search, 4, Outcome::Draw, "start position shuffle");
    first_at(
        &r.referee,
        8,
        (Outcome::Draw, "repetition"),
        "start position shuffle",
    );
}

#[test]
fn a_cycle_reaching_before_the_root_needs_three_occurrences() {
    let mut pos = Position::from_fen("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1").unwrap();
    let moves = [
        "a1a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9",
    ];
    for (i, text) in moves.iter().enumerate() {
        let m = pos.parse_move(text).unwrap();
        pos.make(m);
        // Only the last ply belongs to the search.
        let verdict = pos.repetition(1);
        if i + 1 < 9 {
            assert_eq!(verdict, None, "after ply {}", i + 1);
        } else {
            assert_eq!(verdict, Some(Outcome::Win));
        }
    }
    // A capture ends every cycle: nothing before it can repeat.
    let mut pos = Position::from_fen("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1").unwrap();
    for text in ["a1a9", "e9e8", "a9a8", "e8e9"] {
        let m = pos.parse_move(text).unwrap();
        pos.make(m);
    }
    assert_eq!(
        pos.repetition(pos.ply_count()),
        None,
        "a4 position differs from the start"
    );
}

#[test]
fn sixty_move_limit_draws_unless_the_last_ply_mates() {
    // 119 plies without capture: one more quiet move reaches the limit.
    let r = replay("3k5/4R4/R8/9/9/9/9/9/9/4K4 w - - 119 80", "e8e7");
    assert_eq!(r.referee[0], Some((Outcome::Draw, "60-move rule")));
    assert_eq!(r.search[0], Some(Outcome::Draw));
    // The same ply delivering mate: mate stands.
    let r = replay("3k5/4R4/R8/9/9/9/9/9/9/4K4 w - - 119 80", "a7d7");
    assert_eq!(r.referee[0], Some((Outcome::Loss, "checkmate")));
    assert_eq!(r.search[0], None, "the search scores the mate itself");
    // One ply earlier nothing happens; a capture resets the count.
    let r = replay("3k5/4R4/R8/9/9/9/9/9/9/4K4 w - - 118 80", "e8e7");
    assert_eq!(r.referee[0], None);
    let r = replay("3k5/9/R8/9/9/9/9/p8/9/4K4 w - - 119 80", "a7a2 d9d8");
    assert_eq!(r.referee, vec![None, None]);
}

#[test]
fn insufficient_material_is_a_draw() {
    let pos = Position::from_fen("3ak4/4a4/9/9/9/9/9/9/4A4/2BAK4 w - - 0 1").unwrap();
    assert_eq!(
        pos.terminal().map(|v| (v.outcome, v.reason)),
        Some((Outcome::Draw, "insufficient material"))
    );
    assert_eq!(pos.repetition(0), Some(Outcome::Draw));
    // The chariots are exchanged: after the red capture Red still has a chariot (and gives
    // check); after the recapture only generals, advisors and an elephant remain.
    let r = replay("3akr3/4a4/9/9/9/9/9/9/4A4/2BAKR3 w - - 0 1", "f0f9 e9f9");
    assert_eq!(r.referee[0], None);
    assert_eq!(r.referee[1], Some((Outcome::Draw, "insufficient material")));
}
