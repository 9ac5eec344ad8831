//! The index cache of a big book (`<book>.kirinidx`), through the built binary. A book
//! written by `kirin book synth`, bigger than the caching threshold, with one bad line, is
//! loaded over USI: the cache appears next to it, and the next load reports the same lines
//! and answers the same book moves. The cache is trusted only while the book's size and
//! modification time are those it was made from: a book rewritten under the same size and
//! time still plays from the cache (which is how the test sees the cache is read), a book
//! touched afterwards is read as text again, and a damaged cache is rebuilt.

use crate::common::kirin;
use crate::common::protocol::{parse_bestmove, Dialect, Engine};
use kirin::book::cache::{path_of, MIN_BOOK_BYTES};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Positions of the synthetic book: about 115 bytes each, over the threshold.
const POSITIONS: &str = "50000";
/// A bad move line appended to the last position, and a comment of the same length.
const BAD_LINE: &str = "7g7f none x 0 1\n";
const SAME_LENGTH_COMMENT: &str = "# no move here.\n";

struct Dir(PathBuf);

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The load report (the lines before `readyok`) and the book's answers to `positions`.
fn load(book: &Path, positions: &[String]) -> (Vec<String>, Vec<String>) {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("setoption name USI_OwnBook value true");
    // The synthetic positions lie up to 80 plies deep.
    e.send("setoption name BookMoves value 1000");
    e.send(&format!("setoption name BookFile value {}", book.display()));
    e.send("isready");
    let mut report = e.read_until(|l| l == "readyok");
    report.pop();
    let mut answers = Vec::new();
    for sfen in positions {
        e.send(&format!("position sfen {sfen}"));
        e.send("go nodes 1000");
        let (lines, terminal) = e.search_reply();
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string book move ")),
            "a book answer for {sfen}: {lines:?}"
        );
        answers.push(parse_bestmove(&terminal).0);
    }
    e.send("quit");
    (report, answers)
}

#[test]
fn a_big_book_is_cached_and_the_cache_is_checked() {
    let dir = Dir(std::env::temp_dir().join(format!("kirin-book-cache-{}", std::process::id())));
    std::fs::create_dir_all(&dir.0).unwrap();
    let book = dir.0.join("big.db");
    let synth = Command::new(kirin())
        .args(["book", "synth", "shogi", POSITIONS])
        .arg(&book)
        .output()
        .unwrap();
    assert!(synth.status.success(), "{synth:?}");
    let mut text = std::fs::read_to_string(&book).unwrap();
    text.push_str(BAD_LINE);
    std::fs::write(&book, &text).unwrap();
    assert!(text.len() as u64 > MIN_BOOK_BYTES);
    let sfens: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("sfen "))
        .step_by(9973)
        .map(str::to_string)
        .collect();
    let bad_number = text.lines().count();
    let bad = format!(
        "info string book {}:{bad_number}: bad value 'x'",
        book.display()
    );
    let cache = path_of(&book);

    let (first, answers) = load(&book, &sfens);
    assert!(first.contains(&bad), "{first:?}");
    let summary = format!(": {POSITIONS} positions, ");
    assert!(first.iter().any(|l| l.contains(&summary)), "{first:?}");
    assert!(cache.exists(), "no cache written: {first:?}");
    assert_eq!(load(&book, &sfens), (first.clone(), answers.clone()));

    // The same size and time: the cache is used, so the bad line is still reported.
    let modified = std::fs::metadata(&book).unwrap().modified().unwrap();
    let fixed = text.replacen(BAD_LINE, SAME_LENGTH_COMMENT, 1);
    assert_eq!(fixed.len(), text.len());
    std::fs::write(&book, &fixed).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&book)
        .unwrap()
        .set_modified(modified)
        .unwrap();
    assert_eq!(load(&book, &sfens).0, first);

    // A newer time: the text is read again, without the bad line, and cached anew.
    std::fs::File::options()
        .write(true)
        .open(&book)
        .unwrap()
        .set_modified(modified + std::time::Duration::from_secs(1))
        .unwrap();
    let (fresh, fresh_answers) = load(&book, &sfens);
    assert!(!fresh.contains(&bad), "{fresh:?}");
    assert_eq!(fresh_answers, answers);
    assert_eq!(load(&book, &sfens).0, fresh);

    // A damaged cache is not used: the same report, and the cache is rewritten.
    let mut bytes = std::fs::read(&cache).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    std::fs::write(&cache, &bytes).unwrap();
    assert_eq!(load(&book, &sfens), (fresh, answers));
    assert_ne!(
        std::fs::read(&cache).unwrap(),
        bytes,
        "the damaged cache was kept"
    );
}
