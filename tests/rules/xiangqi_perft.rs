//! Perft of every line of tests/data/xiangqi-perft.txt, every depth whose count
//! is at most `NODE_LIMIT` (the deep counts run in release mode from
//! scripts/ci/30-xiangqi-perft-deep.sh). Also checks `divide` against `perft`.

use kirin::game::Game;
use kirin::perft::{divide, perft};
use kirin::xiangqi::Position;

const DATA: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/xiangqi-perft.txt"
));

/// Largest leaf count run under `cargo test` (the test profile is optimised).
const NODE_LIMIT: u64 = 3_000_000;

fn records() -> Vec<(String, Vec<(u32, u64)>)> {
    DATA.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut fields = line.split(" ; ");
            let fen = fields.next().unwrap().to_string();
            let depths = fields
                .map(|f| {
                    let (d, n) = f.trim().split_once(' ').unwrap();
                    (
                        d.trim_start_matches('D').parse().unwrap(),
                        n.parse().unwrap(),
                    )
                })
                .collect();
            (fen, depths)
        })
        .collect()
}

#[test]
fn every_perft_line_matches_up_to_the_node_limit() {
    let records = records();
    assert_eq!(records.len(), 44, "the data file has 44 positions");
    let mut checked = 0;
    for (fen, depths) in records {
        let mut pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (depth, expected) in depths {
            if expected > NODE_LIMIT {
                continue;
            }
            assert_eq!(perft(&mut pos, depth), expected, "{fen} depth {depth}");
            checked += 1;
        }
        assert_eq!(pos.to_fen(), Position::from_fen(&fen).unwrap().to_fen());
    }
    assert!(checked > 150, "only {checked} counts checked");
}

#[test]
fn divide_sums_to_perft() {
    let mut pos = Position::startpos();
    let counts = divide(&mut pos, 3);
    assert_eq!(counts.len(), 44);
    assert_eq!(counts.iter().map(|(_, c)| c).sum::<u64>(), 79_666);
}

/// Every depth of every line, start position D5 (133,312,995) included. Run in release
/// mode by scripts/ci/30-xiangqi-perft-deep.sh, which prints the speed.
#[test]
#[ignore = "deep: run by scripts/ci/30-xiangqi-perft-deep.sh in release mode"]
fn perft_every_depth() {
    let start = std::time::Instant::now();
    let mut leaves = 0;
    for (fen, depths) in records() {
        let mut pos = Position::from_fen(&fen).unwrap();
        for (depth, expected) in depths {
            assert_eq!(perft(&mut pos, depth), expected, "{fen} depth {depth}");
            leaves += expected;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "xiangqi deep perft: {leaves} leaves in {seconds:.1} s ({:.1} M leaves/s, single thread)",
        leaves as f64 / seconds / 1e6
    );
}
