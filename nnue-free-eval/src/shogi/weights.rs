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
        5,    -2,   -38,   -23,    -3,     2,   -26,   -11,    12,
      -25,   -34,   -34,    26,   -34,     9,     3,    -8,    -7,
       48,    82,   131,    45,    -3,   104,   133,   129,    47,
     -170,   -18,    78,   -94,    72,    52,    -9,    10,    18,
       57,  -101,    13,    56,    23,   146,    19,    18,   -11,
       81,    59,   -27,    75,    38,    51,   -43,  -130,   -25,
      -39,   -47,    20,   -16,   -34,   -13,    -5,   -63,   -43,
      -54,    16,    23,   -18,   -42,   -16,    28,   -21,    18,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -4,     3,   -15,    -4,   -15,     4,    25,    42,   -36,
        0,    15,     0,    -9,     3,    -5,    18,    29,     1,
      -29,     2,   -17,     6,    13,     1,   -23,    28,    19,
       -9,    23,    28,    21,   -47,    -7,    20,    -3,   -22,
      -49,   -45,     0,    45,    -8,    29,   -13,    17,     3,
      -80,    -4,    20,    -8,    68,     3,   -12,   -26,    49,
      -83,    14,     6,    11,   -22,    13,     3,   -13,   -93,
       -4,   -14,   -23,    20,   -27,     2,   -31,    -6,   -57,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -7,   -41,    -3,    -9,   -11,     1,   -28,   -16,     0,
      -13,    18,   -14,   -17,   -57,    -5,  -100,    18,     8,
       -5,     0,   -39,   -92,   -35,   -52,   -26,  -122,    -5,
        9,    25,   -27,   -38,    37,     5,   -42,     4,    15,
     -154,    -8,  -170,   -11,    41,    11,    39,     2,   -30,
       17,   -22,     8,    14,   -29,   -30,   -12,    26,    -8,
       -5,   -98,   -17,     2,    -3,     8,   -25,  -102,    -1,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
      -10,   -25,     9,   -10,    -2,   -33,   -17,   -29,     2,
       16,   -11,    -7,    -2,     3,   -24,    -1,   -25,     6,
       -2,    10,     9,    16,    11,    17,     1,   -18,    -5,
      -11,    16,     8,    -6,     2,    23,   -23,     7,    -5,
       -4,    -1,    15,    39,    23,    58,    46,    18,    -6,
       15,    70,    30,    55,    41,    45,     3,   -21,   -27,
        6,   -29,   -26,   113,    38,    75,    73,    29,    -4,
      -12,   -41,    -2,    -8,    93,    16,   -44,   -69,     3,
       13,   -34,   -59,   -90,   -98,   -16,  -112,   -22,    27,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
        5,   -41,   -32,     9,   -16,    -8,   -14,   -30,   -22,
        3,    -9,    24,    15,   -32,   -35,   -27,   -28,   -14,
       12,   -10,     6,    30,   -34,    13,     2,   -23,   -11,
       -2,     2,    40,    18,    33,    15,    31,    14,   -10,
       -2,   -18,    10,    21,     2,    73,    40,    11,     5,
       -5,   -14,    62,    75,    48,    39,    65,    -7,     6,
        9,   116,    57,    -3,   -41,    81,   -44,    30,   -14,
       18,   100,   -25,     1,    82,   -35,    51,    40,   -25,
       -9,   -18,   -54,  -151,   -91,   -96,  -129,   -10,     5,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
        1,    -2,   -14,    -3,    11,     1,   -13,   -11,   -22,
       12,    56,     5,     2,    -7,     3,    27,    13,     4,
      -15,   -15,    -6,    12,     6,    21,    -1,    -3,     6,
        6,    39,    22,   -20,    16,    15,    27,    18,   -23,
       -6,   -24,   -36,    16,   -31,   -33,    11,    14,    -1,
      -59,   -67,     3,    27,    -3,   -13,    27,   -24,    -5,
      -65,   -13,    15,     7,   -43,   -29,    -5,   -32,    -1,
      -27,    -2,   -39,   -52,   -30,   -46,    11,   -16,   -18,
     -131,    -9,   -51,   -23,   -18,     0,   -17,     4,   -20,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
       26,    11,     6,    -5,    -3,    -6,    -1,    12,    -5,
       29,    16,     0,     8,     9,     5,    -7,   -11,    11,
       18,    16,     4,     1,    -2,    -8,     4,    -6,    -2,
        1,    16,    17,    -1,     9,     4,    37,    45,    30,
       18,    20,   -25,     8,    -4,    12,    -9,    70,    12,
        3,   -11,    22,     3,   -32,    25,    86,    16,    15,
      -17,     4,    10,    35,   -50,     0,    13,    -5,    -9,
     -113,   -49,   -43,   -43,  -120,   -33,  -102,  -134,  -145,
       -1,   -10,    10,    81,   -65,    58,  -178,    88,     9,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
      -35,   -32,   -38,   -36,   -40,   -38,   -45,   -38,   -39,
      -30,   -36,   -31,   -38,   -38,   -40,   -41,   -38,   -40,
      -38,   -31,   -35,   -35,   -38,   -36,   -41,   -37,   -32,
      -31,   -36,   -36,   -36,   -35,   -29,   -34,   -31,   -29,
      -38,   -27,   -16,   -21,   -28,   -36,   -11,   -19,   -39,
      -27,   -35,   -16,    -1,    -8,   -18,   -33,   -21,   -38,
      -11,    15,    -6,   -36,   -94,   -37,    53,    15,   -17,
       -7,    46,   210,  -129,  -127,    55,   157,    66,    25,
       18,    -4,   -21,  -198,  -132,   -92,    89,   -10,    10,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
      -85,   -84,  -113,    12,   -29,   -97,  -151,  -184,  -134,
      -79,   -41,    45,   -12,    15,   -45,   -57,   -56,   -75,
      -56,    15,    38,    35,    51,    12,   -20,    -7,   -80,
        9,   -32,     5,    -9,    -6,   -10,    -7,   -16,    12,
       -2,     4,    -7,    -8,     6,    -2,    -1,   -11,     4,
       -6,   -10,    -3,    -3,     0,     1,     3,    -6,     1,
       -2,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,    -1,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
       13,    41,    59,    -2,    13,     4,   -12,    24,    36,
        6,    30,    18,    -2,     6,     8,     0,    16,     7,
       15,    -7,     1,    24,    24,   -18,    10,    14,   -31,
      -18,    32,    -6,    17,    13,    10,   -13,    18,    -4,
       14,    13,    -6,    38,    -2,    12,    11,     6,     7,
       -5,     4,   -14,     8,    12,    11,    17,    13,    14,
       -2,     7,    15,     8,   -13,    -3,    -9,     1,     0,
       -7,    -9,    -2,    18,    -1,    -1,    -7,    -2,    -3,
        0,     2,     4,   -19,    14,   -12,    -6,    -1,    -3,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
       32,    -4,   -35,    -9,   -13,    -4,   -19,    -5,    30,
       54,    34,    14,    -3,   -19,    -9,    -6,    23,    45,
       11,    -7,     3,     8,     0,    11,     4,    22,     4,
        1,     4,     8,   -18,     5,     1,     7,    23,    -6,
       11,    10,    16,    -1,    -4,     3,     4,    25,     4,
       -5,    -8,     3,    -1,     8,    -3,     8,    -6,   -12,
       -2,    -2,   -11,   -10,    -4,     1,     6,     5,    -5,
        5,     3,    -2,    -8,     8,    -4,     1,    10,     9,
        4,    -7,    -1,    -4,    -6,     0,    -4,     1,    -3,
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
     -221, // enemy_attacks_near_king
       64, // own_defence_near_king
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
      -16, // danger_squared
];
