//! `kirin report -html FILE`: a match's results as one self-contained HTML page.
//!
//! The page holds the statistics block `kirin report` prints (the same text), then the
//! same figures as tables and charts: the crosstable (round-robins), W/D/L and Elo with its
//! 95 % interval per encounter with an error-bar chart, the SPRT log-likelihood ratio and
//! the Elo estimate over the games, the endings, and a table of every game linking to its
//! record file (CSA, KIF, PGN) when the record directories are named and the file exists.
//! The charts are inline SVG drawn with `plotters`; there is no script, stylesheet, font
//! or image outside the file.
//!
//! The results files do not keep a match's SPRT bounds: the LLR chart uses the hypothesis
//! given with `-sprt` (the syntax of `kirin match`), or else [`DEFAULT_SPRT`], which the
//! page names. Games are counted in game-id order, the order of the schedule.

use super::merge::Merged;
use super::report::{self, Tally};
use super::stats::{Elo, EloEstimate, Sprt};
use crate::records::result;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Component, Path, PathBuf};

/// The hypothesis of the LLR chart when none is given: H0 Elo 0, H1 Elo 5, 5 % errors.
pub const DEFAULT_SPRT: Sprt = Sprt {
    elo0: 0.0,
    elo1: 5.0,
    alpha: 0.05,
    beta: 0.05,
};

/// Charted Elo values are clipped to this magnitude (a few games can give ±1000 and more).
const ELO_CLIP: f64 = 800.0;

/// Where a match wrote its game records (`kirin match -pgnout / -csaout / -kifout`).
#[derive(Clone, Debug, Default)]
pub struct RecordPlaces {
    /// The PGN file (all games in one file).
    pub pgn: Option<PathBuf>,
    /// The CSA directory.
    pub csa: Option<PathBuf>,
    /// The KIF directory (`.kif` or `.kifu` files).
    pub kif: Option<PathBuf>,
}

impl RecordPlaces {
    /// The record files of game `id` that exist, with a label.
    fn of(&self, id: u64) -> Vec<(&'static str, PathBuf)> {
        let mut found = Vec::new();
        let files = [
            (self.csa.as_ref(), "csa", "CSA"),
            (self.kif.as_ref(), "kif", "KIF"),
            (self.kif.as_ref(), "kifu", "KIF"),
        ];
        for (dir, extension, label) in files {
            if let Some(dir) = dir {
                let path = dir.join(result::file_name(id, extension));
                if path.is_file() {
                    found.push((label, path));
                }
            }
        }
        if let Some(pgn) = self.pgn.as_ref().filter(|p| p.is_file()) {
            found.push(("PGN", pgn.clone()));
        }
        found
    }
}

/// What the page shows beyond the games themselves.
pub struct PageInput<'a> {
    /// The merged games and engine names.
    pub merged: &'a Merged,
    /// The results files read, as given.
    pub sources: &'a [PathBuf],
    /// The SPRT hypothesis given with `-sprt`, if any.
    pub sprt: Option<&'a Sprt>,
    /// Where the records are.
    pub records: &'a RecordPlaces,
    /// The page's own path (links are relative to its directory).
    pub page_path: &'a Path,
}

/// Escapes text for HTML content and attribute values.
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `target` relative to directory `from` (both made absolute first), as a URL path with
/// every byte outside the unreserved set percent-encoded.
fn relative_url(from: &Path, target: &Path) -> String {
    let absolute = |p: &Path| {
        p.canonicalize().unwrap_or_else(|_| {
            std::env::current_dir()
                .map(|d| d.join(p))
                .unwrap_or_else(|_| p.to_path_buf())
        })
    };
    let (from, target) = (absolute(from), absolute(target));
    let from: Vec<Component> = from.components().collect();
    let to: Vec<Component> = target.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".into(); from.len() - common];
    parts.extend(
        to[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    let mut url = String::new();
    for byte in parts.join("/").bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            url.push(byte as char);
        } else {
            let _ = write!(url, "%{byte:02X}");
        }
    }
    url
}

/// One encounter's figures after each game: (game number, value).
#[derive(Default)]
struct Series {
    llr: Vec<(f64, f64)>,
    elo: BTreeMap<(usize, usize), Vec<(f64, EloEstimate)>>,
}

/// The LLR of the first two engines and every encounter's Elo estimate after each game, in
/// game-id order.
fn series(merged: &Merged, sprt: &Sprt) -> Series {
    let mut tally = Tally::new(merged.names.clone(), BTreeMap::new());
    let mut out = Series::default();
    for (n, record) in merged.games.values().enumerate() {
        tally.add(record);
        let x = (n + 1) as f64;
        if merged.names.len() >= 2 {
            let (wdl, penta) = tally.between(0, 1);
            out.llr.push((x, sprt.status(&wdl, &penta).llr));
        }
        let encounters: Vec<(usize, usize)> = tally.encounters.keys().copied().collect();
        for (a, b) in encounters {
            if let Some(e) = tally.between(a, b).0.elo().estimate() {
                if e.elo.is_finite() {
                    out.elo.entry((a, b)).or_default().push((x, e));
                }
            }
        }
    }
    out
}

/// The colour of series `i`.
fn colour(i: usize) -> RGBColor {
    const COLOURS: [RGBColor; 6] = [
        RGBColor(31, 119, 180),
        RGBColor(214, 39, 40),
        RGBColor(44, 160, 44),
        RGBColor(148, 103, 189),
        RGBColor(255, 127, 14),
        RGBColor(23, 190, 207),
    ];
    COLOURS[i % COLOURS.len()]
}

/// Draws into an SVG string of the given size; plotters' errors become text.
fn svg(
    size: (u32, u32),
    draw: impl FnOnce(&DrawingArea<SVGBackend, Shift>) -> Result<(), String>,
) -> Result<String, String> {
    let mut text = String::new();
    {
        let root = SVGBackend::with_string(&mut text, size).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        draw(&root)?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(text)
}

/// A chart error as text.
fn chart_error<E: std::error::Error + Send + Sync>(
    e: plotters::drawing::DrawingAreaErrorKind<E>,
) -> String {
    format!("chart: {e}")
}

/// Range of `values` clipped to ±[`ELO_CLIP`], padded, never empty.
fn value_range(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (mut low, mut high) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in values.filter(|v| !v.is_nan()) {
        low = low.min(v.clamp(-ELO_CLIP, ELO_CLIP));
        high = high.max(v.clamp(-ELO_CLIP, ELO_CLIP));
    }
    if low > high {
        return (-1.0, 1.0);
    }
    let pad = ((high - low) * 0.08).max(1.0);
    (low - pad, high + pad)
}

/// Error bars of each encounter's Elo: trinomial (games) and pentanomial (pairs).
fn elo_bars_chart(tally: &Tally) -> Result<Option<String>, String> {
    let mut bars: Vec<(String, Option<EloEstimate>, Option<EloEstimate>)> = Vec::new();
    for &(a, b) in tally.encounters.keys() {
        let (wdl, penta) = tally.between(a, b);
        let bounded = |e: Elo| {
            e.estimate()
                .filter(|e| e.low.is_finite() && e.high.is_finite())
        };
        let label = format!("{} vs {}", tally.names[a], tally.names[b]);
        bars.push((label, bounded(wdl.elo()), bounded(penta.elo())));
    }
    let ends = bars
        .iter()
        .flat_map(|(_, t, p)| t.iter().chain(p.iter()))
        .flat_map(|e| [e.low, e.high, 0.0]);
    if bars.iter().all(|(_, t, p)| t.is_none() && p.is_none()) {
        return Ok(None);
    }
    let (low, high) = value_range(ends);
    let rows = bars.len() as f64;
    let height = 100 + 90 * bars.len() as u32;
    svg((900, height), |root| {
        let mut chart = ChartBuilder::on(root)
            .margin(12)
            .x_label_area_size(40)
            .caption("Elo, 95 % interval", ("sans-serif", 18))
            .build_cartesian_2d(low..high, -0.5..rows - 0.4)
            .map_err(chart_error)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .disable_y_axis()
            .x_label_formatter(&|x| format!("{x:.0}"))
            .label_style(("sans-serif", 13))
            .x_desc("Elo (first engine named)")
            .draw()
            .map_err(chart_error)?;
        chart
            .draw_series(LineSeries::new(
                [(0.0, -0.5), (0.0, rows - 0.4)],
                BLACK.mix(0.4),
            ))
            .map_err(chart_error)?;
        for (i, (label, tri, penta)) in bars.iter().enumerate() {
            let y = rows - 1.0 - i as f64;
            let clip = |v: f64| v.clamp(-ELO_CLIP, ELO_CLIP);
            for (e, dy, c, what) in [(tri, 0.1, 0, "games"), (penta, -0.2, 1, "pairs")] {
                if let Some(e) = e {
                    let style = colour(c).stroke_width(2);
                    chart
                        .draw_series([ErrorBar::new_horizontal(
                            y + dy,
                            clip(e.low),
                            clip(e.elo),
                            clip(e.high),
                            style,
                            10,
                        )])
                        .map_err(chart_error)?;
                    let text = format!(
                        "{what}: {:+.1} [{:+.1}, {:+.1}]",
                        report::tidy(e.elo),
                        report::tidy(e.low),
                        report::tidy(e.high)
                    );
                    chart
                        .draw_series([Text::new(
                            text,
                            (clip(e.low), y + dy + 0.17),
                            ("sans-serif", 12).into_font().color(&colour(c)),
                        )])
                        .map_err(chart_error)?;
                }
            }
            chart
                .draw_series([Text::new(
                    label.clone(),
                    (low, y + 0.45),
                    ("sans-serif", 14),
                )])
                .map_err(chart_error)?;
        }
        Ok(())
    })
    .map(Some)
}

/// One line of a chart: its label, its colour and its points (game number, value).
type Line = (String, RGBAColor, Vec<(f64, f64)>);

/// A line chart over the game numbers.
fn line_chart(caption: &str, y_desc: &str, games: usize, lines: &[Line]) -> Result<String, String> {
    let (low, high) = value_range(lines.iter().flat_map(|(_, _, p)| p.iter().map(|&(_, y)| y)));
    svg((900, 420), |root| {
        let mut chart = ChartBuilder::on(root)
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .caption(caption, ("sans-serif", 18))
            .build_cartesian_2d(0.0..games.max(1) as f64, low..high)
            .map_err(chart_error)?;
        chart
            .configure_mesh()
            .x_desc("games")
            .y_desc(y_desc)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .label_style(("sans-serif", 13))
            .draw()
            .map_err(chart_error)?;
        for (label, colour, points) in lines {
            let colour = *colour;
            let clipped = points.iter().map(|&(x, y)| (x, y.clamp(low, high)));
            chart
                .draw_series(LineSeries::new(clipped, colour.stroke_width(2)))
                .map_err(chart_error)?
                .label(label.clone())
                .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], colour));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .position(SeriesLabelPosition::UpperLeft)
            .draw()
            .map_err(chart_error)?;
        Ok(())
    })
}

/// The SPRT section: a sentence naming the hypothesis and the chart.
fn sprt_section(input: &PageInput, series: &Series, sprt: &Sprt) -> Result<String, String> {
    let mut out = String::from("<h2>SPRT</h2>\n");
    if input.merged.names.len() != 2 {
        out.push_str(
            "<p>No SPRT chart: the test compares two engines, and this match has more.</p>\n",
        );
        return Ok(out);
    }
    let given = if input.sprt.is_some() {
        "given with -sprt"
    } else {
        "the default; the results files do not keep a match's bounds, and kirin report -sprt \
         elo0=E0 elo1=E1 alpha=A beta=B sets them"
    };
    let status = hypothesis(sprt);
    let _ = writeln!(
        out,
        "<p>Log-likelihood ratio of {} against {} for {status} ({}), over the games in game-id \
         order; the test accepts H1 above the upper bound and H0 below the lower one.</p>",
        esc(&input.merged.names[0]),
        esc(&input.merged.names[1]),
        esc(given)
    );
    let games = series.llr.len();
    let (lower, upper) = {
        let s = sprt.status(&Default::default(), &Default::default());
        (s.lower, s.upper)
    };
    let flat = |v: f64| vec![(0.0, v), (games as f64, v)];
    let lines = [
        ("LLR".to_string(), colour(0).to_rgba(), series.llr.clone()),
        (
            format!("upper bound {upper:.2} (H1)"),
            colour(2).to_rgba(),
            flat(upper),
        ),
        (
            format!("lower bound {lower:.2} (H0)"),
            colour(1).to_rgba(),
            flat(lower),
        ),
    ];
    out.push_str(&line_chart(
        "SPRT log-likelihood ratio",
        "LLR",
        games,
        &lines,
    )?);
    out.push('\n');
    Ok(out)
}

/// The hypothesis in words.
fn hypothesis(sprt: &Sprt) -> String {
    format!(
        "H0: Elo {} against H1: Elo {}, alpha {}, beta {}",
        sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta
    )
}

/// The Elo-over-games section.
fn elo_section(tally: &Tally, series: &Series, games: usize) -> Result<String, String> {
    let mut out = String::from("<h2>Elo over the games</h2>\n");
    if series.elo.is_empty() {
        out.push_str("<p>No chart: no encounter has an Elo estimate yet.</p>\n");
        return Ok(out);
    }
    let mut lines = Vec::new();
    for (i, (&(a, b), points)) in series.elo.iter().enumerate() {
        let name = format!("{} vs {}", tally.names[a], tally.names[b]);
        let c = colour(i);
        lines.push((
            name,
            c.to_rgba(),
            points.iter().map(|&(x, e)| (x, e.elo)).collect(),
        ));
        if series.elo.len() == 1 {
            let band =
                |f: fn(&EloEstimate) -> f64| points.iter().map(|(x, e)| (*x, f(e))).collect();
            lines.push(("95 % low".into(), c.mix(0.35), band(|e| e.low)));
            lines.push(("95 % high".into(), c.mix(0.35), band(|e| e.high)));
        }
    }
    let _ = writeln!(
        out,
        "<p>Trinomial estimate after each game (from {} games on, once the games differ; \
         values and unbounded interval ends clipped to ±{ELO_CLIP}).</p>",
        super::stats::MIN_SAMPLES
    );
    out.push_str(&line_chart("Elo estimate", "Elo", games, &lines)?);
    out.push('\n');
    Ok(out)
}

/// The encounter table and the error-bar chart.
fn encounters_section(tally: &Tally) -> Result<String, String> {
    let mut out = String::from(
        "<h2>Elo per encounter</h2>\n<table><tr><th>encounter</th><th>games</th><th>W</th>\
         <th>D</th><th>L</th><th>score</th><th>Elo (95 %, trinomial)</th><th>LOS</th>\
         <th>pairs</th><th>Elo (95 %, pentanomial)</th></tr>\n",
    );
    for &(a, b) in tally.encounters.keys() {
        let (wdl, penta) = tally.between(a, b);
        let score = wdl
            .score()
            .map_or("n/a".to_string(), |s| format!("{:.1}%", s * 100.0));
        let los = wdl
            .los()
            .map_or("n/a".to_string(), |l| format!("{:.1}%", l * 100.0));
        let _ = writeln!(
            out,
            "<tr><td>{} vs {}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{score}</td>\
             <td>{}</td><td>{los}</td><td>{}</td><td>{}</td></tr>",
            esc(&tally.names[a]),
            esc(&tally.names[b]),
            wdl.games(),
            wdl.wins,
            wdl.draws,
            wdl.losses,
            esc(&report::elo_text(wdl.elo(), "games")),
            penta.pairs(),
            esc(&report::elo_text(penta.elo(), "pairs")),
        );
    }
    out.push_str("</table>\n");
    match elo_bars_chart(tally)? {
        Some(chart) => out.push_str(&chart),
        None => out.push_str("<p>No error bars: no encounter has an Elo estimate yet.</p>"),
    }
    out.push('\n');
    Ok(out)
}

/// The crosstable of a round-robin as an HTML table.
fn crosstable_section(tally: &Tally) -> String {
    let n = tally.names.len();
    let mut out = String::from("<h2>Crosstable</h2>\n<table><tr><th></th><th>engine</th>");
    for j in 0..n {
        let _ = write!(out, "<th>#{}</th>", j + 1);
    }
    out.push_str("<th>total</th></tr>\n");
    for i in 0..n {
        let _ = write!(
            out,
            "<tr><td>#{}</td><td>{}</td>",
            i + 1,
            esc(&tally.names[i])
        );
        let (mut points, mut games) = (0.0, 0);
        for j in 0..n {
            if i == j {
                out.push_str("<td>-</td>");
                continue;
            }
            let (wdl, _) = tally.between(i, j);
            let p = wdl.wins as f64 + 0.5 * wdl.draws as f64;
            points += p;
            games += wdl.games();
            let _ = write!(out, "<td>{p}/{}</td>", wdl.games());
        }
        let _ = writeln!(out, "<td>{points}/{games}</td></tr>");
    }
    out.push_str("</table>\n");
    out
}

/// The endings table.
fn endings_section(tally: &Tally) -> String {
    let mut out = String::from("<h2>Endings</h2>\n<table><tr><th>games</th><th>ending</th></tr>\n");
    for (what, n) in &tally.endings {
        let _ = writeln!(out, "<tr><td>{n}</td><td>{}</td></tr>", esc(what));
    }
    out.push_str("</table>\n");
    for (name, n) in tally.names.iter().zip(&tally.errors) {
        if *n > 0 {
            let _ = writeln!(out, "<p>{}: {n} games lost by errors</p>", esc(name));
        }
    }
    out
}

/// The table of every game, with links to the record files that exist.
fn games_section(input: &PageInput) -> String {
    let dir = input
        .page_path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut out = String::from(
        "<h2>Games</h2>\n<table><tr><th>game</th><th>round</th><th>first</th><th>second</th>\
         <th>result</th><th>plies</th><th>ending</th><th>record</th></tr>\n",
    );
    for record in input.merged.games.values() {
        let links: Vec<String> = input
            .records
            .of(record.id)
            .into_iter()
            .map(|(label, path)| {
                format!("<a href=\"{}\">{label}</a>", esc(&relative_url(dir, &path)))
            })
            .collect();
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>\
             <td>{}: {}{}</td><td>{}</td></tr>",
            record.id + 1,
            record.round,
            esc(&record.players[0]),
            esc(&record.players[1]),
            record.result.text(),
            record.moves.len(),
            record.ending.name(),
            esc(&record.reason),
            record
                .detail
                .as_ref()
                .map(|d| format!("<br><small>{}</small>", esc(d)))
                .unwrap_or_default(),
            links.join(" ")
        );
    }
    out.push_str("</table>\n");
    out
}

const STYLE: &str = "body{font-family:sans-serif;margin:2em;max-width:1000px;color:#222}\
table{border-collapse:collapse;margin:0.5em 0 1em}\
td,th{border:1px solid #bbb;padding:3px 8px;text-align:left}th{background:#eef}\
pre{background:#f6f6f6;padding:0.8em;border:1px solid #ddd;overflow-x:auto}svg{display:block;margin:0.5em 0}";

/// The whole page.
pub fn page(input: &PageInput) -> Result<String, String> {
    let merged = input.merged;
    let mut tally = Tally::new(merged.names.clone(), BTreeMap::new());
    for record in merged.games.values() {
        tally.add(record);
    }
    let sprt = input.sprt.copied().unwrap_or(DEFAULT_SPRT);
    let series = series(merged, &sprt);
    let title = format!("kirin report: {}", merged.names.join(", "));
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        esc(&title),
        esc(&title)
    );
    let scheduled = merged
        .scheduled
        .map_or(String::new(), |n| format!(" of {n} scheduled"));
    let sources: Vec<String> = input
        .sources
        .iter()
        .map(|p| esc(&p.display().to_string()))
        .collect();
    let _ = writeln!(
        out,
        "<p>{} games{scheduled}, from {}.</p>\n<h2>Summary</h2>\n<pre>{}</pre>",
        merged.games.len(),
        sources.join(", "),
        esc(&report::summary(&tally, input.sprt))
    );
    if tally.names.len() > 2 {
        out.push_str(&crosstable_section(&tally));
    }
    out.push_str(&encounters_section(&tally)?);
    out.push_str(&sprt_section(input, &series, &sprt)?);
    out.push_str(&elo_section(&tally, &series, merged.games.len())?);
    out.push_str(&endings_section(&tally));
    out.push_str(&games_section(input));
    out.push_str("</body>\n</html>\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_relative_links() {
        assert_eq!(esc("<a & \"b\">"), "&lt;a &amp; &quot;b&quot;&gt;");
        let base = std::env::temp_dir();
        assert_eq!(
            relative_url(&base.join("report"), &base.join("csa/game 1.csa")),
            "../csa/game%201.csa"
        );
        assert_eq!(relative_url(&base, &base.join("a.pgn")), "a.pgn");
    }

    #[test]
    fn value_ranges_are_clipped_and_never_empty() {
        assert_eq!(value_range([].into_iter()), (-1.0, 1.0));
        let (low, high) = value_range([f64::INFINITY, -5000.0, 10.0].into_iter());
        assert!(
            low < -ELO_CLIP && low > -ELO_CLIP * 1.2 && high > 10.0,
            "{low} {high}"
        );
    }
}
