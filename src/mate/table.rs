//! The solver's own table of proof and disproof numbers, bounded in size.
//!
//! Owns storage and replacement only; what the numbers mean is `dfpn`'s business. The
//! table starts small, doubles as it fills, and never grows past
//! `MateLimits::table_megabytes`; at the limit a full bucket evicts its least valuable
//! entry (see [`Table::store`]).
//!
//! One entry per position: the key of its board (`Game::hand_split`, which leaves the
//! pieces in hand out) and the attacker's hand. All hands of one board share a bucket, so
//! a probe also sees the entries of the same board with other hands and applies hand
//! dominance: a proof with a hand that the prober's hand covers proves the prober (the
//! attacker can play the same mate, and the defender has fewer pieces to drop), and a
//! disproof with a hand that covers the prober's disproves it. In xiangqi every hand is
//! 0 and this is plain equality.
//!
//! Besides the two numbers an entry keeps one 16-bit `depth`
//! whose meaning depends on the state (see [`Entry`]), so that searches with a ply limit
//! (UCI-X `go mate n`, shortest-mate re-searches) can reuse what an unlimited search or a
//! search with another limit has proven.

/// A proof or disproof number large enough to mean "infinite" (proven the other way).
pub const INFINITE: u32 = u32::MAX;
/// Sums of proof numbers saturate here, so that a non-final number never reads as infinite.
pub const NUMBER_CAP: u32 = INFINITE - 1;
/// `depth` value meaning "no ply limit" (unlimited search, or a disproof that holds at
/// every depth).
pub const UNLIMITED: u16 = u16::MAX;
/// Table size when the caller leaves `table_megabytes` at 0.
pub const DEFAULT_MEGABYTES: usize = 64;
/// The table starts at this many buckets (1.5 MiB) and doubles up to its limit as it
/// fills: a large table costs a page fault and a TLB miss on almost every access, which
/// made easy problems three times slower with a 64 MiB table than with a 2 MiB one.
const INITIAL_BUCKETS: usize = 1 << 14;
/// Entries per bucket: one cache line holds most of a bucket, and four choices keep
/// valuable proofs alive when the table is full.
const BUCKET_SIZE: usize = 4;

/// One stored node.
///
/// ```text
///   pn == 0         proven:    depth = length of the proof (plies, an upper bound on the
///                              shortest mate); usable when length <= remaining plies
///   dn == 0         disproven: depth = plies within which no mate exists (UNLIMITED:
///                              none at all); usable when remaining <= depth
///   otherwise       unknown:   depth = remaining plies of the search that stored it;
///                              usable only by a search with the same remaining plies
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    /// Board key (`Game::hand_split`); 0 marks an empty slot (a real key of 0 is merely
    /// never cached).
    pub key: u64,
    /// The attacker's hand, packed by `Game::hand_split`.
    pub hand: u32,
    /// Proof number.
    pub pn: u32,
    /// Disproof number.
    pub dn: u32,
    /// Nodes spent under this entry (saturated): the replacement priority.
    pub work: u32,
    /// See the type documentation.
    pub depth: u16,
}

/// An entry as stored: `[key, pn | dn << 32, work | depth << 32, hand]`. Plain `u64` words so
/// that the table is allocated zeroed by the allocator (`vec![[0; 3]; n]` becomes
/// `calloc`): pages the search never touches cost nothing, which matters for a
/// `go mate` that is solved in a millisecond with a 1 GiB `Hash`.
type Slot = [u64; 4];

impl Entry {
    fn load(slot: &Slot) -> Entry {
        Entry {
            key: slot[0],
            pn: slot[1] as u32,
            dn: (slot[1] >> 32) as u32,
            work: slot[2] as u32,
            depth: (slot[2] >> 32) as u16,
            hand: slot[3] as u32,
        }
    }

    fn save(&self) -> Slot {
        [
            self.key,
            self.pn as u64 | (self.dn as u64) << 32,
            self.work as u64 | (self.depth as u64) << 32,
            self.hand as u64,
        ]
    }
}

/// What a probe found, already judged against the prober's remaining plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// No usable entry.
    Miss,
    /// Proven, with the length of the stored proof.
    Proven(u16),
    /// Disproven for at least `depth` plies.
    Disproven(u16),
    /// Unknown, with the stored numbers.
    Open(u32, u32),
}

/// The bounded table.
pub struct Table {
    entries: Vec<Slot>,
    bucket_mask: usize,
    /// The size limit, in buckets.
    max_buckets: usize,
    /// Occupied slots, to know when to grow.
    used: usize,
}

impl Table {
    /// A table of at most `megabytes` MiB (0: [`DEFAULT_MEGABYTES`]); the bucket count is
    /// rounded down to a power of two.
    pub fn new(megabytes: usize) -> Table {
        let megabytes = if megabytes == 0 {
            DEFAULT_MEGABYTES
        } else {
            megabytes
        };
        let bytes = megabytes.saturating_mul(1 << 20);
        let buckets_wanted = (bytes / (BUCKET_SIZE * std::mem::size_of::<Entry>())).max(1);
        let buckets = if buckets_wanted.is_power_of_two() {
            buckets_wanted
        } else {
            buckets_wanted.next_power_of_two() / 2
        };
        let mut table = Table::with_buckets(buckets.min(INITIAL_BUCKETS));
        table.max_buckets = buckets;
        table
    }

    /// A table of exactly `buckets` buckets (a power of two) that never grows; tests use
    /// tiny ones to force replacement.
    pub fn with_buckets(buckets: usize) -> Table {
        assert!(buckets.is_power_of_two());
        Table {
            entries: vec![[0; 4]; buckets * BUCKET_SIZE],
            bucket_mask: buckets - 1,
            max_buckets: buckets,
            used: 0,
        }
    }

    /// Doubles the table when it is half full and below its limit. Each old
    /// bucket splits into two new ones by one more key bit, so nothing is lost.
    fn grow_if_full(&mut self) {
        let buckets = self.bucket_mask + 1;
        if buckets >= self.max_buckets || self.used * 2 < self.entries.len() {
            return;
        }
        let old = std::mem::replace(&mut self.entries, vec![[0; 4]; 2 * buckets * BUCKET_SIZE]);
        self.bucket_mask = 2 * buckets - 1;
        for slot in old.into_iter().filter(|slot| slot[0] != 0) {
            let start = self.bucket(slot[0]);
            let bucket = &mut self.entries[start..start + BUCKET_SIZE];
            if let Some(free) = bucket.iter_mut().find(|s| s[0] == 0) {
                *free = slot;
            }
        }
    }

    /// Occupied slots in per mille of the largest size the table may grow to.
    pub fn hashfull(&self) -> u32 {
        let capacity = self.max_buckets * BUCKET_SIZE;
        (self.used.min(capacity) * 1000 / capacity) as u32
    }

    fn bucket(&self, key: u64) -> usize {
        // Bits 16 and up pick the bucket (rule sets may keep the side to move in the
        // lowest bit); growing the table adds one more bit. The full key is compared in
        // the entry.
        ((key >> 16) as usize & self.bucket_mask) * BUCKET_SIZE
    }

    /// Looks the position with board key `key` and attacker's hand `hand` up for a search
    /// with `remaining` plies left (UNLIMITED: no limit). `covers(more, fewer)` is
    /// `Game::hand_covers`. A usable proof (the shortest) wins over a usable disproof
    /// (the deepest), which wins over the open numbers stored for this very hand.
    pub fn probe(
        &self,
        key: u64,
        hand: u32,
        remaining: u16,
        covers: impl Fn(u32, u32) -> bool,
    ) -> Probe {
        let start = self.bucket(key);
        let mut proven: Option<u16> = None;
        let mut disproven: Option<u16> = None;
        let mut open = None;
        for slot in &self.entries[start..start + BUCKET_SIZE] {
            if slot[0] != key {
                continue;
            }
            let entry = Entry::load(slot);
            let same = entry.hand == hand;
            if entry.pn == 0 {
                if entry.depth <= remaining && (same || covers(hand, entry.hand)) {
                    proven = Some(proven.map_or(entry.depth, |d| d.min(entry.depth)));
                }
            } else if entry.dn == 0 {
                if entry.depth >= remaining && (same || covers(entry.hand, hand)) {
                    disproven = Some(disproven.map_or(entry.depth, |d| d.max(entry.depth)));
                }
            } else if same && entry.depth == remaining {
                open = Some(Probe::Open(entry.pn, entry.dn));
            }
        }
        if let Some(length) = proven {
            Probe::Proven(length)
        } else if let Some(horizon) = disproven {
            Probe::Disproven(horizon)
        } else {
            open.unwrap_or(Probe::Miss)
        }
    }

    /// Stores a node. A proof never gives way to an unknown or a longer proof, and a
    /// disproof never to an unknown or a shallower disproof, of the same key. Otherwise a
    /// full bucket drops its entry with the least work, unknown entries first.
    pub fn store(&mut self, new: Entry) {
        let start = self.bucket(new.key);
        let bucket = &mut self.entries[start..start + BUCKET_SIZE];
        let same = |slot: &Slot| slot[0] == new.key && slot[3] as u32 == new.hand;
        if let Some(slot) = bucket.iter_mut().find(|slot| same(slot)) {
            let mut old = Entry::load(slot);
            if keeps_over(&old, &new) {
                old.work = old.work.max(new.work);
                *slot = old.save();
            } else {
                *slot = new.save();
            }
            return;
        }
        // Choose the victim: empty first, then the unknown (open) entry with least work,
        // then the final entry with least work.
        let mut best = 0;
        let mut best_rank = (u8::MAX, u32::MAX);
        for (i, slot) in bucket.iter().enumerate() {
            let e = Entry::load(slot);
            let rank = if e.key == 0 {
                (0, 0)
            } else if e.pn != 0 && e.dn != 0 {
                (1, e.work)
            } else {
                (2, e.work)
            };
            if rank < best_rank {
                best_rank = rank;
                best = i;
            }
        }
        if best_rank.0 == 0 {
            self.used += 1;
        }
        bucket[best] = new.save();
        self.grow_if_full();
    }
}

/// True when `old` (same key) is worth more than `new` and must stay.
fn keeps_over(old: &Entry, new: &Entry) -> bool {
    let old_final = old.pn == 0 || old.dn == 0;
    let new_final = new.pn == 0 || new.dn == 0;
    if old.pn == 0 && new.pn == 0 {
        return old.depth <= new.depth;
    }
    if old.dn == 0 && new.dn == 0 {
        return old.depth >= new.depth;
    }
    old_final && !new_final
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Probe with hand 0 (no hand dominance involved).
    fn probe(table: &Table, key: u64, remaining: u16) -> Probe {
        table.probe(key, 0, remaining, |a, b| a == b)
    }

    fn open(key: u64, work: u32) -> Entry {
        Entry {
            key,
            hand: 0,
            pn: 3,
            dn: 4,
            work,
            depth: UNLIMITED,
        }
    }

    #[test]
    fn probe_respects_remaining_plies() {
        let mut table = Table::new(1);
        table.store(Entry {
            key: 7,
            hand: 0,
            pn: 0,
            dn: INFINITE,
            work: 1,
            depth: 5,
        });
        assert_eq!(probe(&table, 7, 5), Probe::Proven(5));
        assert_eq!(probe(&table, 7, UNLIMITED), Probe::Proven(5));
        assert_eq!(probe(&table, 7, 3), Probe::Miss);
        table.store(Entry {
            key: 9,
            hand: 0,
            pn: INFINITE,
            dn: 0,
            work: 1,
            depth: 6,
        });
        assert_eq!(probe(&table, 9, 6), Probe::Disproven(6));
        assert_eq!(probe(&table, 9, 2), Probe::Disproven(6));
        assert_eq!(probe(&table, 9, 7), Probe::Miss);
        assert_eq!(probe(&table, 9, UNLIMITED), Probe::Miss);
        table.store(open(11, 1));
        assert_eq!(probe(&table, 11, UNLIMITED), Probe::Open(3, 4));
        assert_eq!(probe(&table, 11, 4), Probe::Miss);
    }

    #[test]
    fn proofs_survive_and_size_is_bounded() {
        let mut table = Table::new(1);
        let len = table.entries.len();
        let buckets = ((table.bucket_mask + 1) as u64) << 16;
        // Five keys in one bucket: the proof stays, the unknown with least work goes.
        table.store(Entry {
            key: 1,
            hand: 0,
            pn: 0,
            dn: INFINITE,
            work: 0,
            depth: 3,
        });
        for i in 1..=4u64 {
            table.store(open(1 + i * buckets, i as u32 * 10));
        }
        assert_eq!(table.entries.len(), len);
        assert_eq!(probe(&table, 1, UNLIMITED), Probe::Proven(3));
        assert_eq!(probe(&table, 1 + buckets, UNLIMITED), Probe::Miss);
        assert_eq!(probe(&table, 1 + 4 * buckets, UNLIMITED), Probe::Open(3, 4));
        // A longer proof does not replace a shorter one; a shorter one does.
        table.store(Entry {
            key: 1,
            hand: 0,
            pn: 0,
            dn: INFINITE,
            work: 0,
            depth: 9,
        });
        assert_eq!(probe(&table, 1, UNLIMITED), Probe::Proven(3));
        table.store(Entry {
            key: 1,
            hand: 0,
            pn: 0,
            dn: INFINITE,
            work: 0,
            depth: 1,
        });
        assert_eq!(probe(&table, 1, UNLIMITED), Probe::Proven(1));
        // An unknown never replaces a proof.
        table.store(open(1, 1_000_000));
        assert_eq!(probe(&table, 1, UNLIMITED), Probe::Proven(1));
    }

    #[test]
    fn grows_without_losing_entries_up_to_its_limit() {
        let mut table = Table::new(16);
        let limit = table.max_buckets * BUCKET_SIZE;
        assert_eq!(table.entries.len(), INITIAL_BUCKETS * BUCKET_SIZE);
        // Well-spread keys, half the limit: everything must still be there.
        let keys: Vec<u64> = (1..=limit as u64 / 2)
            .map(|i| crate::core::zobrist::splitmix64(i).1 | 1)
            .collect();
        for &key in &keys {
            table.store(open(key, 1));
        }
        assert!(table.entries.len() > INITIAL_BUCKETS * BUCKET_SIZE);
        assert!(table.entries.len() <= limit);
        let found = keys
            .iter()
            .filter(|&&k| probe(&table, k, UNLIMITED) != Probe::Miss)
            .count();
        // A cache: full buckets drop a few entries before each doubling.
        assert!(
            found * 10 >= keys.len() * 9,
            "{found} of {} kept",
            keys.len()
        );
        // Twice the limit: the size stays at the limit.
        for i in 0..2 * limit as u64 {
            table.store(open(
                crate::core::zobrist::splitmix64((i + 1) << 40).1 | 1,
                1,
            ));
        }
        assert_eq!(table.entries.len(), limit);
    }

    #[test]
    fn hand_dominance() {
        // Hands as bit sets here: `more` covers `fewer` when it has all of its bits.
        let covers = |more: u32, fewer: u32| more & fewer == fewer;
        let mut table = Table::new(1);
        let entry = |hand, pn, dn, depth| Entry {
            key: 5,
            hand,
            pn,
            dn,
            work: 1,
            depth,
        };
        // Proven with hand {a}: proves {a, b}, not {b}; only within the remaining plies.
        table.store(entry(0b01, 0, INFINITE, 7));
        assert_eq!(table.probe(5, 0b11, UNLIMITED, covers), Probe::Proven(7));
        assert_eq!(table.probe(5, 0b11, 5, covers), Probe::Miss);
        assert_eq!(table.probe(5, 0b10, UNLIMITED, covers), Probe::Miss);
        // Disproven with hand {b, c}: disproves {b}, not {a}.
        table.store(entry(0b110, INFINITE, 0, UNLIMITED));
        assert_eq!(
            table.probe(5, 0b010, 9, covers),
            Probe::Disproven(UNLIMITED)
        );
        assert_eq!(table.probe(5, 0b001, 9, covers), Probe::Proven(7));
        assert_eq!(table.probe(5, 0b1000, 9, covers), Probe::Miss);
        // Open numbers are for their own hand only.
        table.store(entry(0b1000, 2, 3, 9));
        assert_eq!(table.probe(5, 0b1000, 9, covers), Probe::Open(2, 3));
        assert_eq!(table.probe(5, 0b1001, 9, covers), Probe::Proven(7));
        // The same board with two hands keeps two entries.
        assert_eq!(table.probe(5, 0b01, UNLIMITED, covers), Probe::Proven(7));
        assert_eq!(
            table.probe(5, 0b110, 3, covers),
            Probe::Disproven(UNLIMITED)
        );
    }
}
