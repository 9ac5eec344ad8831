//! Runs a whole match, or one `-shard` piece of it: loads the openings, builds the
//! schedule of the whole match, resumes from the results file, plays the remaining games on `-concurrency` worker threads (each with its own
//! engine processes) and, on the main thread, records every finished game (results file
//! with fsync, PGN/CSA), updates the statistics, prints progress and stops early when the
//! SPRT decides. Generic over [`Game`]; `kirin match` starts it for the run's game.

use super::cli::{self, Config};
use super::openings::{self, Opening, Order};
use super::progress::Progress;
use super::referee::{self, GameSetup, Played};
use super::report::{self, Tally};
use super::resume::{self, Header, ResultsFile};
use super::schedule::{self, Scheduled};
use super::shard::Shard;
use crate::engine_client::session::{ClientError, EngineClient};
use crate::game::{Game, Protocol};
use crate::records::result::{self, GameRecord};
use crate::records::{csa, kif, pgn};
use crossbeam_channel::unbounded;
use std::collections::{BTreeMap, VecDeque};
use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

/// What a worker reports for one game.
enum Finished {
    Played(Scheduled, Played),
    Failed(Scheduled, String),
}

/// Everything the workers share, read-only.
struct Plan<'a> {
    config: &'a Config,
    /// Opening (book line plus random plies) per pair id.
    pair_openings: Vec<Opening>,
    /// Book line index per pair id.
    assignment: Vec<usize>,
}

impl Plan<'_> {
    fn setup(&self, game: &Scheduled) -> GameSetup {
        let c = self.config;
        let opening = &self.pair_openings[game.pair as usize];
        let [p0, p1] = game.players;
        GameSetup {
            start: opening.start.clone(),
            book_moves: opening.moves.clone(),
            controls: [c.controls[p0], c.controls[p1]],
            increment_before_move: c.game.info().default_protocol().increment_before_move(),
            margins_ms: [c.engines[p0].margin_ms, c.engines[p1].margin_ms],
            resign: c.resign,
            draw: c.draw,
            max_plies: c.max_plies,
            rules: c.rules.clone(),
        }
    }

    fn time_control_text(&self, game: &Scheduled) -> String {
        let [p0, p1] = game.players;
        let (a, b) = (
            self.config.controls[p0].describe(),
            self.config.controls[p1].describe(),
        );
        if a == b {
            a
        } else {
            format!("{a} / {b}")
        }
    }
}

/// Starts each CECP engine once before the first game: one that declares it does not
/// play the match's variant (HaChu's `feature variants` has no `shogi`) stops the match
/// here, with its reason, instead of forfeiting every game. Other start failures are left
/// to the games, which score them as the engine's losses.
fn refuse_unsupported(config: &Config) -> Result<(), String> {
    for engine in &config.engines {
        if engine.dialect != Protocol::Xboard {
            continue;
        }
        if let Err(e @ ClientError::Unsupported(_)) = EngineClient::new(engine.clone()).new_game() {
            return Err(format!("{}: {e}", engine.name));
        }
    }
    Ok(())
}

/// Runs the match; returns the process exit code.
pub fn run<G: Game>(config: &Config) -> Result<i32, String> {
    let (book_text, book) = match config.openings.as_ref().and_then(|o| o.path.as_ref()) {
        Some(path) => {
            openings::load_book::<G>(path).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => (String::new(), vec![openings::standard::<G>()]),
    };
    let games = schedule::build(
        config.engines.len(),
        config.shape,
        config.rounds,
        config.games,
    );
    let order = config
        .openings
        .as_ref()
        .map_or(Order::Sequential, |o| o.order);
    let assignment =
        openings::assignment(book.len(), schedule::pair_count(&games), order, config.seed);
    let random_plies = config.openings.as_ref().map_or(0, |o| o.random_plies);
    let pair_openings: Vec<Opening> = assignment
        .iter()
        .enumerate()
        .map(|(pair, &index)| {
            let opening = &book[index];
            if random_plies == 0 {
                return opening.clone();
            }
            let seed = crate::core::zobrist::splitmix64(config.seed ^ ((pair as u64) << 20)).1;
            openings::randomize::<G>(opening, random_plies, seed)
        })
        .collect();
    let mut pair_sizes = BTreeMap::new();
    for g in &games {
        *pair_sizes.entry(g.pair).or_insert(0u8) += 1;
    }
    // Openings and pairs above are those of the whole match; a piece only picks its games.
    let games: Vec<Scheduled> = games
        .into_iter()
        .filter(|g| config.shard.is_none_or(|s| s.contains(g)))
        .collect();
    let total = games.len();
    let description = cli::describe_games(config, &book_text);
    let header = Header {
        fingerprint: resume::fingerprint(&Shard::describe(config.shard, &description)),
        games: total,
        match_fingerprint: resume::fingerprint(&description),
        shard: config.shard.map(|s| s.to_string()),
        engines: config.engines.iter().map(|e| e.name.clone()).collect(),
    };
    let (mut results, done) = match &config.out {
        Some(path) => {
            let loaded = ResultsFile::open(path, &header)?;
            (Some(loaded.file), loaded.done)
        }
        None => (None, BTreeMap::new()),
    };
    let mut outputs = Outputs::open(config, done.values())?;
    let names = config.engines.iter().map(|e| e.name.clone()).collect();
    let mut tally = Tally::new(names, pair_sizes);
    for r in done.values() {
        tally.add(r);
    }
    if !done.is_empty() {
        eprintln!(
            "resuming {}: {} of {total} games already played",
            config
                .out
                .as_ref()
                .map_or(String::new(), |p| p.display().to_string()),
            done.len()
        );
    }
    let sprt_decided = |tally: &Tally| {
        config.sprt.as_ref().and_then(|s| {
            let (wdl, penta) = tally.between(0, 1);
            s.status(&wdl, &penta).decision
        })
    };
    let pending: VecDeque<Scheduled> = games
        .iter()
        .filter(|g| !done.contains_key(&g.id))
        .copied()
        .collect();
    let plan = Plan {
        config,
        pair_openings,
        assignment,
    };
    if !pending.is_empty() {
        refuse_unsupported(config)?;
    }
    let mut failures = 0usize;
    // Game count of the last statistics printed, so that the final print does not repeat
    // a periodic one made for the same games.
    let mut printed_at = None;
    if sprt_decided(&tally).is_none() && !pending.is_empty() {
        let slots = config.concurrency.min(pending.len());
        let queue = Mutex::new(pending);
        let stop = AtomicBool::new(false);
        let running = AtomicUsize::new(0);
        let (tx, rx) = unbounded::<Finished>();
        let progress = Progress::new(total, tally.games as usize);
        std::thread::scope(|scope| -> Result<(), String> {
            for _ in 0..slots {
                let tx = tx.clone();
                let (plan, queue, stop, running) = (&plan, &queue, &stop, &running);
                scope.spawn(move || worker::<G>(plan, queue, stop, running, tx));
            }
            drop(tx);
            for finished in rx {
                let (game, played) = match finished {
                    Finished::Played(game, played) => (game, played),
                    Finished::Failed(game, why) => {
                        failures += 1;
                        progress.line(&format!("game {} could not be played: {why}", game.id + 1));
                        continue;
                    }
                };
                let record = make_record(&plan, &game, played);
                if let Some(results) = results.as_mut() {
                    if let Err(e) = results.append(&record) {
                        stop.store(true, Ordering::SeqCst);
                        return Err(e);
                    }
                }
                outputs.write(&record)?;
                tally.add(&record);
                progress.game(
                    &report::game_line(&record, total),
                    &tally,
                    total,
                    running.load(Ordering::SeqCst),
                    config.sprt.as_ref(),
                );
                if config.rating_interval > 0 && tally.games.is_multiple_of(config.rating_interval)
                {
                    progress.suspend(|| {
                        print!("{}", report::summary(&tally, config.sprt.as_ref()));
                    });
                    printed_at = Some(tally.games);
                }
                if let Some(decision) = sprt_decided(&tally) {
                    if !stop.swap(true, Ordering::SeqCst) {
                        progress.line(&format!(
                            "SPRT: {} accepted; finishing the games in progress",
                            if decision { "H1" } else { "H0" }
                        ));
                    }
                }
            }
            progress.finish();
            Ok(())
        })?;
    }
    if printed_at != Some(tally.games) {
        println!("{}", report::summary(&tally, config.sprt.as_ref()));
    }
    Ok(if failures > 0 { 1 } else { 0 })
}

/// One game slot: takes games from the queue until it is empty or the run stops; keeps one
/// client (process) per engine, restarted when it misbehaves.
fn worker<G: Game>(
    plan: &Plan<'_>,
    queue: &Mutex<VecDeque<Scheduled>>,
    stop: &AtomicBool,
    running: &AtomicUsize,
    tx: crossbeam_channel::Sender<Finished>,
) {
    let mut clients: Vec<Option<EngineClient>> = plan.config.engines.iter().map(|_| None).collect();
    loop {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        let Some(game) = queue.lock().map(|mut q| q.pop_front()).unwrap_or(None) else {
            break;
        };
        running.fetch_add(1, Ordering::SeqCst);
        let [p0, p1] = game.players;
        let take = |slot: &mut Option<EngineClient>, i: usize| {
            slot.take()
                .unwrap_or_else(|| EngineClient::new(plan.config.engines[i].clone()))
        };
        let mut first = take(&mut clients[p0], p0);
        let mut second = take(&mut clients[p1], p1);
        let setup = plan.setup(&game);
        // A panic in the rules code must not take the runner down: the game is reported
        // as failed (and replayed by the next resume), the engines are restarted.
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            referee::play::<G>(&setup, [&mut first, &mut second])
        }));
        let message = match outcome {
            Ok(Ok(played)) => Finished::Played(game, played),
            Ok(Err(e)) => Finished::Failed(game, e.0),
            Err(panic) => {
                first.mark_broken();
                second.mark_broken();
                let what = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                Finished::Failed(game, format!("internal error (panic: {what})"))
            }
        };
        clients[p0] = Some(first);
        clients[p1] = Some(second);
        running.fetch_sub(1, Ordering::SeqCst);
        if tx.send(message).is_err() {
            break;
        }
    }
    for client in clients.iter_mut().flatten() {
        client.shutdown();
    }
}

fn make_record(plan: &Plan<'_>, game: &Scheduled, played: Played) -> GameRecord {
    let opening_index = plan.assignment[game.pair as usize];
    let opening = &plan.pair_openings[game.pair as usize];
    GameRecord {
        id: game.id,
        round: game.round,
        pair: game.pair,
        players: game.players.map(|p| plan.config.engines[p].name.clone()),
        opening: plan.config.openings.as_ref().map(|_| opening_index as u64),
        start_fen: opening.start.fen.clone(),
        standard_start: opening.start.is_standard,
        book_plies: opening.moves.len(),
        moves: played.moves,
        times_ms: played.times_ms,
        scores: played.scores,
        result: played.result,
        ending: played.ending,
        reason: played.reason,
        detail: played.detail,
        time_control: plan.time_control_text(game),
        date: result::today(),
    }
}

/// The human-readable record files, rebuilt from the results file at start.
struct Outputs {
    pgn: Option<File>,
    csa_dir: Option<std::path::PathBuf>,
    kif_out: Option<(std::path::PathBuf, kif::Encoding)>,
    event: String,
}

impl Outputs {
    fn open<'a>(
        config: &Config,
        done: impl Iterator<Item = &'a GameRecord>,
    ) -> Result<Outputs, String> {
        let pgn = match &config.pgn_out {
            Some(path) => Some(
                File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))?,
            ),
            None => None,
        };
        let kif_dir = config.kif_out.as_ref().map(|(dir, _)| dir);
        for dir in config.csa_out.iter().chain(kif_dir) {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let mut outputs = Outputs {
            pgn,
            csa_dir: config.csa_out.clone(),
            kif_out: config.kif_out.clone(),
            event: config.event.clone(),
        };
        for record in done {
            outputs.write(record)?;
        }
        Ok(outputs)
    }

    fn write(&mut self, record: &GameRecord) -> Result<(), String> {
        if let Some(file) = self.pgn.as_mut() {
            file.write_all(pgn::game(record, &self.event).as_bytes())
                .and_then(|_| file.flush())
                .map_err(|e| format!("cannot write the PGN file: {e}"))?;
        }
        if let Some(dir) = &self.csa_dir {
            let path = dir.join(result::file_name(record.id, "csa"));
            write_atomically(&path, csa::game(record, &self.event).as_bytes())?;
        }
        if let Some((dir, encoding)) = &self.kif_out {
            let name = result::file_name(record.id, encoding.extension());
            let text = kif::game(record, &self.event);
            write_atomically(&dir.join(name), &encoding.encode(&text))?;
        }
        Ok(())
    }
}

/// Writes a file through a temporary name so a kill never leaves half a record.
fn write_atomically(path: &Path, text: &[u8]) -> Result<(), String> {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, text)
        .and_then(|_| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}
