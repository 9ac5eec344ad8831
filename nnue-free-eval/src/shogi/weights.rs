//! Shogi evaluation weights, in centipawns (pawn on the board = 90).
//!
//! Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in
//! `params.rs`; edit by hand only to seed a new tuning run. Grids are Black's view of
//! the board as a diagram shows it: top row = rank a, left column = file 9; White
//! pieces read them turned by 180 degrees.

use crate::Eval;

/// Board piece values (YaneuraOu's and Apery's).
#[rustfmt::skip]
pub const MATERIAL_BOARD: [Eval; 13] = [
       90, // pawn
      315, // lance
      405, // knight
      495, // silver
      540, // gold
      855, // bishop
      990, // rook
      540, // tokin
      540, // promoted_lance
      540, // promoted_knight
      540, // promoted_silver
      945, // horse
     1395, // dragon
];

/// Hand piece values (started as the unpromoted value x (1 + hand bonus)).
#[rustfmt::skip]
pub const MATERIAL_HAND: [Eval; 7] = [
       85, // pawn
      324, // lance
      387, // knight
      570, // silver
      716, // gold
      973, // bishop
     1063, // rook
];

/// Pawn piece-square table, Black's view: top row = rank a, left column = file 9.
#[rustfmt::skip]
pub const PST_PAWN: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        1,     0,   -14,    -9,    -1,     0,    -9,    -4,     4,
       -9,   -12,   -12,     9,   -12,     3,     1,    -3,    -3,
       18,    30,    49,    16,    -1,    39,    49,    48,    18,
      -63,    -6,    29,   -35,    27,    19,    -3,     3,     6,
       21,   -37,     4,    21,     9,    54,     7,     6,    -4,
       30,    22,   -10,    28,    14,    19,   -16,   -48,    -9,
      -15,   -18,     7,    -6,   -12,    -4,    -1,   -24,   -16,
      -20,     6,     9,    -6,   -15,    -6,    10,    -7,     6,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -1,     1,    -6,    -1,    -6,     1,     9,    15,   -13,
        0,     6,     0,    -3,     1,    -1,     6,    10,     0,
      -10,     0,    -6,     2,     4,     0,    -9,    10,     7,
       -3,     9,    10,     7,   -18,    -3,     7,    -1,    -8,
      -18,   -16,     0,    16,    -3,    10,    -4,     6,     1,
      -30,    -1,     7,    -3,    25,     1,    -4,    -9,    18,
      -31,     5,     2,     4,    -8,     4,     1,    -4,   -34,
       -1,    -5,    -9,     7,   -10,     0,   -12,    -2,   -21,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -3,   -15,    -1,    -3,    -4,     0,   -10,    -6,     0,
       -4,     6,    -5,    -6,   -21,    -1,   -37,     6,     3,
       -1,     0,   -15,   -34,   -13,   -19,    -9,   -45,    -1,
        3,     9,   -10,   -14,    13,     1,   -15,     1,     6,
      -57,    -3,   -63,    -4,    15,     4,    15,     0,   -11,
        6,    -8,     3,     5,   -10,   -11,    -4,     9,    -3,
       -1,   -36,    -6,     0,    -1,     3,    -9,   -38,     0,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
       -3,    -9,     3,    -3,     0,   -12,    -6,   -10,     0,
        6,    -4,    -3,     0,     1,    -9,     0,    -9,     2,
        0,     3,     3,     6,     4,     6,     0,    -6,    -1,
       -4,     6,     3,    -2,     0,     9,    -9,     3,    -1,
       -1,     0,     6,    15,     9,    21,    17,     6,    -2,
        6,    26,    11,    21,    15,    16,     1,    -7,   -10,
        2,   -10,    -9,    42,    14,    28,    27,    10,    -1,
       -4,   -15,     0,    -3,    34,     6,   -16,   -25,     1,
        4,   -12,   -22,   -33,   -36,    -6,   -42,    -8,    10,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
        1,   -15,   -12,     3,    -6,    -3,    -5,   -11,    -8,
        1,    -3,     9,     6,   -12,   -13,   -10,   -10,    -5,
        4,    -3,     2,    11,   -12,     4,     0,    -9,    -4,
        0,     0,    15,     6,    12,     6,    12,     5,    -3,
        0,    -6,     3,     7,     0,    27,    15,     4,     1,
       -1,    -5,    23,    28,    18,    15,    24,    -3,     2,
        3,    43,    21,    -1,   -15,    30,   -16,    11,    -5,
        6,    37,    -9,     0,    30,   -13,    19,    15,    -9,
       -3,    -6,   -20,   -57,   -34,   -36,   -48,    -3,     1,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
        0,     0,    -5,    -1,     4,     0,    -4,    -4,    -8,
        4,    21,     1,     0,    -3,     1,    10,     4,     1,
       -6,    -6,    -2,     4,     2,     7,     0,    -1,     2,
        2,    15,     8,    -7,     6,     6,    10,     6,    -9,
       -2,    -9,   -13,     6,   -12,   -12,     4,     5,     0,
      -22,   -25,     1,    10,    -1,    -4,    10,    -9,    -1,
      -24,    -4,     6,     3,   -16,   -10,    -1,   -12,     0,
      -10,     0,   -15,   -19,   -11,   -17,     4,    -6,    -6,
      -49,    -3,   -19,    -9,    -6,     0,    -6,     1,    -7,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
        9,     4,     2,    -1,    -1,    -2,     0,     4,    -1,
       10,     6,     0,     3,     3,     1,    -3,    -4,     4,
        6,     6,     1,     0,     0,    -3,     1,    -2,     0,
        0,     6,     6,     0,     3,     1,    13,    16,    11,
        6,     7,    -9,     3,    -1,     4,    -3,    26,     4,
        1,    -4,     8,     1,   -12,     9,    32,     6,     6,
       -6,     1,     3,    13,   -18,     0,     4,    -1,    -3,
      -42,   -18,   -16,   -16,   -45,   -12,   -38,   -50,   -54,
        0,    -3,     3,    30,   -24,    21,   -66,    33,     3,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
      -13,   -12,   -14,   -13,   -15,   -14,   -16,   -14,   -15,
      -11,   -13,   -12,   -14,   -14,   -15,   -15,   -14,   -15,
      -14,   -12,   -13,   -13,   -14,   -13,   -15,   -13,   -12,
      -12,   -13,   -13,   -13,   -13,   -10,   -12,   -12,   -10,
      -14,   -10,    -6,    -7,   -10,   -13,    -4,    -7,   -15,
      -10,   -13,    -6,     0,    -3,    -6,   -12,    -7,   -14,
       -4,     6,    -2,   -13,   -35,   -13,    19,     6,    -6,
       -3,    17,    78,   -48,   -48,    21,    58,    24,     9,
        6,    -1,    -7,   -74,   -49,   -34,    33,    -3,     3,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
      -31,   -31,   -42,     4,   -10,   -36,   -57,   -69,   -50,
      -30,   -15,    16,    -4,     6,   -16,   -21,   -21,   -28,
      -21,     6,    14,    13,    19,     4,    -7,    -3,   -30,
        3,   -12,     1,    -3,    -2,    -3,    -3,    -6,     4,
        0,     1,    -3,    -3,     2,     0,     0,    -4,     1,
       -2,    -3,    -1,    -1,     0,     0,     1,    -2,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
        4,    15,    22,     0,     4,     1,    -4,     9,    13,
        2,    11,     6,     0,     2,     3,     0,     6,     3,
        6,    -3,     0,     9,     9,    -6,     3,     5,   -12,
       -6,    12,    -2,     6,     4,     3,    -4,     6,    -1,
        5,     4,    -2,    14,     0,     4,     4,     2,     3,
       -1,     1,    -5,     3,     4,     4,     6,     4,     5,
        0,     3,     6,     3,    -4,    -1,    -3,     0,     0,
       -3,    -3,     0,     6,     0,     0,    -3,     0,    -1,
        0,     0,     1,    -7,     5,    -4,    -2,     0,    -1,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
       12,    -1,   -13,    -3,    -4,    -1,    -7,    -1,    11,
       20,    12,     5,    -1,    -7,    -3,    -2,     9,    16,
        4,    -3,     1,     3,     0,     4,     1,     8,     1,
        0,     1,     3,    -6,     1,     0,     3,     9,    -2,
        4,     3,     6,     0,    -1,     1,     1,     9,     1,
       -1,    -3,     1,     0,     3,    -1,     3,    -2,    -4,
        0,     0,    -4,    -3,    -1,     0,     2,     1,    -1,
        1,     1,     0,    -3,     3,    -1,     0,     3,     3,
        1,    -3,     0,    -1,    -2,     0,    -1,     0,    -1,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
       58, // gold_near_king
       66, // silver_near_king
        0, // three_generals_castle
      -30, // extra_defenders
      -76, // king_at_home
      -56, // king_near_own_rook
      -12, // knight_drop_checks
       38, // pawn_under_gold
      -54, // enemy_attacks_near_king
       16, // own_defence_near_king
       49, // horse_near_own_king
      -22, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
      105, // promoted_near_enemy_king
       98, // dragon_in_enemy_camp
       78, // rook_on_open_file
        0, // both_rooks
       62, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
      142, // king_in_enemy_camp
      221, // points_in_camp
        0, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       51, // side_to_move
];

/// King danger (king_danger.rs): min(danger, cap)^2 / divisor, counted for the king's owner.
#[rustfmt::skip]
pub const KING_DANGER: [Eval; 1] = [
      -30, // danger_squared
];

/// Pawn by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PAWN: [Eval; 45] = [
      -30,     3,   -18,     0,    39,
      -40,   -16,    12,   -35,   -30,
       63,    19,    27,   -18,   -58,
       22,    75,     0,   -41,   -30,
        0,   -21,    -3,   -15,   -11,
        5,     3,    12,     0,     3,
        3,    18,    10,    11,    25,
        4,     7,     9,     6,    17,
        3,     5,     3,     6,    22,
];

/// Lance by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_LANCE: [Eval; 45] = [
       -3,     3,     5,     8,     0,
       -6,     5,    -1,     0,     6,
       -9,    -3,     0,   -15,   -17,
        2,     9,     0,   -12,   -33,
        0,     4,    -9,   -24,   -48,
        0,    15,    48,    17,   -14,
        0,     4,     0,    12,   -39,
       -1,     0,     0,     0,    -2,
        2,     6,     4,     1,    18,
];

/// Knight by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_KNIGHT: [Eval; 45] = [
       -3,   -15,   -17,   -18,   -13,
        6,   -13,   -23,     4,   -24,
       19,   -23,     6,    -3,    -9,
        0,     8,     4,   -12,   -14,
        0,     0,   -21,    -3,   -41,
       32,    11,   -13,    -6,   -22,
        3,     2,    -3,    -8,   -33,
        0,    -6,     3,    -3,    -3,
        2,     2,     0,     0,     9,
];

/// Silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_SILVER: [Eval; 45] = [
       -5,   -15,   -12,     1,    -6,
       16,     0,    14,    -7,    12,
       15,    -5,     5,    12,     6,
       42,    14,     8,   -10,    -3,
        0,    21,    -6,   -60,   -19,
       57,    -5,   -52,    -4,     8,
       -7,    -3,   -22,   -15,     0,
        0,    -1,     4,     4,     5,
        0,     0,     4,     4,     3,
];

/// Gold by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_GOLD: [Eval; 45] = [
        0,    -9,   -14,   -18,   -26,
       10,     7,    15,     7,     2,
       -9,    16,     2,    12,     2,
       42,    15,    -5,    14,    -3,
        0,    -4,   -27,     0,     5,
       51,   -24,   -72,     3,    -3,
       12,     2,   -19,     0,    -9,
        0,     7,     6,     1,     0,
        4,     4,     6,     5,     4,
];

/// Bishop by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_BISHOP: [Eval; 45] = [
       11,    -1,    -5,     8,    12,
       -3,     1,    19,    -3,   -10,
      -18,    15,    12,    -9,   -15,
        2,   -18,   -17,    14,   -14,
        0,    -6,   -30,    -6,    20,
      -15,   -16,   -30,    -3,    -5,
       -1,    -3,     2,     1,    -5,
        0,     0,     0,     0,     1,
        0,     0,     0,     0,     0,
];

/// Rook by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_ROOK: [Eval; 45] = [
        0,     6,    17,    27,    12,
        1,    -3,     7,     6,     6,
        0,     1,    11,    10,     4,
       18,    -5,    -3,   -20,   -36,
        0,   -16,   -15,   -70,   -21,
        1,   -18,     6,    -5,     3,
       -5,     6,    -3,     5,    -1,
        0,     1,     1,     0,     2,
        0,     0,     0,     0,     3,
];

/// Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PROMOTED_MINOR: [Eval; 45] = [
      -29,   -29,   -51,   -84,   -77,
        7,     9,     3,     0,    -5,
        6,     6,     6,     1,     0,
        5,     6,     2,     2,     1,
        0,     6,     6,     1,     0,
        2,     3,     0,     0,     0,
        0,     1,     0,     0,     0,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Horse by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_HORSE: [Eval; 45] = [
        5,    15,   -10,     8,    22,
        0,     6,     9,     2,     5,
        0,     6,     0,     4,    -2,
       -2,     6,     3,     2,     0,
        0,     0,     0,     0,     0,
        2,     0,    -1,     0,     0,
        1,     0,    -1,     0,     0,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Dragon by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_DRAGON: [Eval; 45] = [
      -14,     0,     0,    14,     2,
        0,     4,     4,     4,     0,
        3,     2,     0,     0,    -6,
        0,     0,     2,     4,     0,
        0,    -2,    -3,     0,     1,
        0,    -1,    -3,     0,     0,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Pawn by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PAWN: [Eval; 45] = [
        1,    -7,    16,    24,    44,
       24,    43,    39,    27,    -7,
       33,    38,    31,    24,   -31,
        0,    -9,   -13,    -8,   -56,
        0,    -1,    -9,    -7,   -36,
       -5,    -2,    -6,    -8,   -16,
       -2,    -6,    -2,    -5,   -13,
        0,    -3,    -2,    -3,    -6,
        0,    -2,     0,     0,     0,
];

/// Lance by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_LANCE: [Eval; 45] = [
        9,     5,   -36,   -18,    19,
       -3,     6,    -5,    -3,   -16,
        4,    -2,     0,     0,   -12,
        0,     6,     3,    -3,   -12,
        0,    -6,     6,     0,     0,
        0,     0,     0,     0,    -2,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Knight by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_KNIGHT: [Eval; 45] = [
      -14,   -19,    -6,   -28,   -28,
        7,   -12,     6,    -3,   -36,
        9,     0,     1,   -17,     0,
       -9,    -1,   -12,   -13,   -16,
        0,    -8,    -9,    -6,    -3,
        0,    -2,     0,    -2,    -1,
        0,     0,    -1,     0,    -1,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,    -1,
];

/// Silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_SILVER: [Eval; 45] = [
      -18,    21,    22,    32,   -31,
        8,    12,    16,     9,    -2,
        7,     8,     4,    -6,   -14,
        0,     0,    -1,     1,     1,
        0,     3,    -5,     2,   -12,
        1,     0,     0,   -15,    -8,
       -1,    -7,    -5,    -1,    -9,
        0,    -2,    -2,     0,     0,
        0,    -3,     0,     0,     0,
];

/// Gold by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_GOLD: [Eval; 45] = [
        6,    15,    14,    20,     1,
        7,    12,     5,    -2,   -12,
        3,    19,     3,     8,   -12,
        0,     0,    10,   -14,    -5,
        0,     0,   -12,    -3,     2,
        0,     0,    -3,    -4,    -8,
        1,    -6,     0,    -6,    -3,
        0,     0,    -2,     0,    -3,
       -2,    -5,    -3,    -1,    -4,
];

/// Bishop by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_BISHOP: [Eval; 45] = [
      -14,   -24,   -16,   -27,   -25,
       -3,    -9,   -10,    -2,    -4,
        8,     7,    -2,    15,    -3,
        3,     0,     3,     3,   -11,
        0,     3,     9,     4,    -2,
       -2,     0,     0,     9,    -9,
        1,     0,     0,    -3,    -1,
        0,    -1,    -1,     0,     0,
       -1,    -3,    -1,     0,     0,
];

/// Rook by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_ROOK: [Eval; 45] = [
       -9,   -41,   -18,   -18,   -45,
        4,    -3,     4,    -3,     2,
        1,    12,     2,     8,     9,
        0,     1,     2,     5,     0,
        0,     0,    -6,     6,     8,
        0,     0,     2,     6,     4,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PROMOTED_MINOR: [Eval; 45] = [
       -1,     0,     0,     0,    -6,
        0,     3,     0,    -2,    -2,
        6,    18,    14,    12,   -14,
        0,     0,    33,    18,   -12,
        0,     0,     9,     3,   -56,
        0,    -4,   -25,   -10,   -58,
        0,    -6,    -9,    -6,   -21,
       -1,    -2,    -3,    -4,    -9,
       -6,   -13,   -11,    -6,   -15,
];

/// Horse by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_HORSE: [Eval; 45] = [
        6,     9,     6,    -6,     0,
        3,     8,     9,     6,     0,
        3,     3,     2,     3,     4,
        0,     0,     2,     9,    -9,
        0,     0,     9,    20,     3,
        0,     0,    13,     6,    -9,
        0,     1,     0,     0,     0,
        0,     0,     0,    -1,    -5,
       -3,    -2,    -3,    -2,    -3,
];

/// Dragon by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_DRAGON: [Eval; 45] = [
        0,    -3,    -4,    -1,     4,
        0,     4,     1,     6,     2,
        1,     0,     5,     9,    -2,
        0,     0,     5,    13,    -7,
        0,     0,     6,     9,    23,
        0,     0,    -7,    10,     0,
        0,    -8,    -5,    -6,    -6,
        0,    -2,     0,     0,    -6,
       -2,    -5,    -3,    -4,   -10,
];
