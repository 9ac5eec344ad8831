//! Every verdict of tests/data/xiangqi-rules.txt: single-move legality (through
//! both `is_legal` and generation, and through the move-text parser) and game states
//! (checkmate, stalemate, check, ongoing), plus `terminal()` on the no-move positions.

use kirin::core::MoveList;
use kirin::game::{Game, GenKind, Outcome};
use kirin::xiangqi::Position;

const DATA: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/xiangqi-rules.txt"
));

#[test]
fn every_rules_verdict_holds() {
    let mut moves_checked = 0;
    let mut states_checked = 0;
    for line in DATA
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split(" ; ").collect();
        let pos = Position::from_fen(fields[0]).unwrap_or_else(|e| panic!("{line}: {e}"));
        let mut list = MoveList::new();
        pos.generate(GenKind::All, &mut list);
        if let Some(text) = fields[1].strip_prefix("move ") {
            let expected = match fields[2] {
                "legal" => true,
                "illegal" => false,
                other => panic!("unknown verdict {other}"),
            };
            let generated = list.iter().any(|m| Position::format_move(m) == text);
            assert_eq!(generated, expected, "generation: {line}");
            assert_eq!(pos.parse_move(text).is_ok(), expected, "parse_move: {line}");
            if let Ok(m) = pos.parse_move(text) {
                assert!(pos.is_legal(m));
            }
            moves_checked += 1;
        } else {
            assert_eq!(fields[1], "state", "{line}");
            let (in_check, no_moves) = (pos.in_check(), list.is_empty());
            let state = match (in_check, no_moves) {
                (true, true) => "checkmate",
                (false, true) => "stalemate",
                (true, false) => "check",
                (false, false) => "ongoing",
            };
            assert_eq!(state, fields[2], "{line}");
            let verdict = pos.terminal();
            if no_moves {
                // In xiangqi the side to move loses when it has no legal move, in check or not.
                assert_eq!(verdict.map(|v| v.outcome), Some(Outcome::Loss), "{line}");
            } else if fields[0].contains('R') || fields[0].contains('r') || fields[0].contains('P')
            {
                assert_eq!(verdict, None, "{line}");
            }
            states_checked += 1;
        }
    }
    assert_eq!(moves_checked + states_checked, 84);
    assert!(states_checked >= 10);
}

#[test]
fn rules_md_examples() {
    // Black has no legal move and loses although not in check (no stalemate draw).
    let pos = Position::from_fen("4k4/R8/9/9/5R3/9/9/9/9/3K5 b - - 0 1").unwrap();
    assert!(!pos.in_check());
    let v = pos.terminal().expect("no legal move ends the game");
    assert_eq!(v.outcome, Outcome::Loss);
    // The pinned horse: exactly three general moves.
    let pos = Position::from_fen("4k4/9/9/9/4n4/9/9/9/9/4K4 b - - 0 1").unwrap();
    let mut list = MoveList::new();
    pos.generate(GenKind::All, &mut list);
    assert_eq!(list.len(), 3);
    // Bare generals (and advisors/elephants only) are a draw by insufficient material.
    let pos = Position::from_fen("3akab2/9/9/9/9/9/9/9/4A4/2B1KA3 w - - 0 1").unwrap();
    assert_eq!(pos.terminal().map(|v| v.outcome), Some(Outcome::Draw));
    assert_eq!(pos.repetition(0), Some(Outcome::Draw));
    // One soldier left is enough material to play on.
    let pos = Position::from_fen("3akab2/9/9/9/9/9/4P4/9/9/2BAKA3 w - - 0 1").unwrap();
    assert_eq!(pos.terminal(), None);
}
