//! `kirin match` (issue 7): engine-vs-engine matches refereed with Kirin's rules.

/// Entry point of `kirin match ARGS`; returns the exit code.
pub fn main(_args: &[String]) -> i32 {
    eprintln!("kirin match: not built yet");
    2
}
