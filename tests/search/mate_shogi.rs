//! The mate solver on shogi: every checks-only mate of tests/data/mate-shogi.txt
//! with the right length and a checked line (exhaustively for short mates), and
//! `NoMate` on positions that an exhaustive checks-only search proves mate-free.

use crate::common::mate::{
    assert_ply_limit_respected, check_line, random_positions_agree_with_reference, run_solver,
    solve_every_checks_only_record, Reference,
};
use kirin::core::MoveList;
use kirin::game::{Game, GenKind};
use kirin::mate::MateResult;
use kirin::shogi::Position;

#[test]
fn every_checks_only_mate_of_the_file() {
    // Every record of the shogi file has a checks-only mate (of the stated length or, in
    // three records, longer).
    assert_eq!(
        solve_every_checks_only_record::<Position>("mate-shogi.txt"),
        49,
        "checks-only records solved"
    );
}

#[test]
fn ply_limit_is_respected() {
    // The 9-ply checks-only mate of the file is not found within 7 plies, and is within 9.
    assert_ply_limit_respected::<Position>("mate-shogi.txt", 9);
}

#[test]
fn usi_tsume_example() {
    // The USI tsume example: a 3-ply mate (`checkmate 8e5b 6a5b S*6b`), and a bare king
    // with one pawn in hand.
    let mut pos = Position::from_fen("3sks3/9/4S4/9/1+B7/9/9/9/9 b S2rb4g4n4l18p 1").unwrap();
    match run_solver(&mut pos, None) {
        MateResult::Mate(line) => {
            assert_eq!(line.len(), 3);
            let mut reference = Reference::new(10_000_000);
            check_line::<Position>(&pos.to_fen(), &line, Some(&mut reference)).unwrap();
        }
        other => panic!("{other:?}"),
    }
    let mut bare = Position::from_fen("4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1").unwrap();
    assert_eq!(run_solver(&mut bare, None), MateResult::NoMate);
}

#[test]
fn pawn_drop_mate_is_not_a_mate() {
    // Uchifuzume: P*5b would mate (the gold on 5c guards it and covers 4b and 6b, the
    // king's own lances block 4a and 6a and cannot take on 5b), so it is illegal. What
    // is left (gold checks) is decided by the exhaustive reference.
    let fen = "3lkl3/9/4G4/9/9/9/9/9/9 b P2r2b3g4s4n2l17p 1";
    let mut pos = Position::from_fen(fen).unwrap();
    let mut moves = MoveList::new();
    pos.generate(GenKind::All, &mut moves);
    let checks: Vec<String> = moves
        .iter()
        .filter(|&m| pos.gives_check(m))
        .map(Position::format_move)
        .collect();
    assert!(
        !checks.contains(&"P*5b".to_string()),
        "pawn-drop mate generated: {checks:?}"
    );
    let result = run_solver(&mut pos, None);
    let mut reference = Reference::new(20_000_000);
    match reference.complete(&mut pos, 40) {
        Some(true) => assert!(matches!(result, MateResult::Mate(_)), "{result:?}"),
        Some(false) => assert_eq!(result, MateResult::NoMate),
        None => panic!("reference did not finish"),
    }
}

/// Positions from random walks where the side to move has a check: the reference decides
/// them completely (every checking line ends) and the solver must agree.
#[test]
fn random_positions_agree_with_exhaustive_search() {
    random_positions_agree_with_reference::<Position>("mate-shogi.txt", 0x0074_7375_6d65, 12);
}
