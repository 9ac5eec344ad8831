//! `bench` (issue 5): fixed positions of both games searched to a fixed depth, one thread,
//! default hash; prints the node-count signature.

/// Entry point of `kirin bench ARGS`; returns the exit code.
pub fn main(_args: &[String]) -> i32 {
    eprintln!("kirin bench: not built yet");
    2
}
