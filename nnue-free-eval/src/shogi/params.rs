//! The shogi weight tables: their layout (names, shapes, order), the flat parameter
//! vector built from `weights.rs` at compile time, and the named feature indices the
//! evaluation terms use. Shogi weights are plain centipawns (no game phase).

use super::weights;
use super::Piece;
use crate::layout::{named, offset, plain_grid, total, Shape, Table};
use crate::Eval;

/// Entry names of `MATERIAL_BOARD`, in [`super::snapshot::kind_index`] order without
/// the king.
pub const BOARD_NAMES: &[&str] = &[
    "pawn",
    "lance",
    "knight",
    "silver",
    "gold",
    "bishop",
    "rook",
    "tokin",
    "promoted_lance",
    "promoted_knight",
    "promoted_silver",
    "horse",
    "dragon",
];

/// Entry names of `MATERIAL_HAND`, in [`Piece::HAND`] order.
pub const HAND_NAMES: &[&str] = &[
    "pawn", "lance", "knight", "silver", "gold", "bishop", "rook",
];

/// Named entries of the `KING_SAFETY` table, counted for the king's owner.
pub mod king {
    /// Own golds and gold-movers within two squares of the king (【无金防守等于无防守】).
    pub const GOLD_NEAR_KING: usize = 0;
    /// Own silvers within two squares of the king.
    pub const SILVER_NEAR_KING: usize = 1;
    /// At least two golds and a silver near the king (【王的守卫金银三枚】).
    pub const THREE_GENERALS_CASTLE: usize = 2;
    /// Golds and silvers near the king beyond three (diminishing returns, same maxim).
    pub const EXTRA_DEFENDERS: usize = 3;
    /// King still on its starting square, 居玉.
    pub const KING_AT_HOME: usize = 4;
    /// King within two files of its own rook (【王将与飞车反方向放置】).
    pub const KING_NEAR_OWN_ROOK: usize = 5;
    /// Empty squares from which an enemy knight in hand would check (【切忌王将头上被打桂马】).
    pub const KNIGHT_DROP_CHECKS: usize = 6;
    /// Own pawn directly behind a gold near the king (【金引出妙手金底步更稳】).
    pub const PAWN_UNDER_GOLD: usize = 7;
    /// Enemy attacks on the eight squares around the king.
    pub const ENEMY_ATTACKS_NEAR_KING: usize = 8;
    /// Own attacks (defences) on the eight squares around the king.
    pub const OWN_DEFENCE_NEAR_KING: usize = 9;
    /// Own horse within two squares of the king (【龙马自阵中使用益处多】).
    pub const HORSE_NEAR_OWN_KING: usize = 10;
    /// Enemy non-pawn hand pieces, when the enemy already attacks two or more squares
    /// around the king (drops finish attacks).
    pub const ENEMY_HAND_VS_ATTACKED_KING: usize = 11;
    /// Entry names, in index order.
    pub const NAMES: &[&str] = &[
        "gold_near_king",
        "silver_near_king",
        "three_generals_castle",
        "extra_defenders",
        "king_at_home",
        "king_near_own_rook",
        "knight_drop_checks",
        "pawn_under_gold",
        "enemy_attacks_near_king",
        "own_defence_near_king",
        "horse_near_own_king",
        "enemy_hand_vs_attacked_king",
    ];
}

/// Named entries of the `ATTACK` table.
pub mod attack {
    /// Own promoted pieces within two squares of the enemy king.
    pub const PROMOTED_NEAR_ENEMY_KING: usize = 0;
    /// Own dragon inside the enemy camp (【龙王敌阵中使用获大利】).
    pub const DRAGON_IN_ENEMY_CAMP: usize = 1;
    /// Own rook on a file with no own pawn (【飞前步交换三方面得利】).
    pub const ROOK_ON_OPEN_FILE: usize = 2;
    /// Owning both rooks, on the board or in hand (【拥有二枚飞车春风得意】).
    pub const BOTH_ROOKS: usize = 3;
    /// At least one pawn in hand (000/001: 持子步兵 gives the initiative).
    pub const PAWN_IN_HAND: usize = 4;
    /// Entry names, in index order.
    pub const NAMES: &[&str] = &[
        "promoted_near_enemy_king",
        "dragon_in_enemy_camp",
        "rook_on_open_file",
        "both_rooks",
        "pawn_in_hand",
    ];
}

/// Named entries of the `ENTERING_KING` table (入玉, the king entering the enemy camp).
pub mod entering {
    /// Own king inside the enemy camp.
    pub const KING_IN_ENEMY_CAMP: usize = 0;
    /// Impasse points (rook, bishop 5, others 1) of own pieces in the enemy camp, once the
    /// king is in.
    pub const POINTS_IN_CAMP: usize = 1;
    /// Rows the king has advanced past the middle while the enemy king has too (the race).
    pub const RACE_ADVANCE: usize = 2;
    /// Entry names, in index order.
    pub const NAMES: &[&str] = &["king_in_enemy_camp", "points_in_camp", "race_advance"];
}

/// The king-relative grids' shape (`king_relative.rs`).
pub mod relative_grid {
    /// Rows ahead of / behind the king told apart; farther rows share the edge row.
    pub const MAX_ROWS: usize = 4;
    /// Files away from the king told apart; farther files share the edge column.
    pub const MAX_FILES: usize = 4;
    /// Columns of one grid (file distance 0..=MAX_FILES).
    pub const GRID_FILES: usize = MAX_FILES + 1;
    /// Rows of one grid (rows ahead MAX_ROWS down to -MAX_ROWS).
    pub const GRID_RANKS: usize = 2 * MAX_ROWS + 1;
    /// Entries of one grid.
    pub const GRID_LEN: usize = GRID_FILES * GRID_RANKS;
    /// Piece kinds with their own grid (every board piece but the king).
    pub const KINDS: usize = 10;
}

/// The `KING_DANGER` and `SAFE_CHECKS` shapes (`king_danger.rs`).
pub mod danger {
    /// Attacker kinds as the danger counts them: the unpromoted kinds, gold-movers (gold
    /// and promoted minors) as gold, the horse as bishop and the dragon as rook. Hand
    /// kinds use the same indices (`Piece::HAND` order).
    pub const CLASSES: usize = 7;

    /// The entries of the `KING_DANGER` table: the squared and the linear count, each as
    /// two entries, the king's owner to move and then the attacker to move.
    pub mod entry {
        /// The first squared entry (the king's owner to move).
        pub const SQUARED: usize = 0;
        /// The first linear entry (the king's owner to move).
        pub const LINEAR: usize = 2;
        /// Entry names, in index order.
        pub const NAMES: &[&str] = &[
            "squared_owner_to_move",
            "squared_attacker_to_move",
            "linear_owner_to_move",
            "linear_attacker_to_move",
        ];
    }
}

/// Entry names of the `KING_DANGER` table (see `king_danger.rs`): the nonlinear
/// penalty per king, counted for the king's owner.
pub const KING_DANGER_NAMES: &[&str] = danger::entry::NAMES;

/// Columns of the `THREATS` and `HANGING` grids: the kind attacked (see
/// `threats::victim`).
pub const THREAT_VICTIMS: usize = 10;

/// Rows of the `THREATS` grid: who attacks (the classes of the king danger, plus the
/// king, which takes what nothing defends).
pub mod attacker {
    /// The king: the last row (the other classes come from `king_danger::class_of`).
    pub const KING: usize = 7;
    /// Number of rows.
    pub const CLASSES: usize = 8;
}

/// Named entries of the `TEMPO` table.
pub const TEMPO_NAMES: &[&str] = &["side_to_move"];

const fn grid(name: &'static str, doc: &'static str) -> Table {
    Table {
        name,
        doc,
        shape: Shape::Grid { files: 9, ranks: 9 },
        mirrored: false,
        fixed: false,
    }
}

/// A king-relative grid (`king_relative.rs`): columns = files from the king, rows =
/// ranks ahead of the king (top) to behind it (bottom), the king's rank in the middle.
const fn relative(name: &'static str, doc: &'static str) -> Table {
    Table {
        name,
        doc,
        shape: Shape::Grid {
            files: relative_grid::GRID_FILES,
            ranks: relative_grid::GRID_RANKS,
        },
        mirrored: false,
        fixed: false,
    }
}

/// A named table the tuner never moves: the anchor that fixes the scale of every other
/// weight (without it a Texel fit trades the material values against K and drifts,
/// e.g. pawn 403 and knight 72 on a small data set).
const fn anchor(name: &'static str, doc: &'static str, names: &'static [&'static str]) -> Table {
    Table {
        fixed: true,
        ..named(name, doc, names)
    }
}

/// The module documentation the tuner writes at the top of `weights.rs`.
pub const WEIGHTS_FILE_DOC: &[&str] = &[
    "Shogi evaluation weights, in centipawns (pawn on the board = 90).",
    "",
    "Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in",
    "`params.rs`; edit by hand only to seed a new tuning run. Grids are Black's view of",
    "the board as a diagram shows it: top row = rank a, left column = file 9; White",
    "pieces read them turned by 180 degrees.",
];

/// The `use` line of `weights.rs`.
pub const WEIGHTS_FILE_PREAMBLE: &str = "use crate::Eval;";

/// Every table, in parameter-vector order (the order of `weights.rs`).
pub const TABLES: [Table; 43] = [
    anchor(
        "MATERIAL_BOARD",
        "Board piece values (YaneuraOu's and Apery's).",
        BOARD_NAMES,
    ),
    named(
        "MATERIAL_HAND",
        "Hand piece values (started as the unpromoted value x (1 + hand bonus)).",
        HAND_NAMES,
    ),
    grid(
        "PST_PAWN",
        "Pawn piece-square table, Black's view: top row = rank a, left column = file 9.",
    ),
    grid("PST_LANCE", "Lance piece-square table, Black's view."),
    grid("PST_KNIGHT", "Knight piece-square table, Black's view."),
    grid("PST_SILVER", "Silver piece-square table, Black's view."),
    grid("PST_GOLD", "Gold piece-square table, Black's view."),
    grid("PST_BISHOP", "Bishop piece-square table, Black's view."),
    grid("PST_ROOK", "Rook piece-square table, Black's view."),
    grid(
        "PST_KING",
        "King piece-square table, Black's view (【王落在下段是根本基础】).",
    ),
    grid(
        "PST_PROMOTED_MINOR",
        "Tokin and promoted lance, knight, silver, Black's view.",
    ),
    grid(
        "PST_HORSE",
        "Horse (promoted bishop) piece-square table, Black's view.",
    ),
    grid(
        "PST_DRAGON",
        "Dragon (promoted rook) piece-square table, Black's view.",
    ),
    named(
        "KING_SAFETY",
        "King safety, counted for the king's owner.",
        king::NAMES,
    ),
    named("ATTACK", "Attack terms.", attack::NAMES),
    named(
        "ENTERING_KING",
        "Entering-king (nyugyoku) race terms.",
        entering::NAMES,
    ),
    named("TEMPO", "Bonus for the side to move.", TEMPO_NAMES),
    named(
        "KING_DANGER",
        "King danger (king_danger.rs): min(danger, cap)^2 / divisor and min(danger, cap) / 16, owner or attacker to move, counted for the king's owner.",
        KING_DANGER_NAMES,
    ),
    relative(
        "OWN_KING_PAWN",
        "Pawn by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_LANCE",
        "Lance by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_KNIGHT",
        "Knight by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_SILVER",
        "Silver by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_GOLD",
        "Gold by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_BISHOP",
        "Bishop by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_ROOK",
        "Rook by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_PROMOTED_MINOR",
        "Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_HORSE",
        "Horse by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "OWN_KING_DRAGON",
        "Dragon by offset from its own king (defence); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_PAWN",
        "Pawn by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_LANCE",
        "Lance by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_KNIGHT",
        "Knight by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_SILVER",
        "Silver by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_GOLD",
        "Gold by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_BISHOP",
        "Bishop by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_ROOK",
        "Rook by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_PROMOTED_MINOR",
        "Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_HORSE",
        "Horse by offset from the enemy king (attack); king_relative.rs.",
    ),
    relative(
        "ENEMY_KING_DRAGON",
        "Dragon by offset from the enemy king (attack); king_relative.rs.",
    ),
    plain_grid(
        "THREATS",
        "Enemy pieces attacked, rows by the attacker (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon, king), columns by the kind attacked (pawn, lance, knight, silver, gold, bishop, rook, promoted minor, horse, dragon); counted for the attacker; threats.rs.",
        THREAT_VICTIMS,
        attacker::CLASSES,
    ),
    plain_grid(
        "HANGING",
        "Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is; threats.rs.",
        THREAT_VICTIMS,
        2,
    ),
    plain_grid(
        "PAWN_DROP_THREATS",
        "Enemy pieces a pawn dropped in front of them would attack (two-pawn rule respected), by kind (same columns as THREATS); rows in pairs (dropping side not to move, to move): drop square attacked by the enemy only, by both sides, not by the enemy; threats.rs.",
        THREAT_VICTIMS,
        6,
    ),
    plain_grid(
        "SAFE_CHECKS",
        "The enemy has a safe check on the king by a board move or a drop, by class (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon); row 0: the king's owner to move, row 1: the attacker; counted for the king's owner; king_danger.rs.",
        danger::CLASSES,
        2,
    ),
    plain_grid(
        "KNIGHT_FORKS",
        "Empty squares where a knight from the hand would attack two enemy pieces of silver's rank or above; columns: without the king, with it; rows: square attacked by the enemy and dropping side not to move, attacked and to move, not attacked and not to move, not attacked and to move; threats.rs.",
        2,
        4,
    ),
];

/// Offset of the board material weights.
pub const MATERIAL_BOARD: usize = offset(&TABLES, 0);
/// Offset of the hand material weights.
pub const MATERIAL_HAND: usize = offset(&TABLES, 1);
/// Offset of the first piece-square table; see [`pst`].
pub const PST: usize = offset(&TABLES, 2);
/// Offset of the king-safety weights ([`king`]).
pub const KING_SAFETY: usize = offset(&TABLES, 13);
/// Offset of the attack weights ([`attack`]).
pub const ATTACK: usize = offset(&TABLES, 14);
/// Offset of the entering-king weights ([`entering`]).
pub const ENTERING_KING: usize = offset(&TABLES, 15);
/// Offset of the tempo weight.
pub const TEMPO: usize = offset(&TABLES, 16);
/// Offset of the king-danger weights ([`danger::entry`]).
pub const KING_DANGER: usize = offset(&TABLES, 17);
/// Offset of the first own-king-relative grid (`king_relative.rs`: ten kinds, in a row).
pub const OWN_KING_RELATIVE: usize = offset(&TABLES, 18);
/// Offset of the first enemy-king-relative grid.
pub const ENEMY_KING_RELATIVE: usize = offset(&TABLES, 18 + relative_grid::KINDS);
/// Offset of the threat grid: add the [`attacker`] row times
/// [`THREAT_VICTIMS`] and the victim column.
pub const THREATS: usize = offset(&TABLES, 38);
/// Offset of the hanging-piece grid (two rows of [`THREAT_VICTIMS`]).
pub const HANGING: usize = offset(&TABLES, 39);
/// Offset of the pawn-drop threat grid (six rows of [`THREAT_VICTIMS`]).
pub const PAWN_DROP_THREATS: usize = offset(&TABLES, 40);
/// Offset of the safe-check grid (two rows of [`danger::CLASSES`]).
pub const SAFE_CHECKS: usize = offset(&TABLES, 41);
/// Offset of the knight-fork grid (four rows of two).
pub const KNIGHT_FORKS: usize = offset(&TABLES, 42);
/// Number of parameters.
pub const COUNT: usize = total(&TABLES);

/// Feature index of `piece`'s board value (`None` for the king, which has none).
pub const fn board_value(piece: Piece) -> Option<usize> {
    let kind = super::snapshot::kind_index(piece);
    match kind {
        7 => None,
        k if k < 7 => Some(MATERIAL_BOARD + k),
        k => Some(MATERIAL_BOARD + k - 1),
    }
}

/// Feature index of the piece-square entry of `piece` on the Black-view square.
pub const fn pst(piece: Piece, black_square: usize) -> usize {
    let table = match piece {
        Piece::Pawn => 0,
        Piece::Lance => 1,
        Piece::Knight => 2,
        Piece::Silver => 3,
        Piece::Gold => 4,
        Piece::Bishop => 5,
        Piece::Rook => 6,
        Piece::King => 7,
        Piece::Tokin | Piece::PromotedLance | Piece::PromotedKnight | Piece::PromotedSilver => 8,
        Piece::Horse => 9,
        Piece::Dragon => 10,
    };
    PST + table * 81 + black_square
}

const DATA: [&[Eval]; 43] = [
    &weights::MATERIAL_BOARD,
    &weights::MATERIAL_HAND,
    &weights::PST_PAWN,
    &weights::PST_LANCE,
    &weights::PST_KNIGHT,
    &weights::PST_SILVER,
    &weights::PST_GOLD,
    &weights::PST_BISHOP,
    &weights::PST_ROOK,
    &weights::PST_KING,
    &weights::PST_PROMOTED_MINOR,
    &weights::PST_HORSE,
    &weights::PST_DRAGON,
    &weights::KING_SAFETY,
    &weights::ATTACK,
    &weights::ENTERING_KING,
    &weights::TEMPO,
    &weights::KING_DANGER,
    &weights::OWN_KING_PAWN,
    &weights::OWN_KING_LANCE,
    &weights::OWN_KING_KNIGHT,
    &weights::OWN_KING_SILVER,
    &weights::OWN_KING_GOLD,
    &weights::OWN_KING_BISHOP,
    &weights::OWN_KING_ROOK,
    &weights::OWN_KING_PROMOTED_MINOR,
    &weights::OWN_KING_HORSE,
    &weights::OWN_KING_DRAGON,
    &weights::ENEMY_KING_PAWN,
    &weights::ENEMY_KING_LANCE,
    &weights::ENEMY_KING_KNIGHT,
    &weights::ENEMY_KING_SILVER,
    &weights::ENEMY_KING_GOLD,
    &weights::ENEMY_KING_BISHOP,
    &weights::ENEMY_KING_ROOK,
    &weights::ENEMY_KING_PROMOTED_MINOR,
    &weights::ENEMY_KING_HORSE,
    &weights::ENEMY_KING_DRAGON,
    &weights::THREATS,
    &weights::HANGING,
    &weights::PAWN_DROP_THREATS,
    &weights::SAFE_CHECKS,
    &weights::KNIGHT_FORKS,
];

/// All weights as one vector, indexed by feature.
pub static WEIGHTS: [Eval; COUNT] = {
    let mut out = [0; COUNT];
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
