//! Shogi rules (issue 2): types, SFEN, attacks, position, move generation, rules.
