//! The on-disk header memo (`hcache.rs`) costs time, never findings: a reading of a toolchain
//! header written by one process is replayed by the next only while the files and directories it
//! depended on are unchanged; a corrupt entry is ignored. Each check here starts from an empty
//! thread (`cache::reset_thread`), as a new process would, so only the disk carries state.
//!
//! A fake toolkit (an `nvcc.profile` naming `include` and `include/cccl`) holds `kret.h`, whose
//! macro decides whether the user's kernel has a deduced return type (an error, I.4.21.1).

use cuconform_check::{cache, check_source, Options};
use std::path::{Path, PathBuf};

struct Fixture {
    root: PathBuf,
    cache: PathBuf,
    opts: Options,
}

const USER: &str = "#include <kret.h>\n__global__ KRET k() { }\nint main() { k<<<1, 1>>>(); }\n";

fn fixture(name: &str) -> Fixture {
    let root = std::env::temp_dir().join(format!("chk-hcache-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let tk = root.join("tk");
    std::fs::create_dir_all(tk.join("bin")).unwrap();
    std::fs::create_dir_all(tk.join("include/cccl")).unwrap();
    std::fs::write(tk.join("bin/nvcc"), "").unwrap();
    std::fs::write(
        tk.join("bin/nvcc.profile"),
        "TOP = $(_HERE_)/..\nINCLUDES += \"-I$(TOP)/include\" $(_SPACE_)\nSYSTEM_INCLUDES += \"-isystem\" \"$(TOP)/include/cccl\" $(_SPACE_)\n",
    )
    .unwrap();
    std::fs::write(
        tk.join("include/cuda_runtime.h"),
        "#ifndef RT_H\n#define RT_H\ntypedef unsigned long size_t;\n#endif\n",
    )
    .unwrap();
    std::fs::write(
        tk.join("include/cccl/kret.h"),
        "#ifndef KRET_H\n#define KRET_H\n#include <kparts.h>\n#define KRET KRET_WORD\n#endif\n",
    )
    .unwrap();
    std::fs::write(tk.join("include/cccl/kparts.h"), "#define KRET_WORD auto\n").unwrap();
    // the cache writes no reading of a file changed in the last 2 s (`hcache::SETTLE_NS`)
    std::thread::sleep(std::time::Duration::from_millis(2100));
    let opts = Options::from_flags(&[
        "--cuda-path".into(),
        tk.display().to_string(),
        "--host-compiler".into(),
        "none".into(),
    ]);
    Fixture {
        cache: root.join("cache"),
        root,
        opts,
    }
}

impl Fixture {
    /// The rules found, as a new process would find them, with the cache at `cache` (or off).
    fn check(&self, cache: Option<&Path>) -> Vec<String> {
        cache::reset_thread();
        cache::with_dir(cache.map(Path::to_path_buf), || {
            check_source(&self.root.join("u.cu"), USER, &self.opts)
                .into_iter()
                .map(|f| format!("{}:{}:{}", f.file.display(), f.line, f.rule))
                .collect()
        })
    }
    fn cached(&self) -> Vec<String> {
        self.check(Some(&self.cache))
    }
    fn fresh(&self) -> Vec<String> {
        self.check(None)
    }
    fn entries(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        let mut stack = vec![self.cache.clone()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "bin") {
                    out.push(p);
                }
            }
        }
        out.sort();
        out
    }
}

fn has_deduced(f: &[String]) -> bool {
    f.iter().any(|s| s.ends_with("global.no-deduced-return"))
}

#[test]
fn a_second_process_replays_the_first_ones_reading() {
    let fx = fixture("replay");
    let cold = fx.cached();
    assert!(has_deduced(&cold), "{cold:?}");
    let s = cache::stats();
    assert!(s.written >= 2 && s.loaded == 0, "{s:?}");
    assert!(!fx.entries().is_empty());
    let warm = fx.cached();
    assert_eq!(warm, cold);
    let s = cache::stats();
    assert!(s.loaded >= 2 && s.written == 0 && s.rejected == 0, "{s:?}");
    // off: nothing read or written
    let before = fx.entries();
    assert_eq!(fx.fresh(), cold);
    assert_eq!(cache::stats(), cache::Stats::default());
    assert_eq!(fx.entries(), before);
    let _ = std::fs::remove_dir_all(&fx.root);
}

/// Fills the cache, then writes `kparts.h` at `rel` (a header the cached reading depends on), and
/// checks that the next run reads the headers again: the entry is rejected and the findings are
/// those of a run without the cache. Returns them.
fn header_written_after_a_reading(fx: &Fixture, rel: &str) -> Vec<String> {
    assert!(has_deduced(&fx.cached()));
    std::fs::write(fx.root.join(rel), "#define KRET_WORD void\n").unwrap();
    let now = fx.cached();
    assert!(!has_deduced(&now), "{now:?}");
    assert!(cache::stats().rejected >= 1, "{:?}", cache::stats());
    assert_eq!(now, fx.fresh());
    now
}

#[test]
fn a_changed_header_is_read_again() {
    let fx = fixture("stale");
    // a header the reading included (not the one named in the key) changes
    let now = header_written_after_a_reading(&fx, "tk/include/cccl/kparts.h");
    let again = fx.cached();
    assert_eq!(again, now);
    let _ = std::fs::remove_dir_all(&fx.root);
}

#[test]
fn a_header_added_earlier_in_the_search_is_found() {
    let fx = fixture("shadow");
    // `include` is searched before `include/cccl`: a `kparts.h` there now wins
    header_written_after_a_reading(&fx, "tk/include/kparts.h");
    let _ = std::fs::remove_dir_all(&fx.root);
}

#[test]
fn corrupt_entries_are_ignored() {
    let fx = fixture("corrupt");
    let cold = fx.cached();
    let entries = fx.entries();
    assert!(entries.len() >= 2, "{entries:?}");
    // every way of damaging every entry: truncated, a flipped byte, empty, garbage, and a
    // valid-looking entry of another key (copied over: its hash holds, its key does not)
    let originals: Vec<Vec<u8>> = entries.iter().map(|p| std::fs::read(p).unwrap()).collect();
    type Damage<'a> = Box<dyn Fn(&[u8], usize) -> Vec<u8> + 'a>;
    let damages: Vec<Damage> = vec![
        Box::new(|b, _| b[..b.len() / 2].to_vec()),
        Box::new(|b, _| {
            let mut b = b.to_vec();
            let i = b.len() / 3;
            b[i] ^= 0x40;
            b
        }),
        Box::new(|_, _| Vec::new()),
        Box::new(|b, _| b.iter().map(|x| x.wrapping_mul(31)).collect()),
        Box::new(|_, k| originals[(k + 1) % originals.len()].clone()),
    ];
    for (n, damage) in damages.iter().enumerate() {
        for (k, p) in entries.iter().enumerate() {
            std::fs::write(p, damage(&originals[k], k)).unwrap();
        }
        let got = fx.cached();
        assert_eq!(got, cold, "damage {n}");
        assert!(
            cache::stats().rejected >= 1,
            "damage {n}: {:?}",
            cache::stats()
        );
    }
    let _ = std::fs::remove_dir_all(&fx.root);
}
