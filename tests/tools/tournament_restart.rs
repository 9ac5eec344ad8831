//! `kirin match` with the engine key `restart=on|off`, through the real binary: with on,
//! every game is played by a process of its own; with off (the default), one process per
//! engine plays all its games. The engines are tests/engines/pid_engine.py, which log
//! their PID and the games begun in that process (cshogi from scripts/install-deps.sh).

use crate::common::kirin;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Games of each run: two rounds of a colour-swapped pair.
const GAMES: usize = 4;

fn pid_engine() -> &'static str {
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/engines/pid_engine.py")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kirin-restart-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Plays a short two-engine match with the given `-each` keys; each engine logs to
/// DIR/a.log and DIR/b.log.
fn run(dir: &Path, each: &[&str]) -> Output {
    let mut args: Vec<String> = vec!["match".into(), "-variant".into(), "shogi".into()];
    for name in ["a", "b"] {
        args.extend([
            "-engine".into(),
            format!("cmd={}", pid_engine()),
            format!("arg={}", dir.join(format!("{name}.log")).display()),
            format!("name={name}"),
        ]);
    }
    args.push("-each".into());
    args.extend(each.iter().map(|k| k.to_string()));
    args.extend(
        [
            "depth=1",
            "readytimeout=15000",
            "-games",
            "2",
            "-rounds",
            "2",
            "-maxmoves",
            "8",
            "-ratinginterval",
            "0",
        ]
        .map(String::from),
    );
    Command::new(kirin())
        .args(&args)
        .output()
        .expect("run kirin match")
}

/// The `(pid, games begun in that process)` lines an engine logged.
fn log(dir: &Path, name: &str) -> Vec<(u32, u32)> {
    let text = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap();
    text.lines()
        .map(|line| {
            let (pid, n) = line.split_once(' ').unwrap();
            (pid.parse().unwrap(), n.parse().unwrap())
        })
        .collect()
}

fn played(dir: &Path, each: &[&str]) -> [Vec<(u32, u32)>; 2] {
    let output = run(dir, each);
    assert!(
        output.status.success(),
        "kirin match failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    [log(dir, "a"), log(dir, "b")]
}

#[test]
fn restart_on_starts_a_process_for_every_game() {
    let dir = temp_dir("on");
    for lines in played(&dir, &["restart=on"]) {
        assert_eq!(lines.len(), GAMES, "{lines:?}");
        let pids: HashSet<u32> = lines.iter().map(|&(pid, _)| pid).collect();
        assert_eq!(pids.len(), GAMES, "a process played two games: {lines:?}");
        assert!(lines.iter().all(|&(_, n)| n == 1), "{lines:?}");
    }
}

#[test]
fn restart_off_and_the_default_keep_one_process() {
    for (name, each) in [("off", &["restart=off"][..]), ("default", &[][..])] {
        let dir = temp_dir(name);
        for lines in played(&dir, each) {
            let expected: Vec<u32> = (1..=GAMES as u32).collect();
            let counts: Vec<u32> = lines.iter().map(|&(_, n)| n).collect();
            assert_eq!(counts, expected, "{name}: {lines:?}");
            let pids: HashSet<u32> = lines.iter().map(|&(pid, _)| pid).collect();
            assert_eq!(
                pids.len(),
                1,
                "{name}: the process was restarted: {lines:?}"
            );
        }
    }
}

#[test]
fn a_bad_restart_value_is_refused() {
    let dir = temp_dir("bad");
    let output = run(&dir, &["restart=sometimes"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("restart=sometimes (on or off)"), "{stderr}");
    assert!(!dir.join("a.log").exists(), "an engine was started");
}
