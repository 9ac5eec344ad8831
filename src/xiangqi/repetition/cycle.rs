//! Judging one cycle: every move classified by its most serious effect, each side's
//! sequence forbidden or allowed, and the verdict of the chosen rule set.
//!
//! Pieces are identified by the square they stood on at the start of the cycle, so a
//! piece that moves stays the same piece (no capture happens inside a cycle).
//!
//! * `chinese` and `asian` (art. 25-26): a side's sequence is forbidden when every one of
//!   its moves is a check, a mate threat (`chinese`) or a chase, and one and the same
//!   enemy piece is chased by every one of its chasing moves (one piece chasing two in
//!   turn is allowed, AXF rule 32). One idle move among them makes it allowed (数将一闲,
//!   数捉一闲). One side forbidden: it loses. Both: the perpetual checker loses if only one
//!   side checks perpetually, otherwise a draw.
//! * `chinese`, a soldier's threats: they count for a side only when the other side's
//!   sequence is forbidden without them (mutual attack, 互打).
//! * `computer`: every move of one side checks → it loses (both → draw); any other check
//!   in the cycle → draw; otherwise a side whose every move newly chases one and the
//!   same piece loses (both → draw).

use super::chase::{chased_by, has_mate_in_one, Chased};
use super::{RepetitionRules, RepetitionVerdict};
use crate::core::Bitboard;
use crate::game::Outcome;
use crate::xiangqi::moves::Move;
use crate::xiangqi::position::{Board, Position};
use crate::xiangqi::types::{Color, Square};

/// A move's most serious effect (art. 27 detail 5: check over mate threat over chase
/// over idle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Effect {
    /// 将: the move gives check.
    Check,
    /// 杀: if the opponent passed, the mover could mate (`chinese` only).
    MateThreat,
    /// 捉: the move newly threatens to win an enemy piece.
    Chase,
    /// 闲: none of these.
    Idle,
}

/// One move of a cycle as the judge saw it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlyRecord {
    /// The move.
    pub mv: Move,
    /// Who made it.
    pub mover: Color,
    /// Its effect, not counting soldiers' threats.
    pub effect: Effect,
    /// Identities (start squares, as bits) of the pieces it newly chased, by pieces other
    /// than soldiers.
    pub chased: u128,
    /// Identities of the pieces only soldiers newly threatened (`chinese`).
    pub soldier_chased: u128,
}

/// What makes a side's sequence forbidden: the kinds of attacking move it is made of and
/// the piece every chasing move chased.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offence {
    /// Some move checked.
    pub check: bool,
    /// Some move threatened mate.
    pub mate_threat: bool,
    /// Some move chased; then `target` is the chased piece's identity.
    pub chase: bool,
    /// The identities (start squares, as bits) of the pieces every chasing move chased.
    pub target: u128,
}

impl Offence {
    /// Every move checked: perpetual check, never allowed.
    pub fn is_perpetual_check(&self) -> bool {
        self.check && !self.mate_threat && !self.chase
    }

    /// The offence in English, as a referee's reason.
    pub fn name(&self) -> &'static str {
        self.names().0
    }

    /// The offence's name in the Chinese rules.
    pub fn chinese_name(&self) -> &'static str {
        self.names().1
    }

    /// The offence's names, in English and in the Chinese rules, by the kinds of
    /// attacking move it is made of.
    fn names(&self) -> (&'static str, &'static str) {
        match (self.check, self.mate_threat, self.chase) {
            (true, false, false) => ("perpetual check", "长将"),
            (false, true, false) => ("perpetual mate threat", "长杀"),
            (false, false, true) => ("perpetual chase", "长捉"),
            (true, true, false) => ("alternating check and mate threat", "一将一杀"),
            (true, false, true) => ("alternating check and chase", "一将一捉"),
            (false, true, true) => ("alternating mate threat and chase", "一杀一捉"),
            _ => ("alternating check, mate threat and chase", "将杀捉"),
        }
    }
}

/// One side's moves in a cycle, counted by effect.
#[derive(Clone, Copy, Debug)]
struct Tally {
    checks: u32,
    mate_threats: u32,
    chases: u32,
    idle: u32,
    /// The pieces chased by every chasing move so far.
    common: u128,
}

impl Tally {
    const EMPTY: Tally = Tally {
        checks: 0,
        mate_threats: 0,
        chases: 0,
        idle: 0,
        common: u128::MAX,
    };

    fn add(&mut self, effect: Effect, chased: u128) {
        match effect {
            Effect::Check => self.checks += 1,
            Effect::MateThreat => self.mate_threats += 1,
            Effect::Chase => {
                self.chases += 1;
                self.common &= chased;
            }
            Effect::Idle => self.idle += 1,
        }
    }

    /// The offence, if every move attacked and the chases kept to one piece.
    fn offence(&self) -> Option<Offence> {
        if self.idle > 0 || (self.chases > 0 && self.common == 0) {
            return None;
        }
        Some(Offence {
            check: self.checks > 0,
            mate_threat: self.mate_threats > 0,
            chase: self.chases > 0,
            target: if self.chases > 0 { self.common } else { 0 },
        })
    }
}

/// The judgement of both sides' sequences under the full rules (`chinese`, `asian`),
/// indexed by colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sequences {
    pub offences: [Option<Offence>; 2],
}

impl Sequences {
    /// The side that loses (art. 26), if any.
    pub fn loser(&self) -> Option<Color> {
        match self.offences {
            [Some(_), None] => Some(Color::Red),
            [None, Some(_)] => Some(Color::Black),
            [Some(red), Some(black)] => {
                match (red.is_perpetual_check(), black.is_perpetual_check()) {
                    (true, false) => Some(Color::Red),
                    (false, true) => Some(Color::Black),
                    _ => None,
                }
            }
            [None, None] => None,
        }
    }
}

impl Position {
    /// Judges the cycle made of the last `plies` plies (even, no capture or null inside)
    /// under the position's rule set.
    pub(super) fn judge_cycle(&self, plies: usize) -> RepetitionVerdict {
        let us = self.side();
        let result_for = |loser: Option<Color>, reason: &'static str| RepetitionVerdict {
            outcome: match loser {
                None => Outcome::Draw,
                Some(c) if c == us => Outcome::Loss,
                Some(_) => Outcome::Win,
            },
            reason: if loser.is_some() {
                reason
            } else {
                "repetition"
            },
        };
        match self.repetition_rules() {
            RepetitionRules::Computer => {
                let (loser, reason) = self.computer_verdict(plies);
                result_for(loser, reason)
            }
            rules => {
                let sequences = self.judge_sequences(plies, rules, |_| {});
                let loser = sequences.loser();
                let reason = loser
                    .and_then(|c| sequences.offences[c.index()])
                    .map_or("repetition", |o| o.name());
                result_for(loser, reason)
            }
        }
    }

    /// The `computer` verdict: the loser (if any) and its offence.
    pub(super) fn computer_verdict(&self, plies: usize) -> (Option<Color>, &'static str) {
        let history = self.history();
        let n = history.len();
        let us = self.side();
        // Ply k of the cycle was made by `us` when k is even (the cycle starts with `us`
        // to move, as it ends); it gave check when the position after it has checkers.
        let gave_check = |k: usize| {
            if n - plies + k + 1 < n {
                history[n - plies + k + 1].checkers_before.is_nonempty()
            } else {
                self.in_check()
            }
        };
        let mut all_checks = [true; 2];
        let mut any_check = false;
        for k in 0..plies {
            let mover = if k.is_multiple_of(2) {
                us
            } else {
                us.opponent()
            };
            let check = gave_check(k);
            any_check |= check;
            all_checks[mover.index()] &= check;
        }
        match (
            all_checks[Color::Red.index()],
            all_checks[Color::Black.index()],
        ) {
            (true, false) => return (Some(Color::Red), "perpetual check"),
            (false, true) => return (Some(Color::Black), "perpetual check"),
            _ if any_check => return (None, "repetition"),
            _ => {}
        }
        let mut persistent = [u128::MAX; 2];
        self.replay_cycle(plies, RepetitionRules::Computer, |ply| {
            persistent[ply.mover.index()] &= ply.chased;
        });
        match (persistent[0] != 0, persistent[1] != 0) {
            (true, false) => (Some(Color::Red), "perpetual chase"),
            (false, true) => (Some(Color::Black), "perpetual chase"),
            _ => (None, "repetition"),
        }
    }

    /// Both sides' sequences under the full rules (`chinese`, `asian`); `visit` sees every
    /// move of the cycle.
    pub(super) fn judge_sequences(
        &self,
        plies: usize,
        rules: RepetitionRules,
        mut visit: impl FnMut(&PlyRecord),
    ) -> Sequences {
        let mut plain = [Tally::EMPTY; 2];
        let mut with_soldiers = [Tally::EMPTY; 2];
        self.replay_cycle(plies, rules, |ply| {
            visit(ply);
            let side = ply.mover.index();
            plain[side].add(ply.effect, ply.chased);
            let (effect, chased) = match ply.effect {
                Effect::Idle if ply.soldier_chased != 0 => (Effect::Chase, ply.soldier_chased),
                Effect::Chase => (Effect::Chase, ply.chased | ply.soldier_chased),
                other => (other, 0),
            };
            with_soldiers[side].add(effect, chased);
        });
        let mut offences = [plain[0].offence(), plain[1].offence()];
        if rules.soldiers_chase_in_mutual_attack() {
            // Mutual attack: a soldier's threats count against a side that attacks too.
            let both = offences;
            for side in Color::ALL {
                if both[side.opponent().index()].is_some() {
                    offences[side.index()] = with_soldiers[side.index()].offence();
                }
            }
        }
        Sequences { offences }
    }

    /// Replays the last `plies` plies on a copy of the board from the start of the cycle,
    /// calling `visit` with each move's record; returns the board at the start.
    pub(super) fn replay_cycle(
        &self,
        plies: usize,
        rules: RepetitionRules,
        mut visit: impl FnMut(&PlyRecord),
    ) -> Board {
        let history = &self.history()[self.history().len() - plies..];
        let mut board: Board = *self.board();
        for undo in history.iter().rev() {
            let piece = board
                .piece_on(undo.mv.to())
                .expect("cycle replay: moved piece present");
            debug_assert!(
                undo.captured.is_none(),
                "no capture inside a repetition cycle"
            );
            board.move_piece(piece, undo.mv.to(), undo.mv.from());
        }
        let start = board;
        // identity[sq] = the square the piece on sq stood on at the cycle start.
        let mut identity = [0u8; Square::NUM];
        for (i, id) in identity.iter_mut().enumerate() {
            *id = i as u8;
        }
        let ids = |squares: Bitboard, identity: &[u8; Square::NUM]| {
            squares
                .into_iter()
                .fold(0u128, |acc, sq| acc | 1u128 << identity[sq])
        };
        let mut mover = board
            .piece_on(history[0].mv.from())
            .expect("cycle replay: mover present")
            .color();
        for (k, undo) in history.iter().enumerate() {
            let gave_check = match history.get(k + 1) {
                Some(next) => next.checkers_before.is_nonempty(),
                None => self.in_check(),
            };
            let before = if gave_check {
                Chased::default()
            } else {
                chased_by(&board, mover, rules)
            };
            board.play(undo.mv.from(), undo.mv.to());
            identity[undo.mv.to().index()] = identity[undo.mv.from().index()];
            let mut record = PlyRecord {
                mv: undo.mv,
                mover,
                effect: Effect::Check,
                chased: 0,
                soldier_chased: 0,
            };
            if !gave_check {
                let after = chased_by(&board, mover, rules);
                record.chased = ids(after.by_pieces & !before.by_pieces, &identity);
                record.soldier_chased = ids(
                    after.by_soldiers & !before.by_soldiers & !before.by_pieces,
                    &identity,
                );
                record.effect = if rules.mate_threats_count() && has_mate_in_one(&board, mover) {
                    Effect::MateThreat
                } else if record.chased != 0 {
                    Effect::Chase
                } else {
                    Effect::Idle
                };
            }
            visit(&record);
            mover = mover.opponent();
        }
        start
    }
}
