//! Seeded random walks over shogi positions, checking the position's invariants at every
//! ply: incremental key == key from scratch, SFEN round trip, Captures + Quiets == All
//! (disjoint), `gives_check` and `is_capture` agree with the position after the move,
//! `is_legal` agrees with generation for every from/to/promotion and drop pattern (at
//! sampled plies), and unmake restores every earlier position exactly.

use kirin::core::{MoveList, Rng};
use kirin::game::{Game, GenKind};
use kirin::shogi::{Color, Move, PieceKind, Position, Square};
use std::collections::HashSet;

/// Starting points: the even start, a handicap start, and positions rich in drops,
/// promotions and pins from the perft file.
const STARTS: [&str; 5] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
];
/// Plies per walk before it restarts from its start.
const WALK_PLIES: usize = 200;
/// Walks per start position.
const WALKS: u64 = 6;
/// Every this many plies the exhaustive `is_legal` sweep runs.
const SWEEP_EVERY: usize = 15;

fn moves(pos: &Position, kind: GenKind) -> Vec<Move> {
    let mut list = MoveList::new();
    pos.generate(kind, &mut list);
    list.iter().collect()
}

/// Everything that identifies a position exactly.
fn snapshot(pos: &Position) -> (String, u64, [u32; 14], bool) {
    let mut hands = [0u32; 14];
    for (i, kind) in PieceKind::HAND.iter().enumerate() {
        hands[i] = pos.hand(Color::Black).count(*kind);
        hands[7 + i] = pos.hand(Color::White).count(*kind);
    }
    (pos.to_fen(), Game::key(pos), hands, Game::in_check(pos))
}

fn every_move_pattern() -> Vec<Move> {
    let mut all = Vec::with_capacity(81 * 81 * 2 + 7 * 81);
    for from in Square::all() {
        for to in Square::all() {
            all.push(Move::board(from, to, false));
            all.push(Move::board(from, to, true));
        }
    }
    for kind in PieceKind::HAND {
        for to in Square::all() {
            all.push(Move::drop(kind, to));
        }
    }
    all
}

fn check_position(pos: &Position, patterns: &[Move], sweep: bool, rng: &mut Rng) {
    assert_eq!(
        Game::key(pos),
        pos.key_from_scratch(),
        "key of {}",
        pos.to_fen()
    );
    let reparsed = Position::from_fen(&pos.to_fen()).expect("own SFEN parses");
    assert_eq!(reparsed.to_fen(), pos.to_fen());
    assert_eq!(
        Game::key(&reparsed),
        Game::key(pos),
        "key after SFEN round trip"
    );
    assert_eq!(Game::in_check(&reparsed), Game::in_check(pos));

    let all = moves(pos, GenKind::All);
    let set: HashSet<Move> = all.iter().copied().collect();
    assert_eq!(set.len(), all.len(), "duplicate moves in {}", pos.to_fen());
    let captures = moves(pos, GenKind::Captures);
    let quiets = moves(pos, GenKind::Quiets);
    assert_eq!(
        captures.len() + quiets.len(),
        all.len(),
        "partition sizes in {}",
        pos.to_fen()
    );
    let union: HashSet<Move> = captures.iter().chain(quiets.iter()).copied().collect();
    assert_eq!(union, set, "Captures + Quiets != All in {}", pos.to_fen());
    for &m in &captures {
        assert!(pos.is_tactical(m), "{m} in Captures is not tactical");
    }
    for &m in &quiets {
        assert!(!pos.is_tactical(m), "{m} in Quiets is tactical");
    }
    if Game::in_check(pos) {
        let evasions: HashSet<Move> = moves(pos, GenKind::Evasions).into_iter().collect();
        assert_eq!(evasions, set);
    }
    for &m in &all {
        assert!(
            pos.is_legal(m),
            "generated {m} not legal in {}",
            pos.to_fen()
        );
        assert_eq!(pos.unpack(Position::pack(m)), Some(m));
        assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
        let mut after = pos.clone();
        after.make(m);
        assert_eq!(
            pos.gives_check(m),
            Game::in_check(&after),
            "gives_check({m}) in {}",
            pos.to_fen()
        );
        let captured = pos.is_capture(m);
        let hand_before = pos.hand(pos.side_to_move_color());
        let hand_after = after.hand(pos.side_to_move_color());
        assert_eq!(
            captured,
            hand_after != hand_before && !m.is_drop(),
            "is_capture({m})"
        );
        assert_eq!(pos.captured_value(m) > 0, captured);
        assert!(pos.moving_value(m) >= 0);
        let _ = pos.see(m);
    }
    if sweep {
        let legal: HashSet<Move> = patterns
            .iter()
            .copied()
            .filter(|&m| pos.is_legal(m))
            .collect();
        assert_eq!(
            legal,
            set,
            "is_legal sweep disagrees with generation in {}",
            pos.to_fen()
        );
        // Arbitrary bit patterns (garbage from a TT) never panic and never pass unless generated.
        for _ in 0..2000 {
            let m = Move::from_bits(rng.next_u64() as u16);
            assert_eq!(
                pos.is_legal(m),
                set.contains(&m),
                "pattern {:#06x}",
                m.bits()
            );
        }
    }
}

trait SideColor {
    fn side_to_move_color(&self) -> Color;
}

impl SideColor for Position {
    fn side_to_move_color(&self) -> Color {
        Position::side_to_move(self)
    }
}

#[test]
fn random_walks_keep_every_invariant() {
    let patterns = every_move_pattern();
    let mut plies = 0;
    let mut sweeps = 0;
    for (s, start) in STARTS.iter().enumerate() {
        for walk in 0..WALKS {
            let mut rng = Rng::new(0x5eed_0000 + (s as u64) * 100 + walk);
            let mut pos = Position::from_fen(start).expect("start SFEN");
            let mut history = vec![snapshot(&pos)];
            for ply in 0..WALK_PLIES {
                let sweep = ply % SWEEP_EVERY == 0;
                sweeps += sweep as usize;
                check_position(&pos, &patterns, sweep, &mut rng);
                let legal = moves(&pos, GenKind::All);
                if legal.is_empty() {
                    break;
                }
                // Prefer captures now and then so hands fill up and drops appear.
                let captures = moves(&pos, GenKind::Captures);
                let m = if !captures.is_empty() && rng.below(3) == 0 {
                    captures[rng.below(captures.len() as u64) as usize]
                } else {
                    legal[rng.below(legal.len() as u64) as usize]
                };
                pos.make(m);
                plies += 1;
                history.push(snapshot(&pos));
                assert_eq!(pos.ply_count(), history.len() - 1);
            }
            // Take everything back, comparing with the recorded positions.
            while pos.ply_count() > 0 {
                pos.unmake();
                assert_eq!(
                    snapshot(&pos),
                    history[pos.ply_count()],
                    "unmake at ply {}",
                    pos.ply_count()
                );
            }
        }
    }
    assert!(plies >= 3000, "only {plies} plies walked");
    assert!(sweeps >= 200, "only {sweeps} is_legal sweeps");
}

#[test]
fn null_move_round_trip() {
    let mut pos = Position::startpos();
    let before = snapshot(&pos);
    pos.make_null();
    assert_eq!(Game::key(&pos), pos.key_from_scratch());
    assert_ne!(Game::key(&pos), before.1);
    pos.unmake_null();
    assert_eq!(snapshot(&pos), before);
}
