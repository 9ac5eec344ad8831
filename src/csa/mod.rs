//! Shogi over the CSA server protocol, the protocol of floodgate and the computer shogi
//! championships: the shared vocabulary ([`wire`]: `Game_Summary`, moves, result lines),
//! the game record both ends write ([`record`]), and `kirin csa`, the client that plays a
//! USI engine on a server ([`client`]).

pub mod client;
pub mod record;
pub mod wire;
