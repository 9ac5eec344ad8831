//! `Game::see_ge(m, t)` (the early-exit exchange the search asks) must answer exactly as
//! `Game::see(m) >= t` (the full exchange) in both games. Seeded random walks from every
//! bench position compare the two on every legal move of every position reached, for
//! thresholds right at the move's SEE value, one either side of it, the search's margins,
//! and random ones, so a disagreement anywhere in the chain of bounds shows.

use crate::common::walk::random_step;
use kirin::core::{MoveList, Rng};
use kirin::game::{Game, GenKind};

/// Plies per walk.
const WALK_PLIES: usize = 120;
/// Walks per start position.
const WALKS: u64 = 5;
/// The thresholds the search uses: 0, and the SEE pruning margins per depth (alphabeta.rs).
const SEARCH_THRESHOLDS: [i32; 13] = [
    0, -60, -120, -180, -240, -300, -360, -90, -180, -270, -360, -450, -540,
];

/// What the comparison saw, so that a walk that never reaches an exchange fails.
#[derive(Default)]
struct Seen {
    moves: usize,
    negative: usize,
    positive: usize,
}

fn compare_on<G: Game>(pos: &G, rng: &mut Rng, seen: &mut Seen) {
    let mut moves = MoveList::new();
    pos.generate(GenKind::All, &mut moves);
    for m in moves.iter() {
        let see = pos.see(m);
        seen.moves += 1;
        seen.negative += usize::from(see < 0);
        seen.positive += usize::from(see > 0);
        let random = [
            rng.below(4001) as i32 - 2000,
            rng.below(400_001) as i32 - 200_000,
        ];
        let near = [see - 1, see, see + 1, -see, i32::MIN / 4, i32::MAX / 4];
        for t in SEARCH_THRESHOLDS.into_iter().chain(random).chain(near) {
            assert_eq!(
                pos.see_ge(m, t),
                see >= t,
                "see_ge({}, {t}) with see {see} at {}",
                G::format_move(m),
                pos.to_fen()
            );
        }
    }
}

/// Random walks from every bench position of `G`, captures preferred one time in two so
/// that exchanges of every length come up; compares at every position reached.
fn walk_and_compare<G: Game>(seed: u64) -> Seen {
    let mut seen = Seen::default();
    for (s, start) in G::INFO.bench_positions.iter().enumerate() {
        for w in 0..WALKS {
            let mut rng = Rng::new(seed + 100 * s as u64 + w);
            let mut pos = G::from_fen(start).unwrap_or_else(|_| panic!("bad start {start}"));
            for _ in 0..WALK_PLIES {
                compare_on(&pos, &mut rng, &mut seen);
                if !random_step(&mut pos, &mut rng, 2) {
                    break;
                }
            }
        }
    }
    seen
}

#[test]
fn shogi_see_ge_agrees_with_see() {
    let seen = walk_and_compare::<kirin::shogi::Position>(0x5EE_0001);
    assert!(seen.moves > 100_000, "only {} moves compared", seen.moves);
    assert!(seen.negative > 1000 && seen.positive > 1000);
}

#[test]
fn xiangqi_see_ge_agrees_with_see() {
    let seen = walk_and_compare::<kirin::xiangqi::Position>(0x5EE_0002);
    assert!(seen.moves > 100_000, "only {} moves compared", seen.moves);
    assert!(seen.negative > 1000 && seen.positive > 1000);
}
