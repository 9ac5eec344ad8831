//! One TCP connection to the CSA server: lines out (LF-terminated, logged), lines in
//! through a reader thread into a channel (so the game loop can wait on the server and
//! the engine at once), and the time of the last traffic for keep-alives.

use crossbeam_channel::{bounded, Receiver};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

/// The longest line read from the server; a longer one is cut (no server line needs
/// more than a Game_Summary row).
const MAX_LINE_BYTES: usize = 64 * 1024;

/// Lines queued between the reader thread and the game loop.
const LINE_QUEUE: usize = 1024;

/// How long a connection attempt may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(20);

/// How long one write may block before the connection counts as lost.
const WRITE_TIMEOUT: Duration = Duration::from_secs(20);

/// What the reader thread reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// A line, without its terminator (lossy UTF-8).
    Line(String),
    /// The server closed the connection or it failed.
    Closed(String),
}

/// A connected server.
pub struct Connection {
    stream: TcpStream,
    incoming: Receiver<Incoming>,
    /// When a line last went either way.
    pub last_traffic: Instant,
}

impl Connection {
    /// Connects to `host:port`.
    pub fn open(host: &str, port: u16) -> Result<Connection, String> {
        let addresses: Vec<_> = (host, port)
            .to_socket_addrs()
            .map_err(|e| format!("cannot resolve {host}: {e}"))?
            .collect();
        let mut last_error = format!("{host} has no address");
        for address in addresses {
            match TcpStream::connect_timeout(&address, CONNECT_TIMEOUT) {
                Ok(stream) => return Connection::over(stream),
                Err(e) => last_error = format!("cannot connect to {address}: {e}"),
            }
        }
        Err(last_error)
    }

    fn over(stream: TcpStream) -> Result<Connection, String> {
        let _ = stream.set_nodelay(true);
        stream
            .set_write_timeout(Some(WRITE_TIMEOUT))
            .map_err(|e| e.to_string())?;
        let reading = stream.try_clone().map_err(|e| e.to_string())?;
        let (tx, rx) = bounded(LINE_QUEUE);
        std::thread::Builder::new()
            .name("csa-server-reader".into())
            .spawn(move || read_lines(reading, |event| tx.send(event).is_ok()))
            .map_err(|e| format!("cannot start the reader thread: {e}"))?;
        Ok(Connection {
            stream,
            incoming: rx,
            last_traffic: Instant::now(),
        })
    }

    /// The lines from the server.
    pub fn incoming(&self) -> &Receiver<Incoming> {
        &self.incoming
    }

    /// Notes that a line came in (for keep-alive timing).
    pub fn touched(&mut self) {
        self.last_traffic = Instant::now();
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        log::debug!("csa > {line}");
        self.last_traffic = Instant::now();
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        self.stream
            .write_all(&bytes)
            .and_then(|_| self.stream.flush())
            .map_err(|e| format!("cannot write to the server: {e}"))
    }

    /// Closes both directions (the reader thread then ends).
    pub fn close(&mut self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.close();
    }
}

/// Reads LF-terminated lines (a CR before the LF dropped, long lines cut) until the end
/// of the stream, handing each to `sink` until it returns false; then reports the close.
fn read_lines(stream: TcpStream, mut sink: impl FnMut(Incoming) -> bool) {
    let mut reader = BufReader::new(stream);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let read = (&mut reader)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut buf);
        match read {
            Ok(0) => {
                sink(Incoming::Closed("the server closed the connection".into()));
                return;
            }
            Ok(_) => {
                let cut = buf.last() != Some(&b'\n');
                while matches!(buf.last(), Some(b'\n' | b'\r')) {
                    buf.pop();
                }
                let text = String::from_utf8_lossy(&buf).into_owned();
                log::debug!("csa < {text}");
                if !sink(Incoming::Line(text)) {
                    return;
                }
                if cut {
                    // Skip the rest of an over-long line.
                    let mut rest = Vec::new();
                    let _ = reader.read_until(b'\n', &mut rest);
                }
            }
            Err(e) => {
                sink(Incoming::Closed(format!("connection lost: {e}")));
                return;
            }
        }
    }
}
