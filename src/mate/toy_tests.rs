//! Unit tests: the generic df-pn solver against a brute-force reference on small random game graphs.
//!
//! A toy `Game` whose positions are the nodes of a random directed graph: attacker nodes
//! and defender nodes alternate, each attacker edge is a check or a quiet move, a defender
//! node without edges is mated, an attacker node without checking edges cannot mate.
//! The graphs have cycles (perpetual checks), transpositions and long detours, which is
//! exactly where df-pn goes wrong when the graph-history interaction is mishandled. The
//! reference is a plain AND-OR minimax with a ply limit: a shortest mate never repeats a
//! position and visits each node at most once, so "no mate within 2·nodes plies" means no
//! mate at all.

use super::table::Table;
use super::{solve, solve_with_table, MateLimits, MateResult};
use crate::core::{MoveList, Rng};
use crate::game::{Game, GameInfo, GenKind, Outcome, RecordFormat, Side, Verdict, XboardNotation};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Outgoing edges of each node: (target, gives check). Node 0 is the root, an attacker node.
#[derive(Debug)]
struct Graph {
    attacker: Vec<bool>,
    edges: Vec<Vec<(u16, bool)>>,
}

#[derive(Clone, Debug)]
struct Toy {
    graph: Arc<Graph>,
    node: u16,
    history: Vec<u16>,
}

impl Toy {
    fn key_of(node: u16) -> u64 {
        crate::core::zobrist::splitmix64(node as u64 + 1).1 | 1
    }
}

#[derive(Debug)]
struct Nope;

impl std::fmt::Display for Nope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not supported")
    }
}

/// A move is the target node plus one (0 is the null move).
impl Game for Toy {
    type Move = u16;
    type PositionError = Nope;
    type MoveError = Nope;
    // A test game: spoken by no protocol, with no bench positions.
    const INFO: GameInfo = GameInfo {
        name: "toy",
        position_word: "fen",
        variants: &["toy"],
        protocols: &[],
        record_format: RecordFormat::Pgn,
        xboard_notation: XboardNotation::None,
        rule_options: &[],
        bench_positions: &[],
        bench_depth: 1,
    };

    fn game_ply(&self) -> u32 {
        0
    }
    fn startpos() -> Self {
        unreachable!("toy positions are built from a graph")
    }
    fn from_fen(_: &str) -> Result<Self, Nope> {
        Err(Nope)
    }
    fn to_fen(&self) -> String {
        self.node.to_string()
    }
    fn parse_move(&self, _: &str) -> Result<u16, Nope> {
        Err(Nope)
    }
    fn format_move(m: u16) -> String {
        (m - 1).to_string()
    }
    fn diagram(&self) -> String {
        self.to_fen()
    }
    fn side_to_move(&self) -> Side {
        if self.graph.attacker[self.node as usize] {
            Side::First
        } else {
            Side::Second
        }
    }
    fn key(&self) -> u64 {
        Toy::key_of(self.node)
    }
    fn key_from_scratch(&self) -> u64 {
        self.key()
    }
    fn ply_count(&self) -> usize {
        self.history.len()
    }
    fn in_check(&self) -> bool {
        false
    }
    fn generate(&self, _: GenKind, out: &mut MoveList<u16>) {
        for &(to, _) in &self.graph.edges[self.node as usize] {
            out.push(to + 1);
        }
    }
    fn is_legal(&self, m: u16) -> bool {
        self.graph.edges[self.node as usize]
            .iter()
            .any(|&(to, _)| to + 1 == m)
    }
    fn gives_check(&self, m: u16) -> bool {
        self.graph.edges[self.node as usize]
            .iter()
            .any(|&(to, check)| to + 1 == m && check)
    }
    fn is_capture(&self, _: u16) -> bool {
        false
    }
    fn is_tactical(&self, _: u16) -> bool {
        false
    }
    fn captured_value(&self, _: u16) -> i32 {
        0
    }
    fn moving_value(&self, _: u16) -> i32 {
        0
    }
    fn see(&self, _: u16) -> i32 {
        0
    }
    fn make(&mut self, m: u16) {
        assert!(self.is_legal(m), "illegal toy move {m} at {}", self.node);
        self.history.push(self.node);
        self.node = m - 1;
    }
    fn unmake(&mut self) {
        self.node = self.history.pop().expect("unmake without make");
    }
    fn make_null(&mut self) {
        unreachable!()
    }
    fn unmake_null(&mut self) {
        unreachable!()
    }
    fn repetition(&self, _: usize) -> Option<Outcome> {
        None
    }
    fn terminal(&self) -> Option<Verdict> {
        None
    }
    fn evaluate(&self) -> i32 {
        0
    }
    fn eval_breakdown(&self) -> String {
        String::new()
    }
    fn pack(m: u16) -> u16 {
        m
    }
    fn unpack(&self, packed: u16) -> Option<u16> {
        self.is_legal(packed).then_some(packed)
    }
}

fn random_graph(rng: &mut Rng, nodes: usize) -> Graph {
    // Nodes alternate by parity so that edges can always go attacker -> defender.
    let attacker: Vec<bool> = (0..nodes).map(|i| i % 2 == 0).collect();
    let mut edges = vec![Vec::new(); nodes];
    for from in 0..nodes {
        let fan = if attacker[from] {
            rng.below(4) as usize
        } else {
            // Some defender nodes are mated (no move).
            if rng.below(4) == 0 {
                0
            } else {
                1 + rng.below(3) as usize
            }
        };
        for _ in 0..fan {
            let mut to = rng.below(nodes as u64) as usize;
            if attacker[to] == attacker[from] {
                to = (to + 1) % nodes;
            }
            let check = !attacker[from] || rng.below(5) != 0;
            if !edges[from].iter().any(|&(t, _)| t as usize == to) {
                edges[from].push((to as u16, check));
            }
        }
    }
    Graph { attacker, edges }
}

/// Reference: `mated[p][n]` is true when the side to move at node `n` (attacker or
/// defender) gets mated within `p` plies of checks-only play, by dynamic programming over
/// `p` (plain AND-OR minimax, memoised by ply count).
struct Reference {
    mated: Vec<Vec<bool>>,
}

impl Reference {
    fn new(graph: &Graph) -> Reference {
        let nodes = graph.attacker.len();
        let horizon = 2 * nodes + 1;
        let mut mated = vec![vec![false; nodes]; horizon + 1];
        for plies in 0..=horizon {
            for node in 0..nodes {
                let edges = &graph.edges[node];
                mated[plies][node] = if graph.attacker[node] {
                    plies >= 1
                        && edges
                            .iter()
                            .any(|&(to, check)| check && mated[plies - 1][to as usize])
                } else {
                    edges.is_empty()
                        || (plies >= 1
                            && edges.iter().all(|&(to, _)| mated[plies - 1][to as usize]))
                };
            }
        }
        Reference { mated }
    }

    fn mate_within(&self, node: u16, plies: u32) -> bool {
        self.mated[plies as usize][node as usize]
    }

    /// Shortest mate distance from `node`, or None (a shortest mate visits each node at
    /// most once, so the horizon of 2 * nodes + 1 plies is enough).
    fn distance(&self, node: u16) -> Option<u32> {
        (0..self.mated.len() as u32).find(|&plies| self.mate_within(node, plies))
    }
}

fn run(graph: Arc<Graph>, limits: &MateLimits) -> MateResult<u16> {
    run_with(graph, limits, None)
}

fn run_with(graph: Arc<Graph>, limits: &MateLimits, buckets: Option<usize>) -> MateResult<u16> {
    let mut pos = Toy {
        graph,
        node: 0,
        history: Vec::new(),
    };
    let stop = AtomicBool::new(false);
    let result = match buckets {
        Some(buckets) => solve_with_table(
            &mut pos,
            limits,
            Table::with_buckets(buckets),
            &stop,
            &mut |_| {},
        ),
        None => solve(&mut pos, limits, &stop, &mut |_| {}),
    };
    assert_eq!(pos.node, 0, "solve must restore the position");
    assert!(pos.history.is_empty());
    result
}

/// Checks a reported line: legal, checks only, ends in mate, shortest, longest defence.
fn check_line(graph: &Graph, line: &[u16], expected: u32) {
    let reference = Reference::new(graph);
    assert_eq!(
        line.len() as u32,
        expected,
        "line {line:?} is not a shortest mate"
    );
    let mut node = 0u16;
    for (ply, &m) in line.iter().enumerate() {
        let edge = graph.edges[node as usize]
            .iter()
            .find(|&&(to, _)| to + 1 == m)
            .unwrap_or_else(|| panic!("illegal move {m} at ply {ply}"));
        let left = expected - ply as u32;
        if ply % 2 == 0 {
            assert!(edge.1, "attacker move at ply {ply} is not a check");
        } else {
            // Longest defence: no reply leaves a longer mate than the one chosen.
            for &(to, _) in &graph.edges[node as usize] {
                assert!(reference.mate_within(to, left - 1), "reply {to} escapes");
            }
            assert!(
                left < 3 || !reference.mate_within(edge.0, left - 3),
                "defence at ply {ply} is not the longest"
            );
        }
        node = edge.0;
    }
    assert!(
        graph.edges[node as usize].is_empty(),
        "line does not end in mate"
    );
}

#[test]
fn random_graphs_agree_with_brute_force() {
    let mut rng = Rng::new(0x6d61_7465);
    let (mut mates, mut nomates) = (0, 0);
    for case in 0..3000 {
        let nodes = 4 + rng.below(18) as usize;
        let graph = Arc::new(random_graph(&mut rng, nodes));
        let expected = Reference::new(&graph).distance(0);
        let small = MateLimits {
            table_megabytes: 1,
            ..MateLimits::default()
        };
        let result = run(graph.clone(), &small);
        match (expected, &result) {
            (Some(plies), MateResult::Mate(line)) => {
                check_line(&graph, line, plies);
                mates += 1;
            }
            (None, MateResult::NoMate) => nomates += 1,
            _ => panic!("case {case}: expected {expected:?}, got {result:?}\n{graph:?}"),
        }
        // With a ply limit: mate only if the shortest fits.
        let limit = rng.below(9) as u32;
        let limited = run(
            graph.clone(),
            &MateLimits {
                max_plies: Some(limit),
                ..small
            },
        );
        match (expected, &limited) {
            (Some(plies), MateResult::Mate(line)) if plies <= limit => {
                check_line(&graph, line, plies)
            }
            (Some(plies), MateResult::NoMate) if plies > limit => {}
            (None, MateResult::NoMate) => {}
            _ => panic!(
                "case {case} limit {limit}: expected {expected:?}, got {limited:?}\n{graph:?}"
            ),
        }
    }
    // The generator must produce both kinds in quantity for the test to mean anything.
    assert!(
        mates > 300 && nomates > 300,
        "mates {mates}, nomates {nomates}"
    );
}

#[test]
fn tiny_table_still_correct() {
    // A table far too small for the graph forces constant replacement.
    let mut rng = Rng::new(99);
    for case in 0..300 {
        let nodes = 30 + rng.below(30) as usize;
        let graph = Arc::new(random_graph(&mut rng, nodes));
        let expected = Reference::new(&graph).distance(0);
        // Two buckets of four entries for 30 to 60 nodes.
        let result = run_with(graph.clone(), &MateLimits::default(), Some(2));
        match (expected, &result) {
            (Some(plies), MateResult::Mate(line)) => check_line(&graph, line, plies),
            (None, MateResult::NoMate) => {}
            _ => panic!("case {case}: expected {expected:?}, got {result:?}"),
        }
    }
}

#[test]
fn perpetual_check_is_not_mate() {
    // 0 checks to 1, 1 must go back to 0: an endless check, no mate.
    let graph = Arc::new(Graph {
        attacker: vec![true, false],
        edges: vec![vec![(1, true)], vec![(0, false)]],
    });
    assert_eq!(run(graph, &MateLimits::default()), MateResult::NoMate);
}

#[test]
fn node_limit_and_stop_give_timeout() {
    let mut rng = Rng::new(5);
    let graph = loop {
        let graph = random_graph(&mut rng, 40);
        if Reference::new(&graph).distance(0).is_some_and(|d| d >= 5) {
            break Arc::new(graph);
        }
    };
    let limited = run(
        graph.clone(),
        &MateLimits {
            nodes: Some(1),
            ..MateLimits::default()
        },
    );
    assert_eq!(limited, MateResult::Timeout);
    let mut pos = Toy {
        graph,
        node: 0,
        history: Vec::new(),
    };
    let stop = AtomicBool::new(true);
    let stopped = solve(&mut pos, &MateLimits::default(), &stop, &mut |_| {});
    assert_eq!(stopped, MateResult::Timeout);
}

#[test]
fn repetition_disproof_does_not_leak_to_other_paths() {
    // The graph-history interaction in its simplest form. Node ids: even = attacker.
    //   0 R   checks 1;          1 defends to 2 (Z) or 4 (W)
    //   2 Z   checks 3 (tried first) or 5 (mate: 5 has no move)
    //   3     goes to 6 (Y);     6 Y checks 7;   7 goes back to 2 (Z)
    //   4 W   checks 9;          9 goes to 6 (Y)
    // Searching Z first, Y is disproven because its only line returns to Z, an ancestor.
    // Reached from W that disproof is false: Y -> 7 -> Z -> 5 mates. R mates in 7.
    // Which path df-pn meets first depends on move order and thresholds: try every order.
    for variant in 0..8 {
        let mut edges = vec![Vec::new(); 10];
        edges[0] = vec![(1, true)];
        edges[1] = vec![(2, false), (4, false)];
        edges[2] = vec![(3, true), (5, true)];
        edges[3] = vec![(6, false)];
        edges[6] = vec![(7, true)];
        edges[7] = vec![(2, false)];
        edges[4] = vec![(9, true)];
        edges[9] = vec![(6, false)];
        if variant & 1 != 0 {
            edges[1].reverse();
        }
        if variant & 2 != 0 {
            edges[2].reverse();
        }
        if variant & 4 != 0 {
            // A second check from W through the same Y, to change W's numbers.
            edges[4].push((7, true));
        }
        // 8 is an unused attacker node (keeps parity); 5 is the mated defender node.
        let graph = Arc::new(Graph {
            attacker: (0..10).map(|i| i % 2 == 0).collect(),
            edges,
        });
        let expected = Reference::new(&graph).distance(0).expect("a mate exists");
        match run(graph.clone(), &MateLimits::default()) {
            MateResult::Mate(line) => check_line(&graph, &line, expected),
            other => panic!("variant {variant}: expected mate in {expected}, got {other:?}"),
        }
    }
}

#[test]
fn long_chain_fits_a_default_thread_stack() {
    // A forced mate of 2 * 480 + 1 plies: check, only reply, check, ... mate. Solved on
    // a thread with 2 MiB of stack, the default that the protocol's mate thread gets.
    const PAIRS: u16 = 480;
    let nodes = 2 * PAIRS as usize + 2;
    let mut edges = vec![Vec::new(); nodes];
    for (i, out) in edges.iter_mut().enumerate().take(nodes - 1) {
        *out = vec![((i + 1) as u16, true)];
    }
    let graph = Arc::new(Graph {
        attacker: (0..nodes).map(|i| i % 2 == 0).collect(),
        edges,
    });
    let result = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || run(graph, &MateLimits::default()))
        .unwrap()
        .join()
        .expect("no stack overflow");
    match result {
        MateResult::Mate(line) => assert_eq!(line.len(), 2 * PAIRS as usize + 1),
        other => panic!("{other:?}"),
    }
}
