//! A cache-line prefetch hint, the one place that issues it: the search asks for the
//! table bucket and the evaluation cache slot of a position right after making the move
//! that reaches it, so that the memory loads overlap the work done before the node reads
//! them.

/// Asks the CPU to start loading the cache line holding `item`. A hint only: it changes
/// no result and does nothing on targets without one.
#[inline(always)]
pub fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        let address: *const T = item;
        // SAFETY: `_mm_prefetch` needs SSE, part of the x86_64 baseline the compiler
        // targets; a prefetch never faults and has no effect on memory, and the address
        // is that of a live reference anyway.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(address.cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}
