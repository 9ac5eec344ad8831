//! A memo of [`Position::mate_in_one`](super::Position::mate_in_one) answers, keyed by
//! the position's Zobrist key.
//!
//! The answer is a function of the position alone (board, hands, side to move: the
//! candidates, their order and the legal-move verification read nothing else), and the
//! search asks it again for the same position in later iterations of iterative
//! deepening and in quiescence: about two calls in five in `bench` repeat an earlier
//! one. A hit returns the stored answer, so the engine's decisions are the same with or
//! without the memo, up to a key collision (63 of the key's 64 bits are compared: the
//! same kind of trust the transposition table places in its keys). Each copy of a
//! position (one per search thread) starts with an empty memo.

use super::moves::Move;

/// Entries of the memo: 2^16 of 8 bytes (512 KiB), direct-mapped by the key's low
/// bits. Measured on the shogi `bench` (callgrind instructions per node): 2^12 entries
/// saved 1.3 %, 2^14 3.4 %, 2^16 5.9 %.
const SLOT_BITS: u32 = 16;
const ENTRIES: usize = 1 << SLOT_BITS;
/// An entry packs the key's bits above the slot bits and this flag bit, then the move.
const FILLED: u64 = 1 << 16;
/// The key bits an entry keeps: all but the slot bits and the flag bit's place.
const TAG: u64 = !((FILLED << 1) - 1);

/// The memo; see the module doc.
pub(super) struct MateCache {
    /// `key & TAG | FILLED | move bits` (the null move for "no mate"), or 0 when empty.
    entries: Box<[u64]>,
}

impl MateCache {
    /// An empty memo (the allocation is zeroed memory, touched only where used).
    pub(super) fn new() -> MateCache {
        MateCache {
            entries: vec![0; ENTRIES].into_boxed_slice(),
        }
    }

    #[inline(always)]
    fn slot(key: u64) -> usize {
        key as usize & (ENTRIES - 1)
    }

    /// The stored answer for `key`: `Some(None)` when the position has no mate found.
    /// Starts loading the slot of `key` (see `core::prefetch`): at 512 KiB the memo
    /// outgrows the L1 cache and competes for L2 with the tables, and its lookup was a
    /// miss the search waited on (shogi CPU time −3.7 % with the prefetch).
    #[inline(always)]
    pub(super) fn prefetch(&self, key: u64) {
        crate::core::prefetch(&self.entries[Self::slot(key)]);
    }

    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<Option<Move>> {
        let entry = self.entries[Self::slot(key)];
        (entry & !0xFFFF == (key & TAG) | FILLED).then(|| {
            let answer = Move::from_bits(entry as u16);
            (answer != Move::NULL).then_some(answer)
        })
    }

    /// Stores the answer for `key` (a mating move is never the null move).
    #[inline]
    pub(super) fn put(&mut self, key: u64, answer: Option<Move>) {
        let bits = answer.unwrap_or(Move::NULL).bits();
        self.entries[Self::slot(key)] = (key & TAG) | FILLED | u64::from(bits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::types::{PieceKind, Square};

    #[test]
    fn an_empty_memo_knows_nothing() {
        let memo = MateCache::new();
        for key in [0, 1, FILLED, u64::MAX, 0x1234_5678_9abc_def0] {
            assert_eq!(memo.get(key), None);
        }
    }

    #[test]
    fn answers_come_back_for_their_key_only() {
        let mut memo = MateCache::new();
        let gold = Move::drop(PieceKind::Gold, Square::new(5, 2).unwrap());
        let key = 0x0123_4567_89ab_cdef;
        memo.put(key, Some(gold));
        assert_eq!(memo.get(key), Some(Some(gold)));
        // Same slot, other key bits (also the bit next to the flag): not this position.
        assert_eq!(memo.get(key ^ (1 << 40)), None);
        assert_eq!(memo.get(key ^ (1 << 17)), None);
        // "No mate" is an answer too, and replaces the slot's previous one.
        let other = key ^ (1 << 63);
        memo.put(other, None);
        assert_eq!(memo.get(other), Some(None));
        assert_eq!(memo.get(key), None);
    }
}
