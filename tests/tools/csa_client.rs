//! `kirin csa` against `kirin csa-server`, both through the binary over TCP on loopback:
//! Kirin against Kirin and against GPSShogi (`gpsusi`) with byoyomi and Fischer clocks,
//! positions with moves already played, a handicap, a resignation, an entering-king
//! declaration, a time-up and a dropped connection; every record a client writes equals
//! the server's record of the same game. Then a misbehaving server, scripted here: garbage
//! lines, a Game_Summary without `Your_Turn`, an illegal move from the opponent, a server
//! that stops answering; the client says what went wrong, stops its engine and plays the
//! next game.

use crate::common::csa::CsaServer;
use crate::common::kirin;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// GPSShogi's USI engine as Debian installs it (scripts/install-deps.sh).
const GPSUSI: &str = "/usr/games/gpsusi";

/// The longest a group of games may take before the test gives up on it.
const GAMES_LIMIT: Duration = Duration::from_secs(400);

/// Milliseconds kept back from the engine's time: a byoyomi of 1000 ms leaves Kirin 500,
/// which it fills only up to its own NetworkDelay2, so a loaded machine has room.
const MARGIN_MS: &str = "500";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kirin-csa-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `kirin csa-server` in milliseconds, its records under `dir/server`.
fn start_server(dir: &Path, extra: &[&str]) -> CsaServer {
    let mut args = vec!["--time-unit", "msec"];
    args.extend_from_slice(extra);
    CsaServer::start(dir.join("server"), &args)
}

/// A running `kirin csa`, its output read as it comes (a full pipe would stall it).
struct Running {
    child: Child,
    stdout: std::thread::JoinHandle<String>,
    stderr: std::thread::JoinHandle<String>,
}

fn read_all(mut source: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut s = String::new();
        let _ = source.read_to_string(&mut s);
        s
    })
}

/// Starts `kirin csa` as `id` with `password` for `games` games, records under `dir/id`.
fn client(port: u16, id: &str, password: &str, games: u32, dir: &Path, extra: &[&str]) -> Running {
    let mut child = Command::new(kirin())
        .args(["csa", "--host", "127.0.0.1", "--port", &port.to_string()])
        .args([
            "--id",
            id,
            "--password",
            password,
            "--games",
            &games.to_string(),
        ])
        .args(["--margin", MARGIN_MS, "--timeout", "20", "--csaout"])
        .arg(dir.join(id))
        .args(extra)
        .env("RUST_LOG", "debug")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kirin csa starts");
    let stdout = read_all(child.stdout.take().unwrap());
    let stderr = read_all(child.stderr.take().unwrap());
    Running {
        child,
        stdout,
        stderr,
    }
}

/// What a finished client printed.
struct Finished {
    /// One line per game.
    reports: Vec<String>,
    stderr: String,
}

/// Waits for the client to exit 0 within the limit.
fn finish(running: Running, name: &str) -> Finished {
    let Running {
        mut child,
        stdout,
        stderr,
    } = running;
    let deadline = Instant::now() + GAMES_LIMIT;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{name} still running after {GAMES_LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let stdout = stdout.join().unwrap();
    let stderr = stderr.join().unwrap();
    let tail: String = stderr
        .lines()
        .filter(|l| l.starts_with("kirin csa"))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        status.success(),
        "{name} exited {status}:\n{stdout}\n{tail}"
    );
    Finished {
        reports: stdout.lines().map(str::to_string).collect(),
        stderr,
    }
}

/// The records of a folder by file name.
fn records(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .map(|p| {
                    let name = p.file_name().unwrap().to_string_lossy().into_owned();
                    (name, std::fs::read_to_string(&p).unwrap())
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Every record of `client_dir` equals the server's record of the same game; returns
/// how many there were.
fn assert_same_as_server(server: &CsaServer, client_dir: &Path) -> usize {
    let theirs = records(&server.records);
    let ours = records(client_dir);
    for (name, text) in &ours {
        let server_text = theirs
            .get(name)
            .unwrap_or_else(|| panic!("the server has no record {name}"));
        assert_eq!(text, server_text, "{name}: client and server disagree");
    }
    ours.len()
}

/// Plays `games` games between two clients on game name `game`; returns both results.
fn pair(
    server: &CsaServer,
    dir: &Path,
    game: &str,
    games: u32,
    first: (&str, &[&str]),
    second: (&str, &[&str]),
) -> (Finished, Finished) {
    let a = client(
        server.port,
        first.0,
        &format!("{game},x"),
        games,
        dir,
        first.1,
    );
    // The first to log in plays Black.
    std::thread::sleep(Duration::from_millis(300));
    let b = client(
        server.port,
        second.0,
        &format!("{game},y"),
        games,
        dir,
        second.1,
    );
    let a = finish(a, first.0);
    let b = finish(b, second.0);
    assert_eq!(a.reports.len(), games as usize, "{:?}", a.reports);
    assert_eq!(b.reports.len(), games as usize, "{:?}", b.reports);
    assert_eq!(
        assert_same_as_server(server, &dir.join(first.0)),
        games as usize
    );
    assert_eq!(
        assert_same_as_server(server, &dir.join(second.0)),
        games as usize
    );
    (a, b)
}

/// A game that ran to the move limit or ended by the rules, not by a fault.
fn assert_played_out(report: &str) {
    assert!(
        report.contains("#MAX_MOVES")
            || report.contains("#SENNICHITE")
            || report.contains("#RESIGN"),
        "{report}"
    );
}

#[test]
fn kirin_against_kirin_with_byoyomi_and_fischer_clocks() {
    let dir = scratch("kk");
    let server = start_server(&dir, &["--max-moves", "30"]);
    let (a, _) = pair(
        &server,
        &dir,
        "byo-0-1000",
        5,
        ("alice", &["--ponder"]),
        ("bob", &[]),
    );
    a.reports.iter().for_each(|r| assert_played_out(r));
    assert!(a.stderr.contains("go ponder"), "alice never pondered");
    assert!(a.stderr.contains("> ponderhit") || a.stderr.contains("> stop"));
    let (c, _) = pair(
        &server,
        &dir,
        "fischer-3000-300F",
        3,
        ("carol", &["--floodgate"]),
        ("dave", &[]),
    );
    c.reports.iter().for_each(|r| assert_played_out(r));
    assert!(c.stderr.contains(",'* "), "no floodgate comment sent");
}

#[test]
fn kirin_against_gpsshogi() {
    assert!(
        Path::new(GPSUSI).exists(),
        "{GPSUSI} is missing: scripts/install-deps.sh installs gpsshogi"
    );
    let dir = scratch("gps");
    let server = start_server(&dir, &["--max-moves", "30"]);
    // GPSShogi thinks about 0.9 s per move whatever the byoyomi below a second, and reads
    // no binc/winc: 2 s per move with 1 s kept back, and the increment folded in.
    let gps: &[&str] = &[
        "--engine",
        GPSUSI,
        "--no-binc",
        "--option",
        "Thread=1",
        "--margin",
        "1000",
    ];
    let (k, g) = pair(&server, &dir, "gps-0-2000", 3, ("kirin", &[]), ("gps", gps));
    for report in k.reports.iter().chain(&g.reports) {
        assert!(
            !report.contains("TIME_UP") && !report.contains("ILLEGAL"),
            "{report}"
        );
    }
    let (g, k) = pair(
        &server,
        &dir,
        "gpsf-20000-1000F",
        1,
        ("gps2", gps),
        ("kirin2", &[]),
    );
    for report in k.reports.iter().chain(&g.reports) {
        assert!(
            !report.contains("TIME_UP") && !report.contains("ILLEGAL"),
            "{report}"
        );
    }
}

/// Black to move mates at once (G*5b); White then has no move and resigns.
const MATE_IN_ONE: &str = "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
/// Black to move can declare under the CSA 27-point rule: king on 5b, ten pieces in the
/// camp, 18 points there and 11 in hand.
const DECLARABLE: &str = "sfen RBGGSS3/L3K4/NNP6/9/9/9/9/9/4k4 b RBP 1";
/// The two-piece handicap: White gives rook and bishop, and moves first.
const TWO_PIECES: &str = "sfen lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";

#[test]
fn positions_set_by_the_server_resignation_and_declaration() {
    let dir = scratch("start");
    let opening = "opening=startpos moves 7g7f 3c3d 2g2f".to_string();
    let starts = [
        opening,
        format!("hc2p={TWO_PIECES}"),
        format!("mate={MATE_IN_ONE}"),
        format!("declare={DECLARABLE}"),
    ];
    let mut args = vec!["--max-moves", "30"];
    for s in &starts {
        args.extend(["--start", s]);
    }
    let server = start_server(&dir, &args);
    let (a, _) = pair(
        &server,
        &dir,
        "opening_x-0-1000",
        2,
        ("ann", &[]),
        ("ben", &[]),
    );
    a.reports.iter().for_each(|r| assert_played_out(r));
    let played = records(&dir.join("ann"));
    for text in played.values() {
        // The three moves came in the summary, with their times, and start the record.
        assert!(
            text.contains("PI\n+\n+7776FU\nT0\n-3334FU\nT0\n+2726FU\nT0\n-"),
            "{text}"
        );
    }
    let (h, _) = pair(
        &server,
        &dir,
        "hc2p_x-0-1000",
        2,
        ("hana", &[]),
        ("hugo", &[]),
    );
    h.reports.iter().for_each(|r| assert_played_out(r));
    for text in records(&dir.join("hana")).values() {
        assert!(text.contains("PI82HI22KA\n-\n-"), "{text}");
    }
    let (m, w) = pair(
        &server,
        &dir,
        "mate_x-0-1000",
        1,
        ("mia", &[]),
        ("max", &[]),
    );
    assert!(m.reports[0].contains("#WIN (#RESIGN)"), "{:?}", m.reports);
    assert!(w.reports[0].contains("#LOSE (#RESIGN)"), "{:?}", w.reports);
    assert!(records(&dir.join("max"))
        .values()
        .all(|t| t.contains("+0052KI\nT")));
    let (d, _) = pair(
        &server,
        &dir,
        "declare_x-0-1000",
        1,
        ("dan", &[]),
        ("dora", &[]),
    );
    assert!(d.reports[0].contains("#WIN (#JISHOGI)"), "{:?}", d.reports);
    assert!(records(&dir.join("dan"))
        .values()
        .all(|t| t.contains("%KACHI")));
}

/// Forwards one connection to the server; cuts it after `cut_after` move echoes from the
/// server when given.
fn forward(client: TcpStream, port: u16, cut_after: Option<usize>) {
    let server = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let (mut to_server, from_client) = (server.try_clone().unwrap(), client.try_clone().unwrap());
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut BufReader::new(from_client), &mut to_server);
    });
    let mut to_client = client;
    let mut echoes = 0;
    for line in BufReader::new(server.try_clone().unwrap()).lines() {
        let Ok(line) = line else { break };
        if line.starts_with(['+', '-']) && line.contains(",T") {
            echoes += 1;
        }
        if cut_after.is_some_and(|n| echoes > n) {
            let _ = to_client.shutdown(Shutdown::Both);
            let _ = server.shutdown(Shutdown::Both);
            return;
        }
        if writeln!(to_client, "{line}").is_err() {
            break;
        }
    }
    let _ = to_client.shutdown(Shutdown::Both);
}

#[test]
fn a_time_up_and_a_dropped_connection() {
    let dir = scratch("faults");
    let server = start_server(&dir, &["--max-moves", "30"]);
    // An engine that answers every `go` two seconds late: Kirin behind a shell loop that
    // holds back each bestmove line.
    let slow = format!(
        "{} | while IFS= read -r l; do case \"$l\" in bestmove*) sleep 2;; esac; echo \"$l\"; done",
        kirin()
    );
    let (s, k) = pair(
        &server,
        &dir,
        "slow-0-1000",
        1,
        ("slow", &["--engine", &slow]),
        ("quick", &[]),
    );
    assert!(s.reports[0].contains("#LOSE (#TIME_UP)"), "{:?}", s.reports);
    assert!(k.reports[0].contains("#WIN (#TIME_UP)"), "{:?}", k.reports);

    // The proxy cuts its first connection after six moves; the client connects again
    // and the next game is played in full.
    let proxy = TcpListener::bind("127.0.0.1:0").unwrap();
    let proxy_port = proxy.local_addr().unwrap().port();
    let port = server.port;
    std::thread::spawn(move || {
        for (index, stream) in proxy.incoming().enumerate() {
            let Ok(stream) = stream else { break };
            let cut = (index == 0).then_some(6);
            std::thread::spawn(move || forward(stream, port, cut));
        }
    });
    let survivor = client(port, "stays", "drop-0-1000,x", 2, &dir, &[]);
    std::thread::sleep(Duration::from_millis(300));
    let dropped = client(proxy_port, "drops", "drop-0-1000,y", 1, &dir, &[]);
    let survivor = finish(survivor, "stays");
    let dropped = finish(dropped, "drops");
    assert!(
        survivor.reports[0].contains("#WIN (#RESIGN)"),
        "{:?}",
        survivor.reports
    );
    assert_played_out(&survivor.reports[1]);
    assert_eq!(dropped.reports.len(), 1);
    assert!(
        dropped.stderr.contains("connecting again"),
        "{}",
        dropped.stderr
    );
    assert_eq!(assert_same_as_server(&server, &dir.join("stays")), 2);
}

/// A valid summary for the scripted server: the client plays Black, 2 s byoyomi.
fn summary(your_turn: bool) -> String {
    let mut text = String::from("BEGIN Game_Summary\nProtocol_Version:1.2\nFormat:Shogi 1.0\nGame_ID:fake\nName+:me\nName-:them\n");
    if your_turn {
        text.push_str("Your_Turn:+\n");
    }
    text.push_str("To_Move:+\nBEGIN Time\nTime_Unit:1sec\nTotal_Time:0\nByoyomi:2\nEND Time\nBEGIN Position\nPI\n+\nEND Position\nEND Game_Summary\n");
    text
}

/// One scripted connection: reads lines, answers as `script` says for the connection's
/// number; true once the last script ran.
fn scripted(stream: TcpStream, number: usize) {
    let mut out = stream.try_clone().unwrap();
    let mut lines = BufReader::new(stream).lines();
    let mut expect = |prefix: &str| loop {
        let line = lines.next().expect("the client hung up").unwrap();
        if line.starts_with(prefix) {
            return line;
        }
    };
    expect("LOGIN");
    writeln!(out, "LOGIN:me OK\nthis is no protocol line").unwrap();
    if number == 0 {
        write!(out, "{}", summary(false)).unwrap();
        expect("REJECT");
        return;
    }
    write!(out, "{}", summary(true)).unwrap();
    expect("AGREE");
    writeln!(out, "START:fake\n%%% garbage in the game").unwrap();
    let ours = expect("+");
    match number {
        // An opponent move the rules refuse: no lance-less king on 1a.
        1 => writeln!(out, "{ours},T1\n-1112OU,T0").unwrap(),
        // Silence: no echo of the move.
        2 => std::thread::sleep(Duration::from_secs(8)),
        _ => writeln!(out, "{ours},T1\n%TORYO\n#RESIGN\n#WIN").unwrap(),
    }
    let _ = out.flush();
    std::thread::sleep(Duration::from_millis(200));
}

#[test]
fn a_misbehaving_server() {
    let dir = scratch("bad");
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for (number, stream) in listener.incoming().enumerate() {
            let Ok(stream) = stream else { break };
            std::thread::spawn(move || scripted(stream, number));
        }
    });
    let c = client(
        port,
        "me",
        "fake-0-2,x",
        1,
        &dir,
        &["--timeout", "3", "--ponder"],
    );
    let c = finish(c, "me");
    assert_eq!(c.reports.len(), 1);
    assert!(c.reports[0].contains("#WIN (#RESIGN)"), "{:?}", c.reports);
    let said: Vec<&str> = c
        .stderr
        .lines()
        .filter(|l| l.starts_with("kirin csa:"))
        .collect();
    let said = said.join("\n");
    assert!(
        said.contains("Game_Summary refused: no Your_Turn"),
        "{said}"
    );
    assert!(said.contains("rules refuse: '-1112OU'"), "{said}");
    assert!(said.contains("the server fell silent"), "{said}");
    // The engine was told each abandoned game was over.
    assert!(
        c.stderr.matches("gameover draw").count() >= 2,
        "{}",
        c.stderr
    );
}

/// Sends SIGINT to a running client, as Ctrl-C at a terminal does.
fn interrupt(running: &Running) {
    let status = Command::new("kill")
        .args(["-INT", &running.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

#[test]
fn ctrl_c_finishes_the_game_then_logs_out() {
    let dir = scratch("ctrl-c");
    let server = start_server(&dir, &["--max-moves", "16"]);
    // Waiting for an opponent: keep-alives every second, then Ctrl-C logs out at once.
    let alone = client(
        server.port,
        "alone",
        "nobody-0-1000,x",
        5,
        &dir,
        &["--keepalive", "1"],
    );
    std::thread::sleep(Duration::from_millis(2500));
    interrupt(&alone);
    let alone = finish(alone, "alone");
    assert!(alone.reports.is_empty());
    assert!(alone.stderr.contains("csa > \n"), "no keep-alive line sent");
    assert!(alone.stderr.contains("csa > LOGOUT"), "{}", alone.stderr);
    assert!(
        alone.stderr.contains("csa < LOGOUT:completed"),
        "{}",
        alone.stderr
    );
    // In a game: Ctrl-C to one side; the game is played to its end, then both stop
    // (the other side's --games is 1).
    let a = client(server.port, "first", "ctrl-0-1000,x", 5, &dir, &[]);
    std::thread::sleep(Duration::from_millis(300));
    let b = client(server.port, "second", "ctrl-0-1000,y", 1, &dir, &[]);
    std::thread::sleep(Duration::from_millis(2500));
    interrupt(&a);
    let a = finish(a, "first");
    let b = finish(b, "second");
    assert_eq!(a.reports.len(), 1, "{}", a.stderr);
    assert!(a.reports[0].contains("#MAX_MOVES"), "{:?}", a.reports);
    assert!(a.stderr.contains("finishing this game"));
    assert_eq!(b.reports.len(), 1);
    assert_eq!(assert_same_as_server(&server, &dir.join("first")), 1);
}
