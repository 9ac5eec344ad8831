//! Symmetry of the evaluation on random mock positions: the colour flip (the same game
//! seen from the other chair) evaluates to the negation from the first player's view, in
//! both games and with hand pieces in shogi; the left-right mirror evaluates the same in
//! xiangqi (its rules and its evaluation have no preferred wing).

mod common;

use common::{random_shogi, random_xiangqi, Rng};
use nnue_free_eval::{shogi, xiangqi};

const POSITIONS: usize = 3000;

/// Evaluation from the first player's view (Red / Black).
fn red_view(board: &xiangqi::fen::ArrayBoard) -> i32 {
    let v = xiangqi::evaluate_full(board);
    if board.side_to_move == xiangqi::Color::Red {
        v
    } else {
        -v
    }
}

fn black_view(board: &shogi::sfen::ArrayBoard) -> i32 {
    let v = shogi::evaluate_full(board);
    if board.side_to_move == shogi::Color::Black {
        v
    } else {
        -v
    }
}

#[test]
fn xiangqi_colour_flip_negates() {
    let mut rng = Rng::new(0x5EED_0001);
    let mut nonzero = 0;
    for _ in 0..POSITIONS {
        let board = random_xiangqi(&mut rng);
        let flipped = board.colour_flipped();
        assert_eq!(red_view(&flipped), -red_view(&board), "{board:?}");
        nonzero += usize::from(red_view(&board) != 0);
    }
    assert!(
        nonzero > POSITIONS / 2,
        "random positions should rarely evaluate to 0"
    );
}

#[test]
fn xiangqi_mirror_is_equal() {
    let mut rng = Rng::new(0x5EED_0002);
    for _ in 0..POSITIONS {
        let board = random_xiangqi(&mut rng);
        assert_eq!(
            xiangqi::evaluate_full(&board.mirrored()),
            xiangqi::evaluate_full(&board),
            "{board:?}"
        );
    }
}

#[test]
fn xiangqi_material_only_is_symmetric() {
    let mut rng = Rng::new(0x5EED_0003);
    for _ in 0..POSITIONS {
        let board = random_xiangqi(&mut rng);
        let flipped = board.colour_flipped();
        assert_eq!(
            xiangqi::material::balance_for_red(&flipped),
            -xiangqi::material::balance_for_red(&board)
        );
        assert_eq!(
            xiangqi::material::balance_for_red(&board.mirrored()),
            xiangqi::material::balance_for_red(&board)
        );
    }
}

#[test]
fn shogi_colour_flip_negates_with_hands() {
    let mut rng = Rng::new(0x5EED_0004);
    let mut with_hands = 0;
    for _ in 0..POSITIONS {
        let board = random_shogi(&mut rng);
        let flipped = board.colour_flipped();
        assert_eq!(black_view(&flipped), -black_view(&board), "{board:?}");
        with_hands += usize::from(board.hands.iter().flatten().any(|&n| n > 0));
    }
    assert!(
        with_hands > POSITIONS / 2,
        "most random positions should have hand pieces"
    );
}

#[test]
fn start_positions_are_balanced_but_for_tempo() {
    // The start positions are symmetric, so only the side-to-move bonus remains.
    let xq = xiangqi::fen::ArrayBoard::from_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    )
    .unwrap();
    let tempo = xiangqi::params::WEIGHTS[xiangqi::params::TEMPO].0;
    assert_eq!(xiangqi::evaluate_full(&xq), tempo);
    let sg = shogi::sfen::ArrayBoard::from_sfen(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    )
    .unwrap();
    assert_eq!(
        shogi::evaluate_full(&sg),
        shogi::params::WEIGHTS[shogi::params::TEMPO]
    );
}
