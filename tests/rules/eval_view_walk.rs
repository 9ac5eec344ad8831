//! Seeded random walks in both games checking the engine's evaluation views against the
//! eval crate's from-scratch definitions at every ply, through make and unmake: the
//! engine's `for_each_piece` (bitboard walk) reports exactly the pieces that `piece_on`
//! shows square by square, the shogi piece sets that make/unmake keep equal the sets
//! built through `piece_on`, and the piece-square sum that make/unmake keep incrementally
//! equals the from-scratch sum, so that the evaluation is the same as through a plain
//! view that overrides nothing, and the same as the full feature trace weighted.

use crate::common::walk::random_step;
use kirin::core::Rng;
use kirin::game::Game;
use nnue_free_eval::{shogi as shogi_eval, xiangqi as xiangqi_eval};

/// A view that answers the three basic questions through the engine and overrides
/// nothing else: the evaluation through it is the from-scratch evaluation.
struct PlainShogi<'a>(&'a kirin::shogi::Position);

impl shogi_eval::Board for PlainShogi<'_> {
    fn side_to_move(&self) -> shogi_eval::Color {
        shogi_eval::Board::side_to_move(self.0)
    }
    fn piece_on(&self, square: usize) -> Option<(shogi_eval::Color, shogi_eval::Piece)> {
        shogi_eval::Board::piece_on(self.0, square)
    }
    fn hand_count(&self, color: shogi_eval::Color, piece: shogi_eval::Piece) -> u32 {
        shogi_eval::Board::hand_count(self.0, color, piece)
    }
}

/// The xiangqi counterpart of [`PlainShogi`].
struct PlainXiangqi<'a>(&'a kirin::xiangqi::Position);

impl xiangqi_eval::Board for PlainXiangqi<'_> {
    fn side_to_move(&self) -> xiangqi_eval::Color {
        xiangqi_eval::Board::side_to_move(self.0)
    }
    fn piece_on(&self, square: usize) -> Option<(xiangqi_eval::Color, xiangqi_eval::Piece)> {
        xiangqi_eval::Board::piece_on(self.0, square)
    }
}

/// Plies per walk before it is taken back.
const WALK_PLIES: usize = 160;
/// Walks per start position.
const WALKS: u64 = 4;

const SHOGI_STARTS: [&str; 4] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
];

const XIANGQI_STARTS: [&str; 3] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "2baka3/3c5/1r2b4/p1p1p3p/6prP/4P1P2/P5c2/6N1B/3K5/RNBA1A2R b - - 0 1",
];

/// Walks `WALKS` random games from every start, calling `check` on every position
/// reached, on the way out and again on the way back through unmake. Captures are
/// preferred one time in three so that hands fill and material comes off.
fn walk<G: Game>(starts: &[&str], seed: u64, mut check: impl FnMut(&G)) -> usize {
    let mut checked = 0;
    for (s, start) in starts.iter().enumerate() {
        for w in 0..WALKS {
            let mut rng = Rng::new(seed + 100 * s as u64 + w);
            let mut pos = G::from_fen(start).unwrap_or_else(|_| panic!("bad start {start}"));
            let root = pos.ply_count();
            for _ in 0..WALK_PLIES {
                check(&pos);
                checked += 1;
                if !random_step(&mut pos, &mut rng, 3) {
                    break;
                }
            }
            while pos.ply_count() > root {
                pos.unmake();
                check(&pos);
                checked += 1;
            }
        }
    }
    checked
}

fn shogi_pieces_by_scan(
    pos: &impl shogi_eval::Board,
) -> Vec<(usize, shogi_eval::Color, shogi_eval::Piece)> {
    (0..shogi_eval::SQUARES)
        .filter_map(|sq| pos.piece_on(sq).map(|(c, p)| (sq, c, p)))
        .collect()
}

fn xiangqi_pieces_by_scan(
    pos: &impl xiangqi_eval::Board,
) -> Vec<(usize, xiangqi_eval::Color, xiangqi_eval::Piece)> {
    (0..xiangqi_eval::SQUARES)
        .filter_map(|sq| pos.piece_on(sq).map(|(c, p)| (sq, c, p)))
        .collect()
}

/// The xiangqi evaluation recomputed from the full feature trace (material and tables
/// included): weighted, tapered and scaled as `evaluate_full` documents.
fn xiangqi_from_trace(board: &impl xiangqi_eval::Board) -> i32 {
    use xiangqi_eval::{endgame, params::WEIGHTS, Color};
    let traced = xiangqi_eval::trace(board);
    let (mut opening, mut endgame_sum) = (0, 0);
    for &(feature, count) in &traced.features {
        opening += WEIGHTS[feature as usize].0 * count;
        endgame_sum += WEIGHTS[feature as usize].1 * count;
    }
    let red = endgame::taper(opening, endgame_sum, traced.phase);
    let red = endgame::scaled(red, traced.red_scale, traced.black_scale);
    match traced.side_to_move {
        Color::Red => red,
        Color::Black => -red,
    }
}

#[test]
fn shogi_view_agrees_with_from_scratch() {
    let checked = walk::<kirin::shogi::Position>(&SHOGI_STARTS, 0x5EED_E7A1, |pos| {
        let mut walked = Vec::new();
        shogi_eval::Board::for_each_piece(pos, |sq, c, p| walked.push((sq, c, p)));
        walked.sort_by_key(|&(sq, _, _)| sq);
        assert_eq!(walked, shogi_pieces_by_scan(pos), "at {}", pos.to_fen());

        let plain = PlainShogi(pos);
        assert_eq!(
            shogi_eval::Board::piece_sets(pos),
            shogi_eval::Board::piece_sets(&plain),
            "incremental piece sets at {}",
            pos.to_fen()
        );
        assert_eq!(
            shogi_eval::Board::piece_square_sum(pos),
            shogi_eval::Board::piece_square_sum(&plain),
            "incremental piece-square sum at {}",
            pos.to_fen()
        );
        let eval = shogi_eval::evaluate_full(pos);
        assert_eq!(
            eval,
            shogi_eval::evaluate_full(&plain),
            "at {}",
            pos.to_fen()
        );
        // Every feature traced from scratch (material and tables included), weighted.
        let traced: i32 = shogi_eval::breakdown(&plain).iter().map(|&(_, v)| v).sum();
        assert_eq!(eval, traced, "full trace at {}", pos.to_fen());
    });
    assert!(checked > 2000, "only {checked} positions checked");
}

#[test]
fn xiangqi_view_agrees_with_from_scratch() {
    let checked = walk::<kirin::xiangqi::Position>(&XIANGQI_STARTS, 0x5EED_E7A2, |pos| {
        let mut walked = Vec::new();
        xiangqi_eval::Board::for_each_piece(pos, |sq, c, p| walked.push((sq, c, p)));
        walked.sort_by_key(|&(sq, _, _)| sq);
        assert_eq!(walked, xiangqi_pieces_by_scan(pos), "at {}", pos.to_fen());

        let plain = PlainXiangqi(pos);
        assert_eq!(
            xiangqi_eval::Board::piece_square_sum(pos),
            xiangqi_eval::Board::piece_square_sum(&plain),
            "incremental piece-square sum at {}",
            pos.to_fen()
        );
        let eval = xiangqi_eval::evaluate_full(pos);
        assert_eq!(
            eval,
            xiangqi_eval::evaluate_full(&plain),
            "at {}",
            pos.to_fen()
        );
        assert_eq!(
            eval,
            xiangqi_from_trace(&plain),
            "full trace at {}",
            pos.to_fen()
        );
    });
    assert!(checked > 1500, "only {checked} positions checked");
}
