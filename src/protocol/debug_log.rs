//! The protocol log of the `DebugLogFile` (USI) and `Debug Log File` (UCI-X) options: a
//! copy of every line the engine reads and writes, appended to a file, so a user can
//! show what a GUI and the engine said to each other (stderr stays small: some GUIs never
//! read it).
//!
//! Each entry is one line: milliseconds since the log was opened, `>>` for a line read
//! from the GUI or `<<` for a line written to it (Stockfish's markers), and the line.
//! Lines are written and flushed one by one, so the log is complete up to a crash. This
//! is not a hot path: only protocol lines pass here, never per-node work. A file that
//! cannot be opened or written is reported once (the controller prints it as an
//! `info string`) and logging stops; it never ends the process.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::time::Instant;

/// Marker of a line read from the GUI.
const IN_MARKER: &str = ">>";
/// Marker of a line written to the GUI.
const OUT_MARKER: &str = "<<";

/// The protocol log; closed (a no-op) until a path is set.
#[derive(Default)]
pub struct DebugLog {
    file: Option<(File, Instant)>,
    error: Option<String>,
}

impl DebugLog {
    /// Logs to `path` from now on, appending; an empty path turns logging off. On
    /// failure logging stays off and the reason is returned.
    pub fn open(&mut self, path: &str) -> Result<(), String> {
        self.file = None;
        if path.is_empty() {
            return Ok(());
        }
        match OpenOptions::new().create(true).append(true).open(path) {
            Ok(file) => {
                self.file = Some((file, Instant::now()));
                Ok(())
            }
            Err(e) => Err(format!("DebugLogFile: cannot open '{path}': {e}")),
        }
    }

    /// True while a file is open.
    pub fn is_open(&self) -> bool {
        self.file.is_some()
    }

    /// Records a line read from the GUI.
    pub fn incoming(&mut self, line: &str) {
        self.write(IN_MARKER, line);
    }

    /// Records a line written to the GUI.
    pub fn outgoing(&mut self, line: &str) {
        self.write(OUT_MARKER, line);
    }

    /// A write error not reported yet (logging has stopped since).
    pub fn take_error(&mut self) -> Option<String> {
        self.error.take()
    }

    fn write(&mut self, marker: &str, line: &str) {
        let Some((file, opened)) = &mut self.file else {
            return;
        };
        let entry = format!("{} {marker} {line}\n", opened.elapsed().as_millis());
        if let Err(e) = file.write_all(entry.as_bytes()).and_then(|_| file.flush()) {
            self.file = None;
            self.error = Some(format!("DebugLogFile: write failed, logging stopped: {e}"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appends_marked_lines_and_reports_errors() {
        let dir = std::env::temp_dir().join(format!("kirin-debug-log-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("log.txt");
        let path_text = path.to_str().unwrap();
        let mut log = DebugLog::default();
        log.incoming("not logged: closed");
        log.open(path_text).unwrap();
        log.incoming("isready");
        log.outgoing("id name Kirin");
        log.open("").unwrap();
        log.outgoing("not logged: turned off");
        log.open(path_text).unwrap();
        log.incoming("quit");
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines[0].ends_with(" >> isready"), "{text}");
        assert!(lines[1].ends_with(" << id name Kirin"), "{text}");
        assert!(lines[2].ends_with(" >> quit"), "{text}");
        assert!(log
            .open(dir.join("no/such/dir/log").to_str().unwrap())
            .is_err());
        assert!(!log.is_open());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
