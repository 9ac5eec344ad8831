//! The client side of the engine protocols: another engine run as a child process
//! ([`process`]), its handshake, options and new-game commands in its dialect
//! ([`handshake`]), the clocks a `go` command carries ([`clock`]), a process replaced
//! when it died or misbehaved ([`restartable`]), the match's game session ([`session`]), and the xboard (CECP) conversation
//! ([`cecp`]). `kirin match` plays games through it and `kirin check` examines engines
//! with it.

pub mod cecp;
pub mod clock;
pub mod handshake;
pub mod process;
pub mod restartable;
pub mod session;
