//! The checks that interrupt the engine: `isready` and `stop` during `go infinite`
//! (check 4), `stop` with no search (check 5), ponder hit and miss (check 6), bad input
//! (check 7) and `quit` during a search (check 8). Each says which line it sent and what
//! came back; the latencies go to the session for the response-time report (check 9).

use super::checks::{basic_clock, judge, new_game, opening, position_after, position_command};
use super::checks::{read_bestmove, start_text};
use super::report::Found;
use super::session::{
    failure, Session, CLOCK_MARGIN, QUIT_TIMEOUT, READY_WHILE_SEARCHING_TIMEOUT, SEARCH_WARMUP,
    STOP_TIMEOUT,
};
use crate::engine_client::process::{IoFailure, Line};
use crate::engine_client::{handshake, session as client};
use crate::game::{Game, Protocol};
use std::time::Instant;

/// Searches interrupted by `isready` and `stop` in check 4 (alternately from the start and
/// after three moves): enough for a median.
const SEARCH_ROUNDS: usize = 3;

/// Length of the overlong line of check 7, bytes: far beyond any real command (a 600-ply
/// `position` line is about 3 KB) and beyond the fixed line buffers some engines have.
const OVERLONG_LINE_BYTES: usize = 100_000;

fn first_word(line: &Line) -> &str {
    line.text.split_whitespace().next().unwrap_or("")
}

fn is_bestmove(line: &Line) -> bool {
    matches!(first_word(line), "bestmove" | "nobestmove")
}

fn is_readyok(line: &Line) -> bool {
    first_word(line) == "readyok"
}

/// Lets a search that must not end by itself run for [`SEARCH_WARMUP`]; a `bestmove` in
/// that time is an error (`what` names the search).
fn warm_up(s: &mut Session, what: &str) -> Result<(), String> {
    let lines = s
        .read_until(Instant::now() + SEARCH_WARMUP, is_bestmove)
        .map_err(|e| failure(e, what, SEARCH_WARMUP))?;
    match lines.last().filter(|l| is_bestmove(l)) {
        Some(line) => Err(format!(
            "'{}' during {what}, before any stop (an opening book answering?)",
            line.text
        )),
        None => Ok(()),
    }
}

/// Check 4: during `go infinite`, `isready` is answered at once and `stop` ends the search
/// with a legal move.
pub fn isready_and_stop<G: Game>(s: &mut Session) -> Found {
    isready_and_stop_body::<G>(s).unwrap_or_else(Found::fail)
}

fn isready_and_stop_body<G: Game>(s: &mut Session) -> Result<Found, String> {
    let line = opening::<G>();
    for round in 0..SEARCH_ROUNDS {
        let moves = &line[..if round % 2 == 0 { 0 } else { 3 }];
        let pos: G = position_after(moves);
        s.engine()?;
        s.send(&position_command::<G>(s, moves))?;
        s.send("go infinite")?;
        warm_up(s, "go infinite")?;
        let sent = Instant::now();
        s.send("isready")?;
        let deadline = sent + READY_WHILE_SEARCHING_TIMEOUT;
        let lines = s
            .read_until(deadline, |l| is_readyok(l) || is_bestmove(l))
            .map_err(|e| failure(e, "readyok while searching", READY_WHILE_SEARCHING_TIMEOUT))?;
        match lines.last() {
            Some(l) if is_readyok(l) => s.ready_searching.add(l.at.saturating_duration_since(sent)),
            Some(l) if is_bestmove(l) => {
                return Err(format!("'{}' on isready during go infinite", l.text))
            }
            _ => {
                return Err(failure(
                    IoFailure::Timeout,
                    "readyok while searching",
                    READY_WHILE_SEARCHING_TIMEOUT,
                ))
            }
        }
        let stopped = Instant::now();
        s.send("stop")?;
        let (at, reply) = read_bestmove(s, stopped + STOP_TIMEOUT)
            .map_err(|e| failure(e, "bestmove after stop", STOP_TIMEOUT))?;
        s.after_stop.add(at.saturating_duration_since(stopped));
        judge(s, &pos, &reply)?;
    }
    Ok(Found::pass(format!(
        "{SEARCH_ROUNDS} searches: readyok while searching {}; bestmove after stop {}",
        s.ready_searching.describe(),
        s.after_stop.describe()
    )))
}

/// Check 5: `stop` with nothing to stop leaves the engine alive and answering `isready`;
/// a `bestmove` it prints for it is only a warning.
pub fn idle_stop(s: &mut Session) -> Found {
    idle_stop_body(s).unwrap_or_else(Found::fail)
}

fn idle_stop_body(s: &mut Session) -> Result<Found, String> {
    s.engine()?;
    let timeout = s.ready_timeout();
    s.send("stop")?;
    let sent = Instant::now();
    s.send("isready")?;
    let lines = s
        .read_until(sent + timeout, is_readyok)
        .map_err(|e| failure(e, "readyok after stop", timeout))?;
    let Some(ok) = lines.last().filter(|l| is_readyok(l)) else {
        return Err(format!(
            "no readyok within {} ms after stop",
            timeout.as_millis()
        ));
    };
    let took = ok.at.saturating_duration_since(sent);
    let found = Found::pass(format!("alive; readyok {} ms after stop", took.as_millis()));
    match lines.iter().find(|l| is_bestmove(l)) {
        Some(stray) => Ok(found.warn(format!("'{}' with no search running", stray.text))),
        None => Ok(found),
    }
}

/// Check 6: `go ponder` then `ponderhit` (`hit`) or `stop` (a miss), each answered with a
/// legal move. NOT SUPPORTED when the engine declares no ponder option; UCCI engines are
/// asked anyway (`go ponder` is in the UCCI text), and a failure there reads as NOT
/// SUPPORTED unless they declared the option.
pub fn ponder<G: Game>(s: &mut Session, hit: bool) -> Found {
    if let Err(e) = s.engine() {
        return Found::fail(e);
    }
    let option = s
        .declared
        .iter()
        .find(|d| {
            ["USI_Ponder", "Ponder"]
                .iter()
                .any(|name| d.name.eq_ignore_ascii_case(name))
        })
        .map(|d| d.name.clone());
    if option.is_none() && s.dialect() != Protocol::Ucci {
        return Found::unsupported("the engine declares no USI_Ponder or Ponder option");
    }
    match ponder_body::<G>(s, option.as_deref(), hit) {
        Ok(found) => found,
        Err(e) if option.is_none() => {
            s.mark_broken();
            Found::unsupported(format!("no ponder option, and go ponder failed: {e}"))
        }
        Err(e) => Found::fail(e),
    }
}

fn ponder_body<G: Game>(s: &mut Session, option: Option<&str>, hit: bool) -> Result<Found, String> {
    let dialect = s.dialect();
    // The position after our move and the reply we expect: our turn again.
    let moves = &opening::<G>()[..2];
    let pos: G = position_after(moves);
    s.engine()?;
    if let Some(name) = option {
        s.send(&handshake::setoption_line(dialect, name, "true"))?;
    }
    new_game(s)?;
    let (go, allowance) = basic_clock(dialect, 0);
    let go = go.replacen("go ", "go ponder ", 1);
    s.send(&position_command::<G>(s, moves))?;
    s.send(&go)?;
    warm_up(s, "go ponder")?;
    let sent = Instant::now();
    let (word, deadline) = if hit {
        ("ponderhit", sent + allowance + CLOCK_MARGIN)
    } else {
        ("stop", sent + STOP_TIMEOUT)
    };
    s.send(word)?;
    let (at, reply) = read_bestmove(s, deadline)
        .map_err(|e| failure(e, &format!("bestmove after {word}"), deadline - sent))?;
    let took = at.saturating_duration_since(sent);
    if !hit {
        s.after_stop.add(took);
    }
    let best = judge(s, &pos, &reply)?;
    Ok(Found::pass(format!(
        "bestmove {best} {} ms after {word}",
        took.as_millis()
    )))
}

/// Check 7: each kind of bad input, followed by `isready`, leaves the engine answering.
pub fn bad_input<G: Game>(s: &mut Session) -> Found {
    bad_input_body::<G>(s).unwrap_or_else(Found::fail)
}

fn bad_input_body<G: Game>(s: &mut Session) -> Result<Found, String> {
    let dialect = s.dialect();
    let first = opening::<G>().swap_remove(0);
    // The first move twice: the second comes from the square the first emptied.
    let illegal = position_command::<G>(s, &[first.clone(), first]);
    let start = client::position_line(dialect, &start_text::<G>(dialect), &[], false);
    let bad_go = match dialect {
        Protocol::Usi => "go btime x wtime -1 byoyomi 99999999999999999999999",
        Protocol::Ucci => "go time x increment -1 opptime 99999999999999999999999",
        Protocol::Uci | Protocol::Xboard => "go wtime x btime -1 winc 99999999999999999999999",
    };
    let overlong = format!("kirin-check-{}", "x".repeat(OVERLONG_LINE_BYTES));
    // Each kind of bad input, its lines, and whether a `bestmove` is its due answer (the
    // bad `go` starts a search, which the `stop` after it ends).
    let inputs: [(&str, Vec<Vec<u8>>, bool); 5] = [
        (
            "an unknown command",
            vec![b"kirin-check-unknown-command 42".to_vec()],
            false,
        ),
        (
            "a position with an illegal move",
            vec![illegal.into_bytes()],
            false,
        ),
        (
            "go with bad numbers",
            vec![
                start.into_bytes(),
                bad_go.as_bytes().to_vec(),
                b"stop".to_vec(),
            ],
            true,
        ),
        ("an overlong line", vec![overlong.into_bytes()], false),
        (
            "bytes that are not UTF-8",
            vec![b"\xff\xfe\x80 kirin-check \xc3\x28".to_vec()],
            false,
        ),
    ];
    s.engine()?;
    let timeout = s.ready_timeout();
    let mut stray = 0;
    for (what, lines, answers) in &inputs {
        for line in lines {
            s.process()?
                .send_bytes(line)
                .map_err(|e| format!("after {what}: {}", failure(e, "write", timeout)))?;
        }
        if *answers {
            // Its bestmove first, so that it is not taken for a stray one later.
            let _ = s.read_until(Instant::now() + STOP_TIMEOUT, is_bestmove);
        }
        let sent = Instant::now();
        s.send("isready")
            .map_err(|e| format!("after {what}: {e}"))?;
        let got = s
            .read_until(sent + timeout, is_readyok)
            .map_err(|e| format!("after {what}: {}", failure(e, "readyok", timeout)))?;
        if !got.last().is_some_and(is_readyok) {
            return Err(format!(
                "after {what}: no readyok within {} ms",
                timeout.as_millis()
            ));
        }
        if !answers {
            stray += got.iter().filter(|l| is_bestmove(l)).count();
        }
    }
    let found = Found::pass(format!(
        "readyok after each of {} kinds of bad input",
        inputs.len()
    ));
    Ok(if stray > 0 {
        found.warn(format!(
            "{stray} bestmove line(s) for input that starts no search"
        ))
    } else {
        found
    })
}

/// Check 8: `quit` during a search ends the process within [`QUIT_TIMEOUT`].
pub fn quit<G: Game>(s: &mut Session) -> Found {
    quit_body::<G>(s).unwrap_or_else(Found::fail)
}

fn quit_body<G: Game>(s: &mut Session) -> Result<Found, String> {
    s.engine()?;
    s.send(&position_command::<G>(s, &[]))?;
    s.send("go infinite")?;
    // A search that ends by itself (a book move) is check 4's business; quit still comes.
    let early = warm_up(s, "go infinite").err();
    if let Some(e) = &early {
        if !s.process()?.is_alive() {
            return Err(e.clone());
        }
    }
    let sent = Instant::now();
    s.send("quit")?;
    if s.process()?.wait_exit(sent + QUIT_TIMEOUT) {
        let found = Found::pass(format!(
            "exited {} ms after quit",
            sent.elapsed().as_millis()
        ));
        Ok(match early {
            Some(e) => found.warn(format!("{e}: quit came after the search")),
            None => found,
        })
    } else {
        Err(format!(
            "still running {} ms after quit",
            QUIT_TIMEOUT.as_millis()
        ))
    }
}
