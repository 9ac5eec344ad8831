//! Shared by `mate_shogi.rs` and `mate_xiangqi.rs`: the mate files, a brute-force
//! checks-only reference that shares no code with the df-pn solver, and the line checker.
//!
//! The reference is a plain AND-OR minimax over the `Game` trait (attacker: checking moves
//! only; defender: every legal move; a defender without a legal move is mated), memoised on
//! (position key, plies left). It is slow and obviously right, which is its job.

use kirin::core::{MoveList, Rng};
use kirin::game::{Game, GenKind};
use kirin::mate::{solve, MateLimits, MateResult};
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

/// One record of a mate file.
#[derive(Debug)]
pub struct Record {
    /// Line number in the file (1-based).
    pub line: usize,
    /// SFEN / FEN.
    pub fen: String,
    /// Stated (unrestricted) mate length in plies.
    pub plies: u32,
    /// Shortest checks-only mate length, as the comment above the record states it:
    /// `exact checks-only search: N` or `shortest checks-only mate N`; `None` when the
    /// comment says `no checks-only mate` (found within the data set's search bound).
    pub checks_only: Option<u32>,
}

/// Reads a mate file of tests/data.
pub fn read_mate_file(name: &str) -> Vec<Record> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut records = Vec::new();
    let mut comment = String::new();
    for (index, line) in text.lines().enumerate() {
        if let Some(rest) = line.strip_prefix('#') {
            comment = rest.to_string();
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split(" ; ").collect();
        let plies = fields[1]
            .strip_prefix("mate ")
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("{name}:{}: bad mate field", index + 1));
        let number_after = |marker: &str| {
            comment.find(marker).map(|at| {
                comment[at + marker.len()..]
                    .trim_start()
                    .split(|c: char| !c.is_ascii_digit())
                    .next()
                    .and_then(|n| n.parse::<u32>().ok())
                    .unwrap_or_else(|| panic!("{name}:{}: bad comment", index))
            })
        };
        let checks_only =
            number_after("exact checks-only search:").or(number_after("shortest checks-only mate"));
        assert!(
            checks_only.is_some() || comment.contains("no checks-only mate"),
            "{name}:{}: comment does not say the checks-only length",
            index
        );
        records.push(Record {
            line: index + 1,
            fen: fields[0].to_string(),
            plies,
            checks_only,
        });
    }
    records
}

/// The brute-force reference: memoised AND-OR search with a node budget.
pub struct Reference {
    memo: HashMap<(u64, u32), bool>,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The search gives up (panics) beyond this many nodes, so a test never hangs.
    pub budget: u64,
}

impl Reference {
    pub fn new(budget: u64) -> Reference {
        Reference {
            memo: HashMap::new(),
            nodes: 0,
            budget,
        }
    }

    fn moves<G: Game>(pos: &G, attacker: bool) -> Vec<G::Move> {
        let mut list = MoveList::new();
        pos.generate(GenKind::All, &mut list);
        list.iter()
            .filter(|&m| !attacker || pos.gives_check(m))
            .collect()
    }

    /// True when the side to move gets mated within `plies` plies of checks-only play:
    /// `attacker` says whether the side to move is the attacker.
    pub fn mated_within<G: Game>(&mut self, pos: &mut G, attacker: bool, plies: u32) -> bool {
        self.nodes += 1;
        assert!(self.nodes <= self.budget, "reference search over budget");
        let key = (pos.key() ^ attacker as u64, plies);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let moves = Self::moves(pos, attacker);
        let result = if attacker {
            plies >= 1
                && moves.iter().any(|&m| {
                    pos.make(m);
                    let mated = self.mated_within(pos, false, plies - 1);
                    pos.unmake();
                    mated
                })
        } else {
            moves.is_empty()
                || (plies >= 1
                    && moves.iter().all(|&m| {
                        pos.make(m);
                        let mated = self.mated_within(pos, true, plies - 1);
                        pos.unmake();
                        mated
                    }))
        };
        self.memo.insert(key, result);
        result
    }

    /// Shortest checks-only mate of the side to move (the attacker) up to `max` plies.
    pub fn shortest<G: Game>(&mut self, pos: &mut G, max: u32) -> Option<u32> {
        (1..=max)
            .step_by(2)
            .find(|&plies| self.mated_within(pos, true, plies))
    }

    /// Exhaustive checks-only search with no ply limit, with repetition on the path as a
    /// failure for the attacker (a shortest mate never repeats). `Some(false)` proves that
    /// no checks-only mate exists; `None` when a line got longer than `cap` plies or the
    /// node budget ran out (then nothing is proven).
    pub fn complete<G: Game>(&mut self, pos: &mut G, cap: u32) -> Option<bool> {
        let mut path = vec![pos.key()];
        self.complete_rec(pos, true, cap, &mut path)
    }

    /// `Some(true)` when the attacker forces a checks-only mate from here.
    fn complete_rec<G: Game>(
        &mut self,
        pos: &mut G,
        attacker: bool,
        cap: u32,
        path: &mut Vec<u64>,
    ) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let moves = Self::moves(pos, attacker);
        if moves.is_empty() {
            // Attacker without a check: no mate. Defender without a move: mated.
            return Some(!attacker);
        }
        if cap == 0 {
            return None;
        }
        let mut unknown = false;
        for m in moves {
            pos.make(m);
            let key = pos.key();
            let mates = if path.contains(&key) {
                Some(false)
            } else {
                path.push(key);
                let r = self.complete_rec(pos, !attacker, cap - 1, path);
                path.pop();
                r
            };
            pos.unmake();
            match mates {
                Some(true) if attacker => return Some(true),
                Some(false) if !attacker => return Some(false),
                None => unknown = true,
                _ => {}
            }
        }
        if unknown {
            None
        } else {
            Some(!attacker)
        }
    }
}

/// Solves `pos` with the df-pn solver (no limits except `max_plies`).
pub fn run_solver<G: Game>(pos: &mut G, max_plies: Option<u32>) -> MateResult<G::Move> {
    let stop = AtomicBool::new(false);
    let before = pos.to_fen();
    let result = solve(
        pos,
        &MateLimits {
            max_plies,
            table_megabytes: 16,
            ..MateLimits::default()
        },
        &stop,
        &mut |_| {},
    );
    assert_eq!(pos.to_fen(), before, "solve must restore the position");
    result
}

/// Checks a mating line move by move: every move legal (and its text round-trips), every
/// attacker move a check, the final position without a legal move. With a reference,
/// also exhaustively: no shorter mate at the root, every defender reply loses within the
/// plies left, and the chosen reply is a longest defence.
pub fn check_line<G: Game>(
    fen: &str,
    line: &[G::Move],
    reference: Option<&mut Reference>,
) -> Result<(), String> {
    let mut pos = G::from_fen(fen).map_err(|e| e.to_string())?;
    let length = line.len() as u32;
    if length.is_multiple_of(2) {
        return Err(format!("even line length {length}"));
    }
    let mut reference = reference;
    if let Some(r) = reference.as_deref_mut() {
        if length >= 3 && r.mated_within(&mut pos, true, length - 2) {
            return Err(format!("a checks-only mate shorter than {length} exists"));
        }
    }
    for (ply, &m) in line.iter().enumerate() {
        let text = G::format_move(m);
        let parsed = pos
            .parse_move(&text)
            .map_err(|e| format!("ply {ply}: {text} rejected: {e}"))?;
        if parsed != m || !pos.is_legal(m) {
            return Err(format!("ply {ply}: {text} is not legal"));
        }
        let left = length - ply as u32;
        if ply % 2 == 0 {
            if !pos.gives_check(m) {
                return Err(format!("ply {ply}: {text} does not give check"));
            }
        } else if let Some(r) = reference.as_deref_mut() {
            let mut replies = MoveList::new();
            pos.generate(GenKind::All, &mut replies);
            for reply in replies.iter() {
                pos.make(reply);
                let mated = r.mated_within(&mut pos, true, left - 1);
                let longest_ok =
                    reply != m || left < 3 || !r.mated_within(&mut pos, true, left - 3);
                pos.unmake();
                if !mated {
                    return Err(format!(
                        "ply {ply}: reply {} escapes",
                        G::format_move(reply)
                    ));
                }
                if !longest_ok {
                    return Err(format!("ply {ply}: {text} is not a longest defence"));
                }
            }
        }
        pos.make(m);
        if ply % 2 == 0 && !pos.in_check() {
            return Err(format!("ply {ply}: {text} leaves no check"));
        }
    }
    let mut replies = MoveList::new();
    pos.generate(GenKind::All, &mut replies);
    if !replies.is_empty() {
        return Err("the final position is not mate".to_string());
    }
    Ok(())
}

/// Lines up to this length are checked exhaustively by the reference (longer ones by
/// replay only here; scripts/mate_compare.py checks the shogi ones with cshogi).
pub const EXHAUSTIVE_PLIES: u32 = 7;

/// Solves every checks-only record of the mate file `name` and checks each line: the
/// stated checks-only length exactly, and `check_line` (exhaustive up to
/// `EXHAUSTIVE_PLIES`). Returns how many records were solved.
pub fn solve_every_checks_only_record<G: Game>(name: &str) -> usize {
    let mut solved = 0;
    for record in &read_mate_file(name) {
        let Some(expected) = record.checks_only else {
            continue;
        };
        let mut pos = G::from_fen(&record.fen).expect("file position parses");
        let line = match run_solver(&mut pos, None) {
            MateResult::Mate(line) => line,
            other => panic!(
                "{name}:{}: expected a mate in {expected}, got {other:?}",
                record.line
            ),
        };
        let texts: Vec<String> = line.iter().map(|&m| G::format_move(m)).collect();
        assert_eq!(
            line.len() as u32,
            expected,
            "{name}:{}: {} (checks-only length {expected}, stated {})",
            record.line,
            texts.join(" "),
            record.plies
        );
        let mut reference = Reference::new(50_000_000);
        let exhaustive = (expected <= EXHAUSTIVE_PLIES).then_some(&mut reference);
        if let Err(why) = check_line::<G>(&record.fen, &line, exhaustive) {
            panic!("{name}:{}: {}: {why}", record.line, texts.join(" "));
        }
        solved += 1;
    }
    solved
}

/// The first record of `name` whose checks-only mate has `length` plies is not solved
/// within `length - 2` plies (proven `NoMate`) and is solved within `length`.
pub fn assert_ply_limit_respected<G: Game>(name: &str, length: u32) {
    let records = read_mate_file(name);
    let record = records
        .iter()
        .find(|r| r.checks_only == Some(length))
        .unwrap_or_else(|| panic!("{name}: no {length}-ply record"));
    let mut pos = G::from_fen(&record.fen).unwrap();
    assert_eq!(run_solver(&mut pos, Some(length - 2)), MateResult::NoMate);
    match run_solver(&mut pos, Some(length)) {
        MateResult::Mate(line) => assert_eq!(line.len() as u32, length),
        other => panic!("expected a mate in {length}, got {other:?}"),
    }
}

/// Positions from random walks (up to `max_walk` random plies from the records of `name`
/// and the start position) where the side to move has a check: the reference decides
/// them completely (every checking line ends) and the solver must agree, with the
/// shortest length and a checked line when a mate exists. Requires 30 proven mate-free
/// positions.
pub fn random_positions_agree_with_reference<G: Game>(name: &str, seed: u64, max_walk: u64) {
    let records = read_mate_file(name);
    let mut starts: Vec<String> = records.iter().map(|r| r.fen.clone()).collect();
    starts.push(G::startpos().to_fen());
    let mut rng = Rng::new(seed);
    let (mut nomates, mut mates) = (0, 0);
    let mut tried = 0;
    while nomates < 30 && tried < 4000 {
        tried += 1;
        let start = &starts[rng.below(starts.len() as u64) as usize];
        let mut pos = G::from_fen(start).unwrap();
        for _ in 0..rng.below(max_walk) {
            let mut moves = MoveList::new();
            pos.generate(GenKind::All, &mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves.as_slice()[rng.below(moves.len() as u64) as usize];
            pos.make(m);
        }
        let fen = pos.to_fen();
        let mut pos = G::from_fen(&fen).unwrap();
        let mut moves = MoveList::new();
        pos.generate(GenKind::All, &mut moves);
        if !moves.iter().any(|m| pos.gives_check(m)) {
            continue;
        }
        let mut reference = Reference::new(200_000);
        let Some(mate_exists) = reference.complete(&mut pos, 15) else {
            continue;
        };
        let result = run_solver(&mut pos, None);
        if mate_exists {
            let mut shortest = Reference::new(50_000_000);
            let expected = shortest.shortest(&mut pos, 15).expect("a mate exists");
            match &result {
                MateResult::Mate(line) => {
                    assert_eq!(line.len() as u32, expected, "{fen}");
                    check_line::<G>(&fen, line, Some(&mut shortest))
                        .unwrap_or_else(|e| panic!("{fen}: {e}"));
                }
                other => panic!("{fen}: mate in {expected} exists, solver says {other:?}"),
            }
            mates += 1;
        } else {
            assert_eq!(result, MateResult::NoMate, "{fen}: proven mate-free");
            nomates += 1;
        }
    }
    eprintln!(
        "random {} positions: {nomates} proven mate-free, {mates} with mates, {tried} tried",
        G::INFO.name
    );
    assert!(nomates >= 30, "only {nomates} mate-free positions found");
}
