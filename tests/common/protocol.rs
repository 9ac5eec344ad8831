//! Shared harness of the protocol tests: drives the built `kirin` binary through pipes,
//! with a timeout on every read so a hang fails the test instead of blocking it, and
//! checks that every line the engine prints is a protocol line of its dialect.
use super::kirin;
use kirin::game::Game;
use kirin::records::notation::one_based_to_iccs;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Generous upper bound for any single expected reply (the machine is shared and slow:
/// this is a hang detector, not a speed requirement).
pub const REPLY_TIMEOUT: Duration = Duration::from_secs(60);

/// Perft block states of [`check_protocol_line`].
pub const PERFT_NONE: u8 = 0;
const PERFT_BLANK: u8 = 1;
const PERFT_AFTER_TOTAL: u8 = 2;

/// The dialect a session speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Usi,
    Ucci,
    Uci,
    /// xboard (CECP 2).
    Xboard,
}

/// A running engine process.
pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    pub dialect: Dialect,
    /// Everything sent (`> `) and received (`< `), for failure messages.
    pub transcript: Vec<String>,
    /// State of the perft block checker.
    in_perft: u8,
    /// Skip the protocol-line check (for the free-form output of `d` and `eval`).
    pub debug_output: bool,
}

impl Engine {
    /// Starts the binary without sending anything.
    pub fn spawn(dialect: Dialect) -> Engine {
        let mut child = Command::new(kirin())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting kirin");
        let stdout = child.stdout.take().expect("stdout");
        let stdin = child.stdin.take();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        // Keep raw bytes visible: a non-ASCII byte must fail the line check.
                        let text = String::from_utf8_lossy(&buf).into_owned();
                        let text = text.strip_suffix('\n').unwrap_or(&text).to_string();
                        if tx.send(text).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        Engine {
            child,
            stdin,
            lines: rx,
            dialect,
            transcript: Vec::new(),
            in_perft: PERFT_NONE,
            debug_output: false,
        }
    }

    /// Starts the binary and completes the handshake; returns the identification block.
    pub fn start(dialect: Dialect) -> (Engine, Vec<String>) {
        let mut e = Engine::spawn(dialect);
        let (word, ok) = match dialect {
            Dialect::Usi => ("usi", "usiok"),
            Dialect::Ucci => ("ucci", "ucciok"),
            Dialect::Uci => ("uci", "uciok"),
            Dialect::Xboard => ("xboard", "feature done=1"),
        };
        e.send(word);
        if dialect == Dialect::Xboard {
            e.send("protover 2");
        }
        let id = e.read_until(|l| l == ok);
        (e, id)
    }

    /// Sends one line (LF added).
    pub fn send(&mut self, line: &str) {
        self.transcript.push(format!("> {line}"));
        self.send_raw(format!("{line}\n").as_bytes());
    }

    /// Sends raw bytes.
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin
            .write_all(bytes)
            .and_then(|_| stdin.flush())
            .expect("writing to kirin");
    }

    /// Closes stdin (EOF).
    pub fn close_stdin(&mut self) {
        self.stdin = None;
    }

    fn fail(&self, why: &str) -> ! {
        panic!("{why}\ntranscript:\n{}", self.transcript.join("\n"));
    }

    /// The next line within `timeout`, checked as a protocol line; `None` on timeout.
    pub fn next_line_within(&mut self, timeout: Duration) -> Option<String> {
        match self.lines.recv_timeout(timeout) {
            Ok(line) => {
                self.transcript.push(format!("< {line}"));
                let checked = if self.debug_output {
                    Ok(())
                } else {
                    check_protocol_line(self.dialect, &line, &mut self.in_perft)
                };
                if let Err(e) = checked {
                    self.fail(&format!("not a protocol line: {e}"));
                }
                Some(line)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => self.fail("engine closed stdout"),
        }
    }

    /// The next line; fails after [`REPLY_TIMEOUT`].
    pub fn next_line(&mut self) -> String {
        match self.next_line_within(REPLY_TIMEOUT) {
            Some(l) => l,
            None => self.fail("timed out waiting for a line"),
        }
    }

    /// Asserts the next line is exactly `expected`.
    pub fn expect(&mut self, expected: &str) {
        let line = self.next_line();
        if line != expected {
            self.fail(&format!("expected '{expected}', got '{line}'"));
        }
    }

    /// Reads lines up to and including the first that satisfies `done`.
    pub fn read_until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + REPLY_TIMEOUT;
        let mut out = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next_line_within(left) {
                Some(l) => {
                    let stop = done(&l);
                    out.push(l);
                    if stop {
                        return out;
                    }
                }
                None => self.fail("timed out in read_until"),
            }
        }
    }

    /// Asserts that nothing is printed for `quiet` (used to show that a ponder or
    /// infinite search holds its reply, and that an idle `stop` prints nothing).
    pub fn expect_silence(&mut self, quiet: Duration) {
        if let Some(l) = self.next_line_within(quiet) {
            self.fail(&format!("expected no output, got '{l}'"));
        }
    }

    /// Reads for `hold`, failing if a terminal reply comes (a ponder or infinite search
    /// must hold it); returns the lines read.
    pub fn expect_no_terminal(&mut self, hold: Duration) -> Vec<String> {
        let deadline = Instant::now() + hold;
        let mut out = Vec::new();
        while let Some(l) =
            self.next_line_within(deadline.saturating_duration_since(Instant::now()))
        {
            if is_terminal(&l) {
                self.fail(&format!(
                    "terminal reply '{l}' while the search must hold it"
                ));
            }
            out.push(l);
        }
        out
    }

    /// Reads up to the first line `done` accepts; returns the lines before it and it.
    pub fn read_up_to(&mut self, done: impl Fn(&str) -> bool) -> (Vec<String>, String) {
        let mut lines = self.read_until(done);
        let last = lines.pop().expect("the line read_until stopped at");
        (lines, last)
    }

    /// Lines up to `bestmove`/`nobestmove`/`checkmate`; returns (info lines, terminal line).
    pub fn search_reply(&mut self) -> (Vec<String>, String) {
        self.read_up_to(is_terminal)
    }

    /// xboard: `ping N` and everything the engine says before `pong N`.
    pub fn ping(&mut self, n: u32) -> Vec<String> {
        self.send(&format!("ping {n}"));
        let want = format!("pong {n}");
        self.read_up_to(|l| l == want).0
    }

    /// xboard: the engine's next move, in XBoard notation (the thinking lines before it
    /// checked on the way).
    pub fn next_move(&mut self) -> String {
        let (before, line) = self.read_up_to(|l| l.starts_with("move "));
        for thinking in &before {
            assert!(
                thinking.split_whitespace().count() >= 4,
                "thinking line {thinking:?}"
            );
        }
        line["move ".len()..].to_string()
    }

    /// `quit`; the process must exit with success.
    pub fn quit(mut self) {
        self.send("quit");
        let status = self.wait_exit(REPLY_TIMEOUT);
        assert!(status.success(), "exit status {status:?}");
    }

    /// `isready` → `readyok`, checking nothing else comes first.
    pub fn sync(&mut self) {
        self.send("isready");
        self.expect("readyok");
    }

    /// Waits for the process to exit within `timeout`.
    pub fn wait_exit(&mut self, timeout: Duration) -> ExitStatus {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                self.fail("engine did not exit");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Lines still unread after the process ended.
    pub fn drain(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        while let Ok(l) = self.lines.recv_timeout(Duration::from_millis(200)) {
            self.transcript.push(format!("< {l}"));
            if let Err(e) = check_protocol_line(self.dialect, &l, &mut self.in_perft) {
                self.fail(&format!("not a protocol line: {e}"));
            }
            out.push(l);
        }
        out
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// True for a terminal reply of a `go`.
pub fn is_terminal(line: &str) -> bool {
    line.starts_with("bestmove ") || line == "nobestmove" || line.starts_with("checkmate ")
}

/// The moves of a `bestmove` line: (best, ponder, trailing words).
pub fn parse_bestmove(line: &str) -> (String, Option<String>, Vec<String>) {
    let t: Vec<&str> = line.split(' ').collect();
    assert_eq!(t[0], "bestmove", "{line}");
    let best = t[1].to_string();
    let (ponder, rest) = if t.get(2) == Some(&"ponder") {
        (
            Some(t[3].to_string()),
            t[4..].iter().map(|s| s.to_string()).collect(),
        )
    } else {
        (None, t[2..].iter().map(|s| s.to_string()).collect())
    };
    (best, ponder, rest)
}

/// The value after `key` in an `info` line.
pub fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let t: Vec<&str> = line.split(' ').collect();
    t.iter()
        .position(|w| *w == key)
        .and_then(|i| t.get(i + 1).copied())
}

/// The node count of the last `info` line of a search reply that has one.
pub fn last_nodes(infos: &[String]) -> u64 {
    infos
        .iter()
        .rev()
        .find_map(|l| field(l, "nodes"))
        .expect("an info line with nodes")
        .parse()
        .expect("a node count")
}

/// The text of `G`'s start position after `moves`, in the game's own notation.
pub fn fen_after<G: Game>(moves: &[&str]) -> String {
    let mut p = G::startpos();
    for m in moves {
        let m = p.parse_move(m).expect("a legal test move");
        p.make(m);
    }
    p.to_fen()
}

/// The PV of an info line.
pub fn pv(line: &str) -> Vec<String> {
    match line.split(" pv ").nth(1) {
        Some(rest) => rest.split(' ').map(str::to_string).collect(),
        None => Vec::new(),
    }
}

fn is_usi_move(m: &str) -> bool {
    let b = m.as_bytes();
    let square = |f: u8, r: u8| (b'1'..=b'9').contains(&f) && (b'a'..=b'i').contains(&r);
    match b.len() {
        4 if b[1] == b'*' => b"RBGSNLP".contains(&b[0]) && square(b[2], b[3]),
        4 => square(b[0], b[1]) && square(b[2], b[3]),
        5 => square(b[0], b[1]) && square(b[2], b[3]) && b[4] == b'+',
        _ => false,
    }
}

fn is_xiangqi_move(m: &str) -> bool {
    // ICCS with ranks 0-9, or the 1-10 notation.
    let b = m.as_bytes();
    if b.len() < 4 || b.len() > 6 {
        return false;
    }
    let file = |c: u8| (b'a'..=b'i').contains(&c);
    let Some(to) = b[1..]
        .iter()
        .position(|c| c.is_ascii_alphabetic())
        .map(|p| p + 1)
    else {
        return false;
    };
    let rank = |s: &[u8]| !s.is_empty() && s.len() <= 2 && s.iter().all(u8::is_ascii_digit);
    file(b[0]) && rank(&b[1..to]) && file(b[to]) && rank(&b[to + 1..])
}

fn is_move(dialect: Dialect, m: &str) -> bool {
    match dialect {
        Dialect::Usi => is_usi_move(m),
        _ => is_xiangqi_move(m),
    }
}

fn is_uint(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

fn is_int(s: &str) -> bool {
    is_uint(s.strip_prefix('-').unwrap_or(s))
}

/// True for the lines a CECP engine may print: printable ASCII, thinking output or one
/// of its replies.
fn is_cecp_line(line: &str) -> bool {
    if !line.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return false;
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let thinking = words.len() >= 4
        && words[0].parse::<u32>().is_ok()
        && words[1].parse::<i64>().is_ok()
        && words[2].parse::<u64>().is_ok()
        && words[3].parse::<u64>().is_ok();
    thinking
        || line.starts_with("feature ")
        || line.starts_with("pong ")
        || line.starts_with("move ")
        || line.starts_with("Illegal move")
        || line.starts_with("Error (")
        || line.starts_with("# ")
        || ["1-0 {", "0-1 {", "1/2-1/2 {"]
            .iter()
            .any(|r| line.starts_with(r))
}

/// The definition of a protocol line, per dialect (what the fuzz run checks on every
/// stdout line): printable 7-bit ASCII; tokens separated by exactly one space, no
/// leading or trailing space; the first word one of the dialect's replies; `bestmove`,
/// `checkmate` and `info` lines well formed with moves in the dialect's notation. The
/// only blank lines allowed are the two of the `go perft` block (Stockfish's format),
/// which must surround `Nodes searched: N`.
pub fn check_protocol_line(dialect: Dialect, line: &str, in_perft: &mut u8) -> Result<(), String> {
    if dialect == Dialect::Xboard {
        return if is_cecp_line(line) {
            Ok(())
        } else {
            Err(format!("not a CECP line: {line:?}"))
        };
    }
    if !line.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return Err(format!("non-ASCII or control byte in {line:?}"));
    }
    // The perft block: move lines, a blank line, "Nodes searched: N", a blank line.
    match (*in_perft, line.is_empty()) {
        (PERFT_AFTER_TOTAL, true) => {
            *in_perft = PERFT_NONE;
            return Ok(());
        }
        (PERFT_AFTER_TOTAL, false) => {
            return Err(format!(
                "expected a blank line after the perft total, got {line:?}"
            ))
        }
        (PERFT_BLANK, false) if !line.starts_with("Nodes searched: ") => {
            return Err(format!(
                "expected 'Nodes searched' after the blank line, got {line:?}"
            ))
        }
        (PERFT_BLANK, true) => return Err("two blank lines".into()),
        (_, true) => {
            *in_perft = PERFT_BLANK;
            return Ok(());
        }
        _ => {}
    }
    if line.starts_with(' ') || line.ends_with(' ') || line.contains("  ") {
        return Err(format!("bad spacing in {line:?}"));
    }
    let t: Vec<&str> = line.split(' ').collect();
    let ok = match t[0] {
        "id" => t.len() >= 3 && matches!(t[1], "name" | "author" | "copyright" | "user"),
        "option" => t.contains(&"type"),
        "usiok" => dialect == Dialect::Usi && t.len() == 1,
        "ucciok" => dialect == Dialect::Ucci && t.len() == 1,
        "uciok" => dialect == Dialect::Uci && t.len() == 1,
        "readyok" => t.len() == 1,
        "bye" => dialect == Dialect::Ucci && t.len() == 1,
        "nobestmove" => dialect == Dialect::Ucci && t.len() == 1,
        "pophash" => dialect == Dialect::Ucci,
        "bestmove" => check_bestmove(dialect, &t),
        "checkmate" => {
            dialect == Dialect::Usi
                && t.len() >= 2
                && (matches!(t[1], "nomate" | "timeout" | "notimplemented") && t.len() == 2
                    || t[1..].iter().all(|m| is_usi_move(m)))
        }
        "info" => check_info(dialect, &t),
        "Nodes" if *in_perft == PERFT_BLANK => {
            *in_perft = PERFT_AFTER_TOTAL;
            t.len() == 3 && t[1] == "searched:" && is_uint(t[2])
        }
        _ if t.len() == 2 && t[0].ends_with(':') && is_uint(t[1]) => {
            is_move(dialect, &t[0][..t[0].len() - 1])
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("not a {dialect:?} protocol line: {line:?}"))
    }
}

fn check_bestmove(dialect: Dialect, t: &[&str]) -> bool {
    if t.len() < 2 {
        return false;
    }
    match (dialect, t[1]) {
        (Dialect::Usi, "resign" | "win") => return t.len() == 2,
        (Dialect::Uci, "(none)") => return t.len() == 2,
        _ => {}
    }
    if !is_move(dialect, t[1]) {
        return false;
    }
    let mut i = 2;
    if t.get(i) == Some(&"ponder") {
        if !t.get(i + 1).is_some_and(|m| is_move(dialect, m)) {
            return false;
        }
        i += 2;
    }
    if dialect == Dialect::Ucci && matches!(t.get(i), Some(&"draw") | Some(&"resign")) {
        i += 1;
    }
    i == t.len()
}

fn check_info(dialect: Dialect, t: &[&str]) -> bool {
    if t.len() < 2 {
        return false;
    }
    if t[1] == "string" || (dialect == Dialect::Ucci && t[1] == "message") {
        return t.len() >= 3;
    }
    let mut i = 1;
    while i < t.len() {
        match t[i] {
            "depth" | "seldepth" | "multipv" | "nodes" | "nps" | "hashfull" | "time"
            | "currmovenumber" => {
                if !t.get(i + 1).is_some_and(|v| is_uint(v)) {
                    return false;
                }
                i += 2;
            }
            "score" if dialect == Dialect::Ucci => {
                if !t.get(i + 1).is_some_and(|v| is_int(v)) {
                    return false;
                }
                i += 2;
            }
            "score" => {
                let ok = match (t.get(i + 1), t.get(i + 2)) {
                    (Some(&"cp"), Some(v)) => is_int(v),
                    (Some(&"mate"), Some(v)) => {
                        is_int(v) || (dialect == Dialect::Usi && matches!(*v, "+" | "-" | "-0"))
                    }
                    _ => false,
                };
                if !ok {
                    return false;
                }
                i += 3;
            }
            "lowerbound" | "upperbound" if dialect != Dialect::Ucci => i += 1,
            "currmove" => {
                if !t.get(i + 1).is_some_and(|m| is_move(dialect, m)) {
                    return false;
                }
                i += 2;
            }
            "pv" => return i + 1 < t.len() && t[i + 1..].iter().all(|m| is_move(dialect, m)),
            _ => return false,
        }
    }
    true
}

/// How the moves of a transcript are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// The game's own notation (USI, UCCI, UCI-X with ranks 0-9).
    Game,
    /// UCI-X with ranks 1-10 (after `UCI_Variant`).
    OneBasedRanks,
}

/// Plays the wire move `m` on `p`, panicking if it is malformed or illegal.
pub fn play<G: Game>(p: &mut G, m: &str, notation: Notation) {
    let text = match notation {
        Notation::Game => m.to_string(),
        Notation::OneBasedRanks => one_based_to_iccs(m).unwrap_or_else(|e| panic!("{m}: {e}")),
    };
    let mv = p
        .parse_move(&text)
        .unwrap_or_else(|e| panic!("illegal move {m}: {e}"));
    p.make(mv);
}

/// The position of `fen` (SFEN or FEN) after the wire moves `moves`.
pub fn position_after<G: Game>(fen: &str, moves: &[String], notation: Notation) -> G {
    let mut p = G::from_fen(fen).unwrap_or_else(|e| panic!("bad position {fen}: {e}"));
    for m in moves {
        play(&mut p, m, notation);
    }
    p
}

/// Checks the moves of a search reply: every PV legal from `root`, the bestmove legal,
/// the ponder move legal after it, and the line just before the terminal reply a PV line
/// starting with the bestmove. Returns (best, ponder, words after the moves).
pub fn check_reply_moves<G: Game>(
    root: &G,
    infos: &[String],
    terminal: &str,
    notation: Notation,
) -> (String, Option<String>, Vec<String>) {
    for info in infos.iter().filter(|l| l.contains(" pv ")) {
        let mut p = root.clone();
        for m in pv(info) {
            play(&mut p, &m, notation);
        }
    }
    let (best, ponder, rest) = parse_bestmove(terminal);
    let mut p = root.clone();
    play(&mut p, &best, notation);
    if let Some(pm) = &ponder {
        play(&mut p, pm, notation);
    }
    let last = infos.last().expect("an info line before bestmove");
    assert_eq!(
        pv(last).first(),
        Some(&best),
        "the line before bestmove must be its PV: {last}"
    );
    (best, ponder, rest)
}
