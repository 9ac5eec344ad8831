//! Depth-first proof-number search (df-pn, Nagai 2002) for checks-only mates.
//!
//! OR nodes are the attacker's: only checking moves are children, and no checking move
//! means disproof. AND nodes are the defender's: every legal move is a child, and no legal
//! move means proof (in shogi and xiangqi alike a side without a legal move loses; shogi's
//! pawn-drop mate is never generated, so it can never be a mating move here).
//!
//! Refinements over the textbook algorithm, each with its reason:
//! * **1 + ε thresholds** (Pawlewicz and Lew 2007): the best child may run until its
//!   number passes the second-best number times (1 + 1/[`EPSILON_DIVISOR`]), which
//!   saves most of the thrashing between two close children.
//! * **Saturated numbers**: sums stop at [`NUMBER_CAP`], so only a real proof or disproof
//!   reads as infinite.
//! * **Local child values**: a node keeps its children's numbers in a stack arena for as
//!   long as it is being searched and refreshes them from the table only when the table
//!   has them, and lazily: only the child about to be searched is re-read (re-reading
//!   every child at every step spent half the time in table probes). The value a child
//!   returned is never lost to table replacement, so every recursive call makes progress
//!   (the child's number passed its threshold, so the parent either stops or picks
//!   another child): replacement cannot cause an endless loop.
//! * **Graph-history interaction** (GHI): a child whose position already stands on the
//!   current path is a disproof *for this path only* (perpetual check is not a mate; in
//!   shogi it is forbidden to the attacker, in xiangqi it loses). Such disproofs, and
//!   every disproof built on one, carry a taint bit, stay in the local values of the
//!   nodes on the path and are never stored in the table; proofs never rest on a
//!   repetition, and untainted disproofs do not depend on the path, so everything the
//!   table holds is true from any path. A root disproof that rests on repetitions is
//!   still exact: the shortest mate of a position never repeats a position.
//! * **Ply limits**: with a limit (UCI-X `go mate n`, shortest-mate re-searches) each node
//!   knows its remaining plies; the table records proof lengths and disproof horizons so
//!   that results carry over between limits (see `table`).
//! * **Hand dominance** (shogi): the table is keyed by the board without the pieces in
//!   hand and keeps the attacker's hand, so a proof found with fewer attacking pieces in
//!   hand also proves the same board with more, and a disproof with more also disproves
//!   fewer (see `table`). Lengths stay upper bounds and horizons lower bounds, so the
//!   shortest-mate re-searches stay exact.
//! * **Path cap**: the recursion stops at [`MAX_PATH`] plies; a node cut there is a
//!   tainted disproof, and a root disproof that rests on one is reported as "unknown".

use super::table::{Entry, Probe, Table, INFINITE, NUMBER_CAP, UNLIMITED};
use super::MateProgress;
use crate::core::MoveList;
use crate::game::{Game, GenKind, Side};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Longest search path in plies. Each recursion level costs a few hundred bytes of stack
/// (the move buffer lives in `expand`, outside the recursive frame), so 1,000 levels fit
/// comfortably in the 2 MiB default stack of a spawned thread.
pub const MAX_PATH: usize = 1000;
/// 1 + ε with ε = 1/4: the value Pawlewicz and Lew report as a good general choice.
const EPSILON_DIVISOR: u32 = 4;
/// Nodes between two polls of the clock and the stop flag.
const POLL_INTERVAL: u64 = 1024;
/// A progress report this often: the controller prints each as an `info` line, and
/// outside iterations the engine prints at most one every 300 ms (YaneuraOu's
/// `PvInterval` default).
const PROGRESS_PERIOD: Duration = Duration::from_secs(1);

/// The disproof rests on a repetition of a position on the path.
pub const TAINT_REPETITION: u8 = 1;
/// The disproof rests on the path cap.
pub const TAINT_PATH_CAP: u8 = 2;

/// The numbers of a node as its search returns them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeValue {
    /// Proof number (0: proven).
    pub pn: u32,
    /// Disproof number (0: disproven).
    pub dn: u32,
    /// Proven: length of the proof in plies. Disproven: plies within which no mate exists.
    /// Otherwise: the remaining plies of the search.
    pub depth: u16,
    /// Taint bits of a disproof (see `TAINT_*`).
    pub taint: u8,
}

impl NodeValue {
    fn proven(length: u16) -> NodeValue {
        NodeValue {
            pn: 0,
            dn: INFINITE,
            depth: length,
            taint: 0,
        }
    }

    fn disproven(horizon: u16, taint: u8) -> NodeValue {
        NodeValue {
            pn: INFINITE,
            dn: 0,
            depth: horizon,
            taint,
        }
    }

    /// True when proven.
    pub fn is_proven(&self) -> bool {
        self.pn == 0
    }

    /// True when disproven.
    pub fn is_disproven(&self) -> bool {
        self.dn == 0
    }
}

/// A child as its parent sees it while the parent is being searched.
#[derive(Clone, Copy, Debug)]
struct Child<M> {
    mv: M,
    /// Position key (repetition on the path).
    key: u64,
    /// Board key and attacker's hand (the table, `Game::hand_split`).
    board: u64,
    hand: u32,
    value: NodeValue,
}

/// What bounds one search and whom it tells.
pub struct Budget<'a> {
    /// Stop when this many nodes have been searched in total.
    pub node_limit: u64,
    /// Stop at this instant.
    pub deadline: Option<Instant>,
    /// Stop when set.
    pub stop: &'a AtomicBool,
    /// Progress reports.
    pub progress: &'a mut dyn FnMut(&MateProgress),
}

/// The df-pn searcher: table, path, child arena and counters. Reused across the searches
/// of one `solve` (first proof, shortest-mate re-searches, line extraction) so that they
/// share the table.
pub struct Searcher<'a, G: Game> {
    table: Table,
    path: Vec<u64>,
    arena: Vec<Child<G::Move>>,
    budget: Budget<'a>,
    start: Instant,
    /// Nodes searched so far, over all searches of this searcher.
    pub nodes: u64,
    next_poll: u64,
    next_report_time: Duration,
    /// Set once the budget ran out or `stop` was raised; every search then returns at once.
    pub aborted: bool,
    root_value: (u32, u32),
    /// The attacker (whose hand the table compares).
    attacker: Side,
}

fn grow(second: u32) -> u32 {
    let grown = second as u64 + (second / EPSILON_DIVISOR) as u64 + 1;
    grown.min(INFINITE as u64) as u32
}

/// `threshold - total + own`, the share of a threshold left for one child.
fn share(threshold: u32, total: u32, own: u32) -> u32 {
    if threshold == INFINITE {
        return INFINITE;
    }
    (threshold as u64 - total as u64 + own as u64).min(INFINITE as u64) as u32
}

fn saturating_sum(a: u32, b: u32) -> u32 {
    a.saturating_add(b).min(NUMBER_CAP)
}

fn child_remaining(remaining: u16) -> u16 {
    if remaining == UNLIMITED {
        UNLIMITED
    } else {
        // An AND node at 0 plies still expands (to tell mate from no mate), hence saturating.
        remaining.saturating_sub(1)
    }
}

/// One more ply on a length or horizon, keeping UNLIMITED and never reaching it otherwise.
fn one_more(depth: u16) -> u16 {
    if depth == UNLIMITED {
        UNLIMITED
    } else {
        (depth + 1).min(UNLIMITED - 1)
    }
}

impl<'a, G: Game> Searcher<'a, G> {
    /// A searcher over `table`.
    pub fn new(table: Table, budget: Budget<'a>) -> Self {
        Searcher {
            table,
            path: Vec::with_capacity(MAX_PATH + 1),
            arena: Vec::with_capacity(16 * 1024),
            budget,
            start: Instant::now(),
            nodes: 0,
            next_poll: 0, // poll at the first node: `stop` may already be set
            next_report_time: PROGRESS_PERIOD,
            aborted: false,
            root_value: (1, 1),
            attacker: Side::First,
        }
    }

    /// The table (for line extraction).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Searches `pos` (restored on return) to a proof or disproof within `remaining` plies
    /// (UNLIMITED: no limit), or until the budget runs out (then `aborted` is set and the
    /// value is open). `or_node`: the side to move is the attacker.
    pub fn search(&mut self, pos: &mut G, or_node: bool, remaining: u16) -> NodeValue {
        self.attacker = if or_node {
            pos.side_to_move()
        } else {
            pos.side_to_move().opponent()
        };
        self.path.clear();
        self.path.push(pos.key());
        self.arena.clear();
        self.mid(pos, or_node, INFINITE, INFINITE, remaining)
    }

    fn poll(&mut self) {
        self.next_poll = (self.nodes + POLL_INTERVAL).min(self.budget.node_limit);
        if self.budget.stop.load(Ordering::Relaxed) || self.nodes >= self.budget.node_limit {
            self.aborted = true;
            return;
        }
        let elapsed = self.start.elapsed();
        if let Some(deadline) = self.budget.deadline {
            if Instant::now() >= deadline {
                self.aborted = true;
                return;
            }
        }
        if elapsed >= self.next_report_time {
            self.report(false);
            self.next_report_time = elapsed + PROGRESS_PERIOD;
        }
    }

    /// Sends a progress report now; `last`: the final one, just before `solve` returns.
    pub fn report(&mut self, last: bool) {
        let progress = MateProgress {
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
            proof_number: self.root_value.0,
            disproof_number: self.root_value.1,
            hashfull: self.table.hashfull(),
            last,
        };
        (self.budget.progress)(&progress);
    }

    /// True when `key` is a position on the current path.
    fn on_path(&self, key: u64) -> bool {
        self.path.iter().rev().any(|&k| k == key)
    }

    /// Generates the children of the node into the arena with their initial values: from
    /// the table, or a repetition/path-cap disproof, or (1, 1). Returns how many.
    #[inline(never)]
    fn expand(&mut self, pos: &mut G, or_node: bool, remaining: u16) -> usize {
        let mut moves = MoveList::new();
        let kind = if pos.in_check() {
            GenKind::Evasions
        } else {
            GenKind::All
        };
        pos.generate(kind, &mut moves);
        let below = child_remaining(remaining);
        let capped = self.path.len() >= MAX_PATH;
        let first = self.arena.len();
        for m in moves.iter() {
            if or_node && !pos.gives_check(m) {
                continue;
            }
            pos.make(m);
            let key = pos.key();
            let (board, hand) = pos.hand_split(self.attacker);
            pos.unmake();
            let value = if capped {
                NodeValue::disproven(below, TAINT_PATH_CAP)
            } else if self.on_path(key) {
                NodeValue::disproven(below, TAINT_REPETITION)
            } else {
                // Not probed here: the table is read lazily when the child is chosen
                // (probing every child of every node cost most of the time: a cache miss
                // per child, and shogi defence nodes have dozens of interpositions).
                NodeValue {
                    pn: 1,
                    dn: 1,
                    depth: below,
                    taint: 0,
                }
            };
            self.arena.push(Child {
                mv: m,
                key,
                board,
                hand,
                value,
            });
        }
        self.arena.len() - first
    }

    /// What the table knows about an open child, if it knows anything.
    fn probe_child(&self, board: u64, hand: u32, below: u16) -> Option<NodeValue> {
        match self.table.probe(board, hand, below, G::hand_covers) {
            Probe::Proven(length) => Some(NodeValue::proven(length)),
            Probe::Disproven(horizon) => Some(NodeValue::disproven(horizon, 0)),
            Probe::Open(pn, dn) => Some(NodeValue {
                pn,
                dn,
                depth: below,
                taint: 0,
            }),
            Probe::Miss => None,
        }
    }

    /// The node's value from its children, with the best child and the second-best
    /// number (for thresholds).
    fn combine(
        &self,
        or_node: bool,
        first: usize,
        count: usize,
        remaining: u16,
    ) -> (NodeValue, usize, u32) {
        let children = &self.arena[first..first + count];
        // "Mine" is the number the node's side minimises (pn at OR nodes, dn at AND
        // nodes); "theirs" is summed.
        let mine = |v: &NodeValue| if or_node { v.pn } else { v.dn };
        let theirs = |v: &NodeValue| if or_node { v.dn } else { v.pn };
        let mut best = 0;
        let mut best_mine = INFINITE;
        let mut second = INFINITE;
        let mut sum = 0u32;
        for (i, child) in children.iter().enumerate() {
            let m = mine(&child.value);
            if m < best_mine {
                second = best_mine;
                best_mine = m;
                best = i;
            } else if m < second {
                second = m;
            }
            sum = saturating_sum(sum, theirs(&child.value));
        }
        let value = if best_mine == 0 {
            // The node's side has won through some child: at OR nodes the shortest proof,
            // at AND nodes the most solid disproof (untainted first, then the deepest).
            if or_node {
                let length = children
                    .iter()
                    .filter(|c| c.value.pn == 0)
                    .map(|c| c.value.depth)
                    .min()
                    .unwrap_or(0);
                NodeValue::proven(one_more(length))
            } else {
                let chosen = children
                    .iter()
                    .filter(|c| c.value.dn == 0)
                    .max_by_key(|c| (c.value.taint == 0, c.value.depth))
                    .map(|c| c.value)
                    .unwrap_or(NodeValue::disproven(remaining, 0));
                NodeValue::disproven(one_more(chosen.depth), chosen.taint)
            }
        } else if children.iter().all(|c| theirs(&c.value) == 0) {
            // Every child lost for the node's side.
            if or_node {
                let horizon = children.iter().map(|c| c.value.depth).min().unwrap_or(0);
                let taint = children.iter().fold(0, |t, c| t | c.value.taint);
                NodeValue::disproven(one_more(horizon), taint)
            } else {
                let length = children.iter().map(|c| c.value.depth).max().unwrap_or(0);
                NodeValue::proven(one_more(length))
            }
        } else if or_node {
            NodeValue {
                pn: best_mine,
                dn: sum,
                depth: remaining,
                taint: 0,
            }
        } else {
            NodeValue {
                pn: sum,
                dn: best_mine,
                depth: remaining,
                taint: 0,
            }
        };
        (value, first + best, second)
    }

    /// The multiple-iterative-deepening step of df-pn: searches the node under `pos`
    /// until its proof number reaches `th_pn` or its disproof number reaches `th_dn`.
    fn mid(
        &mut self,
        pos: &mut G,
        or_node: bool,
        th_pn: u32,
        th_dn: u32,
        remaining: u16,
    ) -> NodeValue {
        self.nodes += 1;
        if self.nodes >= self.next_poll {
            self.poll();
        }
        if self.aborted {
            return NodeValue {
                pn: 1,
                dn: 1,
                depth: remaining,
                taint: 0,
            };
        }
        let (board, hand) = pos.hand_split(self.attacker);
        let start_nodes = self.nodes;
        if or_node && remaining == 0 {
            let value = NodeValue::disproven(0, 0);
            self.store(board, hand, value, 0);
            return value;
        }
        let first = self.arena.len();
        let count = self.expand(pos, or_node, remaining);
        if count == 0 {
            // OR: no checking move. AND: no legal move, mate (or a win by stalemate).
            let value = if or_node {
                NodeValue::disproven(UNLIMITED, 0)
            } else {
                NodeValue::proven(0)
            };
            self.store(board, hand, value, 0);
            return value;
        }
        if !or_node && remaining == 0 {
            self.arena.truncate(first);
            let value = NodeValue::disproven(0, 0);
            self.store(board, hand, value, 0);
            return value;
        }
        let below = child_remaining(remaining);
        let root = self.path.len() == 1;
        let mut value;
        loop {
            let (combined, best, second) = self.combine(or_node, first, count, remaining);
            value = combined;
            if root {
                self.root_value = (value.pn, value.dn);
            }
            if value.pn == 0
                || value.dn == 0
                || value.pn >= th_pn
                || value.dn >= th_dn
                || self.aborted
            {
                break;
            }
            let child = self.arena[best];
            // Lazy refresh: the table may know more about the chosen child than the local
            // copy (a transposition searched under a sibling). Adopt it and choose again;
            // an adopted value equals the table's, so the next time this child is chosen
            // the search goes down.
            if let Some(known) = self.probe_child(child.board, child.hand, below) {
                if known != child.value {
                    self.arena[best].value = known;
                    continue;
                }
            }
            let (child_th_pn, child_th_dn) = if or_node {
                (
                    th_pn.min(grow(second)),
                    share(th_dn, value.dn, child.value.dn),
                )
            } else {
                (
                    share(th_pn, value.pn, child.value.pn),
                    th_dn.min(grow(second)),
                )
            };
            pos.make(child.mv);
            self.path.push(child.key);
            let returned = self.mid(pos, !or_node, child_th_pn, child_th_dn, below);
            self.path.pop();
            pos.unmake();
            self.arena[best].value = returned;
        }
        self.arena.truncate(first);
        let work = (self.nodes - start_nodes).min(u32::MAX as u64) as u32;
        if !(value.dn == 0 && value.taint != 0) {
            self.store(board, hand, value, work);
        }
        value
    }

    fn store(&mut self, board: u64, hand: u32, value: NodeValue, work: u32) {
        self.table.store(Entry {
            key: board,
            hand,
            pn: value.pn,
            dn: value.dn,
            work,
            depth: value.depth,
        });
    }
}
