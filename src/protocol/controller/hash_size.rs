//! How big a hash table this machine can give: a request is kept when it fits in a
//! share of the memory Linux reports available (`MemAvailable` of /proc/meminfo) and
//! can be reserved; a larger one is reduced, never an abort.

/// Share (per mille) of the memory the kernel reports available that the hash table may
/// take: the rest is left to the search threads and the rest of the machine.
const HASH_SHARE_OF_AVAILABLE: u64 = 250;

/// Largest table given in place of a request the machine cannot meet, MB. Every page of
/// the table is written when it is built, and that is what `isready` waits for: on a
/// loaded 2-core virtual machine (guest pages touched for the first time) 256 MB took
/// 0.1-2.6 s, 512 MB 0.3-3.3 s, 1 GiB 0.3-3.8 s and 5.8 GiB 9 s, so this fallback
/// answers within a second or two where a quarter of `MemAvailable` could take ten.
/// A request the machine can meet is allocated as asked, however long that takes.
const HASH_FALLBACK_MAX_MB: usize = 256;

/// `MemAvailable` of /proc/meminfo in MB, where there is one.
fn available_megabytes() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb = line.split_whitespace().nth(1)?.parse::<u64>().ok()?;
    Some(usize::try_from(kb / 1024).unwrap_or(usize::MAX))
}

/// The hash size to allocate for a request of `wanted` MB when `available` MB are available
/// (a huge `USI_Hash` is reported and reduced, never an abort). A request within
/// [`HASH_SHARE_OF_AVAILABLE`] of the available memory (or any request where that is
/// unknown) is kept; a larger one gets that share, at most [`HASH_FALLBACK_MAX_MB`].
fn fallback_megabytes(wanted: usize, available: Option<usize>) -> usize {
    let wanted = wanted.max(1);
    let Some(available) = available else {
        return wanted;
    };
    let share = usize::try_from(available as u64 * HASH_SHARE_OF_AVAILABLE / 1000)
        .unwrap_or(usize::MAX)
        .max(1);
    if wanted <= share {
        wanted
    } else {
        share.min(HASH_FALLBACK_MAX_MB)
    }
}

/// The largest hash size up to `wanted` MB that this machine can give quickly
/// ([`fallback_megabytes`] on `MemAvailable`), then halved until a reservation of that
/// size succeeds (the table must fit in memory, not only in the address space).
pub(super) fn affordable_megabytes(wanted: usize) -> usize {
    let mut mb = fallback_megabytes(wanted, available_megabytes());
    while mb > 1 && Vec::<u8>::new().try_reserve_exact(mb << 20).is_err() {
        mb /= 2;
    }
    mb
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_size_beyond_the_machine_is_reduced_not_fatal() {
        assert_eq!(affordable_megabytes(1), 1);
        assert_eq!(affordable_megabytes(0), 1);
        // 1 EiB fits in no machine; only address space is reserved while deciding.
        let huge = 1usize << 40;
        let got = affordable_megabytes(huge);
        assert!((1..=HASH_FALLBACK_MAX_MB).contains(&got), "{got}");
    }

    #[test]
    fn the_fallback_is_a_share_of_available_memory_and_capped() {
        // 24 GiB available: a quarter is 6144 MB.
        let available = Some(24 * 1024);
        assert_eq!(fallback_megabytes(4096, available), 4096);
        assert_eq!(fallback_megabytes(6144, available), 6144);
        assert_eq!(fallback_megabytes(65536, available), HASH_FALLBACK_MAX_MB);
        // 1 GiB available: the share is below the cap.
        assert_eq!(fallback_megabytes(1024, Some(1024)), 256);
        assert_eq!(fallback_megabytes(0, Some(1024)), 1);
        assert_eq!(fallback_megabytes(3, Some(1)), 1);
        // Unknown available memory: the request stands (the reservation still checks it).
        assert_eq!(fallback_megabytes(65536, None), 65536);
    }
}
