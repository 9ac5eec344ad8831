//! Game records, one reader and one writer per format, shared by `kirin match` (which
//! writes them), `kirin book build` (which reads them) and the front ends that convert
//! moves between notations:
//! * [`result`]: a finished game ([`result::GameRecord`]), its result and how it ended;
//! * [`json`]: the JSON lines of `kirin match -out`;
//! * [`csa`] / [`csa_read`]: CSA (shogi), written / read;
//! * [`kif`]: KIF (shogi, Shift_JIS or UTF-8), written and read;
//! * [`pgn`] / [`pgn_read`]: PGN with FEN headers and ICCS moves (xiangqi);
//! * [`read`]: any record file as the games it holds ([`read::Played`]);
//! * [`notation`]: xboard's notation of each game, and xiangqi's 1-10 ranks.

pub mod csa;
pub mod csa_read;
pub mod json;
pub mod kif;
pub mod notation;
pub mod pgn;
pub mod pgn_read;
pub mod read;
pub mod result;
