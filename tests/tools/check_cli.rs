//! `kirin check` through the real binary: Kirin passes its own check in every protocol,
//! and each mode of the broken engine (tests/engines/broken_engine.py) fails the check it
//! breaks (1 handshake, 2 isready, 3 go, 4 and 5 stop, 6 ponderhit, 7 bad input, 8 quit)
//! with the FAIL line that names the reason and the exit status of a required or an
//! optional check, while the checks that mode does not break still pass.

use std::process::Command;

use crate::common::kirin;

fn broken_engine() -> String {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/engines/broken_engine.py"
    )
    .to_string()
}

/// Runs `kirin check ARGS`; returns the exit status and stdout.
fn check(args: &[&str]) -> (i32, String) {
    let output = Command::new(kirin())
        .arg("check")
        .args(args)
        .output()
        .expect("kirin runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    (
        output.status.code().unwrap_or(-1),
        format!("{stdout}{stderr}"),
    )
}

/// The result word of the table row of check `name`.
fn table_result<'a>(out: &'a str, name: &str) -> Option<&'a str> {
    let table = out.rsplit_once("\ncheck ")?.1;
    table.lines().find(|l| l.starts_with(name)).map(|l| {
        let rest = l[name.len()..].trim_start();
        let rest = rest.split_once("  ").map_or(rest, |(_, r)| r).trim_start();
        rest.split("  ").next().unwrap_or("").trim()
    })
}

fn assert_kirin_passes(dialect: &str, required_rows: usize) {
    let (code, out) = check(&[dialect, kirin()]);
    assert_eq!(code, 0, "{out}");
    let summary = format!("required {required_rows}/{required_rows} PASS");
    assert!(out.contains(&summary), "{out}");
    assert!(!out.lines().any(|l| l.starts_with("FAIL")), "{out}");
    for row in [
        "1 handshake",
        "2 isready",
        "4 isready, stop in search",
        "8 quit in search",
    ] {
        assert_eq!(table_result(&out, row), Some("PASS"), "{row}: {out}");
    }
    assert!(out.contains("id name Kirin"), "{out}");
}

#[test]
fn kirin_passes_its_own_usi_check() {
    assert_kirin_passes("usi", 6);
}

#[test]
fn kirin_passes_its_own_ucci_check() {
    assert_kirin_passes("ucci", 6);
}

#[test]
fn kirin_passes_its_own_uci_check() {
    assert_kirin_passes("uci", 6);
}

#[test]
fn an_engine_that_never_answers_isready_fails_check_2() {
    let engine = broken_engine();
    let (code, out) = check(&["usi", "-readytimeout", "2000", &engine, "noready"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("PASS           1 handshake: usiok"), "{out}");
    assert!(
        out.contains("FAIL           2 isready: no readyok within 2000 ms"),
        "{out}"
    );
    // The exchange that showed it, and the later checks stopped rather than retried.
    assert!(out.contains("                 > isready\n"), "{out}");
    assert!(
        out.contains("not run: the engine does not answer isready (check 2)"),
        "{out}"
    );
}

#[test]
fn an_engine_that_exits_on_stop_fails_the_stop_checks_only() {
    let engine = broken_engine();
    let (code, out) = check(&["usi", &engine, "exitonstop"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "FAIL           4 isready, stop in search: engine exited (stdout closed) \
             (awaiting bestmove after stop)"
        ),
        "{out}"
    );
    assert!(
        out.contains("FAIL           5 stop when idle: engine exited"),
        "{out}"
    );
    for row in [
        "1 handshake",
        "2 isready",
        "3 go byoyomi (startpos)",
        "3 go binc/winc (3 moves)",
    ] {
        assert_eq!(table_result(&out, row), Some("PASS"), "{row}: {out}");
    }
    assert_eq!(
        table_result(&out, "8 quit in search"),
        Some("PASS"),
        "{out}"
    );
    assert_eq!(
        table_result(&out, "6 ponderhit"),
        Some("NOT SUPPORTED"),
        "{out}"
    );
}

#[test]
fn an_engine_that_prints_garbage_instead_of_a_move_fails_every_go() {
    let engine = broken_engine();
    for dialect in ["usi", "uci"] {
        let (code, out) = check(&[dialect, &engine, "garbage"]);
        assert_eq!(code, 1, "{out}");
        let start = if dialect == "usi" {
            "3 go byoyomi (startpos)"
        } else {
            "3 go wtime/btime (startpos)"
        };
        let line = format!("FAIL           {start}: bestmove ??? is not legal here");
        assert!(out.contains(&line), "{out}");
        assert!(out.contains("                 < bestmove ???\n"), "{out}");
        assert_eq!(table_result(&out, "2 isready"), Some("PASS"), "{out}");
        assert_eq!(table_result(&out, "7 bad input"), Some("PASS"), "{out}");
    }
}

#[test]
fn an_engine_without_id_name_or_with_a_malformed_option_fails_check_1() {
    let engine = broken_engine();
    for (mode, reason) in [
        ("noidname", "no 'id name' before usiok"),
        (
            "badoption",
            "1 malformed option line(s), first 'option name Hash default 16 min 1 max \
             1024': no 'type' field",
        ),
    ] {
        let (code, out) = check(&["usi", &engine, mode]);
        assert_eq!(code, 1, "{mode}: {out}");
        assert!(
            out.contains(&format!("FAIL           1 handshake: {reason}\n")),
            "{mode}: {out}"
        );
        assert_eq!(
            table_result(&out, "2 isready"),
            Some("PASS"),
            "{mode}: {out}"
        );
    }
}

#[test]
fn an_engine_that_answers_ponderhit_with_junk_fails_check_6_only_on_the_hit() {
    let engine = broken_engine();
    for (dialect, reason) in [
        ("usi", "malformed USI move '???'"),
        ("uci", "malformed move '???' (expected e.g. h2e2)"),
    ] {
        let (code, out) = check(&[dialect, &engine, "badponder"]);
        // Pondering is optional: the engine still passes as a whole.
        assert_eq!(code, 0, "{dialect}: {out}");
        assert!(
            out.contains(&format!(
                "FAIL           6 ponderhit: bestmove ??? is not legal here ({reason})"
            )),
            "{dialect}: {out}"
        );
        assert_eq!(
            table_result(&out, "6 ponder miss (stop)"),
            Some("PASS"),
            "{dialect}: {out}"
        );
        assert!(out.contains("optional 6 PASS, 1 FAIL"), "{dialect}: {out}");
    }
}

#[test]
fn an_engine_that_dies_on_bytes_that_are_not_utf8_fails_check_7() {
    let (code, out) = check(&["usi", &broken_engine(), "strictutf8"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "FAIL           7 bad input: after bytes that are not UTF-8: engine exited \
             (stdout closed) (awaiting readyok)"
        ),
        "{out}"
    );
    assert!(out.contains("optional 4 PASS, 1 FAIL"), "{out}");
}

#[test]
fn an_engine_that_ignores_quit_in_a_search_fails_check_8() {
    let (code, out) = check(&["usi", &broken_engine(), "noquit"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("FAIL           8 quit in search: still running 3000 ms after quit"),
        "{out}"
    );
    assert_eq!(table_result(&out, "7 bad input"), Some("PASS"), "{out}");
    assert!(out.contains("required 5/6 PASS"), "{out}");
}

#[test]
fn usage_mistakes_exit_2_and_help_exits_0() {
    let (code, out) = check(&["xboard", "prog"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("unknown protocol 'xboard'"), "{out}");
    let (code, out) = check(&["usi", "/nonexistent/engine"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("FAIL           1 handshake: cannot start"),
        "{out}"
    );
    let (code, out) = check(&["--help"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("usage: kirin check usi|ucci|uci"), "{out}");
}
