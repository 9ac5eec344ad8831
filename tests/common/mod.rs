//! What the test binaries share: the path of the built `kirin`, the protocol harness that
//! drives it through pipes ([`protocol`]), the `kirin book` helpers ([`book`]), the mate
//! files and the brute-force mate reference ([`mate`]), and one step of the seeded random
//! walks ([`walk`]). Each binary uses a part of it.
#![allow(dead_code)]

pub mod book;
pub mod csa;
pub mod mate;
pub mod protocol;
pub mod walk;

/// The `kirin` binary that cargo built for the tests.
pub fn kirin() -> &'static str {
    env!("CARGO_BIN_EXE_kirin")
}
