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
       74, // pawn
      298, // lance
      326, // knight
      481, // silver
      562, // gold
      786, // bishop
      944, // rook
];

/// Pawn piece-square table, Black's view: top row = rank a, left column = file 9.
#[rustfmt::skip]
pub const PST_PAWN: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       11,    30,     1,    -6,   -26,    52,    22,    50,    31,
       18,    14,     9,    39,   -17,   -11,    21,    74,     2,
      109,    68,    43,    67,    58,    55,    54,   128,    67,
       13,    -1,   -11,    21,     7,     2,     6,    33,    15,
       -6,    -2,    -9,   -13,     5,    -7,    -6,   -15,   -32,
      -48,    31,   -79,    11,   -11,   -23,   -19,   -55,   -70,
      -10,    23,   -11,    14,   -32,     0,    -7,   -40,    -9,
      -30,    15,   -26,   -24,   -16,    -5,   -34,   -19,     2,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -16,     2,   -10,   -14,     4,     9,   -15,    18,   -31,
      -27,    21,     2,    11,     6,     4,    -3,    15,     0,
      -15,    56,    -3,    36,    21,   -10,     7,    27,    17,
       22,     3,    30,     9,    -1,    17,     5,    19,     7,
      -27,    15,    33,    11,     1,    47,     8,    30,   -60,
      -59,    29,   -25,     7,    17,    -3,    26,   -22,   -38,
      -53,    20,    -8,   -10,   -16,   -10,    11,    20,   -27,
      -24,   -27,    -8,    -3,   -25,     0,   -26,    13,    -2,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -14,   -12,    -4,     7,   -18,   -36,   -26,     8,    -9,
        4,     6,    21,    17,   -36,    19,    -8,   -33,    -3,
       20,    -5,    36,   -29,    13,   -10,    25,   -31,    23,
      -38,   -27,    -5,   -11,     4,    17,   -12,    26,    -4,
      -72,   -15,   -39,     2,    12,    11,   -11,   -13,   -69,
       -9,   -25,   -11,    -4,   -46,   -37,   -37,   -15,   -11,
      -20,   -36,   -21,   -35,   -14,   -30,   -34,   -25,     9,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
      -39,    10,     1,   -33,   -21,   -44,    -3,   -48,   -20,
      -10,    31,    15,    19,    28,   -15,    35,   -10,     0,
        2,    41,     7,    33,    43,    33,    18,    29,   -15,
        1,    15,    41,    18,     6,    44,    29,    25,     3,
      -22,    -3,    38,    11,    -3,    45,    45,   -12,    -8,
       28,    -4,    44,    30,    52,    44,    34,    18,   -40,
      -24,    44,     3,    51,    17,    34,    31,     1,   -16,
       -7,    -8,    -1,   -39,   -10,   -26,    -5,   -20,   -46,
      -36,   -21,   -26,   -37,   -76,   -61,   -38,   -61,   -13,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
      -61,   -54,    -7,    15,   -25,   -51,   -42,   -15,   -24,
        3,    20,   -17,    20,    23,    18,     3,     2,   -29,
      -18,    29,    35,    47,    47,    52,    23,     0,     2,
        8,    38,    43,    23,    10,    12,    41,     2,     0,
       14,     4,    43,    26,   -10,    37,    41,    -1,   -11,
      -24,    36,    48,    34,    50,    39,    33,    -7,   -39,
      -32,    34,    -2,    23,    15,    12,    24,   -23,    36,
      -55,    -1,    -5,    -8,   -34,   -16,   -23,    -9,   -12,
       -4,   -28,     5,   -31,   -34,   -35,   -17,   -34,   -27,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
      -50,   -28,   -55,   -59,     4,    12,   -21,   -15,    -7,
      -17,    -6,   -23,    19,    16,   -27,     7,    67,    -6,
        9,    -8,    12,    32,    11,    16,     0,    16,    26,
        2,   -32,     5,   -61,    15,   -27,    -6,    13,    -8,
      -43,   -35,    -4,    -1,   -20,     7,   -10,   -61,   -52,
      -67,   -34,    20,    17,    16,    12,   -38,    -5,   -48,
      -52,     5,    12,    22,    11,    21,    18,   -15,     3,
      -17,   -15,   -14,   -22,   -21,   -13,   -14,   -19,   -31,
      -64,   -31,   -35,   -20,   -64,   -15,   -25,    -8,   -21,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
      -16,    19,    30,     8,     9,    -3,    11,    26,    12,
       17,    47,    31,    28,    14,    14,    -1,    13,    -9,
       -4,    40,    -2,    10,    -1,     1,    -1,    36,     6,
       -8,    10,     2,    13,    -3,   -10,   -21,    23,   -10,
      -22,    12,     1,   -16,    17,   -18,     2,    58,   -33,
      -46,    29,     2,   -29,    15,    -3,    20,    14,   -37,
      -20,   -17,   -34,   -10,    14,   -31,   -27,     0,   -85,
      -58,   -18,   -22,    -5,   -11,    10,   -30,     3,   -64,
        2,    30,    -3,   -10,    -6,   -13,   -44,    31,   -29,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
       -7,    -7,    -8,   -14,   -11,    -6,   -20,   -19,   -16,
      -12,   -12,   -10,   -12,   -20,   -14,   -14,   -18,   -18,
      -26,   -16,   -19,   -15,   -11,    -9,   -27,   -10,   -10,
       -9,   -15,   -10,    -6,   -12,   -10,    -6,     0,    -7,
      -37,     0,    -1,   -16,   -23,     4,     0,     2,   -30,
      -23,    28,    15,   -25,     5,     1,    27,   -16,   -23,
       14,    47,     8,    50,   -13,     1,    78,    -3,   -10,
      -52,    75,   115,    10,     9,   -33,    51,    -7,    -3,
      -20,   -27,   -63,   -68,   -68,   -80,   -16,   -61,   -37,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
      -64,   -49,    -9,   -61,   -63,   -47,   -74,   -50,   -56,
      -21,    -2,    40,    15,    -3,     8,    25,   -28,   -35,
      -23,     8,    22,    39,    24,    51,    -7,    68,   -48,
        1,    -8,    15,    -7,   -23,    -2,    17,    11,     7,
       -8,     1,     4,     3,     6,    -3,     0,   -14,     9,
       -2,    -3,    -1,    -1,     0,     0,     1,    -2,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
      -21,   -24,    22,     3,    32,    -7,    14,   -22,     9,
      -27,    -2,    -3,    14,    10,    11,   -16,     1,   -15,
      -49,   -12,    29,    37,    46,    22,    34,     2,   -15,
       -4,    19,     9,     2,    24,    11,    10,    -4,   -14,
       11,    -7,    13,    35,    34,    23,    -9,   -11,    -9,
       -4,     4,     2,     1,    43,    24,     8,    -1,    -5,
        4,     9,    21,     1,    -8,    30,    -6,     0,    -3,
       -3,    -1,    -2,     2,   -10,     0,     4,   -11,    -1,
        1,     1,    -4,   -19,     8,     0,    -2,    -4,    -1,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
      -38,     8,   -16,   -24,   -11,    -6,    13,     2,   -46,
       -9,    16,    42,    27,     5,   -11,    -2,     4,   -13,
       -6,    11,     1,    13,    -2,    27,    -6,    32,   -31,
        9,    -1,     4,    -7,   -10,    -3,    -2,    21,    -1,
        4,    23,    12,     1,    -2,    -1,    -1,    47,   -14,
      -16,   -10,    14,   -11,     4,     2,     1,    -3,   -16,
       -1,    -6,    -8,     3,    -6,     0,     1,   -20,   -15,
        6,    -2,     5,    -2,    -4,    -3,     2,    12,     1,
        0,     0,     6,   -13,    -1,    -1,     0,     5,    -6,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
       43, // gold_near_king
       17, // silver_near_king
      -31, // three_generals_castle
      -31, // extra_defenders
      -95, // king_at_home
       -8, // king_near_own_rook
      -13, // knight_drop_checks
        1, // pawn_under_gold
      -41, // enemy_attacks_near_king
        8, // own_defence_near_king
       39, // horse_near_own_king
       -5, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
       71, // promoted_near_enemy_king
       17, // dragon_in_enemy_camp
       78, // rook_on_open_file
     -130, // both_rooks
       25, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
      107, // king_in_enemy_camp
       25, // points_in_camp
       12, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       71, // side_to_move
];

/// King danger (king_danger.rs): min(danger, cap)^2 / divisor and min(danger, cap) / 16, owner or attacker to move, counted for the king's owner.
#[rustfmt::skip]
pub const KING_DANGER: [Eval; 4] = [
      -25, // squared_owner_to_move
      -25, // squared_attacker_to_move
        0, // linear_owner_to_move
        0, // linear_attacker_to_move
];

/// Pawn by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PAWN: [Eval; 45] = [
      -13,    -7,    27,    14,   -14,
        5,    13,    12,     7,   -21,
       21,    26,    18,     2,   -10,
       28,    32,     1,    -3,    -3,
        0,     6,     8,     5,    -3,
      -33,     0,    27,    -9,    21,
      -22,    42,    60,    -5,    -9,
        2,     3,    15,    23,    41,
       17,   -12,   -14,    10,     6,
];

/// Lance by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_LANCE: [Eval; 45] = [
      -19,    25,    17,    11,   -34,
        0,    20,    11,     0,   -14,
       -9,    44,    29,     5,   -11,
      -11,    34,    18,    -8,    -6,
        0,   -23,    13,    -6,    -5,
      -41,    17,    15,    -9,   -13,
        2,    -3,    20,    -2,   -10,
      -10,    34,    -1,     7,    -3,
      -21,    18,     5,     5,    -8,
];

/// Knight by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_KNIGHT: [Eval; 45] = [
      -22,   -33,   -48,   -44,   -19,
      -11,   -20,   -11,    -4,   -18,
       -3,    -9,     8,     3,   -25,
       41,    13,     6,    -6,   -13,
        0,    -5,     4,    11,   -34,
      -21,     5,   -28,   -19,   -23,
      -11,    -4,   -43,   -26,   -27,
      -13,   -17,   -14,    -8,   -24,
       -5,     8,    -3,     1,    16,
];

/// Silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_SILVER: [Eval; 45] = [
       16,    16,    29,    18,     7,
       36,    22,    25,    14,   -31,
       14,    21,    -4,     5,   -37,
       17,    25,     3,    -4,   -16,
        0,    -8,    -6,     6,   -11,
       -7,     6,    -8,     1,    -8,
      -13,   -13,    -9,   -21,   -21,
        1,    35,    25,    -4,    12,
        4,    -2,     4,     4,   -23,
];

/// Gold by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_GOLD: [Eval; 45] = [
       12,     8,    22,     1,   -34,
       61,    54,    29,    17,   -13,
       46,    18,    26,    11,   -44,
       13,    -1,    -2,     2,   -21,
        0,    -8,   -18,     6,     0,
      -18,    -1,   -18,     1,   -15,
      -15,    -5,   -13,     2,    -6,
       12,    26,    -8,     8,    10,
        2,     3,     0,    11,     0,
];

/// Bishop by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_BISHOP: [Eval; 45] = [
      -13,   -31,   -48,   -27,   -77,
       -1,   -36,   -14,   -30,   -28,
      -11,   -11,   -20,   -21,   -33,
        0,    -8,   -13,   -16,    -9,
        0,   -35,   -51,   -20,   -31,
      -39,   -36,   -58,   -42,   -40,
      -20,    -1,   -13,     7,   -27,
       10,     7,     4,    -3,    10,
        7,    -2,    -4,     5,     9,
];

/// Rook by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_ROOK: [Eval; 45] = [
       26,    56,    59,    70,    31,
       14,    11,    45,    12,   -34,
      -10,   -17,     3,   -23,   -57,
      -40,   -47,   -42,   -28,   -40,
        0,   -60,   -31,   -38,   -35,
       20,   -42,   -15,   -21,   -19,
       -2,    33,    43,     9,    -3,
       -8,    20,    19,     7,     6,
        3,    -2,    -7,    12,    20,
];

/// Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PROMOTED_MINOR: [Eval; 45] = [
      -28,    -6,    -7,   -13,   -40,
       19,    41,     6,     7,   -47,
        8,   -12,    11,    -3,   -17,
        4,    11,    -2,     4,     5,
        0,     0,     5,    10,    -5,
       10,     2,     2,    -3,    -4,
        3,     1,    -6,     6,     4,
        1,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Horse by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_HORSE: [Eval; 45] = [
       30,    33,     8,     5,   -37,
       37,    30,    32,    16,    16,
        7,    -7,     7,    16,    -1,
       21,    12,    -4,    20,   -18,
        0,   -14,   -19,     3,    -1,
        6,    -4,   -12,   -11,     8,
        4,     4,     1,     5,    -2,
        0,     0,     0,     0,     0,
        2,     0,     0,     0,    -4,
];

/// Dragon by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_DRAGON: [Eval; 45] = [
      -23,    -7,    19,     8,   -53,
       10,    16,    30,    28,    -3,
       -1,   -21,   -30,    -1,    10,
      -13,    -9,     3,   -17,    -2,
        0,   -36,    11,    -7,   -18,
       -7,    -8,    -6,     7,     6,
       -2,    -1,    10,     3,    -1,
       -3,     0,     1,     5,     3,
        3,     0,     2,     0,     0,
];

/// Pawn by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PAWN: [Eval; 45] = [
        9,    32,    30,    23,    24,
       27,    44,    29,    18,    15,
       44,    48,    19,    15,    17,
        0,    12,     8,     8,    -2,
        0,   -39,   -24,     2,    23,
        5,   -22,   -20,     0,    36,
       11,   -31,    -5,    -1,   -22,
       -6,    -3,     2,   -24,    -8,
        4,    11,     0,     1,    -2,
];

/// Lance by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_LANCE: [Eval; 45] = [
       60,    13,    17,     2,     2,
        3,    14,    24,    52,   -18,
       15,    45,    27,    20,     1,
        0,   -16,    -8,   -19,   -10,
        0,   -24,    -6,   -23,   -38,
       -2,    -1,    -6,   -10,   -29,
       -1,     0,     0,   -11,    -2,
       -1,    -3,     5,    -4,    -7,
        5,     9,    -2,    -1,     9,
];

/// Knight by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_KNIGHT: [Eval; 45] = [
        3,   -13,   -17,   -24,   -26,
       24,     2,     2,   -14,   -38,
      -50,     0,     0,   -34,   -12,
      -60,   -41,   -56,   -15,   -30,
        0,   -29,    -7,    16,   -18,
        1,   -21,    -2,    -2,   -15,
       -4,    -4,    -5,     0,     6,
      -11,    -3,    -1,     3,     6,
       -2,     0,    10,     1,    -1,
];

/// Silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_SILVER: [Eval; 45] = [
       -7,    -7,    -4,    -2,    -8,
       31,    30,    42,    -4,   -29,
       27,    64,    41,    24,    -4,
        0,     0,    64,    50,    12,
        0,    11,    36,   -16,   -41,
       18,     0,   -17,   -16,   -95,
      -11,     2,    -2,   -33,    -5,
       -7,    -6,     1,    -4,   -29,
       13,    -8,     6,    14,    -4,
];

/// Gold by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_GOLD: [Eval; 45] = [
        2,     3,     8,     8,     1,
       55,    56,    34,    18,   -29,
       73,   106,    24,    11,    -5,
        0,     0,    40,    19,    10,
        0,     0,     6,     1,   -14,
        0,    22,    -9,   -18,   -49,
      -26,    -6,   -22,   -11,   -40,
       -5,   -24,   -20,    -3,   -27,
      -13,    -4,    -9,   -12,     0,
];

/// Bishop by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_BISHOP: [Eval; 45] = [
      -34,   -31,   -47,   -60,   -56,
      -10,   -51,   -50,   -39,   -66,
      -66,    -2,   -27,   -10,   -10,
       15,     0,   -27,    12,    -9,
        0,    23,   -41,    18,    33,
       11,     0,   -93,   -62,   -62,
       16,    -8,    12,   -13,    -2,
       -4,    -2,   -13,    -2,     2,
        0,    -7,    -2,    -2,     2,
];

/// Rook by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_ROOK: [Eval; 45] = [
      -30,   -28,   -26,   -33,   -38,
      -41,   -63,    -6,    -4,    -8,
        2,   -11,    15,    -2,     1,
        0,    13,    23,    18,   -20,
        0,     0,    -7,    35,    20,
        0,   -17,    17,    13,    32,
      -12,    16,     5,     5,     2,
       -6,    19,     4,     0,     6,
       -1,     9,     2,    -1,    -2,
];

/// Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PROMOTED_MINOR: [Eval; 45] = [
       -1,     0,     0,     0,    -7,
       14,    19,     6,     0,     3,
       43,    97,    72,    51,     8,
        0,     0,    73,    47,     1,
        0,     0,   -19,    11,   -24,
        0,    20,   -62,     2,   -56,
        3,   -75,   -30,   -62,   -70,
      -14,    -5,    -5,    -4,   -61,
      -25,    -6,     3,    -6,    25,
];

/// Horse by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_HORSE: [Eval; 45] = [
       28,    27,    26,    27,   -11,
       29,    25,    29,    22,   -16,
        4,    23,    10,    57,   -12,
        0,     0,    -2,    43,    10,
        0,     0,   -34,    34,    16,
        0,     0,   -62,    -2,   -24,
       -6,   -13,     2,    -9,   -14,
        9,     7,    10,    -3,    -3,
       -4,   -17,    -5,   -11,    -1,
];

/// Dragon by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_DRAGON: [Eval; 45] = [
       -5,    -4,     7,   -13,    -8,
        3,    13,    14,    26,   -11,
       -2,    14,     5,    49,    11,
        0,     0,     7,    38,    -4,
        0,     0,    24,    18,   -26,
        0,     0,   -45,    -9,   -76,
        8,   -28,     5,     3,   -51,
       -6,     6,     2,   -18,   -33,
        5,    -9,     3,    -5,     7,
];

/// Enemy pieces attacked, rows by the attacker (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon, king), columns by the kind attacked (pawn, lance, knight, silver, gold, bishop, rook, promoted minor, horse, dragon); counted for the attacker; threats.rs.
#[rustfmt::skip]
pub const THREATS: [Eval; 80] = [
        0,   107,   223,   101,   122,   177,   100,    16,    17,    25,
       -4,     0,    91,    52,    52,    73,    68,    -3,    33,     7,
       -9,    47,     0,   113,   143,   120,    98,     1,    31,     9,
      -10,    22,    52,     2,    97,    92,   121,    12,    44,     8,
       -4,     4,    32,    95,    27,   195,   145,   -28,    47,    33,
      -10,    40,    23,    11,    25,    23,   131,    13,    26,    38,
      -11,   -16,    14,   -10,    10,    69,    25,    19,    41,    -6,
        4,    13,    49,    -8,   -12,   -19,     9,   -14,     0,     0,
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is; threats.rs.
#[rustfmt::skip]
pub const HANGING: [Eval; 20] = [
       25,    52,    62,    57,    44,    85,   103,   -37,    60,    54,
       91,   136,   110,   113,   112,   128,    77,    61,    42,    10,
];

/// Enemy pieces a pawn dropped in front of them would attack (two-pawn rule respected), by kind (same columns as THREATS); rows in pairs (dropping side not to move, to move): drop square attacked by the enemy only, by both sides, not by the enemy; threats.rs.
#[rustfmt::skip]
pub const PAWN_DROP_THREATS: [Eval; 60] = [
      -30,   -23,    -9,    -9,   -17,     3,   -38,   -37,   -20,   -32,
       31,    -7,    -9,     5,     6,    -2,   -34,    56,    -1,    -4,
       16,   -25,   -10,    -6,   -15,   -10,     7,   -30,     0,    -8,
       31,    24,    17,    34,    27,    19,    34,    13,     9,    17,
        0,     0,   -11,     0,     0,    11,     0,     0,     0,     0,
        0,     0,    46,     0,     0,    49,     0,     0,     0,     0,
];

/// The enemy has a safe check on the king by a board move or a drop, by class (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon); row 0: the king's owner to move, row 1: the attacker; counted for the king's owner; king_danger.rs.
#[rustfmt::skip]
pub const SAFE_CHECKS: [Eval; 14] = [
        0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,
];

/// Empty squares where a knight from the hand would attack two enemy pieces of silver's rank or above; columns: without the king, with it; rows: square attacked by the enemy and dropping side not to move, attacked and to move, not attacked and not to move, not attacked and to move; threats.rs.
#[rustfmt::skip]
pub const KNIGHT_FORKS: [Eval; 8] = [
       14,     4,
       28,    21,
       -8,    -5,
       25,    14,
];
