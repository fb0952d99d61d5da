//! The on-disk header memo: `pp`'s readings of toolchain headers (the CUDA toolkit's, cccl's,
//! libstdc++'s), kept across processes. Each `cuconform check` of one file is its own process in
//! the usual use (a build system, `checker/realcode/run.py`); without this every process reads
//! the toolkit's and libstdc++'s headers cold, in each view (a file that includes thrust spends
//! ~0.5 s per view expanding cccl's macros). With it a process replays a recorded reading as the
//! per-thread memo does (`pp::Pre::replay`): the same tokens, macros and files.
//!
//! A reading is replayed only when everything it depended on is as it was:
//! - the macros it read (the memo's own test, `pp`);
//! - every file it read or found by an include search (inode, size, mtime and ctime), and every
//!   directory in which an include search found nothing (its mtime: a header added there would
//!   change what the search finds; an absent directory must still be absent);
//! - the checker binary (its path, size and mtime: a rebuilt checker may read headers otherwise)
//!   and this module's `FORMAT`.
//!
//! Entries are written once, atomically (a temporary file renamed into place), named by the
//! blake3 hash of their contents, and carry that hash: a torn, truncated or otherwise corrupt
//! file fails the check and is ignored (and removed), as is one whose dependencies changed. So a
//! stale or corrupt cache costs time, never findings.
//!
//! The host compiler's search list and macros (`toolchain.rs`) are kept here too (`get_blob`),
//! so that a process does not spawn `g++ -E -v -dM` each time.
//!
//! Location: `$CUCONFORM_CHECK_CACHE` (a directory; `off` or `0` turns the cache off), else
//! `$XDG_CACHE_HOME/cuconform/check`, else `~/.cache/cuconform/check`. Layout:
//! `ROOT/<binary identity>/<memo key hash>/<entry hash>.bin`; at most `PER_KEY` entries per key,
//! `$CUCONFORM_CHECK_CACHE_SIZE` bytes per binary (default 512M) and `BINARIES` binary
//! directories (the least recently written go first).

use crate::fx::{HashMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Bumped whenever the entry encoding or what `pp` records changes.
const FORMAT: u32 = 2;
const MAGIC: &[u8; 8] = b"CUCHKHM\0";
/// Entry files kept per memo key (views and macro states that differ in what a header reads).
const PER_KEY: usize = 32;
/// Binary directories kept (each rebuild of the checker starts a new one).
const BINARIES: usize = 8;
/// How long ago every file and directory an entry depends on must have last changed.
const SETTLE_NS: i64 = 2_000_000_000;
/// Entries larger than this are not written (nothing real comes close: thrust's ~10 MB).
const MAX_ENTRY: usize = 64 << 20;

/// The state of a path an entry depends on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PathState {
    Absent,
    /// A file (or what a search found): (inode, size, mtime ns, ctime ns).
    File(u64, u64, i64, i64),
    /// A directory: its mtime and ctime (ns).
    Dir(i64, i64),
}

thread_local! {
    /// Path states seen by this thread: every entry's dependencies are checked against one stat
    /// per path per process (toolchain headers do not change under a running checker).
    static STATES: std::cell::RefCell<HashMap<PathBuf, PathState>> = Default::default();
    /// Memo keys whose directory was read already (by this thread).
    static LOADED: std::cell::RefCell<HashSet<u64>> = Default::default();
    static STATS: std::cell::Cell<Stats> = const { std::cell::Cell::new(Stats { loaded: 0, rejected: 0, written: 0 }) };
    /// A directory set by `with_dir` for this thread (tests), overriding the environment.
    static OVERRIDE: std::cell::RefCell<Option<Option<PathBuf>>> = const { std::cell::RefCell::new(None) };
}

/// Counts of this thread's cache traffic (for tests and `CUCONFORM_CHECK_CACHE_STATS`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Entries read from disk and accepted.
    pub loaded: u64,
    /// Entry files read and rejected (corrupt, other key, dependency changed).
    pub rejected: u64,
    /// Entries written.
    pub written: u64,
}

pub fn stats() -> Stats {
    STATS.with(|s| s.get())
}

fn bump(f: impl FnOnce(&mut Stats)) {
    STATS.with(|s| {
        let mut v = s.get();
        f(&mut v);
        s.set(v);
    });
}

/// Run `f` with the cache at `dir` (`None`: off) on this thread, whatever the environment says.
pub fn with_dir<R>(dir: Option<PathBuf>, f: impl FnOnce() -> R) -> R {
    let old = OVERRIDE.with(|o| o.replace(Some(dir)));
    let r = f();
    OVERRIDE.with(|o| *o.borrow_mut() = old);
    r
}

/// Forget what this thread knows of the cache (loaded keys, path states, counts).
pub fn reset_thread() {
    STATES.with(|s| s.borrow_mut().clear());
    LOADED.with(|s| s.borrow_mut().clear());
    STATS.with(|s| s.set(Stats::default()));
}

/// The cache root, or `None` when the cache is off.
fn root() -> Option<PathBuf> {
    if let Some(o) = OVERRIDE.with(|o| o.borrow().clone()) {
        return o;
    }
    match std::env::var_os("CUCONFORM_CHECK_CACHE") {
        Some(v) if v == "off" || v == "0" => None,
        Some(v) if !v.is_empty() => Some(PathBuf::from(v)),
        _ => std::env::var_os("XDG_CACHE_HOME")
            .filter(|x| !x.is_empty())
            .map(|x| PathBuf::from(x).join("cuconform/check"))
            .or_else(|| {
                std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/cuconform/check"))
            }),
    }
}

/// The checker binary's identity (path, size, mtime) with `FORMAT`, as a directory name.
fn binary_id() -> &'static str {
    static ID: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    ID.get_or_init(|| {
        let mut h = blake3::Hasher::new();
        h.update(&FORMAT.to_le_bytes());
        h.update(crate::VERSION.as_bytes());
        if let Ok(exe) = std::env::current_exe() {
            h.update(exe.as_os_str().as_encoded_bytes());
            if let PathState::File(ino, size, mtime, _) = stat(&exe) {
                h.update(&ino.to_le_bytes());
                h.update(&size.to_le_bytes());
                h.update(&mtime.to_le_bytes());
            }
        }
        format!("v{FORMAT}-{}", &h.finalize().to_hex()[..16])
    })
}

fn stat(p: &Path) -> PathState {
    use std::os::unix::fs::MetadataExt;
    match std::fs::metadata(p) {
        Err(_) => PathState::Absent,
        Ok(m) => {
            let mt = m.mtime() * 1_000_000_000 + m.mtime_nsec();
            let ct = m.ctime() * 1_000_000_000 + m.ctime_nsec();
            if m.is_dir() {
                PathState::Dir(mt, ct)
            } else {
                PathState::File(m.ino(), m.len(), mt, ct)
            }
        }
    }
}

/// A path's state, stat'ed once per thread.
pub fn state(p: &Path) -> PathState {
    if let Some(s) = STATES.with(|s| s.borrow().get(p).copied()) {
        return s;
    }
    let s = stat(p);
    STATES.with(|m| m.borrow_mut().insert(p.to_path_buf(), s));
    s
}

pub fn enabled() -> bool {
    root().is_some()
}

fn key_dir(key: u64) -> Option<PathBuf> {
    Some(root()?.join(binary_id()).join(format!("{key:016x}")))
}

/// The entry files of memo key `key` (hashed by `pp`) not read before by this thread, with their
/// bodies checked against their hashes; `None` when the cache is off or they were read.
pub fn load(key: u64) -> Option<Vec<Vec<u8>>> {
    let dir = key_dir(key)?;
    if !LOADED.with(|l| l.borrow_mut().insert(key)) {
        return None;
    }
    let rd = std::fs::read_dir(&dir).ok()?;
    let mut out = Vec::new();
    for e in rd.flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "bin") {
            continue;
        }
        match std::fs::read(&p).ok().and_then(|b| unwrap_body(&b)) {
            Some(body) => out.push(body),
            None => reject(&p),
        }
    }
    Some(out)
}

/// An entry that fails a check: counted and removed (best effort; another process may have
/// removed it, or may be reading it: it has its own copy or its own failed open).
pub fn reject(p: &Path) {
    bump(|s| s.rejected += 1);
    let _ = std::fs::remove_file(p);
}

/// Note an entry accepted.
pub fn accepted() {
    bump(|s| s.loaded += 1);
}

/// Note an entry of `key` rejected after decoding (its dependencies changed): its file goes.
pub fn reject_body(key: u64, body: &[u8]) {
    if let Some(dir) = key_dir(key) {
        reject(&dir.join(format!("{}.bin", &blake3::hash(body).to_hex()[..32])));
    } else {
        bump(|s| s.rejected += 1);
    }
}

/// `MAGIC`, the body, its blake3 hash: the body when all three are there and agree.
fn unwrap_body(b: &[u8]) -> Option<Vec<u8>> {
    let body = b.get(MAGIC.len()..b.len().checked_sub(32)?)?;
    if &b[..MAGIC.len()] != MAGIC || blake3::hash(body).as_bytes() != &b[b.len() - 32..] {
        return None;
    }
    Some(body.to_vec())
}

/// Write an entry of memo key `key` (atomically: a temporary file renamed into place) that
/// depends on `deps`. Not when one of them changed in the last `SETTLE_NS`: file times have the
/// kernel's coarse resolution (milliseconds), so a file written twice within one tick, at one
/// size, would look unchanged (ccache's rule for include files too).
pub fn store(key: u64, body: &[u8], deps: &[(PathBuf, PathState)]) {
    let Some(dir) = key_dir(key) else { return };
    if body.len() > MAX_ENTRY {
        return;
    }
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(i64::MAX, |d| d.as_nanos() as i64);
    let settled = deps.iter().all(|(_, s)| match *s {
        PathState::Absent => true,
        PathState::File(_, _, m, c) | PathState::Dir(m, c) => m.max(c) < now - SETTLE_NS,
    });
    if !settled {
        return;
    }
    let fresh_binary = dir.parent().is_some_and(|b| !b.is_dir());
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    if fresh_binary {
        prune_dirs(dir.parent().and_then(Path::parent), BINARIES);
    }
    let hash = blake3::hash(body);
    let name = format!("{}.bin", &hash.to_hex()[..32]);
    let target = dir.join(&name);
    if target.is_file() {
        return;
    }
    if !write_entry(&dir, &name, body, &hash) {
        return;
    }
    bump(|s| s.written += 1);
    // bound the whole: checked after about one write in 64 (chosen by the entry's hash, so no
    // process walks the cache each time)
    if hash.as_bytes()[0] < 4 {
        if let Some(bin) = dir.parent() {
            bound_total(bin, max_bytes());
        }
    }
    // bound the key's directory: the oldest entries go
    if let Ok(rd) = std::fs::read_dir(&dir) {
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = rd
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "bin"))
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
            .collect();
        if files.len() > PER_KEY {
            files.sort();
            for (_, p) in &files[..files.len() - PER_KEY] {
                let _ = std::fs::remove_file(p);
            }
        }
    }
}

/// `$CUCONFORM_CHECK_CACHE_SIZE` (bytes, or with a K/M/G suffix), else 512 MiB.
fn max_bytes() -> u64 {
    let v = std::env::var("CUCONFORM_CHECK_CACHE_SIZE").unwrap_or_default();
    let v = v.trim();
    let (num, mul) = match v.chars().last().map(|c| c.to_ascii_uppercase()) {
        Some('K') => (&v[..v.len() - 1], 1u64 << 10),
        Some('M') => (&v[..v.len() - 1], 1 << 20),
        Some('G') => (&v[..v.len() - 1], 1 << 30),
        _ => (v, 1),
    };
    num.parse::<u64>()
        .map_or(512 << 20, |n| n.saturating_mul(mul))
}

/// Keep the entries under `bin` (a binary's directory) within `max` bytes: when over, the key
/// directories least recently written go until three quarters of `max` are left.
fn bound_total(bin: &Path, max: u64) {
    let Ok(rd) = std::fs::read_dir(bin) else {
        return;
    };
    let mut dirs: Vec<(std::time::SystemTime, u64, PathBuf)> = Vec::new();
    let mut total = 0;
    for e in rd.flatten() {
        let p = e.path();
        let Ok(m) = e.metadata() else { continue };
        if !m.is_dir() {
            continue;
        }
        let size: u64 = std::fs::read_dir(&p)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|f| f.metadata().ok())
            .map(|m| m.len())
            .sum();
        total += size;
        dirs.push((m.modified().unwrap_or(std::time::UNIX_EPOCH), size, p));
    }
    if total <= max {
        return;
    }
    dirs.sort();
    for (_, size, p) in dirs {
        if total <= max / 4 * 3 {
            break;
        }
        if std::fs::remove_dir_all(&p).is_ok() {
            total = total.saturating_sub(size);
        }
    }
}

/// Keep the `keep` most recently modified subdirectories of `dir`.
fn prune_dirs(dir: Option<&Path>, keep: usize) {
    let Some(dir) = dir else { return };
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut dirs: Vec<(std::time::SystemTime, PathBuf)> = rd
        .flatten()
        .filter(|e| e.path().is_dir())
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    if dirs.len() > keep {
        dirs.sort();
        for (_, p) in &dirs[..dirs.len() - keep] {
            let _ = std::fs::remove_dir_all(p);
        }
    }
}

/// A small value kept under `name` for this checker binary (the host compiler's query), or
/// `None` when the cache is off, the value absent or corrupt.
pub fn get_blob(name: &str) -> Option<Vec<u8>> {
    let p = root()?.join(binary_id()).join(name);
    let b = std::fs::read(&p).ok()?;
    let body = unwrap_body(&b);
    if body.is_none() {
        reject(&p);
    }
    body
}

/// Keep `body` under `name` (atomically), when the cache is on.
pub fn put_blob(name: &str, body: &[u8]) {
    let Some(dir) = root().map(|r| r.join(binary_id())) else {
        return;
    };
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    write_entry(&dir, name, body, &blake3::hash(body));
}

/// Writes an entry (magic, body, the body's hash) to `dir/name` through a temporary file and a
/// rename, so that a reader never sees half an entry and two processes writing the same entry do
/// not interleave. False (and nothing left behind) when any step fails.
fn write_entry(dir: &Path, name: &str, body: &[u8], hash: &blake3::Hash) -> bool {
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let ok = (|| -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(MAGIC)?;
        f.write_all(body)?;
        f.write_all(hash.as_bytes())?;
        drop(f);
        std::fs::rename(&tmp, dir.join(name))
    })();
    if ok.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    ok.is_ok()
}

/// A hash of a path's state (for keys of `get_blob`).
pub fn state_key(p: &Path) -> String {
    let mut h = blake3::Hasher::new();
    h.update(p.as_os_str().as_encoded_bytes());
    h.update(format!("{:?}", stat(p)).as_bytes());
    h.finalize().to_hex()[..16].to_string()
}

// ------------------------------------------------------------------------------ encoding

/// Little-endian writer with a string table (token texts and macro names repeat).
#[derive(Default)]
pub struct Enc {
    pub buf: Vec<u8>,
    strs: HashMap<Rc<str>, u32>,
    table: Vec<Rc<str>>,
}

impl Enc {
    pub fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }
    /// LEB128: token positions, indices and counts are mostly small.
    pub fn u32(&mut self, mut v: u32) {
        while v >= 0x80 {
            self.buf.push(v as u8 | 0x80);
            v >>= 7;
        }
        self.buf.push(v as u8);
    }
    pub fn u64(&mut self, v: u64) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    /// A path: through the string table (paths repeat: a reading's files, its dependencies,
    /// its `#pragma once` files), raw bytes when not UTF-8.
    pub fn path(&mut self, p: &Path) {
        match p.to_str() {
            Some(s) => {
                self.u8(0);
                self.str(&Rc::from(s));
            }
            None => {
                self.u8(1);
                let b = p.as_os_str().as_encoded_bytes();
                self.u32(b.len() as u32);
                self.buf.extend_from_slice(b);
            }
        }
    }
    /// A string by its index in the table (written at the end by `finish`).
    pub fn str(&mut self, s: &Rc<str>) {
        let n = self.table.len() as u32;
        let i = *self.strs.entry(s.clone()).or_insert(n);
        if i == n {
            self.table.push(s.clone());
        }
        self.u32(i);
    }
    pub fn state(&mut self, s: PathState) {
        match s {
            PathState::Absent => self.u8(0),
            PathState::File(a, b, c, d) => {
                self.u8(1);
                self.u64(a);
                self.u64(b);
                self.u64(c as u64);
                self.u64(d as u64);
            }
            PathState::Dir(c, d) => {
                self.u8(2);
                self.u64(c as u64);
                self.u64(d as u64);
            }
        }
    }
    /// The body: the string table, then what was written.
    pub fn finish(self) -> Vec<u8> {
        let mut head = Enc::default();
        head.u32(self.table.len() as u32);
        for s in &self.table {
            head.u32(s.len() as u32);
            head.buf.extend_from_slice(s.as_bytes());
        }
        head.buf.extend_from_slice(&self.buf);
        head.buf
    }
}

/// The reader of `Enc`'s bodies: every read is bounds-checked (`None` at the first short or
/// malformed field, so a body that passed its hash but is of another layout still fails cleanly).
pub struct Dec<'a> {
    b: &'a [u8],
    i: usize,
    table: Vec<&'a str>,
    /// The table's strings interned (as token texts are), on first use.
    interned: Vec<Option<Rc<str>>>,
}

impl<'a> Dec<'a> {
    pub fn new(b: &'a [u8]) -> Option<Dec<'a>> {
        let mut d = Dec {
            b,
            i: 0,
            table: Vec::new(),
            interned: Vec::new(),
        };
        let n = d.u32()? as usize;
        if n > b.len() {
            return None;
        }
        d.table.reserve(n);
        for _ in 0..n {
            let s = std::str::from_utf8(d.raw()?).ok()?;
            d.table.push(s);
        }
        d.interned = vec![None; n];
        Some(d)
    }
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let s = self.b.get(self.i..self.i.checked_add(n)?)?;
        self.i += n;
        Some(s)
    }
    pub fn u8(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }
    pub fn u32(&mut self) -> Option<u32> {
        let mut v: u32 = 0;
        for k in 0..5 {
            let b = self.u8()?;
            v |= ((b & 0x7f) as u32).checked_shl(7 * k)?;
            if b & 0x80 == 0 {
                return Some(v);
            }
        }
        None
    }
    pub fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
    fn raw(&mut self) -> Option<&'a [u8]> {
        let n = self.u32()? as usize;
        self.take(n)
    }
    pub fn path(&mut self) -> Option<PathBuf> {
        use std::os::unix::ffi::OsStrExt;
        match self.u8()? {
            0 => {
                let i = self.u32()? as usize;
                self.table.get(i).map(PathBuf::from)
            }
            // written from an OsStr on this platform
            1 => Some(PathBuf::from(std::ffi::OsStr::from_bytes(self.raw()?))),
            _ => None,
        }
    }
    pub fn str(&mut self) -> Option<Rc<str>> {
        let i = self.u32()? as usize;
        let slot = self.interned.get_mut(i)?;
        if slot.is_none() {
            *slot = Some(crate::lex::intern(self.table[i]));
        }
        slot.clone()
    }
    /// A count of items of at least `min` bytes each: bounded by what is left.
    pub fn count(&mut self, min: usize) -> Option<usize> {
        let n = self.u32()? as usize;
        (n.saturating_mul(min) <= self.b.len() - self.i).then_some(n)
    }
    pub fn state(&mut self) -> Option<PathState> {
        Some(match self.u8()? {
            0 => PathState::Absent,
            1 => PathState::File(
                self.u64()?,
                self.u64()?,
                self.u64()? as i64,
                self.u64()? as i64,
            ),
            2 => PathState::Dir(self.u64()? as i64, self.u64()? as i64),
            _ => return None,
        })
    }
    pub fn done(&self) -> bool {
        self.i == self.b.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoding_round_trips_and_short_input_fails() {
        let mut e = Enc::default();
        let vals = [0u32, 1, 127, 128, 300, 1 << 21, u32::MAX];
        for v in vals {
            e.u32(v);
        }
        e.str(&Rc::from("__cplusplus"));
        e.path(Path::new("/usr/include/c++/12/vector"));
        e.str(&Rc::from("__cplusplus"));
        e.state(PathState::File(7, 8, -9, 10));
        e.u64(u64::MAX);
        let body = e.finish();
        let mut d = Dec::new(&body).unwrap();
        for v in vals {
            assert_eq!(d.u32(), Some(v));
        }
        assert_eq!(d.str().as_deref(), Some("__cplusplus"));
        assert_eq!(d.path(), Some(PathBuf::from("/usr/include/c++/12/vector")));
        assert_eq!(d.str().as_deref(), Some("__cplusplus"));
        assert_eq!(d.state(), Some(PathState::File(7, 8, -9, 10)));
        assert_eq!(d.u64(), Some(u64::MAX));
        assert!(d.done());
        // every prefix fails somewhere, none panics
        for n in 0..body.len() {
            let ok = Dec::new(&body[..n]).and_then(|mut d| {
                for _ in vals {
                    d.u32()?;
                }
                d.str()?;
                d.path()?;
                d.str()?;
                d.state()?;
                d.u64()
            });
            assert!(ok.is_none(), "prefix {n}");
        }
        // a count larger than what is left is refused
        let mut e = Enc::default();
        e.u32(1_000_000);
        let b = e.finish();
        assert_eq!(Dec::new(&b).unwrap().count(1), None);
    }

    #[test]
    fn the_total_is_bounded_oldest_first() {
        let bin = std::env::temp_dir().join(format!("chk-hcache-bound-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&bin);
        for (k, name) in ["a", "b", "c", "d"].iter().enumerate() {
            let d = bin.join(name);
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join("e.bin"), vec![0u8; 1000]).unwrap();
            let t = std::time::SystemTime::now() - std::time::Duration::from_secs(100 - k as u64);
            std::fs::File::open(&d).unwrap().set_modified(t).unwrap();
        }
        bound_total(&bin, 10_000);
        assert!(bin.join("a").is_dir(), "under the bound: nothing goes");
        bound_total(&bin, 3000);
        // over 3000: down to 2250, so the two oldest go
        assert!(!bin.join("a").exists() && !bin.join("b").exists());
        assert!(bin.join("c").is_dir() && bin.join("d").is_dir());
        let _ = std::fs::remove_dir_all(&bin);
    }
}
