//! The xiangqi positions of `bench` (FEN): openings, middlegames from random games of the
//! perft test positions, and endgames. They are the search's fingerprint: changing one
//! changes the bench signature.

/// Xiangqi bench positions.
pub const BENCH_POSITIONS: [&str; 12] = [
    // Openings: the start, central cannon, central cannon against screen horses,
    // pawn opening.
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
    "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4",
    "rnbakabnr/9/2c4c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR w - - 2 2",
    // Middlegames (random games from the xiangqi perft test positions).
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "2baka3/3c5/1r2b4/p1p1p3p/6prP/4P1P2/P5c2/6N1B/3K5/RNBA1A2R b - - 0 1",
    "rnbaka1n1/4C4/b8/p3p4/2p3p2/6Br1/P1P1P1P2/2C1B4/3K5/R6N1 b - - 0 1",
    "1rbaka1n1/6r2/1c2bc3/p1p1p3p/P2C2P2/8P/2P1P4/B8/7R1/3A1K2R b - - 0 1",
    "2ba1ab1r/3k5/C8/pC2p1R1p/n1p6/8P/2P1P1P2/9/r3K4/1RBA1AB2 w - - 0 1",
    // Endgames.
    "3k1ab2/9/b8/3P5/1r3Np2/p7p/P2p2P2/5A3/4K4/3A2B2 w - - 0 1",
    "5ab2/4k4/b8/4P1p2/p1r6/8p/P2p2P2/4BA3/3NK4/3A4c b - - 0 1",
    "4k4/9/9/9/9/r1C1pNc1R/9/9/9/4K4 b - - 0 1",
];
