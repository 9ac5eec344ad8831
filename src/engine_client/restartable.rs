//! An engine process kept across games (`kirin match`) or checks (`kirin check`): started
//! on demand, and replaced when it died or misbehaved. What a fresh process is told
//! (handshake, options) is the caller's; this owns the process and when to replace it.

use super::process::{EngineProcess, Launch};

/// The current process, if any, and whether it must be replaced.
#[derive(Default)]
pub struct Restartable {
    process: Option<EngineProcess>,
    broken: bool,
    /// Processes started so far.
    pub starts: u32,
}

impl Restartable {
    /// No process yet.
    pub fn new() -> Restartable {
        Restartable::default()
    }

    /// True when the next use needs a fresh process: none runs, it died, or it was
    /// marked broken.
    pub fn needs_restart(&mut self) -> bool {
        self.broken || !self.process.as_mut().is_some_and(EngineProcess::is_alive)
    }

    /// Marks the process as unusable (a timeout, garbage, a crash): the next use starts a
    /// new one.
    pub fn mark_broken(&mut self) {
        self.broken = true;
    }

    /// Ends the current process and starts a new one, not yet spoken to.
    pub fn respawn(&mut self, launch: &Launch) -> Result<&mut EngineProcess, String> {
        self.shutdown();
        self.broken = false;
        self.starts += 1;
        let p = EngineProcess::spawn(launch)?;
        Ok(self.process.insert(p))
    }

    /// The running process as it is, if there is one.
    pub fn current(&mut self) -> Option<&mut EngineProcess> {
        self.process.as_mut()
    }

    /// The running process, read only.
    pub fn peek(&self) -> Option<&EngineProcess> {
        self.process.as_ref()
    }

    /// Quits and reaps the process (politely, then by force).
    pub fn shutdown(&mut self) {
        if let Some(mut p) = self.process.take() {
            p.shutdown();
        }
    }
}

impl Drop for Restartable {
    fn drop(&mut self) {
        self.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn cat() -> Launch {
        Launch {
            program: PathBuf::from("cat"),
            args: Vec::new(),
            dir: None,
            stderr_log: None,
        }
    }

    #[test]
    fn replaced_when_none_runs_when_broken_and_when_dead() {
        let mut engine = Restartable::new();
        assert!(engine.needs_restart() && engine.current().is_none());
        engine.respawn(&cat()).unwrap();
        assert!(!engine.needs_restart());
        assert_eq!(engine.starts, 1);
        engine.mark_broken();
        assert!(engine.needs_restart());
        engine.respawn(&cat()).unwrap();
        assert!(!engine.needs_restart());
        engine.current().unwrap().kill();
        assert!(engine.needs_restart());
        assert_eq!(engine.starts, 2);
        engine.shutdown();
        assert!(engine.peek().is_none() && engine.needs_restart());
    }
}
