//! `kirin book build` from game records other than `kirin match` results, through the
//! built binary: CSA games (shogi) and xiangqi PGN with ICCS moves build books that the
//! engine loads without a rejected line and answers from at once; a game with a bad move
//! line or in a notation not read is reported once as FILE:LINE and only it is left out;
//! `-rescore nodes=N` replaces the result values by search scores, the same on every run.

use crate::common::book::{
    book, counts, engine_with_book, expect_book_move, moves_of, Dir, HEADER,
};
use crate::common::protocol::{fen_after, Dialect};
use kirin::{shogi, xiangqi};

/// Two CSA games: sente wins the first (gote resigns after `+2726FU`); the second
/// names a rook on 25, where a pawn stands (line 22).
const CSA_GAMES: &str = "\
V2.2
N+alpha
N-beta
$EVENT:test
PI
+
+7776FU
T1
-3334FU
T1
+2726FU
%TORYO
'gote resigns
/
V2.2
PI
+
+2726FU
-8384FU
+2625FU,T2
-8485FU
+2524HI
%TORYO
";

#[test]
fn csa_games_build_a_book_that_usi_plays_at_once() {
    let dir = Dir::new("csa");
    let csa = dir.write("games.csa", CSA_GAMES);
    let file = dir.path("book.db");
    let (summary, problems) = book(&["build", "-variant", "shogi", "-out", &file, &csa]);
    assert_eq!(summary, "3 positions, 3 moves from 2 games (left out: 1)\n");
    assert_eq!(
        problems,
        format!("kirin book build: {csa}:22: move 5: '+2524HI': 25 holds FU\n")
    );
    let text = std::fs::read_to_string(&file).unwrap();
    // Sente's win: (1 + 1) / (1 + 2) = 2/3, +120; gote's loss -120.
    assert_eq!(
        moves_of(&text, "sfen", shogi::START_SFEN),
        ["7g7f 3c3d 120 0 1"]
    );
    let after = fen_after::<shogi::Position>(&["7g7f"]);
    assert_eq!(moves_of(&text, "sfen", &after), ["3c3d 2g2f -120 0 1"]);
    let mut e = engine_with_book(Dialect::Usi, &file, 3, 3);
    e.send("usinewgame");
    e.send("position startpos");
    let best = expect_book_move(&mut e, "go btime 60000 wtime 60000 byoyomi 1000");
    assert_eq!(best, "7g7f");
}

/// Three xiangqi games: one as `kirin match -pgnout` writes it (red wins), one as
/// XQWizard writes ICCS without a FEN tag (black wins), one in WXF (line 22).
const PGN_GAMES: &str = r#"[Event "m"]
[Site "kirin match"]
[Round "1.1"]
[Red "a"]
[Black "b"]
[Result "1-0"]
[Variant "xiangqi"]
[SetUp "1"]
[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]
[Format "ICCS"]

1. H2-E2 H9-G7 2. H0-G2 {checkmate} 1-0

[Event "XQWizard"]
[Result "0-1"]
[Format "ICCS"]

1. b2e2 h9g7 0-1

[Format "WXF"]
[Result "1-0"]
1. C2.5 H8+7 1-0
"#;

#[test]
fn a_pgn_file_builds_a_xiangqi_book_that_ucci_plays_at_once() {
    let dir = Dir::new("pgn");
    let pgn = dir.write("games.pgn", PGN_GAMES);
    let file = dir.path("book.db");
    let (summary, problems) = book(&["build", "-variant", "xiangqi", "-out", &file, &pgn]);
    assert_eq!(summary, "4 positions, 5 moves from 3 games (left out: 1)\n");
    assert_eq!(
        problems,
        format!(
            "kirin book build: {pgn}:22: move 1: 'C2.5' is not an ICCS move \
             (WXF and Chinese notation are not read)\n"
        )
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        moves_of(&text, "fen", xiangqi::START_FEN),
        ["h2e2 h9g7 120 0 1", "b2e2 h9g7 -120 0 1"]
    );
    let after = fen_after::<xiangqi::Position>(&["h2e2"]);
    assert_eq!(moves_of(&text, "fen", &after), ["h9g7 h0g2 -120 0 1"]);
    let (positions, moves) = counts(&summary);
    let mut e = engine_with_book(Dialect::Ucci, &file, positions, moves);
    e.send("position startpos");
    assert_eq!(expect_book_move(&mut e, "go depth 5"), "h2e2");
}

/// The value and depth fields of every move line of `book`, with the move and count.
fn fields(book: &str) -> Vec<(String, i32, i32, u64)> {
    book.lines()
        .filter(|l| !l.starts_with(['#', 's', 'f']))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            let number = |i: usize| f[i].parse::<i64>().unwrap();
            (
                f[0].to_string(),
                number(2) as i32,
                number(3) as i32,
                number(4) as u64,
            )
        })
        .collect()
}

#[test]
fn rescore_values_are_search_scores_the_same_on_every_run() {
    let dir = Dir::new("rescore");
    let csa = dir.write("games.csa", CSA_GAMES);
    let plain = dir.path("plain.db");
    book(&["build", "-variant", "shogi", "-out", &plain, &csa]);
    let mut texts = Vec::new();
    for name in ["a.db", "b.db"] {
        let file = dir.path(name);
        let (summary, _) = book(&[
            "build",
            "-variant",
            "shogi",
            "-rescore",
            "nodes=3000",
            "-out",
            &file,
            &csa,
        ]);
        assert_eq!(summary, "3 positions, 3 moves from 2 games (left out: 1)\n");
        texts.push(std::fs::read_to_string(&file).unwrap());
    }
    assert_eq!(texts[0], texts[1], "the same book on every run");
    let plain = fields(&std::fs::read_to_string(&plain).unwrap());
    let rescored = fields(&texts[0]);
    assert_eq!(plain.len(), 3);
    assert_eq!(rescored.len(), 3);
    for ((mv, _, _, count), (mv2, value2, depth2, count2)) in plain.iter().zip(&rescored) {
        assert_eq!((mv, count), (mv2, count2), "the same moves, counted alike");
        assert!(*depth2 > 0, "a searched value has its depth: {texts:?}");
        assert!(value2.abs() <= 1000, "{texts:?}");
    }
    let values = |lines: &[(String, i32, i32, u64)]| lines.iter().map(|l| l.1).collect::<Vec<_>>();
    let mut from_results = values(&plain);
    from_results.sort();
    assert_eq!(from_results, [-120, 120, 120]);
    assert_ne!(values(&rescored), values(&plain), "{texts:?}");
    assert!(texts[0].starts_with(&format!("{HEADER}\n")));
    let mut e = engine_with_book(Dialect::Usi, &dir.path("a.db"), 3, 3);
    e.send("position startpos");
    assert_eq!(expect_book_move(&mut e, "go depth 5"), "7g7f");
}
