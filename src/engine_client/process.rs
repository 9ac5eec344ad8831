//! One engine child process seen from the runner: spawn it, write lines to its stdin, read
//! its stdout as timestamped lines with a deadline on every read, and kill and reap it.
//!
//! This module owns the operating-system side of misbehaviour: a line longer than
//! [`MAX_LINE_BYTES`] is cut (the rest up to the newline is dropped), a flood of output is
//! absorbed by a bounded channel (the engine blocks on its own pipe, the runner does not), a
//! silent engine is met by a deadline, a dead one by end of file or a write error, and a
//! child is always killed and waited for when it is dropped (no zombies). On request it
//! keeps a short transcript of the lines written and read (what `kirin check` shows under
//! a failure). It knows nothing of any protocol.

use crossbeam_channel::{bounded, Receiver, RecvTimeoutError};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Longest stdout line kept, in bytes. A 600-ply USI `info ... pv` line is a few KiB; an
/// engine printing megabytes without a newline gets its line cut here instead of exhausting
/// the runner's memory.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Lines buffered between the reader thread and the runner. When full, the reader stops
/// reading and the flooding engine blocks on its own stdout pipe.
const LINE_QUEUE: usize = 4096;

/// How long a polite `quit` is given before the child is killed.
const QUIT_GRACE: Duration = Duration::from_millis(300);

/// Characters of a line kept in the transcript: enough for any command and the start of
/// an `info ... pv` line, short enough that a 64 KiB line does not fill a failure report.
const TRANSCRIPT_LINE_CHARS: usize = 160;

/// How the engine is started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// Program to run.
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
    /// Working directory (`None`: the runner's).
    pub dir: Option<PathBuf>,
    /// File receiving the engine's stderr (`None`: discarded). Never a pipe: an engine
    /// writing to a stderr pipe nobody reads blocks once the pipe buffer (about 64 KiB on
    /// Linux) is full.
    pub stderr_log: Option<PathBuf>,
}

/// A line read from the engine, stamped when the reader thread saw its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The text, lossy UTF-8, without the line terminator, at most [`MAX_LINE_BYTES`].
    pub text: String,
    /// When the line was complete.
    pub at: Instant,
    /// True when the line was longer than [`MAX_LINE_BYTES`] and was cut.
    pub truncated: bool,
}

/// Why a read or write failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IoFailure {
    /// Nothing arrived before the deadline.
    Timeout,
    /// The engine closed its stdout (it exited or crashed).
    Closed,
    /// Writing to the engine's stdin failed (it exited or crashed).
    WriteFailed(String),
}

impl std::fmt::Display for IoFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IoFailure::Timeout => write!(f, "no answer in time"),
            IoFailure::Closed => write!(f, "engine exited (stdout closed)"),
            IoFailure::WriteFailed(e) => write!(f, "engine stdin closed ({e})"),
        }
    }
}

/// One line of a transcript, as the runner saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exchanged {
    /// Written to the engine.
    Sent(String),
    /// Read from the engine.
    Received(String),
}

impl std::fmt::Display for Exchanged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exchanged::Sent(text) => write!(f, "> {text}"),
            Exchanged::Received(text) => write!(f, "< {text}"),
        }
    }
}

/// A running engine process.
pub struct EngineProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    reader: Option<JoinHandle<()>>,
    exited: bool,
    /// The last lines written and read, when a transcript was asked for.
    transcript: VecDeque<Exchanged>,
    /// How many lines the transcript keeps (0: none).
    transcript_len: usize,
}

impl EngineProcess {
    /// Starts the program with piped stdin/stdout.
    pub fn spawn(launch: &Launch) -> Result<EngineProcess, String> {
        EngineProcess::start(launch, false)
    }

    /// As [`EngineProcess::spawn`], in a process group of its own, so that the Ctrl-C a
    /// terminal sends to its foreground group reaches the runner only, and the runner
    /// decides when the engine stops (`kirin csa` finishes the game under way first).
    pub fn spawn_own_group(launch: &Launch) -> Result<EngineProcess, String> {
        EngineProcess::start(launch, true)
    }

    fn start(launch: &Launch, own_group: bool) -> Result<EngineProcess, String> {
        let mut command = Command::new(&launch.program);
        #[cfg(unix)]
        if own_group {
            use std::os::unix::process::CommandExt as _;
            command.process_group(0);
        }
        #[cfg(not(unix))]
        let _ = own_group;
        command.args(&launch.args);
        if let Some(dir) = &launch.dir {
            command.current_dir(dir);
        }
        command.stdin(Stdio::piped()).stdout(Stdio::piped());
        match &launch.stderr_log {
            Some(path) => {
                let file = std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)
                    .map_err(|e| format!("cannot open stderr log {}: {e}", path.display()))?;
                command.stderr(Stdio::from(file));
            }
            None => {
                command.stderr(Stdio::null());
            }
        }
        let mut child = command
            .spawn()
            .map_err(|e| format!("cannot start '{}': {e}", launch.program.display()))?;
        let stdout = child.stdout.take().ok_or("no stdout pipe")?;
        let stdin = child.stdin.take();
        let (tx, rx) = bounded(LINE_QUEUE);
        let reader = std::thread::Builder::new()
            .name("engine-stdout".into())
            .spawn(move || {
                read_lines(stdout, |line| tx.send(line).is_ok());
            })
            .map_err(|e| format!("cannot start reader thread: {e}"))?;
        Ok(EngineProcess {
            child,
            stdin,
            lines: rx,
            reader: Some(reader),
            exited: false,
            transcript: VecDeque::new(),
            transcript_len: 0,
        })
    }

    /// From now on keeps the last `lines` lines written and read (see
    /// [`EngineProcess::transcript`]); 0 stops keeping them.
    pub fn keep_transcript(&mut self, lines: usize) {
        self.transcript_len = lines;
        while self.transcript.len() > lines {
            self.transcript.pop_front();
        }
    }

    /// The last lines written and read, oldest first, each cut to a readable length.
    pub fn transcript(&self) -> Vec<Exchanged> {
        self.transcript.iter().cloned().collect()
    }

    fn note(&mut self, make: fn(String) -> Exchanged, text: &str) {
        if self.transcript_len == 0 {
            return;
        }
        let mut kept: String = text.chars().take(TRANSCRIPT_LINE_CHARS).collect();
        if kept.len() < text.len() {
            kept.push_str(&format!("... ({} bytes)", text.len()));
        }
        if self.transcript.len() == self.transcript_len {
            self.transcript.pop_front();
        }
        self.transcript.push_back(make(kept));
    }

    /// Writes one line (a newline is appended) and flushes.
    pub fn send(&mut self, line: &str) -> Result<(), IoFailure> {
        self.send_bytes(line.as_bytes())
    }

    /// Writes one line of raw bytes, which need not be UTF-8 (a newline is appended), and
    /// flushes.
    pub fn send_bytes(&mut self, line: &[u8]) -> Result<(), IoFailure> {
        let text = String::from_utf8_lossy(line);
        log::debug!("> {text}");
        self.note(Exchanged::Sent, &text);
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| IoFailure::WriteFailed("closed".into()))?;
        let mut buf = Vec::with_capacity(line.len() + 1);
        buf.extend_from_slice(line);
        buf.push(b'\n');
        stdin
            .write_all(&buf)
            .and_then(|_| stdin.flush())
            .map_err(|e| IoFailure::WriteFailed(e.to_string()))
    }

    /// The next line, waiting at most until `deadline`.
    pub fn recv(&mut self, deadline: Instant) -> Result<Line, IoFailure> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => {
                log::debug!("< {}", line.text);
                self.note(Exchanged::Received, &line.text);
                Ok(line)
            }
            Err(RecvTimeoutError::Timeout) => Err(IoFailure::Timeout),
            Err(RecvTimeoutError::Disconnected) => Err(IoFailure::Closed),
        }
    }

    /// The queue of lines read from the engine, for a caller that waits on the engine
    /// and on something else at once (`crossbeam_channel::select!`); lines taken from it
    /// bypass the transcript.
    pub fn incoming(&self) -> &Receiver<Line> {
        &self.lines
    }

    /// Drops every line already queued (stale output of an earlier search).
    pub fn drain(&mut self) {
        while self.lines.try_recv().is_ok() {}
    }

    /// True while the child has not exited.
    pub fn is_alive(&mut self) -> bool {
        if self.exited {
            return false;
        }
        match self.child.try_wait() {
            Ok(None) => true,
            _ => {
                self.exited = true;
                false
            }
        }
    }

    /// Waits until the child exits or `deadline` passes, without killing it; true when it
    /// has exited (and is reaped).
    pub fn wait_exit(&mut self, deadline: Instant) -> bool {
        loop {
            if !self.is_alive() {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// Asks the engine to quit, then kills it if it has not exited after a short grace, and
    /// reaps it. Safe to call more than once.
    pub fn shutdown(&mut self) {
        if !self.exited {
            let _ = self.send("quit");
            // Closing stdin is the second way of saying quit: engines commonly treat end
            // of input as `quit`.
            self.stdin = None;
            let until = Instant::now() + QUIT_GRACE;
            while Instant::now() < until {
                if let Ok(Some(_)) = self.child.try_wait() {
                    self.exited = true;
                    break;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        self.kill();
    }

    /// Kills the child at once and reaps it.
    pub fn kill(&mut self) {
        self.stdin = None;
        if !self.exited {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
        self.exited = true;
        // The reader ends at EOF, which the kill guarantees (unless a grandchild keeps the
        // pipe open: then the thread is left to end with it rather than blocking the runner).
        if let Some(reader) = self.reader.take() {
            if reader.is_finished() {
                let _ = reader.join();
            }
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Splits a byte stream into [`Line`]s (LF, CR LF or lone CR end a line; empty lines are
/// skipped), cutting lines at [`MAX_LINE_BYTES`], and hands each to `sink` until the stream
/// ends or `sink` returns false.
pub fn read_lines<R: Read>(source: R, mut sink: impl FnMut(Line) -> bool) {
    let mut reader = BufReader::new(source);
    let mut current: Vec<u8> = Vec::new();
    let mut truncated = false;
    let mut previous_cr = false;
    loop {
        let chunk = match reader.fill_buf() {
            Ok([]) => break,
            Ok(chunk) => chunk,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        let n = chunk.len();
        for &byte in chunk {
            let is_end = byte == b'\n' || byte == b'\r';
            if is_end {
                let lf_after_cr = byte == b'\n' && previous_cr;
                previous_cr = byte == b'\r';
                if lf_after_cr {
                    continue;
                }
                if !current.is_empty() {
                    let line = Line {
                        text: String::from_utf8_lossy(&current).into_owned(),
                        at: Instant::now(),
                        truncated,
                    };
                    current.clear();
                    truncated = false;
                    if !sink(line) {
                        return;
                    }
                }
                continue;
            }
            previous_cr = false;
            if current.len() < MAX_LINE_BYTES {
                current.push(byte);
            } else {
                truncated = true;
            }
        }
        reader.consume(n);
    }
    if !current.is_empty() {
        let _ = sink(Line {
            text: String::from_utf8_lossy(&current).into_owned(),
            at: Instant::now(),
            truncated,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(bytes: &[u8]) -> Vec<(String, bool)> {
        let mut out = Vec::new();
        read_lines(bytes, |l| {
            out.push((l.text, l.truncated));
            true
        });
        out
    }

    #[test]
    fn splits_on_every_line_ending_and_skips_empty_lines() {
        let got = lines_of(b"usiok\r\nreadyok\rbestmove 7g7f\n\n\nlast");
        let texts: Vec<&str> = got.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(texts, ["usiok", "readyok", "bestmove 7g7f", "last"]);
    }

    #[test]
    fn cuts_overlong_lines_and_keeps_reading() {
        let mut input = vec![b'x'; MAX_LINE_BYTES + 1000];
        input.extend_from_slice(b"\nbestmove 7g7f\n");
        let got = lines_of(&input);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].0.len(), MAX_LINE_BYTES);
        assert!(got[0].1);
        assert_eq!(got[1], ("bestmove 7g7f".to_string(), false));
    }

    #[test]
    fn invalid_utf8_is_replaced_not_rejected() {
        let got = lines_of(b"info string \xff\xfe ok\n");
        assert!(got[0].0.starts_with("info string "));
        assert!(got[0].0.ends_with(" ok"));
    }

    #[test]
    fn a_dead_child_reads_as_closed_and_is_reaped() {
        let launch = Launch {
            program: "sh".into(),
            args: vec!["-c".into(), "echo hello; exit 3".into()],
            dir: None,
            stderr_log: None,
        };
        let mut p = EngineProcess::spawn(&launch).unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        assert_eq!(p.recv(deadline).unwrap().text, "hello");
        assert_eq!(p.recv(deadline), Err(IoFailure::Closed));
        p.shutdown();
        assert!(!p.is_alive());
    }

    #[test]
    fn a_silent_child_times_out_and_is_killed() {
        let launch = Launch {
            program: "sleep".into(),
            args: vec!["30".into()],
            dir: None,
            stderr_log: None,
        };
        let mut p = EngineProcess::spawn(&launch).unwrap();
        let deadline = Instant::now() + Duration::from_millis(50);
        assert_eq!(p.recv(deadline), Err(IoFailure::Timeout));
        p.kill();
        assert!(!p.is_alive());
    }

    #[test]
    fn the_transcript_keeps_the_last_lines_both_ways_and_raw_bytes_pass_through() {
        let launch = Launch {
            program: "cat".into(),
            args: vec![],
            dir: None,
            stderr_log: None,
        };
        let mut p = EngineProcess::spawn(&launch).unwrap();
        p.keep_transcript(3);
        let deadline = Instant::now() + Duration::from_secs(10);
        p.send("one").unwrap();
        assert_eq!(p.recv(deadline).unwrap().text, "one");
        p.send_bytes(b"two \xff").unwrap();
        assert_eq!(p.recv(deadline).unwrap().text, "two \u{fffd}");
        let kept: Vec<String> = p.transcript().iter().map(|e| e.to_string()).collect();
        assert_eq!(kept, ["< one", "> two \u{fffd}", "< two \u{fffd}"]);
        p.send(&"x".repeat(1000)).unwrap();
        let last = p.transcript().pop().unwrap().to_string();
        assert!(
            last.starts_with("> xxx") && last.ends_with("... (1000 bytes)"),
            "{last}"
        );
        p.shutdown();
        assert!(p.wait_exit(Instant::now()));
    }

    #[test]
    fn a_missing_program_is_an_error_not_a_panic() {
        let launch = Launch {
            program: "/nonexistent/engine".into(),
            args: vec![],
            dir: None,
            stderr_log: None,
        };
        assert!(EngineProcess::spawn(&launch).is_err());
    }
}
