//! `Bitboard`: a 128-bit set of squares, shared by the 81-square shogi board and the
//! 90-square xiangqi board.
//!
//! This module owns only set operations (and, or, iteration, popcount). It knows nothing
//! about files, ranks or how a game numbers its squares: each game's `attacks.rs` gives
//! the bits their meaning. Bits above the board size are always zero in a valid board.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares, bit `i` standing for square index `i` (0..128).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only `index`.
    #[inline(always)]
    pub const fn from_index(index: usize) -> Bitboard {
        Bitboard(1u128 << index)
    }

    /// The set of the first `count` squares (all the squares of a board of that size).
    pub const fn first(count: usize) -> Bitboard {
        if count >= 128 {
            Bitboard(u128::MAX)
        } else {
            Bitboard((1u128 << count) - 1)
        }
    }

    /// True when no square is set.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when at least one square is set.
    #[inline(always)]
    pub const fn is_nonempty(self) -> bool {
        self.0 != 0
    }

    /// True when `index` is in the set.
    #[inline(always)]
    pub const fn contains(self, index: usize) -> bool {
        (self.0 >> index) & 1 != 0
    }

    /// The set with `index` added.
    #[inline(always)]
    pub const fn with(self, index: usize) -> Bitboard {
        Bitboard(self.0 | (1u128 << index))
    }

    /// The set with `index` removed.
    #[inline(always)]
    pub const fn without(self, index: usize) -> Bitboard {
        Bitboard(self.0 & !(1u128 << index))
    }

    /// Number of squares in the set.
    #[inline(always)]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// True when more than one square is set.
    #[inline(always)]
    pub const fn has_more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Lowest square index in the set; `None` when empty.
    #[inline(always)]
    pub const fn lowest(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// Highest square index in the set; `None` when empty.
    #[inline(always)]
    pub const fn highest(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(127 - self.0.leading_zeros() as usize)
        }
    }

    /// Removes and returns the lowest square index. The set must not be empty.
    #[inline(always)]
    pub fn pop_lowest(&mut self) -> usize {
        debug_assert!(self.0 != 0, "pop_lowest on an empty bitboard");
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        index
    }
}

impl Iterator for Bitboard {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.pop_lowest())
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

macro_rules! bit_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    /// Complement over all 128 bits: mask with the board before iterating.
    #[inline(always)]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bitboard({:#x})", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iteration_yields_each_square_once_in_order() {
        let b = Bitboard::from_index(3) | Bitboard::from_index(89) | Bitboard::from_index(127);
        assert_eq!(b.collect::<Vec<_>>(), vec![3, 89, 127]);
        assert_eq!(b.count(), 3);
        assert!(b.has_more_than_one());
        assert_eq!(b.highest(), Some(127));
        assert!(!Bitboard::from_index(5).has_more_than_one());
    }

    #[test]
    fn first_masks_a_board() {
        assert_eq!(Bitboard::first(81).count(), 81);
        assert_eq!(Bitboard::first(90).count(), 90);
        assert_eq!(Bitboard::first(128).count(), 128);
    }
}
