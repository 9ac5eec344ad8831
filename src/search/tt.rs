//! The transposition table shared by all search threads, without locks and without
//! `unsafe` (its memory asks for large pages through `core::large_pages`).
//!
//! It owns storage, replacement and the torn-entry check; it does not know moves or
//! games (moves are stored packed in 16 bits by `Game::pack`) nor mate normalisation
//! (callers apply `score::to_tt` / `from_tt`).
//!
//! Each entry is two `AtomicU64` words written with `Relaxed` stores: `check = key ^ data`
//! and `data`. Two threads may write the same entry at once and a reader may see one
//! word of each write; then `check ^ data != key` and the entry is treated as absent.
//! So a torn entry is never trusted, and every full 64-bit key is verified (an index
//! collision can only pass if two positions share the whole 64-bit key).
//!
//! ```text
//! data, bit 63                                                              bit 0
//! +---------+-----+-------+----------+----------------+----------------+----------------+
//! | age (5) | pv  | bound |  depth   |  static eval   |     score      |  packed move   |
//! | 63..59  | 58  | 57..56|  55..48  |     47..32     |     31..16     |     15..0      |
//! +---------+-----+-------+----------+----------------+----------------+----------------+
//! bound: 0 = empty slot, 1 = upper, 2 = lower, 3 = exact; depth is stored + DEPTH_OFFSET.
//! ```
//!
//! Buckets hold four entries (64 bytes, one cache line). The bucket of a key is
//! `(key * buckets) >> 64` (a multiply-high, so any table size works without a
//! power-of-two mask). Replacement inside a bucket: the entry of the same key if there
//! is one, else an empty one, else the one with the lowest `depth - 8 * relative age`.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

/// Entries per bucket.
const BUCKET_ENTRIES: usize = 4;
/// Stored depth = search depth + this, so quiescence depths (≤ 0) fit in a `u8`.
const DEPTH_OFFSET: i32 = 8;
/// Age is a 5-bit counter bumped once per search.
const AGE_CYCLE: u8 = 32;
/// An entry of an older search loses this much depth per search of age when choosing
/// which entry to replace (Stockfish and Viridithas use 8 in their depth units).
const AGE_WEIGHT: i32 = 8;
/// Entries sampled by `hashfull` (it reports per mille).
const HASHFULL_SAMPLE: usize = 1000;

/// One entry: the key-XOR-data check word and the data word.
#[derive(Default)]
struct Entry {
    check: AtomicU64,
    data: AtomicU64,
}

/// Four entries on one cache line.
#[derive(Default)]
#[repr(C, align(64))]
struct Bucket {
    entries: [Entry; BUCKET_ENTRIES],
}

const _: () = assert!(std::mem::size_of::<Entry>() == 16);
const _: () = assert!(std::mem::size_of::<Bucket>() == 64);

/// What a stored score means relative to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TtBound {
    /// The true score is at most the stored one (fail low).
    Upper = 1,
    /// The true score is at least the stored one (fail high).
    Lower = 2,
    /// The stored score is exact.
    Exact = 3,
}

/// A decoded table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TtEntry {
    /// Packed best move, 0 when none.
    pub packed_move: u16,
    /// Score, node-relative for mates (see `score::to_tt`).
    pub score: i32,
    /// Static evaluation of the position.
    pub eval: i32,
    /// Search depth of the score.
    pub depth: i32,
    /// How the score bounds the true value.
    pub bound: TtBound,
    /// The entry was stored by a PV node.
    pub was_pv: bool,
}

impl TtEntry {
    fn encode(self, age: u8) -> u64 {
        let depth = (self.depth + DEPTH_OFFSET).clamp(0, u8::MAX as i32) as u64;
        u64::from(self.packed_move)
            | u64::from(self.score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16) << 16
            | u64::from(self.eval.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16) << 32
            | depth << 48
            | (self.bound as u64) << 56
            | u64::from(self.was_pv) << 58
            | u64::from(age % AGE_CYCLE) << 59
    }

    fn decode(data: u64) -> Option<TtEntry> {
        let bound = match (data >> 56) & 3 {
            1 => TtBound::Upper,
            2 => TtBound::Lower,
            3 => TtBound::Exact,
            _ => return None,
        };
        Some(TtEntry {
            packed_move: data as u16,
            score: i32::from((data >> 16) as u16 as i16),
            eval: i32::from((data >> 32) as u16 as i16),
            depth: ((data >> 48) & 0xff) as i32 - DEPTH_OFFSET,
            bound,
            was_pv: (data >> 58) & 1 == 1,
        })
    }
}

fn age_of(data: u64) -> u8 {
    (data >> 59) as u8
}

fn stored_depth(data: u64) -> i32 {
    ((data >> 48) & 0xff) as i32
}

fn is_empty(data: u64) -> bool {
    (data >> 56) & 3 == 0
}

/// The shared hash table. Sized in MiB; resized only while no search runs (the
/// controller owns it in an `Arc` and builds a new one, or uses `resize` when it holds
/// the only reference).
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    megabytes: usize,
    age: AtomicU8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one bucket), all entries empty.
    pub fn new(megabytes: usize) -> TranspositionTable {
        let count = (megabytes.max(1) << 20) / std::mem::size_of::<Bucket>();
        // On 2 MiB pages where the system allows: a probe then rarely misses the TLB.
        let buckets = crate::core::large_pages::filled_vec(count, Bucket::default);
        TranspositionTable {
            buckets,
            megabytes: megabytes.max(1),
            age: AtomicU8::new(0),
        }
    }

    /// Size in MiB.
    pub fn megabytes(&self) -> usize {
        self.megabytes
    }

    /// Reallocates to `megabytes` MiB, emptying the table.
    pub fn resize(&mut self, megabytes: usize) {
        if megabytes.max(1) != self.megabytes {
            *self = TranspositionTable::new(megabytes);
        } else {
            self.clear();
        }
    }

    /// Forgets every entry and resets the age (new game), so that a search after
    /// `clear` behaves exactly like one on a fresh table.
    pub fn clear(&self) {
        // Large tables are cleared by a few threads, as Stockfish does with its pool.
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 8);
        let chunk = self.buckets.len().div_ceil(threads).max(1);
        std::thread::scope(|scope| {
            for part in self.buckets.chunks(chunk) {
                scope.spawn(move || {
                    for bucket in part {
                        for entry in &bucket.entries {
                            entry.check.store(0, Ordering::Relaxed);
                            entry.data.store(0, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        self.age.store(0, Ordering::Relaxed);
    }

    /// Marks the start of a new search: entries of earlier searches become older and are
    /// replaced first.
    pub fn new_search(&self) {
        let next = (self.age.load(Ordering::Relaxed) + 1) % AGE_CYCLE;
        self.age.store(next, Ordering::Relaxed);
    }

    /// Fill level in per mille: entries of the current search among the first
    /// `HASHFULL_SAMPLE` entries.
    pub fn hashfull(&self) -> u32 {
        let age = self.age.load(Ordering::Relaxed);
        let mut used = 0;
        let mut seen = 0;
        'outer: for bucket in &self.buckets {
            for entry in &bucket.entries {
                if seen == HASHFULL_SAMPLE {
                    break 'outer;
                }
                seen += 1;
                let data = entry.data.load(Ordering::Relaxed);
                if !is_empty(data) && age_of(data) == age {
                    used += 1;
                }
            }
        }
        (used * 1000 / seen.max(1)) as u32
    }

    fn bucket(&self, key: u64) -> &Bucket {
        // Multiply-high maps the key uniformly onto [0, len) for any length.
        let index = ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[index]
    }

    /// Asks the CPU to start loading the bucket of `key` into the cache, so that the
    /// `probe` of a node just entered finds it there: the search calls it right after
    /// making a move, and the child's repetition, declaration and check tests run while
    /// the line arrives. A probe's time was almost all the wait for this line (perf
    /// annotate of `kirin bench`: 97% on the two loads; `probe` was 15% of shogi and
    /// 12% of xiangqi search time). A hint only: it changes no result.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        crate::core::prefetch(self.bucket(key));
    }

    /// The entry stored for `key`, if any and not torn.
    pub fn probe(&self, key: u64) -> Option<TtEntry> {
        for entry in &self.bucket(key).entries {
            let data = entry.data.load(Ordering::Relaxed);
            let check = entry.check.load(Ordering::Relaxed);
            if check ^ data == key {
                return TtEntry::decode(data);
            }
        }
        None
    }

    /// Stores `new` for `key`. A missing move keeps the old move of the same position;
    /// a shallower non-exact result does not overwrite a deeper one of the same search.
    pub fn store(&self, key: u64, mut new: TtEntry) {
        let age = self.age.load(Ordering::Relaxed);
        let bucket = self.bucket(key);
        let mut victim = &bucket.entries[0];
        let mut victim_worth = i32::MAX;
        for entry in &bucket.entries {
            let data = entry.data.load(Ordering::Relaxed);
            let check = entry.check.load(Ordering::Relaxed);
            if check ^ data == key && !is_empty(data) {
                let old = TtEntry::decode(data).expect("non-empty entry decodes");
                if new.packed_move == 0 {
                    new.packed_move = old.packed_move;
                }
                let keep_old =
                    new.bound != TtBound::Exact && age_of(data) == age && new.depth + 2 < old.depth;
                if keep_old {
                    return;
                }
                victim = entry;
                break;
            }
            if is_empty(data) {
                victim = entry;
                break;
            }
            let relative_age = i32::from((AGE_CYCLE + age - age_of(data)) % AGE_CYCLE);
            let worth = stored_depth(data) - AGE_WEIGHT * relative_age;
            if worth < victim_worth {
                victim_worth = worth;
                victim = entry;
            }
        }
        let data = new.encode(age);
        victim.check.store(key ^ data, Ordering::Relaxed);
        victim.data.store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(depth: i32, score: i32, bound: TtBound, packed_move: u16) -> TtEntry {
        TtEntry {
            packed_move,
            score,
            eval: -17,
            depth,
            bound,
            was_pv: false,
        }
    }

    #[test]
    fn stores_and_probes_every_field() {
        let table = TranspositionTable::new(1);
        for (i, key) in [1u64, 0xdead_beef, u64::MAX, 0x8000_0000_0000_0000]
            .into_iter()
            .enumerate()
        {
            let e = TtEntry {
                packed_move: 0xabcd,
                score: -31_990 + i as i32,
                eval: 1234,
                depth: i as i32 - 1,
                bound: TtBound::Lower,
                was_pv: i % 2 == 0,
            };
            table.store(key, e);
            assert_eq!(table.probe(key), Some(e));
        }
        assert_eq!(table.probe(12345), None);
    }

    #[test]
    fn a_torn_entry_is_rejected() {
        let table = TranspositionTable::new(1);
        let key = 0x1234_5678_9abc_def0;
        table.store(key, entry(5, 100, TtBound::Exact, 7));
        // Simulate a racing writer that replaced only the data word.
        let slot = table
            .bucket(key)
            .entries
            .iter()
            .find(|e| e.data.load(Ordering::Relaxed) != 0)
            .unwrap();
        let other = entry(9, -40, TtBound::Upper, 3).encode(0);
        slot.data.store(other, Ordering::Relaxed);
        assert_eq!(table.probe(key), None);
    }

    #[test]
    fn replacement_prefers_shallow_and_old_entries() {
        let table = TranspositionTable::new(1);
        let len = table.buckets.len() as u128;
        // Five keys that fall in bucket 0: (key * len) >> 64 == 0 for small keys.
        let keys: Vec<u64> = (1..=5).collect();
        assert!(keys.iter().all(|&k| (u128::from(k) * len) >> 64 == 0));
        for (i, &k) in keys[..4].iter().enumerate() {
            table.store(k, entry(10 - i as i32, 0, TtBound::Exact, 1));
        }
        // The shallowest (depth 7, key 4) gives way to the fifth key.
        table.store(keys[4], entry(9, 0, TtBound::Exact, 1));
        assert!(table.probe(4).is_none());
        assert!(table.probe(5).is_some() && table.probe(1).is_some());
        // After a few searches the deep but old entries go before fresh shallow ones.
        for _ in 0..3 {
            table.new_search();
        }
        table.store(6, entry(2, 0, TtBound::Exact, 1));
        table.store(7, entry(2, 0, TtBound::Exact, 1));
        assert!(table.probe(6).is_some() && table.probe(7).is_some());
    }

    #[test]
    fn same_key_keeps_move_and_deeper_result() {
        let table = TranspositionTable::new(1);
        table.store(42, entry(8, 50, TtBound::Lower, 99));
        table.store(42, entry(3, 10, TtBound::Upper, 0));
        assert_eq!(
            table.probe(42).unwrap().depth,
            8,
            "shallow bound does not overwrite"
        );
        table.store(42, entry(3, 10, TtBound::Exact, 0));
        let e = table.probe(42).unwrap();
        assert_eq!(
            (e.depth, e.packed_move),
            (3, 99),
            "exact overwrites, keeps the move"
        );
    }

    #[test]
    fn clear_and_hashfull() {
        let table = TranspositionTable::new(1);
        assert_eq!(table.hashfull(), 0);
        for k in 0..200_000u64 {
            table.store(
                k.wrapping_mul(0x9e37_79b9_7f4a_7c15),
                entry(1, 0, TtBound::Exact, 1),
            );
        }
        assert!(table.hashfull() > 500);
        table.new_search();
        assert_eq!(table.hashfull(), 0, "only the current search counts");
        table.clear();
        assert!(table.probe(0x9e37_79b9_7f4a_7c15).is_none());
    }

    #[test]
    fn concurrent_writers_never_yield_a_mixed_entry() {
        let table = TranspositionTable::new(1);
        let key = 77u64;
        std::thread::scope(|s| {
            for t in 0..4u16 {
                let table = &table;
                s.spawn(move || {
                    for i in 0..20_000 {
                        // Each writer stores entries whose fields all agree with each other.
                        let v = i32::from(t) * 1000 + (i % 1000);
                        table.store(key, entry(v % 50, v, TtBound::Exact, v as u16 + 1));
                        if let Some(e) = table.probe(key) {
                            assert_eq!(i32::from(e.packed_move), e.score + 1);
                            assert_eq!(e.depth, e.score % 50);
                        }
                    }
                });
            }
        });
    }
}
