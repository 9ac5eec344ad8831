//! The shogi positions of `bench` (SFEN): openings reached by common move orders,
//! middlegames from real and random games, and endgames. They are the search's
//! fingerprint: changing one changes the bench signature.

/// Shogi bench positions.
pub const BENCH_POSITIONS: [&str; 12] = [
    // Openings: the start, a static-rook start, a bishop-exchange-ready position, a
    // ranging-rook castle.
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgkgsnl/1r7/ppppp1bpp/5pp2/7P1/2P6/PP1PPPP1P/1B5R1/LNSGKGSNL b - 7",
    "lnsgk1snl/1r4gb1/p1ppppp1p/7R1/1p7/9/PPPPPPP1P/1BG6/LNS1KGSNL w Pp 10",
    "lnsg1g1nl/1k3rsb1/ppppp2pp/5pp2/9/2P1P2P1/PP1PSPP1P/1BK4R1/LNSG1G1NL b - 15",
    // Middlegames from games (YaneuraOu's mate collection positions and random games).
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "l3k2nl/4g1gb1/1+S1pspp+P1/p1p6/3n4p/2PPR1P2/P2bPP2P/5GS2/LN1K4L w R2Pgsn2p 50",
    "l2gkg2l/2s3s2/p1nppp1pp/2p3p2/P4P1P1/4n3P/1PPPG1N2/1BKS2+s2/LN3+r3 w RBgl3p 72",
    "ln1g3+Rl/2sk1s+P2/2ppppb1p/p1b3p2/8P/P4P3/2PPP1P2/1+r2GS3/LN+p2KGNL w GN2Ps 36",
    "lns2s1nl/2gkpg3/3pn1ppb/p1p2p3/4P3P/P1P4P1/3P1PP1L/4KS1R1/5G1N1 w 3Prbgsl 52",
    // Endgames.
    "4k4/9/9/9/b3r4/9/9/9/3GKG3 b GP 1",
    "4k4/9/5p3/P1P1P1P1P/9/7+P1/9/9/4K4 b P 1",
    "8k/6Sg1/9/7N1/4B4/9/9/9/K8 b P 1",
];
