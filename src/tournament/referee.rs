//! The referee: plays one game between two engine clients with Kirin's own rules, generic
//! over [`Game`].
//!
//! Every reply is checked: a move must parse as a legal move in the current position
//! (`Game::parse_move`), a `bestmove win` must pass `Game::declare_win`, a "no move" is only
//! honest when there is no legal move (which `Game::terminal` has already caught), and the
//! runner's clock decides time forfeits. Before each move the rules judge the game as it
//! stands (`Game::terminal`: mate, no legal move, repetition with perpetual check or chase,
//! the 60-move rule, insufficient material), then the runner's own move cap and the optional
//! score adjudications apply. The engines always receive the whole game on the `position`
//! line. This module owns the order of those checks; the rules themselves live in the games.

use crate::engine_client::clock::{Clock, TimeControl};
use crate::engine_client::session::{ClientError, EngineClient, Reply, StartText};
use crate::game::{Game, Outcome};
use crate::records::result::{Ending, GameResult};

/// Resign adjudication: a side whose own score stays at or below `-score` for `move_count`
/// consecutive moves loses (with `two_sided`, the opponent must also report at least `score`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResignRule {
    /// Consecutive moves.
    pub move_count: u32,
    /// Threshold, centipawns.
    pub score: i32,
    /// Require the opponent's agreement.
    pub two_sided: bool,
}

/// Draw adjudication: from full move `move_number` on, when both engines report
/// `|score| <= score` for `move_count` consecutive moves each, the game is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRule {
    /// First full move at which it may apply.
    pub move_number: u32,
    /// Consecutive moves per side.
    pub move_count: u32,
    /// Threshold, centipawns.
    pub score: i32,
}

/// Everything about one game except the engines.
#[derive(Clone, Debug)]
pub struct GameSetup {
    /// Start position as sent to the engines.
    pub start: StartText,
    /// Opening moves played before the engines take over (wire notation).
    pub book_moves: Vec<String>,
    /// Time control of the engine on each side.
    pub controls: [TimeControl; 2],
    /// Increment credited before the move (shogi) or after it (xiangqi).
    pub increment_before_move: bool,
    /// Time forfeit margins of the engine on each side, ms.
    pub margins_ms: [u64; 2],
    /// Optional resign adjudication.
    pub resign: Option<ResignRule>,
    /// Optional draw adjudication.
    pub draw: Option<DrawRule>,
    /// Draw when the game reaches this many plies (book included), unless the rules end it.
    pub max_plies: Option<u32>,
    /// Rule options the referee judges by (`XiangqiRules`), as name and value.
    pub rules: Vec<(&'static str, String)>,
}

/// What a game produced.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// All moves in canonical wire notation, book included.
    pub moves: Vec<String>,
    /// Thinking time per engine move, ms.
    pub times_ms: Vec<u64>,
    /// Score per engine move (mover's view).
    pub scores: Vec<Option<i32>>,
    /// Result.
    pub result: GameResult,
    /// How it ended.
    pub ending: Ending,
    /// Why, in words.
    pub reason: String,
    /// What the rules' verdict rests on, when the reason does not say it all (a xiangqi
    /// repetition: what each move of the cycle did, which article).
    pub detail: Option<String>,
}

/// Why a game could not be set up (a bad opening; caught when openings are loaded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

/// Builds the start position and plays the book moves on it.
pub fn setup_position<G: Game>(start: &StartText, book: &[String]) -> Result<G, SetupError> {
    let mut pos = if start.is_standard {
        G::startpos()
    } else {
        G::from_fen(&start.fen)
            .map_err(|e| SetupError(format!("bad position '{}': {e}", start.fen)))?
    };
    for (i, text) in book.iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| SetupError(format!("opening move {} '{text}': {e}", i + 1)))?;
        pos.make(m);
    }
    Ok(pos)
}

/// Plays one game; `clients[i]` plays side `i` (0 = first player).
pub fn play<G: Game>(
    setup: &GameSetup,
    clients: [&mut EngineClient; 2],
) -> Result<Played, SetupError> {
    let mut pos: G = setup_position(&setup.start, &setup.book_moves)?;
    for (name, value) in &setup.rules {
        pos.set_rule(name, value).map_err(SetupError)?;
    }
    let mut moves: Vec<String> = setup.book_moves.clone();
    // Canonical spelling of the book moves (engines may have written them differently).
    {
        let mut replay: G = setup_position(&setup.start, &[])?;
        for text in moves.iter_mut() {
            let m = replay
                .parse_move(text)
                .map_err(|e| SetupError(e.to_string()))?;
            *text = G::format_move(m);
            replay.make(m);
        }
    }
    let mut game = Referee {
        clock: Clock::new(setup.controls, setup.increment_before_move),
        times_ms: Vec::new(),
        scores: Vec::new(),
        low_streak: [0, 0],
        quiet_streak: 0,
        last_score: [None, None],
    };
    let [first, second] = clients;
    let clients: [&mut EngineClient; 2] = [first, second];
    let (result, ending, reason) = game.run(&mut pos, &mut moves, setup, clients);
    let detail = (ending == Ending::Rules)
        .then(|| pos.terminal_detail())
        .flatten();
    Ok(Played {
        moves,
        times_ms: game.times_ms,
        scores: game.scores,
        result,
        ending,
        reason,
        detail,
    })
}

struct Referee {
    clock: Clock,
    times_ms: Vec<u64>,
    scores: Vec<Option<i32>>,
    /// Consecutive own moves of each side with a losing score (resign adjudication).
    low_streak: [u32; 2],
    /// Consecutive plies with both scores near zero (draw adjudication).
    quiet_streak: u32,
    last_score: [Option<i32>; 2],
}

type Verdict3 = (GameResult, Ending, String);

fn loss_of(side: usize, ending: Ending, reason: String) -> Verdict3 {
    (GameResult::win_for(1 - side), ending, reason)
}

impl Referee {
    fn run<G: Game>(
        &mut self,
        pos: &mut G,
        moves: &mut Vec<String>,
        setup: &GameSetup,
        mut clients: [&mut EngineClient; 2],
    ) -> Verdict3 {
        // Both engines must be ready before the first move; one that is not loses.
        let mut failed = [None, None];
        for (side, client) in clients.iter_mut().enumerate() {
            if let Err(e) = client.new_game() {
                client.mark_broken();
                failed[side] = Some(e);
            }
        }
        let verdict = match failed {
            [Some(a), Some(b)] => Some((
                GameResult::Draw,
                ending_of(&a),
                format!("both engines failed: {a}; {b}"),
            )),
            [Some(a), None] => Some(loss_of(0, ending_of(&a), a.to_string())),
            [None, Some(b)] => Some(loss_of(1, ending_of(&b), b.to_string())),
            [None, None] => None,
        };
        let verdict = verdict.unwrap_or_else(|| self.moves_loop(pos, moves, setup, &mut clients));
        let (result, ending, _) = &verdict;
        for (side, client) in clients.iter_mut().enumerate() {
            let word = match result.half_points(side) {
                2 => "win",
                1 => "draw",
                _ => "lose",
            };
            client.game_over(word);
            // An engine that broke the rules or the protocol starts the next game fresh.
            if ending.is_error() && result.half_points(side) == 0 {
                client.mark_broken();
            }
        }
        verdict
    }

    fn moves_loop<G: Game>(
        &mut self,
        pos: &mut G,
        moves: &mut Vec<String>,
        setup: &GameSetup,
        clients: &mut [&mut EngineClient; 2],
    ) -> Verdict3 {
        loop {
            let mover = pos.side_to_move().index();
            if let Some(v) = pos.terminal() {
                let result = match v.outcome {
                    Outcome::Win => GameResult::win_for(mover),
                    Outcome::Loss => GameResult::win_for(1 - mover),
                    Outcome::Draw => GameResult::Draw,
                };
                return (result, Ending::Rules, v.reason.to_string());
            }
            if let Some(cap) = setup.max_plies {
                if moves.len() >= cap as usize {
                    return (
                        GameResult::Draw,
                        Ending::MoveCap,
                        format!("move cap of {cap} plies"),
                    );
                }
            }
            let allowance = self.clock.allowance_ms(mover);
            let thought = match clients[mover].think(
                &setup.start,
                moves,
                mover,
                self.clock.go(mover),
                allowance,
            ) {
                Ok(t) => t,
                Err(e) => {
                    let (ending, reason) = match (&e, allowance) {
                        (ClientError::Timeout { .. }, Some(ms)) => (
                            Ending::TimeForfeit,
                            format!("time forfeit: no move within {ms} ms + margin"),
                        ),
                        _ => (ending_of(&e), e.to_string()),
                    };
                    return loss_of(mover, ending, reason);
                }
            };
            if let Err(f) = self
                .clock
                .charge(mover, thought.used, setup.margins_ms[mover])
            {
                return loss_of(
                    mover,
                    Ending::TimeForfeit,
                    format!("time forfeit: used {} ms of {} ms", f.used_ms, f.allowed_ms),
                );
            }
            self.times_ms.push(thought.used.as_millis() as u64);
            self.scores.push(thought.score);
            let text = match thought.reply {
                Reply::Resign => return loss_of(mover, Ending::Resignation, "resignation".into()),
                Reply::Win => {
                    return if pos.declare_win() {
                        (
                            GameResult::win_for(mover),
                            Ending::Declaration,
                            "entering-king declaration".into(),
                        )
                    } else {
                        loss_of(
                            mover,
                            Ending::FalseDeclaration,
                            "false entering-king declaration".into(),
                        )
                    };
                }
                Reply::NoMove => {
                    return loss_of(
                        mover,
                        Ending::NoMove,
                        "claimed to have no move while legal moves exist".into(),
                    )
                }
                Reply::Malformed(why) => {
                    return loss_of(
                        mover,
                        Ending::IllegalMove,
                        format!("malformed bestmove: {why}"),
                    )
                }
                Reply::Move {
                    text, resign: true, ..
                } => {
                    return loss_of(
                        mover,
                        Ending::Resignation,
                        format!("resignation (with move {})", shorten(&text)),
                    )
                }
                Reply::Move { text, .. } => text,
            };
            let m = match pos.parse_move(&text) {
                Ok(m) => m,
                Err(e) => {
                    // The rules' error usually quotes the move already; quote it only once.
                    let detail = shorten_to(&e.to_string(), MAX_QUOTED_ERROR);
                    let reason = if detail.contains(&shorten(&text)) {
                        detail
                    } else {
                        format!("illegal move '{}': {detail}", shorten(&text))
                    };
                    return loss_of(mover, Ending::IllegalMove, reason);
                }
            };
            pos.make(m);
            moves.push(G::format_move(m));
            if let Some(v) = self.adjudicate(mover, thought.score, moves.len(), setup) {
                return v;
            }
        }
    }

    /// Score adjudications after `mover` played its move with `score`.
    fn adjudicate(
        &mut self,
        mover: usize,
        score: Option<i32>,
        plies: usize,
        setup: &GameSetup,
    ) -> Option<Verdict3> {
        self.last_score[mover] = score;
        if let Some(rule) = setup.resign {
            let losing = score.is_some_and(|s| s <= -rule.score);
            let confirmed =
                !rule.two_sided || self.last_score[1 - mover].is_some_and(|s| s >= rule.score);
            self.low_streak[mover] = if losing && confirmed {
                self.low_streak[mover] + 1
            } else {
                0
            };
            if self.low_streak[mover] >= rule.move_count {
                return Some(loss_of(
                    mover,
                    Ending::AdjudicatedLoss,
                    format!(
                        "adjudicated loss: score at or below -{} for {} moves",
                        rule.score, rule.move_count
                    ),
                ));
            }
        }
        if let Some(rule) = setup.draw {
            let quiet = score.is_some_and(|s| s.abs() <= rule.score);
            let full_moves = plies.div_ceil(2) as u32;
            self.quiet_streak = if quiet && full_moves >= rule.move_number {
                self.quiet_streak + 1
            } else {
                0
            };
            if self.quiet_streak >= 2 * rule.move_count {
                return Some((
                    GameResult::Draw,
                    Ending::AdjudicatedDraw,
                    format!(
                        "adjudicated draw: scores within {} for {} moves",
                        rule.score, rule.move_count
                    ),
                ));
            }
        }
        None
    }
}

fn ending_of(e: &ClientError) -> Ending {
    match e {
        ClientError::Crashed(_) => Ending::Crash,
        ClientError::Start(_) | ClientError::Timeout { .. } | ClientError::Unsupported(_) => {
            Ending::Unresponsive
        }
    }
}

/// Longest engine move text quoted in a reason.
const MAX_QUOTED_MOVE: usize = 40;
/// Longest rules error quoted in a reason (it may quote the engine's text).
const MAX_QUOTED_ERROR: usize = 200;

/// Engine text quoted in a reason, cut so a garbage flood cannot bloat the log.
fn shorten(text: &str) -> String {
    shorten_to(text, MAX_QUOTED_MOVE)
}

fn shorten_to(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}...", &text[..end])
}
