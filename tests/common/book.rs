//! Shared by the `kirin book` tests: a temporary directory, running `kirin book`, reading
//! a book's move lines, and an engine with a book on that must answer from it at once.
use super::protocol::{parse_bestmove, Dialect, Engine};
use std::path::PathBuf;
use std::process::{Command, Output};

pub const HEADER: &str = "#YANEURAOU-DB2016 1.00";

pub use super::kirin;

/// A temporary directory for one test, removed when dropped.
pub struct Dir(pub PathBuf);

impl Dir {
    pub fn new(test: &str) -> Dir {
        let dir = std::env::temp_dir().join(format!("kirin-book-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        Dir(dir)
    }

    /// The path of `name` in the directory, as text.
    pub fn path(&self, name: &str) -> String {
        self.0
            .join(name)
            .to_str()
            .expect("a UTF-8 temp path")
            .to_string()
    }

    /// Writes `text` to `name`; returns its path.
    pub fn write(&self, name: &str, text: &str) -> String {
        std::fs::write(self.path(name), text).expect("writing a test file");
        self.path(name)
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn run(args: &[&str]) -> Output {
    Command::new(kirin())
        .args(args)
        .output()
        .expect("run kirin")
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs `kirin book ARGS`, expects success; returns stdout and stderr.
pub fn book(args: &[&str]) -> (String, String) {
    let mut all = vec!["book"];
    all.extend_from_slice(args);
    let out = run(&all);
    assert!(out.status.success(), "kirin {all:?}: {}", stderr(&out));
    (stdout(&out), stderr(&out))
}

/// The move lines of the position `text` in the book text `book`.
pub fn moves_of<'a>(book: &'a str, word: &str, text: &str) -> Vec<&'a str> {
    let position = format!("{word} {text}");
    book.lines()
        .skip_while(|l| *l != position)
        .skip(1)
        .take_while(|l| !l.starts_with(&format!("{word} ")))
        .collect()
}

/// The move the `best` policy plays from these move lines: the highest value, then
/// count, the first on a tie.
pub fn best_of(lines: &[&str]) -> String {
    let mut best: Option<(i64, u64, &str)> = None;
    for line in lines {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (value, count) = (f[2].parse().unwrap(), f[4].parse().unwrap());
        if best.is_none_or(|(v, c, _)| (value, count) > (v, c)) {
            best = Some((value, count, f[0]));
        }
    }
    best.expect("the position has moves").2.to_string()
}

/// Starts an engine of `dialect` with the book `file` on; expects the load report to
/// list `positions` and `moves` and nothing else (no rejected line).
pub fn engine_with_book(dialect: Dialect, file: &str, positions: usize, moves: usize) -> Engine {
    let (mut e, _) = Engine::start(dialect);
    let lines = match dialect {
        Dialect::Ucci => vec![
            "setoption usebook true".to_string(),
            format!("setoption bookfiles {file}"),
        ],
        _ => vec![
            "setoption name USI_OwnBook value true".to_string(),
            format!("setoption name BookFile value {file}"),
        ],
    };
    for line in lines {
        e.send(&line);
    }
    e.send("isready");
    let mut report = e.read_until(|l| l == "readyok");
    report.pop();
    assert_eq!(
        report,
        [format!(
            "info string book {file}: {positions} positions, {moves} moves"
        )]
    );
    e
}

/// Sends `go` and expects the book line, then `bestmove`; returns the move.
pub fn expect_book_move(e: &mut Engine, go: &str) -> String {
    e.send(go);
    let (lines, terminal) = e.search_reply();
    let best = parse_bestmove(&terminal).0;
    assert_eq!(lines.len(), 1, "only the book line: {lines:?}");
    assert!(
        lines[0].starts_with(&format!("info string book move {best} (value ")),
        "{lines:?}"
    );
    best
}

/// "P positions, M moves from ..." of a build or merge.
pub fn counts(summary: &str) -> (usize, usize) {
    let f: Vec<&str> = summary.split_whitespace().collect();
    assert_eq!((f[1], f[3]), ("positions,", "moves"), "{summary}");
    (f[0].parse().unwrap(), f[2].parse().unwrap())
}
