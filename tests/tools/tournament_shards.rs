//! `kirin match -shard K/N` and `kirin report`, through the real binary with Kirin playing
//! itself at fixed nodes (300 against 150, so that the results vary): the pieces of a split
//! match are the unsplit match game for game and `kirin report` prints its statistics; a
//! piece killed mid-run resumes alone with no game lost or counted twice; conflicting
//! records and files of different matches are refused; a results file written before
//! pieces existed reports the figures its run printed.

use kirin::records::result::GameRecord;
use kirin::tournament::resume;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const PIECES: u64 = 4;

use crate::common::kirin;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kirin-shards-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `kirin match` of 40 games (20 pairs, random openings drawn from the seed), plus `extra`.
fn match_command(out: &Path, extra: &[&str]) -> Command {
    let engine = format!("cmd={}", kirin());
    let mut command = Command::new(kirin());
    command
        .args(["match", "-variant", "shogi"])
        .args(["-engine", &engine, "name=k300", "nodes=300"])
        .args(["-engine", &engine, "name=k150", "nodes=150"])
        .args(["-each", "option.USI_Hash=1", "hangtimeout=30000"])
        .args(["readytimeout=30000", "-games", "2", "-rounds", "20"])
        .args([
            "-openings",
            "randomplies=4",
            "-seed",
            "5",
            "-maxmoves",
            "120",
        ])
        .args(["-ratinginterval", "0", "-out"])
        .arg(out)
        .args(extra);
    command
}

fn succeed(mut command: Command) -> Output {
    let output = command.output().expect("run kirin");
    assert!(
        output.status.success(),
        "{command:?} failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn report(files: &[&Path]) -> Output {
    Command::new(kirin())
        .arg("report")
        .args(files)
        .output()
        .expect("run kirin report")
}

/// What decides a game, thinking times and date left out.
fn game(r: &GameRecord) -> String {
    format!(
        "{} {} {} {:?} {:?} {} {} {:?} {:?} {:?} {}",
        r.id,
        r.round,
        r.pair,
        r.players,
        r.opening,
        r.start_fen,
        r.book_plies,
        r.moves,
        r.result,
        r.ending,
        r.reason
    )
}

/// The games of results files, sorted by id.
fn games(files: &[&Path]) -> Vec<String> {
    let mut records: Vec<GameRecord> = files
        .iter()
        .flat_map(|f| resume::read(f).expect("read results").1)
        .collect();
    records.sort_by_key(|r| r.id);
    records.iter().map(game).collect()
}

fn shard_arg(k: u64) -> String {
    format!("{k}/{PIECES}")
}

#[test]
fn the_pieces_of_a_split_match_are_the_unsplit_match() {
    let dir = temp_dir("split");
    let whole = dir.join("whole.jsonl");
    let unsplit = stdout(&succeed(match_command(&whole, &[])));
    let pieces: Vec<PathBuf> = (1..=PIECES)
        .map(|k| dir.join(format!("piece-{k}.jsonl")))
        .collect();
    for (k, piece) in (1..=PIECES).zip(&pieces) {
        succeed(match_command(piece, &["-shard", &shard_arg(k)]));
        let (header, records) = resume::read(piece).unwrap();
        assert_eq!(header.shard, Some(shard_arg(k)));
        assert!(!records.is_empty());
        // Whole pairs: both colours of an opening are in one piece.
        assert!(records.iter().all(|r| r.pair % PIECES == k - 1));
    }
    let piece_refs: Vec<&Path> = pieces.iter().map(PathBuf::as_path).collect();
    let whole_games = games(&[&whole]);
    assert_eq!(whole_games.len(), 40);
    assert_eq!(games(&piece_refs), whole_games);
    let merged = report(&piece_refs);
    assert!(merged.status.success(), "{merged:?}");
    assert_eq!(stdout(&merged), unsplit);
    assert!(unsplit.contains("games 40  W "), "{unsplit}");
    // The unsplit file merged with its own pieces: every game once.
    let mut all = piece_refs.clone();
    all.push(&whole);
    assert_eq!(stdout(&report(&all)), unsplit);
    // A piece's file resumes only as that piece.
    for extra in [&["-shard", "2/4"][..], &[]] {
        let wrong = match_command(&pieces[0], extra).output().unwrap();
        assert!(!wrong.status.success(), "piece 1/4 resumed with {extra:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_piece_killed_mid_run_resumes_alone() {
    let dir = temp_dir("kill");
    let (reference, killed) = (dir.join("reference.jsonl"), dir.join("killed.jsonl"));
    let shard = ["-shard", "3/4"];
    let uninterrupted = stdout(&succeed(match_command(&reference, &shard)));
    let total = resume::read(&reference).unwrap().1.len();
    let mut child = match_command(&killed, &shard)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Whole lines only: the header and each finished game end with a newline.
    let recorded = || {
        std::fs::read_to_string(&killed).map_or(0, |t| t.matches('\n').count().saturating_sub(1))
    };
    let deadline = Instant::now() + Duration::from_secs(120);
    while recorded() < 2 && child.try_wait().unwrap().is_none() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    // Killed in the middle: still running, some of its games recorded and not all.
    assert!(
        child.try_wait().unwrap().is_none(),
        "the piece ended before it could be killed"
    );
    let _ = child.kill(); // SIGKILL; its engines see end of input and quit
    let _ = child.wait();
    let at_kill = recorded();
    assert!(
        (2..total).contains(&at_kill),
        "{at_kill} of {total} games recorded when killed"
    );
    // Keep a few games and add a torn line, as a kill in the middle of a write leaves it.
    let text = std::fs::read_to_string(&killed).unwrap();
    let lines: Vec<&str> = text.lines().take(3).collect();
    let torn = &text.lines().nth(5).unwrap_or(lines[1])[..30];
    std::fs::write(&killed, format!("{}\n{torn}", lines.join("\n"))).unwrap();
    let resumed = succeed(match_command(&killed, &shard));
    let messages = String::from_utf8_lossy(&resumed.stderr);
    assert!(
        messages.contains(&format!("2 of {total} games already played")),
        "{messages}"
    );
    assert_eq!(stdout(&resumed), uninterrupted);
    let (_, records) = resume::read(&killed).unwrap();
    assert_eq!(records.len(), total, "a game lost or recorded twice");
    assert_eq!(games(&[&killed]), games(&[&reference]));
    assert_eq!(stdout(&report(&[&killed])), uninterrupted);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A results file written by `kirin match` before `-shard` existed (8 games: Kirin at 300
/// nodes as kirin-a against 150 nodes as kirin-b, 4 rounds, -maxmoves 80), and what that
/// run printed at its end.
const OLD_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/match-results-v1.jsonl"
);
const OLD_SUMMARY: &str = "\
Games: 8  errors: 0
kirin-a vs kirin-b:
  games 8  W 1 D 6 L 1  score 50.0%  draws 75.0%
  Elo +0.0 +/- 125.6 [-125.6, +125.6] (95%, trinomial)
  LOS 50.0%
  pairs 4  pentanomial [LL 0, LD 1, DD/WL 2, WD 1, WW 0]  Elo +0.0 +/- 125.6 [-125.6, +125.6] (95%, pentanomial)
Endings:
      6  move_cap: move cap of 80 plies
      2  rules: checkmate

";

#[test]
fn an_older_results_file_reports_what_its_run_printed() {
    let old = Path::new(OLD_FILE);
    let output = report(&[old]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(stdout(&output), OLD_SUMMARY);
    // The same file twice: each game once.
    assert_eq!(stdout(&report(&[old, old])), OLD_SUMMARY);
}

#[test]
fn conflicting_records_and_different_matches_are_refused() {
    let dir = temp_dir("conflict");
    let text = std::fs::read_to_string(OLD_FILE).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    // Game id 3 with another result (the first of its results flipped).
    let game_3 = lines
        .iter()
        .position(|l| l.starts_with("{\"id\":3,"))
        .unwrap();
    let result = ["1-0", "0-1", "1/2-1/2"]
        .into_iter()
        .find(|r| lines[game_3].contains(&format!("\"result\":\"{r}\"")))
        .unwrap();
    let other = if result == "1-0" { "0-1" } else { "1-0" };
    let flipped = lines[game_3].replace(
        &format!("\"result\":\"{result}\""),
        &format!("\"result\":\"{other}\""),
    );
    let conflicting = dir.join("conflicting.jsonl");
    std::fs::write(&conflicting, format!("{}\n{flipped}\n", lines[0])).unwrap();
    let output = report(&[Path::new(OLD_FILE), &conflicting]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    for word in ["game id 3", OLD_FILE, &conflicting.display().to_string()] {
        assert!(error.contains(word), "'{word}' not in: {error}");
    }
    // Another match: another fingerprint in the header.
    lines[0] = lines[0].replace("\"fingerprint\":\"", "\"fingerprint\":\"0");
    let other = dir.join("other.jsonl");
    std::fs::write(&other, lines.join("\n") + "\n").unwrap();
    let output = report(&[Path::new(OLD_FILE), &other]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("different matches"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}
