//! `kirin match` against misbehaving engines, through the real binary: each kind of
//! misbehaviour loses its game with the right ending and reason, the run goes on to the
//! end, and the well-behaved engine never loses by an error. The engines are the small
//! Python programs in tests/engines/ (cshogi and pyffish from scripts/install-deps.sh
//! give them their legal moves).

use crate::common::kirin;
use kirin::records::result::{Ending, GameRecord};
use std::path::{Path, PathBuf};
use std::process::Command;

fn fake_engine() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/engines/fake_engine.py").to_string()
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kirin-tournament-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a gauntlet of the well-behaved engine against one engine per mode, returns the
/// records and the runner's stdout.
fn gauntlet(variant: &str, modes: &[&str], dir: &Path) -> (Vec<GameRecord>, String) {
    let out = dir.join("results.jsonl");
    let mut args: Vec<String> = vec!["match".into(), "-variant".into(), variant.into()];
    for mode in std::iter::once(&"random").chain(modes) {
        args.extend([
            "-engine".into(),
            format!("cmd={}", fake_engine()),
            format!("arg={mode}"),
            format!("name={mode}"),
        ]);
    }
    // Generous clocks: the test machine is shared and Python starts slowly under load.
    // The oversleeping engine sleeps far longer than st + margin.
    args.extend(
        [
            "-each",
            "st=3",
            "timemargin=5000",
            "readytimeout=15000",
            "-tournament",
            "gauntlet",
            "-games",
            "2",
            "-concurrency",
            "2",
            "-maxmoves",
            "30",
            "-ratinginterval",
            "0",
            "-out",
        ]
        .map(String::from),
    );
    args.push(out.display().to_string());
    let output = Command::new(kirin())
        .args(&args)
        .output()
        .expect("run kirin match");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "kirin match failed: {}\n{stdout}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let records = text
        .lines()
        .skip(1)
        .map(|l| GameRecord::from_json(l).unwrap())
        .collect();
    (records, stdout)
}

fn check(records: &[GameRecord], expected: &[(&str, Option<Ending>)]) {
    assert_eq!(
        records.len(),
        expected.len() * 2,
        "every game of the gauntlet was played"
    );
    for (mode, ending) in expected {
        let games: Vec<&GameRecord> = records
            .iter()
            .filter(|r| r.players.contains(&mode.to_string()))
            .collect();
        assert_eq!(games.len(), 2, "{mode}");
        for g in games {
            let side = g.players.iter().position(|p| p == mode).unwrap();
            let random_side = 1 - side;
            // The well-behaved engine never loses by an error.
            assert!(
                !(g.ending.is_error() && g.result.half_points(random_side) == 0),
                "{mode}: the good engine lost by {:?} ({})",
                g.ending,
                g.reason
            );
            match ending {
                Some(e) => {
                    assert_eq!(g.ending, *e, "{mode}: {}", g.reason);
                    assert_eq!(
                        g.result.half_points(side),
                        0,
                        "{mode} must lose: {}",
                        g.reason
                    );
                    assert!(!g.reason.is_empty());
                }
                None => assert!(
                    !g.ending.is_error(),
                    "{mode} must not lose by an error: {}",
                    g.reason
                ),
            }
        }
    }
}

#[test]
fn shogi_misbehaviour_loses_with_the_reason_and_the_run_goes_on() {
    let dir = temp_dir("shogi");
    let expected = [
        ("illegal", Some(Ending::IllegalMove)),
        ("oversleep", Some(Ending::TimeForfeit)),
        ("crash", Some(Ending::Crash)),
        ("garbage", Some(Ending::IllegalMove)),
        ("falsewin", Some(Ending::FalseDeclaration)),
        ("nomove", Some(Ending::NoMove)),
        ("hangready", Some(Ending::Unresponsive)),
        ("flood", None),
    ];
    let modes: Vec<&str> = expected.iter().map(|(m, _)| *m).collect();
    let (records, stdout) = gauntlet("shogi", &modes, &dir);
    check(&records, &expected);
    assert!(
        records.iter().any(|r| r.reason.contains("5e5d")),
        "the illegal move is quoted"
    );
    assert!(stdout.contains("errors: 14"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn xiangqi_misbehaviour_loses_with_the_reason_and_the_run_goes_on() {
    let dir = temp_dir("xiangqi");
    let expected = [
        ("illegal", Some(Ending::IllegalMove)),
        ("crash", Some(Ending::Crash)),
        ("garbage", Some(Ending::IllegalMove)),
        ("nomove", Some(Ending::NoMove)),
    ];
    let modes: Vec<&str> = expected.iter().map(|(m, _)| *m).collect();
    let (records, _) = gauntlet("xiangqi", &modes, &dir);
    check(&records, &expected);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Sente's king on 9a with exactly 10 other pieces in the zone and 28 points (rook and
/// bishop 5, other pieces 1, counting the hand and the pieces in the zone), not in check:
/// it may declare a win under the CSA 27-point entering-king rule.
const DECLARABLE: &str =
    "K+N5+L1/G+L+P+B1+R+P2/3+P2G2/9/2+p+n5/3s2+ss1/3+p+p1+s1+r/7g+n/6g+nk b 2L8Pb4p 1";

#[test]
fn entering_king_declarations_are_verified() {
    let dir = temp_dir("declare");
    let book = dir.join("book.txt");
    std::fs::write(&book, format!("{DECLARABLE}\n")).unwrap();
    let out = dir.join("results.jsonl");
    let engine = fake_engine();
    let status = Command::new(kirin())
        .args(["match", "-variant", "shogi"])
        .args([
            "-engine",
            &format!("cmd={engine}"),
            "arg=declare",
            "name=declarer",
        ])
        .args([
            "-engine",
            &format!("cmd={engine}"),
            "arg=random",
            "name=random",
        ])
        .args([
            "-each",
            "st=3",
            "timemargin=5000",
            "readytimeout=15000",
            "-games",
            "2",
        ])
        .args([
            "-openings",
            &format!("file={}", book.display()),
            "-ratinginterval",
            "0",
        ])
        .args(["-out", &out.display().to_string()])
        .output()
        .expect("run kirin match");
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let records: Vec<GameRecord> = text
        .lines()
        .skip(1)
        .map(|l| GameRecord::from_json(l).unwrap())
        .collect();
    assert_eq!(records.len(), 2);
    // As Sente it declares at once, with the conditions met: a win.
    let as_sente = records.iter().find(|r| r.players[0] == "declarer").unwrap();
    assert_eq!(as_sente.ending, Ending::Declaration, "{}", as_sente.reason);
    assert_eq!(as_sente.result.half_points(0), 2);
    assert!(as_sente.moves.is_empty());
    // As Gote (same opening, colours swapped) it declares without the conditions: a loss.
    let as_gote = records.iter().find(|r| r.players[1] == "declarer").unwrap();
    assert_eq!(
        as_gote.ending,
        Ending::FalseDeclaration,
        "{}",
        as_gote.reason
    );
    assert_eq!(as_gote.result.half_points(1), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A CECP engine whose `feature variants` lacks the match's game (HaChu declares chu and
/// its relatives but no `shogi`) stops the match before the first game, with the
/// engine's name and list in the reason, instead of forfeiting every game.
#[test]
fn a_cecp_engine_without_the_variant_is_refused_before_any_game() {
    let dir = temp_dir("variants");
    let out = dir.join("results.jsonl");
    let chu_only = r#"while read -r line; do case "$line" in protover*) echo 'feature variants="chu,sho" ping=1 done=1';; ping*) echo "pong ${line#ping }";; quit) exit 0;; esac; done"#;
    let output = Command::new(kirin())
        .args(["match", "-variant", "shogi", "-engine"])
        .arg(format!("cmd={}", fake_engine()))
        .args(["arg=random", "name=random", "-engine", "cmd=sh", "arg=-c"])
        .arg(format!("arg={chu_only}"))
        .args([
            "name=chu-only",
            "proto=xboard",
            "-each",
            "st=1",
            "-games",
            "2",
            "-out",
        ])
        .arg(&out)
        .output()
        .expect("run kirin match");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(
            "chu-only: cannot play this match: it does not play shogi (its variants: chu,sho)"
        ),
        "{stderr}"
    );
    let played = std::fs::read_to_string(&out).map_or(0, |t| t.lines().skip(1).count());
    assert_eq!(played, 0, "no game is recorded");
}
