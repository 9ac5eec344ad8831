//! The xboard dialect (CECP 2) through the built binary, as XBoard 4.9 drives an engine:
//! the handshake, a game of each variant with `usermove`, `go` and the clocks, `setboard`,
//! `undo` / `remove`, `ping`, `?`, analysis, bad input, and the result claims the engine
//! makes when its rules end the game. Every line the engine prints must be a CECP line.

use crate::common::protocol::{Dialect, Engine};
use kirin::core::MoveList;
use kirin::game::{Game, GenKind};
use kirin::records::notation;
use std::time::Duration;

/// A started xboard session: `xboard`, `protover 2`, up to `feature done=1`.
fn start() -> Engine {
    Engine::start(Dialect::Xboard).0
}

/// Plays an XBoard-notation move on `position` (it must be legal there).
fn play<G: Game>(position: &mut G, xboard: &str, to_wire: fn(&str) -> Result<String, String>) {
    let wire = to_wire(xboard).unwrap_or_else(|e| panic!("{xboard}: {e}"));
    let m = position
        .parse_move(&wire)
        .unwrap_or_else(|e| panic!("engine move {xboard} ({wire}) illegal: {e}"));
    position.make(m);
}

/// Some legal move of `position`, in XBoard notation.
fn a_legal_move<G: Game>(position: &G, to_xboard: fn(&str) -> String) -> String {
    let mut moves = MoveList::new();
    position.generate(GenKind::All, &mut moves);
    let first = moves.iter().next().expect("a legal move");
    to_xboard(&G::format_move(first))
}

#[test]
fn handshake_declares_both_variants() {
    let mut e = start();
    let features = e
        .transcript
        .iter()
        .filter(|l| l.starts_with("< feature"))
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    for f in [
        "variants=\"shogi,xiangqi\"",
        "setboard=1",
        "usermove=1",
        "ping=1",
        "sigint=0",
        "sigterm=0",
        "colors=0",
        "analyze=1",
        "myname=\"Kirin",
    ] {
        assert!(features.contains(f), "{f} missing in {features}");
    }
    // XBoard's answers and settings before a game: nothing to say but the pong.
    for line in [
        "accepted setboard",
        "accepted usermove",
        "rejected draw",
        "new",
        "random",
        "variant shogi",
        "level 40 5 0",
        "post",
        "hard",
        "easy",
        "computer",
        "name gnushogi",
    ] {
        e.send(line);
    }
    assert!(e.ping(1).is_empty(), "{:?}", e.transcript);
    e.quit();
}

#[test]
fn a_shogi_game_with_usermove_go_and_clocks() {
    let mut e = start();
    let mut position = kirin::shogi::Position::startpos();
    e.send("new");
    e.send("variant shogi");
    e.send("level 0 0:05 0");
    e.send("post");
    e.send("time 500");
    e.send("otim 500");
    // After `new` the engine plays the second side: the user's move makes it think.
    e.send("usermove c3c4");
    play(&mut position, "c3c4", notation::shogi_move_in);
    for _ in 0..3 {
        let reply = e.next_move();
        play(&mut position, &reply, notation::shogi_move_in);
        let ours = a_legal_move(&position, notation::shogi_move_out);
        play(&mut position, &ours, notation::shogi_move_in);
        e.send("time 450");
        e.send("otim 450");
        e.send(&format!("usermove {ours}"));
    }
    let reply = e.next_move();
    play(&mut position, &reply, notation::shogi_move_in);
    e.send("result * {adjourned}");
    assert!(e.ping(1).is_empty());
    e.quit();
}

#[test]
fn a_xiangqi_game_where_the_engine_moves_first() {
    let mut e = start();
    let mut position = kirin::xiangqi::Position::startpos();
    e.send("new");
    e.send("variant xiangqi");
    e.send("sd 3");
    e.send("force");
    e.send("go");
    for _ in 0..3 {
        let reply = e.next_move();
        play(&mut position, &reply, notation::xiangqi_move_in);
        let ours = a_legal_move(&position, str::to_string);
        play(&mut position, &ours, notation::xiangqi_move_in);
        e.send(&format!("usermove {ours}"));
    }
    let reply = e.next_move();
    assert!(
        reply.as_bytes()[1].is_ascii_digit() && reply.len() == 4,
        "ranks 0-9: {reply}"
    );
    play(&mut position, &reply, notation::xiangqi_move_in);
    // Back to shogi in the same process.
    e.send("new");
    e.send("variant shogi");
    e.send("sd 2");
    e.send("go");
    let first = e.next_move();
    play(
        &mut kirin::shogi::Position::startpos(),
        &first,
        notation::shogi_move_in,
    );
    e.quit();
}

#[test]
fn setboard_and_result_claims() {
    let mut e = start();
    // The engine mates: a gold drop in front of the king, the pawn guarding it.
    e.send("new");
    e.send("variant shogi");
    e.send("setboard 4k4/9/4P4/9/9/9/9/9/4K4[G] w 0 1");
    e.send("sd 3");
    e.send("go");
    assert_eq!(e.next_move(), "G@e8");
    let (_, result) = e.read_up_to(|l| l.contains('{'));
    assert_eq!(result, "1-0 {checkmate}");
    // The user mates in xiangqi, in force mode: the claim still comes.
    e.send("new");
    e.send("variant xiangqi");
    e.send("force");
    e.send("setboard 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
    assert!(e.ping(1).is_empty());
    e.send("usermove b0b9");
    e.send("ping 2");
    let (_, claim) = e.read_up_to(|l| l.contains('{'));
    assert!(claim.starts_with("1-0 {"), "{claim}");
    e.read_up_to(|l| l == "pong 2");
    // A bad position is refused and the old one kept.
    e.send("setboard 9/9 w");
    let (_, error) = e.read_up_to(|l| l.starts_with("Error"));
    assert!(error.starts_with("Error (bad position"), "{error}");
    e.quit();
}

#[test]
fn undo_and_remove_take_moves_back() {
    let mut e = start();
    e.send("new");
    e.send("variant shogi");
    e.send("force");
    e.send("usermove c3c4");
    e.send("usermove g7g6");
    e.send("remove");
    // Back at the start: the same moves are legal again.
    e.send("usermove c3c4");
    e.send("undo");
    e.send("usermove c3c4");
    e.send("usermove g7g6");
    assert!(e.ping(1).is_empty(), "{:?}", e.transcript);
    e.send("remove");
    e.send("undo");
    let (_, error) = e.read_up_to(|l| l.starts_with("Error"));
    assert_eq!(error, "Error (no move to take back): undo");
    // After the takebacks the engine plays on from the start.
    e.send("sd 2");
    e.send("go");
    let m = e.next_move();
    play(
        &mut kirin::shogi::Position::startpos(),
        &m,
        notation::shogi_move_in,
    );
    e.quit();
}

#[test]
fn bad_input_is_refused_and_the_engine_plays_on() {
    let mut e = start();
    e.send("new");
    e.send("variant shogi");
    let cases = [
        (
            "frobnicate the board",
            "Error (unknown command): frobnicate the board",
        ),
        ("level 40 x 0", "Error (level needs"),
        ("time soon", "Error (time needs a number): time soon"),
        (
            "variant chess",
            "Error (unsupported variant): variant chess",
        ),
        ("usermove z9z9", "Illegal move"),
        ("usermove c3c5", "Illegal move"),
        ("edit", "Error (edit is not supported"),
        ("\u{1}\u{7f}xyz", "Error (unknown command)"),
    ];
    for (n, (line, expected)) in cases.iter().enumerate() {
        e.send(line);
        let said = e.ping(n as u32 + 1);
        assert_eq!(said.len(), 1, "{line}: {said:?}");
        assert!(said[0].starts_with(expected), "{line}: {said:?}");
    }
    e.send("sd 2");
    e.send("go");
    e.next_move();
    e.quit();
}

#[test]
fn strength_options_are_features_and_weaken_the_moves() {
    let mut e = start();
    for feature in [
        "< feature option=\"Skill Level -spin 20 0 20\"",
        "< feature option=\"UCI_LimitStrength -check 0\"",
        "< feature option=\"UCI_Elo -spin 1500 800 3500\"",
    ] {
        assert!(e.transcript.iter().any(|l| l == feature), "{feature}");
    }
    e.send("accepted option");
    e.send("new");
    e.send("variant shogi");
    let shogi = kirin::protocol::strength::calibration("shogi");
    let (top, elo5) = (shogi.elo[20], shogi.elo[5]);
    let cases = [
        (
            "option Skill Level=10".to_string(),
            "# strength: skill level 10: at most 8192 nodes per move (after depth 1), one \
             thread, moves up to 100 cp below the best"
                .to_string(),
        ),
        (
            "option UCI_Elo=99999".to_string(),
            "# UCI_Elo: 99999 out of range 800..3500, using 3500".to_string(),
        ),
        (
            "option UCI_LimitStrength=1".to_string(),
            format!(
                "# strength: full (UCI_Elo 3500 is at or above full strength, {top}, on the \
                 shogi scale)"
            ),
        ),
        (
            "option UCI_LimitStrength=maybe".to_string(),
            "Error (UCI_LimitStrength: expected true or false, got 'maybe'): option \
             UCI_LimitStrength=maybe"
                .to_string(),
        ),
        (
            "option Frobnicate=1".to_string(),
            "Error (unknown option): option Frobnicate=1".to_string(),
        ),
        (
            format!("option UCI_Elo={elo5}"),
            format!(
                "# strength: UCI_Elo {elo5} is skill level 5.00 on the shogi scale: at most \
                 1024 nodes per move (after depth 1), one thread, moves up to 150 cp below \
                 the best"
            ),
        ),
    ];
    for (n, (line, expected)) in cases.iter().enumerate() {
        e.send(line);
        assert_eq!(
            e.ping(n as u32 + 1),
            std::slice::from_ref(expected),
            "{line}"
        );
    }
    // A game move at UCI_Elo's level, which wins over Skill Level while the limit is on:
    // legal, from a search that stops on level 5's budget of 1024 nodes (depth 1 of the
    // start position costs less), not on Skill Level 10's 8192.
    e.send("post");
    e.send("sd 30");
    e.send("go");
    let (thinking, line) = e.read_up_to(|l| l.starts_with("move "));
    play(
        &mut kirin::shogi::Position::startpos(),
        &line["move ".len()..],
        notation::shogi_move_in,
    );
    let nodes: u64 = thinking
        .last()
        .and_then(|t| t.split_whitespace().nth(3))
        .and_then(|n| n.parse().ok())
        .expect("a thinking line");
    assert!((1024..=1027).contains(&nodes), "{nodes} nodes at level 5");
    e.quit();
}

#[test]
fn move_now_and_analysis() {
    let mut e = start();
    e.send("new");
    e.send("variant xiangqi");
    e.send("st 100");
    e.send("post");
    e.send("go");
    std::thread::sleep(Duration::from_millis(300));
    e.send("?");
    let started = std::time::Instant::now();
    e.next_move();
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "? answered late"
    );
    e.send("force");
    e.send("analyze");
    e.read_up_to(|l| l.split_whitespace().count() >= 5);
    e.send("usermove h2e2");
    e.send(".");
    e.send("exit");
    e.ping(1);
    e.quit();
}

#[test]
fn random_command_streams_leave_the_engine_answering() {
    // Lines built from CECP's words, moves of both games, numbers and junk, in any
    // order: every reply must be a CECP line, and `ping` must be answered after each
    // batch (the engine neither dies nor stops reading).
    let words = [
        "new",
        "force",
        "go",
        "playother",
        "undo",
        "remove",
        "?",
        "post",
        "nopost",
        "hard",
        "easy",
        "analyze",
        "exit",
        ".",
        "draw",
        "random",
        "computer",
        "result 1-0 {x}",
        "variant shogi",
        "variant xiangqi",
        "variant chess",
        "variant",
        "level 0 0:01 0",
        "level 40 x",
        "st 0.05",
        "st",
        "sd 2",
        "sd -4",
        "time 10",
        "otim 99999999999999999",
        "time -5",
        "memory 1",
        "cores 1",
        "usermove c3c4",
        "usermove h2e2",
        "usermove P@e5",
        "usermove",
        "c3c4",
        "h2e2",
        "setboard",
        "setboard 4k4/9/9/9/9/9/9/9/4K4[P] w 0 1",
        "setboard 3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        "setboard x y z",
        "protover 2",
        "xboard",
        "accepted usermove",
        "ping",
        "edit",
        "\u{0}\u{ff}",
        "usermove c3c4=",
    ];
    let mut rng = kirin::core::Rng::new(29);
    let mut e = start();
    for batch in 0..12u32 {
        for _ in 0..25 {
            let line = words[rng.below(words.len() as u64) as usize];
            e.send(line);
        }
        // A search may be running: stop it so that the batch ends promptly.
        e.send("force");
        e.ping(batch + 1);
    }
    // Analysis (if a batch left it on) goes on through `new` until `exit`.
    e.send("exit");
    e.send("new");
    e.send("variant shogi");
    e.send("st 0.05");
    e.send("sd 2");
    e.send("go");
    e.next_move();
    e.quit();
}
