//! Kirin's handcrafted evaluation for shogi and xiangqi, with no neural network.
//!
//! The crate depends on nothing of Kirin's. Each game module defines a small read-only
//! `Board` view (side to move, piece on square, hand counts) and `evaluate` functions
//! over it; the engine implements the view for its positions. Scores are centipawn-like
//! and from the side to move's point of view.
//!
//! Every evaluation term is a linear *feature*: the term code reports "feature `i`
//! occurs `n` times for the first player (minus the second player's count)" to a
//! [`Sink`]. The engine's sink multiplies by the weight table at once; the tuner's sink
//! ([`Trace`]) records the counts so that a Texel fit can move the weights. One code
//! path thus serves play, the `eval` breakdown and tuning. The weights live in
//! `*/weights.rs`, written by `scripts/tune` through [`layout::write_weights_file`].

pub mod layout;
pub mod minishogi;
pub mod mode;
pub mod shogi;
pub mod xiangqi;

/// The bit of each of `N` squares, for boards stored as `u128` bit sets: a table lookup
/// is cheaper in the evaluation's loops than a variable 128-bit shift.
pub const fn square_bits<const N: usize>() -> [u128; N] {
    let mut out = [0u128; N];
    let mut square = 0;
    while square < N {
        out[square] = 1 << square;
        square += 1;
    }
    out
}

/// An evaluation in centipawn-like units, positive when good for the side to move.
pub type Eval = i32;

/// Receives the evaluation's features: `count` occurrences of weight `feature`,
/// counted from the first player's view (Black in shogi, Red in xiangqi).
pub trait Sink {
    /// Adds `count` occurrences of `feature`.
    fn add(&mut self, feature: usize, count: i32);
}

/// A sink that records the features, for the tuner and for tests.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// `(feature, count)` pairs in the order reported; a feature may repeat.
    pub entries: Vec<(u32, i32)>,
}

impl Sink for Trace {
    fn add(&mut self, feature: usize, count: i32) {
        if count != 0 {
            self.entries.push((feature as u32, count));
        }
    }
}

impl Trace {
    /// The recorded features with repeats summed and zero totals dropped, sorted.
    pub fn merged(&self) -> Vec<(u32, i32)> {
        let mut entries = self.entries.clone();
        entries.sort_unstable_by_key(|&(f, _)| f);
        let mut out: Vec<(u32, i32)> = Vec::with_capacity(entries.len());
        for (f, c) in entries {
            match out.last_mut() {
                Some(last) if last.0 == f => last.1 += c,
                _ => out.push((f, c)),
            }
        }
        out.retain(|&(_, c)| c != 0);
        out
    }
}
