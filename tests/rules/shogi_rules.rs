//! Shogi rule verdicts: every record of tests/data/shogi-rules.txt, malformed
//! SFENs, handicap starts, repetition (sennichite and perpetual check) on games built
//! move by move, and the entering-king rule options.

use kirin::core::MoveList;
use kirin::game::{Game, GenKind, Outcome};
use kirin::shogi::{EnteringKingRule, MoveError, Position, SfenError};

const RULES_FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/shogi-rules.txt");

fn pos(sfen: &str) -> Position {
    Position::from_fen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn legal_moves(p: &Position) -> Vec<String> {
    let mut list = MoveList::new();
    p.generate(GenKind::All, &mut list);
    list.iter().map(|m| m.to_string()).collect()
}

/// Records of the rules file whose SFEN holds more pieces than the full set, with the
/// same position minus the surplus piece from the hand (the verdict does not depend on it).
const OVER_FULL_SET: [(&str, &str); 1] = [(
    // 5 golds: GG and 2G for Black, g for White. The point: Black is in check.
    "RBGG1SS+N+L/4K4/PP2g4/9/9/9/9/9/8k b 2G2S2N4P 1",
    "RBGG1SS+N+L/4K4/PP2g4/9/9/9/9/9/8k b G2S2N4P 1",
)];

#[test]
fn every_verdict_of_the_rules_file_holds() {
    let text = std::fs::read_to_string(RULES_FILE).expect("shogi-rules.txt is readable");
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split(" ; ").map(str::trim).collect();
        let p = match Position::from_fen(fields[0]) {
            Ok(p) => p,
            Err(e) => {
                // A record with more pieces of a type than the game has (such an SFEN is
                // rejected): the parser must say so, and the verdict is checked on the
                // repaired position.
                assert!(matches!(e, SfenError::TooManyPieces(_)), "{line}: {e}");
                let repaired = OVER_FULL_SET
                    .iter()
                    .find(|(bad, _)| *bad == fields[0])
                    .unwrap_or_else(|| panic!("unexpected rejection of {line}: {e}"))
                    .1;
                pos(repaired)
            }
        };
        let moves = legal_moves(&p);
        match fields[1] {
            f if f.starts_with("move ") => {
                let m = &f[5..];
                let expect_legal = match fields[2] {
                    "legal" => true,
                    "illegal" => false,
                    other => panic!("bad verdict {other}"),
                };
                assert_eq!(
                    moves.iter().any(|g| g == m),
                    expect_legal,
                    "generation: {line}"
                );
                match p.parse_move(m) {
                    Ok(parsed) => {
                        assert!(expect_legal, "parse_move accepted an illegal move: {line}");
                        assert_eq!(parsed.to_string(), m);
                    }
                    Err(MoveError::Illegal(_)) => {
                        assert!(!expect_legal, "parse_move rejected: {line}")
                    }
                    Err(e) => panic!("{line}: {e}"),
                }
            }
            "state" => {
                let (mate, check) = (moves.is_empty(), p.in_check());
                let state = match (mate, check) {
                    (true, true) => "checkmate",
                    (true, false) => "stalemate",
                    (false, true) => "check",
                    (false, false) => "ongoing",
                };
                assert_eq!(state, fields[2], "{line}");
                let verdict = p.terminal();
                assert_eq!(
                    verdict.map(|v| v.outcome),
                    mate.then_some(Outcome::Loss),
                    "{line}"
                );
            }
            "declare" => {
                assert_eq!(p.declare_win(), fields[2] == "win", "{line}");
            }
            other => panic!("unknown record kind {other}"),
        }
        checked += 1;
    }
    assert!(checked >= 90, "only {checked} records");
}

#[test]
fn malformed_sfens_are_rejected_with_the_reason() {
    let cases: &[(&str, SfenError)] = &[
        ("", SfenError::FieldCount(0)),
        ("lnsgkgsnl/1r5b1 b - 1", SfenError::RankCount(2)),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1",
            SfenError::RankCount(10),
        ),
        (
            "lnsgkgsnl/1r5b2/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            SfenError::RankTooLong(2),
        ),
        (
            "lnsgkgsnlp/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            SfenError::RankTooLong(1),
        ),
        (
            "lnsgkgsnl/1r5b/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            SfenError::RankTooShort(2),
        ),
        (
            "lnsgkgsnl/1r5x1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            SfenError::UnknownPiece('x'),
        ),
        (
            "lnsgkgsnl/1r5+g1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            SfenError::BadPromotion("+g".into()),
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1",
            SfenError::TwoKings(kirin::shogi::Color::Black),
        ),
        (
            "P3k4/9/9/9/9/9/9/9/4K4 b - 1",
            SfenError::DeadPiece(sq("9a")),
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K3l w - 1",
            SfenError::DeadPiece(sq("1i")),
        ),
        (
            "4k4/9/9/9/9/9/9/n8/4K4 w - 1",
            SfenError::DeadPiece(sq("9h")),
        ),
        (
            "4k4/9/9/9/P8/9/P8/9/4K4 b - 1",
            SfenError::Nifu(kirin::shogi::Color::Black, 9),
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
            SfenError::BadSide("x".into()),
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 2 1",
            SfenError::BadHand("2".into()),
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 0P 1",
            SfenError::BadHand("0P".into()),
        ),
        ("4k4/9/9/9/9/9/9/9/4K4 b K 1", SfenError::NotAHandPiece('K')),
        ("4k4/9/9/9/9/9/9/9/4K4 b X 1", SfenError::UnknownPiece('X')),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 3R 1",
            SfenError::TooManyPieces(kirin::shogi::PieceKind::Rook),
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1",
            SfenError::TooManyPieces(kirin::shogi::PieceKind::Pawn),
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0",
            SfenError::BadMoveNumber("0".into()),
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - x",
            SfenError::BadMoveNumber("x".into()),
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b - 1 extra",
            SfenError::FieldCount(5),
        ),
        ("4k4/4R4/9/9/9/9/9/9/4K4 b - 1", SfenError::OpponentInCheck),
    ];
    for (text, expected) in cases {
        match Position::from_fen(text) {
            Ok(_) => panic!("accepted malformed SFEN {text:?}"),
            Err(e) => {
                assert_eq!(&e, expected, "{text:?}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
    // Accepted variants: no move number, explicit count 1, any hand order, no kings.
    assert_eq!(
        pos("4k4/9/9/9/9/9/9/9/4K4 b 1P1p").to_fen(),
        "4k4/9/9/9/9/9/9/9/4K4 b Pp 1"
    );
    assert_eq!(
        pos("4k4/9/9/9/9/9/9/9/4K4 b p2PR 7").to_fen(),
        "4k4/9/9/9/9/9/9/9/4K4 b R2Pp 7"
    );
    assert_eq!(
        pos("9/9/9/9/9/9/9/9/9 b 18P 1").to_fen(),
        "9/9/9/9/9/9/9/9/9 b 18P 1"
    );
}

fn sq(text: &str) -> kirin::shogi::Square {
    kirin::shogi::Square::parse(text).unwrap()
}

#[test]
fn garbage_never_panics() {
    for text in [
        "+",
        "////////",
        "9/9/9/9/9/9/9/9/9 b 99P 1",
        "k/9 b",
        "\u{3042}",
        "4k4/9/9/9/9/9/9/9/4K4 b +P 1",
        "99/9/9/9/9/9/9/9/9 b - 1",
        "4k4/9/9/9/9/9/9/9/4K4 b - 99999999999999999999",
    ] {
        assert!(Position::from_fen(text).is_err(), "{text:?}");
    }
    let p = Position::startpos();
    for text in [
        "",
        "7g7f7",
        "P*",
        "7g7f+",
        "K*5e",
        "0000",
        "5i5h+",
        "\u{3042}\u{3044}",
    ] {
        assert!(p.parse_move(text).is_err(), "{text:?}");
    }
    assert!(matches!(p.parse_move("zz"), Err(MoveError::Malformed(_))));
}

#[test]
fn handicap_starts_round_trip_and_white_moves_first() {
    let handicaps = [
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "4k4/9/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 3p 1",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    ];
    for sfen in handicaps {
        let p = pos(sfen);
        assert_eq!(p.to_fen(), sfen);
        assert_eq!(Game::side_to_move(&p), kirin::game::Side::Second);
        let moves = legal_moves(&p);
        assert!(!moves.is_empty());
        // Every first move is White's: it moves a lower-case piece or drops from White's hand.
        let mut list = MoveList::new();
        p.generate(GenKind::All, &mut list);
        for m in list.iter() {
            if !m.is_drop() {
                assert_eq!(
                    p.piece_on(m.from()).unwrap().color,
                    kirin::shogi::Color::White,
                    "{sfen} {m}"
                );
            }
        }
    }
}

fn play(p: &mut Position, moves: &str) {
    for text in moves.split_whitespace() {
        let m = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        p.make(m);
    }
}

#[test]
fn fourfold_repetition_is_a_draw() {
    let mut p = Position::startpos();
    let cycle = "2h3h 8b7b 3h2h 7b8b";
    for round in 1..=3 {
        assert_eq!(p.terminal(), None, "before round {round}");
        play(&mut p, cycle);
    }
    // The start position now stands for the fourth time.
    let verdict = p.terminal().expect("sennichite");
    assert_eq!(verdict.outcome, Outcome::Draw);
    // One ply earlier only three occurrences of that position existed.
    p.unmake();
    assert_eq!(p.terminal(), None);
    p.make(p.parse_move("7b8b").unwrap());
    // Search view: with the whole cycle inside the search it counts at the first recurrence.
    let mut q = Position::startpos();
    play(&mut q, cycle);
    assert_eq!(q.repetition(5), Some(Outcome::Draw));
    assert_eq!(
        q.repetition(4),
        None,
        "the earlier occurrence is the root itself"
    );
    assert_eq!(
        q.repetition(0),
        None,
        "a second occurrence before the root is not yet a draw"
    );
    assert_eq!(
        p.repetition(0),
        Some(Outcome::Draw),
        "a fourth occurrence counts even before the root"
    );
}

#[test]
fn perpetual_check_verdicts() {
    let start = "4k4/9/9/9/8R/9/9/9/K8 b - 1";
    let mut p = pos(start);
    play(&mut p, "1e5e");
    let cycle = "5a4a 5e4e 4a5a 4e5e";
    for _ in 0..3 {
        assert_eq!(p.terminal(), None);
        play(&mut p, cycle);
    }
    // White to move, the position after 1e5e for the fourth time: Black checked with every
    // move of the cycle, so White (to move) wins.
    let verdict = p.terminal().expect("perpetual check");
    assert_eq!(verdict.outcome, Outcome::Win, "{}", verdict.reason);
    // The same cycle seen from the checker: one more ply, Black to move for the fourth
    // time in this position, Black loses.
    play(&mut p, "5a4a");
    let verdict = p.terminal().expect("perpetual check");
    assert_eq!(verdict.outcome, Outcome::Loss, "{}", verdict.reason);
    // In search: the first recurrence inside the tree is judged at once.
    let mut q = pos(start);
    play(&mut q, "1e5e 5a4a 5e4e 4a5a 4e5e");
    assert_eq!(q.repetition(5), Some(Outcome::Win));
    play(&mut q, "5a4a");
    assert_eq!(q.repetition(5), Some(Outcome::Loss));
    // A null move cuts the history: no repetition is seen across it.
    let mut r = pos(start);
    play(&mut r, "1e5e 5a4a 5e4e 4a5a");
    r.make_null();
    r.unmake_null();
    play(&mut r, "4e5e");
    assert_eq!(r.repetition(5), Some(Outcome::Win));
}

#[test]
fn mixed_checks_and_quiet_moves_make_an_ordinary_draw() {
    // Black alternates a check and a quiet rook move: not perpetual check.
    let start = "4k4/9/9/9/8R/9/9/9/K8 b - 1";
    let mut p = pos(start);
    let cycle = "1e5e 5a4a 5e1e 4a5a";
    for _ in 0..3 {
        play(&mut p, cycle);
    }
    let verdict = p.terminal().expect("sennichite");
    assert_eq!(verdict.outcome, Outcome::Draw);
}

#[test]
fn entering_king_rule_options() {
    let black28 = "RBGG1SS+N+L/4K4/PP7/9/9/9/9/9/8k b 2G2S2N4P 1";
    let black30 = "RBGG1SS+N+L/4K4/PP7/9/9/9/9/9/8k b RB2P 1";
    let mut p = pos(black28);
    assert!(p.declare_win());
    p.set_entering_king_rule(EnteringKingRule::NoEnteringKing);
    assert!(!p.declare_win());
    p.set_entering_king_rule(EnteringKingRule::CSARule24);
    assert!(
        !p.declare_win(),
        "28 points are below the 31 of the 24-point declaration"
    );
    let mut q = pos(black30);
    q.set_entering_king_rule(EnteringKingRule::CSARule24);
    assert!(!q.declare_win(), "30 points");
    for name in [
        "NoEnteringKing",
        "CSARule24",
        "CSARule24H",
        "CSARule27",
        "CSARule27H",
    ] {
        let rule: EnteringKingRule = name.parse().unwrap();
        assert_eq!(rule.to_string(), name);
    }
    assert!("TryRule".parse::<EnteringKingRule>().is_err());
    assert_eq!(EnteringKingRule::default(), EnteringKingRule::CSARule27);
    // A hand-checked pair: Sente's king on 9a, exactly 10 pieces in the zone and 28 points
    // declares a win; one pawn fewer in hand (27 points) does not.
    assert!(pos(
        "K+N5+L1/G+L+P+B1+R+P2/3+P2G2/9/2+p+n5/3s2+ss1/3+p+p1+s1+r/7g+n/6g+nk b 2L8Pb4p 1"
    )
    .declare_win());
    assert!(!pos(
        "K+N5+L1/G+L+P+B1+R+P2/3+P2G2/9/2+p+n5/3s2+ss1/3+p+p1+s1+r/7g+n/6g+nk b 2L7Pb5p 1"
    )
    .declare_win());
    assert_eq!(
        Position::startpos().impasse_points(kirin::shogi::Color::Black),
        27
    );
}

#[test]
fn move_limit_draws_unless_mated() {
    let mut p = Position::startpos();
    p.set_max_moves_to_draw(4);
    play(&mut p, "7g7f 3c3d 2g2f");
    assert_eq!(p.terminal(), None);
    play(&mut p, "8c8d");
    assert_eq!(p.terminal().map(|v| v.outcome), Some(Outcome::Draw));
}

#[test]
fn positions_without_kings_are_playable() {
    // Tsume-style positions, which an SFEN may describe: no king for one side or both.
    let p = pos("9/9/9/9/9/9/9/9/9 b 18P 1");
    assert_eq!(
        legal_moves(&p).len(),
        72,
        "pawn drops on ranks b-i of every file"
    );
    let p = pos("4k4/9/9/9/9/9/9/9/9 b G 1");
    assert_eq!(legal_moves(&p).len(), 80);
    assert!(p.gives_check(p.parse_move("G*5b").unwrap()));
    assert!(!p.declare_win());
    let mut p = pos("4k4/9/9/9/9/9/9/9/9 b P 1");
    // P*5b checks but is not mate (the king takes it): legal without a Black king.
    assert!(p.parse_move("P*5b").is_ok());
    // 72 drops; the king has 5 moves after each, one fewer when the pawn (on 4b, 6b, 4c,
    // 5c or 6c) covers one of them.
    assert_eq!(kirin::perft::perft(&mut p, 2), 67 * 5 + 5 * 4);
}
