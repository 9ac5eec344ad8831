//! Transposition table shared by all search threads (issue 5 fills in entries).
//! INTERIM: holds only its size so the controller can own and resize it.

/// The shared hash table. Sized in MiB; resized and cleared only while no search runs.
pub struct TranspositionTable {
    megabytes: usize,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB.
    pub fn new(megabytes: usize) -> TranspositionTable {
        TranspositionTable { megabytes }
    }

    /// Size in MiB.
    pub fn megabytes(&self) -> usize {
        self.megabytes
    }

    /// Forgets every entry (new game).
    pub fn clear(&self) {}

    /// Fill level in per mille, sampled.
    pub fn hashfull(&self) -> u32 {
        0
    }
}
