//! The server's one event loop and everything it owns: the connections (each read by its
//! own thread that turns bytes into timestamped line events), the logins, the players
//! waiting for an opponent and their pairing, and the games in progress with their
//! clocks' deadlines. Writes go straight to each socket with a write timeout; no other
//! thread touches the state, so there are no locks.

use super::login::{self, GameName};
use super::referee::{Referee, Reply};
use super::start::Start;
use super::Config;
use crate::csa::record;
use crate::csa::wire::TimeRules;
use crate::shogi::Color;
use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};
use std::collections::HashMap;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Lines longer than this are cut (the rest up to the newline is dropped).
pub const MAX_LINE_BYTES: usize = 64 * 1024;
/// How long a write to a client may block before the client counts as gone.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a closed connection waits for the client to close its side, so that the
/// last lines are not cut by a reset.
const CLOSE_LINGER: Duration = Duration::from_secs(5);

/// What the acceptor and the reader threads tell the event loop.
enum Event {
    /// A new connection, with the stream to write to.
    Connected(u64, TcpStream),
    /// A line (without its line end) read from a connection at an instant.
    Line(u64, String, Instant),
    /// The connection's reader saw the end of the stream or an error.
    Closed(u64),
}

/// What a connection is doing.
enum Role {
    /// Not logged in.
    Guest,
    /// Logged in, waiting for an opponent for this game.
    Waiting(GameName),
    /// In game number `.0` as colour `.1`.
    Playing(u64, Color),
}

struct Connection {
    stream: TcpStream,
    id: Option<String>,
    role: Role,
}

/// A game in progress and its two connections (Black's, White's).
struct Table {
    referee: Referee,
    connections: [u64; 2],
}

/// The event loop's state.
struct Lobby<'a> {
    config: &'a Config,
    epoch: Instant,
    connections: HashMap<u64, Connection>,
    /// Logged-in connections waiting for an opponent, in login order.
    waiting: Vec<u64>,
    tables: HashMap<u64, Table>,
    games_created: u64,
    games_finished: usize,
}

/// Serves on `listener` until `config.games` games have finished (forever without it).
pub fn serve(config: &Config, listener: TcpListener) -> io::Result<()> {
    let (sender, receiver) = crossbeam_channel::unbounded();
    std::thread::Builder::new()
        .name("csa-accept".into())
        .spawn(move || accept(listener, sender))?;
    run(config, &receiver);
    Ok(())
}

fn accept(listener: TcpListener, events: Sender<Event>) {
    let mut next_id = 0u64;
    for stream in listener.incoming() {
        let stream = match stream {
            Ok(s) => s,
            Err(e) => {
                log::warn!("accept: {e}");
                continue;
            }
        };
        next_id += 1;
        let id = next_id;
        let reader = match stream.try_clone() {
            Ok(r) => r,
            Err(e) => {
                log::warn!("connection {id}: {e}");
                continue;
            }
        };
        let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
        let _ = stream.set_nodelay(true);
        if events.send(Event::Connected(id, stream)).is_err() {
            return;
        }
        let events = events.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("csa-read-{id}"))
            .spawn(move || read_lines(id, reader, events));
        if let Err(e) = spawned {
            log::warn!("connection {id}: no reader thread: {e}");
        }
    }
}

/// Reads one line of at most [`MAX_LINE_BYTES`] into `line` (without the LF); false at
/// the end of the stream with nothing read.
fn read_bounded_line(reader: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<bool> {
    line.clear();
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(!line.is_empty());
        }
        let newline = available.iter().position(|&b| b == b'\n');
        let chunk = &available[..newline.unwrap_or(available.len())];
        let room = MAX_LINE_BYTES.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = newline.map_or(available.len(), |i| i + 1);
        reader.consume(used);
        if newline.is_some() {
            return Ok(true);
        }
    }
}

fn read_lines(id: u64, stream: TcpStream, events: Sender<Event>) {
    let mut reader = BufReader::new(stream);
    let mut bytes = Vec::new();
    loop {
        match read_bounded_line(&mut reader, &mut bytes) {
            Ok(true) => {
                let at = Instant::now();
                if bytes.last() == Some(&b'\r') {
                    bytes.pop();
                }
                // Bytes that are not UTF-8 become U+FFFD, which no command contains:
                // the line is garbage to whoever reads it, never a crash.
                let text = String::from_utf8_lossy(&bytes).into_owned();
                if events.send(Event::Line(id, text, at)).is_err() {
                    return;
                }
            }
            Ok(false) => break,
            Err(e) => {
                log::info!("connection {id}: {e}");
                break;
            }
        }
    }
    let _ = events.send(Event::Closed(id));
}

fn run(config: &Config, events: &Receiver<Event>) {
    let mut lobby = Lobby {
        config,
        epoch: Instant::now(),
        connections: HashMap::new(),
        waiting: Vec::new(),
        tables: HashMap::new(),
        games_created: 0,
        games_finished: 0,
    };
    loop {
        let received = match lobby.next_deadline() {
            Some(deadline) => {
                let wait = deadline.saturating_sub(lobby.now_ms());
                events.recv_timeout(Duration::from_millis(wait))
            }
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match received {
            Ok(event) => lobby.handle(event),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        // After the event: a move read before its deadline is judged in time even when
        // the loop reaches it a moment later.
        lobby.fire_deadlines();
        if config.games.is_some_and(|n| lobby.games_finished >= n) {
            log::info!("{} games finished: exiting", lobby.games_finished);
            return;
        }
    }
}

impl Lobby<'_> {
    fn now_ms(&self) -> u64 {
        self.ms_at(Instant::now())
    }

    fn ms_at(&self, at: Instant) -> u64 {
        u64::try_from(at.saturating_duration_since(self.epoch).as_millis()).unwrap_or(u64::MAX)
    }

    fn next_deadline(&self) -> Option<u64> {
        self.tables
            .values()
            .filter_map(|t| t.referee.deadline_ms())
            .min()
    }

    fn fire_deadlines(&mut self) {
        let now = self.now_ms();
        let due: Vec<u64> = self
            .tables
            .iter()
            .filter(|(_, t)| t.referee.deadline_ms().is_some_and(|d| d <= now))
            .map(|(&game, _)| game)
            .collect();
        for game in due {
            if let Some(table) = self.tables.get_mut(&game) {
                let reply = table.referee.on_deadline(now);
                self.apply(game, reply);
            }
        }
    }

    fn handle(&mut self, event: Event) {
        match event {
            Event::Connected(id, stream) => {
                log::info!("connection {id} from {:?}", stream.peer_addr().ok());
                let connection = Connection {
                    stream,
                    id: None,
                    role: Role::Guest,
                };
                self.connections.insert(id, connection);
            }
            Event::Line(id, text, at) => self.on_line(id, &text, at),
            Event::Closed(id) => self.on_closed(id),
        }
    }

    fn send(&mut self, connection: u64, lines: &[String]) {
        let Some(c) = self.connections.get_mut(&connection) else {
            return;
        };
        let mut text = String::new();
        for line in lines {
            text.push_str(line);
            text.push('\n');
        }
        if let Err(e) = c.stream.write_all(text.as_bytes()) {
            log::warn!("connection {connection}: write failed: {e}");
            // The reader sees the end of the stream and reports the connection closed.
            let _ = c.stream.shutdown(Shutdown::Both);
        }
    }

    /// Forgets a connection and ends it: the client gets the end of the stream after the
    /// lines already sent.
    fn close(&mut self, connection: u64) {
        self.waiting.retain(|&w| w != connection);
        if let Some(c) = self.connections.remove(&connection) {
            let _ = c.stream.set_read_timeout(Some(CLOSE_LINGER));
            let _ = c.stream.shutdown(Shutdown::Write);
        }
    }

    fn on_line(&mut self, connection: u64, text: &str, at: Instant) {
        let Some(c) = self.connections.get(&connection) else {
            return;
        };
        let logged_in = c.id.is_some();
        if text.is_empty() {
            if logged_in {
                self.send(connection, &[String::new()]);
            }
            return;
        }
        if text == "LOGOUT" {
            self.send(connection, &["LOGOUT:completed".to_string()]);
            self.on_closed(connection);
            return;
        }
        match c.role {
            Role::Guest if text.split_whitespace().next() == Some("LOGIN") => {
                self.login(connection, text)
            }
            Role::Playing(game, color) => {
                let now = self.now_ms();
                let received = self.ms_at(at);
                if let Some(table) = self.tables.get_mut(&game) {
                    let reply = table.referee.on_line(color, text, received, now);
                    self.apply(game, reply);
                }
            }
            Role::Guest | Role::Waiting(_) => {
                log::warn!("connection {connection}: ignoring '{text}' outside a game");
            }
        }
    }

    fn on_closed(&mut self, connection: u64) {
        let Some(c) = self.connections.get(&connection) else {
            return;
        };
        log::info!("connection {connection} ({:?}) closed", c.id);
        if let Role::Playing(game, color) = c.role {
            if let Some(table) = self.tables.get_mut(&game) {
                let reply = table.referee.on_disconnect(color);
                self.apply(game, reply);
            }
        }
        self.close(connection);
    }

    fn login(&mut self, connection: u64, text: &str) {
        let accepted = login::parse_login(text).filter(|l| {
            !self
                .connections
                .values()
                .any(|c| c.id.as_deref() == Some(l.id.as_str()))
        });
        let Some(accepted) = accepted else {
            self.send(connection, &["LOGIN:incorrect".to_string()]);
            return;
        };
        self.send(connection, &[format!("LOGIN:{} OK", accepted.id)]);
        if let Some(c) = self.connections.get_mut(&connection) {
            log::info!("{} logs in for {}", accepted.id, accepted.game.name);
            c.id = Some(accepted.id);
            c.role = Role::Waiting(accepted.game);
            self.waiting.push(connection);
            self.pair(connection);
        }
    }

    /// The wish and game of a waiting connection.
    fn waiting_game(&self, connection: u64) -> Option<&GameName> {
        match &self.connections.get(&connection)?.role {
            Role::Waiting(game) => Some(game),
            _ => None,
        }
    }

    /// Pairs `newcomer` with the first waiting player (in login order) of the same game
    /// whose colour wish does not clash. Without wishes the earlier login plays Black;
    /// shogi-server draws the colours at random, but tests want to know.
    fn pair(&mut self, newcomer: u64) {
        let Some(game) = self.waiting_game(newcomer).cloned() else {
            return;
        };
        let partner = self.waiting.iter().copied().find(|&other| {
            other != newcomer
                && self.waiting_game(other).is_some_and(|g| {
                    g.name == game.name && (g.wish.is_none() || g.wish != game.wish)
                })
        });
        let Some(first) = partner else {
            return;
        };
        let first_wish = self.waiting_game(first).and_then(|g| g.wish);
        let players = match (first_wish, game.wish) {
            (Some(Color::White), _) | (_, Some(Color::Black)) => [newcomer, first],
            _ => [first, newcomer],
        };
        self.waiting.retain(|w| !players.contains(w));
        self.start_game(players, &game);
    }

    fn start_game(&mut self, players: [u64; 2], game: &GameName) {
        let names = players.map(|p| {
            self.connections
                .get(&p)
                .and_then(|c| c.id.clone())
                .unwrap_or_default()
        });
        self.games_created += 1;
        let number = self.games_created;
        let game_id = format!(
            "{}+{}+{}+{}+{}-{number}",
            self.config.event,
            game.name,
            names[0],
            names[1],
            timestamp()
        );
        let time = TimeRules {
            unit_ms: self.config.unit_ms,
            total: game.total,
            byoyomi: game.byoyomi,
            increment: game.increment,
            least: self.config.least_time,
        };
        let start = self.start_for(&game.name);
        let summary = start.summary(&game_id, names, time, self.config.max_moves);
        let referee = match Referee::new(summary, self.now_ms()) {
            Ok(r) => r,
            Err(e) => {
                log::warn!("{game_id}: cannot start: {e}");
                players.iter().for_each(|&p| self.close(p));
                return;
            }
        };
        log::info!("{game_id}: summary sent");
        for (color, &p) in Color::ALL.iter().zip(&players) {
            self.send(p, &referee.summary().lines(*color));
            if let Some(c) = self.connections.get_mut(&p) {
                c.role = Role::Playing(number, *color);
            }
        }
        let table = Table {
            referee,
            connections: players,
        };
        self.tables.insert(number, table);
    }

    /// The start of game `name`: the `--start` whose `PREFIX_` begins it (the longest
    /// prefix wins), else the even start.
    fn start_for(&self, name: &str) -> Start {
        self.config
            .starts
            .iter()
            .filter(|(prefix, _)| {
                name.strip_prefix(prefix.as_str())
                    .is_some_and(|rest| rest.starts_with('_'))
            })
            .max_by_key(|(prefix, _)| prefix.len())
            .map_or_else(Start::even, |(_, start)| start.clone())
    }

    /// Sends a referee's reply; at the end of the game, writes the record and closes both
    /// connections.
    fn apply(&mut self, game: u64, reply: Reply) {
        let Some(connections) = self.tables.get(&game).map(|t| t.connections) else {
            return;
        };
        for (lines, &connection) in reply.lines.iter().zip(&connections) {
            if !lines.is_empty() {
                self.send(connection, lines);
            }
        }
        let Some(end) = reply.end else {
            return;
        };
        let Some(table) = self.tables.remove(&game) else {
            return;
        };
        for connection in connections {
            self.close(connection);
        }
        if let Some(dir) = &self.config.csaout {
            let referee = &table.referee;
            let text = record::write(referee.summary(), referee.moves(), &end, Color::Black);
            let path = dir.join(format!("{}.csa", referee.summary().game_id));
            match std::fs::write(&path, text) {
                Ok(()) => log::info!("record written to {}", path.display()),
                Err(e) => log::warn!("{}: {e}", path.display()),
            }
        }
        self.games_finished += 1;
    }
}

/// The current UTC time as `YYYYMMDDhhmmss`, for `Game_ID` (shogi-server uses local time;
/// UTC needs no time-zone database).
fn timestamp() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, day_secs) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}{month:02}{day:02}{:02}{:02}{:02}",
        day_secs / 3600,
        day_secs % 3600 / 60,
        day_secs % 60
    )
}

/// The Gregorian date of day `days` after 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_of_days() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
    }

    #[test]
    fn long_lines_are_cut_and_line_ends_kept_apart() {
        let mut input = vec![b'x'; MAX_LINE_BYTES + 10];
        input.extend_from_slice(b"\nAGREE\r\nlast");
        let mut reader = io::Cursor::new(input);
        let mut line = Vec::new();
        assert!(read_bounded_line(&mut reader, &mut line).unwrap());
        assert_eq!(line.len(), MAX_LINE_BYTES);
        assert!(read_bounded_line(&mut reader, &mut line).unwrap());
        assert_eq!(line, b"AGREE\r");
        assert!(read_bounded_line(&mut reader, &mut line).unwrap());
        assert_eq!(line, b"last");
        assert!(!read_bounded_line(&mut reader, &mut line).unwrap());
    }
}
