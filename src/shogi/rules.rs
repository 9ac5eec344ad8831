//! How a shogi game ends: no legal move loses (in check or not), sennichite (fourth
//! occurrence of board + hands + side) draws unless one side checked on every one of its
//! moves of the cycle (that side loses), the entering-king declaration (CSA 27-point rule
//! by default, `EnteringKingRule` for the others) and the optional `MaxMovesToDraw`.
//!
//! Repetition is judged from the key stack of the position: the history of the game and
//! the search path are on the same stack. Each state records whether the move that led
//! to it gave check, which is all the perpetual-check rule needs.

use super::attacks::PROMOTION_ZONE;
use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind};
use crate::core::repetition;
use crate::game::{Outcome, RuleOption, RuleValues, Verdict};
use std::fmt;
use std::str::FromStr;

/// The option that sets the entering-king rule ([`EnteringKingRule`] by its
/// [`EnteringKingRule::name`]), as YaneuraOu names it.
pub const ENTERING_KING_RULE_OPTION: &str = "EnteringKingRule";
/// The option that draws the game after that many plies (0 = never), as YaneuraOu names it.
pub const MAX_MOVES_TO_DRAW_OPTION: &str = "MaxMovesToDraw";
/// The largest `MaxMovesToDraw` accepted (YaneuraOu's bound).
const MAX_MOVES_TO_DRAW_LIMIT: i64 = 100_000;

/// The rules of shogi a user may choose (`GameInfo::rule_options`).
pub const RULE_OPTIONS: &[RuleOption] = &[
    RuleOption {
        name: ENTERING_KING_RULE_OPTION,
        values: RuleValues::Choice {
            choices: &EnteringKingRule::NAMES,
            default: EnteringKingRule::CSARule27.name(),
        },
    },
    RuleOption {
        name: MAX_MOVES_TO_DRAW_OPTION,
        values: RuleValues::Count {
            max: MAX_MOVES_TO_DRAW_LIMIT,
            default: 0,
        },
    },
];

/// When a win by entering king may be declared (option `EnteringKingRule`, YaneuraOu's names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EnteringKingRule {
    /// Never declare.
    NoEnteringKing,
    /// CSA 24-point rule as a declaration: 31 points for either colour.
    CSARule24,
    /// As `CSARule24`, with White's (the handicap giver's) threshold lowered by the points
    /// missing from the full set.
    CSARule24H,
    /// CSA 27-point rule: Black needs 28 points, White 27 (the default).
    #[default]
    CSARule27,
    /// As `CSARule27`, with White's threshold lowered by the points missing from the full set.
    CSARule27H,
}

impl EnteringKingRule {
    /// Every rule, in the order the option lists them.
    pub const ALL: [EnteringKingRule; 5] = [
        EnteringKingRule::NoEnteringKing,
        EnteringKingRule::CSARule24,
        EnteringKingRule::CSARule24H,
        EnteringKingRule::CSARule27,
        EnteringKingRule::CSARule27H,
    ];

    /// The option values naming the rules, in the order of [`EnteringKingRule::ALL`].
    pub const NAMES: [&'static str; 5] = {
        let mut names = [""; 5];
        let mut i = 0;
        while i < names.len() {
            names[i] = EnteringKingRule::ALL[i].name();
            i += 1;
        }
        names
    };

    /// The option value naming this rule (YaneuraOu's names).
    pub const fn name(self) -> &'static str {
        match self {
            EnteringKingRule::NoEnteringKing => "NoEnteringKing",
            EnteringKingRule::CSARule24 => "CSARule24",
            EnteringKingRule::CSARule24H => "CSARule24H",
            EnteringKingRule::CSARule27 => "CSARule27",
            EnteringKingRule::CSARule27H => "CSARule27H",
        }
    }

    /// Points `color` needs, before any handicap adjustment; `None` when never allowed.
    const fn base_threshold(self, color: Color) -> Option<u32> {
        match self {
            EnteringKingRule::NoEnteringKing => None,
            EnteringKingRule::CSARule24 | EnteringKingRule::CSARule24H => {
                Some(CSA24_DECLARATION_POINTS)
            }
            EnteringKingRule::CSARule27 | EnteringKingRule::CSARule27H => Some(match color {
                Color::Black => CSA27_BLACK_POINTS,
                Color::White => CSA27_WHITE_POINTS,
            }),
        }
    }

    const fn adjusts_for_handicap(self) -> bool {
        matches!(
            self,
            EnteringKingRule::CSARule24H | EnteringKingRule::CSARule27H
        )
    }
}

impl fmt::Display for EnteringKingRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An `EnteringKingRule` option value that names no rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownEnteringKingRule(pub String);

impl fmt::Display for UnknownEnteringKingRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown EnteringKingRule '{}' (expected NoEnteringKing, CSARule24, CSARule24H, CSARule27 or CSARule27H)", self.0)
    }
}

impl std::error::Error for UnknownEnteringKingRule {}

impl FromStr for EnteringKingRule {
    type Err = UnknownEnteringKingRule;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        EnteringKingRule::ALL
            .into_iter()
            .find(|rule| rule.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownEnteringKingRule(text.to_string()))
    }
}

/// CSA 27-point rule: Black (sente) needs 28 points.
const CSA27_BLACK_POINTS: u32 = 28;
/// CSA 27-point rule: White (gote) needs 27 points.
const CSA27_WHITE_POINTS: u32 = 27;
/// CSA 24-point rule as a declaration: 31 points for either colour (JSA 2019).
const CSA24_DECLARATION_POINTS: u32 = 31;
/// Pieces other than the king the declarer needs inside the enemy camp.
const DECLARATION_MIN_PIECES: u32 = 10;
/// Impasse points of a full set of non-king pieces (both sides): 2 x 27.
const FULL_SET_POINTS: u32 = 54;

impl Position {
    /// Impasse points of everything `color` owns, board and hand, king excluded
    /// (rook, bishop and their promotions 5, every other piece 1).
    pub fn impasse_points(&self, color: Color) -> u32 {
        let board: u32 = self
            .pieces_of(color)
            .map(|sq| self.board[sq].map_or(0, |p| p.kind.impasse_points()))
            .sum();
        board + self.hand_points(color)
    }

    fn hand_points(&self, color: Color) -> u32 {
        PieceKind::HAND
            .iter()
            .map(|&k| self.hand(color).count(k) * k.impasse_points())
            .sum()
    }

    /// True when the side to move may declare a win under the entering-king rule in force.
    pub fn can_declare_win(&self) -> bool {
        let us = self.side_to_move();
        let Some(base) = self.entering_king_rule.base_threshold(us) else {
            return false;
        };
        let Some(king) = self.king_square(us) else {
            return false;
        };
        let zone = PROMOTION_ZONE[us.index()];
        if !zone.contains(king.index()) || self.in_check() {
            return false;
        }
        let entered = (self.pieces_of(us) & zone).without(king.index());
        if entered.count() < DECLARATION_MIN_PIECES {
            return false;
        }
        let points = entered
            .map(|sq| self.board[sq].map_or(0, |p| p.kind.impasse_points()))
            .sum::<u32>()
            + self.hand_points(us);
        let mut threshold = base;
        if us == Color::White && self.entering_king_rule.adjusts_for_handicap() {
            let present = self.impasse_points(Color::Black) + self.impasse_points(Color::White);
            threshold = threshold.saturating_sub(FULL_SET_POINTS.saturating_sub(present));
        }
        points >= threshold
    }

    /// Result of a repetition cycle of `span` plies ending here (the same position `span`
    /// plies ago): the side that gave check with every one of its moves in the cycle
    /// loses; otherwise a draw.
    fn judge_cycle(&self, span: usize) -> Verdict {
        let n = self.states.len() - 1;
        let (we_always_checked, they_always_checked) =
            repetition::always_checked(span, |j| self.states[n - j].checkers.is_nonempty());
        match (we_always_checked, they_always_checked) {
            (true, false) => Verdict {
                outcome: Outcome::Loss,
                reason: "perpetual check",
            },
            (false, true) => Verdict {
                outcome: Outcome::Win,
                reason: "perpetual check by the opponent",
            },
            _ => Verdict {
                outcome: Outcome::Draw,
                reason: "repetition (sennichite)",
            },
        }
    }

    /// Walks back over earlier positions with the same side to move (stopping at a null
    /// move) and calls `visit(distance)` for each occurrence of the current key, until it
    /// returns a verdict.
    fn scan_repetitions(&self, visit: impl FnMut(usize) -> Option<Verdict>) -> Option<Verdict> {
        let n = self.states.len() - 1;
        let key = self.states[n].key;
        if self.key_filter[Position::filter_bucket(key)] < 2 {
            return None;
        }
        repetition::scan_earlier(
            n,
            |i| self.states[i].key,
            |i| self.states[i].last_move == Move::NULL,
            visit,
        )
    }

    /// Search-time repetition judgement (see `Game::repetition`): a repetition whose
    /// earlier occurrence is strictly after the root (fewer than `plies_from_root` plies
    /// back) counts at once;
    /// otherwise the fourth occurrence counts. The cycle judged is the one since the
    /// most recent earlier occurrence.
    pub fn repetition_outcome(&self, plies_from_root: usize) -> Option<Outcome> {
        let mut nearest = None;
        let mut count = 0;
        self.scan_repetitions(|distance| {
            let nearest = *nearest.get_or_insert(distance);
            count += 1;
            if distance < plies_from_root || count >= 3 {
                Some(self.judge_cycle(nearest))
            } else {
                None
            }
        })
        .map(|v| v.outcome)
    }

    /// Game-level sennichite: the fourth occurrence of this position ends the game; the
    /// perpetual-check test spans every move since the first of the four occurrences.
    pub fn sennichite(&self) -> Option<Verdict> {
        let mut count = 0;
        self.scan_repetitions(|distance| {
            count += 1;
            (count >= 3).then(|| self.judge_cycle(distance))
        })
    }

    /// Full-rule judgement of the game as it stands (see `Game::terminal`).
    pub fn terminal_verdict(&self) -> Option<Verdict> {
        if self.legal_move_count() == 0 {
            let reason = if self.in_check() {
                "checkmate"
            } else {
                "no legal move"
            };
            return Some(Verdict {
                outcome: Outcome::Loss,
                reason,
            });
        }
        if let Some(verdict) = self.sennichite() {
            return Some(verdict);
        }
        let moves_played = self.move_number().saturating_sub(1);
        if self.max_moves_to_draw > 0 && moves_played >= self.max_moves_to_draw {
            if self.can_declare_win() {
                return Some(Verdict {
                    outcome: Outcome::Win,
                    reason: "entering-king declaration",
                });
            }
            return Some(Verdict {
                outcome: Outcome::Draw,
                reason: "move limit (MaxMovesToDraw)",
            });
        }
        None
    }
}
