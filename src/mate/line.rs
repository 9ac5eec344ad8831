//! The mating line reported to the user, built after the root is proven.
//!
//! Two ways, both of which only ever return a real mating line (every attacker move
//! gives check, every defender move is legal, the last position has no legal move):
//! * [`from_table`] follows the proof stored in the table: quick, and always available
//!   right after a proof, but it follows whatever proof the search happened to find;
//! * [`shortest`] rebuilds the line move by move with ply-limited searches: the attacker
//!   plays a move that keeps a mate within the remaining plies, and the defender plays a
//!   move after which no mate two plies shorter exists. When the length it starts from is
//!   the exact shortest mate, the line is a shortest mate against a longest defence.

use super::dfpn::Searcher;
use super::table::{Probe, Table, UNLIMITED};
use crate::core::MoveList;
use crate::game::{Game, GenKind, Side};

/// Upper bound on the length of a line read from the table (a guard against a cycle of
/// stale entries; a real line ends much earlier).
const TABLE_LINE_LIMIT: usize = super::dfpn::MAX_PATH;

/// The candidate moves of a node: checks for the attacker, all legal moves for the
/// defender.
fn candidates<G: Game>(pos: &G, attacker: bool) -> Vec<G::Move> {
    let mut moves = MoveList::new();
    let kind = if pos.in_check() {
        GenKind::Evasions
    } else {
        GenKind::All
    };
    pos.generate(kind, &mut moves);
    moves
        .iter()
        .filter(|&m| !attacker || pos.gives_check(m))
        .collect()
}

/// The stored proof length of the position after `m` (`attacker` mating), if the table
/// has a proof (with hand dominance, possibly the proof of a smaller attacker's hand).
fn proof_length<G: Game>(table: &Table, pos: &mut G, m: G::Move, attacker: Side) -> Option<u16> {
    pos.make(m);
    let (board, hand) = pos.hand_split(attacker);
    let probe = table.probe(board, hand, UNLIMITED, G::hand_covers);
    pos.unmake();
    match probe {
        Probe::Proven(length) => Some(length),
        _ => None,
    }
}

/// Follows the stored proof from `pos` (attacker to move): the attacker takes the child
/// with the shortest stored proof, the defender the child with the longest. `None` if the
/// table lost part of the proof.
pub fn from_table<G: Game>(table: &Table, pos: &mut G) -> Option<Vec<G::Move>> {
    let mating_side = pos.side_to_move();
    let mut line = Vec::new();
    let mut complete = false;
    while line.len() < TABLE_LINE_LIMIT {
        let attacker = line.len() % 2 == 0;
        let moves = candidates(pos, attacker);
        if !attacker && moves.is_empty() {
            complete = true;
            break;
        }
        let mut chosen: Option<(u16, G::Move)> = None;
        let mut all_proven = true;
        for &m in &moves {
            match proof_length(table, pos, m, mating_side) {
                Some(length) => {
                    let better = match chosen {
                        None => true,
                        Some((best, _)) if attacker => length < best,
                        Some((best, _)) => length > best,
                    };
                    if better {
                        chosen = Some((length, m));
                    }
                }
                None => all_proven = false,
            }
        }
        match chosen {
            Some((_, m)) if attacker || all_proven => {
                pos.make(m);
                line.push(m);
            }
            _ => break,
        }
    }
    for _ in 0..line.len() {
        pos.unmake();
    }
    complete.then_some(line)
}

/// Rebuilds a mating line of at most `length` plies from `pos` (attacker to move, a mate
/// within `length` plies proven), with ply-limited searches. `None` if the budget ran out.
pub fn shortest<G: Game>(
    searcher: &mut Searcher<'_, G>,
    pos: &mut G,
    length: u16,
) -> Option<Vec<G::Move>> {
    let mating_side = pos.side_to_move();
    let mut line = Vec::new();
    let mut left = length;
    let mut complete = false;
    loop {
        let attacker = line.len() % 2 == 0;
        let mut moves = candidates(pos, attacker);
        if !attacker && moves.is_empty() {
            complete = true;
            break;
        }
        if left == 0 {
            break;
        }
        // Try the likeliest moves first: for the attacker the shortest stored proofs,
        // for the defender the longest (a move without a stored proof counts as long).
        let hint = |pos: &mut G, m| {
            proof_length(searcher.table(), pos, m, mating_side).unwrap_or(UNLIMITED)
        };
        let mut keyed: Vec<(u16, G::Move)> = moves.drain(..).map(|m| (hint(pos, m), m)).collect();
        if attacker {
            keyed.sort_by_key(|&(length, _)| length);
        } else {
            keyed.sort_by_key(|&(length, _)| std::cmp::Reverse(length));
        }
        let mut chosen = None;
        for &(_, m) in &keyed {
            pos.make(m);
            let found = if attacker {
                searcher.search(pos, false, left - 1).is_proven()
            } else if left < 3 {
                true
            } else {
                searcher.search(pos, true, left - 3).is_disproven()
            };
            pos.unmake();
            if searcher.aborted {
                break;
            }
            if found {
                chosen = Some(m);
                break;
            }
        }
        // The defender's fallback when `length` was only an upper bound: every reply
        // still loses within `left - 1` plies, so any of them continues a mating line.
        if chosen.is_none() && !attacker && !searcher.aborted {
            chosen = keyed.first().map(|&(_, m)| m);
        }
        match chosen {
            Some(m) => {
                pos.make(m);
                line.push(m);
                left -= 1;
            }
            None => break,
        }
    }
    for _ in 0..line.len() {
        pos.unmake();
    }
    complete.then_some(line)
}
