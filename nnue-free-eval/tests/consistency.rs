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

/// Judgements of the shipped weights (the tuning smoke test, whose weights come from a
/// few games, skips this one).
#[test]
fn material_counts_in_the_right_direction() {
    // Shogi: Black has taken White's rook and holds it, White to move: White is worse by
    // well over a rook (990 on the board; the rook changed sides, though a second rook is
    // worth less to its owner than the first: the `both_rooks` attack weight).
    let extra = shogi::sfen::ArrayBoard::from_sfen(
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w R 1",
    )
    .unwrap();
    assert!(shogi::evaluate_full(&extra) < -1300);
    // Red (xiangqi) without a chariot is worse by more than five soldiers (the material
    // imbalance gives part of its value back to the pieces left).
    let minus = xiangqi::fen::ArrayBoard::from_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w",
    )
    .unwrap();
    assert!(xiangqi::evaluate_full(&minus) < -500);
    // Red's advisors and elephants with a soldier against a bare general: the soldier
    // can mate, so the material edge counts (more than two soldiers' worth; without the
    // soldier it is a draw, 0).
    let board = xiangqi::fen::ArrayBoard::from_fen("4k4/9/9/4P4/9/9/9/4B4/3AA4/2B1K4 w").unwrap();
    assert!(xiangqi::evaluate_full(&board) > 200);
}

#[test]
fn fen_and_sfen_errors_are_values() {
    assert!(xiangqi::fen::ArrayBoard::from_fen("rnbakabnr/9 w").is_err());
    assert!(xiangqi::fen::ArrayBoard::from_fen("xnbakabnr/9/9/9/9/9/9/9/9/9 w").is_err());
    assert!(shogi::sfen::ArrayBoard::from_sfen("9/9/9/9/9/9/9/9/9 x -").is_err());
    assert!(shogi::sfen::ArrayBoard::from_sfen("9/9/9/9/9/9/9/9/9 b 2").is_err());
    assert!(shogi::sfen::ArrayBoard::from_sfen("+9/9/9/9/9/9/9/9/9 b -").is_err());
}
