//! The one writer to stdout: counts the lines it writes and copies them to the
//! protocol log.

use crate::protocol::debug_log::DebugLog;
use crate::protocol::io::Output;

/// Counts the lines it writes, so a held best move can tell whether its PV line is
/// still the last thing printed, and copies them to the protocol log.
pub(super) struct Printer {
    pub(super) out: Output<std::io::Stdout>,
    pub(super) count: u64,
    pub(super) log: DebugLog,
}

impl Printer {
    /// Writes lines, counted and logged.
    pub(super) fn lines<S: AsRef<str>>(&mut self, lines: &[S]) {
        self.count += lines.len() as u64;
        if self.log.is_open() {
            for line in lines {
                self.log.outgoing(line.as_ref());
            }
        }
        self.out.lines(lines);
    }

    /// A block printed verbatim (`go perft`).
    pub(super) fn block(&mut self, text: &str) {
        self.count += text.lines().count() as u64;
        if self.log.is_open() {
            for line in text.lines() {
                self.log.outgoing(line);
            }
        }
        self.out.block(text);
    }
}
