//! Match statistics: Elo difference with a 95% interval, likelihood of superiority,
//! pentanomial pair counts and the sequential probability ratio test.
//!
//! Models (textbook formulas, the ones cutechess-cli, fastchess and fishtest print):
//! * Elo from an expected score `s` is the logistic `-400 log10(1/s - 1)`; its 95% interval
//!   maps `s ± 1.96 σ/√n` through the same curve, with σ² the sample variance of the
//!   per-game scores (trinomial) or of the per-pair scores (pentanomial, which removes the
//!   opening's bias from the variance). With fewer than [`MIN_SAMPLES`] games (or pairs)
//!   the sample variance estimates nothing and no interval is given; nor is one when every
//!   sample scored the same, since a sample variance of 0 is not the true spread.
//! * LOS = Φ((W − L)/√(W + L)), the normal approximation, draws ignored.
//! * SPRT: the generalised SPRT of M. Van den Bergh as fishtest uses it, on logistic Elo:
//!   `LLR ≈ n (s1 − s0)(2 m − s0 − s1) / (2 σ²)` with `m`, `σ²` the sample mean and
//!   variance and `s0`, `s1` the scores of `elo0`, `elo1`; stop at `ln(β/(1−α))` (H0) or
//!   `ln((1−β)/α)` (H1).
//!
//! Pure arithmetic, no I/O.

/// Two-sided 95% normal quantile.
const Z_95: f64 = 1.959_963_984_540_054;

/// Fewest samples (games for the trinomial model, pairs for the pentanomial one) from which
/// an Elo estimate and its interval are given.
pub const MIN_SAMPLES: u64 = 3;

/// Wins, draws and losses of one engine against one opponent (or the field).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wdl {
    /// Wins.
    pub wins: u64,
    /// Draws.
    pub draws: u64,
    /// Losses.
    pub losses: u64,
}

impl Wdl {
    /// Games counted.
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Mean score per game (0..1); `None` with no games.
    pub fn score(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| (self.wins as f64 + 0.5 * self.draws as f64) / n as f64)
    }

    /// Adds one game from this engine's view (1, 0.5 or 0 points as 2, 1, 0 half-points).
    pub fn add(&mut self, half_points: u8) {
        match half_points {
            2 => self.wins += 1,
            1 => self.draws += 1,
            _ => self.losses += 1,
        }
    }

    /// The same games seen by the opponent.
    pub fn flipped(&self) -> Wdl {
        Wdl {
            wins: self.losses,
            draws: self.draws,
            losses: self.wins,
        }
    }

    /// Elo and its 95% interval from the trinomial model.
    pub fn elo(&self) -> Elo {
        let Some(s) = self.score().filter(|_| self.games() >= MIN_SAMPLES) else {
            return Elo::TooFew;
        };
        let n = self.games() as f64;
        let var = (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n;
        Elo::from_moments(n, s, var)
    }

    /// Likelihood of superiority (0..1); `None` when every game was drawn.
    pub fn los(&self) -> Option<f64> {
        let decisive = (self.wins + self.losses) as f64;
        (decisive > 0.0).then(|| {
            0.5 * (1.0 + erf((self.wins as f64 - self.losses as f64) / (2.0 * decisive).sqrt()))
        })
    }
}

/// Counts of game pairs (same opening, colours swapped) by the pair's total score for the
/// engine: index 0 = 0 points (LL), 1 = ½ (LD), 2 = 1 (DD or WL), 3 = 1½ (WD), 4 = 2 (WW).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u64; 5]);

impl Pentanomial {
    /// Adds a pair with this many half-points (0..=4).
    pub fn add(&mut self, half_points: u8) {
        self.0[usize::from(half_points.min(4))] += 1;
    }

    /// Number of pairs.
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    /// The same pairs seen by the opponent.
    pub fn flipped(&self) -> Pentanomial {
        let mut out = self.0;
        out.reverse();
        Pentanomial(out)
    }

    /// Mean and variance of the per-pair score (0..1 scale).
    fn moments(&self) -> Option<(f64, f64)> {
        let n = self.pairs() as f64;
        if n == 0.0 {
            return None;
        }
        let value = |i: usize| i as f64 / 4.0;
        let mean = (0..5).map(|i| self.0[i] as f64 * value(i)).sum::<f64>() / n;
        let var = (0..5)
            .map(|i| self.0[i] as f64 * (value(i) - mean).powi(2))
            .sum::<f64>()
            / n;
        Some((mean, var))
    }

    /// Elo and its 95% interval from the pentanomial model.
    pub fn elo(&self) -> Elo {
        match self.moments() {
            Some((mean, var)) if self.pairs() >= MIN_SAMPLES => {
                Elo::from_moments(self.pairs() as f64, mean, var)
            }
            _ => Elo::TooFew,
        }
    }
}

/// What a sample says about an Elo difference.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Elo {
    /// Fewer than [`MIN_SAMPLES`] samples: too few to estimate a variance.
    TooFew,
    /// Every sample scored the same: the point estimate (infinite at a 0% or 100% score)
    /// without an interval.
    NoSpread(f64),
    /// The estimate with its interval.
    Estimate(EloEstimate),
}

impl Elo {
    /// From `n` samples with mean score `mean` and sample variance `var`.
    fn from_moments(n: f64, mean: f64, var: f64) -> Elo {
        if var > 0.0 {
            Elo::Estimate(EloEstimate::from_score(mean, (var / n).sqrt()))
        } else {
            Elo::NoSpread(elo_from_score(mean))
        }
    }

    /// The interval estimate, if there is one.
    pub fn estimate(&self) -> Option<EloEstimate> {
        match self {
            Elo::Estimate(e) => Some(*e),
            _ => None,
        }
    }
}

/// An Elo difference with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// Point estimate (may be infinite at a 0% or 100% score).
    pub elo: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
}

impl EloEstimate {
    fn from_score(score: f64, standard_error: f64) -> EloEstimate {
        EloEstimate {
            elo: elo_from_score(score),
            low: elo_from_score(score - Z_95 * standard_error),
            high: elo_from_score(score + Z_95 * standard_error),
        }
    }

    /// Half the width of the interval, for the `±` form.
    pub fn margin(&self) -> f64 {
        (self.high - self.low) / 2.0
    }

    /// True when `elo` lies inside the interval.
    pub fn contains(&self, elo: f64) -> bool {
        self.low <= elo && elo <= self.high
    }
}

/// Logistic Elo difference of an expected score.
pub fn elo_from_score(score: f64) -> f64 {
    if score <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if score >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Expected score of a logistic Elo difference.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The error function by Abramowitz and Stegun 7.1.26 (|error| < 1.5e-7, plenty for a
/// percentage; `std` has no `erf`).
pub fn erf(x: f64) -> f64 {
    const P: f64 = 0.327_591_1;
    const A: [f64; 5] = [
        0.254_829_592,
        -0.284_496_736,
        1.421_413_741,
        -1.453_152_027,
        1.061_405_429,
    ];
    let sign = x.signum();
    let x = x.abs();
    let t = 1.0 / (1.0 + P * x);
    let poly = t * (A[0] + t * (A[1] + t * (A[2] + t * (A[3] + t * A[4]))));
    sign * (1.0 - poly * (-x * x).exp())
}

/// SPRT hypotheses and error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// Elo under H0.
    pub elo0: f64,
    /// Elo under H1.
    pub elo1: f64,
    /// False-positive rate.
    pub alpha: f64,
    /// False-negative rate.
    pub beta: f64,
}

/// State of a running SPRT.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtStatus {
    /// Log-likelihood ratio.
    pub llr: f64,
    /// Lower bound (accept H0 below it).
    pub lower: f64,
    /// Upper bound (accept H1 above it).
    pub upper: f64,
    /// `Some(true)`: H1 accepted; `Some(false)`: H0 accepted; `None`: continue.
    pub decision: Option<bool>,
}

impl Sprt {
    /// Checks the parameters.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, String> {
        let open = |p: f64| p > 0.0 && p < 0.5;
        if elo0 >= elo1 || !elo0.is_finite() || !elo1.is_finite() {
            return Err("sprt: elo0 must be smaller than elo1".into());
        }
        if !open(alpha) || !open(beta) {
            return Err("sprt: alpha and beta must lie in (0, 0.5)".into());
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The test on pairs when there are any, else on single games.
    pub fn status(&self, games: &Wdl, pairs: &Pentanomial) -> SprtStatus {
        let lower = (self.beta / (1.0 - self.alpha)).ln();
        let upper = ((1.0 - self.beta) / self.alpha).ln();
        let moments = if pairs.pairs() > 0 {
            pairs.moments().map(|(m, v)| (pairs.pairs() as f64, m, v))
        } else {
            games.score().map(|s| {
                let n = games.games() as f64;
                let var = (games.wins as f64 * (1.0 - s).powi(2)
                    + games.draws as f64 * (0.5 - s).powi(2)
                    + games.losses as f64 * s.powi(2))
                    / n;
                (n, s, var)
            })
        };
        // Identical samples (every pair won, or every game drawn) have no variance and the
        // approximation degenerates; one pseudo-loss and one pseudo-win regularise it.
        let moments = moments.map(|(n, mean, var)| {
            if var > 0.0 {
                return (n, mean, var);
            }
            let n1 = n + 2.0;
            let mean1 = (n * mean + 1.0) / n1;
            let var1 = (n * (mean - mean1).powi(2) + mean1.powi(2) + (1.0 - mean1).powi(2)) / n1;
            (n1, mean1, var1)
        });
        let llr = match moments {
            Some((n, mean, var)) if var > 0.0 => {
                let (s0, s1) = (score_from_elo(self.elo0), score_from_elo(self.elo1));
                n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
            }
            _ => 0.0,
        };
        let decision = if llr >= upper {
            Some(true)
        } else if llr <= lower {
            Some(false)
        } else {
            None
        };
        SprtStatus {
            llr,
            lower,
            upper,
            decision,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn elo_of_known_scores() {
        assert!(close(elo_from_score(0.5), 0.0, 1e-12));
        // 0.75 = 1/(1 + 10^(-x/400)) → x = 400 log10(3) = 190.848...
        assert!(close(elo_from_score(0.75), 190.848_501_887_864_98, 1e-9));
        assert!(close(score_from_elo(190.848_501_887_864_98), 0.75, 1e-12));
        assert_eq!(elo_from_score(1.0), f64::INFINITY);
    }

    #[test]
    fn trinomial_interval_matches_a_hand_computation() {
        // 60 W, 20 D, 20 L: s = 0.7, var = (60·0.09 + 20·0.04 + 20·0.49)/100 = 0.16,
        // se = 0.04, interval s ± 0.0784 → [0.6216, 0.7784].
        let wdl = Wdl {
            wins: 60,
            draws: 20,
            losses: 20,
        };
        let e = wdl.elo().estimate().unwrap();
        assert!(close(e.elo, elo_from_score(0.7), 1e-9));
        assert!(close(e.low, elo_from_score(0.7 - Z_95 * 0.04), 1e-9));
        assert!(close(e.high, elo_from_score(0.7 + Z_95 * 0.04), 1e-9));
        assert!(close(e.elo, 147.190_714_117_837_76, 1e-6));
    }

    #[test]
    fn los_of_known_counts() {
        // W 10, L 5: Φ(5/√15) = 0.5(1 + erf(5/√30)) = 0.901...
        let los = Wdl {
            wins: 10,
            draws: 3,
            losses: 5,
        }
        .los()
        .unwrap();
        assert!(close(los, 0.901_647_198_770_5, 1e-6), "{los}");
        assert!(close(
            Wdl {
                wins: 4,
                draws: 0,
                losses: 4
            }
            .los()
            .unwrap(),
            0.5,
            1e-9
        ));
        assert_eq!(
            Wdl {
                wins: 0,
                draws: 9,
                losses: 0
            }
            .los(),
            None
        );
        assert!(close(erf(1.0), 0.842_700_792_949_715, 2e-7));
        assert!(close(erf(-0.5), -0.520_499_877_813_047, 2e-7));
    }

    #[test]
    fn pentanomial_moments_and_flip() {
        // Pairs: 1×LL, 2×LD, 4×(DD|WL), 2×WD, 1×WW: symmetric, mean 0.5.
        let p = Pentanomial([1, 2, 4, 2, 1]);
        let e = p.elo().estimate().unwrap();
        assert!(close(e.elo, 0.0, 1e-9));
        // Squared deviations from 0.5 of 0, .25, .5, .75, 1: .25, .0625, 0, .0625, .25;
        // var = (1·.25 + 2·.0625 + 0 + 2·.0625 + 1·.25) / 10 = 0.075.
        let se = (0.075f64 / 10.0).sqrt();
        assert!(close(e.high, elo_from_score(0.5 + Z_95 * se), 1e-9));
        assert_eq!(p.flipped(), Pentanomial([1, 2, 4, 2, 1]));
        assert_eq!(
            Pentanomial([5, 0, 0, 0, 1]).flipped(),
            Pentanomial([1, 0, 0, 0, 5])
        );
    }

    #[test]
    fn no_interval_from_too_few_samples_or_identical_ones() {
        let wdl = |wins, draws, losses| Wdl {
            wins,
            draws,
            losses,
        };
        for few in [
            wdl(0, 0, 0),
            wdl(1, 0, 0),
            wdl(0, 1, 0),
            wdl(1, 0, 1),
            wdl(2, 0, 0),
        ] {
            assert_eq!(few.elo(), Elo::TooFew, "{few:?}");
        }
        assert_eq!(wdl(0, 3, 0).elo(), Elo::NoSpread(0.0));
        assert_eq!(wdl(4, 0, 0).elo(), Elo::NoSpread(f64::INFINITY));
        assert!(wdl(2, 0, 1).elo().estimate().is_some());
        for few in [
            [0, 0, 0, 0, 0],
            [0, 0, 0, 0, 1],
            [1, 0, 0, 0, 1],
            [0, 1, 0, 1, 0],
        ] {
            assert_eq!(Pentanomial(few).elo(), Elo::TooFew, "{few:?}");
        }
        assert_eq!(Pentanomial([0, 0, 3, 0, 0]).elo(), Elo::NoSpread(0.0));
        let e = Pentanomial([1, 0, 1, 0, 1]).elo().estimate().unwrap();
        assert!(
            e.low < 0.0 && e.high > 0.0 && close(e.elo, 0.0, 1e-9),
            "{e:?}"
        );
    }

    #[test]
    fn sprt_bounds_and_llr_of_a_hand_computation() {
        let sprt = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        let empty = sprt.status(&Wdl::default(), &Pentanomial::default());
        assert!(close(empty.lower, -2.944_438_979_166_44, 1e-9));
        assert!(close(empty.upper, 2.944_438_979_166_44, 1e-9));
        assert_eq!(empty.decision, None);
        // Trinomial: W 60 D 20 L 20 → n 100, mean .7, var .16;
        // s0 = .5, s1 = 1/(1+10^(-10/400)) = 0.514387...
        let s1 = score_from_elo(10.0);
        let expected = 100.0 * (s1 - 0.5) * (1.4 - 0.5 - s1) / (2.0 * 0.16);
        let st = sprt.status(
            &Wdl {
                wins: 60,
                draws: 20,
                losses: 20,
            },
            &Pentanomial::default(),
        );
        assert!(close(st.llr, expected, 1e-9));
        assert!(close(st.llr, 1.733_713_3, 1e-5), "{}", st.llr);
        assert_eq!(st.decision, None);
        // A clearly bad result accepts H0.
        let bad = sprt.status(
            &Wdl {
                wins: 100,
                draws: 0,
                losses: 300,
            },
            &Pentanomial::default(),
        );
        assert_eq!(bad.decision, Some(false));
        // Every pair won: no variance, yet the test must accept H1 (and all lost, H0).
        let sweep = sprt.status(
            &Wdl {
                wins: 80,
                draws: 0,
                losses: 0,
            },
            &Pentanomial([0, 0, 0, 0, 40]),
        );
        assert_eq!(sweep.decision, Some(true), "{sweep:?}");
        let swept = sprt.status(
            &Wdl {
                wins: 0,
                draws: 0,
                losses: 80,
            },
            &Pentanomial([40, 0, 0, 0, 0]),
        );
        assert_eq!(swept.decision, Some(false), "{swept:?}");
        // All draws score exactly H0's 50%: evidence for H0.
        let draws = sprt.status(
            &Wdl {
                wins: 0,
                draws: 40,
                losses: 0,
            },
            &Pentanomial([0, 0, 20, 0, 0]),
        );
        assert!(draws.llr < 0.0);
        assert!(Sprt::new(5.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.0, 0.05).is_err());
    }
}
