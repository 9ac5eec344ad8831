//! What `kirin match` prints on stdout, through the real binary with Kirin playing itself
//! at a tiny node budget: the statistics block appears once per game count, and an Elo
//! interval is never printed from too few games or pairs to estimate a variance.

use std::process::Command;

use crate::common::kirin;

/// Runs a 4-game (2-pair) Kirin self-play match in shogi with the statistics printed every
/// 2 games; returns stdout.
fn self_play_four_games() -> String {
    let args = [
        "match",
        "-variant",
        "shogi",
        "-engine",
        &format!("cmd={}", kirin()),
        "name=k1",
        "-engine",
        &format!("cmd={}", kirin()),
        "name=k2",
        "-each",
        "nodes=64",
        "option.USI_Hash=1",
        "hangtimeout=30000",
        "readytimeout=30000",
        "-games",
        "4",
        "-maxmoves",
        "12",
        "-ratinginterval",
        "2",
    ];
    let output = Command::new(kirin())
        .args(args)
        .output()
        .expect("run kirin match");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "kirin match failed: {}\n{stdout}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// The statistics blocks of a run's stdout, each starting at a `Games:` line.
fn blocks(stdout: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in stdout.lines() {
        if line.starts_with("Games: ") {
            out.push(String::new());
        }
        if let Some(block) = out.last_mut() {
            block.push_str(line);
            block.push('\n');
        }
    }
    out
}

#[test]
fn statistics_once_per_game_count_and_no_interval_from_too_few_samples() {
    let stdout = self_play_four_games();
    let blocks = blocks(&stdout);
    let heads: Vec<&str> = blocks.iter().map(|b| b.lines().next().unwrap()).collect();
    // Printed after game 2 and after game 4; the final print must not repeat game 4's.
    assert_eq!(
        heads,
        ["Games: 2  errors: 0", "Games: 4  errors: 0"],
        "{stdout}"
    );
    for block in &blocks {
        let line = |word: &str| {
            block
                .lines()
                .find(|l| l.contains(word))
                .unwrap_or_else(|| panic!("no '{word}' line in\n{block}"))
        };
        // One or two pairs: no variance estimate, so no pentanomial interval.
        let penta = line("(95%, pentanomial)");
        assert!(penta.contains("Elo n/a (needs 3+ pairs)"), "{penta}");
        let tri = line("(95%, trinomial)");
        if block.starts_with("Games: 2 ") {
            assert!(tri.contains("Elo n/a (needs 3+ games)"), "{tri}");
        }
        // Whatever the games' results, a zero-width interval is never printed.
        assert!(!tri.contains("+/- 0.0"), "{tri}");
    }
}

#[test]
fn help_says_that_sprt_needs_two_engines() {
    let output = Command::new(kirin())
        .args(["match", "--help"])
        .output()
        .expect("run kirin match --help");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    let start = help.find("-sprt elo0=").expect("-sprt in the help");
    // The entry's words, up to the blank line ending it, as a reader sees them across the
    // line breaks.
    let entry: String = help[start..]
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .take(5)
        .flat_map(str::split_whitespace)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(entry.contains("exactly two engines"), "{entry}");
}
