//! The three ways of reading the evaluation agree: `evaluate_full`, the per-term
//! `breakdown` (what the `eval` command prints) and the tuner's feature trace
//! recombined with the weight vector.

mod common;

use common::{random_shogi, random_xiangqi, Rng};
use nnue_free_eval::xiangqi::endgame;
use nnue_free_eval::{shogi, xiangqi};

#[test]
fn xiangqi_breakdown_and_trace_match_evaluate() {
    let mut rng = Rng::new(0xC0DE_0001);
    for _ in 0..2000 {
        let board = random_xiangqi(&mut rng);
        let full = xiangqi::evaluate_full(&board);
        let terms = xiangqi::breakdown(&board);
        assert_eq!(terms.iter().map(|&(_, v)| v).sum::<i32>(), full);
        assert_eq!(terms.len(), xiangqi::params::TABLES.len() + 1);

        let traced = xiangqi::trace(&board);
        let (mut opening, mut end) = (0, 0);
        for &(f, c) in &traced.features {
            let w = xiangqi::params::WEIGHTS[f as usize];
            opening += w.0 * c;
            end += w.1 * c;
        }
        let red = endgame::scaled(
            endgame::taper(opening, end, traced.phase),
            traced.red_scale,
            traced.black_scale,
        );
        let stm = if traced.side_to_move == xiangqi::Color::Red {
            red
        } else {
            -red
        };
        assert_eq!(stm, full);
    }
}

#[test]
fn shogi_breakdown_and_trace_match_evaluate() {
    let mut rng = Rng::new(0xC0DE_0002);
    for _ in 0..2000 {
        let board = random_shogi(&mut rng);
        let full = shogi::evaluate_full(&board);
        let terms = shogi::breakdown(&board);
        assert_eq!(terms.iter().map(|&(_, v)| v).sum::<i32>(), full);
        let traced = shogi::trace(&board);
        let black: i32 = traced
            .features
            .iter()
            .map(|&(f, c)| shogi::params::WEIGHTS[f as usize] * c)
            .sum();
        let stm = if traced.side_to_move == shogi::Color::Black {
            black
        } else {
            -black
        };
        assert_eq!(stm, full);
    }
}

#[test]
fn xiangqi_bare_defenders_are_a_draw() {
    // Red has advisors and elephants, Black only its general: neither side can mate
    // (advisors and elephants never cross the river), so Red's material edge counts for
    // nothing.
    let board = xiangqi::fen::ArrayBoard::from_fen("4k4/9/9/9/9/9/9/4B4/3AA4/2B1K4 w").unwrap();
    assert_eq!(xiangqi::evaluate_full(&board), 0);
}

/// The least share of a piece's documented value (`shogi::material::board_value` and
/// `hand_value`: YaneuraOu's and Apery's values; `xiangqi::material::value`: the
/// traditional values) that one piece more or less must move a position's score, in
/// percent. Positional terms (placement, king safety, imbalance, mobility) may take back
/// part of a piece's value, never half of it: a sensible evaluation needs no retuning of
/// this when its weights change.
const MATERIAL_SHARE_PERCENT: i32 = 50;

fn share(value: i32) -> i32 {
    value * MATERIAL_SHARE_PERCENT / 100
}

const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

fn shogi_eval(rows: &str, rest: &str) -> i32 {
    shogi::evaluate_full(&shogi::sfen::ArrayBoard::from_sfen(&format!("{rows} {rest}")).unwrap())
}

#[test]
fn shogi_every_piece_on_the_board_and_in_hand_counts() {
    use shogi::material::{board_value, hand_value};
    use shogi::Piece;
    // White to move in the start position; White then loses one piece of each kind
    // from the board (5c pawn, 9a lance, 8a knight, 7a silver, 6a gold, 2b bishop, 8b
    // rook), or Black gains one of each kind in hand.
    let start = shogi_eval(SHOGI_START, "w - 1");
    let without = [
        (Piece::Pawn, "lnsgkgsnl/1r5b1/pppp1pppp"),
        (Piece::Lance, "1nsgkgsnl/1r5b1/ppppppppp"),
        (Piece::Knight, "l1sgkgsnl/1r5b1/ppppppppp"),
        (Piece::Silver, "ln1gkgsnl/1r5b1/ppppppppp"),
        (Piece::Gold, "lns1kgsnl/1r5b1/ppppppppp"),
        (Piece::Bishop, "lnsgkgsnl/1r7/ppppppppp"),
        (Piece::Rook, "lnsgkgsnl/7b1/ppppppppp"),
    ];
    for (piece, top) in without {
        let rows = format!("{top}/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL");
        let lost = start - shogi_eval(&rows, "w - 1");
        let least = share(board_value(piece));
        assert!(lost >= least, "White without a {piece:?}: {lost} < {least}");
    }
    for (piece, letter) in Piece::HAND.iter().zip("PLNSGBR".chars()) {
        let lost = start - shogi_eval(SHOGI_START, &format!("w {letter} 1"));
        let least = share(hand_value(*piece));
        assert!(lost >= least, "Black's {piece:?} in hand: {lost} < {least}");
    }
    // Black has taken White's rook and holds it: White is worse by the share of both
    // (the rook left the board and went to Black's hand; a second rook is worth less to
    // its owner than the first, the `both_rooks` attack weight).
    let taken = shogi_eval(
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
        "w R 1",
    );
    let least = share(board_value(Piece::Rook) + hand_value(Piece::Rook));
    assert!(start - taken >= least, "{start} -> {taken}");
}

#[test]
fn xiangqi_every_attacking_piece_counts() {
    use xiangqi::snapshot::square_at;
    use xiangqi::Piece;
    // Red to move in the start position, then without its a0 chariot, b0 horse or h2
    // cannon. The least of a piece's opening and endgame values counts (the start is the
    // opening, but a piece less moves the phase). Advisors and elephants are left out:
    // their worth depends on the enemy's attackers (the imbalance), and a soldier's on
    // its file.
    let fen = |rows: &str| xiangqi::fen::ArrayBoard::from_fen(&format!("{rows} w")).unwrap();
    let start = xiangqi::evaluate_full(&fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
    ));
    let without = [
        (Piece::Chariot, square_at(0, 0), "1C5C1/9/1NBAKABNR"),
        (Piece::Horse, square_at(1, 0), "1C5C1/9/R1BAKABNR"),
        (Piece::Cannon, square_at(7, 2), "7C1/9/RNBAKABNR"),
    ];
    for (piece, square, home) in without {
        let board = fen(&format!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/{home}"));
        let lost = start - xiangqi::evaluate_full(&board);
        let (opening, endgame) = xiangqi::material::value(xiangqi::Color::Red, piece, square);
        let least = share(opening.min(endgame));
        assert!(lost >= least, "Red without a {piece:?}: {lost} < {least}");
    }
}

#[test]
fn xiangqi_a_soldier_that_can_mate_lets_the_defenders_count() {
    // Red's advisors and elephants with a crossed soldier against a bare general: the
    // soldier can mate, so Red's whole army counts: more than the soldier alone, which
    // is worth at least the share of a crossed soldier; without the soldier it is a draw.
    let eval =
        |fen: &str| xiangqi::evaluate_full(&xiangqi::fen::ArrayBoard::from_fen(fen).unwrap());
    let army = eval("4k4/9/9/4P4/9/9/9/4B4/3AA4/2B1K4 w");
    let soldier = eval("4k4/9/9/4P4/9/9/9/9/9/4K4 w");
    let defenders = eval("4k4/9/9/9/9/9/9/4B4/3AA4/2B1K4 w");
    let e6 = xiangqi::snapshot::square_at(4, 6);
    let crossed = xiangqi::material::value(xiangqi::Color::Red, xiangqi::Piece::Soldier, e6).0;
    assert_eq!(defenders, 0);
    assert!(soldier >= share(crossed), "soldier alone {soldier}");
    assert!(army > soldier, "army {army}, soldier alone {soldier}");
}

#[test]
fn fen_and_sfen_errors_are_values() {
    assert!(xiangqi::fen::ArrayBoard::from_fen("rnbakabnr/9 w").is_err());
    assert!(xiangqi::fen::ArrayBoard::from_fen("xnbakabnr/9/9/9/9/9/9/9/9/9 w").is_err());
    assert!(shogi::sfen::ArrayBoard::from_sfen("9/9/9/9/9/9/9/9/9 x -").is_err());
    assert!(shogi::sfen::ArrayBoard::from_sfen("9/9/9/9/9/9/9/9/9 b 2").is_err());
    assert!(shogi::sfen::ArrayBoard::from_sfen("+9/9/9/9/9/9/9/9/9 b -").is_err());
}
