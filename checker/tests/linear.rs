//! Memory and time linear in the input: a chain of N macros, each invoking the next, costs
//! about twice at 2N (it once grew quadratically: every expanded token copied the hide set of
//! every macro above it; a 10,000-deep chain took 489 MB).
//!
//! Memory is measured as bytes allocated by this thread (a counting allocator: exact, whatever
//! the machine's load); time as the best of three runs, with a ratio generous enough for a
//! loaded machine (it catches gross regressions only).

use cuconform_check::{check_source, Options};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::Path;
use std::time::{Duration, Instant};

struct Counting;

thread_local! {
    static ALLOCATED: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let _ = ALLOCATED.try_with(|a| a.set(a.get() + l.size() as u64));
        System.alloc(l)
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        System.dealloc(p, l)
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        let _ = ALLOCATED.try_with(|a| a.set(a.get() + new.saturating_sub(l.size()) as u64));
        System.realloc(p, l, new)
    }
}

#[global_allocator]
static A: Counting = Counting;

fn function_chain(n: usize) -> String {
    let mut src = String::from("#define M0(x) x\n");
    for i in 1..n {
        src.push_str(&format!("#define M{i}(x) M{}(x)\n", i - 1));
    }
    src.push_str(&format!("__device__ int v = M{}(1);\n", n - 1));
    src
}

fn object_chain(n: usize) -> String {
    let mut src = String::from("#define O0 1\n");
    for i in 1..n {
        src.push_str(&format!("#define O{i} O{}\n", i - 1));
    }
    src.push_str(&format!("__device__ int w = O{};\n", n - 1));
    src
}

/// (bytes allocated, best time) of checking `src`.
fn cost(src: &str) -> (u64, Duration) {
    let o = Options::default();
    let mut best = Duration::MAX;
    let mut bytes = 0;
    for _ in 0..5 {
        let before = ALLOCATED.with(|a| a.get());
        let t0 = Instant::now();
        let found = check_source(Path::new("chain.cu"), src, &o);
        best = best.min(t0.elapsed());
        bytes = ALLOCATED.with(|a| a.get()) - before;
        assert!(
            found.iter().all(|f| f.rule != "checker.incomplete"),
            "{found:#?}"
        );
    }
    (bytes, best)
}

fn assert_linear(name: &str, chain: fn(usize) -> String, n: usize) {
    let (b1, t1) = cost(&chain(n));
    let (b2, t2) = cost(&chain(2 * n));
    eprintln!("{name}: N={n}: {b1} B, {t1:?}; 2N: {b2} B, {t2:?}");
    let r = b2 as f64 / b1 as f64;
    assert!(
        r < 2.6,
        "{name}: memory grew {r:.2}x from N={n} to 2N ({b1} -> {b2} bytes)"
    );
    // generous: at these sizes (a few ms) a loaded machine's timings vary several-fold (3.3 ms
    // against 28 ms once, with a compile beside it), so times under 10 ms count as 10 ms; the
    // memory bound above is the exact one (quadratic growth would be 4x there)
    let r = t2.as_secs_f64().max(0.01) / t1.as_secs_f64().max(0.01);
    assert!(
        r < 5.0,
        "{name}: time grew {r:.2}x from N={n} to 2N ({t1:?} -> {t2:?})"
    );
}

#[test]
fn macro_chains_cost_linear_time_and_memory() {
    // on a thread of its own: the counts are this thread's
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(|| {
            assert_linear("function-like chain", function_chain, 5_000);
            assert_linear("object-like chain", object_chain, 5_000);
        })
        .unwrap()
        .join()
        .unwrap();
}

/// N translation-unit-level declarations, each of the kinds some query once matched against
/// every other declaration of the unit: a `__device__` variable and a constexpr constant a kernel
/// reads (the variable's other declarations), a class declared before its definition (its
/// definition), a class with an anonymous member struct (whether a variable declares it), and
/// calls in a kernel's body (the constexpr initializers around them).
fn declarations(n: usize) -> String {
    let mut src = String::new();
    for i in 0..n {
        src.push_str(&format!(
            "struct F{i};\nstruct F{i} {{ int a; }};\n__device__ int g{i};\nconstexpr int c{i} = {i};\n\
             struct S{i} {{ struct {{ int a; }}; int b; }};\n__device__ int f{i}() {{ return {i}; }}\n\
             __global__ void k{i}(int *p) {{ F{i} *q = nullptr; S{i} s; p[0] = g{i} + c{i} + f{i}() + (q ? 1 : 0) + s.b; }}\n"
        ));
    }
    src
}

#[test]
fn declarations_cost_linear_time() {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(|| {
            let o = Options {
                extended_lambda: true,
                ..Options::default()
            };
            let time = |n: usize| {
                let src = declarations(n);
                (0..3)
                    .map(|_| {
                        let t0 = Instant::now();
                        check_source(Path::new("decls.cu"), &src, &o);
                        t0.elapsed()
                    })
                    .min()
                    .unwrap()
            };
            let n = 1_000;
            let (t1, t4) = (time(n), time(4 * n));
            // linear is 4x, quadratic 16x: 9x leaves room for a loaded machine's noise (the
            // smaller run takes tens of milliseconds)
            let r = t4.as_secs_f64() / t1.as_secs_f64().max(0.005);
            eprintln!("declarations: N={n}: {t1:?}; 4N: {t4:?} ({r:.1}x)");
            assert!(
                r < 9.0,
                "time grew {r:.1}x from N={n} to 4N ({t1:?} -> {t4:?})"
            );
        })
        .unwrap()
        .join()
        .unwrap();
}
