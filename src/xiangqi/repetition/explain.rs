//! A repetition verdict in words, for referees and records: who loses or why it is a
//! draw, the offence (with its name in the Chinese rules), the rule set, and what every
//! move of the cycle did (check, mate threat, chase of which piece, idle). Built only
//! when a game ends, so it may allocate.

use super::cycle::{Effect, PlyRecord, Sequences};
use super::RepetitionRules;
use crate::xiangqi::moves::{format_move, RankNumbering};
use crate::xiangqi::position::{Board, Position};
use crate::xiangqi::types::{Color, Square};

/// The verdict on the cycle of the last `plies` plies, explained.
pub(super) fn explain(pos: &Position, plies: usize) -> String {
    let rules = pos.repetition_rules();
    let mut records: Vec<PlyRecord> = Vec::with_capacity(plies);
    let start = pos.replay_cycle(plies, rules, |ply| records.push(*ply));
    let cycle = period(&records);
    let verdict = match rules {
        RepetitionRules::Computer => computer_verdict(pos, plies, &records, &start, cycle),
        _ => {
            let sequences = pos.judge_sequences(plies, rules, |_| {});
            full_rules_verdict(&sequences, &start, cycle)
        }
    };
    let moves: Vec<String> = records[..cycle]
        .iter()
        .map(|r| describe(r, &start))
        .collect();
    let repeats = match plies / cycle {
        1 => String::new(),
        2 => ", played twice".to_string(),
        n => format!(", played {n} times"),
    };
    format!(
        "{verdict} ({}); the cycle{repeats}: {}",
        rules.source(),
        moves.join(", ")
    )
}

/// The verdict sentence under `computer`.
fn computer_verdict(
    pos: &Position,
    plies: usize,
    records: &[PlyRecord],
    start: &Board,
    cycle: usize,
) -> String {
    let (loser, reason) = pos.computer_verdict(plies);
    match loser {
        Some(c) => {
            let how = if reason == "perpetual check" {
                "gave check".to_string()
            } else {
                format!("chased {}", piece_names(start, common_target(records, c)))
            };
            format!(
                "{} loses by {reason}: every {} move of the {cycle}-ply cycle {how}",
                side(c),
                side(c)
            )
        }
        None if records.iter().any(|r| r.effect == Effect::Check) => {
            "draw: a check that is not perpetual makes the cycle a draw".to_string()
        }
        None => "draw: neither side chased one piece with every move".to_string(),
    }
}

/// The shortest run of moves that the judged span repeats (the span itself when it
/// repeats none), so that a cycle played twice is told once.
fn period(records: &[PlyRecord]) -> usize {
    let n = records.len();
    (2..n)
        .step_by(2)
        .find(|&p| n.is_multiple_of(p) && (p..n).all(|i| records[i].mv == records[i % p].mv))
        .unwrap_or(n)
}

/// The verdict sentence under `chinese` or `asian`.
fn full_rules_verdict(sequences: &Sequences, start: &Board, plies: usize) -> String {
    let [red, black] = sequences.offences;
    match sequences.loser() {
        Some(loser) => {
            let offence = sequences.offences[loser.index()].expect("the loser offended");
            let what = if offence.chase {
                format!(
                    "{} ({}) of {}",
                    offence.name(),
                    offence.chinese_name(),
                    piece_names(start, offence.target)
                )
            } else {
                format!("{} ({})", offence.name(), offence.chinese_name())
            };
            let other = sequences.offences[loser.opponent().index()];
            match other {
                Some(o) => format!(
                    "{} loses by {what}: perpetual check is never allowed, not even against {}'s {}",
                    side(loser),
                    side(loser.opponent()),
                    o.name()
                ),
                None => format!(
                    "{} loses by {what}: every {} move of the {plies}-ply cycle was forbidden, and {} made an allowed move",
                    side(loser),
                    side(loser),
                    side(loser.opponent())
                ),
            }
        }
        None => match (red, black) {
            (Some(r), Some(b)) => format!(
                "draw: both sides made only forbidden moves (Red {}, Black {})",
                r.name(),
                b.name()
            ),
            _ => {
                "draw: each side made an allowed move (an idle move, or chases of different pieces)"
                    .to_string()
            }
        },
    }
}

/// One move of the cycle: who, which move, what it did.
fn describe(record: &PlyRecord, start: &Board) -> String {
    let what = match record.effect {
        Effect::Check => "check".to_string(),
        Effect::MateThreat => "mate threat".to_string(),
        Effect::Chase => format!("chases {}", piece_names(start, record.chased)),
        Effect::Idle if record.soldier_chased != 0 => format!(
            "a soldier threatens {} (idle unless in mutual attack)",
            piece_names(start, record.soldier_chased)
        ),
        Effect::Idle => "idle".to_string(),
    };
    format!(
        "{} {} {what}",
        side(record.mover),
        format_move(record.mv, RankNumbering::FromZero)
    )
}

/// The pieces every chasing move of `side` chased.
fn common_target(records: &[PlyRecord], side: Color) -> u128 {
    records
        .iter()
        .filter(|r| r.mover == side)
        .fold(u128::MAX, |acc, r| acc & r.chased)
}

/// "the black horse from b9" for each identity in `ids` (start squares as bits).
fn piece_names(start: &Board, ids: u128) -> String {
    let names: Vec<String> = (0..Square::NUM)
        .filter(|&i| ids & (1u128 << i) != 0)
        .filter_map(|i| {
            let sq = Square::from_index(i);
            start.piece_on(sq).map(|p| {
                format!(
                    "the {} {} from {sq}",
                    side(p.color()).to_lowercase(),
                    p.kind().name()
                )
            })
        })
        .collect();
    if names.is_empty() {
        "no piece".to_string()
    } else {
        names.join(" and ")
    }
}

fn side(color: Color) -> &'static str {
    match color {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}
