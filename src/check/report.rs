//! What `kirin check` prints and how it ends: the result of each check (a line as soon as
//! it is known, with the exchange that showed a failure under it), the closing table, the
//! response times, the summary and the exit status. Owns the result types; knows nothing
//! of protocols.

use crate::engine_client::process::Exchanged;
use std::time::Duration;

/// Lines of the exchange printed under a failure: the last few sent and received.
pub const EXCHANGE_SHOWN: usize = 10;

/// How one check came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The engine did what the protocol asks.
    Pass,
    /// It did not.
    Fail,
    /// The engine does not offer the feature (an optional one), and said so or behaved
    /// harmlessly when asked for it.
    NotSupported,
    /// A measurement, not a judgement (the response times).
    Info,
}

impl Verdict {
    /// The word in the report.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Pass => "PASS",
            Verdict::Fail => "FAIL",
            Verdict::NotSupported => "NOT SUPPORTED",
            Verdict::Info => "INFO",
        }
    }
}

/// What a check found, before it is timed and named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The verdict.
    pub verdict: Verdict,
    /// One line saying what happened.
    pub detail: String,
    /// Harmless oddities seen on the way (a stray `bestmove`, a slow answer).
    pub warnings: Vec<String>,
}

impl Found {
    /// A pass.
    pub fn pass(detail: impl Into<String>) -> Found {
        Found {
            verdict: Verdict::Pass,
            detail: detail.into(),
            warnings: Vec::new(),
        }
    }

    /// A failure.
    pub fn fail(detail: impl Into<String>) -> Found {
        Found {
            verdict: Verdict::Fail,
            detail: detail.into(),
            warnings: Vec::new(),
        }
    }

    /// An unsupported optional feature.
    pub fn unsupported(detail: impl Into<String>) -> Found {
        Found {
            verdict: Verdict::NotSupported,
            detail: detail.into(),
            warnings: Vec::new(),
        }
    }

    /// The same with a warning added.
    pub fn warn(mut self, warning: impl Into<String>) -> Found {
        self.warnings.push(warning.into());
        self
    }
}

/// One finished check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckResult {
    /// Number and name, e.g. `3 go byoyomi (startpos)`.
    pub name: String,
    /// True when the exit status depends on it.
    pub required: bool,
    /// What it found.
    pub found: Found,
    /// Wall time the check took.
    pub time: Duration,
    /// The last lines exchanged, for a failure.
    pub exchange: Vec<Exchanged>,
}

/// Latency samples of one kind of answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Latencies {
    samples: Vec<Duration>,
}

impl Latencies {
    /// Adds one measured answer time.
    pub fn add(&mut self, latency: Duration) {
        self.samples.push(latency);
    }

    /// Number of samples.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// True when nothing was measured.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// The median (the lower middle of an even count) and the maximum.
    pub fn median_max(&self) -> Option<(Duration, Duration)> {
        let mut sorted = self.samples.clone();
        sorted.sort();
        let max = *sorted.last()?;
        Some((sorted[(sorted.len() - 1) / 2], max))
    }

    /// `median 3 ms, max 9 ms (n=6)`, or `no samples`.
    pub fn describe(&self) -> String {
        match self.median_max() {
            Some((median, max)) => {
                format!("median {}, max {} (n={})", ms(median), ms(max), self.len())
            }
            None => "no samples".to_string(),
        }
    }
}

/// A duration as `12 ms` (fractions below 10 ms: `0.4 ms`).
pub fn ms(d: Duration) -> String {
    let value = d.as_secs_f64() * 1000.0;
    if value < 10.0 {
        format!("{value:.1} ms")
    } else {
        format!("{value:.0} ms")
    }
}

/// Every result of a run, printed as they come.
#[derive(Debug, Default)]
pub struct Report {
    results: Vec<CheckResult>,
}

impl Report {
    /// An empty report.
    pub fn new() -> Report {
        Report::default()
    }

    /// Records a result and prints it with its details.
    pub fn add(&mut self, result: CheckResult) {
        print!("{}", describe(&result));
        self.results.push(result);
    }

    /// The results so far.
    pub fn results(&self) -> &[CheckResult] {
        &self.results
    }

    /// 0 when every required check passed, else 1.
    pub fn exit_code(&self) -> i32 {
        let all_passed = self
            .results
            .iter()
            .filter(|r| r.required)
            .all(|r| r.found.verdict == Verdict::Pass);
        if all_passed {
            0
        } else {
            1
        }
    }

    /// The closing table and the summary line.
    pub fn table(&self) -> String {
        let width = self
            .results
            .iter()
            .map(|r| r.name.chars().count())
            .max()
            .unwrap_or(5)
            .max(5);
        let mut out = format!(
            "\n{:<width$}  {:<8}  {:<13}  {:>8}\n",
            "check", "required", "result", "time"
        );
        for r in &self.results {
            out.push_str(&format!(
                "{:<width$}  {:<8}  {:<13}  {:>8}\n",
                r.name,
                match (r.found.verdict, r.required) {
                    (Verdict::Info, _) => "-",
                    (_, true) => "yes",
                    (_, false) => "no",
                },
                r.found.verdict.word(),
                ms(r.time),
            ));
        }
        out.push_str(&self.summary());
        out.push('\n');
        out
    }

    /// `required 6/6 PASS; optional 7 PASS, 1 FAIL, 2 NOT SUPPORTED`.
    pub fn summary(&self) -> String {
        let count = |required: bool, verdict: Verdict| {
            self.results
                .iter()
                .filter(|r| r.required == required && r.found.verdict == verdict)
                .count()
        };
        let required = self.results.iter().filter(|r| r.required).count();
        format!(
            "required {}/{required} PASS; optional {} PASS, {} FAIL, {} NOT SUPPORTED",
            count(true, Verdict::Pass),
            count(false, Verdict::Pass),
            count(false, Verdict::Fail),
            count(false, Verdict::NotSupported),
        )
    }
}

/// The lines printed for one result: verdict, name and detail; warnings; under a failure,
/// the last lines exchanged.
pub fn describe(result: &CheckResult) -> String {
    let mut out = format!(
        "{:<13}  {}: {}\n",
        result.found.verdict.word(),
        result.name,
        result.found.detail
    );
    for warning in &result.found.warnings {
        out.push_str(&format!("               warning: {warning}\n"));
    }
    if result.found.verdict == Verdict::Fail && !result.exchange.is_empty() {
        out.push_str("               last lines exchanged (> sent, < received):\n");
        let skip = result.exchange.len().saturating_sub(EXCHANGE_SHOWN);
        for line in &result.exchange[skip..] {
            out.push_str(&format!("                 {line}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(name: &str, required: bool, verdict: Verdict) -> CheckResult {
        CheckResult {
            name: name.into(),
            required,
            found: Found {
                verdict,
                detail: "detail".into(),
                warnings: vec![],
            },
            time: Duration::from_millis(12),
            exchange: vec![
                Exchanged::Sent("isready".into()),
                Exchanged::Received("info string x".into()),
            ],
        }
    }

    #[test]
    fn the_exit_status_follows_the_required_checks_only() {
        let mut report = Report::new();
        report
            .results
            .push(result("1 handshake", true, Verdict::Pass));
        report
            .results
            .push(result("6 ponderhit", false, Verdict::Fail));
        report
            .results
            .push(result("3 go nodes", false, Verdict::NotSupported));
        assert_eq!(report.exit_code(), 0);
        assert_eq!(
            report.summary(),
            "required 1/1 PASS; optional 0 PASS, 1 FAIL, 1 NOT SUPPORTED"
        );
        report
            .results
            .push(result("2 isready", true, Verdict::Fail));
        assert_eq!(report.exit_code(), 1);
        let table = report.table();
        assert!(table.contains("2 isready    yes       FAIL"), "{table}");
    }

    #[test]
    fn a_failure_shows_its_exchange_and_a_pass_does_not() {
        let fail = describe(&result("2 isready", true, Verdict::Fail));
        assert!(
            fail.starts_with("FAIL           2 isready: detail\n"),
            "{fail}"
        );
        assert!(fail.contains("> isready\n") && fail.contains("< info string x\n"));
        let pass = describe(&result("2 isready", true, Verdict::Pass));
        assert_eq!(pass.lines().count(), 1);
    }

    #[test]
    fn medians_and_maxima() {
        let mut l = Latencies::default();
        assert_eq!(l.describe(), "no samples");
        for v in [5, 1, 30, 2] {
            l.add(Duration::from_millis(v));
        }
        assert_eq!(
            l.median_max(),
            Some((Duration::from_millis(2), Duration::from_millis(30)))
        );
        assert_eq!(l.describe(), "median 2.0 ms, max 30 ms (n=4)");
    }
}
