//! The client side of the engine protocols: another engine run as a child process
//! ([`process`]), its handshake, options and new-game commands in its dialect
//! ([`handshake`]), the clocks a `go` command carries ([`clock`]), a game session that
//! restarts an engine that died ([`session`]), and the xboard (CECP) conversation
//! ([`cecp`]). `kirin match` plays games through it and `kirin check` examines engines
//! with it.

pub mod cecp;
pub mod clock;
pub mod handshake;
pub mod process;
pub mod session;
