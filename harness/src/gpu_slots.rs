//! How many case programs share the GPU at once (`run --gpu-jobs`).
//!
//! Builds are CPU work and scale with `-j`; programs are not: on one GPU, sixteen programs that
//! each create a CUDA context, load a module and launch kernels at the same moment each take
//! about twice as long as they do alone (measured on an H200, `reports/gpu/README.md`). A warm
//! rerun, where nothing is built, is all programs, so how many run at once is its own knob. A
//! worker holding a slot runs its program; the others go on building, and wait for a slot only
//! when they too have a program to run. The run timeout starts once the program starts, so
//! waiting for a slot never counts against it.

use std::sync::{Condvar, Mutex};

/// A counting semaphore: at most `limit` holders at a time.
#[derive(Debug)]
pub struct Slots {
    limit: usize,
    busy: Mutex<usize>,
    freed: Condvar,
}

/// One slot, given back when dropped (also when the program's thread unwinds).
pub struct Slot<'a>(&'a Slots);

impl Slots {
    /// `limit` at least 1 (0 would deadlock every run case; `run` rejects it as a usage error).
    pub fn new(limit: usize) -> Slots {
        Slots {
            limit: limit.max(1),
            busy: Mutex::new(0),
            freed: Condvar::new(),
        }
    }

    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Waits until fewer than `limit` slots are held, then holds one.
    pub fn acquire(&self) -> Slot<'_> {
        // A poisoned lock only means a holder panicked; the count is still right because
        // `Slot::drop` ran during its unwinding.
        let mut busy = self.busy.lock().unwrap_or_else(|e| e.into_inner());
        while *busy >= self.limit {
            busy = self.freed.wait(busy).unwrap_or_else(|e| e.into_inner());
        }
        *busy += 1;
        Slot(self)
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        let mut busy = self.0.busy.lock().unwrap_or_else(|e| e.into_inner());
        *busy -= 1;
        self.0.freed.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[test]
    fn never_more_than_the_limit_hold_a_slot() {
        let slots = Slots::new(3);
        let now = AtomicUsize::new(0);
        let most = AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..12 {
                s.spawn(|| {
                    let _slot = slots.acquire();
                    let n = now.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(n, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    now.fetch_sub(1, Ordering::SeqCst);
                });
            }
        });
        assert_eq!(
            most.load(Ordering::SeqCst),
            3,
            "12 threads, 3 slots: 3 at once"
        );
    }

    #[test]
    fn a_slot_is_given_back_when_its_holder_panics() {
        let slots = Slots::new(1);
        std::thread::scope(|s| {
            let r = s
                .spawn(|| {
                    let _slot = slots.acquire();
                    panic!("the program's thread fails");
                })
                .join();
            assert!(r.is_err());
        });
        // Would wait forever if the panicking holder had kept it.
        let _again = slots.acquire();
    }
}
