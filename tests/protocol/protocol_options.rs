//! Every option each dialect advertises works, through the built binary. The options are
//! read from the handshake itself (USI and UCI-X `option name ...`, UCCI `option ...`,
//! xboard `feature option="..."`), so a new option is covered without touching this
//! file, and an option type the test does not know fails it. For each option, every
//! valid value it offers (spin: min, a small middle value, the default; check: flipped
//! and back; combo: every var, then the default; string: a harmless value in a fresh
//! directory, then the default; button: pressed) is taken without a complaint; an
//! out-of-range spin (max + 1, min - 1) and a bogus check or combo value each draw
//! exactly one complaint naming the option and the value, and the engine answers the
//! next sync. Afterwards the engine still plays a legal move, and every line it printed
//! was a line of its protocol.

use crate::common::protocol::{check_reply_moves, Dialect, Engine, Notation, REPLY_TIMEOUT};
use kirin::game::Game;
use kirin::records::notation;
use std::path::{Path, PathBuf};

/// An advertised option's type with its default (and range or choices).
#[derive(Clone, Debug)]
enum Kind {
    Check(bool),
    Spin { default: i64, min: i64, max: i64 },
    Combo { default: String, vars: Vec<String> },
    Text(String),
    Button,
}

/// One advertised option.
#[derive(Clone, Debug)]
struct Opt {
    name: String,
    kind: Kind,
}

/// A USI / UCI-X / UCCI `option` line: `option name N type T` (UCCI: `option N type T`),
/// then `default`, `min`, `max` and `var` fields in any order.
fn parse_option_line(dialect: Dialect, line: &str) -> Opt {
    let (head, rest) = line.split_once(" type ").expect(line);
    let head = match dialect {
        Dialect::Usi | Dialect::Uci => head.strip_prefix("option name "),
        Dialect::Ucci => head.strip_prefix("option "),
        Dialect::Xboard => unreachable!("xboard declares options in feature lines"),
    };
    let name = head.filter(|n| !n.is_empty()).expect(line).to_string();
    let mut words = rest.split(' ');
    let type_name = words.next();
    // Each keyword opens a field; the words up to the next keyword are its value.
    let mut fields: Vec<(&str, String)> = Vec::new();
    for w in words {
        match fields.last_mut() {
            _ if ["default", "min", "max", "var"].contains(&w) => fields.push((w, String::new())),
            Some((_, value)) if value.is_empty() => value.push_str(w),
            Some((_, value)) => *value = format!("{value} {w}"),
            None => panic!("a word before any field: {line}"),
        }
    }
    let all = |key: &str| -> Vec<String> {
        let with_key = fields.iter().filter(|(k, _)| *k == key);
        with_key.map(|(_, v)| v.clone()).collect()
    };
    let one = |key: &str| all(key).pop().unwrap_or_else(|| panic!("{key} of {line}"));
    let int = |key: &str| -> i64 { one(key).parse().expect(line) };
    let text = || {
        Some(one("default"))
            .filter(|d| d != "<empty>")
            .unwrap_or_default()
    };
    let kind = match type_name {
        Some("check") => Kind::Check(one("default") == "true"),
        Some("spin") => Kind::Spin {
            default: int("default"),
            min: int("min"),
            max: int("max"),
        },
        Some("combo") => Kind::Combo {
            default: text(),
            vars: all("var"),
        },
        Some("string" | "filename") => Kind::Text(text()),
        Some("button") => Kind::Button,
        other => panic!("option type {other:?} unknown to this test: {line}"),
    };
    Opt { name, kind }
}

/// An xboard `feature option="NAME -TYPE ARGS"` line (CECP 2's option types).
fn parse_feature_option(line: &str) -> Option<Opt> {
    let body = line.strip_prefix("feature option=\"")?.strip_suffix('"')?;
    let words: Vec<&str> = body.split(' ').collect();
    // The type is the first word after the name that starts with `-`.
    let at = words.iter().position(|w| w.starts_with('-')).expect(line);
    let args = &words[at + 1..];
    let int = |i: usize| -> i64 { args.get(i).and_then(|v| v.parse().ok()).expect(line) };
    let kind = match words[at] {
        "-check" => Kind::Check(args.first() == Some(&"1")),
        "-spin" | "-slider" => Kind::Spin {
            default: int(0),
            min: int(1),
            max: int(2),
        },
        "-string" | "-file" | "-path" => Kind::Text(args.join(" ")),
        "-combo" => {
            let vars: Vec<String> = args.split(|w| *w == "///").map(|v| v.join(" ")).collect();
            let default = vars.iter().find_map(|v| v.strip_prefix('*')).expect(line);
            Kind::Combo {
                default: default.to_string(),
                vars: vars
                    .iter()
                    .map(|v| v.trim_start_matches('*').to_string())
                    .collect(),
            }
        }
        "-button" | "-save" | "-reset" => Kind::Button,
        other => panic!("xboard option type {other} unknown to this test: {line}"),
    };
    let name = words[..at].join(" ");
    Some(Opt { name, kind })
}

/// A running engine in one protocol.
struct Session {
    e: Engine,
    wire: Dialect,
    pings: u32,
}

impl Session {
    /// Starts the engine and reads the options its handshake advertises.
    fn start(wire: Dialect) -> (Session, Vec<Opt>) {
        let dialect = wire;
        let (e, id) = Engine::start(dialect);
        if dialect == Dialect::Xboard {
            let options = id.iter().filter_map(|l| parse_feature_option(l)).collect();
            return (Session { e, wire, pings: 0 }, options);
        }
        let options = id.iter().filter(|l| l.starts_with("option "));
        let options = options.map(|l| parse_option_line(dialect, l)).collect();
        (Session { e, wire, pings: 0 }, options)
    }

    fn read_until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        self.e.read_until(done)
    }

    /// Sets `name` to `value` (`None` presses a button; an empty value is sent as the
    /// dialect writes an empty string).
    fn set(&mut self, name: &str, value: Option<&str>) {
        let v = match value {
            Some("") if self.wire != Dialect::Xboard => "<empty>",
            Some(v) => v,
            None => "",
        };
        let line = match (self.wire, value) {
            (Dialect::Usi | Dialect::Uci, Some(_)) => {
                format!("setoption name {name} value {v}")
            }
            (Dialect::Usi | Dialect::Uci, None) => format!("setoption name {name}"),
            (Dialect::Ucci, _) => format!("setoption {name} {v}"),
            (Dialect::Xboard, Some(_)) => format!("option {name}={v}"),
            (Dialect::Xboard, None) => format!("option {name}"),
        };
        self.e.send(line.trim_end());
    }

    /// Syncs (`isready` → `readyok`; xboard `ping N` → `pong N`); returns the lines
    /// printed before the answer.
    fn sync(&mut self) -> Vec<String> {
        self.pings += 1;
        let (ask, answer) = match self.wire {
            Dialect::Usi | Dialect::Ucci | Dialect::Uci => {
                ("isready".to_string(), "readyok".to_string())
            }
            Dialect::Xboard => (
                format!("ping {}", self.pings),
                format!("pong {}", self.pings),
            ),
        };
        self.e.send(&ask);
        let mut lines = self.read_until(|l| l == answer);
        lines.pop();
        lines
    }

    /// What a complaint line says, `None` for other lines. The harness dialects complain
    /// in `info string` lines that say `error`; xboard refuses with `Error (REASON):
    /// COMMAND` and notes a clamped value, which it does take, in a `#` comment.
    fn complaint<'a>(&self, line: &'a str) -> Option<&'a str> {
        match (self.wire, line.strip_prefix("Error (")) {
            (Dialect::Usi | Dialect::Ucci | Dialect::Uci, _) => line
                .strip_prefix("info string ")
                .filter(|text| text.to_ascii_lowercase().contains("error")),
            (Dialect::Xboard, Some(rest)) => rest.rsplit_once("): ").map(|(reason, _)| reason),
            (Dialect::Xboard, None) => line
                .strip_prefix("# ")
                .filter(|n| n.contains(" out of range ")),
        }
    }
}

/// A fresh directory for the file options' values, removed when the test ends (even
/// when it fails).
struct TempDir(PathBuf);

impl TempDir {
    fn new(wire: Dialect) -> TempDir {
        let label = format!("{wire:?}-{}", std::process::id()).replace(['(', ')'], "");
        let dir = std::env::temp_dir().join(format!("kirin-protocol-options-{label}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a fresh directory");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A check value written the way the dialect writes it.
fn check_text(wire: Dialect, on: bool) -> String {
    match wire {
        Dialect::Xboard => u8::from(on).to_string(),
        Dialect::Usi | Dialect::Ucci | Dialect::Uci => on.to_string(),
    }
}

/// A harmless string value for `name`: for a book, an empty but well-formed book file
/// (the engine loads it at the sync when its book is on: a missing file would be
/// reported, with an `os error`, which is no fault of the option); for a log, file or
/// path option, a fresh path in `dir`; else a word.
fn harmless_text(name: &str, dir: &Path) -> String {
    let lower = name.to_ascii_lowercase();
    let slug: String = name.chars().filter(char::is_ascii_alphanumeric).collect();
    let path = dir.join(format!("{slug}.txt"));
    if lower.contains("book") {
        std::fs::write(&path, "#YANEURAOU-DB2016 1.00\n").expect("writing the book");
    } else if !["log", "file", "path", "dir"]
        .iter()
        .any(|w| lower.contains(w))
    {
        return "kirin-test".to_string();
    }
    path.to_str().expect("a UTF-8 temporary path").to_string()
}

/// The valid values to set in turn, the default last (`None`: press the button).
fn valid_values(wire: Dialect, opt: &Opt, dir: &Path) -> Vec<Option<String>> {
    match &opt.kind {
        Kind::Check(on) => vec![Some(check_text(wire, !on)), Some(check_text(wire, *on))],
        // Never the maximum: a Hash or Threads of its maximum would take the machine.
        Kind::Spin { default, min, max } => {
            let middle = min + ((*max).min(min.saturating_add(8)) - min) / 2;
            [*min, middle, *default].map(|v| Some(v.to_string())).into()
        }
        Kind::Combo { default, vars } => {
            let all = vars.iter().chain(std::iter::once(default));
            all.map(|v| Some(v.clone())).collect()
        }
        Kind::Text(default) => vec![Some(harmless_text(&opt.name, dir)), Some(default.clone())],
        Kind::Button => vec![None],
    }
}

/// The values the engine must complain about.
fn bad_values(opt: &Opt) -> Vec<String> {
    match &opt.kind {
        Kind::Spin { min, max, .. } => [i128::from(*max) + 1, i128::from(*min) - 1]
            .map(|v| v.to_string())
            .into(),
        Kind::Check(_) | Kind::Combo { .. } => vec!["kirin-bogus".to_string()],
        Kind::Text(_) | Kind::Button => Vec::new(),
    }
}

/// Exercises every option `wire` advertises, then asks for a move.
fn exercise_every_option(wire: Dialect) {
    let temp = TempDir::new(wire);
    let (mut s, options) = Session::start(wire);
    assert!(!options.is_empty(), "{wire:?}: no options advertised");
    // UCI-X tells the move notation it switches to (`UCI_Variant`, `RankNumbering`).
    let mut notation = Notation::Game;
    for opt in &options {
        let valid = valid_values(wire, opt, &temp.0);
        for value in &valid {
            s.set(&opt.name, value.as_deref());
            let lines = s.sync();
            let complaints: Vec<&str> = lines.iter().filter_map(|l| s.complaint(l)).collect();
            assert!(
                complaints.is_empty(),
                "{wire:?}: {} = {value:?} is valid, yet: {complaints:?}",
                opt.name
            );
            for numbering in lines
                .iter()
                .filter_map(|l| l.strip_prefix("info string rank numbering "))
            {
                notation = if numbering.starts_with("1-10") {
                    Notation::OneBasedRanks
                } else {
                    Notation::Game
                };
            }
        }
        // A log option must log: the sync after it was set is in the file, read once the
        // default has closed it.
        let is_log = opt.name.to_ascii_lowercase().contains("log");
        if let Some(Some(path)) = valid.first().filter(|_| is_log) {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            let synced = ["isready", "ping "].iter().any(|w| text.contains(w));
            assert!(synced, "{wire:?}: {} logged {text:?}", opt.name);
        }
        for bad in bad_values(opt) {
            s.set(&opt.name, Some(&bad));
            // Back to the default before the sync: a spin clamped to its maximum (Hash)
            // would be allocated by `isready`. A refused value changed nothing anyway.
            s.set(&opt.name, valid.last().cloned().flatten().as_deref());
            let lines = s.sync();
            let complaints: Vec<&str> = lines.iter().filter_map(|l| s.complaint(l)).collect();
            let names_it = |c: &str| {
                c.contains(&format!("{}: ", opt.name))
                    && c.split([' ', '\'', ',']).any(|w| w == bad)
                    && (!matches!(opt.kind, Kind::Spin { .. }) || c.contains("out of range"))
            };
            assert!(
                complaints.len() == 1 && names_it(complaints[0]),
                "{wire:?}: {} = {bad} needs one complaint naming it, got {complaints:?}",
                opt.name
            );
        }
    }
    play_after_the_options(&mut s, notation);
}

/// A short search still gives a legal move, and the engine quits cleanly.
fn play_after_the_options(s: &mut Session, notation: Notation) {
    let dialect = s.wire;
    if dialect == Dialect::Xboard {
        return play_xboard(s);
    }
    s.e.send("position startpos");
    s.e.send("go nodes 2000");
    let (infos, terminal) = s.e.search_reply();
    match dialect {
        Dialect::Usi => {
            let root = kirin::shogi::Position::startpos();
            check_reply_moves(&root, &infos, &terminal, notation);
        }
        Dialect::Ucci | Dialect::Uci => {
            let root = kirin::xiangqi::Position::startpos();
            check_reply_moves(&root, &infos, &terminal, notation);
        }
        Dialect::Xboard => unreachable!("played above"),
    }
    s.e.send("quit");
    assert!(s.e.wait_exit(REPLY_TIMEOUT).success(), "exit status");
    // `drain` checks the last lines too; only UCCI says goodbye.
    let rest = s.e.drain();
    let bye = ["bye"].into_iter().filter(|_| dialect == Dialect::Ucci);
    assert!(rest.iter().eq(bye), "{dialect:?}: {rest:?} after quit");
}

/// xboard: a legal move at depth 2 in each variant, then `quit`.
fn play_xboard(s: &mut Session) {
    for variant in ["shogi", "xiangqi"] {
        for line in ["new", &format!("variant {variant}"), "sd 2", "go"] {
            s.e.send(line);
        }
        let answer = s.read_until(|l| l.starts_with("move ")).pop();
        let text = answer
            .as_deref()
            .and_then(|a| a.strip_prefix("move "))
            .unwrap_or("");
        let legal = match variant {
            "shogi" => legal_at_start::<kirin::shogi::Position>(notation::shogi_move_in(text)),
            _ => legal_at_start::<kirin::xiangqi::Position>(notation::xiangqi_move_in(text)),
        };
        assert!(legal, "{variant}: {answer:?} is no legal first move");
        s.sync();
    }
    s.e.send("quit");
    assert!(s.e.wait_exit(REPLY_TIMEOUT).success(), "exit status");
}

fn legal_at_start<G: Game>(wire_move: Result<String, String>) -> bool {
    wire_move.is_ok_and(|m| G::startpos().parse_move(&m).is_ok())
}

#[test]
fn every_usi_option_works() {
    exercise_every_option(Dialect::Usi);
}

#[test]
fn every_ucci_option_works() {
    exercise_every_option(Dialect::Ucci);
}

#[test]
fn every_uci_option_works() {
    exercise_every_option(Dialect::Uci);
}

#[test]
fn every_xboard_option_works() {
    exercise_every_option(Dialect::Xboard);
}
