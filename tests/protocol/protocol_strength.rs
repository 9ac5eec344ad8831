//! The strength options (`UCI_LimitStrength`, `UCI_Elo`, `Skill Level`) through the built
//! binary in USI, UCCI and UCI-X: listed by the handshake, set under every spelling,
//! told back as an `info string`, bad values reported while the engine plays on, a
//! legal best move at every level whose line is the last one reported, the node budget
//! the level or `UCI_Elo` sets spent by the search (UCI_Elo winning over Skill Level while
//! UCI_LimitStrength is on), and a low level that searches far fewer nodes and plays
//! other moves than full strength.

use crate::common::protocol::{
    check_reply_moves, field, last_nodes, position_after, pv, Dialect, Engine, Notation,
};
use kirin::game::Game;
use std::time::Duration;

/// The dialects that declare the options in their option list.
const DIALECTS: [Dialect; 3] = [Dialect::Usi, Dialect::Ucci, Dialect::Uci];

fn game(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Usi => "shogi",
        _ => "xiangqi",
    }
}

/// `setoption` of `name` (`value` absent for a button) in the dialect's form.
fn set(e: &mut Engine, name: &str, value: &str) {
    match e.dialect {
        Dialect::Ucci => e.send(&format!("setoption {name} {value}")),
        _ => e.send(&format!("setoption name {name} value {value}")),
    }
}

/// The game's bench positions as `position` commands of the dialect.
fn positions(dialect: Dialect) -> Vec<(String, &'static str)> {
    let (word, fens) = match dialect {
        Dialect::Usi => ("sfen", kirin::shogi::Position::INFO.bench_positions),
        _ => ("fen", kirin::xiangqi::Position::INFO.bench_positions),
    };
    fens.iter()
        .map(|fen| (format!("position {word} {fen}"), *fen))
        .collect()
}

/// Nodes a search may count past its budget: the node that reaches the budget stops the
/// search, and the nodes already entered while it unwinds count too.
const OVERSHOOT: u64 = 3;

/// The node budget an `info string strength: ...` line tells.
fn told_budget(line: &str) -> u64 {
    line.split_once("at most ")
        .and_then(|(_, rest)| rest.split_once(" nodes per move"))
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or_else(|| panic!("no node budget in {line:?}"))
}

/// Expects the `info string` `told` and returns the budget it tells.
fn expect_budget(e: &mut Engine, told: &str) -> u64 {
    e.expect(told);
    told_budget(told)
}

/// A search of `fen` (one whose depth 1 costs less than `budget`) stops on the budget.
fn assert_spends(e: &mut Engine, position: &str, fen: &str, budget: u64, what: &str) {
    let (nodes, depth, _, _) = search(e, position, fen, "go depth 20");
    assert!(
        (budget..=budget + OVERSHOOT).contains(&nodes),
        "{:?} {what}: {nodes} nodes (depth {depth}) for a budget of {budget}",
        e.dialect
    );
}

/// A search at a level stops once depth 1 is complete and the budget spent: deeper than
/// depth 1 only within the budget (mates can stop it sooner); depth 1 is always completed,
/// whatever it costs.
fn assert_within_budget(nodes: u64, depth: u32, budget: u64, what: &str) {
    assert!(
        depth >= 1 && (depth == 1 || nodes <= budget + OVERSHOOT),
        "{what}: {nodes} nodes to depth {depth} for a budget of {budget}"
    );
}

/// Searches `fen` with `go`; checks the reply (every PV legal, the best move legal and
/// the first move of the last line before it) and returns (nodes, depth of the last
/// line, best move, multipv numbers seen).
fn search(e: &mut Engine, position: &str, fen: &str, go: &str) -> (u64, u32, String, Vec<String>) {
    e.send(position);
    e.send(go);
    let (infos, terminal) = e.search_reply();
    let best = match e.dialect {
        Dialect::Usi => {
            let root: kirin::shogi::Position = position_after(fen, &[], Notation::Game);
            check_reply_moves(&root, &infos, &terminal, Notation::Game).0
        }
        _ => {
            let root: kirin::xiangqi::Position = position_after(fen, &[], Notation::Game);
            check_reply_moves(&root, &infos, &terminal, Notation::Game).0
        }
    };
    let nodes = last_nodes(&infos);
    let depth = last_depth(&infos);
    let lines = infos
        .iter()
        .filter_map(|l| field(l, "multipv").map(str::to_string))
        .collect();
    (nodes, depth, best, lines)
}

/// The depth of the last `info` line that has one.
fn last_depth(infos: &[String]) -> u32 {
    infos
        .iter()
        .rev()
        .find_map(|l| field(l, "depth"))
        .expect("an info line with a depth")
        .parse()
        .expect("a depth")
}

#[test]
fn every_dialect_lists_the_options() {
    for dialect in DIALECTS {
        let (mut e, id) = Engine::start(dialect);
        let (skill, limit, elo) = match dialect {
            Dialect::Usi => (
                "option name SkillLevel type spin default 20 min 0 max 20",
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default 1500 min 800 max 3500",
            ),
            Dialect::Ucci => (
                "option SkillLevel type spin min 0 max 20 default 20",
                "option UCI_LimitStrength type check default false",
                "option UCI_Elo type spin min 800 max 3500 default 1500",
            ),
            Dialect::Uci => (
                "option name Skill Level type spin default 20 min 0 max 20",
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default 1500 min 800 max 3500",
            ),
            Dialect::Xboard => unreachable!("xboard's strength features: protocol_xboard"),
        };
        for line in [skill, limit, elo] {
            assert!(
                id.iter().any(|l| l == line),
                "{dialect:?}: {line} in {id:?}"
            );
        }
        // The defaults change nothing and say nothing.
        set(&mut e, "UCI_LimitStrength", "false");
        set(&mut e, "UCI_Elo", "1500");
        set(&mut e, "SkillLevel", "20");
        e.sync();
    }
}

#[test]
fn a_skill_level_is_told_and_plays_a_legal_move_of_its_budget() {
    for dialect in DIALECTS {
        // Every spelling the dialect can send.
        let names: &[&str] = match dialect {
            Dialect::Ucci => &["SkillLevel", "Skill_Level", "skilllevel"],
            _ => &["SkillLevel", "Skill Level", "Skill_Level"],
        };
        for name in names {
            let (mut e, _) = Engine::start(dialect);
            set(&mut e, name, "3");
            let budget = expect_budget(
                &mut e,
                "info string strength: skill level 3: at most 446 nodes per move (after \
                 depth 1), one thread, moves up to 170 cp below the best",
            );
            // The start position: depth 1 costs less than the budget, which then binds.
            let (position, fen) = &positions(dialect)[0];
            let (nodes, depth, _, lines) = search(&mut e, position, fen, "go depth 20");
            assert!(
                (budget..=budget + OVERSHOOT).contains(&nodes),
                "{dialect:?} {name}: {nodes} nodes (depth {depth}) for a budget of {budget}"
            );
            assert!(lines.iter().all(|l| l == "1"), "{lines:?}");
            set(&mut e, name, "20");
            e.expect("info string strength: full");
            e.sync();
        }
    }
}

#[test]
fn uci_elo_counts_while_limit_strength_is_on() {
    for dialect in DIALECTS {
        let (mut e, _) = Engine::start(dialect);
        let game = game(dialect);
        set(&mut e, "UCI_Elo", "800");
        e.sync(); // nothing to tell: the limit is off
        set(&mut e, "UCI_LimitStrength", "true");
        e.expect(&format!(
            "info string strength: UCI_Elo 800 is skill level 0.00 on the {game} scale: at \
             most 128 nodes per move (after depth 1), one thread, moves up to 200 cp below \
             the best"
        ));
        // UCI_Elo wins over Skill Level while the limit is on: the search spends the
        // budget of UCI_Elo's level (5), not Skill Level 10's (8192 nodes).
        set(&mut e, "SkillLevel", "10");
        e.sync();
        let elo5 = kirin::protocol::strength::calibration(game).elo[5];
        set(&mut e, "UCI_Elo", &elo5.to_string());
        let elo_budget = expect_budget(
            &mut e,
            &format!(
                "info string strength: UCI_Elo {elo5} is skill level 5.00 on the {game} \
                 scale: at most 1024 nodes per move (after depth 1), one thread, moves up \
                 to 150 cp below the best"
            ),
        );
        let (position, fen) = &positions(dialect)[1];
        assert_spends(&mut e, position, fen, elo_budget, "UCI_Elo at level 5");
        set(&mut e, "UCI_Elo", "3500");
        e.expect(&format!(
            "info string strength: full (UCI_Elo 3500 is at or above full strength, {}, on \
             the {game} scale)",
            kirin::protocol::strength::calibration(game).elo[20]
        ));
        set(&mut e, "UCI_Elo", "800");
        e.next_line();
        set(&mut e, "UCI_LimitStrength", "false");
        let level_budget = expect_budget(
            &mut e,
            "info string strength: skill level 10: at most 8192 nodes per move (after depth \
             1), one thread, moves up to 100 cp below the best",
        );
        // With the limit off, Skill Level counts again.
        assert_spends(&mut e, position, fen, level_budget, "Skill Level 10");
        e.sync();
    }
}

#[test]
fn bad_values_are_reported_and_the_engine_plays_on() {
    for dialect in DIALECTS {
        let (mut e, _) = Engine::start(dialect);
        let skill = match dialect {
            Dialect::Uci => "Skill Level",
            _ => "SkillLevel",
        };
        set(&mut e, skill, "25");
        e.expect(&format!(
            "info string error: {skill}: 25 out of range 0..20, using 20"
        ));
        set(&mut e, skill, "-1");
        e.expect(&format!(
            "info string error: {skill}: -1 out of range 0..20, using 0"
        ));
        let budget = told_budget(&e.next_line()); // the strength of level 0
        set(&mut e, skill, "weak");
        e.expect(&format!(
            "info string error: {skill}: expected a number, got 'weak'"
        ));
        set(&mut e, "UCI_Elo", "100");
        e.expect("info string error: UCI_Elo: 100 out of range 800..3500, using 800");
        set(&mut e, "UCI_Elo", "99999");
        e.expect("info string error: UCI_Elo: 99999 out of range 800..3500, using 3500");
        set(&mut e, "UCI_LimitStrength", "maybe");
        e.expect("info string error: UCI_LimitStrength: expected true or false, got 'maybe'");
        e.sync();
        // Level 0 is still in force, and the engine answers: an endgame whose depth 1
        // costs less than level 0's budget.
        let index = if dialect == Dialect::Usi { 9 } else { 8 };
        let (position, fen) = &positions(dialect)[index];
        assert_spends(&mut e, position, fen, budget, "level 0");
    }
}

/// Level 0 against full strength on every bench position of a dialect's game: a small
/// search everywhere, a tenth of full strength's nodes in all, another move on a good
/// share of the positions.
fn a_low_level_plays_weaker(dialect: Dialect) {
    let (mut full, _) = Engine::start(dialect);
    let (mut weak, _) = Engine::start(dialect);
    set(&mut weak, "SkillLevel", "0");
    let budget = told_budget(&weak.next_line());
    let positions = positions(dialect);
    let (mut other_moves, mut full_total, mut weak_total) = (0, 0, 0);
    for (position, fen) in &positions {
        let (full_nodes, _, full_best, _) = search(&mut full, position, fen, "go depth 9");
        let (weak_nodes, depth, weak_best, _) = search(&mut weak, position, fen, "go depth 9");
        assert_within_budget(
            weak_nodes,
            depth,
            budget,
            &format!("{dialect:?} {fen}: level 0 (full strength {full_nodes} nodes)"),
        );
        other_moves += usize::from(weak_best != full_best);
        full_total += full_nodes;
        weak_total += weak_nodes;
    }
    assert!(
        weak_total * 10 < full_total,
        "{dialect:?}: level 0 {weak_total} nodes in all, full strength {full_total}"
    );
    assert!(
        other_moves * 4 >= positions.len(),
        "{dialect:?}: level 0 played full strength's move on {} of {} positions",
        positions.len() - other_moves,
        positions.len()
    );
}

#[test]
fn a_low_level_plays_weaker_in_shogi() {
    a_low_level_plays_weaker(Dialect::Usi);
}

#[test]
fn a_low_level_plays_weaker_in_xiangqi() {
    a_low_level_plays_weaker(Dialect::Ucci);
}

#[test]
fn full_strength_is_unchanged_by_the_options() {
    for dialect in DIALECTS {
        let (mut plain, _) = Engine::start(dialect);
        let (mut set_off, _) = Engine::start(dialect);
        set(&mut set_off, "UCI_Elo", "800");
        set(&mut set_off, "UCI_LimitStrength", "false");
        set(&mut set_off, "SkillLevel", "20");
        set_off.sync();
        for (position, fen) in positions(dialect).iter().take(3) {
            let a = search(&mut plain, position, fen, "go depth 6");
            let b = search(&mut set_off, position, fen, "go depth 6");
            assert_eq!(a, b, "{dialect:?} {fen}");
        }
    }
}

#[test]
fn multipv_and_analysis_at_a_level() {
    let (mut e, _) = Engine::start(Dialect::Uci);
    set(&mut e, "MultiPV", "2");
    set(&mut e, "Skill Level", "2");
    let budget = told_budget(&e.next_line());
    // Four lines are searched, the two asked for reported; the played one comes first.
    let (position, fen) = &positions(Dialect::Uci)[0];
    e.send(position);
    e.send("go depth 20");
    let (infos, terminal) = e.search_reply();
    let lines: Vec<&str> = infos.iter().filter_map(|l| field(l, "multipv")).collect();
    assert!(lines.contains(&"2"), "{lines:?}");
    assert!(lines.iter().all(|&l| l == "1" || l == "2"), "{lines:?}");
    let first = infos
        .iter()
        .rev()
        .find(|l| field(l, "multipv") == Some("1"));
    let best = terminal.split(' ').nth(1).expect("a best move");
    assert_eq!(
        first.and_then(|l| pv(l).first().cloned()).as_deref(),
        Some(best)
    );
    // `go infinite` holds its answer until `stop`, within the level's budget.
    set(&mut e, "MultiPV", "1");
    e.send(position);
    e.send("go infinite");
    let mut infos = e.expect_no_terminal(Duration::from_millis(300));
    e.send("stop");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    let root: kirin::xiangqi::Position = position_after(fen, &[], Notation::Game);
    check_reply_moves(&root, &infos, &terminal, Notation::Game);
    assert_within_budget(
        last_nodes(&infos),
        last_depth(&infos),
        budget,
        "go infinite",
    );
}
