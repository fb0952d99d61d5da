//! Robustness: the checker must return (no panic, no hang) on any input. Stable Rust has no
//! cargo-fuzz, so this test drives `check_source` with random bytes, random token soup,
//! mutated corpus files and pathological shapes, under a wall-clock bound.
//!
//! CUCONFORM_FUZZ_ITERS scales the number of generated inputs (default 400 per kind).

use cuconform_check::{check_source, Options};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const VOCAB: &[&str] = &[
    "__global__",
    "__device__",
    "__host__",
    "__shared__",
    "__constant__",
    "__managed__",
    "template",
    "<",
    ">",
    "typename",
    "T",
    "struct",
    "class",
    "union",
    "enum",
    "S",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ";",
    ",",
    "::",
    "=",
    "&",
    "&&",
    "*",
    "auto",
    "int",
    "void",
    "const",
    "constexpr",
    "static",
    "extern",
    "inline",
    "namespace",
    "N",
    "using",
    "typedef",
    "return",
    "if",
    "else",
    "for",
    "while",
    "x",
    "y",
    "f",
    "k",
    "<<<",
    ">>>",
    "1",
    "0",
    "[=]",
    "[&]",
    "mutable",
    "->",
    "decltype",
    "sizeof",
    "virtual",
    "operator",
    "~",
    "friend",
    "public:",
    "private:",
    "#if",
    "#ifdef __CUDA_ARCH__",
    "#else",
    "#endif",
    "#define X",
    "#include \"x.h\"",
    "\n",
    "\"s\"",
    "'c'",
    "R\"d(raw)d\"",
    "/*",
    "*/",
    "//",
    "\\\n",
    "??=",
    "...",
    "throw",
    "try",
    "catch",
    "typeid",
    "this",
    "*this",
    "new",
    "delete",
    "default",
    "delete",
    "override",
    "final",
    "noexcept",
    "alignas(16)",
    "[[deprecated]]",
    "__attribute__((device))",
    "static_assert",
    "if constexpr",
    "requires",
    "concept",
    "co_await",
];

fn token_soup(r: &mut Rng, n: usize) -> String {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(VOCAB[r.below(VOCAB.len())]);
        s.push(if r.below(8) == 0 { '\n' } else { ' ' });
    }
    s
}

fn random_bytes(r: &mut Rng, n: usize) -> String {
    let bytes: Vec<u8> = (0..n).map(|_| r.next() as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn mutate(r: &mut Rng, src: &str) -> String {
    let mut b: Vec<u8> = src.as_bytes().to_vec();
    for _ in 0..1 + r.below(6) {
        if b.is_empty() {
            break;
        }
        let at = r.below(b.len());
        match r.below(6) {
            0 => {
                let len = r.below(40).min(b.len() - at);
                b.drain(at..at + len);
            }
            1 => {
                let len = r.below(60).min(b.len() - at);
                let chunk: Vec<u8> = b[at..at + len].to_vec();
                let to = r.below(b.len());
                for (k, c) in chunk.into_iter().enumerate() {
                    b.insert((to + k).min(b.len()), c);
                }
            }
            2 => {
                let t = VOCAB[r.below(VOCAB.len())];
                for (k, c) in t.bytes().enumerate() {
                    b.insert((at + k).min(b.len()), c);
                }
            }
            3 => b.truncate(at),
            4 => b[at] = b"{}()<>;\"'\\#/*[]"[r.below(15)],
            _ => {
                let c = b[at];
                b.insert(at, c);
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

fn corpus_files() -> Vec<PathBuf> {
    fn walk(d: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(d) else { return };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "cu") {
                out.push(p);
            }
        }
    }
    let mut v = Vec::new();
    walk(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../cases"),
        &mut v,
    );
    v.sort();
    v
}

fn flag_sets() -> Vec<Options> {
    let sets: [&[&str]; 5] = [
        &[],
        &["--extended-lambda"],
        &["-rdc=true", "-std=c++14"],
        &["--expt-relaxed-constexpr", "-std=c++20", "-DX=1"],
        &["-std=c++11", "--no-host-device-initializer-list"],
    ];
    sets.iter()
        .map(|f| Options::from_flags(&f.iter().map(|s| s.to_string()).collect::<Vec<_>>()))
        .collect()
}

static PANICS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
static HOOK: std::sync::Once = std::sync::Once::new();

/// Internal panics are caught by the checker (the input then yields no verdict) but are bugs:
/// count them.
fn install_hook() {
    HOOK.call_once(|| {
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if PANICS.fetch_add(1, std::sync::atomic::Ordering::SeqCst) < 5 {
                prev(info);
            }
        }));
    });
}

/// Run every input on a worker thread; fail if the whole batch exceeds `limit` (a hang).
fn run_bounded(name: &str, inputs: Vec<String>, limit: Duration) {
    install_hook();
    let before = PANICS.load(std::sync::atomic::Ordering::SeqCst);
    let (tx, rx) = mpsc::channel();
    let n = inputs.len();
    std::thread::spawn(move || {
        let opts = flag_sets();
        for (i, src) in inputs.into_iter().enumerate() {
            let o = &opts[i % opts.len()];
            let t0 = Instant::now();
            let _ = check_source(Path::new("fuzz.cu"), &src, o);
            let _ = tx.send((i, t0.elapsed(), src.len()));
        }
    });
    let deadline = Instant::now() + limit;
    let mut done = 0;
    let mut slowest = (Duration::ZERO, 0usize, 0usize);
    while done < n {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok((i, dt, len)) => {
                done += 1;
                if dt > slowest.0 {
                    slowest = (dt, i, len);
                }
            }
            Err(_) => panic!(
                "{name}: check_source did not return within {limit:?} ({done}/{n} inputs done)"
            ),
        }
    }
    let panics = PANICS.load(std::sync::atomic::Ordering::SeqCst) - before;
    println!(
        "{name}: {n} inputs, slowest {:?} (input {} of {} bytes), {panics} internal panics",
        slowest.0, slowest.1, slowest.2
    );
    assert_eq!(panics, 0, "{name}: internal panics (caught, but bugs)");
}

fn iters() -> usize {
    std::env::var("CUCONFORM_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400)
}

#[test]
fn random_bytes_and_token_soup() {
    let mut r = Rng(0x9E37_79B9_7F4A_7C15);
    let mut inputs = Vec::new();
    for i in 0..iters() {
        let n = r.below(3000);
        inputs.push(if i % 2 == 0 {
            random_bytes(&mut r, n)
        } else {
            token_soup(&mut r, n / 4)
        });
    }
    run_bounded("random", inputs, Duration::from_secs(120));
}

#[test]
fn mutated_corpus_files() {
    let files = corpus_files();
    if files.is_empty() {
        return;
    }
    let mut r = Rng(0xD1B5_4A32_D192_ED03);
    let mut inputs = Vec::new();
    for _ in 0..iters() * 2 {
        let p = &files[r.below(files.len())];
        let src = std::fs::read_to_string(p).unwrap_or_default();
        inputs.push(mutate(&mut r, &src));
    }
    run_bounded("mutated", inputs, Duration::from_secs(180));
}

/// Real-code-shaped files of this repository (tests/realcode/: attribute macros, nested
/// namespaces, space macros, literal operators, launch bounds), mutated, with and without their
/// include directory.
#[test]
fn mutated_real_code_shapes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/realcode");
    let mut seeds: Vec<(PathBuf, String)> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "cu" || x == "cuh"))
                .filter_map(|p| std::fs::read_to_string(&p).ok().map(|s| (p, s)))
                .collect()
        })
        .unwrap_or_default();
    seeds.sort();
    assert!(
        seeds.len() >= 3,
        "real-code-shaped seeds missing in {}",
        dir.display()
    );
    let mut r = Rng(0x9E37_79B9_7F4A_7C15);
    let n = iters();
    install_hook();
    let before = PANICS.load(std::sync::atomic::Ordering::SeqCst);
    let (tx, rx) = mpsc::channel();
    let seeds2 = seeds.clone();
    std::thread::spawn(move || {
        let sets = [
            Options::from_flags(&["-std=c++17".into(), "--extended-lambda".into()]),
            Options::from_flags(&[
                "--expt-relaxed-constexpr".into(),
                "-I".into(),
                dir.display().to_string(),
            ]),
        ];
        for k in 0..n {
            let (p, src) = &seeds2[r.below(seeds2.len())];
            let m = mutate(&mut r, src);
            let _ = check_source(p, &m, &sets[k % 2]);
        }
        let _ = tx.send(());
    });
    assert!(
        rx.recv_timeout(Duration::from_secs(180)).is_ok(),
        "mutated real-code shapes: no answer within 180 s"
    );
    let panics = PANICS.load(std::sync::atomic::Ordering::SeqCst) - before;
    assert_eq!(
        panics, 0,
        "mutated real-code shapes: internal panics (caught, but bugs)"
    );
}

#[test]
fn pathological_shapes() {
    let deep = |open: &str, close: &str, n: usize| {
        format!(
            "__device__ void f() {{ int x = {}1{}; }}",
            open.repeat(n),
            close.repeat(n)
        )
    };
    let inputs = vec![
        String::new(),
        "\\".into(),
        "#".into(),
        "#if".into(),
        "#endif\n#else\n#elif 1/0\n".into(),
        "R\"xyz(".into(),
        "/*".into(),
        "\"".into(),
        "'".into(),
        deep("(", ")", 20_000),
        deep("{", "}", 20_000),
        deep("[", "]", 20_000),
        "template<".repeat(5_000),
        "<".repeat(50_000),
        "a<b<".repeat(10_000),
        "x".repeat(1_000_000),
        format!("int a = {};", "1+".repeat(100_000)),
        "#define A B B\n#define B C C\n#define C D D\n#define D E E\n#define E F F\n#define F G G\n#define G H H\n#define H A A\nA A A A A A A A\n".into(),
        "#define F(x) F(x) F(x)\nF(F(F(F(F(F(F(F(1))))))))\n".into(),
        "#define CAT(a,b) a##b\nCAT(CAT(CAT(a,b),c),d) CAT(,) CAT(\"x\",) CAT(<,<)\n".into(),
        "[] __device__ [] [] () () {} {} ;".repeat(2_000),
        "struct S : S { S s; }; __device__ S x;".into(),
        "struct A : B {}; struct B : A {}; __device__ A a;".into(),
        "typedef T U; typedef U T; __device__ T t; __global__ void k(T x);".into(),
        "template <typename T> __global__ void k(T); void h() { k<<<1,1>>>(k<<<1,1>>>(k)); }".into(),
        format!("void f() {{ {} }}", "auto l = [=] __device__ { ".repeat(3_000)),
        "#include \"fuzz.cu\"\n".into(),
        "\u{feff}__global__ void k() {}\r\n\r\n".into(),
        "__global__ void k(int x = \n".into(),
    ];
    run_bounded("pathological", inputs, Duration::from_secs(120));
}
