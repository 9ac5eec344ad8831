//! The engine process (issue 4): the first line picks the dialect (USI, UCCI, UCI-X),
//! then a controller applies commands and is the only writer to stdout.

/// Runs the protocol loop on stdin/stdout until `quit` or EOF; returns the exit code.
pub fn run() -> i32 {
    0
}
