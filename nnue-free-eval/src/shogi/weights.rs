//! Shogi evaluation weights, in centipawns (pawn on the board = 90).
//!
//! Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in
//! `params.rs`; edit by hand only to seed a new tuning run. Grids are Black's view of
//! the board as a diagram shows it: top row = rank a, left column = file 9; White
//! pieces read them turned by 180 degrees.

use crate::Eval;

/// Board piece values (rules.md 3.3 ENGINE RULE: YaneuraOu/Apery column).
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

/// Hand piece values (rules.md 3.3: unpromoted value x (1 + hand bonus)).
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
        2,    -1,   -19,   -12,    -2,     1,   -13,    -6,     6,
      -12,   -17,   -17,    13,   -17,     4,     2,    -4,    -4,
       24,    41,    66,    22,    -2,    52,    66,    64,    24,
      -85,    -9,    39,   -47,    36,    26,    -4,     5,     9,
       28,   -50,     6,    28,    12,    73,    10,     9,    -6,
       40,    30,   -14,    38,    19,    26,   -22,   -65,   -12,
      -20,   -24,    10,    -8,   -17,    -6,    -2,   -32,   -22,
      -27,     8,    12,    -9,   -21,    -8,    14,   -10,     9,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -2,     2,    -8,    -2,    -8,     2,    12,    21,   -18,
        0,     8,     0,    -4,     2,    -2,     9,    14,     0,
      -14,     1,    -8,     3,     6,     0,   -12,    14,    10,
       -4,    12,    14,    10,   -24,    -4,    10,    -2,   -11,
      -24,   -22,     0,    22,    -4,    14,    -6,     8,     2,
      -40,    -2,    10,    -4,    34,     2,    -6,   -13,    24,
      -42,     7,     3,     6,   -11,     6,     2,    -6,   -46,
       -2,    -7,   -12,    10,   -14,     1,   -16,    -3,   -28,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -4,   -20,    -2,    -4,    -6,     0,   -14,    -8,     0,
       -6,     9,    -7,    -8,   -28,    -2,   -50,     9,     4,
       -2,     0,   -20,   -46,   -18,   -26,   -13,   -61,    -2,
        4,    12,   -14,   -19,    18,     2,   -21,     2,     8,
      -77,    -4,   -85,    -6,    20,     6,    20,     1,   -15,
        8,   -11,     4,     7,   -14,   -15,    -6,    13,    -4,
       -2,   -49,    -8,     1,    -2,     4,   -12,   -51,     0,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
       -5,   -12,     4,    -5,    -1,   -16,    -8,   -14,     1,
        8,    -6,    -4,    -1,     2,   -12,     0,   -12,     3,
       -1,     5,     4,     8,     6,     8,     0,    -9,    -2,
       -6,     8,     4,    -3,     1,    12,   -12,     4,    -2,
       -2,     0,     8,    20,    12,    29,    23,     9,    -3,
        8,    35,    15,    28,    20,    22,     2,   -10,   -14,
        3,   -14,   -13,    56,    19,    38,    36,    14,    -2,
       -6,   -20,    -1,    -4,    46,     8,   -22,   -34,     2,
        6,   -17,   -30,   -45,   -49,    -8,   -56,   -11,    14,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
        2,   -20,   -16,     4,    -8,    -4,    -7,   -15,   -11,
        2,    -4,    12,     8,   -16,   -18,   -14,   -14,    -7,
        6,    -5,     3,    15,   -17,     6,     1,   -12,    -6,
       -1,     1,    20,     9,    16,     8,    16,     7,    -5,
       -1,    -9,     5,    10,     1,    36,    20,     6,     2,
       -2,    -7,    31,    38,    24,    20,    32,    -4,     3,
        4,    58,    28,    -2,   -20,    40,   -22,    15,    -7,
        9,    50,   -12,     0,    41,   -18,    26,    20,   -12,
       -4,    -9,   -27,   -76,   -46,   -48,   -64,    -5,     2,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
        0,    -1,    -7,    -2,     6,     0,    -6,    -6,   -11,
        6,    28,     2,     1,    -4,     2,    14,     6,     2,
       -8,    -8,    -3,     6,     3,    10,     0,    -2,     3,
        3,    20,    11,   -10,     8,     8,    14,     9,   -12,
       -3,   -12,   -18,     8,   -16,   -16,     6,     7,     0,
      -30,   -34,     2,    14,    -2,    -6,    14,   -12,    -2,
      -32,    -6,     8,     4,   -22,   -14,    -2,   -16,     0,
      -14,    -1,   -20,   -26,   -15,   -23,     6,    -8,    -9,
      -66,    -4,   -26,   -12,    -9,     0,    -8,     2,   -10,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
       13,     6,     3,    -2,    -2,    -3,     0,     6,    -2,
       14,     8,     0,     4,     4,     2,    -4,    -6,     6,
        9,     8,     2,     0,    -1,    -4,     2,    -3,    -1,
        0,     8,     8,     0,     4,     2,    18,    22,    15,
        9,    10,   -12,     4,    -2,     6,    -4,    35,     6,
        2,    -6,    11,     2,   -16,    12,    43,     8,     8,
       -8,     2,     5,    18,   -25,     0,     6,    -2,    -4,
      -56,   -24,   -22,   -22,   -60,   -16,   -51,   -67,   -72,
        0,    -5,     5,    40,   -32,    29,   -89,    44,     4,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
      -18,   -16,   -19,   -18,   -20,   -19,   -22,   -19,   -20,
      -15,   -18,   -16,   -19,   -19,   -20,   -20,   -19,   -20,
      -19,   -16,   -18,   -18,   -19,   -18,   -20,   -18,   -16,
      -16,   -18,   -18,   -18,   -18,   -14,   -17,   -16,   -14,
      -19,   -14,    -8,   -10,   -14,   -18,    -6,   -10,   -20,
      -14,   -18,    -8,     0,    -4,    -9,   -16,   -10,   -19,
       -6,     8,    -3,   -18,   -47,   -18,    26,     8,    -8,
       -4,    23,   105,   -64,   -64,    28,    78,    33,    12,
        9,    -2,   -10,   -99,   -66,   -46,    44,    -5,     5,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
      -42,   -42,   -56,     6,   -14,   -48,   -76,   -92,   -67,
      -40,   -20,    22,    -6,     8,   -22,   -28,   -28,   -38,
      -28,     8,    19,    18,    26,     6,   -10,    -4,   -40,
        4,   -16,     2,    -4,    -3,    -5,    -4,    -8,     6,
       -1,     2,    -4,    -4,     3,    -1,     0,    -6,     2,
       -3,    -5,    -2,    -2,     0,     0,     2,    -3,     0,
       -1,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
        6,    20,    30,    -1,     6,     2,    -6,    12,    18,
        3,    15,     9,    -1,     3,     4,     0,     8,     4,
        8,    -4,     0,    12,    12,    -9,     5,     7,   -16,
       -9,    16,    -3,     8,     6,     5,    -6,     9,    -2,
        7,     6,    -3,    19,    -1,     6,     6,     3,     4,
       -2,     2,    -7,     4,     6,     6,     8,     6,     7,
       -1,     4,     8,     4,    -6,    -2,    -4,     0,     0,
       -4,    -4,    -1,     9,     0,     0,    -4,    -1,    -2,
        0,     1,     2,   -10,     7,    -6,    -3,     0,    -2,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
       16,    -2,   -18,    -4,    -6,    -2,   -10,    -2,    15,
       27,    17,     7,    -2,   -10,    -4,    -3,    12,    22,
        6,    -4,     2,     4,     0,     6,     2,    11,     2,
        0,     2,     4,    -9,     2,     0,     4,    12,    -3,
        6,     5,     8,     0,    -2,     2,     2,    12,     2,
       -2,    -4,     2,     0,     4,    -2,     4,    -3,    -6,
       -1,    -1,    -6,    -5,    -2,     0,     3,     2,    -2,
        2,     2,    -1,    -4,     4,    -2,     0,     5,     4,
        2,    -4,     0,    -2,    -3,     0,    -2,     0,    -2,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
      117, // gold_near_king
      134, // silver_near_king
        0, // three_generals_castle
      -60, // extra_defenders
     -152, // king_at_home
     -114, // king_near_own_rook
      -24, // knight_drop_checks
       77, // pawn_under_gold
     -110, // enemy_attacks_near_king
       32, // own_defence_near_king
       99, // horse_near_own_king
      -46, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
      211, // promoted_near_enemy_king
      197, // dragon_in_enemy_camp
      158, // rook_on_open_file
        0, // both_rooks
      124, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
      190, // king_in_enemy_camp
      295, // points_in_camp
        0, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       68, // side_to_move
];

/// King danger (king_danger.rs): min(danger, cap)^2 / divisor, counted for the king's owner.
#[rustfmt::skip]
pub const KING_DANGER: [Eval; 1] = [
      -40, // danger_squared
];

/// Pawn by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PAWN: [Eval; 45] = [
      -40,     5,   -24,    -1,    53,
      -54,   -22,    17,   -47,   -41,
       84,    26,    37,   -25,   -78,
       30,   101,     1,   -55,   -40,
        0,   -28,    -4,   -21,   -15,
        7,     4,    17,    -1,     4,
        5,    24,    14,    15,    34,
        6,    10,    12,     8,    23,
        5,     7,     4,     8,    30,
];

/// Lance by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_LANCE: [Eval; 45] = [
       -4,     4,     7,    11,     0,
       -9,     7,    -2,     0,     8,
      -13,    -5,    -1,   -21,   -23,
        3,    13,     1,   -16,   -45,
        0,     6,   -12,   -32,   -64,
        0,    20,    65,    23,   -19,
        0,     6,     0,    17,   -53,
       -2,     0,     0,     1,    -3,
        3,     8,     6,     2,    24,
];

/// Knight by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_KNIGHT: [Eval; 45] = [
       -4,   -21,   -23,   -25,   -18,
        9,   -18,   -31,     6,   -33,
       26,   -31,     8,    -4,   -12,
        1,    11,     6,   -16,   -19,
        0,     0,   -28,    -5,   -55,
       43,    15,   -18,    -8,   -30,
        5,     3,    -4,   -11,   -45,
        1,    -8,     4,    -4,    -5,
        3,     3,     0,     1,    13,
];

/// Silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_SILVER: [Eval; 45] = [
       -7,   -20,   -16,     2,    -8,
       22,    -1,    19,   -10,    17,
       21,    -7,     7,    17,     9,
       56,    19,    11,   -14,    -5,
        0,    29,    -8,   -81,   -26,
       77,    -7,   -70,    -6,    11,
      -10,    -5,   -30,   -20,     1,
        1,    -2,     6,     6,     7,
        1,     1,     6,     6,     4,
];

/// Gold by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_GOLD: [Eval; 45] = [
       -1,   -12,   -19,   -24,   -35,
       14,    10,    21,    10,     3,
      -12,    22,     3,    17,     3,
       57,    20,    -7,    19,    -5,
        0,    -6,   -36,    -1,     7,
       68,   -32,   -97,     4,    -4,
       16,     3,   -26,     0,   -13,
        0,    10,     8,     2,    -1,
        6,     6,     9,     7,     6,
];

/// Bishop by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_BISHOP: [Eval; 45] = [
       15,    -2,    -7,    11,    17,
       -4,     2,    26,    -5,   -14,
      -25,    21,    16,   -12,   -21,
        3,   -25,   -23,    19,   -19,
        0,    -9,   -41,    -9,    27,
      -20,   -22,   -41,    -5,    -7,
       -2,    -4,     3,     2,    -7,
        1,     1,     1,     0,     2,
        1,     1,     0,     0,     1,
];

/// Rook by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_ROOK: [Eval; 45] = [
        0,     8,    23,    36,    17,
        2,    -5,    10,     8,     9,
       -1,     2,    15,    14,     6,
       24,    -7,    -5,   -27,   -48,
        0,   -22,   -21,   -94,   -28,
        2,   -24,     9,    -7,     4,
       -7,     8,    -4,     7,    -2,
       -1,     2,     2,    -1,     3,
        0,     1,    -1,     1,     4,
];

/// Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PROMOTED_MINOR: [Eval; 45] = [
      -39,   -39,   -68,  -112,  -103,
       10,    12,     5,    -1,    -7,
        9,     8,     9,     2,     1,
        7,     9,     3,     3,     2,
        0,     8,     9,     2,     1,
        3,     5,     0,     1,     0,
        1,     2,     1,     1,     0,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Horse by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_HORSE: [Eval; 45] = [
        7,    21,   -14,    11,    30,
        1,     9,    12,     3,     7,
        0,     9,     0,     6,    -3,
       -3,     8,     5,     3,    -1,
        0,     0,     0,    -1,     1,
        3,     0,    -2,    -1,    -1,
        2,    -1,    -2,     0,    -1,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Dragon by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_DRAGON: [Eval; 45] = [
      -19,     0,     0,    19,     3,
        1,     6,     6,     6,     1,
        5,     3,     1,     1,    -8,
       -1,     1,     3,     6,     0,
        0,    -3,    -4,    -1,     2,
        0,    -2,    -4,     0,     0,
        0,    -1,    -1,    -1,    -1,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Pawn by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PAWN: [Eval; 45] = [
        2,   -10,    22,    32,    59,
       32,    58,    52,    37,   -10,
       44,    51,    42,    33,   -42,
        0,   -13,   -18,   -11,   -75,
        0,    -2,   -13,   -10,   -49,
       -7,    -3,    -9,   -11,   -22,
       -3,    -8,    -3,    -7,   -18,
        0,    -5,    -3,    -4,    -8,
        0,    -3,    -1,     1,    -1,
];

/// Lance by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_LANCE: [Eval; 45] = [
       12,     7,   -48,   -24,    26,
       -4,     8,    -7,    -4,   -22,
        6,    -3,     1,     0,   -17,
        0,     8,     4,    -5,   -17,
        0,    -9,     8,    -1,    -1,
        0,     0,     0,    -1,    -3,
        0,     0,    -1,     0,    -1,
        0,     0,     0,     0,    -1,
        0,     0,     0,    -1,    -1,
];

/// Knight by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_KNIGHT: [Eval; 45] = [
      -19,   -26,    -9,   -38,   -38,
       10,   -17,     8,    -4,   -48,
       13,     0,     2,   -23,    -1,
      -12,    -2,   -17,   -18,   -22,
        0,   -11,   -13,    -8,    -4,
        0,    -3,    -1,    -3,    -2,
       -1,    -1,    -2,     0,    -2,
       -1,    -1,    -1,     0,    -1,
       -1,    -1,    -1,     0,    -2,
];

/// Silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_SILVER: [Eval; 45] = [
      -24,    28,    30,    43,   -42,
       11,    16,    22,    12,    -3,
       10,    11,     6,    -9,   -19,
        0,     0,    -2,     2,     2,
        0,     5,    -7,     3,   -17,
        2,     0,    -1,   -20,   -11,
       -2,   -10,    -7,    -2,   -12,
        0,    -3,    -3,    -1,    -1,
        1,    -4,    -1,     0,     0,
];

/// Gold by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_GOLD: [Eval; 45] = [
        9,    21,    19,    27,     2,
       10,    16,     7,    -3,   -16,
        4,    26,     4,    11,   -17,
        0,     0,    14,   -19,    -7,
        0,     0,   -16,    -4,     3,
        0,     1,    -5,    -6,   -11,
        2,    -8,     0,    -8,    -4,
       -1,     0,    -3,     0,    -5,
       -3,    -7,    -4,    -2,    -6,
];

/// Bishop by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_BISHOP: [Eval; 45] = [
      -19,   -33,   -22,   -37,   -34,
       -5,   -13,   -14,    -3,    -6,
       11,    10,    -3,    20,    -5,
        5,     0,     5,     5,   -15,
        0,     4,    13,     6,    -3,
       -3,     0,    -1,    12,   -13,
        2,     1,     0,    -5,    -2,
        0,    -2,    -2,     0,     0,
       -2,    -4,    -2,     0,     1,
];

/// Rook by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_ROOK: [Eval; 45] = [
      -12,   -55,   -25,   -24,   -61,
        6,    -4,     6,    -4,     3,
        2,    16,     3,    11,    12,
        0,     2,     3,     7,     1,
        0,     0,    -9,     8,    11,
        0,    -1,     3,     8,     6,
       -1,    -1,    -1,     1,    -1,
        0,    -1,     0,     0,     0,
        0,    -1,    -1,     0,     0,
];

/// Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PROMOTED_MINOR: [Eval; 45] = [
       -2,    -1,     1,     1,    -9,
       -1,     4,    -1,    -3,    -3,
        9,    24,    19,    16,   -19,
        0,     0,    45,    24,   -17,
        0,     0,    13,     5,   -75,
        0,    -6,   -34,   -14,   -78,
        1,    -8,   -12,    -9,   -29,
       -2,    -3,    -5,    -6,   -13,
       -8,   -18,   -15,    -8,   -21,
];

/// Horse by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_HORSE: [Eval; 45] = [
        9,    12,     9,    -9,     0,
        5,    11,    12,     8,     0,
        4,     5,     3,     4,     6,
        0,     0,     3,    12,   -13,
        0,     0,    12,    27,     4,
        0,     0,    18,     8,   -13,
        0,     2,     1,     1,    -1,
        0,     0,     0,    -2,    -7,
       -4,    -3,    -5,    -3,    -4,
];

/// Dragon by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_DRAGON: [Eval; 45] = [
        0,    -5,    -6,    -2,     6,
        1,     6,     2,     8,     3,
        2,    -1,     7,    12,    -3,
        0,     0,     7,    18,   -10,
        0,     0,     8,    13,    31,
        0,     0,   -10,    14,    -1,
       -1,   -11,    -7,    -8,    -9,
        1,    -3,    -1,    -1,    -9,
       -3,    -7,    -4,    -6,   -14,
];
