//! `kirin match -xqrules`: the referee judges a xiangqi repetition by the chosen rule set
//! and explains the verdict in the JSON line, the PGN and the HTML report. The opening
//! plays a cycle of one check and one chase of the same horse by Red (一将一捉) twice, so
//! each game ends by the rules before the engines move: a draw under `computer` (a check
//! that is not perpetual), Red's loss under `chinese`.

use crate::common::kirin;
use std::path::PathBuf;
use std::process::Command;

/// The red chariot alternately checks from a9 and attacks the unprotected black horse on
/// h7 from a7; the black general steps between e9 and e8. Two cycles: the start position
/// occurs the third time.
const OPENING: &str = "4k4/9/R6n1/9/9/9/9/9/9/3K5 w - - 0 1 moves \
                       a7a9 e9e8 a9a7 e8e9 a7a9 e9e8 a9a7 e8e9";

/// Plays the opening's two games under `-xqrules rules` (none: the default); returns
/// the JSON lines, the PGN text and the page `kirin report -html` makes of them.
fn play(rules: Option<&str>) -> (Vec<String>, String, String) {
    let tag = rules.unwrap_or("default");
    let dir: PathBuf =
        std::env::temp_dir().join(format!("kirin-xqrules-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("book.txt");
    std::fs::write(&book, format!("{OPENING}\n")).unwrap();
    let (out, pgn, html) = (dir.join("r.jsonl"), dir.join("r.pgn"), dir.join("r.html"));
    let engine = format!("cmd={}", kirin());
    let mut cmd = Command::new(kirin());
    cmd.args(["match", "-variant", "xiangqi"])
        .args(["-engine", &engine, "name=a", "proto=uci", "nodes=200"])
        .args(["-engine", &engine, "name=b", "proto=uci", "nodes=200"])
        .args(["-games", "2", "-ratinginterval", "0", "-openings"])
        .arg(format!("file={}", book.display()))
        .arg("-out")
        .arg(&out)
        .arg("-pgnout")
        .arg(&pgn);
    if let Some(r) = rules {
        cmd.args(["-xqrules", r]);
    }
    let output = cmd.output().expect("kirin match runs");
    assert!(
        output.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let report = Command::new(kirin())
        .args(["report", "-html"])
        .arg(&html)
        .arg(&out)
        .output()
        .expect("kirin report runs");
    assert!(report.status.success());
    let lines: Vec<String> = std::fs::read_to_string(&out)
        .unwrap()
        .lines()
        .skip(1)
        .map(str::to_string)
        .collect();
    let texts = (
        lines,
        std::fs::read_to_string(&pgn).unwrap(),
        std::fs::read_to_string(&html).unwrap(),
    );
    let _ = std::fs::remove_dir_all(&dir);
    texts
}

#[test]
fn the_chinese_rules_forfeit_check_and_chase_and_say_why() {
    let (lines, pgn, html) = play(Some("chinese"));
    assert_eq!(lines.len(), 2, "{lines:?}");
    for line in &lines {
        assert!(line.contains(r#""result":"0-1""#), "{line}");
        assert!(
            line.contains(r#""reason":"alternating check and chase""#),
            "{line}"
        );
        assert!(
            line.contains(
                "\"detail\":\"Red loses by alternating check and chase (一将一捉) of the black \
                 horse from h7"
            ),
            "{line}"
        );
        assert!(line.contains("Chinese rules art. 26"), "{line}");
        assert!(
            line.contains("Red a9a7 chases the black horse from h7"),
            "{line}"
        );
    }
    assert!(
        pgn.contains("[Termination \"alternating check and chase\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("{alternating check and chase: Red loses by"),
        "{pgn}"
    );
    assert!(
        html.contains("Red loses by alternating check and chase"),
        "{html}"
    );
}

#[test]
fn the_default_computer_rules_draw_and_say_why() {
    let (lines, pgn, _) = play(None);
    assert_eq!(lines.len(), 2, "{lines:?}");
    for line in &lines {
        assert!(line.contains(r#""result":"1/2-1/2""#), "{line}");
        assert!(line.contains(r#""reason":"repetition""#), "{line}");
        assert!(
            line.contains("a check that is not perpetual makes the cycle a draw (computer rules)"),
            "{line}"
        );
    }
    assert!(
        pgn.contains("{repetition: draw: a check that is not perpetual"),
        "{pgn}"
    );
}

#[test]
fn a_bad_rule_set_is_refused_before_any_game() {
    let output = Command::new(kirin())
        .args(["match", "-variant", "xiangqi", "-xqrules", "fide"])
        .args(["-engine", "cmd=x", "-engine", "cmd=y", "-each", "nodes=1"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("-xqrules: 'fide' (expected chinese, asian, computer)"),
        "{err}"
    );
    let shogi = Command::new(kirin())
        .args(["match", "-variant", "shogi", "-xqrules", "chinese"])
        .args(["-engine", "cmd=x", "-engine", "cmd=y", "-each", "nodes=1"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&shogi.stderr);
    assert!(
        err.contains("shogi has no rule option XiangqiRules"),
        "{err}"
    );
}
