//! A content-addressed cache of build outcomes, the way Bazel caches test results.
//!
//! The key is a blake3 hash of everything a build's outcome depends on: the cache format and
//! the code that records outcomes (the toolchain drivers and diagnostic parsers, hashed from
//! their source at build time), the toolchain's identity (its `ToolchainInfo`, the bytes of its
//! binaries, headers and runtime libraries, the host compiler's `--version` and binaries), the
//! exact command lines of the build (rendered with a fixed work folder, so no temporary path
//! enters the key), the phase the build goes to, and the bytes of the case and of every local
//! header it includes, transitively. A case's revisions differ in the key exactly where their
//! builds differ (a revision's `std` and `flags` are in its command lines); revisions that differ
//! only in what is expected of the build (`verdict`, `note`, the annotations that apply) share
//! one build, which each judges by its own expectations.
//!
//! The value is the **outcome** (`outcome.rs`), never the judgement: the verdict and the
//! expectation file are applied to it afresh every time, so editing a case's annotations (which
//! changes its bytes) recompiles it, but editing an expectation file or the verdict code never
//! does.
//!
//! A build whose executable is needed (a run on a GPU, `--build-only`) is cached with its
//! **program**: the linked executable, gzip-compressed, in a file `<key>.<blake3>.exe` beside the
//! entry (named by the hash of its bytes, which the entry records with its permission bits). The
//! key is the same as the outcome's, so a GPU machine's rerun with nothing changed restores each
//! program into the trial's work folder and only *runs* it (the run itself is never cached: it is
//! what a GPU night measures). A program whose bytes do not hash to the entry's record (a torn or
//! corrupted file) is a miss, removed and rebuilt; an entry written by a machine that did not
//! need the program (no GPU: built to the link only) is a miss for one that does, which then
//! stores it. A failed build needs no program: its outcome alone answers a GPU machine too. The
//! program carries the paths its build saw (`__FILE__` in an assertion's message is the building
//! clone's), which a run's stdout is rarely compared with.
//!
//! What is not cached: an outcome with an abnormal step (a timeout, a signal, a spawn
//! failure), which is a fact of the moment (a loaded machine, a flaky crash) rather than of the
//! inputs; and the checker toolchain, which runs in-process in a few milliseconds per case, about
//! what a lookup costs, and whose identity is the harness binary itself.
//!
//! NVRTC, a library rather than a program, is cached one request at a time (its compiles and
//! its option probes, see [`ResultCache::request_key`]): the key is the library's identity, the
//! request (program name, options, in-memory headers, source) and the case's local headers; the
//! value is NVRTC's reply. clang is cached like nvcc, through its command lines.
//!
//! Nothing in a key depends on where the clone is: the case's corpus root and the include
//! folder are replaced by placeholders in the command lines and header paths before hashing
//! (`$CUCONFORM_CASES/area/x.cu`), and in the stored outcome (commands, output, the files its
//! diagnostics name), which gets the reading clone's paths back on a hit. A clone at another
//! path, a CI checkout in a fresh folder, is warm.
//!
//! Entries are files `<dir>/<key>.json` (and their programs `<dir>/<key>.<hash>.exe`), written to
//! a temporary file and renamed into place, so concurrent runs never see half an entry; an entry
//! that does not parse is a miss. The program is in place before the entry naming it, and two
//! runs storing one key at once each write their own program file (named by its bytes), so an
//! entry never names a program another writer is replacing. A hit touches the entry; pruning
//! removes the least recently used entries (oldest mtime), each with its programs, until the
//! folder is under its size bound.

use crate::case::{Case, Phase};
use crate::outcome::Outcome;
use crate::process::{self, Exit};
use crate::toolchain::{BuildContext, Built, Toolchain};
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, SystemTime};

/// Bumped when the entry format or the meaning of a key changes.
pub const FORMAT: u32 = 2;

/// The default size bound: 4 GiB. An entry is a few KiB (the corpus's outcomes on one toolchain
/// are ~25 MB); a stored program ~0.4 MB compressed (nvcc 13.5's are 1.1 MB: static cudart and an
/// sm_90 fatbinary), so a GPU machine's ~1,200 run trials per nvcc take ~0.5 GB, and the bound
/// holds the outcomes and programs of several toolchains without pruning what the next night
/// needs.
pub const DEFAULT_MAX_BYTES: u64 = 4 << 30;

/// Where entries are written while a build would otherwise put its objects: a fixed folder, so
/// the rendered command lines are the same in every run.
const WORK_PLACEHOLDER: &str = "/cuconform-work";

/// The source of the code that turns a build into an outcome, shared by every family. A change
/// to any of these files changes every key; a change to the verdict, expectations or reports
/// does not.
const OUTCOME_CODE: &[&str] = &[
    include_str!("toolchain/mod.rs"),
    include_str!("diagnostic.rs"),
    include_str!("outcome.rs"),
    include_str!("process.rs"),
];

/// Each family's own driver code, hashed into its keys only (editing the NVRTC driver does not
/// rebuild nvcc's outcomes).
fn family_code(family: &str) -> &'static [&'static str] {
    match family {
        "nvcc" => &[include_str!("toolchain/nvcc.rs")],
        "nvrtc" => &[
            include_str!("toolchain/nvrtc.rs"),
            include_str!("toolchain/nvrtc_worker.rs"),
        ],
        "clang" => &[include_str!("toolchain/clang.rs")],
        _ => &[include_str!("toolchain/config.rs")],
    }
}

/// [`OUTCOME_CODE`] and the family's code, hashed once per family.
fn outcome_code_hash(family: &str) -> blake3::Hash {
    static MEMO: LazyLock<Mutex<HashMap<String, blake3::Hash>>> =
        LazyLock::new(|| Mutex::new(HashMap::new()));
    let mut memo = MEMO.lock().unwrap_or_else(|e| e.into_inner());
    *memo.entry(family.to_string()).or_insert_with(|| {
        let mut h = blake3::Hasher::new();
        for src in OUTCOME_CODE.iter().chain(family_code(family)) {
            field(&mut h, src.as_bytes());
        }
        h.finalize()
    })
}

/// The placeholder of a case's corpus root (the folder its id is relative to).
const CASES_PLACEHOLDER: &str = "$CUCONFORM_CASES/";
/// The placeholder of the build's include folder (`cases/include`).
const INCLUDE_PLACEHOLDER: &str = "$CUCONFORM_INCLUDE";

/// How the paths of one clone map to placeholders and back, so that keys and stored outcomes
/// do not depend on where the clone is (see the module doc).
#[derive(Debug, Clone, Default)]
pub struct Relocation {
    /// (path as it appears, placeholder), longest path first.
    pairs: Vec<(String, &'static str)>,
}

impl Relocation {
    /// No rewriting (tests, entries written by hand).
    pub fn none() -> Relocation {
        Relocation::default()
    }

    /// For `case` (when the build is of one) built with `include_dir`.
    pub fn of(case: Option<&Case>, include_dir: &Path) -> Relocation {
        let mut pairs: Vec<(String, &'static str)> = Vec::new();
        let inc = include_dir.to_string_lossy().into_owned();
        if !inc.is_empty() {
            pairs.push((inc, INCLUDE_PLACEHOLDER));
        }
        if let Ok(c) = include_dir.canonicalize() {
            pairs.push((c.to_string_lossy().into_owned(), INCLUDE_PLACEHOLDER));
        }
        if let Some(root) = case.and_then(corpus_root) {
            let mut r = root.to_string_lossy().into_owned();
            if !r.ends_with('/') {
                r.push('/');
            }
            pairs.push((r, CASES_PLACEHOLDER));
        }
        // Longest first, so a folder inside another is replaced before its parent.
        pairs.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
        pairs.dedup_by(|a, b| a.0 == b.0);
        Relocation { pairs }
    }

    /// `text` with this clone's paths replaced by placeholders.
    pub fn hide(&self, text: &str) -> String {
        let mut t = text.to_string();
        for (path, ph) in &self.pairs {
            if t.contains(path.as_str()) {
                t = t.replace(path.as_str(), ph);
            }
        }
        t
    }

    /// `text` with placeholders replaced by this clone's paths.
    pub fn restore(&self, text: &str) -> String {
        let mut t = text.to_string();
        // The first pair of each placeholder is its longest spelling; any will do, since they
        // name the same folder, but the one the commands use reads best.
        let mut done = Vec::new();
        for (path, ph) in &self.pairs {
            if done.contains(ph) {
                continue;
            }
            done.push(*ph);
            t = t.replace(ph, path);
        }
        t
    }

    /// As [`Relocation::hide`], inside JSON text (paths as JSON strings spell them).
    fn hide_json(&self, json: &str) -> String {
        self.json_pairs()
            .iter()
            .fold(json.to_string(), |t, (p, ph)| t.replace(p.as_str(), ph))
    }

    fn restore_json(&self, json: &str) -> String {
        let mut t = json.to_string();
        let mut done = Vec::new();
        for (path, ph) in self.json_pairs() {
            if done.contains(&ph) {
                continue;
            }
            done.push(ph);
            t = t.replace(ph, &path);
        }
        t
    }

    fn json_pairs(&self) -> Vec<(String, &'static str)> {
        self.pairs
            .iter()
            .map(|(p, ph)| {
                let q = serde_json::to_string(p).unwrap_or_default();
                (q[1..q.len() - 1].to_string(), *ph)
            })
            .collect()
    }
}

/// The folder `case`'s id is relative to (`.../cases` for `area/x` at `.../cases/area/x.cu`),
/// canonical; `None` when the path does not end in the id.
fn corpus_root(case: &Case) -> Option<PathBuf> {
    let path = case.path.canonicalize().ok()?;
    // A revision (`area/x#2`) is a trial of the file `area/x.cu`.
    let id = case.id.split('#').next().unwrap_or(&case.id);
    let depth = Path::new(id).components().count();
    let mut root = path.clone();
    for _ in 0..depth {
        root.pop();
    }
    let rel = path.strip_prefix(&root).ok()?;
    (rel.with_extension("") == Path::new(id)).then_some(root)
}

/// Environment variables nvcc reads that change what it does.
const ENV_INPUTS: &[&str] = &["NVCC_PREPEND_FLAGS", "NVCC_APPEND_FLAGS", "NVCC_CCBIN"];

static INCLUDE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"(?m)^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)[>"]"#).unwrap());
static INCLUDE_MACRO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"(?m)^[ \t]*#[ \t]*include[ \t]+[A-Za-z_]"#).unwrap());

/// A cache key: the hex of a blake3 hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key(pub String);

/// One stored entry: an [`Outcome`], or for NVRTC a reply to one request.
#[derive(Serialize, Deserialize)]
struct Entry<T> {
    format: u32,
    /// For people reading the folder: which trial wrote it.
    case: String,
    toolchain: String,
    outcome: T,
    /// The linked program, stored when the build's executable was needed (see the module doc).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    program: Option<Program>,
}

/// A program stored beside its entry, in `<key>.<blake3>.exe`, gzip-compressed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Program {
    /// The blake3 hash of the program's bytes (uncompressed): part of its file name, and checked
    /// on every restore.
    blake3: String,
    /// Its Unix permission bits, given back to the restored copy.
    mode: u32,
    /// Its size, uncompressed.
    bytes: u64,
}

/// What is in the cache folder.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Usage {
    pub entries: usize,
    /// Bytes of entries and stored programs together.
    pub bytes: u64,
}

/// One key's files in the folder: its entry and its programs.
#[derive(Debug)]
struct Stored {
    files: Vec<PathBuf>,
    bytes: u64,
    /// The latest mtime of its files (a hit touches the entry).
    used: SystemTime,
    has_entry: bool,
}

#[derive(Debug)]
pub struct ResultCache {
    dir: PathBuf,
    max_bytes: u64,
    hits: AtomicUsize,
    stores: AtomicUsize,
    /// Toolchain identities, hashed once per process (per toolchain id and binary).
    identities: Mutex<HashMap<String, Option<blake3::Hash>>>,
}

impl ResultCache {
    /// `$CUCONFORM_CACHE_DIR`, else `$XDG_CACHE_HOME/cuconform/results`, else
    /// `~/.cache/cuconform/results`.
    pub fn default_dir() -> PathBuf {
        if let Some(d) = std::env::var_os("CUCONFORM_CACHE_DIR").filter(|d| !d.is_empty()) {
            return PathBuf::from(d);
        }
        let base = std::env::var_os("XDG_CACHE_HOME")
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
            .unwrap_or_else(std::env::temp_dir);
        base.join("cuconform/results")
    }

    /// The size bound: `$CUCONFORM_CACHE_SIZE` (`500M`, `2G`, bytes), else 1 GiB.
    pub fn default_max_bytes() -> Result<u64, String> {
        match std::env::var("CUCONFORM_CACHE_SIZE") {
            Ok(s) if !s.is_empty() => {
                parse_size(&s).map_err(|e| format!("CUCONFORM_CACHE_SIZE: {e}"))
            }
            _ => Ok(DEFAULT_MAX_BYTES),
        }
    }

    pub fn open(dir: PathBuf, max_bytes: u64) -> ResultCache {
        ResultCache {
            dir,
            max_bytes,
            hits: AtomicUsize::new(0),
            stores: AtomicUsize::new(0),
            identities: Mutex::new(HashMap::new()),
        }
    }

    /// The cache as the environment asks for it: none when `CUCONFORM_NO_CACHE` is set (and not
    /// `0`), else the default folder and bound.
    pub fn from_env() -> Result<Option<ResultCache>, String> {
        if std::env::var("CUCONFORM_NO_CACHE").is_ok_and(|v| !v.is_empty() && v != "0") {
            return Ok(None);
        }
        Ok(Some(ResultCache::open(
            ResultCache::default_dir(),
            ResultCache::default_max_bytes()?,
        )))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn max_bytes(&self) -> u64 {
        self.max_bytes
    }

    /// Lookups answered from the cache so far in this process.
    pub fn hits(&self) -> usize {
        self.hits.load(Ordering::Relaxed)
    }

    /// Outcomes stored so far in this process.
    pub fn stores(&self) -> usize {
        self.stores.load(Ordering::Relaxed)
    }

    /// The key of building `case` with `tc` up to `target`, with the relocation its entry is
    /// stored and read with; `None` when that build is not cacheable (a toolchain without a
    /// plan, an `#include` whose file cannot be known).
    pub fn key(
        &self,
        tc: &dyn Toolchain,
        case: &Case,
        target: Phase,
        ctx: &BuildContext,
    ) -> Option<(Key, Relocation)> {
        let plan = tc.plan(case, target, ctx, Path::new(WORK_PLACEHOLDER))?;
        let reloc = Relocation::of(Some(case), &ctx.include_dir);
        let commands: Vec<String> = plan
            .iter()
            .map(|(phase, cmd)| {
                let env: Vec<String> = cmd
                    .get_envs()
                    .map(|(k, v)| {
                        format!(
                            "{}={}",
                            k.to_string_lossy(),
                            v.map(|v| v.to_string_lossy().into_owned())
                                .unwrap_or_default()
                        )
                    })
                    .collect();
                reloc.hide(&format!(
                    "{phase} {} {}",
                    env.join(" "),
                    process::render(cmd)
                ))
            })
            .collect();
        let identity = self.identity(tc, &plan)?;
        let mut h = self.hasher(tc, identity, ctx);
        field(&mut h, target.to_string().as_bytes());
        for c in &commands {
            field(&mut h, c.as_bytes());
        }
        if tc.info().family == "nvcc" {
            for var in ENV_INPUTS {
                field(&mut h, var.as_bytes());
                field(&mut h, std::env::var(var).unwrap_or_default().as_bytes());
            }
        }
        let include_dirs = include_dirs(&plan);
        hash_sources(&mut h, &case.path, &include_dirs, &reloc)?;
        Some((Key(h.finalize().to_hex().to_string()), reloc))
    }

    /// The key of one request to a toolchain that is a library (NVRTC): `what` describes the
    /// request in full (program name, options, in-memory headers, source, how the worker
    /// runs), and `case`, when the request is a case's compile, adds the bytes of the local
    /// headers it includes, found in `include_dirs`. `None` when the toolchain cannot be
    /// identified or an include cannot be followed.
    pub fn request_key(
        &self,
        tc: &dyn Toolchain,
        case: Option<&Case>,
        what: &str,
        include_dirs: &[PathBuf],
        ctx: &BuildContext,
    ) -> Option<(Key, Relocation)> {
        let reloc = Relocation::of(case, &ctx.include_dir);
        let identity = self.identity(tc, &[])?;
        let mut h = self.hasher(tc, identity, ctx);
        field(&mut h, b"request");
        field(&mut h, reloc.hide(what).as_bytes());
        if let Some(c) = case {
            hash_sources(&mut h, &c.path, include_dirs, &reloc)?;
        }
        Some((Key(h.finalize().to_hex().to_string()), reloc))
    }

    /// The start of every key: the format, the outcome code of the toolchain's family, its
    /// identity, and the memory cap (a capped build may fail where an uncapped one does not).
    fn hasher(
        &self,
        tc: &dyn Toolchain,
        identity: blake3::Hash,
        ctx: &BuildContext,
    ) -> blake3::Hasher {
        let mut h = blake3::Hasher::new();
        field(&mut h, b"cuconform result cache");
        field(&mut h, &FORMAT.to_le_bytes());
        field(&mut h, outcome_code_hash(&tc.info().family).as_bytes());
        field(&mut h, identity.as_bytes());
        field(&mut h, format!("{:?}", ctx.mem_limit).as_bytes());
        h
    }

    fn entry_path(&self, key: &Key) -> PathBuf {
        self.dir.join(format!("{}.json", key.0))
    }

    /// The stored outcome for `key`, if there is a readable one, with this clone's paths put
    /// back by `reloc`; a hit is touched so pruning keeps it, and counted. A missing,
    /// unreadable or corrupt entry is a miss.
    pub fn get(&self, key: &Key, reloc: &Relocation) -> Option<Outcome> {
        let o = self.get_value(key, reloc)?;
        self.hits.fetch_add(1, Ordering::Relaxed);
        Some(o)
    }

    /// [`ResultCache::get`] for any stored value, not counted as a build from the cache.
    pub fn get_value<T: serde::de::DeserializeOwned>(
        &self,
        key: &Key,
        reloc: &Relocation,
    ) -> Option<T> {
        Some(self.read_entry(key, reloc)?.outcome)
    }

    /// The entry under `key`, touched so pruning keeps it; `None` when missing or unreadable.
    fn read_entry<T: serde::de::DeserializeOwned>(
        &self,
        key: &Key,
        reloc: &Relocation,
    ) -> Option<Entry<T>> {
        let path = self.entry_path(key);
        let text = std::fs::read_to_string(&path).ok()?;
        let entry: Entry<T> = serde_json::from_str(&reloc.restore_json(&text)).ok()?;
        if entry.format != FORMAT {
            return None;
        }
        if let Ok(f) = std::fs::File::options().write(true).open(&path) {
            let _ = f.set_modified(SystemTime::now());
        }
        Some(entry)
    }

    /// The stored build under `key` for a caller that needs its executable: the outcome and,
    /// when the build linked, its program restored as `dest` (with its permission bits). A
    /// miss when there is no readable entry, when the build linked and the entry has no program
    /// (it was stored by a machine that only needed the outcome), or when the program's bytes do
    /// not hash to what the entry recorded (the program file is then removed). Counted as a hit.
    pub fn get_built(&self, key: &Key, reloc: &Relocation, dest: &Path) -> Option<Built> {
        let entry: Entry<Outcome> = self.read_entry(key, reloc)?;
        let executable = if entry.outcome.reached == Some(Phase::Link) {
            let p = entry.program.as_ref()?;
            self.restore_program(key, p, dest)?;
            Some(dest.to_path_buf())
        } else {
            None
        };
        self.hits.fetch_add(1, Ordering::Relaxed);
        Some(Built {
            outcome: entry.outcome,
            executable,
        })
    }

    /// What the entry under `key` says of the cost of the trial that will look it up, without
    /// touching it (for the runner's order, `schedule.rs`): `Some(0)` when the lookup will hit
    /// (with a program in place when `need_program` and the build linked); the build's
    /// recorded time (its steps') when it will miss for want of a program; `None` when there is
    /// no readable entry.
    pub fn peek_cost(&self, key: &Key, need_program: bool) -> Option<Duration> {
        let text = std::fs::read_to_string(self.entry_path(key)).ok()?;
        let entry: Entry<Outcome> = serde_json::from_str(&text).ok()?;
        if entry.format != FORMAT {
            return None;
        }
        let linked = entry.outcome.reached == Some(Phase::Link);
        let in_place = entry
            .program
            .as_ref()
            .is_some_and(|p| self.program_path(key, &p.blake3).is_file());
        if !need_program || !linked || in_place {
            return Some(Duration::ZERO);
        }
        Some(Duration::from_millis(
            entry.outcome.steps.iter().map(|s| s.duration_ms).sum(),
        ))
    }

    fn program_path(&self, key: &Key, blake3: &str) -> PathBuf {
        self.dir.join(format!("{}.{blake3}.exe", key.0))
    }

    /// Copies the program `exe` into the folder, compressed, named by the hash of its bytes.
    fn store_program(&self, key: &Key, exe: &Path) -> std::io::Result<Program> {
        use std::io::Read;
        use std::os::unix::fs::PermissionsExt;
        let mut src = std::fs::File::open(exe)?;
        let mode = src.metadata()?.permissions().mode() & 0o7777;
        let mut tmp = tempfile::Builder::new()
            .prefix(".tmp-")
            .tempfile_in(&self.dir)?;
        let mut hasher = blake3::Hasher::new();
        let mut bytes = 0u64;
        {
            let mut gz = flate2::write::GzEncoder::new(
                std::io::BufWriter::new(tmp.as_file_mut()),
                // The fastest level: 35% of the bytes for nvcc's programs (the default level
                // gives 32%) at a few milliseconds per program, beside a build of seconds.
                flate2::Compression::fast(),
            );
            let mut buf = vec![0u8; 1 << 16];
            loop {
                let n = src.read(&mut buf)?;
                if n == 0 {
                    break;
                }
                hasher.update(&buf[..n]);
                gz.write_all(&buf[..n])?;
                bytes += n as u64;
            }
            gz.finish()?.flush()?;
        }
        let blake3 = hasher.finalize().to_hex().to_string();
        // A file of this name already holds these very bytes; replacing it is harmless.
        tmp.persist(self.program_path(key, &blake3))
            .map_err(|e| e.error)?;
        Ok(Program {
            blake3,
            mode,
            bytes,
        })
    }

    /// Writes the stored program `p` of `key` to `dest`, checking its hash; `None` (and the
    /// program file removed, `dest` too) when it is missing, unreadable or not what was stored.
    /// `dest` is closed before it is returned, and every child is started under `process`'s
    /// registry lock and has replaced its image before the lock is released, so no child still
    /// holds the file open for writing when it is executed (which would fail with ETXTBSY).
    fn restore_program(&self, key: &Key, p: &Program, dest: &Path) -> Option<()> {
        use std::io::Read;
        use std::os::unix::fs::PermissionsExt;
        let path = self.program_path(key, &p.blake3);
        let copied = (|| -> std::io::Result<bool> {
            let mut gz =
                flate2::read::GzDecoder::new(std::io::BufReader::new(std::fs::File::open(&path)?));
            let mut out = std::fs::File::create(dest)?;
            let mut hasher = blake3::Hasher::new();
            let mut buf = vec![0u8; 1 << 16];
            loop {
                let n = gz.read(&mut buf)?;
                if n == 0 {
                    break;
                }
                hasher.update(&buf[..n]);
                out.write_all(&buf[..n])?;
            }
            out.flush()?;
            Ok(hasher.finalize().to_hex().as_str() == p.blake3)
        })();
        match copied {
            Ok(true) => {
                std::fs::set_permissions(dest, std::fs::Permissions::from_mode(p.mode)).ok()?;
                Some(())
            }
            Ok(false) | Err(_) => {
                let _ = std::fs::remove_file(dest);
                // A corrupt program is never trusted again; a missing one is simply absent.
                if path.exists() {
                    let _ = std::fs::remove_file(&path);
                }
                None
            }
        }
    }

    /// Counts a build answered from the cache through [`ResultCache::get_value`].
    pub fn count_hit(&self) {
        self.hits.fetch_add(1, Ordering::Relaxed);
    }

    /// Stores `outcome` under `key` atomically (temporary file, then rename), with this
    /// clone's paths hidden by `reloc`. Best effort: a cache that cannot be written only costs
    /// time, so errors are returned for the caller to ignore or report.
    pub fn put<T: Serialize>(
        &self,
        key: &Key,
        reloc: &Relocation,
        case: &str,
        toolchain: &str,
        outcome: &T,
    ) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        self.write_entry(key, reloc, case, toolchain, outcome, None)
    }

    /// Stores a build whose executable was needed: its outcome and, when it linked, its
    /// program (first, so that the entry never names a program not yet in place). A build that
    /// linked without leaving its executable is not stored (a later hit would lack it).
    pub fn put_built(
        &self,
        key: &Key,
        reloc: &Relocation,
        case: &str,
        toolchain: &str,
        built: &Built,
    ) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let program = match (
            &built.executable,
            built.outcome.reached == Some(Phase::Link),
        ) {
            (Some(exe), true) => Some(self.store_program(key, exe)?),
            (None, true) => return Ok(()),
            _ => None,
        };
        // The program an earlier entry of this key named, if another: removed once replaced.
        let before = self
            .read_entry::<serde::de::IgnoredAny>(key, &Relocation::none())
            .and_then(|e| e.program)
            .filter(|p| Some(p) != program.as_ref());
        self.write_entry(key, reloc, case, toolchain, &built.outcome, program)?;
        if let Some(p) = before {
            let _ = std::fs::remove_file(self.program_path(key, &p.blake3));
        }
        Ok(())
    }

    fn write_entry<T: Serialize>(
        &self,
        key: &Key,
        reloc: &Relocation,
        case: &str,
        toolchain: &str,
        outcome: &T,
        program: Option<Program>,
    ) -> std::io::Result<()> {
        let entry = Entry {
            format: FORMAT,
            case: case.into(),
            toolchain: toolchain.into(),
            outcome,
            program,
        };
        let text = reloc.hide_json(&serde_json::to_string(&entry)?);
        let mut tmp = tempfile::Builder::new()
            .prefix(".tmp-")
            .tempfile_in(&self.dir)?;
        tmp.write_all(text.as_bytes())?;
        tmp.flush()?;
        tmp.persist(self.entry_path(key)).map_err(|e| e.error)?;
        self.stores.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// What the folder holds, per key: its entry (`<key>.json`) and programs
    /// (`<key>.<hash>.exe`), their size and when they were last used. Temporary files
    /// (`.tmp-*`) and the fingerprint memo are not entries.
    fn entries(&self) -> Vec<Stored> {
        let Ok(rd) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut by_key: HashMap<String, Stored> = HashMap::new();
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let is_entry = name.ends_with(".json");
            if name.starts_with('.') || !(is_entry || name.ends_with(".exe")) {
                continue;
            }
            let Some(m) = e.metadata().ok().filter(|m| m.is_file()) else {
                continue;
            };
            let key = name.split('.').next().unwrap_or_default().to_string();
            let used = m.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            let s = by_key.entry(key).or_insert(Stored {
                files: Vec::new(),
                bytes: 0,
                used: SystemTime::UNIX_EPOCH,
                has_entry: false,
            });
            s.files.push(e.path());
            s.bytes += m.len();
            s.used = s.used.max(used);
            s.has_entry |= is_entry;
        }
        by_key.into_values().collect()
    }

    pub fn usage(&self) -> Usage {
        let e = self.entries();
        Usage {
            entries: e.iter().filter(|s| s.has_entry).count(),
            bytes: e.iter().map(|s| s.bytes).sum(),
        }
    }

    /// Removes the least recently used entries (by mtime: a hit touches its entry), each with
    /// its programs, until the folder holds at most `max_bytes`; also removes temporary files a
    /// killed run left (older than an hour). Returns what was removed.
    pub fn prune(&self, max_bytes: u64) -> Usage {
        let mut entries = self.entries();
        entries.sort_by(|a, b| (a.used, &a.files).cmp(&(b.used, &b.files)));
        let mut total: u64 = entries.iter().map(|s| s.bytes).sum();
        let mut removed = Usage::default();
        for s in entries {
            if total <= max_bytes {
                break;
            }
            // The entry first, so no reader finds an entry whose program is gone.
            let mut files = s.files.clone();
            files.sort_by_key(|f| f.extension().is_none_or(|x| x != "json"));
            for f in &files {
                let _ = std::fs::remove_file(f);
            }
            if s.has_entry {
                removed.entries += 1;
            }
            removed.bytes += s.bytes;
            total = total.saturating_sub(s.bytes);
        }
        if let Ok(rd) = std::fs::read_dir(&self.dir) {
            for e in rd.flatten() {
                let stale = e
                    .metadata()
                    .and_then(|m| m.modified())
                    .ok()
                    .and_then(|t| t.elapsed().ok())
                    .is_some_and(|age| age > Duration::from_secs(3600));
                if e.file_name().to_string_lossy().starts_with(".tmp-") && stale {
                    let _ = std::fs::remove_file(e.path());
                }
            }
        }
        removed
    }

    /// Removes every entry and program (and the fingerprint memo). Returns what was removed.
    pub fn clear(&self) -> std::io::Result<Usage> {
        let before = self.usage();
        for s in self.entries() {
            for f in s.files {
                std::fs::remove_file(f)?;
            }
        }
        let memo = self.dir.join("fingerprints");
        if memo.is_dir() {
            std::fs::remove_dir_all(memo)?;
        }
        Ok(before)
    }

    /// The toolchain's identity, hashed once per process: its info, the bytes of its
    /// `identity_paths`, and for nvcc the host compiler it drives.
    fn identity(
        &self,
        tc: &dyn Toolchain,
        plan: &[(Phase, std::process::Command)],
    ) -> Option<blake3::Hash> {
        let info = tc.info();
        let ccbin = ccbin(plan);
        let memo_key = format!("{}\0{:?}\0{:?}", info.id, info.path, ccbin);
        let mut memo = self.identities.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(h) = memo.get(&memo_key) {
            return *h;
        }
        let computed = (|| {
            let mut h = blake3::Hasher::new();
            field(&mut h, serde_json::to_string(info).ok()?.as_bytes());
            for p in tc.identity_paths() {
                field(&mut h, p.to_string_lossy().as_bytes());
                field(&mut h, self.tree_hash(&p)?.as_bytes());
            }
            if info.family == "nvcc" {
                field(&mut h, self.host_compiler(ccbin.as_deref())?.as_bytes());
            }
            Some(h.finalize())
        })();
        memo.insert(memo_key, computed);
        computed
    }

    /// The host compiler nvcc drives (`-ccbin`, else `gcc` and `g++` on PATH): its full
    /// `--version` text and the bytes of its driver and of `cc1plus`.
    fn host_compiler(&self, ccbin: Option<&str>) -> Option<blake3::Hash> {
        let names: Vec<String> = match ccbin {
            Some(c) => vec![c.to_string()],
            None => vec!["gcc".into(), "g++".into()],
        };
        let mut h = blake3::Hasher::new();
        for name in names {
            let Some(bin) = which(&name) else {
                // No such compiler: every build fails the same way; the name is the identity.
                field(&mut h, format!("missing {name}").as_bytes());
                continue;
            };
            field(&mut h, bin.to_string_lossy().as_bytes());
            field(&mut h, self.tree_hash(&bin)?.as_bytes());
            let mut cmd = std::process::Command::new(&bin);
            cmd.arg("--version");
            let f = process::run(cmd, None, Duration::from_secs(30));
            if f.exit != Exit::Code(0) {
                return None;
            }
            field(&mut h, f.stdout.as_bytes());
            let mut cmd = std::process::Command::new(&bin);
            cmd.arg("-print-prog-name=cc1plus");
            let f = process::run(cmd, None, Duration::from_secs(30));
            let cc1 = PathBuf::from(f.stdout.trim());
            if cc1.is_absolute() && cc1.is_file() {
                field(&mut h, self.tree_hash(&cc1)?.as_bytes());
            }
        }
        Some(h.finalize())
    }

    /// The hash of a file's bytes, or of every file under a folder (names and bytes, in name
    /// order). Hashing a toolkit (~250 MB) takes a second, so the result is remembered under
    /// `fingerprints/`, keyed by the listing's names, sizes, mtimes and inodes (as Bazel's digest
    /// cache does): it is recomputed only when a file changes.
    fn tree_hash(&self, root: &Path) -> Option<blake3::Hash> {
        let mut files = Vec::new();
        walk(root, &mut files).ok()?;
        files.sort();
        let mut stat = blake3::Hasher::new();
        let mut metas = Vec::with_capacity(files.len());
        for f in &files {
            let m = std::fs::metadata(f).ok()?;
            let mtime = m
                .modified()
                .ok()
                .and_then(|t| t.duration_since(SystemTime::UNIX_EPOCH).ok())
                .unwrap_or_default();
            field(&mut stat, f.to_string_lossy().as_bytes());
            field(
                &mut stat,
                format!(
                    "{} {} {}",
                    m.len(),
                    mtime.as_nanos(),
                    std::os::unix::fs::MetadataExt::ino(&m)
                )
                .as_bytes(),
            );
            metas.push(m);
        }
        let memo = self
            .dir
            .join("fingerprints")
            .join(stat.finalize().to_hex().as_str());
        if let Some(h) = std::fs::read_to_string(&memo)
            .ok()
            .and_then(|s| blake3::Hash::from_hex(s.trim()).ok())
        {
            return Some(h);
        }
        let mut h = blake3::Hasher::new();
        for f in &files {
            field(&mut h, f.to_string_lossy().as_bytes());
            let mut inner = blake3::Hasher::new();
            inner.update_reader(std::fs::File::open(f).ok()?).ok()?;
            field(&mut h, inner.finalize().as_bytes());
        }
        let digest = h.finalize();
        // Best effort, atomic like the entries.
        let _ = (|| -> std::io::Result<()> {
            let parent = memo.parent().unwrap_or(&self.dir);
            std::fs::create_dir_all(parent)?;
            let mut tmp = tempfile::Builder::new()
                .prefix(".tmp-")
                .tempfile_in(parent)?;
            tmp.write_all(digest.to_hex().as_bytes())?;
            tmp.persist(&memo).map_err(|e| e.error)?;
            Ok(())
        })();
        Some(digest)
    }
}

/// Builds `case` with `tc`, answering from `cache` when it can and storing what it built when it
/// should (see the module doc for what is not cached). `need_executable`: the caller will run or
/// store the executable, so a hit must bring the program back too (restored as
/// `work/case.exe`, where a build leaves it). On a hit the outcome is marked `cached`.
pub fn build(
    cache: Option<&ResultCache>,
    tc: &dyn Toolchain,
    case: &Case,
    target: Phase,
    ctx: &BuildContext,
    work: &Path,
    need_executable: bool,
) -> Built {
    let key = cache.and_then(|c| c.key(tc, case, target, ctx).map(|k| (c, k)));
    if let Some((c, (k, reloc))) = &key {
        let hit = if need_executable {
            c.get_built(k, reloc, &work.join("case.exe"))
        } else {
            c.get(k, reloc).map(|outcome| Built {
                outcome,
                executable: None,
            })
        };
        if let Some(mut built) = hit {
            built.outcome.cached = true;
            return built;
        }
    }
    let built = tc.build(case, target, ctx, work);
    if let Some((c, (k, reloc))) = &key {
        if built.outcome.abnormal_step().is_none() {
            let stored = if need_executable {
                c.put_built(k, reloc, &case.id, &tc.info().id, &built)
            } else {
                c.put(k, reloc, &case.id, &tc.info().id, &built.outcome)
            };
            if let Err(e) = stored {
                eprintln!("cuconform: result cache {}: {e}", c.dir().display());
            }
        }
    }
    built
}

/// One length-prefixed field, so that concatenations cannot collide.
fn field(h: &mut blake3::Hasher, bytes: &[u8]) {
    h.update(&(bytes.len() as u64).to_le_bytes());
    h.update(bytes);
}

/// The `-I` folders of a plan's commands (`-I DIR`, `-IDIR`, `-isystem DIR` is a system folder
/// and not followed), as absolute paths.
fn include_dirs(plan: &[(Phase, std::process::Command)]) -> Vec<PathBuf> {
    let args: Vec<String> = plan
        .iter()
        .flat_map(|(_, cmd)| cmd.get_args().map(|a| a.to_string_lossy().into_owned()))
        .collect();
    include_dirs_in(&args)
}

/// The `-I` folders among `args` (see [`include_dirs`]): for toolchains whose options are not
/// a command line (NVRTC).
pub fn include_dirs_in(args: &[String]) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let dir = if args[i] == "-I" || args[i] == "--include-path" {
            i += 1;
            args.get(i).cloned()
        } else {
            args[i]
                .strip_prefix("--include-path=")
                .or_else(|| args[i].strip_prefix("-I"))
                .map(str::to_string)
        };
        if let Some(d) = dir.map(PathBuf::from).filter(|d| d.is_absolute()) {
            if !dirs.contains(&d) {
                dirs.push(d);
            }
        }
        i += 1;
    }
    dirs
}

/// The `-ccbin` (`--compiler-bindir`) of a plan, if any.
fn ccbin(plan: &[(Phase, std::process::Command)]) -> Option<String> {
    for (_, cmd) in plan {
        let args: Vec<String> = cmd
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        for (i, a) in args.iter().enumerate() {
            if a == "-ccbin" || a == "--compiler-bindir" {
                return args.get(i + 1).cloned();
            }
            if let Some(v) = a
                .strip_prefix("-ccbin=")
                .or_else(|| a.strip_prefix("--compiler-bindir="))
            {
                return Some(v.to_string());
            }
        }
    }
    std::env::var("NVCC_CCBIN").ok().filter(|s| !s.is_empty())
}

/// The case file and every local header it includes, transitively, with their bytes, in the
/// order first met. `#include "x"` is looked up beside the including file, then in the `-I`
/// folders; `#include <x>` in the `-I` folders only; a header found in neither is a system or
/// toolkit header, which the toolchain's identity covers. Includes are followed whatever the
/// `#if`s around them say (an over-approximation: at worst a header that is not used recompiles
/// the case). `#include MACRO` cannot be followed without preprocessing: such a case is not
/// cached (`None`).
fn sources(case: &Path, include_dirs: &[PathBuf]) -> Option<Vec<(PathBuf, Vec<u8>)>> {
    let case = case.canonicalize().unwrap_or_else(|_| case.to_path_buf());
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut todo = vec![case];
    while let Some(file) = todo.pop() {
        if !seen.insert(file.clone()) {
            continue;
        }
        let bytes = std::fs::read(&file).ok()?;
        let text = String::from_utf8_lossy(&bytes);
        if INCLUDE_MACRO.is_match(&text) {
            return None;
        }
        let here = file.parent().map(Path::to_path_buf).unwrap_or_default();
        let mut found = Vec::new();
        for c in INCLUDE.captures_iter(&text) {
            let name = Path::new(&c[2]);
            let quoted = &c[1] == "\"";
            let candidates = quoted
                .then(|| here.join(name))
                .into_iter()
                .chain(include_dirs.iter().map(|d| d.join(name)));
            if let Some(p) = candidates.into_iter().find(|p| p.is_file()) {
                found.push(p.canonicalize().unwrap_or(p));
            }
        }
        out.push((file, bytes));
        // Depth-first, in the order written.
        todo.extend(found.into_iter().rev());
    }
    Some(out)
}

/// Hashes the case and its local headers ([`sources`]): each file's path, relocated, and bytes.
fn hash_sources(
    h: &mut blake3::Hasher,
    case: &Path,
    include_dirs: &[PathBuf],
    reloc: &Relocation,
) -> Option<()> {
    for (path, bytes) in sources(case, include_dirs)? {
        field(h, reloc.hide(&path.to_string_lossy()).as_bytes());
        field(h, &bytes);
    }
    Some(())
}

/// Every file under `root` (or `root` itself when it is a file). Symbolic links to files are
/// followed; links to folders are not (a toolkit's `lib64 -> targets/...` would pull in
/// gigabytes of unrelated libraries).
fn walk(root: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let m = std::fs::metadata(root)?;
    if m.is_file() {
        out.push(root.to_path_buf());
        return Ok(());
    }
    for e in std::fs::read_dir(root)? {
        let e = e?;
        let ft = e.file_type()?;
        if ft.is_dir() {
            walk(&e.path(), out)?;
        } else if ft.is_file() || (ft.is_symlink() && e.path().is_file()) {
            out.push(e.path());
        }
    }
    Ok(())
}

fn which(name: &str) -> Option<PathBuf> {
    let p = Path::new(name);
    if p.components().count() > 1 {
        return p.is_file().then(|| p.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// `1073741824`, `512K`, `500M`, `2G` (powers of 1024).
pub fn parse_size(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let (num, mult) = match s.chars().last() {
        Some('K' | 'k') => (&s[..s.len() - 1], 1u64 << 10),
        Some('M' | 'm') => (&s[..s.len() - 1], 1 << 20),
        Some('G' | 'g') => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    num.trim()
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(mult))
        .ok_or_else(|| format!("`{s}`: expected a size such as 500M, 2G or a number of bytes"))
}

/// `12.3 MB`.
pub fn human(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("2G").unwrap(), 2 << 30);
        assert_eq!(parse_size("500M").unwrap(), 500 << 20);
        assert_eq!(parse_size("1234").unwrap(), 1234);
        assert!(parse_size("lots").is_err());
    }

    #[test]
    fn local_headers_are_followed_transitively_and_system_ones_are_not() {
        let d = tempfile::tempdir().unwrap();
        let inc = d.path().join("inc");
        std::fs::create_dir_all(&inc).unwrap();
        std::fs::write(
            d.path().join("case.cu"),
            "#include \"a.h\"\n#include <vector>\n  # include <b.h>\n",
        )
        .unwrap();
        std::fs::write(inc.join("a.h"), "#include \"c.h\"\n").unwrap();
        std::fs::write(inc.join("b.h"), "").unwrap();
        std::fs::write(inc.join("c.h"), "#include \"a.h\"\n").unwrap();
        let got = sources(&d.path().join("case.cu"), std::slice::from_ref(&inc)).unwrap();
        let names: Vec<String> = got
            .iter()
            .map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["case.cu", "a.h", "c.h", "b.h"]);
        std::fs::write(d.path().join("m.cu"), "#include HEADER\n").unwrap();
        assert!(sources(&d.path().join("m.cu"), std::slice::from_ref(&inc)).is_none());
        std::fs::write(d.path().join("n.cu"), "#include_next <b.h>\n").unwrap();
        assert!(sources(&d.path().join("n.cu"), &[inc]).is_some());
    }

    #[test]
    fn pruning_removes_the_oldest_first_and_corrupt_entries_are_misses() {
        let d = tempfile::tempdir().unwrap();
        let c = ResultCache::open(d.path().to_path_buf(), 1 << 30);
        let o = Outcome::default();
        for i in 0..4 {
            c.put(&Key(format!("k{i}")), &Relocation::none(), "x", "t", &o)
                .unwrap();
            let f = std::fs::File::options()
                .write(true)
                .open(d.path().join(format!("k{i}.json")))
                .unwrap();
            f.set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(1000 + i))
                .unwrap();
        }
        // A hit refreshes k0, so k1 and k2 are now the oldest.
        assert!(c.get(&Key("k0".into()), &Relocation::none()).is_some());
        let each = c.usage().bytes / 4;
        let removed = c.prune(2 * each);
        assert_eq!(removed.entries, 2);
        let mut left: Vec<String> = c
            .entries()
            .iter()
            .map(|s| {
                s.files[0]
                    .file_stem()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        left.sort();
        assert_eq!(left, ["k0", "k3"]);
        std::fs::write(d.path().join("k3.json"), "{ not json").unwrap();
        assert!(c.get(&Key("k3".into()), &Relocation::none()).is_none());
        assert_eq!(c.clear().unwrap().entries, 2);
        assert_eq!(c.usage(), Usage::default());
    }
}
