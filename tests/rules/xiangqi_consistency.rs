//! Seeded random walks over legal xiangqi moves, checking at every ply that the
//! incremental state agrees with a recomputation: key == key_from_scratch, unmake restores
//! the position exactly, `is_legal` is true for exactly the generated moves (every
//! from/to pair, at sampled plies), Captures and Quiets partition All, `gives_check`
//! agrees with making the move, and FEN round-trips.

use kirin::core::{MoveList, Rng};
use kirin::game::{Game, GenKind};
use kirin::xiangqi::{Move, Position, Square};
use std::collections::HashSet;

const PERFT_DATA: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/xiangqi-perft.txt"
));

fn start_fens() -> Vec<String> {
    PERFT_DATA
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split(" ; ").next().unwrap().to_string())
        .collect()
}

fn moves(pos: &Position, kind: GenKind) -> Vec<Move> {
    let mut list = MoveList::new();
    pos.generate(kind, &mut list);
    list.iter().collect()
}

fn check_position(pos: &mut Position, full_pair_scan: bool) {
    assert_eq!(
        pos.key(),
        pos.key_from_scratch(),
        "key drift at {}",
        pos.to_fen()
    );
    let all = moves(pos, GenKind::All);
    let set: HashSet<Move> = all.iter().copied().collect();
    assert_eq!(set.len(), all.len(), "duplicate moves at {}", pos.to_fen());
    let captures = moves(pos, GenKind::Captures);
    let quiets = moves(pos, GenKind::Quiets);
    assert_eq!(
        captures.len() + quiets.len(),
        all.len(),
        "partition size at {}",
        pos.to_fen()
    );
    for &m in &captures {
        assert!(set.contains(&m) && pos.is_capture(m) && pos.is_tactical(m));
    }
    for &m in &quiets {
        assert!(set.contains(&m) && !pos.is_capture(m));
    }
    if pos.in_check() {
        let evasions: HashSet<Move> = moves(pos, GenKind::Evasions).into_iter().collect();
        assert_eq!(evasions, set);
    }
    if full_pair_scan {
        for from in Square::all() {
            for to in Square::all() {
                let m = Move::new(from, to);
                assert_eq!(
                    pos.is_legal(m),
                    set.contains(&m),
                    "is_legal({m:?}) at {}",
                    pos.to_fen()
                );
                assert_eq!(pos.unpack(Position::pack(m)).is_some(), set.contains(&m));
            }
        }
    }
    let fen = pos.to_fen();
    let reparsed = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(reparsed.to_fen(), fen);
    assert_eq!(reparsed.key(), pos.key());
    for &m in &all {
        let before = pos.clone();
        let gives = pos.gives_check(m);
        pos.make(m);
        assert_eq!(
            pos.in_check(),
            gives,
            "gives_check({m:?}) at {}",
            before.to_fen()
        );
        assert_eq!(pos.key(), pos.key_from_scratch());
        pos.unmake();
        assert!(
            pos.same_state(&before),
            "unmake of {m:?} at {}",
            before.to_fen()
        );
    }
}

#[test]
fn random_walks_keep_every_invariant() {
    let mut rng = Rng::new(0x00C0_FFEE_0003);
    let fens = start_fens();
    let mut plies = 0;
    let mut scans = 0;
    for walk in 0..120 {
        let fen = &fens[walk % fens.len()];
        let mut pos = Position::from_fen(fen).unwrap();
        let root = pos.clone();
        let mut made = 0;
        for ply in 0..160 {
            let full = ply % 7 == 0;
            check_position(&mut pos, full);
            scans += full as usize;
            let all = moves(&pos, GenKind::All);
            if all.is_empty() {
                break;
            }
            // Null moves too, now and then, when allowed.
            if !pos.in_check() && rng.below(20) == 0 {
                let before = pos.clone();
                pos.make_null();
                assert_eq!(pos.key(), pos.key_from_scratch());
                pos.unmake_null();
                assert!(pos.same_state(&before));
            }
            pos.make(all[rng.below(all.len() as u64) as usize]);
            made += 1;
            plies += 1;
        }
        for _ in 0..made {
            pos.unmake();
        }
        assert!(
            pos.same_state(&root),
            "walk {walk} did not unwind to its root"
        );
    }
    assert!(
        plies > 5_000 && scans > 500,
        "too few plies ({plies}) or scans ({scans})"
    );
}

#[test]
fn is_legal_and_unpack_accept_any_bit_pattern() {
    let pos = Position::startpos();
    let legal: HashSet<Move> = moves(&pos, GenKind::All).into_iter().collect();
    for bits in 0..=u16::MAX {
        let m = Move::from_bits(bits);
        assert_eq!(pos.is_legal(m), legal.contains(&m));
        let _ = pos.gives_check(m);
        let _ = pos.see(m);
        let _ = pos.captured_value(m);
        let _ = pos.moving_value(m);
    }
}
