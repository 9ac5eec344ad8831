//! Texel tuner: fits the evaluation weights to game results through a logistic of the
//! score, then writes them back into the crate's `weights.rs`.
//!
//! ```text
//! tune --game xiangqi|shogi --data FILE [--epochs N] [--lr F] [--l2 F] [--write PATH]
//!      [--tables NAME,NAME...]   (tune only these tables; default all)
//!      [--refit-k N]             (refit K every N epochs; default 0 = never)
//! ```
//!
//! The data file has one position per line: `FEN-or-SFEN | result`, the result from the
//! first player's view (Red / Black): 1 win, 0.5 draw, 0 loss (scripts/tune/extract.py
//! writes it). Each position is read into the crate's own array board and traced once (the
//! evaluation's features with their counts), so an epoch is a sweep over small integer
//! vectors, spread over the cores in fixed chunks of samples whose sums are added in a
//! fixed order (the same numbers on any number of threads). The loss is the mean squared
//! error between the result and `1 / (1 + 10^(-K * eval / 400))`; K is fitted first to the
//! current weights and then kept (or, with `--refit-k N`, refitted to the moving weights
//! every N epochs: with a judge's soft labels the starting K mostly measures how noisy the
//! old weights are, and since the board material is fixed, a K frozen at that value would
//! keep the weights from ever reaching the judge's scale), the weights move by full-batch
//! Adam with an L2 pull towards their starting values (so weights the data rarely touches
//! stay at their hand-written values). One game in ten (games are separated by `# game`
//! lines) is held out and its loss reported, to show over-fitting.
//!
//! Bounds: tables marked `fixed` (the board material, the anchor of the scale) never move,
//! and a named (non-grid) weight never changes sign: the shogi and xiangqi maxims the
//! terms come from say which way each king-safety or attack term points, the data only
//! says how much it is worth, so a weight the data pushes across zero stops at zero.

use nnue_free_eval::layout::{offset, write_weights_file, Table};
use nnue_free_eval::{shogi, xiangqi};
use rayon::prelude::*;
use std::process::ExitCode;

/// One training position.
struct Sample {
    /// `(feature, count)` from the first player's view.
    features: Vec<(u16, i16)>,
    /// Interpolation weights of the parameter dimensions (opening/endgame, or just 1).
    blend: [f32; 2],
    /// Draw scale applied when the score favours the first / second player.
    scales: [f32; 2],
    /// Result from the first player's view.
    result: f32,
}

/// A game's parameter layout and starting weights.
struct Model {
    tables: &'static [Table],
    dims: usize,
    start: Vec<f64>,
}

struct Options {
    game: String,
    data: String,
    epochs: usize,
    lr: f64,
    l2: f64,
    write: Option<String>,
    tables: Option<Vec<String>>,
    refit_k: usize,
}

fn parse_args() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let mut options = Options {
        game: String::new(),
        data: String::new(),
        epochs: 300,
        lr: 1.0,
        l2: 1e-7,
        write: None,
        tables: None,
        refit_k: 0,
    };
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--game" => options.game = value()?,
            "--data" => options.data = value()?,
            "--epochs" => {
                options.epochs = value()?.parse().map_err(|e| format!("--epochs: {e}"))?
            }
            "--lr" => options.lr = value()?.parse().map_err(|e| format!("--lr: {e}"))?,
            "--l2" => options.l2 = value()?.parse().map_err(|e| format!("--l2: {e}"))?,
            "--write" => options.write = Some(value()?),
            "--refit-k" => {
                options.refit_k = value()?.parse().map_err(|e| format!("--refit-k: {e}"))?
            }
            "--tables" => options.tables = Some(value()?.split(',').map(str::to_string).collect()),
            _ => return Err(format!("unknown argument {flag}")),
        }
    }
    if options.game != "xiangqi" && options.game != "shogi" {
        return Err("--game must be xiangqi or shogi".into());
    }
    if options.data.is_empty() {
        return Err("--data FILE is required".into());
    }
    Ok(options)
}

fn compact(features: &[(u32, i32)]) -> Vec<(u16, i16)> {
    features
        .iter()
        .map(|&(f, c)| (f as u16, c.clamp(i16::MIN as i32, i16::MAX as i32) as i16))
        .collect()
}

/// Reads one data line into a sample, or says why it cannot.
fn read_sample(game: &str, line: &str) -> Result<Sample, String> {
    let (position, result) = line.rsplit_once('|').ok_or("no '|' separator")?;
    let result: f32 = result.trim().parse().map_err(|e| format!("result: {e}"))?;
    if !(0.0..=1.0).contains(&result) {
        return Err("result outside 0..1".into());
    }
    if game == "xiangqi" {
        let board =
            xiangqi::fen::ArrayBoard::from_fen(position.trim()).map_err(|e| e.to_string())?;
        let t = xiangqi::trace(&board);
        let p = t.phase as f32 / xiangqi::endgame::PHASE_MAX as f32;
        let scale = |s: i32| s as f32 / xiangqi::endgame::SCALE_MAX as f32;
        Ok(Sample {
            features: compact(&t.features),
            blend: [p, 1.0 - p],
            scales: [scale(t.red_scale), scale(t.black_scale)],
            result,
        })
    } else {
        let board =
            shogi::sfen::ArrayBoard::from_sfen(position.trim()).map_err(|e| e.to_string())?;
        let t = shogi::trace(&board);
        Ok(Sample {
            features: compact(&t.features),
            blend: [1.0, 0.0],
            scales: [1.0, 1.0],
            result,
        })
    }
}

fn model(game: &str) -> Model {
    if game == "xiangqi" {
        let start = xiangqi::params::WEIGHTS
            .iter()
            .flat_map(|s| [s.0 as f64, s.1 as f64])
            .collect();
        Model {
            tables: &xiangqi::params::TABLES,
            dims: 2,
            start,
        }
    } else {
        let start = shogi::params::WEIGHTS.iter().map(|&w| w as f64).collect();
        Model {
            tables: &shogi::params::TABLES,
            dims: 1,
            start,
        }
    }
}

/// The evaluation of `s` under `weights`, first player's view.
fn eval(s: &Sample, weights: &[f64], dims: usize) -> f64 {
    let mut raw = 0.0;
    for &(f, c) in &s.features {
        let base = f as usize * dims;
        let mut w = 0.0;
        for d in 0..dims {
            w += weights[base + d] * s.blend[d] as f64;
        }
        raw += w * c as f64;
    }
    raw * if raw > 0.0 { s.scales[0] } else { s.scales[1] } as f64
}

fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

/// Samples per work unit of [`loss`] and [`gradient`]. The chunks follow the sample order,
/// not the thread count, and their partial sums are added in chunk order, so a fit gives
/// bit-identical numbers from run to run and on any number of threads (rayon's default of
/// one per core, or `RAYON_NUM_THREADS`). 4096 samples are large enough that each chunk's
/// own gradient buffer (one per chunk, a few thousand `f64`) and the scheduling cost little
/// next to the work, and small enough that a data set of tens of thousands of positions
/// still splits into more chunks than there are cores.
const CHUNK: usize = 4096;

/// Sum of the squared errors over `samples`, one after another.
fn chunk_loss(samples: &[Sample], weights: &[f64], dims: usize, k: f64) -> f64 {
    samples
        .iter()
        .map(|s| {
            let d = s.result as f64 - sigmoid(k, eval(s, weights, dims));
            d * d
        })
        .fold(0.0, |sum, x| sum + x)
}

/// Mean squared error: chunks of [`CHUNK`] samples in parallel, their sums added in order.
fn loss(samples: &[Sample], weights: &[f64], dims: usize, k: f64) -> f64 {
    let partials: Vec<f64> = samples
        .par_chunks(CHUNK)
        .map(|chunk| chunk_loss(chunk, weights, dims, k))
        .collect();
    let sum = partials.iter().fold(0.0, |sum, x| sum + x);
    sum / samples.len().max(1) as f64
}

/// The K minimising the loss of the starting weights (golden-section search).
fn fit_k(samples: &[Sample], weights: &[f64], dims: usize) -> f64 {
    let (mut lo, mut hi) = (0.05f64, 5.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if loss(samples, weights, dims, a) < loss(samples, weights, dims, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Parameter index pairs a grid table must keep equal (left-right mirror images).
fn mirror_pairs(tables: &[Table]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for (t, table) in tables.iter().enumerate() {
        if let nnue_free_eval::layout::Shape::Grid { files, ranks } = table.shape {
            if table.mirrored {
                let start = offset(tables, t);
                for row in 0..ranks {
                    for col in 0..files / 2 {
                        pairs.push((
                            start + row * files + col,
                            start + row * files + files - 1 - col,
                        ));
                    }
                }
            }
        }
    }
    pairs
}

/// Parameters the fit must not move: fixed tables, and tables not chosen by `--tables`.
fn fixed_params(tables: &[Table], chosen: Option<&[String]>) -> Vec<usize> {
    let mut out = Vec::new();
    for (t, table) in tables.iter().enumerate() {
        if table.fixed || chosen.is_some_and(|names| !names.iter().any(|n| n == table.name)) {
            out.extend(offset(tables, t)..offset(tables, t) + table.len());
        }
    }
    out
}

/// `(parameter, sign)` of every non-zero named weight: the fit keeps each on its side of 0.
fn sign_bounds(tables: &[Table], dims: usize, start: &[f64]) -> Vec<(usize, f64)> {
    let mut out = Vec::new();
    for (t, table) in tables.iter().enumerate() {
        if let nnue_free_eval::layout::Shape::Named(_) = table.shape {
            let first = offset(tables, t) * dims;
            let entries = &start[first..first + table.len() * dims];
            for (i, &value) in entries.iter().enumerate() {
                if value != 0.0 {
                    out.push((first + i, value.signum()));
                }
            }
        }
    }
    out
}

/// Adds the gradient of the summed squared error over `samples` into `grad`.
fn chunk_gradient(samples: &[Sample], weights: &[f64], dims: usize, k: f64, grad: &mut [f64]) {
    let c = k * std::f64::consts::LN_10 / 400.0;
    for s in samples {
        let e = eval(s, weights, dims);
        let p = sigmoid(k, e);
        let scale = if e > 0.0 { s.scales[0] } else { s.scales[1] } as f64;
        // d/dw of (r - p)^2 = -2 (r - p) p (1 - p) c de/dw
        let common = -2.0 * (s.result as f64 - p) * p * (1.0 - p) * c * scale;
        for &(f, count) in &s.features {
            let base = f as usize * dims;
            for d in 0..dims {
                grad[base + d] += common * count as f64 * s.blend[d] as f64;
            }
        }
    }
}

/// Gradient of [`loss`] into `grad`: each chunk of [`CHUNK`] samples fills its own buffer
/// in parallel, and the buffers are added in chunk order.
fn gradient(samples: &[Sample], weights: &[f64], dims: usize, k: f64, grad: &mut [f64]) {
    let partials: Vec<Vec<f64>> = samples
        .par_chunks(CHUNK)
        .map(|chunk| {
            let mut partial = vec![0.0; grad.len()];
            chunk_gradient(chunk, weights, dims, k, &mut partial);
            partial
        })
        .collect();
    grad.iter_mut().for_each(|g| *g = 0.0);
    for partial in &partials {
        for (g, p) in grad.iter_mut().zip(partial) {
            *g += p;
        }
    }
    let n = samples.len().max(1) as f64;
    grad.iter_mut().for_each(|g| *g /= n);
}

fn run(options: &Options) -> Result<(), String> {
    let text =
        std::fs::read_to_string(&options.data).map_err(|e| format!("{}: {e}", options.data))?;
    let (mut train, mut valid) = (Vec::new(), Vec::new());
    let mut refused = 0;
    // "# game" comment lines separate games; whole games go to validation (every tenth),
    // so that no game's result is seen in both sets.
    let mut game = 0usize;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("# game") {
            game += 1;
            continue;
        }
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        match read_sample(&options.game, line) {
            Ok(s) if game % 10 == 9 => valid.push(s),
            Ok(s) => train.push(s),
            Err(e) => {
                refused += 1;
                if refused <= 5 {
                    eprintln!("skipping line {}: {e}", i + 1);
                }
            }
        }
    }
    if train.is_empty() {
        return Err("no usable positions".into());
    }
    let m = model(&options.game);
    let dims = m.dims;
    println!(
        "positions: {} train, {} validation, {} refused; {} parameters",
        train.len(),
        valid.len(),
        refused,
        m.start.len()
    );
    let mut k = fit_k(&train, &m.start, dims);
    let start_train = loss(&train, &m.start, dims, k);
    let start_valid = loss(&valid, &m.start, dims, k);
    println!("K = {k:.4}; start loss train {start_train:.6} validation {start_valid:.6}");

    let pairs: Vec<(usize, usize)> = mirror_pairs(m.tables)
        .into_iter()
        .flat_map(|(a, b)| (0..dims).map(move |d| (a * dims + d, b * dims + d)))
        .collect();
    let fixed: Vec<usize> = fixed_params(m.tables, options.tables.as_deref())
        .into_iter()
        .flat_map(|p| (0..dims).map(move |d| p * dims + d))
        .collect();
    let signs = sign_bounds(m.tables, dims, &m.start);
    let mut w = m.start.clone();
    let n = w.len();
    let (mut grad, mut m1, mut m2) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    let (beta1, beta2, eps) = (0.9, 0.999, 1e-8);
    for epoch in 1..=options.epochs {
        gradient(&train, &w, dims, k, &mut grad);
        for i in 0..n {
            grad[i] += 2.0 * options.l2 * (w[i] - m.start[i]);
        }
        for &(a, b) in &pairs {
            let sum = grad[a] + grad[b];
            grad[a] = sum;
            grad[b] = sum;
        }
        for &i in &fixed {
            grad[i] = 0.0;
        }
        for i in 0..n {
            m1[i] = beta1 * m1[i] + (1.0 - beta1) * grad[i];
            m2[i] = beta2 * m2[i] + (1.0 - beta2) * grad[i] * grad[i];
            let mh = m1[i] / (1.0 - beta1.powi(epoch as i32));
            let vh = m2[i] / (1.0 - beta2.powi(epoch as i32));
            w[i] -= options.lr * mh / (vh.sqrt() + eps);
        }
        for &(i, sign) in &signs {
            if w[i] * sign < 0.0 {
                w[i] = 0.0;
            }
        }
        if options.refit_k > 0 && epoch % options.refit_k == 0 {
            k = fit_k(&train, &w, dims);
        }
        if epoch % 50 == 0 || epoch == options.epochs {
            println!(
                "epoch {epoch:5}: K {k:.4} loss train {:.6} validation {:.6}",
                loss(&train, &w, dims, k),
                loss(&valid, &w, dims, k)
            );
        }
    }
    let rounded: Vec<i32> = w.iter().map(|x| x.round() as i32).collect();
    let end_train = loss(
        &train,
        &rounded.iter().map(|&x| x as f64).collect::<Vec<_>>(),
        dims,
        k,
    );
    let end_valid = loss(
        &valid,
        &rounded.iter().map(|&x| x as f64).collect::<Vec<_>>(),
        dims,
        k,
    );
    println!("final (rounded) K {k:.4} loss train {end_train:.6} validation {end_valid:.6}");
    report_changes(m.tables, dims, &m.start, &rounded);

    if let Some(path) = &options.write {
        let (doc, preamble, type_name) = if options.game == "xiangqi" {
            (
                xiangqi::params::WEIGHTS_FILE_DOC,
                xiangqi::params::WEIGHTS_FILE_PREAMBLE,
                "S",
            )
        } else {
            (
                shogi::params::WEIGHTS_FILE_DOC,
                shogi::params::WEIGHTS_FILE_PREAMBLE,
                "Eval",
            )
        };
        let source = write_weights_file(doc, preamble, type_name, m.tables, &rounded, dims);
        std::fs::write(path, source).map_err(|e| format!("{path}: {e}"))?;
        println!("wrote {path}");
    }
    Ok(())
}

/// Prints the named (non-grid) weights that moved, and how far the grids moved.
fn report_changes(tables: &[Table], dims: usize, start: &[f64], end: &[i32]) {
    for (t, table) in tables.iter().enumerate() {
        let base = offset(tables, t);
        let moved: Vec<String> = (0..table.len())
            .filter(|&i| {
                (0..dims).any(|d| end[(base + i) * dims + d] != start[(base + i) * dims + d] as i32)
            })
            .map(|i| {
                let old: Vec<String> = (0..dims)
                    .map(|d| format!("{}", start[(base + i) * dims + d]))
                    .collect();
                let new: Vec<String> = (0..dims)
                    .map(|d| format!("{}", end[(base + i) * dims + d]))
                    .collect();
                format!(
                    "{} {} -> {}",
                    table.entry_name(i),
                    old.join("/"),
                    new.join("/")
                )
            })
            .collect();
        match table.shape {
            nnue_free_eval::layout::Shape::Named(_) => moved.iter().for_each(|m| println!("  {m}")),
            nnue_free_eval::layout::Shape::Grid { .. } => {
                println!(
                    "  {}: {} of {} entries moved",
                    table.name,
                    moved.len(),
                    table.len()
                )
            }
        }
    }
}

fn main() -> ExitCode {
    match parse_args().and_then(|o| run(&o)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tune: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEATURES: usize = 300;
    const DIMS: usize = 2;
    const K: f64 = 0.8;

    /// A deterministic pseudo-random stream (64-bit LCG, high bits).
    struct Lcg(u64);

    impl Lcg {
        fn next(&mut self) -> u32 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) as u32
        }
        fn unit(&mut self) -> f32 {
            self.next() as f32 / (1u32 << 31) as f32
        }
    }

    /// `n` synthetic samples over `FEATURES` features, and a weight vector for them.
    fn synthetic(n: usize) -> (Vec<Sample>, Vec<f64>) {
        let mut rng = Lcg(0x5eed);
        let samples = (0..n)
            .map(|_| {
                let features = (0..1 + rng.next() % 24)
                    .map(|_| {
                        let count = (rng.next() % 7) as i16 - 3;
                        ((rng.next() % FEATURES as u32) as u16, count)
                    })
                    .collect();
                let p = rng.unit();
                Sample {
                    features,
                    blend: [p, 1.0 - p],
                    scales: [0.5 + rng.unit() / 2.0, 0.5 + rng.unit() / 2.0],
                    result: [0.0, 0.5, 1.0][rng.next() as usize % 3],
                }
            })
            .collect();
        let weights = (0..FEATURES * DIMS)
            .map(|_| rng.next() as f64 % 400.0 - 200.0)
            .collect();
        (samples, weights)
    }

    /// Squared error of one sample.
    fn reference_term(s: &Sample, weights: &[f64]) -> f64 {
        let d = s.result as f64 - sigmoid(K, eval(s, weights, DIMS));
        d * d
    }

    /// Adds one sample's gradient into `grad`.
    fn reference_grad(s: &Sample, weights: &[f64], grad: &mut [f64]) {
        let c = K * std::f64::consts::LN_10 / 400.0;
        let e = eval(s, weights, DIMS);
        let p = sigmoid(K, e);
        let scale = if e > 0.0 { s.scales[0] } else { s.scales[1] } as f64;
        let common = -2.0 * (s.result as f64 - p) * p * (1.0 - p) * c * scale;
        for &(f, count) in &s.features {
            for d in 0..DIMS {
                grad[f as usize * DIMS + d] += common * count as f64 * s.blend[d] as f64;
            }
        }
    }

    /// Sequential loss and gradient, summed in blocks of `block` samples whose sums are
    /// then added in order (`block >= n` is a plain one-pass sum).
    fn reference(samples: &[Sample], weights: &[f64], block: usize) -> (f64, Vec<f64>) {
        let (mut total, mut grad) = (0.0, vec![0.0; weights.len()]);
        let (mut part, mut part_grad) = (0.0, vec![0.0; weights.len()]);
        for (i, s) in samples.iter().enumerate() {
            part += reference_term(s, weights);
            reference_grad(s, weights, &mut part_grad);
            if (i + 1) % block == 0 || i + 1 == samples.len() {
                total += part;
                part = 0.0;
                for (g, p) in grad.iter_mut().zip(&mut part_grad) {
                    *g += *p;
                    *p = 0.0;
                }
            }
        }
        let n = samples.len().max(1) as f64;
        grad.iter_mut().for_each(|g| *g /= n);
        (total / n, grad)
    }

    /// The tuner's loss and gradient on `threads` threads.
    fn parallel(samples: &[Sample], weights: &[f64], threads: usize) -> (f64, Vec<f64>) {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            let mut grad = vec![0.0; weights.len()];
            gradient(samples, weights, DIMS, K, &mut grad);
            (loss(samples, weights, DIMS, K), grad)
        })
    }

    fn bits(loss: f64, grad: &[f64]) -> Vec<u64> {
        std::iter::once(loss)
            .chain(grad.iter().copied())
            .map(f64::to_bits)
            .collect()
    }

    /// Two and a half chunks: the parallel sums equal, bit for bit, a sequential sum in
    /// the same chunk order, on any number of threads and on every run.
    #[test]
    fn parallel_sums_are_exact_and_reproducible() {
        let (samples, weights) = synthetic(CHUNK * 5 / 2);
        let (ref_loss, ref_grad) = reference(&samples, &weights, CHUNK);
        assert!(ref_loss > 0.0 && ref_grad.iter().any(|&g| g != 0.0));
        let expected = bits(ref_loss, &ref_grad);
        for threads in [1, 2, 3, 4] {
            for run in 0..2 {
                let (l, g) = parallel(&samples, &weights, threads);
                assert_eq!(bits(l, &g), expected, "{threads} threads, run {run}");
            }
        }
    }

    /// Against a one-pass sequential sum (another order of the same additions) the
    /// results agree to rounding: within 1e-12, relative to the gradient's largest entry.
    #[test]
    fn parallel_sums_match_a_one_pass_sum() {
        let (samples, weights) = synthetic(CHUNK * 5 / 2);
        let (ref_loss, ref_grad) = reference(&samples, &weights, usize::MAX);
        let (l, g) = parallel(&samples, &weights, 2);
        assert!((l - ref_loss).abs() <= 1e-12 * ref_loss);
        let scale = ref_grad.iter().fold(0.0f64, |m, x| m.max(x.abs()));
        for (i, (a, b)) in g.iter().zip(&ref_grad).enumerate() {
            assert!((a - b).abs() <= 1e-12 * scale, "gradient[{i}]: {a} vs {b}");
        }
    }

    /// An empty set (a data file with no validation game) has loss 0 and a zero gradient.
    #[test]
    fn empty_sample_set() {
        let (_, weights) = synthetic(0);
        let (l, g) = parallel(&[], &weights, 2);
        assert_eq!(l, 0.0);
        assert!(g.iter().all(|&x| x == 0.0));
    }
}
