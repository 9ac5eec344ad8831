//! `MoveList`: a fixed-capacity move buffer that lives on the caller's stack.
//!
//! The search generates moves at every node, so the buffer must never touch the heap.
//! Its capacity covers the largest legal move count of either game: 593 in shogi (the
//! proven maximum, reached by a published position), far below that in xiangqi.

use std::mem::MaybeUninit;

/// Capacity of every move list: the shogi maximum of 593 legal moves, rounded up.
pub const MAX_MOVES: usize = 600;

/// A stack buffer of up to [`MAX_MOVES`] moves.
pub struct MoveList<M: Copy> {
    moves: [MaybeUninit<M>; MAX_MOVES],
    len: usize,
}

impl<M: Copy> MoveList<M> {
    /// An empty list (no initialisation of the buffer).
    #[inline(always)]
    pub fn new() -> Self {
        MoveList {
            moves: [const { MaybeUninit::uninit() }; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move. Generators never exceed `MAX_MOVES`; exceeding it is a bug.
    #[inline(always)]
    pub fn push(&mut self, m: M) {
        assert!(self.len < MAX_MOVES, "move list overflow");
        self.moves[self.len] = MaybeUninit::new(m);
        self.len += 1;
    }

    /// Number of moves in the list.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when the list holds no move.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Removes every move.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Shortens the list to `len` moves (no-op if already shorter).
    #[inline(always)]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[M] {
        // SAFETY: the first `len` elements were written by `push` (MaybeUninit::new), and
        // MaybeUninit<M> has the same layout as M.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<M>(), self.len) }
    }

    /// The moves as a mutable slice (for in-place ordering).
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [M] {
        // SAFETY: as in `as_slice`; the borrow is unique through `&mut self`.
        unsafe { std::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<M>(), self.len) }
    }

    /// Iterates over the moves by value.
    pub fn iter(&self) -> impl Iterator<Item = M> + '_ {
        self.as_slice().iter().copied()
    }

    /// True when `m` is in the list.
    pub fn contains(&self, m: M) -> bool
    where
        M: PartialEq,
    {
        self.as_slice().contains(&m)
    }
}

impl<M: Copy> Default for MoveList<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Copy> std::ops::Deref for MoveList<M> {
    type Target = [M];
    fn deref(&self) -> &[M] {
        self.as_slice()
    }
}

impl<M: Copy> std::ops::DerefMut for MoveList<M> {
    fn deref_mut(&mut self) -> &mut [M] {
        self.as_mut_slice()
    }
}

impl<M: Copy + std::fmt::Debug> std::fmt::Debug for MoveList<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_slice_truncate() {
        let mut list = MoveList::<u16>::new();
        for m in 0..10 {
            list.push(m);
        }
        assert_eq!(list.len(), 10);
        assert_eq!(list[3], 3);
        list.truncate(4);
        assert_eq!(list.as_slice(), &[0, 1, 2, 3]);
        assert!(list.contains(2) && !list.contains(7));
    }
}
