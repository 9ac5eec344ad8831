//! What the engine prints, through the real binary: the `info` lines of a finished
//! search (each report once), the `d` board's rank labels in each dialect's numbering,
//! UCCI `probe` of the position just searched, and `eval`'s one total line.

use crate::common::protocol::{field, parse_bestmove, Dialect, Engine};

/// An info line without its `time` and `nps` fields (a repeated report may differ only
/// in those).
fn without_timing(line: &str) -> String {
    let words: Vec<&str> = line.split(' ').collect();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if matches!(words[i], "time" | "nps") && i + 1 < words.len() {
            i += 2;
        } else {
            kept.push(words[i]);
            i += 1;
        }
    }
    kept.join(" ")
}

fn each_report_once(dialect: Dialect) {
    let (mut e, _) = Engine::start(dialect);
    e.sync();
    e.send("position startpos");
    e.send("go depth 6");
    let (infos, terminal) = e.search_reply();
    assert!(terminal.starts_with("bestmove "), "{terminal}");
    assert!(
        infos.iter().any(|l| field(l, "depth") == Some("6")),
        "depth 6 reported: {infos:?}"
    );
    // Every report differs from the others in its depth or its node count (UCCI
    // splits a report into an `info depth` and an `info time ... nodes` line).
    let mut seen = std::collections::HashSet::new();
    for line in &infos {
        assert!(
            seen.insert(without_timing(line)),
            "'{line}' printed twice:\n{}",
            e.transcript.join("\n")
        );
    }
    e.send("quit");
}

#[test]
fn usi_depth_search_prints_each_info_once() {
    each_report_once(Dialect::Usi);
}

#[test]
fn ucci_depth_search_prints_each_info_once() {
    each_report_once(Dialect::Ucci);
}

#[test]
fn uci_depth_search_prints_each_info_once() {
    each_report_once(Dialect::Uci);
}

/// The `d` output after `position`: the rank labels of the board rows, top first, and
/// the `Checkers:` line.
fn board(e: &mut Engine, position: &str) -> (Vec<String>, String) {
    e.send(position);
    e.debug_output = true;
    e.send("d");
    let lines = e.read_until(|l| l.starts_with("Checkers:"));
    e.debug_output = false;
    let labels = lines
        .iter()
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let is_row = words.len() == 10
                && words[0].parse::<u32>().is_ok()
                && words[1..].iter().all(|w| w.len() == 1);
            is_row.then(|| words[0].to_string())
        })
        .collect();
    (labels, lines.last().cloned().unwrap_or_default())
}

fn labels(ranks: impl Iterator<Item = u32>) -> Vec<String> {
    ranks.map(|r| r.to_string()).collect()
}

// Black king e9 (0-9) in check from the red chariot on e1.
const CHECKED: &str = "position fen 4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1";

#[test]
fn ucci_board_ranks_are_0_to_9() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    let (ranks, checkers) = board(&mut e, CHECKED);
    assert_eq!(ranks, labels((0..=9).rev()), "{}", e.transcript.join("\n"));
    assert_eq!(checkers, "Checkers: e1");
    e.sync();
}

#[test]
fn uci_board_ranks_follow_the_rank_numbering() {
    let (mut e, _) = Engine::start(Dialect::Uci);
    let (ranks, checkers) = board(&mut e, CHECKED);
    assert_eq!(ranks, labels((0..=9).rev()), "{}", e.transcript.join("\n"));
    assert_eq!(checkers, "Checkers: e1");
    e.send("setoption name RankNumbering value 1-10");
    e.expect("info string rank numbering 1-10");
    let (ranks, checkers) = board(&mut e, CHECKED);
    assert_eq!(ranks, labels((1..=10).rev()), "{}", e.transcript.join("\n"));
    assert_eq!(checkers, "Checkers: e2");
    // The 1-10 numbering is what the board shows and what moves use alike.
    let (ranks, _) = board(&mut e, "position startpos moves h1g3");
    assert_eq!(ranks, labels((1..=10).rev()));
    assert!(
        !e.transcript
            .iter()
            .any(|l| l.starts_with("< info string error")),
        "{}",
        e.transcript.join("\n")
    );
    e.sync();
}

/// The `pophash` fields after `key`: the value and the depth of `key <value> depth <d>`.
fn bound(line: &str, key: &str) -> Option<(String, String)> {
    let words: Vec<&str> = line.split(' ').collect();
    let at = words.iter().position(|w| *w == key)?;
    assert_eq!(words.get(at + 2), Some(&"depth"), "{line}");
    Some((words[at + 1].to_string(), words.get(at + 3)?.to_string()))
}

#[test]
fn ucci_probe_of_the_searched_position_gives_the_search_result() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    e.sync();
    let position = "position startpos moves h2e2 h9g7";
    e.send(position);
    e.send("go depth 5");
    let (infos, terminal) = e.search_reply();
    let (best, _, _) = parse_bestmove(&terminal);
    let last = infos.last().expect("an info line before bestmove");
    let score = field(last, "score").expect("a score").to_string();
    let depth = field(last, "depth").expect("a depth").to_string();
    e.send(&position.replacen("position", "probe", 1));
    let line = e.next_line();
    assert_eq!(
        field(&line, "bestmove"),
        Some(best.as_str()),
        "{}",
        e.transcript.join("\n")
    );
    let expected = Some((score, depth));
    assert_eq!(bound(&line, "lowerbound"), expected, "{line}");
    assert_eq!(bound(&line, "upperbound"), expected, "{line}");
    // Another position is not answered with the root's result.
    e.send("probe startpos moves h2e2 h9g7 h0g2 i9h9 a0a1 a9a8");
    let other = e.next_line();
    assert!(
        other == "pophash" || other.starts_with("pophash "),
        "{other}"
    );
    assert_ne!(other, line);
    e.sync();
}

/// `eval` ends with exactly one `Final evaluation` line in every dialect.
#[test]
fn eval_prints_its_total_once_in_every_dialect() {
    for dialect in [Dialect::Usi, Dialect::Ucci, Dialect::Uci] {
        let (mut e, _) = Engine::start(dialect);
        e.sync();
        e.send("position startpos");
        e.send("eval");
        e.send("isready");
        e.debug_output = true;
        let lines = e.read_until(|l| l == "readyok");
        e.debug_output = false;
        let totals = lines
            .iter()
            .filter(|l| l.starts_with("Final evaluation: "))
            .count();
        assert_eq!(totals, 1, "{dialect:?}: {lines:?}");
    }
}
