//! `kirin book build` and `kirin book merge` through the built binary: a book built from
//! `kirin match` results (the checked-in shogi log `tests/data/match-results-v1.jsonl`,
//! and a xiangqi match played here) loads in the engine without a rejected line and the
//! engine answers from it at once; the same inputs give the same bytes; move orders
//! that transpose add their counts; an illegal move or a line that is not a game is
//! reported with its file and line and only that game is left out; a merge adds counts
//! and averages values by count; bad usage is one line and exit code 2.

use crate::common::book::{
    best_of, book, counts, engine_with_book, expect_book_move, kirin, moves_of, run, stderr,
    stdout, Dir, HEADER,
};
use crate::common::protocol::{fen_after, Dialect};
use kirin::{shogi, xiangqi};
use std::path::Path;

/// One game of a results file, as `kirin match -out` writes it.
fn game_line(id: u64, start: &str, moves: &[&str], result: &str) -> String {
    let moves: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
    format!(
        "{{\"id\":{id},\"round\":1,\"pair\":0,\"first\":\"a\",\"second\":\"b\",\"opening\":null,\
         \"start\":\"{start}\",\"standard\":true,\"book_plies\":0,\"moves\":[{}],\"ms\":[],\
         \"scores\":[],\"result\":\"{result}\",\"ending\":\"rules\",\"reason\":\"test\",\
         \"tc\":\"nodes=1\",\"date\":\"2026.12.03\"}}",
        moves.join(",")
    )
}

/// A results file: the header line, then `games`.
fn results(games: &[String]) -> String {
    format!(
        "{{\"kirin_match\":1,\"fingerprint\":\"0\",\"games\":{}}}\n{}\n",
        games.len(),
        games.join("\n")
    )
}

#[test]
fn a_shogi_book_from_match_results_loads_and_answers_at_once() {
    let dir = Dir::new("shogi");
    let log = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/match-results-v1.jsonl"
    );
    let file = dir.path("book.db");
    let args = [
        "build", "-variant", "shogi", "-maxply", "8", "-out", &file, log,
    ];
    let (summary, problems) = book(&args);
    assert!(summary.ends_with("from 8 games\n"), "{summary}");
    assert_eq!(problems, "");
    let text = std::fs::read_to_string(&file).unwrap();
    // Build again: the same bytes.
    let again = dir.path("again.db");
    book(&[
        "build", "-variant", "shogi", "-maxply", "8", "-out", &again, log,
    ]);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
    assert!(text.starts_with(&format!("{HEADER}\n")));
    let start = moves_of(&text, "sfen", shogi::START_SFEN);
    assert!(
        !start.is_empty(),
        "the games start at the start position:\n{text}"
    );
    let played: u64 = start
        .iter()
        .map(|l| l.split_whitespace().nth(4).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(played, 8, "every game's first move counts once:\n{text}");
    let (positions, moves) = counts(&summary);
    let mut e = engine_with_book(Dialect::Usi, &file, positions, moves);
    e.send("usinewgame");
    e.send("position startpos");
    let best = expect_book_move(&mut e, "go btime 60000 wtime 60000 byoyomi 1000");
    assert_eq!(best, best_of(&start));
}

#[test]
fn a_xiangqi_book_from_a_match_played_here_answers_over_ucci() {
    let dir = Dir::new("xiangqi");
    let log = dir.path("m.jsonl");
    let engine = format!("cmd={}", kirin());
    let out = run(&[
        "match",
        "-variant",
        "xiangqi",
        "-engine",
        &engine,
        "name=a",
        "nodes=200",
        "-engine",
        &engine,
        "name=b",
        "nodes=100",
        "-games",
        "2",
        "-maxmoves",
        "20",
        "-out",
        &log,
    ]);
    assert!(out.status.success(), "kirin match: {}", stderr(&out));
    let file = dir.path("book.db");
    let (summary, problems) = book(&[
        "build", "-variant", "xiangqi", "-maxply", "4", "-out", &file, &log,
    ]);
    assert_eq!(problems, "");
    let text = std::fs::read_to_string(&file).unwrap();
    let start = moves_of(&text, "fen", xiangqi::START_FEN);
    assert!(!start.is_empty(), "{text}");
    let (positions, moves) = counts(&summary);
    assert!(positions >= 4, "4 plies of 2 games: {text}");
    let mut e = engine_with_book(Dialect::Ucci, &file, positions, moves);
    e.send("position startpos");
    assert_eq!(expect_book_move(&mut e, "go depth 5"), best_of(&start));
}

/// Two games that reach the position after 7g7f 3c3d 2g2f by two move orders, then
/// play 8c8d from it: sente wins the first, the second is drawn.
fn transposed_games() -> String {
    let start = shogi::START_SFEN;
    results(&[
        game_line(0, start, &["7g7f", "3c3d", "2g2f", "8c8d"], "1-0"),
        game_line(1, start, &["2g2f", "3c3d", "7g7f", "8c8d"], "1/2-1/2"),
    ])
}

#[test]
fn move_orders_that_transpose_add_their_counts() {
    let dir = Dir::new("transpose");
    let log = dir.write("m.jsonl", &transposed_games());
    let file = dir.path("book.db");
    let (summary, _) = book(&[
        "build",
        "-variant",
        "shogi",
        "-mincount",
        "2",
        "-out",
        &file,
        &log,
    ]);
    assert_eq!(summary, "1 positions, 1 moves from 2 games\n");
    // Gote scored a loss and a draw with 8c8d: (0.5 + 1) / (2 + 2) = 0.375, and
    // 400 * log10(0.375 / 0.625) = -88.7.
    let after = fen_after::<shogi::Position>(&["7g7f", "3c3d", "2g2f"]);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        format!("{HEADER}\nsfen {after}\n8c8d none -89 0 2\n")
    );
    let mut e = engine_with_book(Dialect::Usi, &file, 1, 1);
    e.send("position startpos moves 2g2f 3c3d 7g7f");
    assert_eq!(expect_book_move(&mut e, "go depth 5"), "8c8d");
    // With every move kept: the start position's two moves, once each; sente's win
    // with 7g7f is (1 + 1) / (1 + 2) = 2/3, +120, the draw with 2g2f 0; the ponder move
    // is the most played reply.
    let all = dir.path("all.db");
    book(&["build", "-variant", "shogi", "-out", &all, &log]);
    let text = std::fs::read_to_string(&all).unwrap();
    assert_eq!(
        moves_of(&text, "sfen", shogi::START_SFEN),
        ["7g7f 3c3d 120 0 1", "2g2f 3c3d 0 0 1"]
    );
    assert_eq!(moves_of(&text, "sfen", &after), ["8c8d none -89 0 2"]);
}

#[test]
fn an_illegal_move_or_a_bad_line_is_reported_and_only_its_game_left_out() {
    let dir = Dir::new("illegal");
    let start = shogi::START_SFEN;
    let text = results(&[
        game_line(0, start, &["7g7f", "3c3d"], "1-0"),
        // Move 2 is gote's, and 2g2f is not.
        game_line(1, start, &["2g2f", "2g2f", "3c3d"], "0-1"),
        "not a game".to_string(),
        game_line(2, "9/9 b - 1", &["7g7f"], "0-1"),
    ]);
    let log = dir.write("m.jsonl", &text);
    let file = dir.path("book.db");
    let (summary, problems) = book(&["build", "-variant", "shogi", "-out", &file, &log]);
    assert_eq!(summary, "2 positions, 2 moves from 3 games (left out: 2)\n");
    let lines: Vec<&str> = problems.lines().collect();
    assert_eq!(lines.len(), 3, "each problem once: {problems}");
    assert!(
        lines[0].starts_with(&format!(
            "kirin book build: {log}:3: move 2: illegal move '2g2f'"
        )),
        "{problems}"
    );
    assert!(lines[1].starts_with(&format!("kirin book build: {log}:4: not a game record")));
    assert!(lines[2].starts_with(&format!(
        "kirin book build: {log}:5: start sfen '9/9 b - 1'"
    )));
    let book_text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        moves_of(&book_text, "sfen", start),
        ["7g7f 3c3d 120 0 1"],
        "the bad game's 2g2f is not in the book"
    );
}

#[test]
fn a_merge_adds_counts_and_averages_values_by_count() {
    let dir = Dir::new("merge");
    let start = shogi::START_SFEN;
    let after = fen_after::<shogi::Position>(&["7g7f"]);
    let a = dir.write(
        "a.db",
        &format!("{HEADER}\nsfen {start}\n7g7f 3c3d 100 5 3\n2g2f none 0 0 1\n"),
    );
    // The start position again, with another move number: the same key.
    let b_start = start.replace(" b - 1", " b - 7");
    let b = dir.write(
        "b.db",
        &format!(
            "{HEADER}\nsfen {b_start}\n7g7f none -100 8 1\n5g5f none 7 2 0\n\
             sfen {after}\n3c3d none 30 1 2\n9z9z none 0 0 1\n"
        ),
    );
    let out = dir.path("merged.db");
    let (summary, problems) = book(&["merge", "-out", &out, &a, &b]);
    assert_eq!(
        summary,
        "2 positions, 4 moves from 2 books (lines rejected: 1)\n"
    );
    assert!(
        problems.starts_with(&format!("kirin book merge: {b}:7: ")),
        "{problems}"
    );
    let text = std::fs::read_to_string(&out).unwrap();
    // 7g7f: counts 3 + 1, value (3 * 100 + 1 * -100) / 4 = 50, the deeper depth, the
    // ponder move of the line with the higher count.
    assert_eq!(
        moves_of(&text, "sfen", start),
        ["7g7f 3c3d 50 8 4", "2g2f none 0 0 1", "5g5f none 7 2 0"]
    );
    assert_eq!(moves_of(&text, "sfen", &after), ["3c3d none 30 1 2"]);
    // The merge of the books in the other order is the same file.
    let other = dir.path("other.db");
    book(&["merge", "-variant", "shogi", "-out", &other, &b, &a]);
    assert_eq!(std::fs::read_to_string(&other).unwrap(), text);
    let (_, report) = kirin::book::load::<shogi::Position>(Path::new(&out), 1).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

#[test]
fn bad_usage_is_one_line_and_exit_code_2() {
    let dir = Dir::new("usage");
    let log = dir.write("m.jsonl", &transposed_games());
    let out_file = dir.path("o.db");
    let cases: Vec<Vec<&str>> = vec![
        vec!["book"],
        vec!["book", "bild"],
        vec!["book", "build", "-out", &out_file, &log],
        vec![
            "book", "build", "-variant", "chess", "-out", &out_file, &log,
        ],
        vec!["book", "build", "-variant", "shogi", &log],
        vec!["book", "build", "-variant", "shogi", "-out", &out_file],
        vec![
            "book", "build", "-variant", "shogi", "-maxply", "x", "-out", &out_file, &log,
        ],
        vec![
            "book", "build", "-variant", "shogi", "-minply", "4", "-maxply", "4", "-out",
            &out_file, &log,
        ],
        vec!["book", "merge", "-mincount", "2", "-out", &out_file, &log],
        vec!["book", "merge", "-out", &log, &log],
    ];
    for args in cases {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert_eq!(
            stderr(&out).lines().count(),
            1,
            "{args:?}: {}",
            stderr(&out)
        );
        assert_eq!(stdout(&out), "", "{args:?}");
    }
    assert!(
        !Path::new(&out_file).exists(),
        "no book written on bad usage"
    );
    let help = run(&["book", "--help"]);
    assert_eq!(help.status.code(), Some(0));
    let text = stdout(&help);
    for word in [
        "kirin book build",
        "kirin book merge",
        "kirin book synth",
        "-mincount",
    ] {
        assert!(text.contains(word), "{text}");
    }
    // A missing input is a file error, exit code 1.
    let missing = dir.path("missing.jsonl");
    let out = run(&[
        "book", "build", "-variant", "shogi", "-out", &out_file, &missing,
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}
