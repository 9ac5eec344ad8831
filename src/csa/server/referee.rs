//! One game on the server, from the `Game_Summary` to the result lines: the agreement
//! (`AGREE` / `REJECT`, and the server's rejection when nobody agrees in time), the
//! clocks, the legality of every move under Kirin's shogi rules, and the endings
//! (resignation, time-up, illegal move, sennichite and perpetual check, the `Max_Moves`
//! limit, the `%KACHI` declaration under the CSA 27-point rule).
//!
//! The referee holds no socket and no clock of its own: the caller passes the time of
//! each event in milliseconds of a monotonic clock and sends the lines the referee
//! returns, which keeps the rules testable to the millisecond.
//!
//! It is stricter than shogi-server: anything unexpected from a player during a game (a
//! move out of turn, an unreadable line, `%CHUDAN`) loses the game as an illegal move,
//! where shogi-server queues out-of-turn moves. A strict server catches client bugs.

use crate::csa::wire::{parse_move, GameEnd, Played, Summary, TimeRules};
use crate::game::Outcome;
use crate::shogi::{Color, EnteringKingRule, Position};

/// How long the players have to agree before the server rejects the game.
pub const AGREE_TIMEOUT_MS: u64 = 120_000;

/// The result a player receives (`#WIN` ...), from its own view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Standing {
    Win,
    Lose,
    Draw,
    Censored,
}

impl Standing {
    fn word(self) -> &'static str {
        match self {
            Standing::Win => "WIN",
            Standing::Lose => "LOSE",
            Standing::Draw => "DRAW",
            Standing::Censored => "CENSORED",
        }
    }
}

/// What the server sends after an event, and whether the game is over.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The lines for Black's player and White's, in order.
    pub lines: [Vec<String>; 2],
    /// When the game is over: the ending as Black sees it (what the record is written
    /// with). The caller then closes both connections.
    pub end: Option<GameEnd>,
}

impl Reply {
    fn both(line: &str) -> Reply {
        Reply {
            lines: [vec![line.to_string()], vec![line.to_string()]],
            end: None,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The summary is sent; `agreed[colour]` once that player said `AGREE`.
    Agreeing { agreed: [bool; 2], since_ms: u64 },
    /// Started; the side to move's clock runs from `turn_started_ms`.
    Playing { turn_started_ms: u64 },
    /// The result lines went out.
    Over,
}

/// One game: the summary, the position, the moves and the clocks.
pub struct Referee {
    summary: Summary,
    ids: [String; 2],
    pos: Position,
    moves: Vec<Played>,
    time: TimeRules,
    /// Each side's main time left, in units.
    remaining: [u64; 2],
    phase: Phase,
}

impl Referee {
    /// A game of `summary` (its `Your_Turn` is ignored: each player gets its own),
    /// created at `now_ms`: the agreement phase starts. Black's and White's clocks follow
    /// `summary.time[0]`.
    pub fn new(summary: Summary, now_ms: u64) -> Result<Referee, String> {
        let mut pos = summary.position()?;
        pos.set_entering_king_rule(EnteringKingRule::CSARule27);
        let time = summary.time[0];
        Ok(Referee {
            ids: summary.names.clone(),
            remaining: [time.total; 2],
            time,
            pos,
            moves: Vec::new(),
            phase: Phase::Agreeing {
                agreed: [false; 2],
                since_ms: now_ms,
            },
            summary,
        })
    }

    /// The summary the game was created with.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// The moves played after the summary's own, with the time charged for each.
    pub fn moves(&self) -> &[Played] {
        &self.moves
    }

    /// Each side's main time left, in units.
    pub fn remaining(&self) -> [u64; 2] {
        self.remaining
    }

    /// True once the result lines went out.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.pos.side_to_move()
    }

    /// How long the side to move may think from the start of its turn, in milliseconds;
    /// `None` for a game without a clock. A move is in time when it arrives strictly
    /// before this much has passed.
    pub fn turn_limit_ms(&self) -> Option<u64> {
        if self.time.unlimited() {
            return None;
        }
        let side = self.to_move().index();
        let units = self.remaining[side]
            .saturating_add(self.time.byoyomi)
            .saturating_add(self.time.increment);
        Some(units.saturating_mul(self.time.unit_ms))
    }

    /// When [`Referee::on_deadline`] must be called: the end of the agreement time, or
    /// the moment the side to move runs out of time.
    pub fn deadline_ms(&self) -> Option<u64> {
        match self.phase {
            Phase::Agreeing { since_ms, .. } => Some(since_ms.saturating_add(AGREE_TIMEOUT_MS)),
            Phase::Playing { turn_started_ms } => self
                .turn_limit_ms()
                .map(|limit| turn_started_ms.saturating_add(limit)),
            Phase::Over => None,
        }
    }

    /// The deadline has passed at `now_ms` (nothing happens before it): the server
    /// rejects a game not agreed in time, and the side to move loses on time.
    pub fn on_deadline(&mut self, now_ms: u64) -> Reply {
        match self.deadline_ms() {
            Some(deadline) if now_ms >= deadline => {}
            _ => return Reply::default(),
        }
        match self.phase {
            Phase::Agreeing { .. } => self.reject("server"),
            Phase::Playing { .. } => self.time_up(),
            Phase::Over => Reply::default(),
        }
    }

    /// Line `line` from the player of colour `from`, received at `received_ms`; `now_ms`
    /// is when the reply goes out (the next turn's clock starts then). Empty lines
    /// (keep-alive) and `LOGOUT` are the caller's.
    pub fn on_line(&mut self, from: Color, line: &str, received_ms: u64, now_ms: u64) -> Reply {
        match self.phase {
            Phase::Agreeing { agreed, .. } => self.on_agreement_line(from, line, agreed, now_ms),
            Phase::Playing { turn_started_ms } => self.on_game_line(
                from,
                line,
                received_ms.saturating_sub(turn_started_ms),
                now_ms,
            ),
            Phase::Over => Reply::default(),
        }
    }

    /// The connection of `who` dropped: before the start the game is rejected by it;
    /// during the game it resigned (as shogi-server judges it).
    pub fn on_disconnect(&mut self, who: Color) -> Reply {
        match self.phase {
            Phase::Agreeing { .. } => {
                let id = self.ids[who.index()].clone();
                self.reject(&id)
            }
            Phase::Playing { .. } => {
                let mut reply = self.finish("RESIGN", who, Standing::Lose, &[]);
                // The dropped player hears nothing; the opponent learns of the
                // resignation as if it had been sent.
                reply.lines[who.index()].clear();
                reply.lines[who.opponent().index()].insert(0, "%TORYO".to_string());
                reply
            }
            Phase::Over => Reply::default(),
        }
    }

    fn on_agreement_line(
        &mut self,
        from: Color,
        line: &str,
        mut agreed: [bool; 2],
        now_ms: u64,
    ) -> Reply {
        let mut tokens = line.split_whitespace();
        let word = tokens.next();
        let argument = tokens.next();
        let names_this_game = argument.is_none_or(|id| id == self.summary.game_id);
        match word {
            Some("AGREE") if names_this_game && tokens.next().is_none() => {
                agreed[from.index()] = true;
                if agreed == [true; 2] {
                    self.phase = Phase::Playing {
                        turn_started_ms: now_ms,
                    };
                    return Reply::both(&format!("START:{}", self.summary.game_id));
                }
                self.phase = match self.phase {
                    Phase::Agreeing { since_ms, .. } => Phase::Agreeing { agreed, since_ms },
                    other => other,
                };
                Reply::default()
            }
            // A REJECT, or an AGREE for another game, refuses this one.
            Some("AGREE" | "REJECT") => {
                let id = self.ids[from.index()].clone();
                self.reject(&id)
            }
            _ => {
                log::warn!(
                    "{}: ignoring '{line}' from {} before the start",
                    self.summary.game_id,
                    self.ids[from.index()]
                );
                Reply::default()
            }
        }
    }

    fn reject(&mut self, by: &str) -> Reply {
        self.phase = Phase::Over;
        let mut reply = Reply::both(&format!("REJECT:{} by {by}", self.summary.game_id));
        reply.end = Some(GameEnd {
            reason: "REJECT".into(),
            result: "CHUDAN".into(),
        });
        reply
    }

    fn on_game_line(&mut self, from: Color, line: &str, elapsed_ms: u64, now_ms: u64) -> Reply {
        let mover = self.to_move();
        if from != mover {
            log::warn!("{}: '{line}' out of turn", self.summary.game_id);
            return self.illegal(from, &[]);
        }
        if self
            .turn_limit_ms()
            .is_some_and(|limit| elapsed_ms >= limit)
        {
            return self.time_up();
        }
        match line {
            "%TORYO" => self.finish("RESIGN", mover, Standing::Lose, &["%TORYO"]),
            "%KACHI" => {
                if self.pos.can_declare_win() {
                    self.finish("JISHOGI", mover, Standing::Win, &["%KACHI"])
                } else {
                    self.finish("ILLEGAL_MOVE", mover, Standing::Lose, &["%KACHI"])
                }
            }
            _ => self.play(line, elapsed_ms, now_ms),
        }
    }

    /// A move line (`+7776FU`, optionally `,'comment`) from the side to move, in time.
    fn play(&mut self, line: &str, elapsed_ms: u64, now_ms: u64) -> Reply {
        let mover = self.to_move();
        let text = match line.split_once(',') {
            Some((text, comment)) if comment.starts_with('\'') => text,
            Some(_) => return self.illegal(mover, &[]),
            None => line,
        };
        let mv = match parse_move(&self.pos, text) {
            Ok(mv) => mv,
            Err(why) => {
                log::warn!("{}: {why}", self.summary.game_id);
                return self.illegal(mover, &[]);
            }
        };
        let charged = self.charge(mover, elapsed_ms);
        let played = Played {
            csa: text.to_string(),
            usi: mv.to_string(),
            time: charged,
        };
        let mut reply = Reply::both(&format!("{},T{charged}", played.csa));
        self.pos.make_move(mv);
        self.moves.push(played);
        self.phase = Phase::Playing {
            turn_started_ms: now_ms,
        };
        if let Some(verdict) = self.pos.sennichite() {
            let side_to_move = self.to_move();
            let end = match verdict.outcome {
                Outcome::Draw => self.finish("SENNICHITE", mover, Standing::Draw, &[]),
                Outcome::Win => self.finish("OUTE_SENNICHITE", side_to_move, Standing::Win, &[]),
                Outcome::Loss => self.finish("OUTE_SENNICHITE", side_to_move, Standing::Lose, &[]),
            };
            return append(reply, end);
        }
        let plies = self.summary.moves.len() + self.moves.len();
        let max_moves = self.summary.max_moves as usize;
        if max_moves > 0 && plies >= max_moves {
            let end = self.finish("MAX_MOVES", mover, Standing::Censored, &[]);
            return append(reply, end);
        }
        reply.end = None;
        reply
    }

    /// The time charged to `side` for a move after `elapsed_ms` (whole units, at least
    /// `Least_Time_Per_Move`), taken off its main time with the increment credited first,
    /// as shogi-server does. Byoyomi is never consumed.
    fn charge(&mut self, side: Color, elapsed_ms: u64) -> u64 {
        let charged = (elapsed_ms / self.time.unit_ms.max(1)).max(self.time.least);
        let left = &mut self.remaining[side.index()];
        *left = left
            .saturating_add(self.time.increment)
            .saturating_sub(charged);
        charged
    }

    fn time_up(&mut self) -> Reply {
        let mover = self.to_move();
        self.finish("TIME_UP", mover, Standing::Lose, &[])
    }

    fn illegal(&mut self, offender: Color, before: &[&str]) -> Reply {
        self.finish("ILLEGAL_MOVE", offender, Standing::Lose, before)
    }

    /// Ends the game: both players get `before`, `#<reason>` and their result, where
    /// `side` gets `result` and the other the opposite.
    fn finish(&mut self, reason: &str, side: Color, result: Standing, before: &[&str]) -> Reply {
        self.phase = Phase::Over;
        let opposite = match result {
            Standing::Win => Standing::Lose,
            Standing::Lose => Standing::Win,
            same => same,
        };
        let mut reply = Reply::default();
        for color in Color::ALL {
            let own = if color == side { result } else { opposite };
            let lines = &mut reply.lines[color.index()];
            lines.extend(before.iter().map(|l| l.to_string()));
            lines.push(format!("#{reason}"));
            lines.push(format!("#{}", own.word()));
        }
        let black = if side == Color::Black {
            result
        } else {
            opposite
        };
        reply.end = Some(GameEnd {
            reason: reason.to_string(),
            result: black.word().to_string(),
        });
        log::info!(
            "{}: #{reason}, {} for Black",
            self.summary.game_id,
            black.word()
        );
        reply
    }
}

/// `first`'s lines followed by `then`'s, with `then`'s ending.
fn append(mut first: Reply, then: Reply) -> Reply {
    for (lines, more) in first.lines.iter_mut().zip(then.lines) {
        lines.extend(more);
    }
    first.end = then.end;
    first
}

#[cfg(test)]
#[path = "referee_tests.rs"]
mod tests;
