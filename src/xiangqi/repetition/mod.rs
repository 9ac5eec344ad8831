//! The xiangqi repetition judge, under the rule set the user chooses
//! ([`RepetitionRules`]): `chinese` (the Chinese Xiangqi Association's competition rules,
//! art. 25-27 and their details), `asian` (the AXF/WXF rules: a mate threat is idle, the
//! general may join a chase) and `computer` (the subset Pikafish and Fairy-Stockfish
//! apply: perpetual check loses, then perpetual chase of one piece loses, everything else
//! draws).
//!
//! Finding a repetition is cheap: the undo stack keeps the key before every ply, and only
//! positions with the same side to move since the last capture or null move can repeat.
//! Only when a key repeats is the cycle judged (`cycle.rs`): a copy of the board is taken
//! back to the start of the cycle and replayed, classifying every move by its most
//! serious effect (check, mate threat, chase of which piece, idle; `chase.rs`). The
//! verdict comes from both sides' sequences; `explain.rs` puts it in words for referees.

mod chase;
mod cycle;
mod explain;

use super::position::Position;
use crate::game::{Outcome, RuleOption, RuleValues};
use std::fmt;
use std::str::FromStr;

pub use cycle::Offence;

/// The option that chooses the rule set ([`RepetitionRules`] by its name), in every
/// dialect that speaks xiangqi and as `kirin match -xqrules`.
pub const RULES_OPTION: &str = "XiangqiRules";

/// The rules of xiangqi a user may choose (`GameInfo::rule_options`).
pub const RULE_OPTIONS: &[RuleOption] = &[RuleOption {
    name: RULES_OPTION,
    values: RuleValues::Choice {
        choices: &RepetitionRules::NAMES,
        default: RepetitionRules::Computer.name(),
    },
}];

/// Which repetition rules judge a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum RepetitionRules {
    /// The Chinese competition rules in full: perpetual check, perpetual mate threat and
    /// perpetual chase are forbidden, alone or alternating (一将一杀, 一将一捉, 一杀一捉);
    /// a cycle with one idle move among them is allowed.
    Chinese,
    /// The Asian (AXF/WXF) rules: as `Chinese`, but a mate threat is an idle move, the
    /// general may help a chase, and a soldier's threats are always idle.
    Asian,
    /// The engines' subset (Pikafish, Fairy-Stockfish): perpetual check loses; a cycle
    /// with any other check draws; otherwise perpetual chase of one piece loses.
    #[default]
    Computer,
}

impl RepetitionRules {
    /// Every rule set, in the order the option lists them.
    pub const ALL: [RepetitionRules; 3] = [
        RepetitionRules::Chinese,
        RepetitionRules::Asian,
        RepetitionRules::Computer,
    ];

    /// The option values naming the sets, in the order of [`RepetitionRules::ALL`].
    pub const NAMES: [&'static str; 3] = ["chinese", "asian", "computer"];

    /// The option value naming the set.
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// Where the set's verdicts come from, for explanations.
    pub const fn source(self) -> &'static str {
        match self {
            RepetitionRules::Chinese => "Chinese rules art. 26",
            RepetitionRules::Asian => "Asian rules",
            RepetitionRules::Computer => "computer rules",
        }
    }

    /// A perpetual mate threat (长杀) is forbidden (art. 25(2)); the Asian rules count a
    /// mate threat as idle.
    pub(crate) const fn mate_threats_count(self) -> bool {
        matches!(self, RepetitionRules::Chinese)
    }

    /// A piece attacking together with its general chases (art. 27 detail 2); the Asian
    /// rules let the general join a chase freely.
    pub(crate) const fn general_helps_chase(self) -> bool {
        matches!(self, RepetitionRules::Chinese)
    }

    /// A soldier's threats count as chases in mutual attack (互打, art. 27 detail 3).
    pub(crate) const fn soldiers_chase_in_mutual_attack(self) -> bool {
        matches!(self, RepetitionRules::Chinese)
    }

    /// A chase whose capture would let the opponent mate at once is idle (art. 27
    /// detail 9; the Asian rules agree).
    pub(crate) const fn formal_chase_is_idle(self) -> bool {
        !matches!(self, RepetitionRules::Computer)
    }
}

impl fmt::Display for RepetitionRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RepetitionRules {
    type Err = String;

    /// A set by its name, in any case.
    fn from_str(s: &str) -> Result<Self, String> {
        RepetitionRules::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                format!(
                    "{RULES_OPTION}: unknown rule set '{s}' (expected {})",
                    RepetitionRules::NAMES.join(", ")
                )
            })
    }
}

/// Why a repetition ended the game, with the result for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RepetitionVerdict {
    /// Result for the side to move.
    pub outcome: Outcome,
    /// "perpetual check", "perpetual chase", ... (the loser's offence), or "repetition".
    pub reason: &'static str,
}

/// The number of times a position must occur (this occurrence included) for a cycle that
/// reaches back before the search root, or any cycle in a game, to be judged: the Chinese
/// competition rules' "循环反复三次" (a cycle repeated three times).
pub const GAME_OCCURRENCES: usize = 3;

/// The plies of a cycle must be at least this many: the shortest way back to the same
/// position with the same side to move is two moves by each side.
const SHORTEST_CYCLE: usize = 4;

impl Position {
    /// Looks for a repetition of the current position and judges it under the position's
    /// rule set ([`Position::repetition_rules`]).
    ///
    /// A cycle lying entirely in the last `plies_from_root` plies is judged at its first
    /// recurrence; otherwise the position must occur [`GAME_OCCURRENCES`] times, and the
    /// judged span runs from the oldest of those occurrences. `plies_from_root = 0` is
    /// the game (referee) rule.
    pub fn judge_repetition(&self, plies_from_root: usize) -> Option<RepetitionVerdict> {
        self.repeated_span(plies_from_root)
            .map(|plies| self.judge_cycle(plies))
    }

    /// The game rule's verdict on the current position, in words: which side, which
    /// moves of the cycle, what each did, which article. `None` when no repetition ends
    /// the game here.
    pub fn explain_repetition(&self) -> Option<String> {
        self.repeated_span(0)
            .map(|plies| explain::explain(self, plies))
    }

    /// The length in plies of the cycle that ends here and must be judged, if any.
    fn repeated_span(&self, plies_from_root: usize) -> Option<usize> {
        let history = self.history();
        let n = history.len();
        let window = (self.reversible() as usize).min(n);
        let mut occurrences = 1;
        let mut distance = SHORTEST_CYCLE;
        while distance <= window {
            if history[n - distance].key_before == self.key() {
                occurrences += 1;
                if distance <= plies_from_root || occurrences >= GAME_OCCURRENCES {
                    return Some(distance);
                }
            }
            distance += 2;
        }
        None
    }
}
