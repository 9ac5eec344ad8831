//! Random mock positions for the evaluation tests (a seeded generator, so failures
//! reproduce).

#![allow(dead_code)]

use nnue_free_eval::shogi::{self, sfen};
use nnue_free_eval::xiangqi::{self, fen};

/// A small seeded generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn free_square(
    rng: &mut Rng,
    squares: &[Option<impl Copy>],
    allowed: impl Fn(usize) -> bool,
) -> Option<usize> {
    let candidates: Vec<usize> = (0..squares.len())
        .filter(|&s| squares[s].is_none() && allowed(s))
        .collect();
    (!candidates.is_empty()).then(|| candidates[rng.below(candidates.len())])
}

/// A random xiangqi position: both generals in their palaces, then up to the full
/// complement of every other piece on points it could legally occupy.
pub fn random_xiangqi(rng: &mut Rng) -> fen::ArrayBoard {
    use xiangqi::{Color, Piece};
    let mut board = fen::ArrayBoard::from_fen("9/9/9/9/9/9/9/9/9/9 w").unwrap();
    let file = |s: usize| s % 9;
    let rank = |s: usize| 9 - s / 9;
    let rel = move |c: Color, s: usize| {
        if c == Color::Red {
            rank(s)
        } else {
            9 - rank(s)
        }
    };
    for color in [Color::Red, Color::Black] {
        let in_palace = move |s: usize| (3..=5).contains(&file(s)) && rel(color, s) <= 2;
        let kinds: [(Piece, usize); 7] = [
            (Piece::General, 1),
            (Piece::Advisor, rng.below(3)),
            (Piece::Elephant, rng.below(3)),
            (Piece::Horse, rng.below(3)),
            (Piece::Chariot, rng.below(3)),
            (Piece::Cannon, rng.below(3)),
            (Piece::Soldier, rng.below(6)),
        ];
        for (piece, n) in kinds {
            for _ in 0..n {
                let allowed = |s: usize| match piece {
                    Piece::General => in_palace(s),
                    Piece::Advisor => in_palace(s) && (file(s) + rel(color, s)) % 2 == 1,
                    Piece::Elephant => {
                        rel(color, s) <= 4
                            && rel(color, s) % 2 == 0
                            && (file(s) + rel(color, s)) % 4 == 2
                    }
                    Piece::Soldier => rel(color, s) >= 3,
                    _ => true,
                };
                if let Some(s) = free_square(rng, &board.squares, allowed) {
                    board.squares[s] = Some((color, piece));
                }
            }
        }
    }
    board.side_to_move = if rng.below(2) == 0 {
        Color::Red
    } else {
        Color::Black
    };
    board
}

/// A random shogi position: both kings, a random subset of the other 38 pieces on the
/// board (some promoted), the rest in random hands.
pub fn random_shogi(rng: &mut Rng) -> sfen::ArrayBoard {
    use shogi::{Color, Piece};
    let mut board = sfen::ArrayBoard::from_sfen("9/9/9/9/9/9/9/9/9 b -").unwrap();
    let colors = [Color::Black, Color::White];
    for color in colors {
        let s = free_square(rng, &board.squares, |_| true).unwrap();
        board.squares[s] = Some((color, Piece::King));
    }
    let set: [(Piece, Piece, usize); 7] = [
        (Piece::Pawn, Piece::Tokin, 18),
        (Piece::Lance, Piece::PromotedLance, 4),
        (Piece::Knight, Piece::PromotedKnight, 4),
        (Piece::Silver, Piece::PromotedSilver, 4),
        (Piece::Gold, Piece::Gold, 4),
        (Piece::Bishop, Piece::Horse, 2),
        (Piece::Rook, Piece::Dragon, 2),
    ];
    let on_board_percent = 30 + rng.below(60);
    for (hand_index, (base, promoted, n)) in set.into_iter().enumerate() {
        for _ in 0..n {
            let color = colors[rng.below(2)];
            if rng.below(100) < on_board_percent {
                let piece = if rng.below(5) == 0 { promoted } else { base };
                if let Some(s) = free_square(rng, &board.squares, |_| true) {
                    board.squares[s] = Some((color, piece));
                }
            } else {
                board.hands[if color == Color::Black { 0 } else { 1 }][hand_index] += 1;
            }
        }
    }
    board.side_to_move = colors[rng.below(2)];
    board
}
