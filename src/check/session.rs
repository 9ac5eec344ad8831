//! The engine process across the checks of one `kirin check` run: starting it, bringing
//! it to a ready state (handshake, options, `isready`), restarting it after a check that
//! left it dead or confused, stopping the run's later checks when it can never be made
//! ready, and the latency samples the response-time report is made of. Every timeout of
//! the run is here, named, with the reason for its length.

use super::checks::OptionDecl;
use super::report::Latencies;
use super::Config;
use crate::engine_client::handshake;
use crate::engine_client::process::{EngineProcess, Exchanged, IoFailure, Launch, Line};
use crate::engine_client::restartable::Restartable;
use crate::game::Protocol;
use std::time::{Duration, Instant};

/// Deadline for `usiok` / `ucciok` / `uciok`: engines load books, networks and tables
/// before they answer. YaneuraOu takes about 3 s on an idle 2-core machine and 9 s when
/// the machine is loaded; three times `kirin match`'s default `readytimeout`.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(30);

/// Deadline for the first `readyok` of a process, after its options: engines allocate
/// and clear the hash then (YaneuraOu clears 1 GiB by default), so it is as generous as
/// the handshake.
pub const FIRST_READY_TIMEOUT: Duration = Duration::from_secs(30);

/// Deadline for `readyok` when the engine is idle and set up: `kirin match`'s default
/// `readytimeout`.
pub const READY_TIMEOUT: Duration = Duration::from_secs(10);

/// Deadline for `readyok` while a search runs. The protocols want it "immediately"; an
/// engine that reads its input on its own thread answers in a millisecond, and 2 s still
/// leaves room for a 2-core machine shared with other work, while catching the engines
/// that answer only when the search ends.
pub const READY_WHILE_SEARCHING_TIMEOUT: Duration = Duration::from_secs(2);

/// Deadline for `bestmove` after `stop` (also after `ponderhit` adds nothing to wait for):
/// a search checks its stop flag every few thousand nodes, far inside this.
pub const STOP_TIMEOUT: Duration = Duration::from_secs(3);

/// Deadline for the process to exit after `quit` during a search.
pub const QUIT_TIMEOUT: Duration = Duration::from_secs(3);

/// Tolerance over the time a clock allows before a `bestmove` is late: `kirin match`'s
/// default `timemargin`, which covers pipe latency and a loaded machine.
pub const CLOCK_MARGIN: Duration = Duration::from_millis(1000);

/// Deadline for `go depth` and `go nodes`, which no clock limits: the limits asked for are
/// small enough that any engine answers in a few seconds.
pub const FIXED_LIMIT_TIMEOUT: Duration = Duration::from_secs(20);

/// How long a search runs before it is interrupted (`isready`, `stop`, `ponderhit`,
/// `quit`): long enough that the engine is past its set-up and really searching.
pub const SEARCH_WARMUP: Duration = Duration::from_millis(300);

/// Lines of the exchange a process keeps for the failure reports.
const TRANSCRIPT_KEPT: usize = 40;

/// The engine across checks.
pub struct Session<'a> {
    /// The command line.
    pub config: &'a Config,
    /// The process; replaced before the next check when it died or misbehaved.
    engine: Restartable,
    /// Why no later check can run (the engine cannot be made ready at all).
    blocker: Option<String>,
    /// The options the engine declared in its first handshake.
    pub declared: Vec<OptionDecl>,
    /// `readyok` when idle (after the first `isready` of each process).
    pub ready_idle: Latencies,
    /// `readyok` while searching.
    pub ready_searching: Latencies,
    /// `bestmove` after `stop`.
    pub after_stop: Latencies,
}

impl<'a> Session<'a> {
    /// A session; no process yet.
    pub fn new(config: &'a Config) -> Session<'a> {
        Session {
            config,
            engine: Restartable::new(),
            blocker: None,
            declared: Vec::new(),
            ready_idle: Latencies::default(),
            ready_searching: Latencies::default(),
            after_stop: Latencies::default(),
        }
    }

    /// The protocol spoken.
    pub fn dialect(&self) -> Protocol {
        self.config.dialect
    }

    /// Deadline for the first `readyok` of a process (`-readytimeout`, else
    /// [`FIRST_READY_TIMEOUT`]).
    pub fn first_ready_timeout(&self) -> Duration {
        self.config.ready_timeout.unwrap_or(FIRST_READY_TIMEOUT)
    }

    /// Deadline for an idle `readyok` (`-readytimeout`, else [`READY_TIMEOUT`]).
    pub fn ready_timeout(&self) -> Duration {
        self.config.ready_timeout.unwrap_or(READY_TIMEOUT)
    }

    /// Starts a fresh process (ending any old one) and returns it, not yet spoken to.
    pub fn spawn(&mut self) -> Result<&mut EngineProcess, String> {
        let launch = Launch {
            program: self.config.program.clone(),
            args: self.config.args.clone(),
            dir: self.config.dir.clone(),
            stderr_log: None,
        };
        let p = self.engine.respawn(&launch)?;
        p.keep_transcript(TRANSCRIPT_KEPT);
        Ok(p)
    }

    /// The running process, if any, as it is (for checks that drive it step by step).
    pub fn process(&mut self) -> Result<&mut EngineProcess, String> {
        self.engine
            .current()
            .ok_or_else(|| "the engine is not running".to_string())
    }

    /// The current process as it is, unless the run is blocked (checks 1 and 2 take it
    /// through its first handshake and `isready` step by step).
    pub fn engine_as_is(&mut self) -> Result<&mut EngineProcess, String> {
        if let Some(reason) = &self.blocker {
            return Err(format!("not run: {reason}"));
        }
        self.process()
    }

    /// Marks the process as unusable; the next [`Session::engine`] starts a new one.
    pub fn mark_broken(&mut self) {
        self.engine.mark_broken();
    }

    /// True when later checks cannot run (see [`Session::block`]).
    pub fn is_blocked(&self) -> bool {
        self.blocker.is_some()
    }

    /// Stops every later check: the engine cannot be made ready (`reason` says why).
    pub fn block(&mut self, reason: impl Into<String>) {
        self.blocker.get_or_insert(reason.into());
    }

    /// A ready engine: the current process if it is alive and well (its stale output
    /// dropped), else a new one brought through handshake, options and `isready`.
    pub fn engine(&mut self) -> Result<&mut EngineProcess, String> {
        if let Some(reason) = &self.blocker {
            return Err(format!("not run: {reason}"));
        }
        if self.engine.needs_restart() {
            if let Err(e) = self.restart() {
                let reason = format!("restarting the engine failed: {e}");
                self.block(reason.clone());
                return Err(reason);
            }
        }
        let p = self.engine.current().expect("running");
        p.drain();
        Ok(p)
    }

    fn restart(&mut self) -> Result<(), String> {
        let dialect = self.dialect();
        let options = self.config.options.clone();
        let ready_timeout = self.first_ready_timeout();
        let p = self.spawn()?;
        handshake::bring_up(p, dialect, &options, Instant::now() + HANDSHAKE_TIMEOUT).map_err(
            |(e, what)| {
                // A write fails at once; only a read waits for the deadline.
                let waited = if what == "write" {
                    Duration::ZERO
                } else {
                    HANDSHAKE_TIMEOUT
                };
                failure(e, what, waited)
            },
        )?;
        handshake::ready(p, Instant::now() + ready_timeout)
            .map_err(|e| failure(e, "readyok", ready_timeout))?;
        Ok(())
    }

    /// `isready` and its `readyok` within the idle deadline, measured as an idle answer.
    pub fn sync(&mut self) -> Result<(), String> {
        let timeout = self.ready_timeout();
        let p = self.process()?;
        let sent = Instant::now();
        let line =
            handshake::ready(p, sent + timeout).map_err(|e| failure(e, "readyok", timeout))?;
        self.ready_idle.add(line.at.saturating_duration_since(sent));
        Ok(())
    }

    /// Sends a line; a write failure is the engine's death.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        self.process()?
            .send(line)
            .map_err(|e| failure(e, "write", Duration::ZERO))
    }

    /// Reads lines until `deadline`, stopping early at the first one `stop_at` accepts;
    /// returns the lines read (all of them when none was accepted and time ran out).
    pub fn read_until(
        &mut self,
        deadline: Instant,
        mut stop_at: impl FnMut(&Line) -> bool,
    ) -> Result<Vec<Line>, IoFailure> {
        let p = self.process().map_err(|_| IoFailure::Closed)?;
        let mut lines = Vec::new();
        loop {
            match p.recv(deadline) {
                Ok(line) => {
                    let done = stop_at(&line);
                    lines.push(line);
                    if done {
                        return Ok(lines);
                    }
                }
                Err(IoFailure::Timeout) => return Ok(lines),
                Err(e) => return Err(e),
            }
        }
    }

    /// The last lines exchanged with the current process.
    pub fn transcript(&self) -> Vec<Exchanged> {
        self.engine
            .peek()
            .map(EngineProcess::transcript)
            .unwrap_or_default()
    }

    /// Ends the process (politely, then by force).
    pub fn shutdown(&mut self) {
        self.engine.shutdown();
    }

    /// The response-time line of the report.
    pub fn latency_summary(&self) -> String {
        format!(
            "readyok idle {}; readyok while searching {}; bestmove after stop {}",
            self.ready_idle.describe(),
            self.ready_searching.describe(),
            self.after_stop.describe()
        )
    }
}

/// An I/O failure in words: what was awaited and for how long.
pub fn failure(e: IoFailure, what: &str, waited: Duration) -> String {
    match e {
        IoFailure::Timeout => format!("no {what} within {} ms", waited.as_millis()),
        other => format!("{other} (awaiting {what})"),
    }
}
