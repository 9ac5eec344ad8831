//! `kirin match` speaking xboard (CECP, the runner's `cecp` client) to its engines, Kirin
//! itself as both (it answers xboard when its first line is `xboard`), in shogi and in
//! xiangqi: every game completes without an error, each move is legal, each result is the
//! one the rules give the final position (or the move cap's draw), and the games are move
//! for move the ones the same engines play over the game's own protocol at the same fixed
//! depths, whose search does not depend on the protocol.

use kirin::game::{Game, Outcome};
use kirin::records::result::{Ending, GameRecord, GameResult};
use kirin::tournament::resume;
use std::path::PathBuf;
use std::process::Command;

/// The move cap of the matches, in plies.
const MAX_PLIES: usize = 300;

use crate::common::kirin;

/// Plays Kirin at depth 4 against Kirin at depth 1 over `proto`: 4 games (2 rounds, colours
/// swapped) from random openings. Returns the records and the summary on stdout.
fn play(variant: &str, proto: &str) -> (Vec<GameRecord>, String) {
    let dir = std::env::temp_dir().join(format!("kirin-cecp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out: PathBuf = dir.join(format!("{variant}-{proto}.jsonl"));
    let _ = std::fs::remove_file(&out);
    let engine = format!("cmd={}", kirin());
    let proto = format!("proto={proto}");
    let output = Command::new(kirin())
        .args(["match", "-variant", variant])
        .args(["-engine", &engine, "name=deep", &proto, "depth=4"])
        .args(["-engine", &engine, "name=shallow", &proto, "depth=1"])
        .args(["-games", "2", "-rounds", "2", "-openings", "randomplies=4"])
        .args(["-seed", "1", "-maxmoves", &MAX_PLIES.to_string()])
        .args(["-ratinginterval", "0", "-out"])
        .arg(&out)
        .output()
        .expect("kirin match runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{variant} {proto}: {stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let (_, records) = resume::read(&out).expect("the results file");
    let _ = std::fs::remove_file(&out);
    (records, stdout)
}

/// Replays `record` with the rules of `G`: every move legal, and the result the one the
/// final position gives (the side to move there mated, or a draw by the rules), or the
/// move cap's draw after exactly the cap.
fn assert_legal_result<G: Game>(record: &GameRecord) {
    let what = format!("game {} ({} plies)", record.id + 1, record.moves.len());
    let mut position = G::from_fen(&record.start_fen).unwrap_or_else(|_| panic!("{what}"));
    // The first player moves first from the start position.
    let first = position.side_to_move();
    for m in &record.moves {
        let mv = position
            .parse_move(m)
            .unwrap_or_else(|_| panic!("{what}: illegal move {m}"));
        position.make(mv);
    }
    match record.ending {
        Ending::Rules => {
            let verdict = position
                .terminal()
                .unwrap_or_else(|| panic!("{what}: the rules do not end the game here"));
            let mover_is_first = position.side_to_move() == first;
            let expected = match verdict.outcome {
                Outcome::Draw => GameResult::Draw,
                Outcome::Loss if mover_is_first => GameResult::SecondWins,
                Outcome::Win if !mover_is_first => GameResult::SecondWins,
                _ => GameResult::FirstWins,
            };
            assert_eq!(record.result, expected, "{what}: {}", verdict.reason);
        }
        Ending::MoveCap => {
            assert_eq!(record.moves.len(), MAX_PLIES, "{what}");
            assert_eq!(record.result, GameResult::Draw, "{what}");
        }
        other => panic!("{what}: ended by {other:?} ({})", record.reason),
    }
}

/// The xboard match of `variant` against the same match over `native`.
fn xboard_plays_the_games_of(variant: &str, native: &str) -> Vec<GameRecord> {
    let (xboard, summary) = play(variant, "xboard");
    assert!(summary.contains("Games: 4  errors: 0"), "{summary}");
    assert_eq!(xboard.len(), 4, "{summary}");
    let (reference, _) = play(variant, native);
    let game = |r: &GameRecord| {
        (
            r.id,
            r.players.clone(),
            r.start_fen.clone(),
            r.moves.clone(),
            r.result,
            r.ending,
            r.reason.clone(),
        )
    };
    let mut xboard_games: Vec<_> = xboard.iter().map(game).collect();
    let mut native_games: Vec<_> = reference.iter().map(game).collect();
    xboard_games.sort_by_key(|g| g.0);
    native_games.sort_by_key(|g| g.0);
    assert_eq!(
        xboard_games, native_games,
        "{variant}: xboard against {native}"
    );
    xboard
}

#[test]
fn a_shogi_match_over_xboard_completes_with_legal_results() {
    for record in xboard_plays_the_games_of("shogi", "usi") {
        assert_legal_result::<kirin::shogi::Position>(&record);
    }
}

#[test]
fn a_xiangqi_match_over_xboard_completes_with_legal_results() {
    for record in xboard_plays_the_games_of("xiangqi", "ucci") {
        assert_legal_result::<kirin::xiangqi::Position>(&record);
    }
}
