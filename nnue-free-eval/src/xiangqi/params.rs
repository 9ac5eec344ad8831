//! The xiangqi weight tables: their layout (names, shapes, order), the flat parameter
//! vector built from `weights.rs` at compile time, and the named feature indices the
//! evaluation terms use.

pub use super::endgame::S;
use super::weights;
use crate::layout::{named, offset, plain_grid, total, Shape, Table};

/// Rows of the `THREATS` grid: who attacks.
pub mod attacker {
    /// A chariot.
    pub const CHARIOT: usize = 0;
    /// A horse.
    pub const HORSE: usize = 1;
    /// A cannon (over its screen).
    pub const CANNON: usize = 2;
    /// A soldier.
    pub const SOLDIER: usize = 3;
    /// The general, an advisor or an elephant: the pieces that stay at home.
    pub const GUARD: usize = 4;
    /// Number of rows.
    pub const CLASSES: usize = 5;
}

/// Entry names of the `MATERIAL` table (the general has no value).
pub const MATERIAL_NAMES: &[&str] = &[
    "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
];

/// Named entries of the `MOBILITY` table.
pub mod mobility {
    /// Per chariot move (000: "一车十子寒").
    pub const CHARIOT: usize = 0;
    /// Per horse move; blocked legs and own pieces cost moves (000: "八面威风").
    pub const HORSE: usize = 1;
    /// Per cannon move or capture.
    pub const CANNON: usize = 2;
    /// Entry names, in index order.
    pub const NAMES: &[&str] = &["chariot", "horse", "cannon"];
}

/// Named entries of the `STRUCTURE` table.
pub mod structure {
    /// Per blocked horse leg (蹩马腿).
    pub const HORSE_LEG_BLOCKED: usize = 0;
    /// Per occupied elephant eye (塞象眼, 003 "象眼深防塞").
    pub const ELEPHANT_EYE_BLOCKED: usize = 1;
    /// Per pair of crossed soldiers side by side (003 "卒宜左右攻").
    pub const CONNECTED_SOLDIERS: usize = 2;
    /// Per cannon with no piece at all on its four lines to use as a screen (000 note 2).
    pub const CANNON_WITHOUT_SCREEN: usize = 3;
    /// Entry names, in index order.
    pub const NAMES: &[&str] = &[
        "horse_leg_blocked",
        "elephant_eye_blocked",
        "connected_soldiers",
        "cannon_without_screen",
    ];
}

/// Named entries of the `GENERAL_SAFETY` table, counted for the defending side.
pub mod safety {
    /// Missing advisors × enemy chariots (000 note 1: advisors guard the general).
    pub const MISSING_ADVISOR_VS_CHARIOT: usize = 0;
    /// Missing advisors × enemy horses.
    pub const MISSING_ADVISOR_VS_HORSE: usize = 1;
    /// Missing elephants × enemy cannons (elephants guard the camp).
    pub const MISSING_ELEPHANT_VS_CANNON: usize = 2;
    /// Missing elephants × enemy chariots.
    pub const MISSING_ELEPHANT_VS_CHARIOT: usize = 3;
    /// Enemy chariots, when no own piece stands in front of the general on its file.
    pub const OPEN_FILE_TO_GENERAL: usize = 4;
    /// The general has left its back rank (003 "士上将防空").
    pub const GENERAL_RAISED: usize = 5;
    /// Enemy chariots, horses, cannons and soldiers in or just in front of the palace.
    pub const ATTACKERS_NEAR_PALACE: usize = 6;
    /// Own cannon on the central file (003 "起炮在中宫").
    pub const CENTRAL_CANNON: usize = 7;
    /// Own cannon facing the enemy general on its file with exactly one screen between.
    pub const CANNON_AIMED_AT_GENERAL: usize = 8;
    /// Entry names, in index order.
    pub const NAMES: &[&str] = &[
        "missing_advisor_vs_chariot",
        "missing_advisor_vs_horse",
        "missing_elephant_vs_cannon",
        "missing_elephant_vs_chariot",
        "open_file_to_general",
        "general_raised",
        "attackers_near_palace",
        "central_cannon",
        "cannon_aimed_at_general",
    ];
}

/// Columns of the `MOBILITY_BY_COUNT` grid: a piece's number of moves, the last column
/// holding this many and more (a chariot or cannon on an open board has 17).
pub const MOBILITY_COUNTS: usize = 18;

/// The piece kinds of the `IMBALANCE_*` grids (the general has no count), in the order
/// of their rows and columns: [`super::snapshot::kind_index`] − 1.
pub const IMBALANCE_KINDS: usize = 6;

/// Columns of the `THREATS` and `HANGING` grids: the kind attacked, advisor to soldier
/// in [`super::snapshot::kind_index`] order.
pub const THREAT_VICTIMS: usize = 6;

/// Named entries of the `TEMPO` table.
pub const TEMPO_NAMES: &[&str] = &["side_to_move"];

const fn grid(name: &'static str, doc: &'static str) -> Table {
    Table {
        name,
        doc,
        shape: Shape::Grid {
            files: 9,
            ranks: 10,
        },
        mirrored: true,
        fixed: false,
    }
}

/// The module documentation the tuner writes at the top of `weights.rs`.
pub const WEIGHTS_FILE_DOC: &[&str] = &[
    "Xiangqi evaluation weights, in centipawns (uncrossed soldier = 100).",
    "",
    "Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in",
    "`params.rs`; edit by hand only to seed a new tuning run. Each `S(opening, endgame)` is",
    "interpolated by the game phase. Grids are Red's view of the board: top row = rank 9",
    "(Black's back rank), bottom row = rank 0; Black pieces read them flipped top to bottom.",
];

/// The `use` line of `weights.rs`.
pub const WEIGHTS_FILE_PREAMBLE: &str = "use super::endgame::S;";

/// Every table, in parameter-vector order (the order of `weights.rs`).
pub const TABLES: [Table; 17] = [
    named(
        "MATERIAL",
        "Piece values (traditional values x100 as the start), opening and endgame.",
        MATERIAL_NAMES,
    ),
    grid(
        "PST_GENERAL",
        "General piece-square table, Red's view: top row = rank 9, bottom row = rank 0.",
    ),
    grid("PST_ADVISOR", "Advisor piece-square table, Red's view."),
    grid("PST_ELEPHANT", "Elephant piece-square table, Red's view."),
    grid("PST_HORSE", "Horse piece-square table, Red's view."),
    grid("PST_CHARIOT", "Chariot piece-square table, Red's view."),
    grid("PST_CANNON", "Cannon piece-square table, Red's view."),
    grid(
        "PST_SOLDIER",
        "Soldier piece-square table, Red's view: +100 across the river, 0 on the last rank.",
    ),
    named("MOBILITY", "Per-move mobility weights.", mobility::NAMES),
    named(
        "STRUCTURE",
        "Blocked horse legs and elephant eyes, soldier chains, screenless cannons.",
        structure::NAMES,
    ),
    named(
        "GENERAL_SAFETY",
        "General safety, counted for the side whose general it is.",
        safety::NAMES,
    ),
    named("TEMPO", "Bonus for the side to move.", TEMPO_NAMES),
    plain_grid(
        "MOBILITY_BY_COUNT",
        "Mobility beyond the per-move weight, by number of moves (last column: 17 or more); rows: chariot, horse, cannon.",
        MOBILITY_COUNTS,
        mobility::NAMES.len(),
    ),
    plain_grid(
        "IMBALANCE_OWN",
        "Own count of the row's kind times own count of the column's (advisor, elephant, horse, chariot, cannon, soldier); upper triangle.",
        IMBALANCE_KINDS,
        IMBALANCE_KINDS,
    ),
    plain_grid(
        "IMBALANCE_ENEMY",
        "Own count of the row's kind times the enemy's count of the column's, less the reverse (same order); upper triangle.",
        IMBALANCE_KINDS,
        IMBALANCE_KINDS,
    ),
    plain_grid(
        "THREATS",
        "Enemy pieces attacked, rows by the attacker (chariot, horse, cannon, soldier, general/advisor/elephant), columns by the kind attacked (advisor, elephant, horse, chariot, cannon, soldier); counted for the attacker.",
        THREAT_VICTIMS,
        attacker::CLASSES,
    ),
    plain_grid(
        "HANGING",
        "Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is.",
        THREAT_VICTIMS,
        2,
    ),
];

/// Offset of the material weights; add [`super::snapshot::kind_index`] − 1.
pub const MATERIAL: usize = offset(&TABLES, 0);
/// Offset of the first piece-square table (the general's); see [`pst`].
pub const PST: usize = offset(&TABLES, 1);
/// Offset of the mobility weights ([`mobility`]).
pub const MOBILITY: usize = offset(&TABLES, 8);
/// Offset of the structure weights ([`structure`]).
pub const STRUCTURE: usize = offset(&TABLES, 9);
/// Offset of the general-safety weights ([`safety`]).
pub const GENERAL_SAFETY: usize = offset(&TABLES, 10);
/// Offset of the tempo weight.
pub const TEMPO: usize = offset(&TABLES, 11);
/// Offset of the mobility-by-count grid: add the [`mobility`] row times
/// [`MOBILITY_COUNTS`] and the capped count.
pub const MOBILITY_BY_COUNT: usize = offset(&TABLES, 12);
/// Offset of the own-by-own imbalance grid.
pub const IMBALANCE_OWN: usize = offset(&TABLES, 13);
/// Offset of the own-by-enemy imbalance grid.
pub const IMBALANCE_ENEMY: usize = offset(&TABLES, 14);
/// Offset of the threat grid: add the [`attacker`] row times
/// [`THREAT_VICTIMS`] and the victim column.
pub const THREATS: usize = offset(&TABLES, 15);
/// Offset of the hanging-piece grid (two rows of [`THREAT_VICTIMS`]).
pub const HANGING: usize = offset(&TABLES, 16);
/// Number of parameters.
pub const COUNT: usize = total(&TABLES);

/// Feature index of the piece-square entry for kind `kind` (see
/// [`super::snapshot::kind_index`]) on the Red-view square `red_square`.
#[inline]
pub const fn pst(kind: usize, red_square: usize) -> usize {
    PST + kind * 90 + red_square
}

const DATA: [&[S]; 17] = [
    &weights::MATERIAL,
    &weights::PST_GENERAL,
    &weights::PST_ADVISOR,
    &weights::PST_ELEPHANT,
    &weights::PST_HORSE,
    &weights::PST_CHARIOT,
    &weights::PST_CANNON,
    &weights::PST_SOLDIER,
    &weights::MOBILITY,
    &weights::STRUCTURE,
    &weights::GENERAL_SAFETY,
    &weights::TEMPO,
    &weights::MOBILITY_BY_COUNT,
    &weights::IMBALANCE_OWN,
    &weights::IMBALANCE_ENEMY,
    &weights::THREATS,
    &weights::HANGING,
];

/// All weights as one vector, indexed by feature.
pub static WEIGHTS: [S; COUNT] = {
    let mut out = [S(0, 0); COUNT];
    let mut t = 0;
    while t < DATA.len() {
        assert!(
            DATA[t].len() == TABLES[t].len(),
            "weights.rs table length differs from its layout"
        );
        let start = offset(&TABLES, t);
        let mut i = 0;
        while i < DATA[t].len() {
            out[start + i] = DATA[t][i];
            i += 1;
        }
        t += 1;
    }
    out
};
