//! The process's two ends: the stdin pump thread and the single stdout writer.
//!
//! The reader splits raw bytes into lines at LF, CR LF or a lone CR, decodes them lossily
//! (invalid UTF-8 never stops it), timestamps them and queues them in order for the
//! controller. It also applies the fast path: `quit`/EOF and `stop`/`ponderhit` reach the
//! running search at once, but only if that search was started by the latest `go` read so
//! far, so a stale `stop` is never remembered.
//!
//! The writer prints whole lines of 7-bit ASCII, flushed, and exits the process quietly
//! when stdout is gone.

use crate::search::SearchHandle;
use crossbeam_channel::Sender;
use parking_lot::Mutex;
use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Longest accepted input line. Real lines are far shorter (a 1,000-ply shogi game is
/// about 6 KB); longer lines are dropped with an error instead of growing memory without
/// bound. 16 MiB leaves room for any game while keeping a flood harmless.
pub const MAX_LINE_BYTES: usize = 16 << 20;

/// How long `quit` waits for the controller before the reader ends the process itself
/// (the controller may be busy in a long `go perft`; GUIs wait about 1 s for an engine to
/// exit).
const QUIT_GRACE: Duration = Duration::from_millis(1000);

/// Size of the reader's read buffer.
const READ_CHUNK: usize = 64 * 1024;

/// A message from the reader thread.
#[derive(Debug)]
pub enum Input {
    /// A complete line (without its terminator).
    Line {
        /// The text, invalid UTF-8 replaced.
        text: String,
        /// When the reader finished reading it (a search's clock starts here).
        received: Instant,
        /// Number of search `go` lines read so far, this one included.
        go_seq: u64,
    },
    /// A line longer than [`MAX_LINE_BYTES`] was dropped.
    TooLong,
    /// End of input.
    Eof,
}

/// What the reader can do to a running search or mate search.
pub enum SearchControl {
    /// A search started by `go`.
    Search(Arc<SearchHandle>),
    /// A USI `go mate` solver's stop flag.
    Mate(Arc<AtomicBool>),
}

/// The running job, as the fast path sees it.
pub struct FastTarget {
    /// The `go` number that started it.
    pub go_seq: u64,
    /// How to stop it.
    pub control: SearchControl,
}

impl FastTarget {
    /// Asks the job to stop.
    pub fn stop(&self) {
        match &self.control {
            SearchControl::Search(handle) => handle.stop(),
            SearchControl::Mate(flag) => flag.store(true, Ordering::Release),
        }
    }

    /// Ponder hit (mate searches do not ponder).
    pub fn ponderhit(&self) {
        if let SearchControl::Search(handle) = &self.control {
            handle.ponderhit();
        }
    }
}

/// State shared by the reader and the controller.
#[derive(Default)]
pub struct FastPath {
    /// The running job, if any (set and cleared by the controller).
    pub target: Mutex<Option<FastTarget>>,
    /// Set by `quit` or EOF.
    pub quit: AtomicBool,
    /// UCCI batch mode: `stop` and `ponderhit` wait in the queue like every other line.
    pub batch: AtomicBool,
}

/// Splits a byte stream into lines at LF, CR LF or a lone CR.
#[derive(Default)]
pub struct LineSplitter {
    current: Vec<u8>,
    overflow: bool,
}

/// One complete line from [`LineSplitter`].
#[derive(Debug, PartialEq, Eq)]
pub enum Piece {
    /// A line's bytes.
    Line(Vec<u8>),
    /// A line that exceeded the limit.
    TooLong,
}

impl LineSplitter {
    /// Feeds `bytes`; calls `emit` for every completed line (empty ones included: a CR
    /// LF pair yields one line and one empty line, which the controller ignores).
    pub fn feed(&mut self, bytes: &[u8], mut emit: impl FnMut(Piece)) {
        for &b in bytes {
            if b == b'\n' || b == b'\r' {
                self.finish(&mut emit);
            } else if self.current.len() < MAX_LINE_BYTES {
                self.current.push(b);
            } else {
                self.overflow = true;
            }
        }
    }

    /// Ends input: a last line without terminator is still a line.
    pub fn end(&mut self, mut emit: impl FnMut(Piece)) {
        if !self.current.is_empty() || self.overflow {
            self.finish(&mut emit);
        }
    }

    fn finish(&mut self, emit: &mut impl FnMut(Piece)) {
        if self.overflow {
            emit(Piece::TooLong);
        } else {
            emit(Piece::Line(std::mem::take(&mut self.current)));
        }
        self.current.clear();
        self.overflow = false;
    }
}

/// The first token of a line, and the second.
fn first_two_tokens(text: &str) -> (Option<&str>, Option<&str>) {
    let mut tokens = text.split_ascii_whitespace();
    (tokens.next(), tokens.next())
}

/// True when the line is a `go` that starts a search (every `go` except `go perft`).
pub fn is_search_go(text: &str) -> bool {
    match first_two_tokens(text) {
        (Some(first), second) => {
            first.eq_ignore_ascii_case("go")
                && !second.is_some_and(|s| s.eq_ignore_ascii_case("perft"))
        }
        _ => false,
    }
}

/// Applies `quit`: raise the flag, stop the job, and make sure the process ends even if
/// the controller is stuck in a long command.
fn fast_quit(fast: &FastPath) {
    fast.quit.store(true, Ordering::Release);
    if let Some(target) = fast.target.lock().as_ref() {
        target.stop();
    }
    let _ = std::thread::Builder::new()
        .name("quit-watchdog".into())
        .spawn(|| {
            std::thread::sleep(QUIT_GRACE);
            std::process::exit(0);
        });
}

/// The reader's fast path for one line: `quit`, and `stop` or a plain `ponderhit` for the
/// search of the latest `go` read (module doc).
fn fast_path(text: &str, go_seq: u64, fast: &FastPath) {
    let (first, second) = first_two_tokens(text);
    let Some(first) = first else { return };
    if first.eq_ignore_ascii_case("quit") {
        fast_quit(fast);
        return;
    }
    let is_stop = first.eq_ignore_ascii_case("stop");
    // `ponderhit` with clock fields changes the limits: the controller handles it in order.
    let is_plain_ponderhit = first.eq_ignore_ascii_case("ponderhit")
        && second.is_none_or(|s| s.eq_ignore_ascii_case("draw"))
        && text.split_ascii_whitespace().count() <= 2;
    if (!is_stop && !is_plain_ponderhit) || fast.batch.load(Ordering::Acquire) {
        return;
    }
    if let Some(target) = fast.target.lock().as_ref() {
        if target.go_seq == go_seq {
            if is_stop {
                target.stop();
            } else {
                target.ponderhit();
            }
        }
    }
}

/// Starts the reader thread on `input`.
pub fn spawn_reader<R: Read + Send + 'static>(
    mut input: R,
    lines: Sender<Input>,
    fast: Arc<FastPath>,
) {
    let body = move || {
        let mut splitter = LineSplitter::default();
        let mut buffer = vec![0u8; READ_CHUNK];
        let mut go_seq = 0u64;
        let mut deliver = |piece: Piece| {
            let message = match piece {
                Piece::TooLong => Input::TooLong,
                Piece::Line(bytes) => {
                    let received = Instant::now();
                    let text = String::from_utf8_lossy(&bytes).into_owned();
                    if is_search_go(&text) {
                        go_seq += 1;
                    }
                    fast_path(&text, go_seq, &fast);
                    Input::Line {
                        text,
                        received,
                        go_seq,
                    }
                }
            };
            let _ = lines.send(message);
        };
        loop {
            match input.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => splitter.feed(&buffer[..n], &mut deliver),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    log::debug!("stdin read error: {e}");
                    break;
                }
            }
        }
        splitter.end(&mut deliver);
        fast_quit(&fast);
        let _ = lines.send(Input::Eof);
    };
    std::thread::Builder::new()
        .name("stdin".into())
        .spawn(body)
        .expect("spawning the stdin reader");
}

/// Replaces everything that is not printable 7-bit ASCII by `?` (shogi GUIs disagree on
/// encodings).
pub fn ascii_line(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c == ' ' || c.is_ascii_graphic() {
                c
            } else {
                '?'
            }
        })
        .collect()
}

/// The only writer to stdout.
pub struct Output<W: Write> {
    sink: W,
}

impl<W: Write> Output<W> {
    /// A writer on `sink`.
    pub fn new(sink: W) -> Output<W> {
        Output { sink }
    }

    /// Prints lines (each made ASCII, empty ones dropped) and flushes once.
    pub fn lines<S: AsRef<str>>(&mut self, lines: &[S]) {
        let mut block = String::new();
        for line in lines {
            let line = ascii_line(line.as_ref());
            if !line.trim().is_empty() {
                block.push_str(&line);
                block.push('\n');
            }
        }
        self.write(&block);
    }

    /// Prints one line.
    pub fn line(&mut self, line: &str) {
        self.lines(&[line]);
    }

    /// Prints a text block verbatim except for ASCII cleaning, empty lines kept (the
    /// `go perft` format).
    pub fn block(&mut self, text: &str) {
        let mut block: String = text.lines().map(|l| ascii_line(l) + "\n").collect();
        if block.is_empty() {
            block.push('\n');
        }
        self.write(&block);
    }

    fn write(&mut self, block: &str) {
        if block.is_empty() {
            return;
        }
        if self
            .sink
            .write_all(block.as_bytes())
            .and_then(|_| self.sink.flush())
            .is_err()
        {
            // stdout is gone (the GUI closed the pipe): nothing left to talk to.
            std::process::exit(0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(chunks: &[&[u8]]) -> Vec<Piece> {
        let mut s = LineSplitter::default();
        let mut out = Vec::new();
        for c in chunks {
            s.feed(c, |p| out.push(p));
        }
        s.end(|p| out.push(p));
        out
    }

    #[test]
    fn line_endings() {
        let lines = split(&[b"usi\r\nisready\rgo\nquit"]);
        let texts: Vec<_> = lines
            .iter()
            .filter_map(|p| match p {
                Piece::Line(l) if !l.is_empty() => Some(String::from_utf8_lossy(l).into_owned()),
                _ => None,
            })
            .collect();
        assert_eq!(texts, vec!["usi", "isready", "go", "quit"]);
        assert_eq!(
            split(&[b"is", b"rea", b"dy\n"]),
            vec![Piece::Line(b"isready".to_vec())]
        );
        assert!(split(&[b""]).is_empty());
    }

    #[test]
    fn overlong_lines_are_dropped_not_kept() {
        let big = vec![b'x'; MAX_LINE_BYTES + 10];
        let out = split(&[&big, b"\nisready\n"]);
        assert_eq!(out, vec![Piece::TooLong, Piece::Line(b"isready".to_vec())]);
    }

    #[test]
    fn go_counting() {
        assert!(is_search_go("go infinite"));
        assert!(is_search_go("  go"));
        assert!(is_search_go("go mate 1000"));
        assert!(!is_search_go("go perft 2"));
        assert!(!is_search_go("gogo"));
        assert!(!is_search_go(""));
    }

    #[test]
    fn output_is_ascii_whole_lines() {
        let mut buf = Vec::new();
        {
            let mut out = Output::new(&mut buf);
            out.lines(&["info string caf\u{e9}", "", "id name Kirin"]);
            out.block("a: 1\n\nNodes searched: 1\n\n");
        }
        assert_eq!(
            String::from_utf8(buf).unwrap(),
            "info string caf?\nid name Kirin\na: 1\n\nNodes searched: 1\n\n"
        );
    }
}
