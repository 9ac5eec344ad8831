//! Shogi over the CSA server protocol, the protocol of floodgate and the computer shogi
//! championships: the shared vocabulary ([`wire`]: `Game_Summary`, moves, result lines),
//! the game record both ends write ([`record`]), `kirin csa`, the client that plays a
//! USI engine on a server ([`client`]), and `kirin csa-server`, a game server that
//! referees with Kirin's rules and keeps the clocks ([`server`]).

pub mod client;
pub mod record;
pub mod server;
pub mod wire;
