//! Fuzzing the protocol layer, seeded and reproducible.
//!
//! * `parsers_never_panic`: random and mutated lines straight into each dialect's parser.
//! * `binary_*`: the same kind of lines piped into the real binary, without waiting for
//!   replies (so commands pile up while searches run). Every stdout line must be a
//!   protocol line of the dialect (see `crate::common::protocol::check_protocol_line`), no
//!   `internal error` may be reported, nothing may be written to stderr by a panic, and
//!   at the end the engine must still answer `isready` and exit cleanly on `quit`.
//!
//! Budget: `KIRIN_FUZZ_LINES` lines per dialect (default 4000, a few seconds);
//! `KIRIN_FUZZ_SEED` picks the seed. `scripts/fuzz-long.sh` runs a million or more.
//! Generated lines never start with `quit` (it would end the session early), `d`,
//! `eval` or `bench` (free-form debugging output), and keep hash, threads and perft
//! depth small so that a run measures robustness, not memory or patience.

use crate::common::kirin;
use crate::common::protocol::{check_protocol_line, Dialect, PERFT_NONE};
use kirin::core::{MoveList, Rng};
use kirin::game::{Game, GenKind};
use kirin::protocol::dialect::Dialect as _;
use kirin::protocol::{ucci::Ucci, uci::Uci, usi::Usi};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

const DEFAULT_LINES: u64 = 4000;
/// Option name of the end-of-fuzz marker.
const SENTINEL: &str = "FuzzEndMarker";

fn budget() -> u64 {
    std::env::var("KIRIN_FUZZ_LINES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_LINES)
}

fn seed() -> u64 {
    std::env::var("KIRIN_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed_4b1e)
}

/// Words and fragments the generator combines.
const WORDS: &[&str] = &[
    "usi",
    "ucci",
    "uci",
    "isready",
    "usinewgame",
    "ucinewgame",
    "position",
    "startpos",
    "sfen",
    "fen",
    "moves",
    "go",
    "stop",
    "ponderhit",
    "gameover",
    "setoption",
    "name",
    "value",
    "banmoves",
    "probe",
    "register",
    "debug",
    "ponder",
    "infinite",
    "btime",
    "wtime",
    "byoyomi",
    "binc",
    "winc",
    "movestogo",
    "movetime",
    "depth",
    "nodes",
    "mate",
    "searchmoves",
    "perft",
    "time",
    "increment",
    "opptime",
    "oppincrement",
    "oppmovestogo",
    "draw",
    "win",
    "lose",
    "<empty>",
    "true",
    "false",
    "on",
    "off",
    "USI_Hash",
    "Hash",
    "hashsize",
    "Threads",
    "MultiPV",
    "USI_Ponder",
    "Ponder",
    "EnteringKingRule",
    "CSARule24",
    "NetworkDelay2",
    "Clear_Hash",
    "Clear",
    "UCI_Variant",
    "xiangqi",
    "RankNumbering",
    "1-10",
    "0-9",
    "auto",
    "usemillisec",
    "newgame",
    "promotion",
    "Move",
    "Overhead",
    "DepthLimit",
    "NodesLimit",
    "MaxMovesToDraw",
    "DebugLogFile",
];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "-1",
    "-500",
    "5",
    "10",
    "50",
    "100",
    "1000",
    "300",
    "99999999999999999999",
    "-99999999999999999999",
    "9223372036854775808",
    "abc",
    "1e5",
    "+7",
    "",
    "007",
];

const FENS: &[&str] = &[
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "3sks3/9/4S4/9/1+B7/9/9/9/9 b S2rb4g4n4l18p 1",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "4ka3/4a4/9/9/9/9/r8/9/4A4/3AK3R w - - 0 1",
    "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1",
    "4k4/9/9/9/9/9/9/9/1R7/3K4R w",
    "9/9/9 b - 1",
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
];

struct Generator {
    rng: Rng,
    dialect: Dialect,
}

impl Generator {
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.rng.below(items.len() as u64) as usize]
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.rng.below(100) < percent
    }

    /// A random legal game prefix in the dialect's notation.
    fn legal_moves(&mut self) -> Vec<String> {
        let plies = self.rng.below(40) as usize;
        match self.dialect {
            Dialect::Usi => walk(
                &mut kirin::shogi::Position::startpos(),
                plies,
                &mut self.rng,
            ),
            _ => walk(
                &mut kirin::xiangqi::Position::startpos(),
                plies,
                &mut self.rng,
            ),
        }
    }

    fn number(&mut self) -> String {
        if self.chance(70) {
            (self.rng.below(2000)).to_string()
        } else {
            self.pick(NUMBERS).to_string()
        }
    }

    fn structured(&mut self) -> String {
        match self.rng.below(14) {
            0 => "isready".into(),
            1 | 2 => "stop".into(),
            3 | 4 => {
                let moves = self.legal_moves();
                let head = if self.chance(70) {
                    "startpos".to_string()
                } else {
                    format!(
                        "{} {}",
                        if self.dialect == Dialect::Usi {
                            "sfen"
                        } else {
                            "fen"
                        },
                        self.pick(FENS)
                    )
                };
                let moves = if moves.is_empty() {
                    String::new()
                } else {
                    format!(" moves {}", moves.join(" "))
                };
                format!("position {head}{moves}")
            }
            5..=7 => {
                let mut line = String::from("go");
                for _ in 0..self.rng.below(5) {
                    line.push(' ');
                    line.push_str(self.pick(&[
                        "depth",
                        "nodes",
                        "movetime",
                        "btime",
                        "wtime",
                        "byoyomi",
                        "binc",
                        "winc",
                        "time",
                        "opptime",
                        "increment",
                        "movestogo",
                        "infinite",
                        "ponder",
                        "mate",
                        "draw",
                    ]));
                    if self.chance(80) {
                        line.push(' ');
                        let n = self.number();
                        line.push_str(&n);
                    }
                }
                if self.chance(20) {
                    line = "go depth 2".into();
                }
                line
            }
            8 => format!("ponderhit{}", if self.chance(30) { " draw" } else { "" }),
            9 => {
                let name = self.pick(WORDS);
                let value = if self.chance(50) {
                    self.number()
                } else {
                    self.pick(WORDS).to_string()
                };
                if self.chance(60) {
                    format!("setoption name {name} value {value}")
                } else {
                    format!("setoption {name} {value}")
                }
            }
            10 => format!("gameover {}", self.pick(&["win", "lose", "draw", "", "x"])),
            11 => {
                let moves = self.legal_moves();
                format!(
                    "{} {}",
                    self.pick(&["banmoves", "probe startpos moves", "go searchmoves"]),
                    moves.join(" ")
                )
            }
            12 => format!("go perft {}", 1 + self.rng.below(2)),
            _ => self
                .pick(&[
                    "usinewgame",
                    "ucinewgame",
                    "setoption newgame",
                    "usi",
                    "ucci",
                    "uci",
                    "register later",
                ])
                .into(),
        }
    }

    fn garbage(&mut self) -> Vec<u8> {
        let len = self.rng.below(60) as usize;
        (0..len).map(|_| self.rng.next_u64() as u8).collect()
    }

    fn mutate(&mut self, line: String) -> Vec<u8> {
        let mut tokens: Vec<String> = line.split(' ').map(str::to_string).collect();
        for _ in 0..1 + self.rng.below(3) {
            let i = self.rng.below(tokens.len().max(1) as u64) as usize;
            match self.rng.below(7) {
                0 if !tokens.is_empty() => {
                    tokens.remove(i.min(tokens.len() - 1));
                }
                1 => tokens.insert(i.min(tokens.len()), self.pick(WORDS).to_string()),
                2 => tokens.insert(i.min(tokens.len()), self.pick(NUMBERS).to_string()),
                3 if tokens.len() > 1 => {
                    let j = self.rng.below(tokens.len() as u64) as usize;
                    let a = i.min(tokens.len() - 1);
                    tokens.swap(a, j);
                }
                4 => tokens.insert(i.min(tokens.len()), "\t".into()),
                5 => tokens.insert(i.min(tokens.len()), String::new()),
                _ => {
                    if let Some(t) = tokens.get_mut(i) {
                        let mut bytes = t.clone().into_bytes();
                        if !bytes.is_empty() {
                            let k = self.rng.below(bytes.len() as u64) as usize;
                            bytes[k] = bytes[k].wrapping_add(1 + self.rng.below(5) as u8);
                        }
                        *t = String::from_utf8_lossy(&bytes).into_owned();
                    }
                }
            }
        }
        let mut bytes = tokens.join(" ").into_bytes();
        if self.chance(5) {
            let k = self.rng.below(bytes.len() as u64 + 1) as usize;
            bytes.insert(k, 0xff);
        }
        bytes
    }

    /// One input line (without its terminator), filtered as the module doc says.
    fn line(&mut self) -> Vec<u8> {
        let bytes = match self.rng.below(10) {
            0 => self.garbage(),
            1..=3 => {
                let line = self.structured();
                self.mutate(line)
            }
            _ => self.structured().into_bytes(),
        };
        sanitize(bytes)
    }
}

/// Plays `plies` random legal moves and returns their texts.
fn walk<G: Game>(position: &mut G, plies: usize, rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    for _ in 0..plies {
        let mut list = MoveList::new();
        position.generate(GenKind::All, &mut list);
        if list.is_empty() {
            break;
        }
        let m = list.as_slice()[rng.below(list.len() as u64) as usize];
        out.push(G::format_move(m));
        position.make(m);
    }
    out
}

/// Removes what a fuzz session must not send (module doc), and line terminators.
fn sanitize(bytes: Vec<u8>) -> Vec<u8> {
    let mut bytes: Vec<u8> = bytes
        .into_iter()
        .map(|b| if b == b'\n' || b == b'\r' { b' ' } else { b })
        .collect();
    let text = String::from_utf8_lossy(&bytes).to_ascii_lowercase();
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    let first = words.first().copied().unwrap_or("");
    if matches!(first, "quit" | "d" | "eval" | "bench") {
        bytes.insert(0, b'#');
    }
    // Small resources only: hash and threads options get a small value, perft depth <= 2.
    let touches = |w: &str| words.iter().any(|x| x.contains(w));
    if first == "setoption" && (touches("hash") || touches("thread")) {
        return b"setoption name Threads value 2".to_vec();
    }
    if first == "perft" || (first == "go" && touches("perft")) {
        return b"go perft 1".to_vec();
    }
    bytes
}

#[test]
fn parsers_never_panic() {
    let usi = Usi::new();
    let ucci = Ucci::new();
    let uci = Uci::new();
    for (k, dialect) in [Dialect::Usi, Dialect::Ucci, Dialect::Uci]
        .into_iter()
        .enumerate()
    {
        let mut g = Generator {
            rng: Rng::new(seed() ^ k as u64),
            dialect,
        };
        for _ in 0..budget() * 10 {
            let bytes = g.line();
            let text = String::from_utf8_lossy(&bytes);
            let mut warnings = Vec::new();
            let result = match dialect {
                Dialect::Usi => usi.parse(&text, &mut warnings),
                Dialect::Ucci => ucci.parse(&text, &mut warnings),
                Dialect::Uci => uci.parse(&text, &mut warnings),
                Dialect::Xboard => unreachable!("xboard has its own parser and tests"),
            };
            if let Err(e) = result {
                assert!(!e.to_string().is_empty());
            }
        }
    }
}

fn fuzz_binary(dialect: Dialect, salt: u64) {
    let lines = budget();
    // The engine runs in a scratch directory of its own: fuzzed `DebugLogFile` values are
    // paths, and the log files they create must not litter the repository.
    let scratch = std::env::temp_dir().join(format!(
        "kirin-fuzz-{}-{dialect:?}-{salt}",
        std::process::id()
    ));
    std::fs::create_dir_all(&scratch).expect("creating the fuzz scratch directory");
    let mut child = Command::new(kirin())
        .current_dir(&scratch)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting kirin");
    let stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let (tx, rx) = channel::<Result<u64, String>>();
    let (synced_tx, synced_rx) = channel::<()>();
    let checker = std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut buf = Vec::new();
        let mut count = 0u64;
        let mut perft = PERFT_NONE;
        let mut readyok = 0u64;
        let mut after_ready: Vec<String> = Vec::new();
        let mut sentinel_seen = false;
        let mut problems = Vec::new();
        loop {
            buf.clear();
            match reader.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            count += 1;
            if buf.last() != Some(&b'\n') {
                problems.push("unterminated last line".to_string());
            }
            let line = String::from_utf8_lossy(&buf)
                .trim_end_matches('\n')
                .to_string();
            if let Err(e) = check_protocol_line(dialect, &line, &mut perft) {
                problems.push(e);
            }
            if line.contains("internal error") {
                problems.push(format!("panic reported: {line}"));
            }
            if line.contains(SENTINEL) {
                sentinel_seen = true;
                let _ = synced_tx.send(());
            } else if line == "readyok" {
                readyok += 1;
                after_ready.clear();
                if sentinel_seen {
                    let _ = synced_tx.send(());
                }
            } else {
                after_ready.push(line.clone());
            }
            if problems.len() > 20 {
                break;
            }
        }
        let _ = tx.send(if problems.is_empty() {
            Ok(count)
        } else {
            Err(problems.join("\n"))
        });
        (readyok, after_ready)
    });
    let stderr_reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut stdin = child.stdin.take().unwrap();
    let word = match dialect {
        Dialect::Usi => "usi",
        Dialect::Ucci => "ucci",
        Dialect::Uci => "uci",
        Dialect::Xboard => unreachable!("the fuzzer speaks the USI, UCCI and UCI dialects"),
    };
    let started = Instant::now();
    writeln!(stdin, "{word}").unwrap();
    let mut g = Generator {
        rng: Rng::new(seed() ^ salt),
        dialect,
    };
    let mut batch = Vec::new();
    for i in 0..lines {
        batch.extend(g.line());
        batch.push(if i % 7 == 0 { b'\r' } else { b'\n' });
        if i % 3 == 0 {
            batch.extend_from_slice(b"\n");
        }
        if batch.len() > 1 << 16 {
            stdin
                .write_all(&batch)
                .expect("kirin stopped reading stdin");
            batch.clear();
        }
    }
    // The sentinel: an option name the generator never produces, so its error line marks
    // the point where every fuzz line has been applied; the isready after it must answer.
    batch.extend_from_slice(format!("\nstop\nsetoption name {SENTINEL} value 1\n").as_bytes());
    stdin
        .write_all(&batch)
        .expect("kirin stopped reading stdin");
    stdin.flush().unwrap();
    let patience = Duration::from_secs(60 + lines / 100);
    // Once the sentinel's error is out, every fuzz line has been applied (a deferred
    // setoption is applied after the search it waited for): isready must now answer.
    if synced_rx.recv_timeout(patience).is_err() {
        let _ = child.kill();
        panic!("{word}: no sentinel error line within {patience:?}");
    }
    stdin.write_all(b"isready\n").unwrap();
    stdin.flush().unwrap();
    if synced_rx.recv_timeout(patience).is_err() {
        let _ = child.kill();
        panic!("{word}: no readyok after the sentinel within {patience:?}");
    }
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    // Wait for the exit with a generous timeout (a hang fails the test).
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{word}: engine did not exit after {lines} fuzz lines");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let _ = std::fs::remove_dir_all(&scratch);
    let result = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("checker finished");
    let (readyok, after_ready) = checker.join().unwrap();
    let stderr_text = stderr_reader.join().unwrap();
    assert!(status.success(), "{word}: exit status {status}");
    assert!(
        !stderr_text.contains("panicked"),
        "{word}: panic on stderr:\n{stderr_text}"
    );
    let count =
        result.unwrap_or_else(|e| panic!("{word}: bad stdout:\n{e}\nstderr:\n{stderr_text}"));
    assert!(
        !stderr_text.contains("panicked"),
        "{word}: panic on stderr:\n{stderr_text}"
    );
    assert!(readyok >= 1, "{word}: the final isready was not answered");
    // After the final readyok only the reply of a search stopped by quit, and UCCI's bye.
    for l in &after_ready {
        assert!(
            l.starts_with("info ")
                || l.starts_with("bestmove")
                || l == "nobestmove"
                || l.starts_with("checkmate")
                || l == "bye",
            "{word}: unexpected line after the final readyok: {l}"
        );
    }
    if dialect == Dialect::Ucci {
        assert_eq!(
            after_ready.last().map(String::as_str),
            Some("bye"),
            "{word}: quit must print bye last"
        );
    }
    eprintln!(
        "fuzz {word}: {lines} lines in {:.1} s, {count} stdout lines all protocol lines, 0 panics",
        started.elapsed().as_secs_f64()
    );
}

#[test]
fn binary_usi() {
    fuzz_binary(Dialect::Usi, 1);
}

#[test]
fn binary_ucci() {
    fuzz_binary(Dialect::Ucci, 2);
}

#[test]
fn binary_uci() {
    fuzz_binary(Dialect::Uci, 3);
}
