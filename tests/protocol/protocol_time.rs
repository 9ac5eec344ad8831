//! The time options reach the time manager, through the built binary: USI `NetworkDelay2`
//! (hard margin), `NetworkDelay` (target), `MinimumThinkingTime`, UCI-X `Move Overhead`,
//! UCCI `moveoverhead`, and `ponderhit` with fresh clock fields continuing the ponder
//! search.
//!
//! The machine is shared and loaded, so no assertion depends on the engine being fast:
//! lower bounds ("not before the minimum") are on the wall clock, which load only
//! lengthens (the `time` of the last `info` line marks the last finished iteration, which
//! under load can end well before the answer: 782 ms of a 1000 ms target was seen at
//! load 20), and each upper bound
//! compares two settings whose deadlines are seconds apart, leaving a second or more of
//! slack for scheduling.

use crate::common::protocol::{field, Dialect, Engine};
use std::time::{Duration, Instant};

/// Sends `go`, returns the wall time to the terminal reply, the engine's own `time` of
/// its last `info` line (ms) and the terminal line.
fn timed_search(e: &mut Engine, go: &str) -> (Duration, u64, String) {
    let sent = Instant::now();
    e.send(go);
    let (infos, terminal) = e.search_reply();
    let wall = sent.elapsed();
    let engine_ms = infos
        .iter()
        .rev()
        .find_map(|l| field(l, "time"))
        .and_then(|t| t.parse().ok())
        .unwrap_or(0);
    (wall, engine_ms, terminal)
}

fn usi_with(options: &[(&str, u64)]) -> Engine {
    let (mut e, _) = Engine::start(Dialect::Usi);
    for (name, value) in options {
        e.send(&format!("setoption name {name} value {value}"));
    }
    e.send("usinewgame");
    e.sync();
    e.send("position startpos moves 7g7f 3c3d");
    e
}

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

#[test]
fn usi_network_delay2_is_kept_back_from_the_byoyomi() {
    let mut wide = usi_with(&[("NetworkDelay", 0), ("NetworkDelay2", 2000)]);
    let (wide_wall, wide_ms, _) = timed_search(&mut wide, "go btime 0 wtime 0 byoyomi 3000");
    let mut none = usi_with(&[("NetworkDelay", 0), ("NetworkDelay2", 0)]);
    let (none_wall, none_ms, _) = timed_search(&mut none, "go btime 0 wtime 0 byoyomi 3000");
    // Byoyomi not used is lost: with no margin the search runs to the end of it.
    assert!(none_wall >= ms(2900), "{none_wall:?} {none_ms}");
    assert!(
        wide_wall >= ms(900),
        "the margin left 1000 ms to think: {wide_wall:?} ({wide_ms} ms)"
    );
    assert!(
        wide_wall + ms(1000) < none_wall,
        "{wide_wall:?} vs {none_wall:?}"
    );
}

#[test]
fn usi_network_delay_lowers_the_target() {
    // With the main time gone the target is the byoyomi less the larger margin.
    let mut e = usi_with(&[("NetworkDelay", 2000), ("NetworkDelay2", 0)]);
    let (wall, engine_ms, _) = timed_search(&mut e, "go btime 0 wtime 0 byoyomi 3000");
    assert!(wall >= ms(900), "{wall:?} ({engine_ms} ms)");
    assert!(
        wall < ms(2000),
        "NetworkDelay 2000 of 3000 ignored: {wall:?}"
    );
    // And off a movetime.
    let (wall, engine_ms, _) = timed_search(&mut e, "go movetime 3000");
    assert!(wall >= ms(900), "{wall:?} ({engine_ms} ms)");
    assert!(
        wall < ms(2000),
        "NetworkDelay 2000 of movetime 3000 ignored: {wall:?}"
    );
    // A fresh engine: late answers under load would have widened the margin.
    let mut e = usi_with(&[("NetworkDelay", 0), ("NetworkDelay2", 0)]);
    let (wall, engine_ms, _) = timed_search(&mut e, "go movetime 3000");
    assert!(wall >= ms(2900), "{wall:?} {engine_ms}");
}

#[test]
fn usi_minimum_thinking_time_holds_when_the_clock_allows() {
    // 120 s of sudden death plans 4 s for this move (its share over a 30-move horizon);
    // the minimum asks for all of it, so a stable best move must not end the search
    // early (it would stop after about 2.4 s without the minimum).
    let mut e = usi_with(&[("MinimumThinkingTime", 4000)]);
    let (wall, engine_ms, terminal) =
        timed_search(&mut e, "go btime 120000 wtime 120000 byoyomi 0");
    assert!(terminal.starts_with("bestmove "), "{terminal}");
    assert!(
        wall >= ms(4000),
        "answered before the minimum thinking time: {wall:?} ({engine_ms} ms)"
    );
}

#[test]
fn uci_move_overhead_is_kept_back_from_the_clock() {
    let run = |overhead: u64| {
        let (mut e, _) = Engine::start(Dialect::Uci);
        e.send(&format!("setoption name Move Overhead value {overhead}"));
        e.send("ucinewgame");
        e.sync();
        e.send("position startpos moves h2e2");
        timed_search(&mut e, "go movetime 3000")
    };
    let (none_wall, none_ms, _) = run(0);
    let (wide_wall, _, _) = run(2000);
    assert!(none_wall >= ms(2900), "{none_wall:?} {none_ms}");
    assert!(
        wide_wall + ms(1000) < none_wall,
        "{wide_wall:?} vs {none_wall:?}"
    );
}

#[test]
fn ucci_moveoverhead_is_kept_back_from_the_clock() {
    let run = |overhead: u64| {
        let (mut e, _) = Engine::start(Dialect::Ucci);
        e.send(&format!("setoption moveoverhead {overhead}"));
        e.sync();
        e.send("position startpos moves h2e2");
        // All of the remaining 5 s may go to this move (movestogo 1).
        timed_search(&mut e, "go time 5000 movestogo 1")
    };
    let (none_wall, _, none_terminal) = run(0);
    let (wide_wall, _, _) = run(4000);
    assert!(none_terminal.starts_with("bestmove "), "{none_terminal}");
    // Without a margin the target is at least 60 % of 5 s (a stable best move).
    assert!(none_wall >= ms(3000), "{none_wall:?}");
    assert!(
        wide_wall + ms(1000) < none_wall,
        "{wide_wall:?} vs {none_wall:?}"
    );
}

/// `(depth, time)` of the `info ... pv` lines.
fn depths_and_times(lines: &[String]) -> Vec<(u32, u64)> {
    lines
        .iter()
        .filter(|l| l.contains(" pv "))
        .filter_map(|l| {
            Some((
                field(l, "depth")?.parse().ok()?,
                field(l, "time")?.parse().ok()?,
            ))
        })
        .collect()
}

#[test]
fn usi_ponderhit_with_clock_continues_the_ponder_search() {
    let mut e = usi_with(&[("USI_Ponder", 1), ("NetworkDelay2", 300)]);
    e.send("go ponder");
    let before = depths_and_times(&e.expect_no_terminal(ms(1500)));
    let (deepest, latest) = *before
        .last()
        .expect("the ponder search reported iterations");
    let hit = Instant::now();
    e.send("ponderhit btime 0 wtime 0 byoyomi 1000");
    let (after, terminal) = e.search_reply();
    let answer = hit.elapsed();
    assert!(terminal.starts_with("bestmove "), "{terminal}");
    // Not restarted: no iteration starts again below the depth reached while pondering,
    // and the search's own clock (time since `go ponder`) keeps running.
    for (depth, time) in depths_and_times(&after) {
        assert!(
            depth >= deepest,
            "depth {depth} after ponderhit, {deepest} before"
        );
        assert!(
            time >= latest,
            "time {time} after ponderhit, {latest} before"
        );
    }
    // Within the byoyomi of the ponderhit clock (700 ms after the margin), with slack
    // for a loaded machine; a search that ignored the clock would hold until `stop`.
    assert!(answer < ms(2500), "{answer:?}");
    e.sync();
}
