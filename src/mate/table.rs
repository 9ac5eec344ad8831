//! The solver's own table of proof and disproof numbers, bounded in size.
//!
//! Owns storage and replacement only; what the numbers mean is `dfpn`'s business. The
//! table never grows: it is allocated once per `solve` from `MateLimits::table_megabytes`
//! and a full bucket evicts its least valuable entry (see [`Table::store`]).
//!
//! One entry per position key. Besides the two numbers an entry keeps one 16-bit `depth`
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
    /// Position key; 0 marks an empty slot (a real key of 0 is merely never cached).
    pub key: u64,
    /// Proof number.
    pub pn: u32,
    /// Disproof number.
    pub dn: u32,
    /// Nodes spent under this entry (saturated): the replacement priority.
    pub work: u32,
    /// See the type documentation.
    pub depth: u16,
}

const _: () = assert!(std::mem::size_of::<Entry>() == 24);

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
    entries: Vec<Entry>,
    bucket_mask: usize,
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
        Table::with_buckets(buckets)
    }

    /// A table of exactly `buckets` buckets (a power of two); tests use tiny ones to force
    /// replacement.
    pub fn with_buckets(buckets: usize) -> Table {
        assert!(buckets.is_power_of_two());
        Table {
            entries: vec![Entry::default(); buckets * BUCKET_SIZE],
            bucket_mask: buckets - 1,
        }
    }

    fn bucket(&self, key: u64) -> usize {
        // The low bits pick the bucket; the full key is compared in the entry.
        (key as usize & self.bucket_mask) * BUCKET_SIZE
    }

    /// Looks `key` up for a search with `remaining` plies left (UNLIMITED: no limit).
    pub fn probe(&self, key: u64, remaining: u16) -> Probe {
        let start = self.bucket(key);
        for entry in &self.entries[start..start + BUCKET_SIZE] {
            if entry.key != key {
                continue;
            }
            return if entry.pn == 0 {
                if entry.depth <= remaining {
                    Probe::Proven(entry.depth)
                } else {
                    Probe::Miss
                }
            } else if entry.dn == 0 {
                if entry.depth >= remaining {
                    Probe::Disproven(entry.depth)
                } else {
                    Probe::Miss
                }
            } else if entry.depth == remaining {
                Probe::Open(entry.pn, entry.dn)
            } else {
                Probe::Miss
            };
        }
        Probe::Miss
    }

    /// Stores a node. A proof never gives way to an unknown or a longer proof, and a
    /// disproof never to an unknown or a shallower disproof, of the same key. Otherwise a
    /// full bucket drops its entry with the least work, unknown entries first.
    pub fn store(&mut self, new: Entry) {
        let start = self.bucket(new.key);
        let bucket = &mut self.entries[start..start + BUCKET_SIZE];
        if let Some(old) = bucket.iter_mut().find(|e| e.key == new.key) {
            if keeps_over(old, &new) {
                old.work = old.work.max(new.work);
            } else {
                *old = new;
            }
            return;
        }
        // Choose the victim: empty first, then the unknown (open) entry with least work,
        // then the final entry with least work.
        let mut best = 0;
        let mut best_rank = (u8::MAX, u32::MAX);
        for (i, e) in bucket.iter().enumerate() {
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
        bucket[best] = new;
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

    fn open(key: u64, work: u32) -> Entry {
        Entry {
            key,
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
            pn: 0,
            dn: INFINITE,
            work: 1,
            depth: 5,
        });
        assert_eq!(table.probe(7, 5), Probe::Proven(5));
        assert_eq!(table.probe(7, UNLIMITED), Probe::Proven(5));
        assert_eq!(table.probe(7, 3), Probe::Miss);
        table.store(Entry {
            key: 9,
            pn: INFINITE,
            dn: 0,
            work: 1,
            depth: 6,
        });
        assert_eq!(table.probe(9, 6), Probe::Disproven(6));
        assert_eq!(table.probe(9, 2), Probe::Disproven(6));
        assert_eq!(table.probe(9, 7), Probe::Miss);
        assert_eq!(table.probe(9, UNLIMITED), Probe::Miss);
        table.store(open(11, 1));
        assert_eq!(table.probe(11, UNLIMITED), Probe::Open(3, 4));
        assert_eq!(table.probe(11, 4), Probe::Miss);
    }

    #[test]
    fn proofs_survive_and_size_is_bounded() {
        let mut table = Table::new(1);
        let len = table.entries.len();
        let buckets = (table.bucket_mask + 1) as u64;
        // Five keys in one bucket: the proof stays, the unknown with least work goes.
        table.store(Entry {
            key: 1,
            pn: 0,
            dn: INFINITE,
            work: 0,
            depth: 3,
        });
        for i in 1..=4u64 {
            table.store(open(1 + i * buckets, i as u32 * 10));
        }
        assert_eq!(table.entries.len(), len);
        assert_eq!(table.probe(1, UNLIMITED), Probe::Proven(3));
        assert_eq!(table.probe(1 + buckets, UNLIMITED), Probe::Miss);
        assert_eq!(table.probe(1 + 4 * buckets, UNLIMITED), Probe::Open(3, 4));
        // A longer proof does not replace a shorter one; a shorter one does.
        table.store(Entry {
            key: 1,
            pn: 0,
            dn: INFINITE,
            work: 0,
            depth: 9,
        });
        assert_eq!(table.probe(1, UNLIMITED), Probe::Proven(3));
        table.store(Entry {
            key: 1,
            pn: 0,
            dn: INFINITE,
            work: 0,
            depth: 1,
        });
        assert_eq!(table.probe(1, UNLIMITED), Probe::Proven(1));
        // An unknown never replaces a proof.
        table.store(open(1, 1_000_000));
        assert_eq!(table.probe(1, UNLIMITED), Probe::Proven(1));
    }
}
