//! The USI engine `kirin csa` plays with: started in a process group of its own (Ctrl-C
//! reaches the client, which ends the game first), hand-shaken with its options, and read
//! line by line through a channel the game loop waits on beside the server's. Also the
//! reading of the engine's `bestmove` and `info` lines.

use super::config::Config;
use crate::engine_client::handshake::{bring_up, ready};
use crate::engine_client::process::{EngineProcess, Line};
use crate::game::Protocol;
use crossbeam_channel::Receiver;
use std::time::{Duration, Instant};

/// How long the engine may take to answer `usi` and `isready` (a large hash is allocated
/// at `isready`).
const READY_TIMEOUT: Duration = Duration::from_secs(60);

/// A running USI engine.
pub struct UsiEngine {
    process: EngineProcess,
    /// `id name`, or the program's name.
    pub name: String,
}

impl UsiEngine {
    /// Starts the engine of `config`, hand-shakes and sets its options (`USI_Ponder` from
    /// `--ponder` first, so an explicit `--option` can still say otherwise).
    pub fn start(config: &Config) -> Result<UsiEngine, String> {
        let mut process = EngineProcess::spawn_own_group(&config.engine)?;
        let mut options = vec![("USI_Ponder".to_string(), config.ponder.to_string())];
        options.extend(config.options.iter().cloned());
        let hello = bring_up(
            &mut process,
            Protocol::Usi,
            &options,
            Instant::now() + READY_TIMEOUT,
        )
        .map_err(|(e, what)| format!("engine: no {what}: {e}"))?;
        let name = hello
            .id_name
            .unwrap_or_else(|| config.engine.program.display().to_string());
        Ok(UsiEngine { process, name })
    }

    /// `isready` until `readyok`.
    pub fn ready(&mut self) -> Result<(), String> {
        ready(&mut self.process, Instant::now() + READY_TIMEOUT)
            .map(|_| ())
            .map_err(|e| format!("engine: no readyok: {e}"))
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        self.process.send(line).map_err(|e| format!("engine: {e}"))
    }

    /// The engine's lines.
    pub fn incoming(&self) -> Receiver<Line> {
        self.process.incoming().clone()
    }

    /// True while the process runs.
    pub fn is_alive(&mut self) -> bool {
        self.process.is_alive()
    }

    /// `quit`, then a kill if it lingers.
    pub fn shutdown(&mut self) {
        self.process.shutdown();
    }
}

/// A score of an `info` line, from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in that many plies (negative: being mated).
    Mate(i32),
}

/// What one engine line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// `bestmove <move> [ponder <move>]` (`resign` and `win` are moves here).
    BestMove {
        /// The move text.
        best: String,
        /// The expected reply.
        ponder: Option<String>,
    },
    /// `info` with a score or a principal variation (multipv 1 only).
    Info {
        /// The score, when given.
        score: Option<Score>,
        /// The moves after `pv`.
        pv: Vec<String>,
    },
    /// Anything else.
    Other,
}

/// Reads one line of the engine.
pub fn read(text: &str) -> Said {
    let mut tokens = text.split_whitespace();
    match tokens.next() {
        Some("bestmove") => {
            let best = tokens.next().unwrap_or("").to_string();
            let ponder = match (tokens.next(), tokens.next()) {
                (Some("ponder"), Some(m)) => Some(m.to_string()),
                _ => None,
            };
            Said::BestMove { best, ponder }
        }
        Some("info") => {
            let mut score = None;
            let mut pv = Vec::new();
            while let Some(word) = tokens.next() {
                match word {
                    "multipv" if tokens.next() != Some("1") => return Said::Other,
                    "score" => {
                        let kind = tokens.next();
                        let value = tokens.next().and_then(|v| v.parse::<i32>().ok());
                        score = match (kind, value) {
                            (Some("cp"), Some(v)) => Some(Score::Cp(v)),
                            (Some("mate"), Some(v)) => Some(Score::Mate(v)),
                            _ => score,
                        };
                    }
                    "pv" => {
                        pv = tokens.by_ref().map(str::to_string).collect();
                    }
                    _ => {}
                }
            }
            if score.is_none() && pv.is_empty() {
                Said::Other
            } else {
                Said::Info { score, pv }
            }
        }
        _ => Said::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bestmove_and_info_lines() {
        assert_eq!(
            read("bestmove 7g7f ponder 3c3d"),
            Said::BestMove {
                best: "7g7f".into(),
                ponder: Some("3c3d".into())
            }
        );
        assert_eq!(
            read("bestmove resign"),
            Said::BestMove {
                best: "resign".into(),
                ponder: None
            }
        );
        assert_eq!(
            read("info depth 12 score cp -35 nodes 100 pv 3c3d 2g2f"),
            Said::Info {
                score: Some(Score::Cp(-35)),
                pv: vec!["3c3d".into(), "2g2f".into()]
            }
        );
        assert_eq!(
            read("info depth 9 score mate 5 pv G*5b"),
            Said::Info {
                score: Some(Score::Mate(5)),
                pv: vec!["G*5b".into()]
            }
        );
        assert_eq!(read("info multipv 2 score cp 3 pv 7g7f"), Said::Other);
        assert_eq!(read("info string hello"), Said::Other);
    }
}
