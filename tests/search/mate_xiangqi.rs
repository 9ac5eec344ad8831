//! The mate solver on xiangqi: every checks-only mate of
//! tests/data/mate-xiangqi.txt with the right length and a checked line
//! (exhaustively for short mates), the records without a checks-only mate, and `NoMate`
//! on positions that an exhaustive checks-only search proves mate-free.

use crate::common::mate::{
    assert_ply_limit_respected, check_line, random_positions_agree_with_reference, read_mate_file,
    run_solver, solve_every_checks_only_record, Reference,
};
use kirin::game::Game;
use kirin::mate::MateResult;
use kirin::xiangqi::Position;

#[test]
fn every_checks_only_mate_of_the_file() {
    // 14 of the 33 records have a checks-only mate (the others need a quiet move).
    assert_eq!(
        solve_every_checks_only_record::<Position>("mate-xiangqi.txt"),
        14,
        "checks-only records solved"
    );
}

#[test]
fn ply_limit_is_respected() {
    // The 7-ply checks-only mate of the file is not found within 5 plies, and is within 7.
    assert_ply_limit_respected::<Position>("mate-xiangqi.txt", 7);
}

#[test]
fn records_without_a_checks_only_mate() {
    // The file's checks-only search found no mate (within its bound); where the exhaustive
    // reference decides the position completely, the solver must agree with it.
    let mut decided = 0;
    for record in read_mate_file("mate-xiangqi.txt") {
        if record.checks_only.is_some() {
            continue;
        }
        let mut pos = Position::from_fen(&record.fen).unwrap();
        let result = run_solver(&mut pos, None);
        let mut reference = Reference::new(2_000_000);
        match reference.complete(&mut pos, 30) {
            Some(false) => {
                assert_eq!(result, MateResult::NoMate, "line {}", record.line);
                decided += 1;
            }
            Some(true) => panic!(
                "line {}: the reference finds a checks-only mate",
                record.line
            ),
            None => {
                // Undecided by the reference: the solver may still prove either way, and a
                // reported line must be a real mate.
                if let MateResult::Mate(line) = &result {
                    check_line::<Position>(&record.fen, line, None).unwrap();
                }
            }
        }
    }
    eprintln!("records without checks-only mate decided by the reference: {decided}");
}

/// Positions from random walks where the side to move has a check: the reference decides
/// them completely (every checking line ends) and the solver must agree.
#[test]
fn random_positions_agree_with_exhaustive_search() {
    random_positions_agree_with_reference::<Position>("mate-xiangqi.txt", 0x0078_6971_6967, 16);
}

/// For scripts/ci/80-mate-verify.sh: writes `<fen> ; <checks-only plies> ; <line>` for
/// every checks-only record to the file named by `MATE_DUMP`, so that
/// scripts/mate_compare.py can replay the lines with pyffish (the protocol offers
/// `go mate` in USI only).
#[test]
#[ignore = "run by scripts/ci/80-mate-verify.sh with MATE_DUMP set"]
fn dump_lines() {
    let path = std::env::var("MATE_DUMP").expect("MATE_DUMP names the output file");
    let mut out = String::new();
    for record in read_mate_file("mate-xiangqi.txt") {
        let Some(expected) = record.checks_only else {
            continue;
        };
        let mut pos = Position::from_fen(&record.fen).unwrap();
        let MateResult::Mate(line) = run_solver(&mut pos, None) else {
            panic!("line {}: no mate", record.line)
        };
        let texts: Vec<String> = line.iter().map(|&m| Position::format_move(m)).collect();
        out.push_str(&format!(
            "{} ; {expected} ; {}\n",
            record.fen,
            texts.join(" ")
        ));
    }
    std::fs::write(&path, out).expect("write MATE_DUMP");
}
