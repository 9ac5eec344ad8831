//! `kirin csa-server` through the real binary and raw TCP sockets: scripted players log
//! in, get paired, agree and play, and each test checks the exact lines both sides
//! receive and, where it matters, the record the server writes: a resignation, a
//! time-up in milliseconds, an illegal move, a valid %KACHI from a `--start` position,
//! a handicap start with colour wishes, and a dropped connection.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::common::csa::CsaServer;

/// How long a test waits for any line or for the server to exit.
const PATIENCE: Duration = Duration::from_secs(20);

struct Server {
    inner: CsaServer,
    csaout: PathBuf,
}

impl Server {
    /// Starts `kirin csa-server --port 0 --games 1 --csaout DIR ARGS` and reads its port.
    fn start(name: &str, args: &[&str]) -> Server {
        let csaout =
            std::env::temp_dir().join(format!("kirin-csa-server-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&csaout);
        let mut all = vec!["--games", "1"];
        all.extend_from_slice(args);
        Server {
            inner: CsaServer::start(csaout.clone(), &all),
            csaout,
        }
    }

    fn connect(&self) -> Client {
        let stream = TcpStream::connect(("127.0.0.1", self.inner.port)).expect("connects");
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        Client {
            reader: BufReader::new(stream.try_clone().unwrap()),
            writer: stream,
        }
    }

    /// Waits for the server to exit after its one game; returns the record it wrote.
    fn finish(mut self, game_id: &str) -> String {
        let started = Instant::now();
        loop {
            if let Some(status) = self.inner.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                break;
            }
            assert!(started.elapsed() < PATIENCE, "the server did not exit");
            std::thread::sleep(Duration::from_millis(20));
        }
        let path = self.csaout.join(format!("{game_id}.csa"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.csaout);
    }
}

struct Client {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Client {
    fn send(&mut self, line: &str) {
        self.writer
            .write_all(format!("{line}\n").as_bytes())
            .unwrap();
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        let n = self.reader.read_line(&mut line).expect("a line in time");
        assert!(n > 0, "the server closed the connection");
        assert!(line.ends_with('\n'), "'{line}' has no LF");
        line.trim_end_matches('\n').to_string()
    }

    fn expect(&mut self, lines: &[&str]) {
        for &want in lines {
            assert_eq!(self.line(), want);
        }
    }

    fn login(&mut self, id: &str, game: &str) {
        self.send(&format!("LOGIN {id} {game}"));
        self.expect(&[&format!("LOGIN:{id} OK")]);
    }

    /// The `Game_Summary` lines.
    fn summary(&mut self) -> Vec<String> {
        let mut lines = vec![self.line()];
        assert_eq!(lines[0], "BEGIN Game_Summary");
        while lines.last().map(String::as_str) != Some("END Game_Summary") {
            lines.push(self.line());
        }
        lines
    }

    /// The server closes the connection after the result.
    fn expect_closed(&mut self) {
        let mut rest = String::new();
        self.reader
            .read_to_string(&mut rest)
            .expect("end of stream");
        assert_eq!(rest, "");
    }
}

fn game_id(summary: &[String]) -> String {
    summary
        .iter()
        .find_map(|l| l.strip_prefix("Game_ID:"))
        .expect("a Game_ID")
        .to_string()
}

/// Logs both in for `game` (Black's player first), reads both summaries and agrees;
/// returns the game id and the summaries.
fn start_game(black: &mut Client, white: &mut Client, game: &str) -> (String, [Vec<String>; 2]) {
    black.login("alice", game);
    white.login("bob", game);
    let summaries = [black.summary(), white.summary()];
    let id = game_id(&summaries[0]);
    black.send("AGREE");
    white.send(&format!("AGREE {id}"));
    for player in [black, white] {
        player.expect(&[&format!("START:{id}")]);
    }
    (id, summaries)
}

#[test]
fn a_game_from_login_to_resignation_with_its_record() {
    let server = Server::start("resign", &[]);
    let mut alice = server.connect();
    let mut bob = server.connect();
    alice.send("LOGIN alice nonsense");
    alice.expect(&["LOGIN:incorrect"]);
    alice.login("alice", "test-600-10");
    bob.send("LOGIN alice test-600-10");
    bob.expect(&["LOGIN:incorrect"]);
    bob.login("bob", "test-600-10");
    let summary = alice.summary();
    let id = game_id(&summary);
    assert!(id.starts_with("kirin+test-600-10+alice+bob+"), "{id}");
    assert!(id.ends_with("-1"), "{id}");
    let expected = format!(
        "BEGIN Game_Summary
Protocol_Version:1.2
Protocol_Mode:Server
Format:Shogi 1.0
Declaration:Jishogi 1.1
Game_ID:{id}
Name+:alice
Name-:bob
Your_Turn:+
Rematch_On_Draw:NO
To_Move:+
Max_Moves:256
BEGIN Time
Time_Unit:1sec
Total_Time:600
Byoyomi:10
Increment:0
Least_Time_Per_Move:0
END Time
BEGIN Position
PI
+
END Position
END Game_Summary"
    );
    assert_eq!(summary.join("\n"), expected);
    let bobs = bob.summary().join("\n");
    assert_eq!(bobs, expected.replace("Your_Turn:+", "Your_Turn:-"));

    alice.send("AGREE");
    bob.send(&format!("AGREE {id}"));
    alice.expect(&[&format!("START:{id}")]);
    bob.expect(&[&format!("START:{id}")]);
    alice.send("+7776FU");
    alice.expect(&["+7776FU,T0"]);
    bob.expect(&["+7776FU,T0"]);
    // A keep-alive, answered with an empty line; CR LF and a floodgate comment accepted.
    bob.send("");
    bob.expect(&[""]);
    bob.writer.write_all(b"-3334FU,'* 30 +2726FU\r\n").unwrap();
    alice.expect(&["-3334FU,T0"]);
    bob.expect(&["-3334FU,T0"]);
    alice.send("%TORYO");
    alice.expect(&["%TORYO", "#RESIGN", "#LOSE"]);
    bob.expect(&["%TORYO", "#RESIGN", "#WIN"]);
    alice.expect_closed();
    bob.expect_closed();
    let record = server.finish(&id);
    let expected_record = format!(
        "V2.2
N+alice
N-bob
$EVENT:{id}
'+ Time_Unit:1sec Total_Time:600 Byoyomi:10 Increment:0
'- Time_Unit:1sec Total_Time:600 Byoyomi:10 Increment:0
'Max_Moves:256
PI
+
+7776FU
T0
-3334FU
T0
%TORYO
'0-1 resignation (#RESIGN)
"
    );
    assert_eq!(record, expected_record);
}

#[test]
fn a_silent_player_loses_on_time_at_the_deadline() {
    const BYOYOMI_MS: u128 = 300;
    let server = Server::start("time-up", &["--time-unit", "msec"]);
    let (mut alice, mut bob) = (server.connect(), server.connect());
    let (id, summaries) = start_game(&mut alice, &mut bob, &format!("fast-0-{BYOYOMI_MS}"));
    assert!(summaries[1].contains(&"Time_Unit:1msec".to_string()));
    assert!(summaries[1].contains(&format!("Byoyomi:{BYOYOMI_MS}")));
    alice.send("+7776FU");
    let echo = bob.line();
    let turn_started = Instant::now();
    assert!(echo.starts_with("+7776FU,T"), "{echo}");
    // Bob says nothing: the server ends the game at the deadline on its own.
    bob.expect(&["#TIME_UP", "#LOSE"]);
    let waited = turn_started.elapsed().as_millis();
    assert!(
        (BYOYOMI_MS - 50..BYOYOMI_MS + 5000).contains(&waited),
        "{waited} ms"
    );
    alice.expect(&[&echo, "#TIME_UP", "#WIN"]);
    let record = server.finish(&id);
    assert!(
        record.ends_with("%TIME_UP\n'1-0 time_forfeit (#TIME_UP)\n"),
        "{record}"
    );
}

#[test]
fn an_illegal_move_loses_and_is_not_echoed() {
    let server = Server::start("illegal", &[]);
    let (mut alice, mut bob) = (server.connect(), server.connect());
    let (id, _) = start_game(&mut alice, &mut bob, "test-0-0");
    alice.send("+7775FU");
    alice.expect(&["#ILLEGAL_MOVE", "#LOSE"]);
    bob.expect(&["#ILLEGAL_MOVE", "#WIN"]);
    alice.expect_closed();
    let record = server.finish(&id);
    assert!(
        record.contains("+\n%ILLEGAL_MOVE\n'0-1 illegal_move"),
        "{record}"
    );
}

#[test]
fn a_valid_declaration_from_a_start_position_wins() {
    let start = "kachi=sfen 3GK4/RB+P+P+P+P+P+P+P/9/9/9/9/9/9/4k4 b G4S4NL 1";
    let server = Server::start("kachi", &["--start", start]);
    let (mut alice, mut bob) = (server.connect(), server.connect());
    let (id, summaries) = start_game(&mut alice, &mut bob, "kachi_x-0-0");
    let summary = summaries[0].join("\n");
    assert!(
        summary.contains(
            "BEGIN Position\nP1 *  *  * +KI+OU *  *  *  * \nP2+HI+KA+TO+TO+TO+TO+TO+TO+TO\n"
        ),
        "{summary}"
    );
    assert!(
        summary.contains("P+00KI00GI00GI00GI00GI00KE00KE00KE00KE00KY\n+\nEND Position"),
        "{summary}"
    );
    alice.send("%KACHI");
    alice.expect(&["%KACHI", "#JISHOGI", "#WIN"]);
    bob.expect(&["%KACHI", "#JISHOGI", "#LOSE"]);
    let record = server.finish(&id);
    assert!(
        record.ends_with("%KACHI\n'1-0 declaration (#JISHOGI)\n"),
        "{record}"
    );
}

#[test]
fn a_handicap_start_with_colour_wishes() {
    let two_pieces = "hc2p=sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    let server = Server::start("handicap", &["--start", two_pieces]);
    let (mut alice, mut bob) = (server.connect(), server.connect());
    // Alice logs in first but wants White: she gives the handicap and moves first.
    alice.login("alice", "hc2p_test-0-0-W");
    bob.login("bob", "hc2p_test-0-0-B");
    let (alices, bobs) = (alice.summary(), bob.summary());
    let id = game_id(&alices);
    assert!(id.starts_with("kirin+hc2p_test-0-0+bob+alice+"), "{id}");
    let summary = alices.join("\n");
    for part in [
        "Name+:bob\nName-:alice\nYour_Turn:-\n",
        "To_Move:-\n",
        "BEGIN Position\nPI82HI22KA\n-\nEND Position",
    ] {
        assert!(summary.contains(part), "{part}: {summary}");
    }
    assert!(bobs.contains(&"Your_Turn:+".to_string()));
    alice.send("AGREE");
    bob.send("AGREE");
    alice.expect(&[&format!("START:{id}")]);
    bob.expect(&[&format!("START:{id}")]);
    alice.send("-3334FU");
    alice.expect(&["-3334FU,T0"]);
    bob.expect(&["-3334FU,T0"]);
    bob.send("%TORYO");
    bob.expect(&["%TORYO", "#RESIGN", "#LOSE"]);
    let record = server.finish(&id);
    assert!(
        record.contains("PI82HI22KA\n-\n-3334FU\nT0\n%TORYO\n"),
        "{record}"
    );
}

#[test]
fn a_dropped_connection_resigns_and_garbage_does_not_crash() {
    let server = Server::start("drop", &[]);
    let (mut alice, mut bob) = (server.connect(), server.connect());
    // Before logging in: bytes that are not UTF-8 and a line far over 64 KiB.
    alice.writer.write_all(b"\xff\xfe LOGIN\n").unwrap();
    alice.send(&"x".repeat(200_000));
    let (id, _) = start_game(&mut alice, &mut bob, "test-0-0");
    alice.send("+7776FU");
    alice.expect(&["+7776FU,T0"]);
    bob.expect(&["+7776FU,T0"]);
    bob.writer.shutdown(Shutdown::Both).unwrap();
    alice.expect(&["%TORYO", "#RESIGN", "#WIN"]);
    alice.expect_closed();
    let record = server.finish(&id);
    assert!(
        record.ends_with("+7776FU\nT0\n%TORYO\n'1-0 resignation (#RESIGN)\n"),
        "{record}"
    );
}
