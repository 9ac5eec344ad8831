//! Deterministic pseudo-random numbers for Zobrist keys and seeded tests.
//!
//! Keys come from SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
//! generators", OOPSLA 2014) evaluated in `const fn`, so every build on every machine has
//! the same keys and therefore the same `bench` signature. This module owns the generator
//! only; each game lays out its own key tables with [`table`].

/// Advances a SplitMix64 state and returns `(next_state, output)`.
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// `N` keys drawn from SplitMix64 starting at `seed`. Use a different seed per table.
pub const fn table<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, value) = splitmix64(state);
        state = next;
        out[i] = value;
        i += 1;
    }
    out
}

/// A 64-bit key of two 128-bit sets (bitboards of both sides): SplitMix64's output
/// function on each half in turn, so sets differing in any bit get unrelated keys.
pub const fn key_of_sets(first: u128, second: u128) -> u64 {
    let mut key = 0u64;
    let halves = [
        first as u64,
        (first >> 64) as u64,
        second as u64,
        (second >> 64) as u64,
    ];
    let mut i = 0;
    while i < halves.len() {
        key = splitmix64(key ^ halves[i]).1;
        i += 1;
    }
    key
}

/// A small seeded generator for tests, random walks and opening shuffles (not for keys).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = splitmix64(self.0);
        self.0 = state;
        value
    }

    /// A uniform number in `0..bound` (`bound` > 0), by Lemire's multiply-shift.
    pub fn below(&mut self, bound: u64) -> u64 {
        ((self.next_u64() as u128 * bound as u128) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_deterministic_and_distinct() {
        const A: [u64; 4] = table::<4>(1);
        let b = table::<4>(1);
        assert_eq!(A, b);
        assert_ne!(table::<4>(1), table::<4>(2));
        let mut sorted = A.to_vec();
        sorted.dedup();
        assert_eq!(sorted.len(), 4);
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Rng::new(7);
        assert!((0..1000).all(|_| rng.below(13) < 13));
    }
}
