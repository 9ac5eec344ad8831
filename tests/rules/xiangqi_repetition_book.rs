//! The xiangqi repetition case book (`tests/data/xiangqi-repetition.txt`) under the three
//! rule sets: every cycle is played twice from its FEN as `position fen ... moves ...`
//! would build it, and the judge must give the book's verdict both ways it is asked:
//! * the search's view, the first recurrence inside the search (after one cycle);
//! * the referee's view, the third occurrence (after two cycles), with no verdict before,
//!   and an explanation that names the rule set and, for a loss, the losing side.

use kirin::game::{Game, Outcome};
use kirin::xiangqi::{Color, Position, RepetitionRules, RULES_OPTION};

const BOOK: &str = include_str!("../data/xiangqi-repetition.txt");

/// One record of the book.
struct Case {
    name: String,
    fen: String,
    cycle: Vec<String>,
    /// The winner under each set, in the order of `RepetitionRules::ALL` (`None`: draw).
    winners: [Option<Color>; 3],
}

fn winner(field: &str, set: &str, line: &str) -> Option<Color> {
    let verdict = field
        .strip_prefix(set)
        .unwrap_or_else(|| panic!("expected '{set} ...' in {line}"))
        .trim();
    match verdict {
        "draw" => None,
        "red wins" => Some(Color::Red),
        "black wins" => Some(Color::Black),
        other => panic!("bad verdict '{other}' in {line}"),
    }
}

fn cases() -> Vec<Case> {
    BOOK.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split(" ; ").collect();
            assert_eq!(fields.len(), 6, "six fields: {line}");
            let cycle = fields[1]
                .strip_prefix("cycle ")
                .unwrap_or_else(|| panic!("no cycle in {line}"));
            let mut winners = [None; 3];
            for (i, set) in RepetitionRules::ALL.iter().enumerate() {
                winners[i] = winner(fields[2 + i], set.name(), line);
            }
            Case {
                name: fields[5].trim().to_string(),
                fen: fields[0].to_string(),
                cycle: cycle.split_whitespace().map(str::to_string).collect(),
                winners,
            }
        })
        .collect()
}

/// The outcome for the side to move `side` when `winner` won.
fn outcome_for(side: Color, winner: Option<Color>) -> Outcome {
    match winner {
        None => Outcome::Draw,
        Some(w) if w == side => Outcome::Win,
        Some(_) => Outcome::Loss,
    }
}

/// Plays the case twice under `rules`; returns the failures found.
fn check(case: &Case, rules: RepetitionRules, expected: Option<Color>) -> Vec<String> {
    let mut failures = Vec::new();
    let mut pos = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.name));
    pos.set_rule(RULES_OPTION, rules.name()).unwrap();
    let side = pos.side();
    let want = outcome_for(side, expected);
    let n = case.cycle.len();
    for round in 0..2 {
        for (i, text) in case.cycle.iter().enumerate() {
            let m = pos
                .parse_move(text)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", case.name));
            assert!(!pos.is_capture(m), "{}: {text} captures", case.name);
            pos.make(m);
            let last = i + 1 == n;
            let referee = pos.terminal();
            if round == 0 && last {
                let search = pos.repetition(pos.ply_count());
                if search != Some(want) {
                    failures.push(format!(
                        "{} [{rules}]: search view {search:?}, expected {want:?}",
                        case.name
                    ));
                }
            }
            if round == 1 && last {
                match (referee, pos.terminal_detail()) {
                    (Some(v), Some(detail)) if v.outcome == want => {
                        assert!(detail.contains(rules.source()), "{detail}");
                        if let Some(w) = expected {
                            let loser = if w == Color::Red {
                                "Black loses"
                            } else {
                                "Red loses"
                            };
                            assert!(detail.starts_with(loser), "{}: {detail}", case.name);
                        } else {
                            assert!(detail.starts_with("draw"), "{}: {detail}", case.name);
                        }
                    }
                    (v, detail) => failures.push(format!(
                        "{} [{rules}]: referee {v:?}, expected {want:?} ({detail:?})",
                        case.name
                    )),
                }
            } else if referee.is_some() {
                failures.push(format!(
                    "{} [{rules}]: early referee verdict {referee:?} at ply {}",
                    case.name,
                    round * n + i + 1
                ));
            }
        }
    }
    failures
}

#[test]
fn the_case_book_covers_every_set_and_both_colours() {
    let cases = cases();
    assert!(cases.len() >= 40, "{} cases", cases.len());
    for (i, set) in RepetitionRules::ALL.iter().enumerate() {
        for winner in [None, Some(Color::Red), Some(Color::Black)] {
            assert!(
                cases.iter().any(|c| c.winners[i] == winner),
                "no case where {set} gives {winner:?}"
            );
        }
    }
    // The sets must disagree somewhere, or the choice would mean nothing.
    let disagreeing = cases
        .iter()
        .filter(|c| c.winners[0] != c.winners[1] || c.winners[1] != c.winners[2])
        .count();
    assert!(
        disagreeing >= 10,
        "only {disagreeing} cases tell the sets apart"
    );
}

#[test]
fn every_case_gets_the_book_verdict_under_every_set() {
    let mut failures = Vec::new();
    for case in cases() {
        for (i, rules) in RepetitionRules::ALL.into_iter().enumerate() {
            failures.extend(check(&case, rules, case.winners[i]));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
