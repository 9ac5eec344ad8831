//! `kirin report -html` through the real binary: a short Kirin self-play match (shogi, CSA
//! records; its progress on a stderr that is no terminal: plain lines), then the page: it is written, holds the statistics `kirin report` prints on
//! stdout, the SVG charts and links to the CSA records that exist; bad options are refused
//! with a message and a non-zero exit.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::kirin;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kirin-html-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a temporary directory");
    dir
}

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(kirin())
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run kirin")
}

/// Plays 8 games (4 pairs) of Kirin at 300 nodes against Kirin at 150 into `dir`:
/// `m.jsonl` and `csa/`.
fn play(dir: &Path) {
    let out = run(
        dir,
        &[
            "match",
            "-variant",
            "shogi",
            "-engine",
            &format!("cmd={}", kirin()),
            "name=k300",
            "nodes=300",
            "-engine",
            &format!("cmd={}", kirin()),
            "name=k150",
            "nodes=150",
            "-each",
            "option.USI_Hash=1",
            "-games",
            "2",
            "-rounds",
            "4",
            "-openings",
            "randomplies=6",
            "-maxmoves",
            "120",
            "-out",
            "m.jsonl",
            "-csaout",
            "csa",
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "kirin match failed: {err}");
    // stderr is no terminal here: no bar, but a game line and a plain progress line per
    // game, and no terminal control codes.
    for n in 1..=8 {
        assert!(err.contains(&format!("Finished game {n} of 8 (")), "{err}");
        assert!(
            err.contains(&format!("\n[{n}/8] k300 vs k150: W ")),
            "{err}"
        );
    }
    assert!(!err.contains('\x1b') && !err.contains('\r'), "{err}");
}

#[test]
fn the_page_holds_the_printed_statistics_the_charts_and_the_record_links() {
    let dir = temp_dir("page");
    play(&dir);
    std::fs::create_dir_all(dir.join("pages")).expect("create pages/");
    let sprt = ["-sprt", "elo0=0", "elo1=10", "alpha=0.05", "beta=0.1"];
    let plain = run(&dir, &[&["report"][..], &sprt, &["m.jsonl"]].concat());
    assert!(plain.status.success());
    let printed = String::from_utf8_lossy(&plain.stdout).into_owned();
    assert!(printed.contains("SPRT elo0=0 elo1=10 alpha=0.05 beta=0.1: LLR"));

    let args = [
        &["report", "-html", "pages/r.html", "-csaout", "csa"][..],
        &sprt,
        &["m.jsonl"],
    ]
    .concat();
    let out = run(&dir, &args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The same statistics on stdout with or without the page.
    assert_eq!(String::from_utf8_lossy(&out.stdout), printed);
    let page = std::fs::read_to_string(dir.join("pages/r.html")).expect("the page is written");
    assert!(page.starts_with("<!DOCTYPE html>") && page.trim_end().ends_with("</html>"));
    // Every line kirin report printed is on the page (HTML-escaped).
    let escaped = |l: &str| {
        l.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    for line in printed.lines().filter(|l| !l.trim().is_empty()) {
        assert!(page.contains(&escaped(line)), "page lacks '{line}'");
    }
    // Three charts: Elo intervals, SPRT LLR, Elo over the games; no outside resource.
    assert_eq!(page.matches("<svg").count(), 3, "{page}");
    for chart in [
        "Elo, 95 % interval",
        "SPRT log-likelihood ratio",
        "Elo estimate",
    ] {
        assert!(page.contains(chart), "no '{chart}' chart");
    }
    assert!(page.contains("H0: Elo 0 against H1: Elo 10, alpha 0.05, beta 0.1 (given with -sprt)"));
    for outside in [
        "<script",
        "<link",
        "<img",
        "src=",
        "href=\"http",
        "url(",
        "@import",
    ] {
        assert!(!page.contains(outside), "page refers outside: {outside}");
    }
    // One row per game, each linking its CSA record relative to the page's directory.
    for id in 1..=8 {
        let link = format!("href=\"../csa/game-{id:05}.csa\"");
        assert!(page.contains(&link), "no {link}");
    }
    assert_eq!(page.matches("<a href=").count(), 8);

    // Without -sprt: the default hypothesis, named on the page; no SPRT line printed.
    let out = run(&dir, &["report", "-html", "d.html", "m.jsonl"]);
    assert!(out.status.success());
    assert!(!String::from_utf8_lossy(&out.stdout).contains("SPRT"));
    let page = std::fs::read_to_string(dir.join("d.html")).expect("the page is written");
    assert!(page.contains("H0: Elo 0 against H1: Elo 5, alpha 0.05, beta 0.05 (the default"));
    assert!(!page.contains("<a href="), "links without -csaout");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_report_options_are_refused() {
    let dir = temp_dir("bad");
    for (args, says) in [
        (&["report", "-html"][..], "-html needs a value"),
        (&["report", "-html", "x.html"], "no results file"),
        (
            &["report", "-frobnicate", "m.jsonl"],
            "unknown option '-frobnicate'",
        ),
        (
            &["report", "-sprt", "elo0=5", "elo1=0", "m.jsonl"],
            "elo0 must be smaller",
        ),
        (&["report", "-sprt", "elo0=0", "elo1=x", "m.jsonl"], "elo1"),
        (
            &["report", "-html", "x.html", "missing.jsonl"],
            "cannot read",
        ),
    ] {
        let out = run(&dir, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    assert!(!dir.join("x.html").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
