//! The referee's rules, to the millisecond: clocks, endings, agreement.

use super::*;
use crate::csa::server::start::Start;

const SEC: u64 = 1000;

fn rules(total: u64, byoyomi: u64, increment: u64, least: u64) -> TimeRules {
    TimeRules {
        unit_ms: SEC,
        total,
        byoyomi,
        increment,
        least,
    }
}

/// A started game from `start` (a `--start` POSITION) at time 0.
fn game(start: &str, time: TimeRules, max_moves: u32) -> Referee {
    let start = Start::parse(start).unwrap();
    let summary = start.summary("g", ["b".into(), "w".into()], time, max_moves);
    let mut referee = Referee::new(summary, 0).unwrap();
    assert_eq!(
        referee.on_line(Color::Black, "AGREE", 0, 0),
        Reply::default()
    );
    let started = referee.on_line(Color::White, "AGREE g", 0, 0);
    assert_eq!(started, Reply::both("START:g"));
    referee
}

fn even(time: TimeRules) -> Referee {
    game("startpos", time, 0)
}

/// Plays `line` from the side to move, received and answered at `at_ms`.
fn play(referee: &mut Referee, line: &str, at_ms: u64) -> Reply {
    let mover = referee.to_move();
    referee.on_line(mover, line, at_ms, at_ms)
}

fn lines(reply: &Reply, color: Color) -> Vec<&str> {
    reply.lines[color.index()]
        .iter()
        .map(String::as_str)
        .collect()
}

fn end(reason: &str, result: &str) -> Option<GameEnd> {
    Some(GameEnd {
        reason: reason.into(),
        result: result.into(),
    })
}

#[test]
fn a_move_in_time_is_charged_whole_units_and_byoyomi_is_kept() {
    let mut r = even(rules(10, 5, 0, 0));
    assert_eq!(r.turn_limit_ms(), Some(15 * SEC));
    let reply = play(&mut r, "+7776FU", 14_999);
    assert_eq!(reply, Reply::both("+7776FU,T14"));
    assert_eq!(r.remaining(), [0, 10]);
    let reply = play(&mut r, "-3334FU,'* 30 +2726FU", 14_999 + 2_999);
    assert_eq!(reply, Reply::both("-3334FU,T2"));
    assert_eq!(r.remaining(), [0, 8]);
    // Black has only byoyomi left: 5 s from the start of its turn at 17 998 ms.
    assert_eq!(r.deadline_ms(), Some(17_998 + 5 * SEC));
    assert_eq!(r.on_deadline(17_998 + 4_999), Reply::default());
    let reply = r.on_deadline(17_998 + 5_000);
    assert_eq!(lines(&reply, Color::Black), ["#TIME_UP", "#LOSE"]);
    assert_eq!(lines(&reply, Color::White), ["#TIME_UP", "#WIN"]);
    assert_eq!(reply.end, end("TIME_UP", "LOSE"));
    assert!(r.is_over());
}

#[test]
fn a_move_received_at_the_deadline_loses_on_time() {
    let mut r = even(rules(0, 3, 0, 0));
    let reply = play(&mut r, "+7776FU", 3_000);
    assert_eq!(lines(&reply, Color::White), ["#TIME_UP", "#WIN"]);
    assert_eq!(r.moves().len(), 0);
}

#[test]
fn fischer_increment_is_credited_before_the_charge_and_least_time_applies() {
    let mut r = even(rules(10, 0, 5, 2));
    assert_eq!(r.turn_limit_ms(), Some(15 * SEC));
    assert_eq!(play(&mut r, "+7776FU", 12_400), Reply::both("+7776FU,T12"));
    assert_eq!(r.remaining(), [3, 10]);
    // Least_Time_Per_Move: a quick move is charged 2.
    assert_eq!(play(&mut r, "-3334FU", 12_500), Reply::both("-3334FU,T2"));
    assert_eq!(r.remaining(), [3, 13]);
    assert_eq!(r.turn_limit_ms(), Some(8 * SEC));
}

#[test]
fn a_game_without_a_clock_has_no_deadline() {
    let mut r = even(rules(0, 0, 0, 0));
    assert_eq!(r.deadline_ms(), None);
    assert_eq!(
        play(&mut r, "+7776FU", 1_000_000),
        Reply::both("+7776FU,T1000")
    );
    assert_eq!(r.on_deadline(u64::MAX), Reply::default());
}

#[test]
fn resignation_and_illegal_moves() {
    let mut r = even(rules(0, 0, 0, 0));
    play(&mut r, "+7776FU", 0);
    let reply = play(&mut r, "%TORYO", 0);
    assert_eq!(lines(&reply, Color::White), ["%TORYO", "#RESIGN", "#LOSE"]);
    assert_eq!(lines(&reply, Color::Black), ["%TORYO", "#RESIGN", "#WIN"]);
    assert_eq!(reply.end, end("RESIGN", "WIN"));

    for bad in ["+7775FU", "-3334FU", "7g7f", "%CHUDAN", "+7776FU,T3", ""] {
        let mut r = even(rules(0, 0, 0, 0));
        let reply = play(&mut r, bad, 0);
        assert_eq!(
            lines(&reply, Color::Black),
            ["#ILLEGAL_MOVE", "#LOSE"],
            "{bad}"
        );
        assert_eq!(
            lines(&reply, Color::White),
            ["#ILLEGAL_MOVE", "#WIN"],
            "{bad}"
        );
    }
    // Out of turn: White speaks while Black is to move.
    let mut r = even(rules(0, 0, 0, 0));
    let reply = r.on_line(Color::White, "-3334FU", 0, 0);
    assert_eq!(lines(&reply, Color::White), ["#ILLEGAL_MOVE", "#LOSE"]);
    assert_eq!(reply.end, end("ILLEGAL_MOVE", "WIN"));
}

#[test]
fn fourfold_repetition_is_sennichite() {
    let mut r = even(rules(0, 0, 0, 0));
    let cycle = ["+2838HI", "-8272HI", "+3828HI", "-7282HI"];
    for ply in 0..11 {
        let reply = play(&mut r, cycle[ply % 4], 0);
        assert_eq!(reply.end, None, "ply {ply}");
    }
    let reply = play(&mut r, cycle[3], 0);
    assert_eq!(
        lines(&reply, Color::Black),
        ["-7282HI,T0", "#SENNICHITE", "#DRAW"]
    );
    assert_eq!(reply.end, end("SENNICHITE", "DRAW"));
}

#[test]
fn perpetual_check_loses_for_the_checker() {
    let mut r = game("sfen 8k/9/R8/9/9/9/9/9/K8 b - 1", rules(0, 0, 0, 0), 0);
    let cycle = ["+9291HI", "-1112OU", "+9192HI", "-1211OU"];
    assert_eq!(play(&mut r, "+9391HI", 0).end, None);
    for ply in 1..12 {
        let reply = play(&mut r, cycle[ply % 4], 0);
        assert_eq!(reply.end, None, "ply {ply}");
    }
    let reply = play(&mut r, cycle[0], 0);
    assert_eq!(
        lines(&reply, Color::Black),
        ["+9291HI,T0", "#OUTE_SENNICHITE", "#LOSE"]
    );
    assert_eq!(
        lines(&reply, Color::White),
        ["+9291HI,T0", "#OUTE_SENNICHITE", "#WIN"]
    );
    assert_eq!(reply.end, end("OUTE_SENNICHITE", "LOSE"));
}

#[test]
fn max_moves_counts_the_position_block_moves() {
    let mut r = game("startpos moves 7g7f", rules(0, 0, 0, 0), 3);
    assert_eq!(play(&mut r, "-3334FU", 0).end, None);
    let reply = play(&mut r, "+8822UM", 0);
    assert_eq!(
        lines(&reply, Color::White),
        ["+8822UM,T0", "#MAX_MOVES", "#CENSORED"]
    );
    assert_eq!(reply.end, end("MAX_MOVES", "CENSORED"));
}

/// Black king in White's camp with ten pieces there (18 points) and `hand` in hand.
fn entering_king(hand: &str) -> String {
    format!("sfen 3GK4/RB+P+P+P+P+P+P+P/9/9/9/9/9/9/4k4 b {hand} 1")
}

#[test]
fn declaration_under_the_27_point_rule() {
    // 18 + 10 = 28 points: enough for Black.
    let mut r = game(&entering_king("G4S4NL"), rules(0, 0, 0, 0), 0);
    let reply = play(&mut r, "%KACHI", 0);
    assert_eq!(lines(&reply, Color::Black), ["%KACHI", "#JISHOGI", "#WIN"]);
    assert_eq!(lines(&reply, Color::White), ["%KACHI", "#JISHOGI", "#LOSE"]);
    assert_eq!(reply.end, end("JISHOGI", "WIN"));
    // 27 points: one short.
    let mut r = game(&entering_king("4S4NL"), rules(0, 0, 0, 0), 0);
    let reply = play(&mut r, "%KACHI", 0);
    assert_eq!(
        lines(&reply, Color::Black),
        ["%KACHI", "#ILLEGAL_MOVE", "#LOSE"]
    );
    assert_eq!(reply.end, end("ILLEGAL_MOVE", "LOSE"));
}

#[test]
fn agreement_rejection_and_its_timeout() {
    let start = Start::even();
    let summary = start.summary("g", ["b".into(), "w".into()], rules(1, 0, 0, 0), 0);
    let mut r = Referee::new(summary.clone(), 100).unwrap();
    assert_eq!(r.on_line(Color::Black, "AGREE", 100, 100), Reply::default());
    let reply = r.on_line(Color::White, "REJECT", 200, 200);
    assert_eq!(lines(&reply, Color::Black), ["REJECT:g by w"]);
    assert_eq!(reply.end, end("REJECT", "CHUDAN"));

    let mut r = Referee::new(summary.clone(), 100).unwrap();
    assert_eq!(r.deadline_ms(), Some(100 + AGREE_TIMEOUT_MS));
    assert_eq!(r.on_deadline(99 + AGREE_TIMEOUT_MS), Reply::default());
    let reply = r.on_deadline(100 + AGREE_TIMEOUT_MS);
    assert_eq!(lines(&reply, Color::White), ["REJECT:g by server"]);

    // An AGREE naming another game refuses this one.
    let mut r = Referee::new(summary, 0).unwrap();
    let reply = r.on_line(Color::White, "AGREE other", 0, 0);
    assert_eq!(lines(&reply, Color::Black), ["REJECT:g by w"]);
}

#[test]
fn a_dropped_connection_resigns() {
    let mut r = even(rules(0, 0, 0, 0));
    play(&mut r, "+7776FU", 0);
    let reply = r.on_disconnect(Color::Black);
    assert!(reply.lines[0].is_empty());
    assert_eq!(lines(&reply, Color::White), ["%TORYO", "#RESIGN", "#WIN"]);
    assert_eq!(reply.end, end("RESIGN", "LOSE"));
}
