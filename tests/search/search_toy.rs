//! The generic search on a toy game (tic-tac-toe through the `Game` trait), where every
//! answer is known exactly: game values, mate distances, the event contract, Lazy SMP,
//! determinism and the TT clear. The real games have their own suites.
//!
//! Tic-tac-toe in the trait's terms: a player who completes a line gives "check" and
//! leaves the opponent with no legal move (mate), which the search scores as a loss for
//! the side to move; a full board without a line is a draw reported by `repetition`
//! (a move-count rule).

use crossbeam_channel::unbounded;
use kirin::core::score::{mate_plies, mated_in, MATE, MATE_BOUND};
use kirin::core::MoveList;
use kirin::game::{Game, GameInfo, GenKind, Outcome, RecordFormat, Side, Verdict, XboardNotation};
use kirin::search::{
    self, BestMove, Event, Limits, ReportedScore, SearchOptions, TranspositionTable,
};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Cell(u8); // 1..=9; 0 is the null move

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

#[derive(Clone, Debug)]
struct TicTacToe {
    board: [u8; 9], // 0 empty, 1 X (first), 2 O
    side: Side,
    stack: Vec<Option<usize>>,
}

impl TicTacToe {
    fn mark(side: Side) -> u8 {
        if side == Side::First {
            1
        } else {
            2
        }
    }
    fn someone_won(&self) -> bool {
        LINES.iter().any(|l| {
            self.board[l[0]] != 0
                && self.board[l[0]] == self.board[l[1]]
                && self.board[l[1]] == self.board[l[2]]
        })
    }
    fn full(&self) -> bool {
        self.board.iter().all(|&c| c != 0)
    }
}

impl Game for TicTacToe {
    type Move = Cell;
    type PositionError = String;
    type MoveError = String;
    // A test game: spoken by no protocol, with no bench positions.
    const INFO: GameInfo = GameInfo {
        name: "tictactoe",
        position_word: "fen",
        variants: &["tictactoe"],
        protocols: &[],
        record_format: RecordFormat::Pgn,
        xboard_notation: XboardNotation::None,
        rule_options: &[],
        bench_positions: &[],
        bench_depth: 1,
    };

    fn game_ply(&self) -> u32 {
        self.stack.len() as u32 + 1
    }
    fn startpos() -> Self {
        TicTacToe {
            board: [0; 9],
            side: Side::First,
            stack: Vec::new(),
        }
    }
    fn from_fen(text: &str) -> Result<Self, String> {
        let (cells, side) = text.split_once(' ').ok_or("no side")?;
        let mut p = Self::startpos();
        for (i, c) in cells.chars().enumerate().take(9) {
            p.board[i] = match c {
                'X' => 1,
                'O' => 2,
                _ => 0,
            };
        }
        p.side = if side == "x" {
            Side::First
        } else {
            Side::Second
        };
        Ok(p)
    }
    fn to_fen(&self) -> String {
        let cells: String = self
            .board
            .iter()
            .map(|&c| ['.', 'X', 'O'][c as usize])
            .collect();
        format!(
            "{cells} {}",
            if self.side == Side::First { "x" } else { "o" }
        )
    }
    fn parse_move(&self, text: &str) -> Result<Cell, String> {
        let m = Cell(text.parse().map_err(|_| "bad")?);
        if self.is_legal(m) {
            Ok(m)
        } else {
            Err("illegal".into())
        }
    }
    fn format_move(m: Cell) -> String {
        m.0.to_string()
    }
    fn diagram(&self) -> String {
        self.to_fen()
    }
    fn side_to_move(&self) -> Side {
        self.side
    }
    fn key(&self) -> u64 {
        self.key_from_scratch()
    }
    fn key_from_scratch(&self) -> u64 {
        let mut k = if self.side == Side::First {
            0x1234_5678
        } else {
            0x8765_4321_0000
        };
        for (i, &c) in self.board.iter().enumerate() {
            k ^= kirin::core::zobrist::splitmix64((i * 3 + c as usize) as u64 + 1).1
                * u64::from(c != 0);
        }
        k
    }
    fn ply_count(&self) -> usize {
        self.stack.len()
    }
    fn in_check(&self) -> bool {
        self.someone_won()
    }
    fn generate(&self, kind: GenKind, out: &mut MoveList<Cell>) {
        if kind == GenKind::Captures || self.someone_won() {
            return;
        }
        for i in 0..9 {
            if self.board[i] == 0 {
                out.push(Cell(i as u8 + 1));
            }
        }
    }
    fn is_legal(&self, m: Cell) -> bool {
        (1..=9).contains(&m.0) && self.board[m.0 as usize - 1] == 0 && !self.someone_won()
    }
    fn gives_check(&self, m: Cell) -> bool {
        let mut after = self.clone();
        after.make(m);
        after.someone_won()
    }
    fn is_capture(&self, _: Cell) -> bool {
        false
    }
    fn is_tactical(&self, _: Cell) -> bool {
        false
    }
    fn captured_value(&self, _: Cell) -> i32 {
        0
    }
    fn moving_value(&self, _: Cell) -> i32 {
        0
    }
    fn see(&self, _: Cell) -> i32 {
        0
    }
    fn make(&mut self, m: Cell) {
        self.board[m.0 as usize - 1] = Self::mark(self.side);
        self.side = self.side.opponent();
        self.stack.push(Some(m.0 as usize - 1));
    }
    fn unmake(&mut self) {
        if let Some(Some(i)) = self.stack.pop() {
            self.board[i] = 0;
        }
        self.side = self.side.opponent();
    }
    fn make_null(&mut self) {
        self.side = self.side.opponent();
        self.stack.push(None);
    }
    fn unmake_null(&mut self) {
        self.unmake();
    }
    fn repetition(&self, _plies_from_root: usize) -> Option<Outcome> {
        (self.full() && !self.someone_won()).then_some(Outcome::Draw)
    }
    fn terminal(&self) -> Option<Verdict> {
        None
    }
    fn evaluate(&self) -> i32 {
        // Centre control, so that the eval is not flat.
        let me = Self::mark(self.side);
        match self.board[4] {
            0 => 0,
            c if c == me => 20,
            _ => -20,
        }
    }
    fn eval_breakdown(&self) -> String {
        String::new()
    }
    fn pack(m: Cell) -> u16 {
        u16::from(m.0)
    }
    fn unpack(&self, packed: u16) -> Option<Cell> {
        let m = Cell(packed as u8);
        (packed < 10 && self.is_legal(m)).then_some(m)
    }
}

/// Runs a blocking search and returns all its events.
fn search(
    fen: &str,
    limits: Limits<Cell>,
    options: SearchOptions,
    table: &TranspositionTable,
) -> Vec<Event<Cell>> {
    let mut events = Vec::new();
    let stop = AtomicBool::new(false);
    let position = TicTacToe::from_fen(fen).unwrap();
    search::search_blocking(position, limits, options, table, &stop, &mut |e| {
        events.push(e)
    });
    events
}

fn depth(d: u32) -> Limits<Cell> {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

/// The final Info and the answer.
fn answer(events: &[Event<Cell>]) -> (kirin::search::Info<Cell>, BestMove<Cell>) {
    let n = events.len();
    match (&events[n - 2], &events[n - 1]) {
        (Event::Info(info), Event::Finished(best)) => (info.clone(), best.clone()),
        other => panic!("bad event tail {other:?}"),
    }
}

#[test]
fn start_position_is_a_draw() {
    let table = TranspositionTable::new(1);
    let events = search("......... x", depth(20), SearchOptions::default(), &table);
    let (info, best) = answer(&events);
    assert_eq!(info.score, ReportedScore::Centipawns(0));
    let BestMove::Move { best, .. } = best else {
        panic!()
    };
    assert_eq!(info.pv[0], best);
    assert_eq!(info.depth, 20);
}

/// Exact game value by plain minimax, in the search's convention (mate scores count
/// plies from this node).
fn solve(p: &mut TicTacToe) -> i32 {
    if p.someone_won() {
        return mated_in(0);
    }
    if p.full() {
        return 0;
    }
    let mut moves = MoveList::new();
    p.generate(GenKind::All, &mut moves);
    let mut best = -MATE - 1;
    for m in moves.iter() {
        p.make(m);
        let s = one_ply_further(-solve(p));
        p.unmake();
        best = best.max(s);
    }
    best
}

/// A child's negated score seen from the parent: mates are one ply further away.
fn one_ply_further(s: i32) -> i32 {
    if s > MATE_BOUND {
        s - 1
    } else if s < -MATE_BOUND {
        s + 1
    } else {
        s
    }
}

fn reported(score: i32) -> ReportedScore {
    match mate_plies(score) {
        Some(p) => ReportedScore::MatePlies(p),
        None => ReportedScore::Centipawns(score),
    }
}

/// Every position with up to three marks: the search (deep enough that no reduction
/// matters) reports exactly the minimax value, mate distances included, and plays a
/// move that keeps it.
#[test]
fn every_small_position_gets_its_exact_value_and_distance() {
    let table = TranspositionTable::new(1);
    let mut positions = vec![TicTacToe::startpos()];
    let mut frontier = positions.clone();
    for _ in 0..3 {
        let mut next = Vec::new();
        for p in &frontier {
            let mut moves = MoveList::new();
            p.generate(GenKind::All, &mut moves);
            for m in moves.iter() {
                let mut q = p.clone();
                q.make(m);
                q.stack.clear();
                next.push(q);
            }
        }
        positions.extend(next.iter().cloned());
        frontier = next;
    }
    let mut checked = 0;
    let mut decisive = 0;
    for p in positions {
        let mut q = p.clone();
        let value = solve(&mut q);
        let events = search(&p.to_fen(), depth(20), SearchOptions::default(), &table);
        let (info, best) = answer(&events);
        assert_eq!(info.score, reported(value), "{}", p.to_fen());
        let BestMove::Move { best, .. } = best else {
            panic!()
        };
        q.make(best);
        let after = one_ply_further(-solve(&mut q));
        assert_eq!(after, value, "{} plays {best:?}", p.to_fen());
        checked += 1;
        decisive += usize::from(mate_plies(value).is_some());
    }
    assert!(
        checked > 500 && decisive > 100,
        "{checked} positions, {decisive} decisive"
    );
}

#[test]
fn no_legal_move_and_events_contract() {
    let table = TranspositionTable::new(1);
    let events = search("XXXOO.... o", depth(3), SearchOptions::default(), &table);
    assert!(matches!(
        events.last(),
        Some(Event::Finished(BestMove::NoLegalMove))
    ));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Finished(_)))
            .count(),
        1
    );
}

#[test]
fn same_nodes_every_time_and_after_clear() {
    let table = TranspositionTable::new(1);
    let nodes = |table: &TranspositionTable| {
        let events = search("X........ o", depth(8), SearchOptions::default(), table);
        answer(&events).0.nodes
    };
    table.clear();
    let first = nodes(&table);
    table.clear();
    let second = nodes(&table);
    let fresh = nodes(&TranspositionTable::new(1));
    assert_eq!(first, second);
    assert_eq!(first, fresh);
    assert!(first > 100);
}

#[test]
fn multipv_reports_ranked_lines_and_threads_agree() {
    let table = TranspositionTable::new(1);
    let options = SearchOptions {
        multi_pv: 3,
        threads: 3,
        ..SearchOptions::default()
    };
    let events = search("XX.OO.... x", depth(6), options, &table);
    let infos: Vec<_> = events
        .iter()
        .rev()
        .skip(1)
        .take(3)
        .map(|e| match e {
            Event::Info(i) => i.clone(),
            _ => panic!(),
        })
        .collect();
    // Reversed: multipv 3, 2, 1.
    assert_eq!(
        infos.iter().map(|i| i.multipv).collect::<Vec<_>>(),
        vec![3, 2, 1]
    );
    assert_eq!(infos[2].score, ReportedScore::MatePlies(1));
    assert_eq!(infos[2].pv[0], Cell(3));
    // The second best is blocking at 6 (O's threat) or something worse than mate in 1.
    assert!(!matches!(infos[1].score, ReportedScore::MatePlies(1)));
}

#[test]
fn start_stop_and_infinite_wait_through_the_handle() {
    let table = Arc::new(TranspositionTable::new(1));
    let (tx, rx) = unbounded();
    let limits = Limits {
        infinite: true,
        ..Limits::default()
    };
    let handle = search::start(
        TicTacToe::startpos(),
        limits,
        SearchOptions::default(),
        table,
        tx,
    );
    // The tree is tiny: the search completes but must wait for stop.
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(!handle.is_finished());
    handle.stop_and_join();
    let events: Vec<_> = rx.try_iter().collect();
    assert!(matches!(
        events.last(),
        Some(Event::Finished(BestMove::Move { .. }))
    ));
}

#[test]
fn searchmoves_and_banmoves_restrict_the_root() {
    let table = TranspositionTable::new(1);
    let limits = Limits {
        depth: Some(4),
        search_moves: vec![Cell(7), Cell(8)],
        banned_moves: vec![Cell(7)],
        ..Limits::default()
    };
    let events = search("XX.OO.... x", limits, SearchOptions::default(), &table);
    let (_, best) = answer(&events);
    assert!(matches!(best, BestMove::Move { best: Cell(8), .. }));
}
