//! Xiangqi rules (issue 3): types, FEN, attacks, position, move generation, rules.
