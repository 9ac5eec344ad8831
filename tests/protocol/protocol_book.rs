//! Opening books through the built binary: a book written by the test into a temporary
//! directory, then the engine is asked to move. A position in the book is answered at
//! once (an `info string book move ...` line, then `bestmove`, no `info depth` line),
//! also when a transposed move order reaches it; with the book off, past `BookMoves`,
//! for `go infinite` and `go ponder` it searches; a malformed line is reported once with
//! its line number and the rest of the book still plays; a missing file is reported once
//! and the engine searches. Shogi over USI, xiangqi over UCI-X and UCCI.

use crate::common::protocol::{fen_after, parse_bestmove, Dialect, Engine};
use kirin::{shogi, xiangqi};
use std::path::PathBuf;
use std::time::Duration;

/// How long a held reply must stay held (an absence check, not a speed requirement).
const HOLD: Duration = Duration::from_millis(300);
const HEADER: &str = "#YANEURAOU-DB2016 1.00";
const XQ_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// A temporary directory for one test's books, removed when dropped.
struct BookDir(PathBuf);

impl BookDir {
    fn new(test: &str) -> BookDir {
        let dir = std::env::temp_dir().join(format!("kirin-book-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        BookDir(dir)
    }

    /// Writes `lines` (after the header) to `name`; returns its path as text.
    fn book(&self, name: &str, lines: &[String]) -> String {
        let path = self.0.join(name);
        let text = format!("{HEADER}\n{}\n", lines.join("\n"));
        std::fs::write(&path, text).expect("writing the book");
        path.to_str().expect("a UTF-8 temp path").to_string()
    }

    fn missing(&self) -> String {
        self.0.join("missing.db").to_str().unwrap().to_string()
    }
}

impl Drop for BookDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Sends `setoption` lines in the dialect's form.
fn set(e: &mut Engine, name: &str, value: &str) {
    match e.dialect {
        Dialect::Ucci => e.send(&format!("setoption {name} {value}")),
        _ => e.send(&format!("setoption name {name} value {value}")),
    }
}

/// `isready`; returns the lines before `readyok` (the book's load report).
fn ready(e: &mut Engine) -> Vec<String> {
    e.send("isready");
    let mut lines = e.read_until(|l| l == "readyok");
    lines.pop();
    lines
}

/// An engine of `dialect` with the book `file` on, plus `options`; returns it and the
/// load report.
fn engine_with_book(
    dialect: Dialect,
    file: &str,
    options: &[(&str, &str)],
) -> (Engine, Vec<String>) {
    let (mut e, _) = Engine::start(dialect);
    let (switch, file_option) = match dialect {
        Dialect::Usi => ("USI_OwnBook", "BookFile"),
        Dialect::Ucci => ("usebook", "bookfiles"),
        Dialect::Uci => ("OwnBook", "BookFile"),
        Dialect::Xboard => unreachable!("xboard has no book options"),
    };
    set(&mut e, switch, "true");
    set(&mut e, file_option, file);
    for (name, value) in options {
        set(&mut e, name, value);
    }
    let report = ready(&mut e);
    (e, report)
}

/// Sends `go` and expects a book answer: the `info string book move` line, then the
/// best move, nothing else. Returns (best, ponder).
fn expect_book_move(e: &mut Engine, go: &str) -> (String, Option<String>) {
    e.send(go);
    let (lines, terminal) = e.search_reply();
    let (best, ponder, _) = parse_bestmove(&terminal);
    assert_eq!(
        lines.len(),
        1,
        "only the book line before bestmove: {lines:?}\n{}",
        e.transcript.join("\n")
    );
    assert!(
        lines[0].starts_with(&format!("info string book move {best} (value ")),
        "{lines:?}"
    );
    (best, ponder)
}

/// Sends `go` and expects a search: `info depth` lines and no book line. Returns the
/// best move.
fn expect_search(e: &mut Engine, go: &str) -> String {
    e.send(go);
    let (lines, terminal) = e.search_reply();
    assert!(
        lines.iter().any(|l| l.starts_with("info depth ")),
        "a search reports: {lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("book move")),
        "no book move: {lines:?}"
    );
    parse_bestmove(&terminal).0
}

/// Shogi: the start position with two moves (the `best` policy takes 7g7f, the higher
/// value; `weighted` only 2g2f, 7g7f has count 0), and the position after 7g7f 3c3d
/// 2g2f with one.
fn shogi_book() -> Vec<String> {
    vec![
        format!("sfen {}", shogi::START_SFEN),
        "7g7f 3c3d 50 12 0".to_string(),
        "2g2f 8c8d 10 12 7".to_string(),
        format!(
            "sfen {}",
            fen_after::<shogi::Position>(&["7g7f", "3c3d", "2g2f"])
        ),
        "8c8d none -20 10 4".to_string(),
    ]
}

#[test]
fn shogi_plays_the_book_move_at_once_and_by_transposition() {
    let dir = BookDir::new("shogi-hit");
    let file = dir.book("book.db", &shogi_book());
    let (mut e, report) = engine_with_book(Dialect::Usi, &file, &[]);
    assert_eq!(
        report,
        [format!("info string book {file}: 2 positions, 3 moves")]
    );
    e.send("usinewgame");
    e.send("position startpos");
    let (best, ponder) = expect_book_move(&mut e, "go btime 60000 wtime 60000 byoyomi 1000");
    assert_eq!((best.as_str(), ponder.as_deref()), ("7g7f", Some("3c3d")));
    e.send("position startpos moves 2g2f 3c3d 7g7f");
    let (best, ponder) = expect_book_move(&mut e, "go depth 5");
    assert_eq!((best.as_str(), ponder), ("8c8d", None));
    // A position out of the book is searched.
    e.send("position startpos moves 5g5f");
    expect_search(&mut e, "go depth 2");
    // The weighted policy never plays a move of count 0.
    set(&mut e, "BookPolicy", "weighted");
    e.send("position startpos");
    for _ in 0..5 {
        assert_eq!(expect_book_move(&mut e, "go movetime 1000").0, "2g2f");
    }
}

#[test]
fn shogi_searches_when_the_book_may_not_answer() {
    let dir = BookDir::new("shogi-off");
    let file = dir.book("book.db", &shogi_book());
    let (mut e, _) = engine_with_book(Dialect::Usi, &file, &[("BookMoves", "3")]);
    // Ply 4 is past BookMoves 3; ply 1 is not.
    e.send("position startpos moves 2g2f 3c3d 7g7f");
    expect_search(&mut e, "go depth 2");
    e.send("position startpos");
    expect_book_move(&mut e, "go depth 2");
    // go infinite and go ponder search, and hold their answer as usual.
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("stop");
    let (lines, terminal) = e.search_reply();
    assert!(lines.iter().all(|l| !l.contains("book")), "{lines:?}");
    assert!(terminal.starts_with("bestmove "));
    e.send("go ponder btime 1000 wtime 1000 byoyomi 1000");
    e.expect_no_terminal(HOLD);
    e.send("stop");
    let (lines, _) = e.search_reply();
    assert!(lines.iter().all(|l| !l.contains("book")), "{lines:?}");
    // MultiPV 2 asks for lines, not a book move.
    set(&mut e, "MultiPV", "2");
    expect_search(&mut e, "go depth 2");
    set(&mut e, "MultiPV", "1");
    // The switch off: a search.
    set(&mut e, "USI_OwnBook", "false");
    expect_search(&mut e, "go depth 2");
    set(&mut e, "USI_OwnBook", "true");
    expect_book_move(&mut e, "go depth 2");
    // `no_book` names no book.
    set(&mut e, "BookFile", "no_book");
    assert!(ready(&mut e).is_empty());
    expect_search(&mut e, "go depth 2");
}

#[test]
fn shogi_reports_a_bad_line_once_and_keeps_the_rest() {
    let dir = BookDir::new("shogi-bad");
    let mut lines = shogi_book();
    lines.insert(2, "2g2f none 10 deep 1".to_string()); // file line 4
    let file = dir.book("book.db", &lines);
    let (mut e, report) = engine_with_book(Dialect::Usi, &file, &[]);
    let bad: Vec<&String> = report
        .iter()
        .filter(|l| l.starts_with(&format!("info string book {file}:")))
        .filter(|l| *l != &format!("info string book {file}: 2 positions, 3 moves"))
        .collect();
    assert_eq!(
        bad,
        [&format!("info string book {file}:4: bad depth 'deep'")],
        "{report:?}"
    );
    e.send("position startpos");
    assert_eq!(expect_book_move(&mut e, "go depth 3").0, "7g7f");
    // Reported at loading only, not again at the next go.
    e.send("position startpos moves 7g7f 3c3d 2g2f");
    e.send("go depth 3");
    let (lines, _) = e.search_reply();
    assert!(lines.iter().all(|l| !l.contains(":4:")), "{lines:?}");
}

#[test]
fn shogi_missing_book_is_reported_once_and_the_engine_searches() {
    let dir = BookDir::new("shogi-missing");
    let file = dir.missing();
    let (mut e, report) = engine_with_book(Dialect::Usi, &file, &[]);
    assert_eq!(report.len(), 1, "{report:?}");
    assert!(
        report[0].starts_with(&format!("info string book {file}: ")),
        "{report:?}"
    );
    e.send("position startpos");
    expect_search(&mut e, "go depth 2");
    assert!(ready(&mut e).is_empty(), "not reported again");
}

/// Xiangqi: the start with the central cannon (and a ponder reply), and the position
/// after h2e2 h9g7 b0c2 with one move.
fn xiangqi_book() -> Vec<String> {
    vec![
        format!("fen {XQ_START} 1"),
        "h2e2 h9g7 40 10 9".to_string(),
        "b2e2 none 30 10 20".to_string(),
        format!(
            "fen {} 4",
            fen_after::<xiangqi::Position>(&["h2e2", "h9g7", "b0c2"])
        ),
        "b9c7 none 0 8 2".to_string(),
    ]
}

#[test]
fn xiangqi_uci_plays_the_book_move_and_transpositions() {
    let dir = BookDir::new("xq-uci");
    let file = dir.book("book.db", &xiangqi_book());
    let (mut e, report) = engine_with_book(Dialect::Uci, &file, &[]);
    assert_eq!(
        report,
        [format!("info string book {file}: 2 positions, 3 moves")]
    );
    e.send("position startpos");
    let (best, ponder) = expect_book_move(&mut e, "go wtime 60000 btime 60000");
    assert_eq!((best.as_str(), ponder.as_deref()), ("h2e2", Some("h9g7")));
    e.send("position startpos moves b0c2 h9g7 h2e2");
    assert_eq!(expect_book_move(&mut e, "go nodes 1000").0, "b9c7");
    e.send(&format!("position fen {XQ_START} moves h2e2 h9g7 b0c2"));
    assert_eq!(expect_book_move(&mut e, "go movetime 500").0, "b9c7");
    // In the 1-10 rank notation the book move is written in it too.
    set(&mut e, "UCI_Variant", "xiangqi");
    e.expect("info string rank numbering 1-10 (UCI_Variant was set)");
    e.send("position startpos");
    let (best, ponder) = expect_book_move(&mut e, "go depth 4");
    assert_eq!((best.as_str(), ponder.as_deref()), ("h3e3", Some("h10g8")));
    set(&mut e, "OwnBook", "false");
    expect_search(&mut e, "go depth 2");
    set(&mut e, "OwnBook", "true");
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("stop");
    let (lines, _) = e.search_reply();
    assert!(lines.iter().all(|l| !l.contains("book")), "{lines:?}");
}

#[test]
fn xiangqi_ucci_reports_bad_lines_and_keeps_the_rest() {
    let dir = BookDir::new("xq-ucci");
    let mut lines = xiangqi_book();
    // Twelve bad lines: an illegal move (file line 3), then eleven malformed ones.
    lines.insert(1, "a0a5 none 0 0 1".to_string());
    for _ in 0..11 {
        lines.insert(2, "h2e2".to_string());
    }
    let file = dir.book("book.db", &lines);
    // usebook is on by default in UCCI: naming the file is enough.
    let (mut e, _) = Engine::start(Dialect::Ucci);
    set(&mut e, "bookfiles", &file);
    let report = ready(&mut e);
    let prefix = format!("info string book {file}:");
    let numbered: Vec<&String> = report
        .iter()
        .filter(|l| {
            l.strip_prefix(&prefix)
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect();
    assert_eq!(numbered.len(), 10, "{report:?}");
    assert!(
        numbered[0].starts_with(&format!("{prefix}3: ")),
        "{report:?}"
    );
    assert!(
        numbered[1].starts_with(&format!("{prefix}4: expected ")),
        "{report:?}"
    );
    assert!(
        report.contains(&format!(
            "info string book {file}: 2 more bad lines skipped"
        )),
        "{report:?}"
    );
    e.send("position startpos");
    let (best, ponder) = expect_book_move(&mut e, "go time 60000 opptime 60000");
    assert_eq!((best.as_str(), ponder.as_deref()), ("h2e2", Some("h9g7")));
    // UCCI `go depth 0` still asks for no search at all.
    e.send("go depth 0");
    e.expect("nobestmove");
}

#[test]
fn xiangqi_missing_book_is_reported_once_and_the_engine_searches() {
    let dir = BookDir::new("xq-missing");
    let file = dir.missing();
    let (mut e, report) = engine_with_book(Dialect::Uci, &file, &[]);
    assert_eq!(report.len(), 1, "{report:?}");
    assert!(report[0].starts_with(&format!("info string book {file}: ")));
    e.send("position startpos");
    expect_search(&mut e, "go depth 2");
    // A file that appears later is read once the option is set again.
    let file = dir.book("missing.db", &xiangqi_book());
    set(&mut e, "BookFile", &file);
    assert_eq!(
        ready(&mut e),
        [format!("info string book {file}: 2 positions, 3 moves")]
    );
    expect_book_move(&mut e, "go depth 2");
}

/// The start position's move a `best` book plays: the highest value, ties to the higher
/// count, read straight from the book's text (`sfen`/`fen` lines name positions).
fn best_start_move(text: &str, start: &str) -> String {
    let (shogi_line, xiangqi_line) = (format!("sfen {start}"), format!("fen {start}"));
    let mut lines = text
        .lines()
        .skip_while(|&l| l != shogi_line && l != xiangqi_line);
    lines.next().expect("the start position is in the book");
    lines
        .take_while(|l| !l.starts_with("sfen ") && !l.starts_with("fen "))
        .map(|l| {
            let fields: Vec<&str> = l.split_whitespace().collect();
            let value: i32 = fields[2].parse().expect("value");
            let count: u64 = fields[4].parse().expect("count");
            ((value, count), fields[0].to_string())
        })
        .max()
        .expect("a move of the start position")
        .1
}

#[test]
fn the_shipped_books_load_clean_and_answer_the_start_position() {
    let books = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/books");
    for (dialect, game, start) in [
        (Dialect::Usi, "shogi", shogi::START_SFEN),
        (Dialect::Ucci, "xiangqi", XQ_START),
    ] {
        let file = format!("{books}/{game}.db");
        let text = std::fs::read_to_string(&file).expect("a shipped book");
        let positions = text
            .lines()
            .filter(|l| l.starts_with("sfen ") || l.starts_with("fen "))
            .count();
        let moves = text.lines().skip(1).count() - positions;
        let (mut e, report) = engine_with_book(dialect, &file, &[]);
        assert_eq!(
            report,
            [format!(
                "info string book {file}: {positions} positions, {moves} moves"
            )],
            "{game}: every line read, none refused"
        );
        e.send("position startpos");
        let go = match dialect {
            Dialect::Usi => "go btime 60000 wtime 60000 byoyomi 1000",
            _ => "go time 60000 opptime 60000",
        };
        let (best, _) = expect_book_move(&mut e, go);
        assert_eq!(best, best_start_move(&text, start), "{game}");
    }
}
