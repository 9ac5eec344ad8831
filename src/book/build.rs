//! `kirin book build`: a book from game records. Every game of the record files
//! (`kirin match -out` JSON lines, CSA, PGN: [`crate::records::read`]) is replayed with the
//! game's own rules; each position from ply `min_ply` to before ply `max_ply` (plies
//! counted from the record's start position) tallies the move played from it and the
//! game's result from the mover's view. Positions are keyed by the engine's position
//! key, so move orders that transpose into one position add up. Moves played at least
//! `min_count` times are kept, valued by [`value`] of their score rate over the games
//! with a result (or by a search: [`super::rescore`]), and the ponder move of each is
//! the most played kept move of the position it leads to.
//!
//! A record that cannot be read, a start position of another game and an illegal move
//! each make a problem (`file:line: why`) and the game is left out; the rest is built.

use super::rescore;
use super::table::{self, Entry, Line, Table, VALUE_LIMIT};
use crate::game::Game;
use crate::records::read::{self, Item, Played};
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

/// Games of prior belief added to every move's tally, half of them won: the score rate
/// is `(points + PRIOR_GAMES / 2) / (games + PRIOR_GAMES)`. Without it a move won once
/// would have a score rate of 1 and an infinite value; with 2 it gets 2/3 (+120), and it
/// takes many games for a rate to move far from 1/2, as a few games say little.
pub const PRIOR_GAMES: f64 = 2.0;
/// The Elo scale: a score rate `s` is a difference of `ELO_SCALE * log10(s / (1 - s))`
/// (the logistic rating model, as `kirin report` computes Elo).
const ELO_SCALE: f64 = 400.0;

/// What `kirin book build` was asked for.
#[derive(Clone, Debug)]
pub struct BuildConfig {
    /// The first ply whose position is in the book (0: the start position).
    pub min_ply: usize,
    /// Positions before this ply are in the book (the first `max_ply` moves of a game).
    pub max_ply: usize,
    /// Moves played fewer times are left out.
    pub min_count: u64,
    /// The book to write.
    pub out: PathBuf,
    /// The record files to read.
    pub files: Vec<PathBuf>,
    /// Value the kept moves by a search of this many nodes instead of the results.
    pub rescore_nodes: Option<u64>,
}

/// What a build or a merge did.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Games (build) or books (merge) read.
    pub read: usize,
    /// Inputs left out: games with a problem, or book lines rejected.
    pub skipped: usize,
    /// What was written.
    pub written: table::Written,
    /// Each problem as `file:line: why`.
    pub problems: Vec<String>,
}

/// The value of a move scored `points` (wins plus half the draws) in `games` games:
/// the Elo difference of its score rate, smoothed by [`PRIOR_GAMES`], clamped to
/// [`VALUE_LIMIT`] and rounded. A rate of 1/2 is 0; values order moves by score rate,
/// pulled toward 0 the fewer games there are.
pub fn value(points: f64, games: u64) -> i32 {
    let rate = (points + PRIOR_GAMES / 2.0) / (games as f64 + PRIOR_GAMES);
    let elo = ELO_SCALE * (rate / (1.0 - rate)).log10();
    elo.round()
        .clamp(-f64::from(VALUE_LIMIT), f64::from(VALUE_LIMIT)) as i32
}

/// One move's tally in one position.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    /// Times played.
    games: u64,
    /// Times played in games with a result.
    scored: u64,
    /// Half points the mover scored (2 a win, 1 a draw).
    half_points: u64,
    /// Key of the position the move leads to.
    child: u64,
}

/// One position's tallies.
#[derive(Debug, Default)]
struct Node<M> {
    entry: Entry,
    moves: HashMap<M, Tally>,
}

/// A position of a replayed game, before the game is known to be good.
struct Visit<M> {
    key: u64,
    ply: usize,
    text: String,
    mv: M,
    child: u64,
    /// The mover's half points, if the game has a result.
    half_points: Option<u64>,
}

/// Replays `game`; the visits in the ply range, or the line and why the game cannot be
/// replayed.
fn replay<G: Game>(
    game: &Played,
    config: &BuildConfig,
) -> Result<Vec<Visit<G::Move>>, (usize, String)> {
    let mut position = G::from_fen(&game.start).map_err(|e| {
        let why = format!(
            "start {} '{}' is not a {} position: {e}",
            G::INFO.position_word,
            game.start,
            G::INFO.name
        );
        (game.line, why)
    })?;
    let mut visits = Vec::new();
    for (ply, (line, text)) in game.moves.iter().enumerate() {
        let mv = position.parse_move(text).map_err(|e| {
            // The rules' error usually quotes the move already; quote it only once.
            let why = e.to_string();
            let why = if why.contains(text.as_str()) {
                format!("move {}: {why}", ply + 1)
            } else {
                format!("move {}: illegal move '{text}': {why}", ply + 1)
            };
            (*line, why)
        })?;
        let in_range = (config.min_ply..config.max_ply).contains(&ply);
        let before = in_range.then(|| {
            let mover = position.side_to_move().index();
            let half_points = game.result.map(|r| u64::from(r.half_points(mover)));
            (position.key(), position.to_fen(), half_points)
        });
        position.make(mv);
        if let Some((key, text, half_points)) = before {
            visits.push(Visit {
                key,
                ply,
                text,
                mv,
                child: position.key(),
                half_points,
            });
        }
    }
    Ok(visits)
}

/// The kept moves of `node` with the key they lead to, ponder moves left for later.
fn kept<G: Game>(node: &Node<G::Move>, min_count: u64) -> Vec<(G::Move, Line, u64)> {
    node.moves
        .iter()
        .filter(|(_, t)| t.games >= min_count)
        .map(|(&mv, t)| {
            let line = Line {
                mv: G::format_move(mv),
                ponder: None,
                value: value(t.half_points as f64 / 2.0, t.scored),
                depth: 0,
                count: t.games,
            };
            (mv, line, t.child)
        })
        .collect()
}

/// The most played move of `lines` (then the higher value, then the lower text).
fn most_played<M>(lines: &[(M, Line, u64)]) -> Option<&Line> {
    lines.iter().map(|(_, l, _)| l).min_by(|a, b| {
        (b.count, b.value)
            .cmp(&(a.count, a.value))
            .then_with(|| a.mv.cmp(&b.mv))
    })
}

/// Tallies the games of `config`'s files into `nodes`.
fn tally<G: Game>(
    config: &BuildConfig,
    nodes: &mut BTreeMap<u64, Node<G::Move>>,
    summary: &mut Summary,
) -> Result<(), String> {
    for path in &config.files {
        let mut problems = Vec::new();
        for item in read::read::<G>(path)? {
            let game = match item {
                Item::Game(game) => game,
                Item::Unreadable(problem) => {
                    summary.read += 1;
                    summary.skipped += 1;
                    problems.push(problem);
                    continue;
                }
                Item::NotAGame(problem) => {
                    problems.push(problem);
                    continue;
                }
            };
            summary.read += 1;
            match replay::<G>(&game, config) {
                Ok(visits) => {
                    for v in visits {
                        let node = nodes.entry(v.key).or_default();
                        node.entry.offer(v.ply, v.text);
                        let tally = node.moves.entry(v.mv).or_default();
                        tally.games += 1;
                        if let Some(half_points) = v.half_points {
                            tally.scored += 1;
                            tally.half_points += half_points;
                        }
                        tally.child = v.child;
                    }
                }
                Err(problem) => {
                    summary.skipped += 1;
                    problems.push(problem);
                }
            }
        }
        // In file order.
        problems.sort_by_key(|&(number, _)| number);
        let shown = path.display();
        summary.problems.extend(
            problems
                .into_iter()
                .map(|(number, why)| format!("{shown}:{number}: {why}")),
        );
    }
    Ok(())
}

/// Builds the book of `config` for game `G`.
pub fn build<G: Game>(config: &BuildConfig) -> Result<Summary, String> {
    let mut summary = Summary::default();
    let mut nodes: BTreeMap<u64, Node<G::Move>> = BTreeMap::new();
    tally::<G>(config, &mut nodes, &mut summary)?;
    let mut kept: BTreeMap<u64, Vec<(G::Move, Line, u64)>> = nodes
        .iter()
        .map(|(&key, node)| (key, kept::<G>(node, config.min_count)))
        .collect();
    if let Some(count) = config.rescore_nodes {
        let mut jobs = Vec::new();
        for (key, lines) in &kept {
            if let Some(text) = nodes[key].entry.text() {
                jobs.extend(lines.iter().map(|(mv, _, _)| (text.to_string(), *mv)));
            }
        }
        let mut scores = rescore::scores::<G>(count, &jobs)?.into_iter();
        for (key, lines) in &mut kept {
            if nodes[key].entry.text().is_some() {
                for (_, line, _) in lines {
                    let scored = scores.next().expect("a score for every job");
                    (line.value, line.depth) = (scored.value, scored.depth);
                }
            }
        }
    }
    let mut book = Table::new();
    for (key, node) in nodes {
        let mut entry = node.entry;
        entry.moves = kept[&key]
            .iter()
            .map(|(_, line, child)| Line {
                ponder: kept
                    .get(child)
                    .and_then(|replies| most_played(replies))
                    .map(|reply| reply.mv.clone()),
                ..line.clone()
            })
            .collect();
        book.insert(key, entry);
    }
    summary.written = table::write(&config.out, G::INFO.position_word, &book)
        .map_err(|e| format!("cannot write {}: {e}", config.out.display()))?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_follow_the_smoothed_score_rate() {
        assert_eq!(value(0.5, 1), 0);
        assert_eq!(value(1.0, 1), 120, "2/3: 400 log10 2");
        assert_eq!(value(0.0, 1), -120);
        assert_eq!(value(10.0, 10), 417, "11/12: 400 log10 11");
        assert_eq!(value(4.0, 4), 280, "5/6: 4 wins weigh more than 1");
        assert_eq!(value(1e9, 1_000_000_000), VALUE_LIMIT);
        assert_eq!(value(0.0, 1_000_000_000), -VALUE_LIMIT);
    }
}
