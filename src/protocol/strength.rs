//! The strength options of every dialect, under the names Stockfish and Fairy-Stockfish
//! use (`UCI_LimitStrength`, `UCI_Elo`, `Skill Level`), and what they ask for: a skill
//! level of `crate::search::skill`, from `Skill Level` or, when `UCI_LimitStrength` is on,
//! from `UCI_Elo` through the game's calibration table ([`CALIBRATIONS`]). It also owns
//! the seeds of the weakened searches' choices.
//!
//! The Elo scale is Kirin's own, per game: Elo differences between levels measured in
//! self-play by `scripts/strength_ladder.py`, with level 0 put at [`ELO_MIN`]. It is not
//! a chess rating nor a human one; 100 points mean what they mean between two engines
//! (a 64 % score). Levels 0-19 are node budgets, so their Elo holds on any machine; level
//! 20, full strength, is as strong as the time it gets, and its entry is the ladder's
//! measure at the ladder's time control.

use super::options::{self, Kind, OptionId, OptionSpec, OptionTable};
use crate::core::zobrist::Rng;
use crate::search::skill::MAX_LEVEL;
use crate::search::Strength;

/// Lowest `UCI_Elo`: level 0 of every game's scale.
pub const ELO_MIN: i64 = 800;
/// Highest `UCI_Elo`, above every game's full-strength entry with room for a stronger
/// measure of it; an Elo at or above a game's entry plays at full strength.
pub const ELO_MAX: i64 = 3500;
/// `UCI_Elo` default.
const ELO_DEFAULT: i64 = 1500;
/// `Skill Level` maximum and default: full strength.
const LEVEL_MAX: i64 = 20;

/// One game's calibration: the Elo of each whole level, 0 to 20.
#[derive(Clone, Copy, Debug)]
pub struct Calibration {
    /// The game (`GameInfo::name`).
    pub game: &'static str,
    /// Elo of levels 0..=20 on the game's scale, increasing; level 20 is full strength.
    pub elo: [i32; 21],
}

/// The calibration of every game, measured with `scripts/strength_ladder.py --levels 0 2 4 6
/// 8 10 12 14 16 20 --concurrency 2` (bench 760265): 100 games per step, two at once on a
/// 2-core machine, levels on 120 s + 1 s (their node budgets decide), full strength on
/// 10 s + 0.1 s; the levels between measured ones interpolated. A step is known to about
/// ±70 Elo (95 %) when even and ±90-145 when one side scores 80-90 %; the sum up to full
/// strength to about ±290. Minishogi has none of its own and uses shogi's.
pub const CALIBRATIONS: &[Calibration] = &[
    Calibration {
        game: "shogi",
        elo: [
            800, 807, 814, 866, 918, 987, 1057, 1197, 1338, 1496, 1654, 1804, 1955, 2146, 2337,
            2454, 2572, 2651, 2730, 2809, 2887,
        ],
    },
    Calibration {
        game: "xiangqi",
        elo: [
            800, 844, 889, 911, 934, 1030, 1125, 1350, 1574, 1718, 1862, 2010, 2157, 2353, 2549,
            2722, 2895, 2993, 3091, 3188, 3286,
        ],
    },
];

/// The calibration of `game` (shogi's for a game without one).
pub fn calibration(game: &str) -> &'static Calibration {
    CALIBRATIONS
        .iter()
        .find(|c| c.game == game)
        .unwrap_or(&CALIBRATIONS[0])
}

/// The level, fractional, that plays at `elo` on `calibration`'s scale: the whole
/// levels' Elo interpolated linearly; 20 (full strength) from the top entry on.
pub fn level_for_elo(calibration: &Calibration, elo: i64) -> f64 {
    let table = &calibration.elo;
    let elo = elo as f64;
    if elo <= f64::from(table[0]) {
        return 0.0;
    }
    for (level, pair) in table.windows(2).enumerate() {
        let (low, high) = (f64::from(pair[0]), f64::from(pair[1]));
        if elo < high {
            return level as f64 + (elo - low) / (high - low);
        }
    }
    MAX_LEVEL
}

/// `Skill Level`: 0-20, 20 (full strength) by default.
const SKILL_LEVEL: OptionSpec = OptionSpec {
    id: OptionId::SkillLevel,
    name: "SkillLevel",
    aliases: &[],
    kind: Kind::Spin {
        min: 0,
        max: LEVEL_MAX,
    },
    default: options::Default::Int(LEVEL_MAX),
};
/// `UCI_LimitStrength`: `UCI_Elo` sets the strength.
const LIMIT_STRENGTH: OptionSpec = OptionSpec {
    id: OptionId::LimitStrength,
    name: "UCI_LimitStrength",
    aliases: &["USI_LimitStrength"],
    kind: Kind::Check,
    default: options::Default::Bool(false),
};
/// `UCI_Elo`: the strength while `UCI_LimitStrength` is on.
const ELO: OptionSpec = OptionSpec {
    id: OptionId::Elo,
    name: "UCI_Elo",
    aliases: &["USI_Elo"],
    kind: Kind::Spin {
        min: ELO_MIN,
        max: ELO_MAX,
    },
    default: options::Default::Int(ELO_DEFAULT),
};

/// USI and UCCI: `SkillLevel` (YaneuraOu's spelling: USI names have no spaces; `Skill
/// Level` and `Skill_Level` are accepted), `UCI_LimitStrength`, `UCI_Elo`.
pub const STRENGTH_OPTIONS: &[OptionSpec] = &[SKILL_LEVEL, LIMIT_STRENGTH, ELO];
/// UCI-X: `Skill Level`, Stockfish's spelling.
pub const UCI_STRENGTH_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "Skill Level",
        ..SKILL_LEVEL
    },
    LIMIT_STRENGTH,
    ELO,
];

/// What the strength options ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrengthSettings {
    /// `UCI_LimitStrength`.
    pub limit: bool,
    /// `UCI_Elo`.
    pub elo: i64,
    /// `Skill Level`.
    pub level: i64,
}

impl Default for StrengthSettings {
    fn default() -> Self {
        StrengthSettings {
            limit: false,
            elo: ELO_DEFAULT,
            level: LEVEL_MAX,
        }
    }
}

impl StrengthSettings {
    /// The settings in `options` (full strength when the table has no such options).
    pub fn read(options: &OptionTable) -> StrengthSettings {
        let d = StrengthSettings::default();
        StrengthSettings {
            limit: options.flag(OptionId::LimitStrength, d.limit),
            elo: options.int(OptionId::Elo, d.elo),
            level: options.int(OptionId::SkillLevel, d.level),
        }
    }

    /// The level asked for in `game`, `None` for full strength: `UCI_Elo`'s when
    /// `UCI_LimitStrength` is on (it wins over `Skill Level`, as in Stockfish), else
    /// `Skill Level`'s.
    pub fn level(&self, game: &str) -> Option<f64> {
        let level = if self.limit {
            level_for_elo(calibration(game), self.elo)
        } else {
            self.level.clamp(0, LEVEL_MAX) as f64
        };
        (level < MAX_LEVEL).then_some(level)
    }

    /// The strength of a search in `game`, its choices drawn from `seed`.
    pub fn strength(&self, game: &str, seed: u64) -> Option<Strength> {
        self.level(game)
            .and_then(|level| Strength::at_level(level, seed))
    }

    /// What the settings mean in `game`, for an `info string`.
    pub fn describe(&self, game: &str) -> String {
        let Some(strength) = self.strength(game, 0) else {
            if !self.limit {
                return "strength: full".to_string();
            }
            return format!(
                "strength: full (UCI_Elo {} is at or above full strength, {}, on the \
                 {game} scale)",
                self.elo,
                calibration(game).elo[20]
            );
        };
        let asked = if self.limit {
            format!(
                "UCI_Elo {} is skill level {:.2} on the {game} scale",
                self.elo,
                strength.level()
            )
        } else {
            format!("skill level {}", self.level)
        };
        format!(
            "strength: {asked}: at most {} nodes per move (after depth 1), one thread, \
             moves up to {} cp below the best",
            strength.node_budget(),
            strength.noise()
        )
    }
}

/// The seeds of the weakened searches' choices: one per `go`, drawn from a generator
/// seeded from the clock and the process id, so that games differ from process to
/// process and from game to game.
#[derive(Clone, Debug)]
pub struct Seeds(Rng);

impl Seeds {
    /// A generator seeded from the clock and the process id.
    pub fn from_clock() -> Seeds {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Seeds(Rng::new(
            nanos ^ u64::from(std::process::id()).rotate_left(32),
        ))
    }

    /// The next seed.
    pub fn next_seed(&mut self) -> u64 {
        self.0.next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::options::{UCI_OPTIONS, USI_OPTIONS};

    #[test]
    fn tables_increase_and_start_at_the_lowest_elo() {
        for c in CALIBRATIONS {
            assert_eq!(i64::from(c.elo[0]), ELO_MIN, "{}", c.game);
            assert!(c.elo.windows(2).all(|w| w[0] < w[1]), "{}", c.game);
            assert!(i64::from(c.elo[20]) <= ELO_MAX, "{}", c.game);
        }
        assert_eq!(calibration("minishogi").game, "shogi");
        assert_eq!(calibration("xiangqi").game, "xiangqi");
    }

    #[test]
    fn elo_to_level_interpolates_and_saturates() {
        let c = calibration("shogi");
        assert_eq!(level_for_elo(c, 0), 0.0);
        assert_eq!(level_for_elo(c, ELO_MIN), 0.0);
        for level in 0..20 {
            let at = level_for_elo(c, i64::from(c.elo[level]));
            assert!((at - level as f64).abs() < 1e-9, "{level}: {at}");
            let mid = (c.elo[level] + c.elo[level + 1]) / 2;
            let between = level_for_elo(c, i64::from(mid));
            assert!(between > level as f64 && between < level as f64 + 1.0);
        }
        assert_eq!(level_for_elo(c, i64::from(c.elo[20])), MAX_LEVEL);
        assert_eq!(level_for_elo(c, ELO_MAX), MAX_LEVEL);
    }

    #[test]
    fn the_options_decide_the_level() {
        let mut usi = OptionTable::new(USI_OPTIONS, &["shogi"]);
        assert_eq!(StrengthSettings::read(&usi), StrengthSettings::default());
        assert_eq!(StrengthSettings::read(&usi).level("shogi"), None);
        usi.set("Skill Level", Some("5")).unwrap();
        assert_eq!(StrengthSettings::read(&usi).level("shogi"), Some(5.0));
        // UCI_Elo counts only with UCI_LimitStrength, and then wins over the level.
        usi.set("UCI_Elo", Some("800")).unwrap();
        assert_eq!(StrengthSettings::read(&usi).level("shogi"), Some(5.0));
        usi.set("USI_LimitStrength", Some("true")).unwrap();
        assert_eq!(StrengthSettings::read(&usi).level("shogi"), Some(0.0));
        usi.set("UCI_Elo", Some("3500")).unwrap();
        assert_eq!(StrengthSettings::read(&usi).level("shogi"), None);
        let uci = OptionTable::new(UCI_OPTIONS, &["xiangqi"]);
        assert!(uci.find("skill_level").is_some() && uci.find("SkillLevel").is_some());
    }

    #[test]
    fn descriptions() {
        let mut s = StrengthSettings::default();
        assert_eq!(s.describe("shogi"), "strength: full");
        s.level = 5;
        assert_eq!(
            s.describe("shogi"),
            "strength: skill level 5: at most 1024 nodes per move (after depth 1), one \
             thread, moves up to 150 cp below the best"
        );
        s.limit = true;
        s.elo = ELO_MAX;
        assert!(s
            .describe("xiangqi")
            .starts_with("strength: full (UCI_Elo 3500"));
        s.elo = ELO_MIN;
        assert!(s
            .describe("xiangqi")
            .starts_with("strength: UCI_Elo 800 is skill level 0.00 on the xiangqi scale"));
    }

    #[test]
    fn seeds_differ() {
        let mut seeds = Seeds::from_clock();
        assert_ne!(seeds.next_seed(), seeds.next_seed());
    }
}
