//! Protocol behaviour a GUI user runs into at the edges, through the built binary: every
//! entering-king rule of the rules code offered and honoured, refused option names
//! reported as sent, a hash request beyond the machine answered quickly, a `go` whose
//! only limit is malformed still answered, and the shell subcommands `src/main.rs`
//! documents all present.

use crate::common::kirin;
use crate::common::protocol::{is_terminal, parse_bestmove, Dialect, Engine};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longest wait for the reply to a `go` whose only limit is malformed: the engine
/// searches for at most a second then; the rest is slack for a loaded machine.
const BAD_GO_REPLY_BOUND: Duration = Duration::from_secs(10);

/// How long `readyok` may take after a hash request the machine cannot give: the fallback
/// table is filled in well under a second; the bound leaves room for a loaded test machine.
const HUGE_HASH_READY_BOUND: Duration = Duration::from_secs(5);
/// The largest table the engine falls back to (the controller's `HASH_FALLBACK_MAX_MB`):
/// what is filled quickly on any machine.
const HASH_FALLBACK_MAX_MB: usize = 256;

/// A held reply must stay held at least this long in these tests.
const HOLD: Duration = Duration::from_millis(1500);

/// White (the handicap giver) to move with the king and ten pieces in the camp and 23
/// points; 31 points of the full set are off the board, so the handicap rules lower
/// White's threshold to 0 while the plain rules want 27 (CSARule27) or 31 (CSARule24).
const WHITE_23_POINTS: &str = "K8/9/9/9/9/9/ppnl5/4k4/rbggss3 w gsn2p 1";

/// Reads to the terminal reply within `bound`; returns it with the lines before it.
fn reply_within(e: &mut Engine, bound: Duration) -> (Vec<String>, String) {
    let deadline = Instant::now() + bound;
    let mut lines = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match e.next_line_within(left) {
            Some(l) if is_terminal(&l) => return (lines, l),
            Some(l) => lines.push(l),
            None => panic!(
                "no terminal reply within {bound:?}\ntranscript:\n{}",
                e.transcript.join("\n")
            ),
        }
    }
}

#[test]
fn usi_entering_king_rule_offers_and_applies_every_rule() {
    let (mut e, id) = Engine::start(Dialect::Usi);
    let line = id
        .iter()
        .find(|l| l.starts_with("option name EnteringKingRule "))
        .expect("EnteringKingRule declared");
    assert_eq!(
        line,
        "option name EnteringKingRule type combo default CSARule27 var NoEnteringKing \
         var CSARule24 var CSARule24H var CSARule27 var CSARule27H"
    );
    for (rule, declares) in [
        ("NoEnteringKing", false),
        ("CSARule24", false),
        ("CSARule24H", true),
        ("CSARule27", false),
        ("CSARule27H", true),
    ] {
        e.send(&format!("setoption name EnteringKingRule value {rule}"));
        e.sync(); // accepted: no error line before readyok
        e.send(&format!("position sfen {WHITE_23_POINTS}"));
        e.sync(); // the position is legal
        e.send("go depth 1");
        let (_, terminal) = e.search_reply();
        assert_eq!(terminal == "bestmove win", declares, "{rule}: {terminal}");
    }
}

#[test]
fn refused_option_names_are_reported_as_sent() {
    for dialect in [Dialect::Usi, Dialect::Uci] {
        let (mut e, _) = Engine::start(dialect);
        e.send("setoption name Skill Lvl value 3");
        e.expect("info string error: unknown option 'Skill Lvl'");
        e.sync();
    }
}

/// The size in MB named by the `info string` about the hash table actually allocated.
fn allocated_megabytes(lines: &[String]) -> usize {
    let line = lines
        .iter()
        .find(|l| l.starts_with("info string ") && l.contains("hash") && l.contains("allocated"))
        .unwrap_or_else(|| panic!("no info string naming the allocated size: {lines:?}"));
    let words: Vec<&str> = line.split(' ').collect();
    let at = words
        .iter()
        .position(|w| *w == "allocated")
        .expect("'allocated' in the line");
    assert_eq!(words.get(at + 2), Some(&"MB"), "{line}");
    words[at + 1].parse().unwrap_or_else(|_| panic!("{line}"))
}

#[test]
fn a_hash_request_beyond_the_machine_is_answered_quickly() {
    for (dialect, option) in [(Dialect::Usi, "USI_Hash"), (Dialect::Uci, "Hash")] {
        let (mut e, _) = Engine::start(dialect);
        e.send(&format!("setoption name {option} value 1000000"));
        e.expect(&format!(
            "info string error: {option}: 1000000 out of range 1..65536, using 65536"
        ));
        let asked = Instant::now();
        e.send("isready");
        let lines = e.read_until(|l| l == "readyok");
        let took = asked.elapsed();
        assert!(
            took < HUGE_HASH_READY_BOUND,
            "{dialect:?}: readyok after {took:?}: {lines:?}"
        );
        let mb = allocated_megabytes(&lines);
        assert!((1..=HASH_FALLBACK_MAX_MB).contains(&mb), "{lines:?}");
        // The table of that size is in use: a search runs and answers.
        e.send("go depth 2");
        let (_, terminal) = e.search_reply();
        parse_bestmove(&terminal);
        // A size the machine gives is allocated without comment.
        e.send(&format!("setoption name {option} value 8"));
        e.sync();
    }
}

#[test]
fn usi_go_with_only_a_malformed_limit_still_answers() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos");
    e.send("go depth x");
    e.expect("info string error: go: 'depth' needs a number, got 'x'");
    let (lines, terminal) = reply_within(&mut e, BAD_GO_REPLY_BOUND);
    parse_bestmove(&terminal);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string ") && l.contains("no valid limit")),
        "the fallback is reported: {lines:?}"
    );
}

#[test]
fn uci_go_with_a_field_of_another_dialect_still_answers() {
    let (mut e, _) = Engine::start(Dialect::Uci);
    e.send("position startpos");
    e.send("go time 3000");
    e.expect("info string error: go: unknown field 'time' ignored");
    let (_, terminal) = reply_within(&mut e, BAD_GO_REPLY_BOUND);
    parse_bestmove(&terminal);
}

#[test]
fn ucci_go_with_only_a_malformed_limit_still_answers() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    e.send("position startpos");
    e.send("go time abc");
    e.expect("info string error: go: 'time' needs a number, got 'abc'");
    let (_, terminal) = reply_within(&mut e, BAD_GO_REPLY_BOUND);
    parse_bestmove(&terminal);
}

#[test]
fn a_good_limit_beside_a_bad_field_is_kept() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.sync();
    e.send("position startpos");
    // The fallback would answer after about a second; movetime 2500 is kept.
    let sent = Instant::now();
    e.send("go depth x movetime 2500");
    e.expect("info string error: go: 'depth' needs a number, got 'x'");
    let (lines, terminal) = reply_within(&mut e, BAD_GO_REPLY_BOUND);
    let took = sent.elapsed();
    parse_bestmove(&terminal);
    assert!(
        took >= Duration::from_millis(2000),
        "movetime 2500 kept, answered after {took:?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("no valid limit")),
        "{lines:?}"
    );
}

#[test]
fn infinite_and_ponder_with_a_bad_field_still_wait() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos");
    e.send("go infinite depth x");
    e.expect("info string error: go: 'depth' needs a number, got 'x'");
    e.expect_no_terminal(HOLD);
    e.send("stop");
    let (_, terminal) = reply_within(&mut e, BAD_GO_REPLY_BOUND);
    parse_bestmove(&terminal);

    e.send("position startpos moves 7g7f");
    e.send("go ponder depth x");
    e.expect("info string error: go: 'depth' needs a number, got 'x'");
    e.expect_no_terminal(HOLD);
    // After ponderhit the search is bounded as for a plain malformed `go`.
    e.send("ponderhit");
    let (_, terminal) = reply_within(&mut e, BAD_GO_REPLY_BOUND);
    parse_bestmove(&terminal);
}

/// The subcommands the crate documentation of `src/main.rs` names (`kirin NAME`).
fn documented_subcommands() -> Vec<String> {
    let source = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/main.rs"));
    let mut names = Vec::new();
    for line in source.lines().filter(|l| l.starts_with("//!")) {
        for part in line.split("`kirin ").skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if !name.is_empty() && !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names
}

#[test]
fn every_documented_subcommand_exists() {
    let names = documented_subcommands();
    assert!(
        names.iter().any(|n| n == "bench") && names.iter().any(|n| n == "match"),
        "{names:?}"
    );
    for name in &names {
        let out = Command::new(kirin())
            .args([name.as_str(), "--help"])
            .stdin(Stdio::null())
            .output()
            .expect("running kirin");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success(),
            "kirin {name} --help: {:?}\n{stdout}{stderr}",
            out.status
        );
        assert!(
            stdout.contains(&format!("kirin {name}")),
            "kirin {name} --help prints its usage: {stdout}"
        );
    }
}

/// A shell subcommand whose reader goes away (`kirin bench | head -1`) ends with the
/// closed-pipe status and no panic report.
#[test]
fn a_closed_stdout_ends_a_subcommand_quietly() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(kirin())
        .args(["bench", "16", "1", "10"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running kirin bench");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("a first line");
    assert!(!first.is_empty(), "bench printed nothing");
    // The reader is dropped here: the next line bench prints finds the pipe closed.
    let out = child.wait_with_output().expect("kirin bench ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(141),
        "status {:?}\n{stderr}",
        out.status
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}
