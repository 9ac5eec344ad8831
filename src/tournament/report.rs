//! Tallies finished games and prints them: the per-game line and progress line on stderr,
//! and on stdout the statistics of every encounter (W/D/L, Elo with 95% interval, LOS,
//! pentanomial pairs, SPRT), how games ended, and a crosstable for round-robins.

use super::stats::{Elo, Pentanomial, Sprt, Wdl, MIN_SAMPLES};
use crate::records::result::GameRecord;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Running totals of a run.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Engine names, in command-line order.
    pub names: Vec<String>,
    /// Results of engine `a` against engine `b` (a < b), from `a`'s view.
    pub encounters: BTreeMap<(usize, usize), Wdl>,
    /// Pair half-points of `a` for each finished pair, per encounter.
    pub pairs: BTreeMap<(usize, usize), Pentanomial>,
    /// Half-points of each started pair (pair id → (encounter, games seen, half-points of `a`)).
    open_pairs: BTreeMap<u64, ((usize, usize), u8, u8)>,
    /// Games in each pair of the schedule (1 or 2).
    pair_sizes: BTreeMap<u64, u8>,
    /// Endings seen, by name, with a count.
    pub endings: BTreeMap<String, u64>,
    /// Games lost because an engine broke the rules or the protocol, per engine.
    pub errors: Vec<u64>,
    /// Games counted.
    pub games: u64,
}

impl Tally {
    /// An empty tally; `pair_sizes` maps each pair id of the schedule to its game count.
    pub fn new(names: Vec<String>, pair_sizes: BTreeMap<u64, u8>) -> Tally {
        let errors = vec![0; names.len()];
        Tally {
            names,
            pair_sizes,
            errors,
            ..Tally::default()
        }
    }

    /// Counts one game.
    pub fn add(&mut self, record: &GameRecord) {
        let index = |name: &str| self.names.iter().position(|n| n == name);
        let (Some(p0), Some(p1)) = (index(&record.players[0]), index(&record.players[1])) else {
            return;
        };
        self.games += 1;
        let (a, b) = (p0.min(p1), p0.max(p1));
        let a_side = usize::from(p0 != a);
        let half = record.result.half_points(a_side);
        self.encounters.entry((a, b)).or_default().add(half);
        let key = format!("{}: {}", record.ending.name(), record.reason);
        *self.endings.entry(key).or_default() += 1;
        if record.ending.is_error() {
            for (side, &p) in [p0, p1].iter().enumerate() {
                if record.result.half_points(side) == 0 {
                    self.errors[p] += 1;
                }
            }
        }
        let size = self.pair_sizes.get(&record.pair).copied().unwrap_or(2);
        let entry = self.open_pairs.entry(record.pair).or_insert(((a, b), 0, 0));
        entry.1 += 1;
        entry.2 += half;
        if entry.1 == size && size == 2 {
            let (enc, _, points) = self.open_pairs.remove(&record.pair).expect("just inserted");
            self.pairs.entry(enc).or_default().add(points);
        }
    }

    /// Results of `a` against `b` from `a`'s view (any order).
    pub fn between(&self, a: usize, b: usize) -> (Wdl, Pentanomial) {
        let wdl = self
            .encounters
            .get(&(a.min(b), a.max(b)))
            .copied()
            .unwrap_or_default();
        let penta = self
            .pairs
            .get(&(a.min(b), a.max(b)))
            .copied()
            .unwrap_or_default();
        if a < b {
            (wdl, penta)
        } else {
            (wdl.flipped(), penta.flipped())
        }
    }

    /// Total errors.
    pub fn error_count(&self) -> u64 {
        self.errors.iter().sum()
    }
}

/// Rounds away a negative zero so that "-0.0" is never printed.
pub fn tidy(x: f64) -> f64 {
    if x.abs() < 0.05 {
        0.0
    } else {
        x
    }
}

/// An Elo estimate of the summary; `samples` names what was counted ("games", "pairs").
pub fn elo_text(e: Elo, samples: &str) -> String {
    match e {
        Elo::Estimate(e) if e.elo.is_finite() && e.low.is_finite() && e.high.is_finite() => {
            format!(
                "{:+.1} +/- {:.1} [{:+.1}, {:+.1}]",
                tidy(e.elo),
                e.margin(),
                tidy(e.low),
                tidy(e.high)
            )
        }
        Elo::Estimate(e) => format!("{:+.1} (interval unbounded)", tidy(e.elo)),
        Elo::NoSpread(elo) => {
            let one = samples.strip_suffix('s').unwrap_or(samples);
            format!(
                "{:+.1} (no interval: every {one} scored the same)",
                tidy(elo)
            )
        }
        Elo::TooFew => format!("n/a (needs {MIN_SAMPLES}+ {samples})"),
    }
}

/// The one-line progress summary for stderr.
pub fn progress_line(tally: &Tally, total: usize, running: usize) -> String {
    format!(
        "[{}/{}]{}",
        tally.games,
        total,
        progress_status(tally, running)
    )
}

/// The progress summary without the game count: the first two engines' score and Elo,
/// errors, games running (each part after a space).
pub fn progress_status(tally: &Tally, running: usize) -> String {
    let mut line = String::new();
    if tally.names.len() == 2 {
        let (wdl, _) = tally.between(0, 1);
        let elo = match wdl.elo() {
            Elo::Estimate(e) if e.elo.is_finite() => {
                let margin = if e.margin().is_finite() {
                    format!("{:.0}", e.margin())
                } else {
                    "inf".into()
                };
                format!("{:+.0} +/- {margin}", tidy(e.elo))
            }
            Elo::Estimate(e) => format!("{:+}", e.elo),
            Elo::NoSpread(elo) if elo.is_finite() => format!("{:+.0}", tidy(elo)),
            Elo::NoSpread(elo) => format!("{elo:+}"),
            Elo::TooFew => "n/a".into(),
        };
        let _ = write!(
            line,
            " {} vs {}: W {} D {} L {}  Elo {elo}",
            tally.names[0], tally.names[1], wdl.wins, wdl.draws, wdl.losses
        );
    }
    let _ = write!(line, "  errors {}  running {running}", tally.error_count());
    line
}

/// The cutechess-style line for one finished game.
pub fn game_line(record: &GameRecord, total: usize) -> String {
    format!(
        "Finished game {} of {} ({} vs {}): {} {{{}: {}}}",
        record.id + 1,
        total,
        record.players[0],
        record.players[1],
        record.result.text(),
        record.ending.name(),
        record.reason
    )
}

/// The full statistics block.
pub fn summary(tally: &Tally, sprt: Option<&Sprt>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Games: {}  errors: {}",
        tally.games,
        tally.error_count()
    );
    for (&(a, b), _) in tally.encounters.iter() {
        let (wdl, penta) = tally.between(a, b);
        let _ = writeln!(out, "{} vs {}:", tally.names[a], tally.names[b]);
        let score = wdl
            .score()
            .map_or("n/a".to_string(), |s| format!("{:.1}%", s * 100.0));
        let _ = writeln!(
            out,
            "  games {}  W {} D {} L {}  score {score}  draws {:.1}%",
            wdl.games(),
            wdl.wins,
            wdl.draws,
            wdl.losses,
            100.0 * wdl.draws as f64 / wdl.games().max(1) as f64
        );
        let _ = writeln!(
            out,
            "  Elo {} (95%, trinomial)",
            elo_text(wdl.elo(), "games")
        );
        let los = wdl
            .los()
            .map_or("n/a".to_string(), |l| format!("{:.1}%", l * 100.0));
        let _ = writeln!(out, "  LOS {los}");
        let p = penta.0;
        let _ = writeln!(
            out,
            "  pairs {}  pentanomial [LL {}, LD {}, DD/WL {}, WD {}, WW {}]  Elo {} (95%, pentanomial)",
            penta.pairs(),
            p[0],
            p[1],
            p[2],
            p[3],
            p[4],
            elo_text(penta.elo(), "pairs")
        );
        if let (Some(sprt), true) = (sprt, a == 0 && b == 1) {
            let st = sprt.status(&wdl, &penta);
            let verdict = match st.decision {
                Some(true) => "H1 accepted",
                Some(false) => "H0 accepted",
                None => "continue",
            };
            let _ = writeln!(
                out,
                "  SPRT elo0={} elo1={} alpha={} beta={}: LLR {:.2} [{:.2}, {:.2}] {verdict}",
                sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta, st.llr, st.lower, st.upper
            );
        }
    }
    if tally.names.len() > 2 {
        out.push_str(&crosstable(tally));
    }
    let _ = writeln!(out, "Endings:");
    for (what, n) in &tally.endings {
        let _ = writeln!(out, "  {n:5}  {what}");
    }
    for (name, n) in tally.names.iter().zip(&tally.errors) {
        if *n > 0 {
            let _ = writeln!(out, "  {name}: {n} games lost by errors");
        }
    }
    out
}

/// Crosstable: each engine's score against each other and in total.
pub fn crosstable(tally: &Tally) -> String {
    let n = tally.names.len();
    let width = tally
        .names
        .iter()
        .map(String::len)
        .max()
        .unwrap_or(4)
        .max(4);
    let mut out = format!("{:width$}", "", width = width + 4);
    for j in 0..n {
        let _ = write!(out, " {:>9}", format!("#{}", j + 1));
    }
    out.push_str("      total\n");
    for i in 0..n {
        let _ = write!(
            out,
            "#{:<2} {:width$}",
            i + 1,
            tally.names[i],
            width = width
        );
        let mut total = Wdl::default();
        for j in 0..n {
            if i == j {
                let _ = write!(out, " {:>9}", "-");
                continue;
            }
            let (wdl, _) = tally.between(i, j);
            total.wins += wdl.wins;
            total.draws += wdl.draws;
            total.losses += wdl.losses;
            let points = wdl.wins as f64 + 0.5 * wdl.draws as f64;
            let _ = write!(out, " {:>9}", format!("{points}/{}", wdl.games()));
        }
        let points = total.wins as f64 + 0.5 * total.draws as f64;
        let _ = writeln!(out, " {:>10}", format!("{points}/{}", total.games()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::result::{Ending, GameResult};

    fn game(
        id: u64,
        pair: u64,
        players: [&str; 2],
        result: GameResult,
        ending: Ending,
    ) -> GameRecord {
        GameRecord {
            id,
            round: 1,
            pair,
            players: [players[0].into(), players[1].into()],
            opening: None,
            start_fen: String::new(),
            standard_start: true,
            book_plies: 0,
            moves: vec![],
            times_ms: vec![],
            scores: vec![],
            result,
            ending,
            reason: "x".into(),
            detail: None,
            time_control: String::new(),
            date: String::new(),
        }
    }

    #[test]
    fn tallies_views_pairs_and_errors() {
        let sizes = BTreeMap::from([(0, 2), (1, 2)]);
        let mut t = Tally::new(vec!["A".into(), "B".into()], sizes);
        t.add(&game(
            0,
            0,
            ["A", "B"],
            GameResult::FirstWins,
            Ending::Rules,
        ));
        t.add(&game(1, 0, ["B", "A"], GameResult::Draw, Ending::Rules));
        t.add(&game(
            2,
            1,
            ["A", "B"],
            GameResult::SecondWins,
            Ending::TimeForfeit,
        ));
        let (wdl, penta) = t.between(0, 1);
        assert_eq!(
            wdl,
            Wdl {
                wins: 1,
                draws: 1,
                losses: 1
            }
        );
        assert_eq!(penta, Pentanomial([0, 0, 0, 1, 0]));
        assert_eq!(
            t.between(1, 0).0,
            Wdl {
                wins: 1,
                draws: 1,
                losses: 1
            }
        );
        assert_eq!(t.between(1, 0).1, Pentanomial([0, 1, 0, 0, 0]));
        assert_eq!(t.errors, [1, 0]);
        t.add(&game(
            3,
            1,
            ["B", "A"],
            GameResult::FirstWins,
            Ending::Rules,
        ));
        assert_eq!(t.between(0, 1).1, Pentanomial([1, 0, 0, 1, 0]));
        let text = summary(&t, None);
        assert!(text.contains("W 1 D 1 L 2"), "{text}");
    }

    /// The summary after these games (pairs of two, A and B alternating colours), with A's
    /// result of each game.
    fn summary_of(results: &[GameResult]) -> String {
        let sizes = (0..results.len() as u64 / 2 + 1).map(|p| (p, 2)).collect();
        let mut t = Tally::new(vec!["A".into(), "B".into()], sizes);
        for (i, &result) in results.iter().enumerate() {
            let i = i as u64;
            let players = if i.is_multiple_of(2) {
                ["A", "B"]
            } else {
                ["B", "A"]
            };
            let result = match (i % 2, result) {
                (1, GameResult::FirstWins) => GameResult::SecondWins,
                (1, GameResult::SecondWins) => GameResult::FirstWins,
                (_, r) => r,
            };
            t.add(&game(i, i / 2, players, result, Ending::Rules));
        }
        summary(&t, None)
    }

    fn elo_line<'a>(text: &'a str, model: &str) -> &'a str {
        text.lines()
            .find(|l| l.contains(&format!("(95%, {model})")))
            .unwrap_or_else(|| panic!("no {model} line in\n{text}"))
    }

    #[test]
    fn no_interval_from_one_or_two_games_or_pairs() {
        use GameResult::{Draw, FirstWins as Win, SecondWins as Loss};
        for results in [
            &[Win][..],
            &[Draw],
            &[Win, Win],
            &[Draw, Draw],
            &[Win, Loss],
        ] {
            let text = summary_of(results);
            let tri = elo_line(&text, "trinomial");
            assert!(
                tri.contains("Elo n/a (needs 3+ games)"),
                "{results:?}: {tri}"
            );
            let penta = elo_line(&text, "pentanomial");
            assert!(
                penta.contains("Elo n/a (needs 3+ pairs)"),
                "{results:?}: {penta}"
            );
        }
        // Two pairs (WW, DD): still too few pairs, while 4 games give a trinomial interval.
        let text = summary_of(&[Win, Win, Draw, Draw]);
        let penta = elo_line(&text, "pentanomial");
        assert!(penta.contains("Elo n/a (needs 3+ pairs)"), "{penta}");
        let tri = elo_line(&text, "trinomial");
        assert!(tri.contains("+/- ") && !tri.contains("n/a"), "{tri}");
    }

    #[test]
    fn no_zero_width_interval_when_every_sample_scored_the_same() {
        let text = summary_of(&[GameResult::Draw; 6]);
        for model in ["trinomial", "pentanomial"] {
            let line = elo_line(&text, model);
            assert!(!line.contains("+/- 0.0"), "{line}");
            assert!(line.contains("Elo +0.0 (no interval: every "), "{line}");
        }
        // Three pairs, one of each kind: a real interval.
        let text = summary_of(&[
            GameResult::FirstWins,
            GameResult::FirstWins,
            GameResult::Draw,
            GameResult::Draw,
            GameResult::FirstWins,
            GameResult::SecondWins,
        ]);
        let penta = elo_line(&text, "pentanomial");
        assert!(penta.contains("+/- ") && !penta.contains("n/a"), "{penta}");
    }

    #[test]
    fn crosstable_totals() {
        let mut t = Tally::new(vec!["A".into(), "B".into(), "C".into()], BTreeMap::new());
        t.add(&game(
            0,
            0,
            ["A", "B"],
            GameResult::FirstWins,
            Ending::Rules,
        ));
        t.add(&game(1, 0, ["C", "A"], GameResult::Draw, Ending::Rules));
        let table = crosstable(&t);
        let a_row = table.lines().find(|l| l.contains(" A ")).unwrap();
        assert!(a_row.trim_end().ends_with("1.5/2"), "{table}");
    }
}
