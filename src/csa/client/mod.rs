//! `kirin csa`: a USI engine on a CSA protocol server, game after game, unattended. This
//! module owns the session loop: start the engine, connect, play one game
//! ([`game::play`]), report it, and connect again (shogi-server and floodgate close the
//! connection after every game), with back-off when the server cannot be reached, until
//! `--games` are played or Ctrl-C asks to stop after the game under way.

pub mod config;
pub mod connection;
pub mod engine;
pub mod game;

use config::{Config, HELP};
use connection::Connection;
use crossbeam_channel::RecvTimeoutError;
use engine::UsiEngine;
use game::Outcome;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The first wait before connecting again after a failure; it doubles up to
/// [`BACKOFF_MAX`] and starts over after a finished game.
const BACKOFF_START: Duration = Duration::from_secs(2);
/// The longest wait between connection attempts.
const BACKOFF_MAX: Duration = Duration::from_secs(120);
/// How long to wait for the server to close the connection after a game.
const SERVER_CLOSE_WAIT: Duration = Duration::from_secs(1);
/// How long to wait for `LOGOUT:completed`.
const LOGOUT_WAIT: Duration = Duration::from_secs(2);

/// Runs `kirin csa ARGS`; the exit code.
pub fn main(args: &[String]) -> i32 {
    let config = match config::parse(args) {
        Ok(Some(c)) => c,
        Ok(None) => {
            println!("{HELP}");
            return 0;
        }
        Err(e) => {
            eprintln!("kirin csa: {e}");
            return 2;
        }
    };
    let interrupt = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        // The second signal quits at once (status 130); the first only sets the flag.
        let installed =
            signal_hook::flag::register_conditional_shutdown(signal, 130, Arc::clone(&interrupt))
                .and_then(|_| signal_hook::flag::register(signal, Arc::clone(&interrupt)));
        if let Err(e) = installed {
            eprintln!("kirin csa: cannot handle signal {signal}: {e}");
        }
    }
    let mut engine = match UsiEngine::start(&config) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("kirin csa: {e}");
            return 1;
        }
    };
    eprintln!(
        "kirin csa: engine '{}', server {}:{}",
        engine.name, config.host, config.port
    );
    let code = session(&config, &mut engine, &interrupt);
    engine.shutdown();
    code
}

/// Plays games until done; the exit code.
fn session(config: &Config, engine: &mut UsiEngine, interrupt: &AtomicBool) -> i32 {
    let mut finished = 0u32;
    let mut logged_in_once = false;
    let mut backoff = BACKOFF_START;
    loop {
        if config.games.is_some_and(|n| finished >= n) || interrupt.load(Ordering::Relaxed) {
            return 0;
        }
        let mut conn = match Connection::open(&config.host, config.port) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("kirin csa: {e}; trying again in {} s", backoff.as_secs());
                if !pause(backoff, interrupt) {
                    return 0;
                }
                backoff = (backoff * 2).min(BACKOFF_MAX);
                continue;
            }
        };
        match game::play(config, engine, &mut conn, interrupt) {
            Outcome::Finished { report } => {
                println!("{report}");
                logged_in_once = true;
                finished += 1;
                backoff = BACKOFF_START;
                leave_after_game(&mut conn);
            }
            Outcome::LoggedOut => {
                log_out(&mut conn);
                eprintln!("kirin csa: logged out");
                return 0;
            }
            Outcome::LoginRefused(line) if !logged_in_once => {
                eprintln!(
                    "kirin csa: the server refused the login ({line}); check --id and --password"
                );
                return 1;
            }
            Outcome::LoginRefused(line) => {
                eprintln!(
                    "kirin csa: login refused ({line}); trying again in {} s",
                    backoff.as_secs()
                );
                backoff = wait_more(backoff, interrupt);
            }
            Outcome::Abandoned(why) => {
                logged_in_once = true;
                eprintln!(
                    "kirin csa: {why}; connecting again in {} s",
                    backoff.as_secs()
                );
                conn.close();
                backoff = wait_more(backoff, interrupt);
            }
        }
    }
}

/// Waits `backoff` (unless interrupted) and returns the next, longer wait.
fn wait_more(backoff: Duration, interrupt: &AtomicBool) -> Duration {
    pause(backoff, interrupt);
    (backoff * 2).min(BACKOFF_MAX)
}

/// Sleeps for `span`, looking at the Ctrl-C flag; false when interrupted.
fn pause(span: Duration, interrupt: &AtomicBool) -> bool {
    let until = Instant::now() + span;
    while Instant::now() < until {
        if interrupt.load(Ordering::Relaxed) {
            return false;
        }
        std::thread::sleep(Duration::from_millis(50).min(until - Instant::now()));
    }
    true
}

/// Ends the connection after a game: shogi-server (CSA mode) closes it after the result
/// lines, and logs an abrupt close when the client is first, so the client waits for
/// that; a server that keeps the connection (the protocol's waiting state) is logged
/// out of, since the next game starts with a new login.
fn leave_after_game(conn: &mut Connection) {
    let deadline = Instant::now() + SERVER_CLOSE_WAIT;
    loop {
        match conn.incoming().recv_deadline(deadline) {
            Ok(connection::Incoming::Line(line)) => log::debug!("after the game: {line}"),
            Ok(connection::Incoming::Closed(_)) | Err(RecvTimeoutError::Disconnected) => return,
            Err(RecvTimeoutError::Timeout) => return log_out(conn),
        }
    }
}

/// `LOGOUT`, then a short wait for `LOGOUT:completed`.
fn log_out(conn: &mut Connection) {
    if conn.send("LOGOUT").is_err() {
        return;
    }
    let deadline = Instant::now() + LOGOUT_WAIT;
    while let Ok(connection::Incoming::Line(line)) = conn.incoming().recv_deadline(deadline) {
        if line.starts_with("LOGOUT:") {
            break;
        }
    }
}
