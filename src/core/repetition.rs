//! The walk over a game's history that the repetition rules of the shogi family share
//! (shogi's sennichite, minishogi's fourfold repetition): finding the earlier
//! occurrences of the current position, and which side checked on every move of a
//! cycle. Each game keeps its own verdicts; this module only reads the history.

/// Walks back over the earlier states of a history with the same side to move as state
/// `last` (two plies at a time, stopping at a null move: a cycle never runs through a
/// pass) and calls `visit(distance)` for each whose key equals state `last`'s, until it
/// returns something. `key(i)` is state `i`'s key and `null_move(i)` tells whether the
/// move that led to state `i` was a null move.
#[inline(always)]
pub fn scan_earlier<T>(
    last: usize,
    key: impl Fn(usize) -> u64,
    null_move: impl Fn(usize) -> bool,
    mut visit: impl FnMut(usize) -> Option<T>,
) -> Option<T> {
    let target = key(last);
    let mut i = last;
    while i >= 2 {
        if null_move(i) || null_move(i - 1) {
            break;
        }
        i -= 2;
        if key(i) == target {
            if let Some(found) = visit(last - i) {
                return Some(found);
            }
        }
    }
    None
}

/// Which sides gave check with every one of their moves in the last `span` plies:
/// `(the side to move, its opponent)`. `gave_check(j)` tells whether the move `j` plies
/// back gave check (`j = 0`: the last move, the opponent's).
#[inline(always)]
pub fn always_checked(span: usize, gave_check: impl Fn(usize) -> bool) -> (bool, bool) {
    let mut we_always_checked = true;
    let mut they_always_checked = true;
    for j in 0..span {
        if j % 2 == 0 {
            they_always_checked &= gave_check(j);
        } else {
            we_always_checked &= gave_check(j);
        }
    }
    (we_always_checked, they_always_checked)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earlier_occurrences_with_the_same_side_to_move() {
        // Keys of a history: state 6 repeats states 2 and 0 (same side to move); state 5
        // has the same key but the other side to move, so it is no repetition.
        let keys = [7u64, 1, 7, 3, 4, 7, 7];
        let mut seen = Vec::new();
        let none: Option<()> = scan_earlier(
            6,
            |i| keys[i],
            |_| false,
            |d| {
                seen.push(d);
                None
            },
        );
        assert_eq!((none, seen), (None, vec![4, 6]));
        // The first occurrence found ends the walk when visit answers.
        assert_eq!(scan_earlier(6, |i| keys[i], |_| false, Some), Some(4));
        // A null move between them hides the earlier states.
        assert_eq!(scan_earlier(6, |i| keys[i], |i| i == 3, Some), None);
    }

    #[test]
    fn perpetual_checks_by_side() {
        // The opponent checked on plies 0 and 2 back, the side to move on neither.
        assert_eq!(always_checked(4, |j| j % 2 == 0), (false, true));
        assert_eq!(always_checked(4, |j| j % 2 == 1), (true, false));
        assert_eq!(always_checked(4, |_| true), (true, true));
        assert_eq!(always_checked(4, |j| j == 0), (false, false));
    }
}
