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
//! What is not cached: a build that needs its executable (a run on a GPU, `--build-only`), since
//! the executable is not kept; an outcome with an abnormal step (a timeout, a signal, a spawn
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
//! Entries are files `<dir>/<key>.json`, written to a temporary file and renamed into place, so
//! concurrent runs never see half an entry; an entry that does not parse is a miss. A hit touches
//! the entry; pruning removes the least recently used (oldest mtime) until the folder is under
//! its size bound.

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

/// The default size bound: 1 GiB (an entry is a few KiB; the corpus on one toolchain is ~25 MB).
pub const DEFAULT_MAX_BYTES: u64 = 1 << 30;

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
}

/// What is in the cache folder.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Usage {
    pub entries: usize,
    pub bytes: u64,
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
        let path = self.entry_path(key);
        let text = std::fs::read_to_string(&path).ok()?;
        let entry: Entry<T> = serde_json::from_str(&reloc.restore_json(&text)).ok()?;
        if entry.format != FORMAT {
            return None;
        }
        if let Ok(f) = std::fs::File::options().write(true).open(&path) {
            let _ = f.set_modified(SystemTime::now());
        }
        Some(entry.outcome)
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
        let entry = Entry {
            format: FORMAT,
            case: case.into(),
            toolchain: toolchain.into(),
            outcome,
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

    /// The entries (`*.json`) with their size and mtime.
    fn entries(&self) -> Vec<(PathBuf, u64, SystemTime)> {
        let Ok(rd) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        rd.flatten()
            .filter(|e| {
                let n = e.file_name();
                let n = n.to_string_lossy();
                n.ends_with(".json") && !n.starts_with('.')
            })
            .filter_map(|e| {
                let m = e.metadata().ok()?;
                m.is_file().then(|| {
                    (
                        e.path(),
                        m.len(),
                        m.modified().unwrap_or(SystemTime::UNIX_EPOCH),
                    )
                })
            })
            .collect()
    }

    pub fn usage(&self) -> Usage {
        let e = self.entries();
        Usage {
            entries: e.len(),
            bytes: e.iter().map(|(_, b, _)| b).sum(),
        }
    }

    /// Removes the oldest entries (by mtime: a hit touches its entry) until the folder holds at
    /// most `max_bytes`; also removes temporary files a killed run left (older than an hour).
    /// Returns what was removed.
    /// What [`prune`](Self::prune) would remove to fit `max_bytes`, touching nothing
    /// (`cache prune --dry-run`).
    pub fn would_prune(&self, max_bytes: u64) -> Usage {
        let sel = self.prune_selection(max_bytes);
        Usage {
            entries: sel.len(),
            bytes: sel.iter().map(|(_, b)| b).sum(),
        }
    }

    /// The least recently used entries whose removal brings the cache within `max_bytes`.
    fn prune_selection(&self, max_bytes: u64) -> Vec<(PathBuf, u64)> {
        let mut entries = self.entries();
        entries.sort_by_key(|(p, _, t)| (*t, p.clone()));
        let mut total: u64 = entries.iter().map(|(_, b, _)| b).sum();
        let mut out = Vec::new();
        for (path, bytes, _) in entries {
            if total <= max_bytes {
                break;
            }
            total = total.saturating_sub(bytes);
            out.push((path, bytes));
        }
        out
    }

    pub fn prune(&self, max_bytes: u64) -> Usage {
        let mut removed = Usage::default();
        for (path, bytes) in self.prune_selection(max_bytes) {
            if std::fs::remove_file(&path).is_ok() {
                removed.entries += 1;
                removed.bytes += bytes;
            }
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

    /// Removes every entry (and the fingerprint memo). Returns what was removed.
    pub fn clear(&self) -> std::io::Result<Usage> {
        let before = self.usage();
        for (p, _, _) in self.entries() {
            std::fs::remove_file(p)?;
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
/// store the executable, so a cached outcome (which has none) will not do. On a hit the outcome
/// is marked `cached`.
pub fn build(
    cache: Option<&ResultCache>,
    tc: &dyn Toolchain,
    case: &Case,
    target: Phase,
    ctx: &BuildContext,
    work: &Path,
    need_executable: bool,
) -> Built {
    let key = match cache {
        Some(c) if !need_executable => c.key(tc, case, target, ctx).map(|k| (c, k)),
        _ => None,
    };
    if let Some((c, (k, reloc))) = &key {
        if let Some(mut outcome) = c.get(k, reloc) {
            outcome.cached = true;
            return Built {
                outcome,
                executable: None,
            };
        }
    }
    let built = tc.build(case, target, ctx, work);
    if let Some((c, (k, reloc))) = &key {
        if built.outcome.abnormal_step().is_none() {
            if let Err(e) = c.put(k, reloc, &case.id, &tc.info().id, &built.outcome) {
                crate::say!("cuconform: result cache {}: {e}", c.dir().display());
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
            .map(|(p, _, _)| p.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, ["k0", "k3"]);
        std::fs::write(d.path().join("k3.json"), "{ not json").unwrap();
        assert!(c.get(&Key("k3".into()), &Relocation::none()).is_none());
        assert_eq!(c.clear().unwrap().entries, 2);
        assert_eq!(c.usage(), Usage::default());
    }
}
