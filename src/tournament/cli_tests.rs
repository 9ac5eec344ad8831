//! Unit tests of the `kirin match` command line ([`super`]).

use super::*;

fn args(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

#[test]
fn a_full_command_line() {
    let c = parse(&args(
        "-variant xiangqi -engine cmd=/bin/cat name=A proto=uci ranks=1-10 option.Hash=64 \
         -engine cmd=/bin/cat option.Threads=1 -each tc=1+0.01 option.Hash=16 timemargin=50 \
         -games 2 -rounds 50 -concurrency 2 -openings file=book.txt order=random -seed 7 \
         -sprt elo0=0 elo1=10 alpha=0.05 beta=0.1 -draw movenumber=40 movecount=8 score=10 \
         -resign movecount=3 score=600 twosided=true -maxmoves 300 -out r.jsonl -pgnout r.pgn",
    ))
    .unwrap()
    .unwrap();
    assert_eq!(c.game.info().name, "xiangqi");
    // The fingerprint of results files names the game as it always has.
    assert!(describe_games(&c, "").starts_with("Xiangqi|"));
    assert_eq!(c.engines[0].name, "A");
    assert_eq!(c.engines[0].dialect, Protocol::Uci);
    assert!(c.engines[0].ranks_1_to_10);
    assert_eq!(
        c.engines[0].options,
        [("Hash".to_string(), "64".to_string())]
    );
    assert_eq!(c.engines[1].name, "cat");
    assert_eq!(c.engines[1].dialect, Protocol::Ucci);
    assert_eq!(c.engines[1].options.len(), 2);
    assert_eq!(c.engines[1].margin_ms, 50);
    assert_eq!(
        c.controls[1],
        TimeControl::Fischer {
            base_ms: 1000,
            inc_ms: 10
        }
    );
    assert_eq!((c.games, c.rounds, c.concurrency, c.seed), (2, 50, 2, 7));
    assert_eq!(c.openings.unwrap().order, Order::Random);
    assert_eq!(c.sprt.unwrap().beta, 0.1);
    assert_eq!(
        c.draw,
        Some(DrawRule {
            move_number: 40,
            move_count: 8,
            score: 10
        })
    );
    assert_eq!(
        c.resign,
        Some(ResignRule {
            move_count: 3,
            score: 600,
            two_sided: true
        })
    );
    assert_eq!(c.max_plies, Some(300));
}

#[test]
fn mistakes_are_reported() {
    let bad = [
        "-engine cmd=a tc=1 -engine cmd=b tc=1",
        "-variant chess -engine cmd=a tc=1 -engine cmd=b tc=1",
        "-variant shogi -engine cmd=a tc=1",
        "-variant shogi -engine cmd=a -engine cmd=b",
        "-variant shogi -engine cmd=a tc=1 proto=ucci -engine cmd=b tc=1",
        "-variant xiangqi -engine cmd=a byoyomi=1 -engine cmd=b tc=1",
        "-variant shogi -engine cmd=a tc=1 colour=red -engine cmd=b tc=1",
        "-variant shogi -engine cmd=a tc=1 -engine cmd=b tc=1 -games x",
        "-variant shogi -engine cmd=a tc=1 -engine cmd=b tc=1 -pgnout x.pgn",
        "-variant xiangqi -engine cmd=a tc=1 -engine cmd=b tc=1 -kifout kif",
        "-variant xiangqi -engine cmd=a tc=1 -engine cmd=b tc=1 -openings file=a.kif",
        "-variant shogi -engine cmd=a tc=1 -engine cmd=b tc=1 -kifencoding euc",
        "-variant shogi -engine cmd=a tc=1 -engine cmd=b tc=1 -engine cmd=c tc=1 -sprt elo0=0 elo1=5",
        "-variant shogi -engine cmd=a tc=1 -engine cmd=b tc=1 -frobnicate",
        "-variant shogi -engine cmd=a tc=1 -engine cmd=b tc=1 -shard 3/2",
        "-variant shogi -engine cmd=a tc=1 -engine cmd=b tc=1 -shard 1/2 -sprt elo0=0 elo1=5",
        "-variant shogi -engine cmd=a tc=1 clocks=chess -engine cmd=b tc=1",
        "-variant xiangqi -engine cmd=a tc=1 clocks=swapped -engine cmd=b tc=1",
        "-variant shogi -engine cmd=a tc=1 restart=yes -engine cmd=b tc=1",
    ];
    for line in bad {
        assert!(parse(&args(line)).is_err(), "{line}");
    }
    assert!(parse(&args("--help")).unwrap().is_none());
    let split = parse(&args(
        "-variant shogi -each tc=1 -engine cmd=a -engine cmd=b -shard 2/3",
    ));
    assert_eq!(
        split.unwrap().unwrap().shard,
        Some(Shard { index: 2, count: 3 })
    );
    let kif = |extra: &str| {
        let line = format!("-variant shogi -each tc=1 -engine cmd=a -engine cmd=b {extra}");
        parse(&args(&line)).unwrap().unwrap().kif_out
    };
    assert_eq!(kif(""), None);
    assert_eq!(
        kif("-kifout k"),
        Some(("k".into(), kif::Encoding::ShiftJis))
    );
    assert_eq!(
        kif("-kifencoding utf8 -kifout k"),
        Some(("k".into(), kif::Encoding::Utf8))
    );
}

#[test]
fn swapped_clocks_give_each_side_the_other_field() {
    use crate::engine_client::clock::{GoClock, SideClock};
    use crate::engine_client::session::go_line;
    let c = parse(&args(
        "-variant shogi -each tc=1+0.01 -engine cmd=a clocks=swapped -engine cmd=b",
    ))
    .unwrap()
    .unwrap();
    let side = |time_ms, inc_ms| SideClock {
        time_ms,
        inc_ms,
        byoyomi_ms: 0,
    };
    let go = GoClock::Clocks([side(900, 10), side(800, 20)]);
    assert_eq!(
        go_line(Protocol::Usi, c.engines[0].clocks_as_read(go), 0),
        "go btime 800 wtime 900 binc 20 winc 10"
    );
    assert_eq!(
        go_line(Protocol::Usi, c.engines[1].clocks_as_read(go), 0),
        "go btime 900 wtime 800 binc 10 winc 20"
    );
    // USI carries the mover's byoyomi alone: the swapped engine still gets its own.
    let byoyomi = |time_ms, byoyomi_ms| SideClock {
        time_ms,
        inc_ms: 0,
        byoyomi_ms,
    };
    let go = GoClock::Clocks([byoyomi(900, 1000), byoyomi(800, 3000)]);
    assert_eq!(
        go_line(Protocol::Usi, c.engines[0].clocks_as_read(go), 0),
        "go btime 800 wtime 900 byoyomi 1000"
    );
}

#[test]
fn duplicate_names_are_made_unique_and_commands_split() {
    let c = parse(&args(
        "-variant shogi -each tc=1 -engine cmd=x name=E -engine cmd=x name=E",
    ))
    .unwrap()
    .unwrap();
    assert_eq!(c.engines[1].name, "E-2");
    let v = vec![
        "-variant".into(),
        "shogi".into(),
        "-engine".into(),
        "cmd=prog --flag a".into(),
        "st=1".into(),
        "-engine".into(),
        "cmd=b".into(),
        "st=1".into(),
    ];
    let c = parse(&v).unwrap().unwrap();
    assert_eq!(c.engines[0].launch.program, PathBuf::from("prog"));
    assert_eq!(c.engines[0].launch.args, ["--flag", "a"]);
}

#[test]
fn restart_is_off_by_default_and_only_on_changes_the_fingerprint() {
    let run = |keys: &str| {
        let line = format!("-variant shogi -each tc=1 {keys} -engine cmd=a -engine cmd=b");
        parse(&args(&line)).unwrap().unwrap()
    };
    let (default, off, on) = (run(""), run("restart=off"), run("restart=on"));
    assert!(!default.engines[0].restart && !off.engines[1].restart);
    assert!(on.engines.iter().all(|e| e.restart));
    // Results files written before the key existed keep resuming.
    assert_eq!(describe_games(&default, ""), describe_games(&off, ""));
    assert_ne!(describe_games(&default, ""), describe_games(&on, ""));
}
