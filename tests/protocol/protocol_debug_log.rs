//! `DebugLogFile` (USI) and `Debug Log File` (UCI-X) through the built binary: every line
//! in (`>>`) and out (`<<`) is appended to the file while the option is set, nothing once
//! it is emptied, and a path that cannot be opened is an `info string`, not an exit.

use crate::common::protocol::{Dialect, Engine};
use std::path::PathBuf;

/// A fresh scratch directory (with a space in its name, as Windows paths have).
fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kirin log {tag} {}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// The logged lines without their timestamps: `>> text` / `<< text`.
fn entries(path: &PathBuf) -> Vec<String> {
    std::fs::read_to_string(path)
        .expect("the log file exists")
        .lines()
        .map(|l| {
            let (stamp, rest) = l.split_once(' ').expect("timestamp");
            assert!(stamp.bytes().all(|b| b.is_ascii_digit()), "{l}");
            rest.to_string()
        })
        .collect()
}

#[test]
fn usi_debug_log_file_records_both_directions() {
    let dir = scratch("usi");
    let path = dir.join("kirin usi.log");
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send(&format!(
        "setoption name DebugLogFile value {}",
        path.display()
    ));
    e.sync();
    e.send("position startpos moves 7g7f");
    e.send("go depth 3");
    let (_, terminal) = e.search_reply();
    e.send("setoption name DebugLogFile value <empty>");
    e.sync();
    let log = entries(&path);
    assert_eq!(log[0], ">> isready", "{log:?}");
    assert_eq!(log[1], "<< readyok", "{log:?}");
    assert_eq!(log[2], ">> position startpos moves 7g7f", "{log:?}");
    assert_eq!(log[3], ">> go depth 3", "{log:?}");
    assert!(
        log.iter().any(|l| l.starts_with("<< info depth 3 ")),
        "{log:?}"
    );
    assert!(log.contains(&format!("<< {terminal}")), "{log:?}");
    // The line that turned logging off is the last one.
    assert_eq!(
        log.last().map(String::as_str),
        Some(">> setoption name DebugLogFile value <empty>")
    );
    // Turned on again: appended, not truncated.
    e.send(&format!(
        "setoption name DebugLogFile value {}",
        path.display()
    ));
    e.sync();
    let again = entries(&path);
    assert_eq!(&again[..log.len()], &log[..]);
    assert_eq!(&again[log.len()..], [">> isready", "<< readyok"]);

    // A path that cannot be opened: reported, logging off, the engine carries on.
    let bad = dir.join("missing dir").join("x.log");
    e.send(&format!(
        "setoption name DebugLogFile value {}",
        bad.display()
    ));
    let line = e.next_line();
    assert!(
        line.starts_with("info string error: DebugLogFile: cannot open"),
        "{line}"
    );
    e.sync();
    assert_eq!(
        entries(&path).len(),
        again.len() + 1,
        "only the setoption line"
    );
    e.send("quit");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn uci_debug_log_file_option_name_with_spaces() {
    let dir = scratch("uci");
    let path = dir.join("uci.log");
    let (mut e, _) = Engine::start(Dialect::Uci);
    e.send(&format!(
        "setoption name Debug Log File value {}",
        path.display()
    ));
    e.send("position startpos");
    e.send("go depth 2");
    let (_, terminal) = e.search_reply();
    e.sync();
    let log = entries(&path);
    assert_eq!(log[0], ">> position startpos", "{log:?}");
    assert_eq!(log[1], ">> go depth 2", "{log:?}");
    assert!(log.contains(&format!("<< {terminal}")), "{log:?}");
    assert_eq!(&log[log.len() - 2..], [">> isready", "<< readyok"]);
    e.send("quit");
    std::fs::remove_dir_all(&dir).unwrap();
}
