//! `kirin csa-server` run for a test: started on any free port, which it names in its
//! one stdout line (`listening on 127.0.0.1:PORT`), and killed when dropped.

use super::kirin;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// A running server.
pub struct CsaServer {
    /// The process.
    pub child: Child,
    /// The port it listens on.
    pub port: u16,
    /// Where it writes its records (`--csaout`).
    pub records: PathBuf,
}

impl CsaServer {
    /// Starts `kirin csa-server --port 0 --csaout RECORDS ARGS`.
    pub fn start(records: PathBuf, args: &[&str]) -> CsaServer {
        let mut child = Command::new(kirin())
            .args(["csa-server", "--port", "0", "--csaout"])
            .arg(&records)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("kirin csa-server starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("the listening line");
        let port = first
            .trim()
            .strip_prefix("listening on 127.0.0.1:")
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("unexpected first line '{first}'"));
        CsaServer {
            child,
            port,
            records,
        }
    }
}

impl Drop for CsaServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
