//! Preprocessor: conditional compilation, object- and function-like macros (with `#`, `##`,
//! `__VA_ARGS__`), includes searched as gcc under nvcc searches them (the including file's
//! directory for `"..."`, then -I, -isystem, the toolkit's and the host compiler's directories;
//! `#include_next` continues after the directory the current file was found in). Run once per
//! view (host: `__CUDA_ARCH__` undefined; device: `__CUDA_ARCH__` defined). Toolchain headers
//! (toolkit, host compiler: `toolchain.rs`) are preprocessed in full but only their type
//! declarations reach the output (`sysdecl.rs`); the toolkit's `cuda_runtime.h` is
//! force-included first, as nvcc does. Bounded: expansion, include-count and include-depth
//! budgets stop runaway inputs (`MAX_DEPTH` bounds the `run_file`/`include` recursion, 64
//! bounds `expand`/`substitute`, `Eval` is bounded by `MAX_EVAL_DEPTH`).

use crate::fx::{HashMap, HashSet};
use crate::lex::{lex, Tok, TK};
use crate::sysdecl::DeclFilter;
use crate::toolchain::DirKind;
use crate::Options;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::rc::Rc;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum View {
    Host,
    Device(u32),
}

impl View {
    pub fn is_device(self) -> bool {
        matches!(self, View::Device(_))
    }
}

#[derive(Clone, Debug)]
struct Macro {
    id: u32,
    /// A hash of the definition (never 0: 0 stands for "not defined" in a header memo).
    hash: u64,
    params: Option<Rc<Vec<Rc<str>>>>,
    variadic: bool,
    /// Shared: a macro is cloned on every expansion and on every memo replay.
    body: Rc<Vec<Tok>>,
}

/// A token being macro-expanded, or the end of a macro's replacement.
///
/// Macro expansion disables a macro while its replacement is rescanned (C++ [cpp.rescan]) the
/// way clang does, not with per-token hide sets: the replacement is followed in the input by an
/// end marker that enables the macro again, and a token naming a disabled macro is painted (never
/// expanded again). Each token costs O(1) however deep the expansion: hide sets copied per token
/// made a chain of N macros cost O(N^2) time and memory (a 10,000-deep chain took 489 MB).
#[derive(Clone)]
struct XTok {
    t: Tok,
    /// Never expanded again: it named a macro while that macro was disabled.
    painted: bool,
    /// `NO_END`: a token; else an end marker (not a token) enabling the macro of this id.
    end: u32,
}

const NO_END: u32 = u32::MAX;

impl XTok {
    fn of(t: Tok) -> XTok {
        XTok {
            t,
            painted: false,
            end: NO_END,
        }
    }
    fn is_end(&self) -> bool {
        self.end != NO_END
    }
}

/// What preprocessing produced.
pub struct Output {
    pub toks: Vec<Tok>,
    pub files: Vec<PathBuf>,
    /// `#pragma` texts seen in active code, with the index of the next output token.
    pub pragmas: Vec<(usize, String)>,
    /// Where a bound of the preprocessor was reached (the output is partial there), and which:
    /// the token is in a project file (a bound reached inside a toolchain header is placed at the
    /// project code's `#include` that led there, or at the main file's start for the prelude).
    pub incomplete: Vec<(Tok, String)>,
    /// Names of macros defined in the file (for reporting macro-shaped specifiers).
    pub has_cuda_arch_compare: bool,
    /// Per entry of `files`: a toolchain header (only its type declarations are in `toks`).
    pub system: Vec<bool>,
    /// An included file other than a toolchain header mentions `__CUDA_ARCH__`, or project code
    /// read a macro whose definition depends on it (a toolchain header's `NV_IF_TARGET`): the
    /// views may differ beyond the main file.
    pub arch_in_includes: bool,
}

struct Cond {
    /// This group is being emitted.
    active: bool,
    /// A condition of this chain read `__CUDA_ARCH__` or a name depending on it.
    arch: bool,
    /// Some earlier group of this #if chain was taken.
    taken: bool,
    /// The enclosing context is active.
    parent: bool,
}

pub struct Pre<'a> {
    opts: &'a Options,
    macros: Macros,
    next_id: u32,
    files: Vec<PathBuf>,
    once: HashSet<PathBuf>,
    /// The prelude's `#pragma once` files (shared with its snapshot).
    once_base: Rc<HashSet<PathBuf>>,
    out: Vec<Tok>,
    /// The prelude's output, before `out` (shared with its snapshot: `sysdecl::prune` reads it
    /// and copies only what the unit needs).
    prefix: Rc<Vec<Tok>>,
    pragmas: Vec<(usize, String)>,
    /// The view's expansion budget (`MAX_TOKENS`), and the current macro invocation's
    /// (`MAX_CHUNK_TOKENS`, renewed at each invocation a text run or `#if` line makes at its top
    /// level): a runaway macro stops at the invocation that started it, the rest of the unit
    /// is still expanded.
    budget: usize,
    chunk_budget: usize,
    /// A budget was reached in this run (reported once).
    budget_hit: bool,
    /// Tokens of the files entered so far (`MAX_READ_TOKENS`).
    read_tokens: usize,
    /// Where bounds were reached (see `Output::incomplete`).
    incomplete: Vec<(Tok, String)>,
    /// Where a bound reached in toolchain code outside a recording is reported: the main
    /// file's first line (the prelude).
    top_at: Tok,
    /// Per macro id: how many of its expansions are being rescanned (> 0: disabled).
    disabled: Vec<u32>,
    /// Expansions being rescanned, of all macros (the sum of `disabled`): 0 at the top level
    /// of a text run, where each invocation gets its own `MAX_CHUNK_TOKENS`.
    open: usize,
    view: View,
    /// Names whose definition (or definedness) depends on `__CUDA_ARCH__`: defined or undefined
    /// under a condition that reads `__CUDA_ARCH__` or such a name. The prelude's in
    /// `arch_base`; only ever grows (a name once found view-dependent stays so).
    arch_names: HashSet<Rc<str>>,
    arch_base: Rc<HashSet<Rc<str>>>,
    /// Conditional groups on the include stack whose condition read such a name.
    arch_conds: usize,
    /// The condition being evaluated read such a name.
    cond_arch: bool,
    /// Project code read such a name: its tokens may differ between the views.
    arch_used: bool,
    counter: u64,
    arch_compare: bool,
    arch_in_includes: bool,
    /// The include search list: (directory, kind), in search order.
    search: Vec<(PathBuf, DirKind)>,
    /// Per entry of `files`: its kind, and the index in `search` it was found through.
    kinds: Vec<DirKind>,
    found_in: Vec<Option<usize>>,
    /// The kind of the file being read.
    cur_kind: DirKind,
    filter: DeclFilter,
    sys_includes: usize,
    /// The toolchain header being recorded for the header memo (entered from project code).
    rec: Option<Recording>,
    /// A hash of `search` (a memo entry holds for one search list).
    search_key: u64,
    /// A hash of every macro definition and `#pragma once` so far, in order: equal histories
    /// mean equal macro states, so a memo entry recorded at this history replays without
    /// comparing its reads one by one.
    history: u64,
}

fn mix<T: std::hash::Hash + ?Sized>(h: u64, a: &T, b: u64) -> u64 {
    use std::hash::Hasher;
    let mut s = std::collections::hash_map::DefaultHasher::new();
    s.write_u64(h);
    a.hash(&mut s);
    s.write_u64(b);
    s.finish()
}

/// What reading a toolchain header from project code depended on and did: the macros it read
/// (before writing them) with their definitions' hashes, the `#pragma once` files it tested; the
/// macros it left defined or undefined, the files it entered, the tokens it emitted.
struct Recording {
    reads: HashMap<Rc<str>, u64>,
    written: HashSet<Rc<str>>,
    once_reads: Vec<(PathBuf, bool)>,
    once_added: Vec<PathBuf>,
    files_base: usize,
    out_base: usize,
    sys_before: usize,
    history_in: u64,
    /// Files it read or an include search found, and directories where a search found nothing
    /// (what the on-disk memo checks before a replay in another process: `hcache`).
    dep_files: HashSet<PathBuf>,
    dep_dirs: HashSet<PathBuf>,
    /// The project code's `#include` that entered the header (where its bounds are reported).
    at: Tok,
    incomplete: Vec<String>,
    arch_added: Vec<Rc<str>>,
}

/// A replayable reading of a toolchain header (see `Recording`).
struct MemoEntry {
    /// The history it was recorded at, and the history after it.
    history_in: u64,
    history_out: u64,
    reads: Vec<(Rc<str>, u64)>,
    once_reads: Vec<(PathBuf, bool)>,
    writes: Vec<(Rc<str>, Option<Macro>)>,
    files: Vec<(PathBuf, DirKind, Option<usize>)>,
    /// Emitted tokens, `file` relative to the first entered file (`u16::MAX`: at the directive).
    toks: Vec<Tok>,
    once_added: Vec<PathBuf>,
    sys_includes: usize,
    /// The bounds it reached (reported again, at the replaying `#include`, on a replay).
    incomplete: Vec<String>,
    /// The names it found to depend on `__CUDA_ARCH__` (`Pre::arch_names`).
    arch_added: Vec<Rc<str>>,
    /// The paths it depended on, with their states when it was recorded (see `Recording`).
    deps: Vec<(PathBuf, crate::hcache::PathState)>,
}

/// Memo key: (header path, search index it was found through, include depth, search list).
type MemoKey = (PathBuf, Option<usize>, usize, u64);

/// Entries kept per key (views, flag sets and macro states that differ in what a header reads).
const MEMO_PER_KEY: usize = 32;

thread_local! {
    /// Toolchain headers read from project code, replayed when the macros they read are the same
    /// (libstdc++'s and the CUDA runtime's headers are then read once per thread, not once per
    /// translation unit and view).
    static MEMO: std::cell::RefCell<HashMap<MemoKey, Vec<Rc<MemoEntry>>>> = std::cell::RefCell::new(HashMap::default());
}

/// The macro table: a shared base (the prelude's, thousands of macros) under the definitions
/// and removals made since, so a translation unit does not copy the prelude's table.
#[derive(Default)]
struct Macros {
    base: Rc<HashMap<Rc<str>, Macro>>,
    /// `None`: undefined since the base.
    over: HashMap<Rc<str>, Option<Macro>>,
}

impl Macros {
    fn get(&self, name: &str) -> Option<&Macro> {
        match self.over.get(name) {
            Some(m) => m.as_ref(),
            None => self.base.get(name),
        }
    }
    fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
    fn insert(&mut self, name: Rc<str>, m: Macro) {
        self.over.insert(name, Some(m));
    }
    fn remove(&mut self, name: &Rc<str>) {
        if self.base.contains_key(name) {
            self.over.insert(name.clone(), None);
        } else {
            self.over.remove(name);
        }
    }
    fn flat(&self) -> HashMap<Rc<str>, Macro> {
        let mut m = (*self.base).clone();
        for (k, v) in &self.over {
            match v {
                Some(v) => {
                    m.insert(k.clone(), v.clone());
                }
                None => {
                    m.remove(k);
                }
            }
        }
        m
    }
}

/// The state after the prelude of one view and flag set (see `preprocess_tokens`).
struct Snapshot {
    macros: Rc<HashMap<Rc<str>, Macro>>,
    next_id: u32,
    out: Rc<Vec<Tok>>,
    files: Vec<PathBuf>,
    kinds: Vec<DirKind>,
    found_in: Vec<Option<usize>>,
    once: Rc<HashSet<PathBuf>>,
    sys_includes: usize,
    incomplete: Vec<String>,
    arch_names: Rc<HashSet<Rc<str>>>,
    history: u64,
    /// The toolchain declarations of `out`, analysed for `sysdecl::prune`.
    known: Rc<crate::sysdecl::Prelude>,
}

thread_local! {
    static PRELUDE: std::cell::RefCell<HashMap<u64, Rc<Snapshot>>> = std::cell::RefCell::new(HashMap::default());
}

/// What the prelude depends on: the view, the flags that predefine macros, the toolchain, the
/// search list.
fn prelude_key(view: View, opts: &Options, search_key: u64, empty: bool) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    match view {
        View::Host => 0u32.hash(&mut h),
        View::Device(a) => (a + 1).hash(&mut h),
    }
    opts.std.hash(&mut h);
    opts.extended_lambda.hash(&mut h);
    opts.relaxed_constexpr.hash(&mut h);
    opts.rdc.hash(&mut h);
    opts.defines.hash(&mut h);
    opts.toolchain
        .as_ref()
        .map(|t| std::sync::Arc::as_ptr(t) as usize)
        .hash(&mut h);
    search_key.hash(&mut h);
    empty.hash(&mut h);
    h.finish()
}

fn macro_hash(params: &Option<Rc<Vec<Rc<str>>>>, variadic: bool, body: &[Tok]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    params.hash(&mut h);
    variadic.hash(&mut h);
    for t in body {
        t.text.hash(&mut h);
        t.space.hash(&mut h);
    }
    h.finish() | 1
}

// Bounds: each stops runaway input only (every header nvcc would read is read: there is no
// budget of headers), and reaching one is reported (`Output::incomplete`, the finding
// `checker.incomplete`).
/// Macro expansion per view (tokens produced by expansions, project and toolchain code).
const MAX_TOKENS: usize = 200_000_000;
/// Macro expansion per invocation at the top level of a run of text lines or an `#if` line
/// (an exponential macro stops here); counted as the tokens of each replacement, so nested
/// invocations count their output once per level.
const MAX_CHUNK_TOKENS: usize = 4_000_000;
/// Header entries per view (guarded re-inclusions are skipped without entering; a real unit
/// enters at most a few thousand). Below `u16::MAX`, the token's file index.
const MAX_FILES: usize = 30_000;
/// Tokens of the headers entered per view (each entry counted).
const MAX_READ_TOKENS: usize = 100_000_000;
/// One header's size.
const MAX_FILE_BYTES: u64 = 64 << 20;
/// Include nesting, as gcc's (`#include nested depth 200 exceeds maximum`). This bounds the
/// `run_file` -> `directive` -> `include` recursion (`tests/depth.rs`).
const MAX_DEPTH: usize = 200;
/// Nested macro argument pre-expansion (`F(F(F(...)))`): the `expand` -> `substitute` recursion.
const MAX_EXPAND_DEPTH: usize = 64;
/// `#if` expression nesting (parentheses, unary operators, `?:`).
const MAX_EVAL_DEPTH: u32 = 256;
/// Names a toolchain header may not redefine: the checker's parser reads the CUDA keywords as
/// keywords (host_defines.h would make them `__attribute__((...))`), and `__cplusplus` follows -std.
const PROTECTED: &[&str] = &[
    "__host__",
    "__device__",
    "__global__",
    "__shared__",
    "__constant__",
    "__managed__",
    "__forceinline__",
    "__noinline__",
    "__grid_constant__",
    "__cplusplus",
];

/// A cached include file: (mtime, size, tokens, canonical path, mentions `__CUDA_ARCH__`,
/// include-guard macro when the whole file is one `#ifndef G` ... `#endif`).
type IncludeEntry = (
    Option<std::time::SystemTime>,
    u64,
    Rc<Vec<Tok>>,
    PathBuf,
    bool,
    Option<Rc<str>>,
);

thread_local! {
    /// Lexed include files, by path (re-read when their size or mtime changes).
    static INCLUDES: std::cell::RefCell<HashMap<PathBuf, IncludeEntry>> = std::cell::RefCell::new(HashMap::default());
}

/// The include guard of a file wholly wrapped in `#ifndef G` / `#if !defined(G)` ... `#endif`
/// (nothing outside it): once `G` is defined, including the file again yields nothing.
fn include_guard(toks: &[Tok]) -> Option<Rc<str>> {
    let first = toks.first()?;
    if !(first.bol && first.is("#")) {
        return None;
    }
    let guard = match (toks.get(1), toks.get(2), toks.get(3), toks.get(4)) {
        (Some(d), Some(g), _, _) if d.is("ifndef") && g.kind == TK::Ident => g.text.clone(),
        (Some(d), Some(n), Some(df), Some(g)) if d.is("if") && n.is("!") && df.is("defined") => {
            if g.kind == TK::Ident {
                g.text.clone()
            } else if g.is("(") {
                let g = toks.get(5).filter(|g| g.kind == TK::Ident)?;
                g.text.clone()
            } else {
                return None;
            }
        }
        _ => return None,
    };
    // the group opened by the first directive must close at the file's last directive, which
    // must end the file
    let mut depth = 0i32;
    let mut i = 0;
    while i < toks.len() {
        if toks[i].bol && toks[i].is("#") {
            let d = toks.get(i + 1).map_or("", |t| &*t.text);
            match d {
                "if" | "ifdef" | "ifndef" => depth += 1,
                "endif" => {
                    depth -= 1;
                    if depth == 0 {
                        let mut j = i + 1;
                        while j < toks.len() && !toks[j].bol {
                            j += 1;
                        }
                        return (j == toks.len()).then_some(guard);
                    }
                }
                _ => {}
            }
        }
        i += 1;
    }
    None
}

fn lex_include(path: &Path) -> Option<(Rc<Vec<Tok>>, PathBuf)> {
    lex_include_entry(path).map(|e| (e.0, e.1))
}

/// A lexed include file: (tokens, canonical path, include guard).
type Lexed = (Rc<Vec<Tok>>, PathBuf, Option<Rc<str>>);

fn lex_include_entry(path: &Path) -> Option<Lexed> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() {
        return None;
    }
    let mtime = meta.modified().ok();
    let len = meta.len();
    if let Some(hit) = INCLUDES.with(|c| {
        c.borrow()
            .get(path)
            .filter(|e| e.0 == mtime && e.1 == len)
            .map(|e| (e.2.clone(), e.3.clone(), e.5.clone()))
    }) {
        return Some(hit);
    }
    if len > MAX_FILE_BYTES {
        return None;
    }
    let bytes = std::fs::read(path).ok()?;
    let src = String::from_utf8_lossy(&bytes);
    let toks = Rc::new(lex(&src, 0));
    let guard = include_guard(&toks);
    let canon = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    INCLUDES.with(|c| {
        let mut c = c.borrow_mut();
        // libstdc++ and the CUDA runtime are ~1,000 files: keep them all
        if c.len() > 8192 {
            c.clear();
        }
        let arch = src.contains("__CUDA_ARCH__");
        c.insert(
            path.to_path_buf(),
            (mtime, len, toks.clone(), canon.clone(), arch, guard.clone()),
        );
    });
    Some((toks, canon, guard))
}

/// The host compiler's `-dM` output as tokens, without the language-level macros (-std sets
/// those here), lexed once per thread.
fn host_macro_tokens(text: &str) -> Vec<Tok> {
    thread_local! {
        static HOST: std::cell::RefCell<Option<(String, Rc<Vec<Tok>>)>> = const { std::cell::RefCell::new(None) };
    }
    HOST.with(|h| {
        let mut h = h.borrow_mut();
        if let Some((k, v)) = &*h {
            if k == text {
                return (**v).clone();
            }
        }
        let kept: String = text
            .lines()
            .filter(|l| {
                let name = l.split_whitespace().nth(1).unwrap_or("");
                !matches!(name, "__cplusplus" | "__STDC_VERSION__" | "__STDC__")
            })
            .map(|l| format!("{l}\n"))
            .collect();
        let toks = Rc::new(lex(&kept, 0));
        *h = Some((text.to_string(), toks.clone()));
        (*toks).clone()
    })
}

/// Forget this thread's header memo, preludes and lexed headers (`cache::reset_thread`).
pub fn reset_thread() {
    MEMO.with(|m| m.borrow_mut().clear());
    PRELUDE.with(|m| m.borrow_mut().clear());
    INCLUDES.with(|m| m.borrow_mut().clear());
}

/// Leave this thread's header memo, preludes and lexed headers to the process's exit
/// (`driver::Then::Exit`: the thread-local destructors would free them one by one).
pub fn forget_thread_caches() {
    MEMO.with(|m| std::mem::forget(m.take()));
    PRELUDE.with(|m| std::mem::forget(m.take()));
    INCLUDES.with(|m| std::mem::forget(m.take()));
    crate::lex::forget_thread_cache();
}

/// Does an (already included) file mention `__CUDA_ARCH__`? Unknown files count as yes.
pub fn include_mentions_arch(path: &Path) -> bool {
    INCLUDES.with(|c| c.borrow().get(path).is_none_or(|e| e.4))
}

#[allow(dead_code)]
pub fn preprocess(path: &Path, src: &str, view: View, opts: &Options) -> Output {
    let toks = lex(src, 0);
    preprocess_tokens(path, &toks, view, opts)
}

pub fn preprocess_tokens(path: &Path, toks: &[Tok], view: View, opts: &Options) -> Output {
    let mut search: Vec<(PathBuf, DirKind)> = Vec::new();
    search.extend(opts.include_dirs.iter().map(|d| (d.clone(), DirKind::User)));
    search.extend(
        opts.system_include_dirs
            .iter()
            .map(|d| (d.clone(), DirKind::ProjectSystem)),
    );
    if let Some(tc) = &opts.toolchain {
        search.extend(
            tc.cuda_dirs
                .iter()
                .chain(&tc.host_dirs)
                .map(|d| (d.clone(), DirKind::Toolchain)),
        );
    }
    let search_key = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for (d, k) in &search {
            d.hash(&mut h);
            (*k as u8).hash(&mut h);
        }
        h.finish()
    };
    let mut p = Pre {
        opts,
        macros: Macros::default(),
        next_id: 0,
        files: vec![path.to_path_buf()],
        once: HashSet::default(),
        once_base: Rc::default(),
        out: Vec::new(),
        prefix: Rc::default(),
        pragmas: Vec::new(),
        budget: MAX_TOKENS,
        chunk_budget: MAX_CHUNK_TOKENS,
        budget_hit: false,
        read_tokens: 0,
        incomplete: Vec::new(),
        top_at: Tok {
            kind: TK::Other,
            text: crate::lex::intern(""),
            line: 1,
            col: 1,
            file: 0,
            bol: true,
            space: false,
        },
        disabled: Vec::new(),
        open: 0,
        view,
        arch_names: HashSet::default(),
        arch_base: Rc::default(),
        arch_conds: 0,
        cond_arch: false,
        arch_used: false,
        counter: 0,
        arch_compare: false,
        arch_in_includes: false,
        search,
        kinds: vec![DirKind::User],
        found_in: vec![None],
        cur_kind: DirKind::User,
        filter: DeclFilter::default(),
        sys_includes: 0,
        rec: None,
        search_key,
        history: 0,
    };
    // the prelude (predefined macros, the host compiler's, the force-included runtime) is the
    // same for every translation unit of one view and flag set: made once per thread
    let key = prelude_key(view, opts, search_key, toks.is_empty());
    let known = match PRELUDE.with(|c| c.borrow().get(&key).cloned()) {
        Some(snap) => {
            p.restore(&snap);
            // the prelude's bounds, at the unit's first line
            for w in &snap.incomplete {
                p.incomplete.push((p.top_at.clone(), w.clone()));
            }
            snap.known.clone()
        }
        None => {
            p.predefine(view);
            // nvcc passes `-include cuda_runtime.h` to the host preprocessor: the runtime's
            // types and macros are there in every translation unit without an #include
            if let Some(fi) = opts
                .toolchain
                .as_ref()
                .and_then(|t| t.force_include.clone())
            {
                if let Some(first) = toks.first() {
                    p.enter(fi, None, DirKind::Toolchain, 0, first);
                }
            }
            let snap = Rc::new(p.snapshot());
            // as a restored prelude: its tokens are the prefix
            p.prefix = snap.out.clone();
            p.out.clear();
            PRELUDE.with(|c| {
                let mut c = c.borrow_mut();
                if c.len() > 64 {
                    c.clear();
                }
                c.insert(key, snap.clone());
            });
            snap.known.clone()
        }
    };
    p.run_file(toks, 0, 0);
    let system: Vec<bool> = p.kinds.iter().map(|k| *k == DirKind::Toolchain).collect();
    if let Some(map) = crate::sysdecl::prune(&p.prefix, &mut p.out, &system, &known) {
        for pr in &mut p.pragmas {
            pr.0 = map.get(pr.0).copied().unwrap_or(p.out.len());
        }
    } else if !p.prefix.is_empty() {
        // nothing of the toolchain's (cannot be, with a prefix): the stream as it was
        let mut all = (*p.prefix).clone();
        let n = all.len();
        all.append(&mut p.out);
        p.out = all;
        for pr in &mut p.pragmas {
            pr.0 += n;
        }
    }
    Output {
        toks: p.out,
        system,
        files: p.files,
        pragmas: p.pragmas,
        incomplete: p.incomplete,
        has_cuda_arch_compare: p.arch_compare,
        arch_in_includes: p.arch_in_includes || p.arch_used,
    }
}

impl<'a> Pre<'a> {
    fn define_text(&mut self, name: &str, value: &str) {
        // predefined values are single numbers or names: no need to run the lexer
        let simple = !value.is_empty()
            && value
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_');
        let body = if simple {
            let kind = if value.as_bytes()[0].is_ascii_digit() {
                TK::Num
            } else {
                TK::Ident
            };
            vec![Tok {
                kind,
                text: crate::lex::intern(value),
                line: 0,
                col: 0,
                file: 0,
                bol: false,
                space: false,
            }]
        } else {
            lex(value, 0)
        };
        let id = self.next_id;
        self.next_id += 1;
        let name: Rc<str> = Rc::from(name);
        let hash = macro_hash(&None, false, &body);
        self.note_write(&name, hash);
        self.macros.insert(
            name,
            Macro {
                id,
                hash,
                params: None,
                variadic: false,
                body: Rc::new(body),
            },
        );
    }

    fn predefine(&mut self, view: View) {
        let cplusplus = match self.opts.std.as_deref() {
            Some("c++11") | Some("c++0x") | Some("gnu++11") => "201103L",
            Some("c++14") | Some("c++1y") | Some("gnu++14") => "201402L",
            Some("c++20") | Some("c++2a") | Some("gnu++20") => "202002L",
            Some("c++23") | Some("c++2b") => "202302L",
            _ => "201703L",
        };
        let defs: Vec<(&str, String)> = vec![
            ("__cplusplus", cplusplus.into()),
            ("__CUDACC__", "1".into()),
            ("__NVCC__", "1".into()),
            ("__CUDACC_VER_MAJOR__", "13".into()),
            ("__CUDACC_VER_MINOR__", "5".into()),
            ("__CUDACC_VER_BUILD__", "37".into()),
            ("CUDART_VERSION", "13050".into()),
            ("__CUDART_API_VERSION", "13050".into()),
            ("__GNUC__", "13".into()),
            ("__GNUC_MINOR__", "2".into()),
            ("__linux__", "1".into()),
            ("__x86_64__", "1".into()),
            ("__STDC__", "1".into()),
            ("__cuconform_checker__", "1".into()),
        ];
        for (k, v) in defs {
            self.define_text(k, &v);
        }
        // the host compiler's predefined macros (`__SIZE_TYPE__`, `__GNUC__`, `__x86_64__`
        // ...), which its headers test; the language level stays the one -std gives
        if let Some(tc) = self.opts.toolchain.clone() {
            if !tc.host_macros.is_empty() {
                let toks = host_macro_tokens(&tc.host_macros);
                let saved = self.cur_kind;
                self.cur_kind = DirKind::Toolchain;
                self.run_file(&toks, 0, 0);
                self.cur_kind = saved;
            }
        }
        // the CUDA headers nvcc includes first (host_defines.h) define the execution- and
        // memory-space keywords as macros: `#ifndef __host__` / `#ifdef __device__` in a project
        // header must see them defined (they expand to themselves here)
        for k in [
            "__host__",
            "__device__",
            "__global__",
            "__shared__",
            "__constant__",
            "__managed__",
            "__forceinline__",
            "__noinline__",
            "__grid_constant__",
        ] {
            self.define_text(k, k);
        }
        if let View::Device(arch) = view {
            self.define_text("__CUDA_ARCH__", &arch.to_string());
        }
        if self.opts.extended_lambda {
            self.define_text("__CUDACC_EXTENDED_LAMBDA__", "1");
        }
        if self.opts.relaxed_constexpr {
            self.define_text("__CUDACC_RELAXED_CONSTEXPR__", "1");
        }
        if self.opts.rdc {
            self.define_text("__CUDACC_RDC__", "1");
        }
        for (k, v) in self.opts.defines.clone() {
            if k.is_empty() || !k.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') {
                continue;
            }
            self.define_text(&k, v.as_deref().unwrap_or("1"));
        }
    }

    fn run_file(&mut self, toks: &[Tok], file: u16, depth: usize) {
        let mut conds: Vec<Cond> = Vec::new();
        let mut i = 0;
        let n = toks.len();
        let active = |c: &Vec<Cond>| c.last().is_none_or(|c| c.active);
        while i < n {
            if toks[i].bol && toks[i].is("#") {
                // directive line
                let mut j = i + 1;
                while j < n && !toks[j].bol {
                    j += 1;
                }
                let line = &toks[i + 1..j];
                self.directive(line, &mut conds, file, depth, toks[i].line);
                i = j;
                continue;
            }
            // a run of text lines up to the next directive
            let mut j = i;
            while j < n && !(toks[j].bol && toks[j].is("#")) {
                j += 1;
            }
            if active(&conds) {
                // fast path: no macro names (or special names) in the chunk
                let mut plain = true;
                for t in &toks[i..j] {
                    if t.kind == TK::Ident
                        && (self.has(&t.text) || t.text.starts_with("__") || &*t.text == "_Pragma")
                    {
                        plain = false;
                        if self.rec.is_none() {
                            break;
                        }
                    }
                }
                if self.cur_kind == DirKind::Toolchain {
                    if plain {
                        for t in &toks[i..j] {
                            self.filter.push(t, &mut self.out);
                        }
                    } else {
                        let chunk: VecDeque<XTok> =
                            toks[i..j].iter().map(|t| XTok::of(t.clone())).collect();
                        self.chunk_budget = MAX_CHUNK_TOKENS;
                        self.budget_hit = false;
                        let res = self.expand(chunk, 0);
                        for x in without_expanded_pragmas(res) {
                            self.filter.push(&x.t, &mut self.out);
                        }
                    }
                } else if plain {
                    self.out.extend(toks[i..j].iter().cloned());
                } else {
                    let chunk: VecDeque<XTok> =
                        toks[i..j].iter().map(|t| XTok::of(t.clone())).collect();
                    self.chunk_budget = MAX_CHUNK_TOKENS;
                    self.budget_hit = false;
                    let res = self.expand(chunk, 0);
                    for x in without_expanded_pragmas(res) {
                        self.out.push(x.t);
                    }
                }
            }
            i = j;
        }
        // groups a file left open end with it
        for c in conds {
            self.arch_conds -= c.arch as usize;
        }
    }

    fn directive(
        &mut self,
        line: &[Tok],
        conds: &mut Vec<Cond>,
        file: u16,
        depth: usize,
        lineno: u32,
    ) {
        let active = conds.last().is_none_or(|c| c.active);
        let Some(d) = line.first() else { return };
        let name = &*d.text;
        let rest = &line[1..];
        match name {
            "if" | "ifdef" | "ifndef" => {
                self.cond_arch = false;
                let v = if !active {
                    false
                } else {
                    match name {
                        "if" => self.eval_if(rest),
                        "ifdef" => rest.first().is_some_and(|t| self.has(&t.text)),
                        _ => !rest.first().is_some_and(|t| self.has(&t.text)),
                    }
                };
                let arch = active && self.cond_arch;
                self.arch_conds += arch as usize;
                conds.push(Cond {
                    active: active && v,
                    arch,
                    taken: v,
                    parent: active,
                });
            }
            "elif" | "elifdef" | "elifndef" => {
                if let Some(c) = conds.last_mut() {
                    if c.taken || !c.parent {
                        c.active = false;
                    } else {
                        self.cond_arch = false;
                        let v = match name {
                            "elif" => self.eval_if(rest),
                            "elifdef" => rest.first().is_some_and(|t| self.has(&t.text)),
                            _ => !rest.first().is_some_and(|t| self.has(&t.text)),
                        };
                        if self.cond_arch && !c.arch {
                            c.arch = true;
                            self.arch_conds += 1;
                        }
                        c.active = v;
                        c.taken = v;
                    }
                }
            }
            "else" => {
                if let Some(c) = conds.last_mut() {
                    c.active = c.parent && !c.taken;
                    c.taken = true;
                }
            }
            "endif" => {
                if let Some(c) = conds.pop() {
                    self.arch_conds -= c.arch as usize;
                }
            }
            // a name defined or undefined in a group skipped for the view's `__CUDA_ARCH__`
            // is defined differently in the other view
            "define" | "undef" if !active && self.arch_conds > 0 => {
                if let Some(t) = rest.first().filter(|t| t.kind == TK::Ident) {
                    self.taint(&t.text.clone());
                }
            }
            _ if !active => {}
            "define" => {
                if self.cur_kind == DirKind::Toolchain
                    && rest.first().is_some_and(|t| PROTECTED.contains(&&*t.text))
                {
                    return;
                }
                if self.arch_conds > 0 {
                    if let Some(t) = rest.first().filter(|t| t.kind == TK::Ident) {
                        self.taint(&t.text.clone());
                    }
                }
                self.define(rest)
            }
            "undef" => {
                if let Some(t) = rest.first() {
                    if self.arch_conds > 0 {
                        self.taint(&t.text.clone());
                    }
                    self.note_write(&t.text, 0);
                    self.macros.remove(&t.text);
                }
            }
            "include" | "import" => self.include(d, rest, file, depth, false),
            "include_next" => self.include(d, rest, file, depth, true),
            "pragma" => {
                let text: Vec<&str> = rest.iter().map(|t| &*t.text).collect();
                if text.first() == Some(&"once") {
                    if let Some(p) = self.files.get(file as usize) {
                        let p = lex_include(p).map(|x| x.1).unwrap_or_else(|| p.clone());
                        if let Some(r) = &mut self.rec {
                            r.once_added.push(p.clone());
                        }
                        self.history = mix(self.history, &p, 2);
                        self.once.insert(p);
                    }
                }
                let _ = lineno;
                if self.cur_kind != DirKind::Toolchain {
                    self.pragmas.push((self.out.len(), text.join(" ")));
                }
            }
            _ => {}
        }
    }

    fn define(&mut self, rest: &[Tok]) {
        let Some(nt) = rest.first() else { return };
        if nt.kind != TK::Ident {
            return;
        }
        let mut i = 1;
        let mut params = None;
        let mut variadic = false;
        if rest.get(1).is_some_and(|t| t.is("(") && !t.space) {
            let mut ps = Vec::new();
            i = 2;
            while i < rest.len() && !rest[i].is(")") {
                let t = &rest[i];
                if t.is("...") {
                    variadic = true;
                    ps.push(Rc::from("__VA_ARGS__"));
                } else if t.kind == TK::Ident {
                    if rest.get(i + 1).is_some_and(|t| t.is("...")) {
                        variadic = true;
                        ps.push(t.text.clone());
                        i += 1;
                    } else {
                        ps.push(t.text.clone());
                    }
                }
                i += 1;
            }
            i += 1;
            params = Some(Rc::new(ps));
        }
        let body = rest.get(i..).unwrap_or(&[]).to_vec();
        let id = self.next_id;
        self.next_id += 1;
        let hash = macro_hash(&params, variadic, &body);
        self.note_write(&nt.text, hash);
        self.macros.insert(
            nt.text.clone(),
            Macro {
                id,
                hash,
                params,
                variadic,
                body: Rc::new(body),
            },
        );
    }

    /// The name of an `#include` / `__has_include` operand: (name, quoted).
    fn include_name(rest: &[Tok]) -> Option<(String, bool)> {
        Self::include_name_spaced(rest, true)
    }

    /// `include_name`; `spaced`: whether a `<...>` name keeps the spaces written between its
    /// tokens (a computed include's tokens come from macro bodies, whose spacing is not the
    /// name's: `<thrust/system/THRUST_DEVICE_SYSTEM/detail/x.h>` names `.../cuda/detail/x.h`)
    fn include_name_spaced(rest: &[Tok], spaced: bool) -> Option<(String, bool)> {
        let first = rest.first()?;
        let (name, quoted) = if first.kind == TK::Str && first.text.starts_with('"') {
            (first.text.trim_matches('"').to_string(), true)
        } else if first.is("<") {
            let mut s = String::new();
            for t in &rest[1..] {
                if t.is(">") {
                    break;
                }
                if spaced && t.space && !s.is_empty() {
                    s.push(' ');
                }
                s.push_str(&t.text);
            }
            (s, false)
        } else {
            return None;
        };
        (!name.is_empty()).then_some((name, quoted))
    }

    /// Find an include file as gcc does: a quoted name first in the including file's directory
    /// (the file's kind is inherited), then the search list; `#include_next` starts after the
    /// directory the including file was found in. Returns (path, search index, kind).
    fn find_include(
        &mut self,
        name: &str,
        quoted: bool,
        file: u16,
        next: bool,
    ) -> Option<(PathBuf, Option<usize>, DirKind)> {
        let kind = self
            .kinds
            .get(file as usize)
            .copied()
            .unwrap_or(DirKind::User);
        if quoted && !next {
            if let Some(dir) = self.files.get(file as usize).and_then(|p| p.parent()) {
                let c = dir.join(name);
                if self.probe(&c) {
                    let found = self.found_in.get(file as usize).copied().flatten();
                    return Some((c, found, kind));
                }
            }
        }
        let start = if next {
            self.found_in
                .get(file as usize)
                .copied()
                .flatten()
                .map_or(0, |k| k + 1)
        } else {
            0
        };
        for (k, (d, dk)) in self.search.iter().enumerate().skip(start) {
            let c = d.join(name);
            if Self::probe_in(&mut self.rec, &c) {
                return Some((c, Some(k), *dk));
            }
        }
        None
    }

    fn include(&mut self, directive: &Tok, rest: &[Tok], file: u16, depth: usize, next: bool) {
        let Some(at) = rest.first().cloned() else {
            self.incomplete_at(directive, "an #include without a header name".into());
            return;
        };
        // a computed include (`#include MACRO`, as thrust's and cub's system dispatch headers
        // write them): the operand is macro-replaced first ([cpp.include]/4)
        let expanded: Vec<Tok>;
        let operand = if at.kind == TK::Ident {
            self.chunk_budget = MAX_CHUNK_TOKENS;
            self.budget_hit = false;
            let input = rest.iter().cloned().map(XTok::of).collect();
            expanded = self.expand(input, 0).into_iter().map(|x| x.t).collect();
            &expanded[..]
        } else {
            rest
        };
        let Some((name, quoted)) = Self::include_name_spaced(operand, at.kind != TK::Ident) else {
            // nvcc stops here ("expected a file name"): what the header holds is not read
            let text: Vec<&str> = operand.iter().map(|t| &*t.text).collect();
            self.incomplete_at(
                &at,
                format!(
                    "the operand of #include, '{}', is not a header name",
                    text.join(" ")
                ),
            );
            return;
        };
        let Some((path, found, kind)) = self.find_include(&name, quoted, file, next) else {
            // nvcc stops here ("cannot open source file"); the checker reads on without it
            let how = if quoted { "\"\"" } else { "<>" };
            self.incomplete_at(
                &at,
                format!(
                    "the header {}{name}{} was not found ({} search folder(s); nvcc stops there)",
                    &how[..1],
                    &how[1..],
                    self.search.len() + quoted as usize,
                ),
            );
            return;
        };
        self.enter(path, found, kind, depth, &at);
    }

    /// Read an include file found at `path` (through search entry `found`, of `kind`).
    fn enter(
        &mut self,
        path: PathBuf,
        found: Option<usize>,
        kind: DirKind,
        depth: usize,
        at: &Tok,
    ) {
        if let Some(r) = &mut self.rec {
            r.dep_files.insert(path.clone());
        }
        let Some((cached, canon, guard)) = lex_include_entry(&path) else {
            if std::fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() > MAX_FILE_BYTES) {
                self.incomplete_at(
                    at,
                    format!(
                        "'{}' is larger than {} MiB and was not read",
                        path.display(),
                        MAX_FILE_BYTES >> 20
                    ),
                );
            }
            return;
        };
        let once = self.is_once(&canon);
        if let Some(r) = &mut self.rec {
            r.once_reads.push((canon.clone(), once));
        }
        // a toolchain header's guard is not a read of project code: its declarations are taken
        // to be the same in both views, whether an earlier header included it in one view only
        let guarded = guard.is_some_and(|g| {
            if kind == DirKind::Toolchain {
                self.note_read(&g);
                self.macros.contains_key(&g)
            } else {
                self.has(&g)
            }
        });
        if once || guarded {
            return;
        }
        // a toolchain header entered from project code: replayed from the memo when it read
        // the same macros before, else read and recorded
        let top = kind == DirKind::Toolchain && self.cur_kind != DirKind::Toolchain;
        let key: MemoKey = (canon.clone(), found, depth, self.search_key);
        if top && self.replay(&key, at) {
            return;
        }
        let bound = if depth >= MAX_DEPTH {
            Some(format!("includes nested deeper than {MAX_DEPTH} levels"))
        } else if self.files.len() >= MAX_FILES {
            Some(format!("more than {MAX_FILES} header entries in one view"))
        } else if self.read_tokens + cached.len() > MAX_READ_TOKENS {
            Some(format!(
                "more than {MAX_READ_TOKENS} tokens of headers in one view"
            ))
        } else {
            None
        };
        if let Some(b) = bound {
            self.incomplete_at(at, format!("{b}: '{}' was not read", path.display()));
            return;
        }
        self.read_tokens += cached.len();
        self.sys_includes += 1;
        if kind != DirKind::Toolchain && include_mentions_arch(&path) {
            self.arch_in_includes = true;
        }
        let idx = self.files.len() as u16;
        self.files.push(path);
        self.kinds.push(kind);
        self.found_in.push(found);
        let toks: Vec<Tok> = cached
            .iter()
            .map(|t| Tok {
                file: idx,
                ..t.clone()
            })
            .collect();
        let saved = self.cur_kind;
        self.cur_kind = kind;
        if top {
            self.rec = Some(Recording {
                reads: HashMap::default(),
                written: HashSet::default(),
                once_reads: Vec::new(),
                once_added: Vec::new(),
                files_base: idx as usize,
                out_base: self.out.len(),
                sys_before: self.sys_includes - 1,
                history_in: self.history,
                dep_files: HashSet::default(),
                dep_dirs: HashSet::default(),
                at: at.clone(),
                incomplete: Vec::new(),
                arch_added: Vec::new(),
            });
        }
        self.run_file(&toks, idx, depth + 1);
        self.cur_kind = saved;
        if top {
            // back in project code: whatever toolchain declaration was left open ends here
            // (the closing braces belong to the toolchain file, as the namespaces they close)
            let mut close = at.clone();
            close.file = idx;
            self.filter.finish(&mut self.out, &close);
            if let Some(r) = self.rec.take() {
                self.store(key, r);
            }
        }
    }

    /// Is `c` a file? (noted as a dependency of the header being recorded)
    fn probe(&mut self, c: &Path) -> bool {
        Self::probe_in(&mut self.rec, c)
    }

    fn probe_in(rec: &mut Option<Recording>, c: &Path) -> bool {
        let found = c.is_file();
        if let Some(r) = rec {
            if found {
                r.dep_files.insert(c.to_path_buf());
            } else if let Some(d) = c.parent() {
                r.dep_dirs.insert(d.to_path_buf());
            }
        }
        found
    }

    fn is_once(&self, p: &Path) -> bool {
        self.once.contains(p) || self.once_base.contains(p)
    }

    fn snapshot(&self) -> Snapshot {
        let system: Vec<bool> = self
            .kinds
            .iter()
            .map(|k| *k == DirKind::Toolchain)
            .collect();
        Snapshot {
            macros: Rc::new(self.macros.flat()),
            next_id: self.next_id,
            out: Rc::new(self.out.clone()),
            files: self.files[1..].to_vec(),
            kinds: self.kinds[1..].to_vec(),
            found_in: self.found_in[1..].to_vec(),
            once: Rc::new(
                self.once
                    .iter()
                    .chain(self.once_base.iter())
                    .cloned()
                    .collect(),
            ),
            sys_includes: self.sys_includes,
            incomplete: self.incomplete.iter().map(|(_, w)| w.clone()).collect(),
            arch_names: Rc::new(
                self.arch_names
                    .iter()
                    .chain(self.arch_base.iter())
                    .cloned()
                    .collect(),
            ),
            history: self.history,
            known: Rc::new(crate::sysdecl::Prelude::new(&self.out, &system)),
        }
    }

    fn restore(&mut self, s: &Snapshot) {
        self.macros = Macros {
            base: s.macros.clone(),
            over: HashMap::default(),
        };
        self.next_id = s.next_id;
        self.prefix = s.out.clone();
        self.out = Vec::new();
        self.files.extend(s.files.iter().cloned());
        self.kinds.extend(s.kinds.iter().cloned());
        self.found_in.extend(s.found_in.iter().cloned());
        self.once_base = s.once.clone();
        self.sys_includes = s.sys_includes;
        self.arch_base = s.arch_names.clone();
        self.history = s.history;
    }

    /// Is `name` a macro? (noted as read by the header being recorded)
    fn has(&mut self, name: &Rc<str>) -> bool {
        self.note_read(name);
        self.note_arch(name);
        self.macros.contains_key(name)
    }

    /// `name` was read: note whether it depends on `__CUDA_ARCH__` (for the condition being
    /// evaluated, and for project code: its views then differ).
    fn note_arch(&mut self, name: &str) {
        if name == "__CUDA_ARCH__"
            || (!self.arch_names.is_empty() || !self.arch_base.is_empty())
                && (self.arch_names.contains(name) || self.arch_base.contains(name))
        {
            self.cond_arch = true;
            if self.cur_kind != DirKind::Toolchain {
                self.arch_used = true;
            }
        }
    }

    /// `name` is defined differently in the other view.
    fn taint(&mut self, name: &Rc<str>) {
        // the space keywords are the same in both views here, whatever a toolchain header
        // would define them to (`PROTECTED`)
        if PROTECTED.contains(&&**name)
            || self.arch_base.contains(name)
            || !self.arch_names.insert(name.clone())
        {
            return;
        }
        if let Some(r) = &mut self.rec {
            r.arch_added.push(name.clone());
        }
    }

    /// A bound was reached at `at`: the output is partial there. Inside a toolchain header the
    /// place is the project code's `#include` that led there (a recording's), or the main file's
    /// first line (the prelude); a recording keeps the message for its replays.
    fn incomplete_at(&mut self, at: &Tok, what: String) {
        let at = match &mut self.rec {
            Some(r) => {
                r.incomplete.push(what.clone());
                r.at.clone()
            }
            None if self.cur_kind == DirKind::Toolchain => self.top_at.clone(),
            None => at.clone(),
        };
        self.push_incomplete(at, what);
    }

    fn push_incomplete(&mut self, at: Tok, what: String) {
        // one report per place and bound (bounded: the reports of a runaway input stay few)
        if self.incomplete.len() < 256
            && !self
                .incomplete
                .iter()
                .any(|(t, w)| t.file == at.file && t.line == at.line && *w == what)
        {
            self.incomplete.push((at, what));
        }
    }

    fn note_read(&mut self, name: &Rc<str>) {
        if let Some(r) = &mut self.rec {
            if !r.written.contains(name) && !r.reads.contains_key(name) {
                let h = self.macros.get(name).map_or(0, |m| m.hash);
                r.reads.insert(name.clone(), h);
            }
        }
    }

    fn note_write(&mut self, name: &Rc<str>, hash: u64) {
        self.history = mix(self.history, name, hash);
        if let Some(r) = &mut self.rec {
            if !r.written.contains(name) {
                r.written.insert(name.clone());
            }
        }
    }

    fn store(&mut self, key: MemoKey, r: Recording) {
        let base = r.files_base;
        // the history after the header: its entry history and what it wrote, the same whether
        // the header is read or replayed
        let mut out_h = r.history_in;
        let mut names: Vec<&Rc<str>> = r.written.iter().collect();
        names.sort();
        for n in names {
            out_h = mix(out_h, n, self.macros.get(n).map_or(0, |m| m.hash));
        }
        for p in &r.once_added {
            out_h = mix(out_h, p, 2);
        }
        self.history = out_h;
        // sorted, so that one reading encodes to the same bytes in every process (`hcache`
        // names entries by their hash)
        let mut reads: Vec<(Rc<str>, u64)> = r.reads.into_iter().collect();
        reads.sort();
        let mut written: Vec<Rc<str>> = r.written.into_iter().collect();
        written.sort();
        let mut deps: Vec<(PathBuf, crate::hcache::PathState)> = r
            .dep_files
            .into_iter()
            .chain(r.dep_dirs)
            .map(|p| {
                let st = crate::hcache::state(&p);
                (p, st)
            })
            .collect();
        deps.sort_by(|a, b| a.0.cmp(&b.0));
        deps.dedup_by(|a, b| a.0 == b.0);
        let entry = MemoEntry {
            history_in: r.history_in,
            history_out: out_h,
            reads,
            once_reads: r.once_reads,
            writes: written
                .into_iter()
                .map(|n| {
                    let m = self.macros.get(&n).cloned();
                    (n, m)
                })
                .collect(),
            files: (base..self.files.len())
                .map(|i| (self.files[i].clone(), self.kinds[i], self.found_in[i]))
                .collect(),
            toks: self.out[r.out_base..]
                .iter()
                .map(|t| {
                    let mut t = t.clone();
                    t.file = if (t.file as usize) >= base {
                        t.file - base as u16
                    } else {
                        u16::MAX
                    };
                    t
                })
                .collect(),
            once_added: r.once_added,
            sys_includes: self.sys_includes - r.sys_before,
            incomplete: r.incomplete,
            arch_added: r.arch_added,
            deps,
        };
        if crate::hcache::enabled() {
            crate::hcache::store(
                memo_key_hash(&key),
                &encode_entry(&key, &entry),
                &entry.deps,
            );
        }
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() > 4096 {
                m.clear();
            }
            let v = m.entry(key).or_default();
            if v.len() >= MEMO_PER_KEY {
                v.remove(0);
            }
            v.push(Rc::new(entry));
        });
    }

    /// Replay a memo entry of `key` whose reads match the current macros; false when none does.
    fn replay(&mut self, key: &MemoKey, at: &Tok) -> bool {
        let mut e = self.find_entry(key);
        // not read in this thread: read in another process? (once per key and thread)
        if e.is_none() {
            if let Some(bodies) = crate::hcache::load(memo_key_hash(key)) {
                let mut got: Vec<Rc<MemoEntry>> = Vec::new();
                for b in bodies {
                    match decode_entry(key, &b) {
                        Some(x) if x.deps.iter().all(|(p, s)| crate::hcache::state(p) == *s) => {
                            crate::hcache::accepted();
                            got.push(Rc::new(x));
                        }
                        _ => crate::hcache::reject_body(memo_key_hash(key), &b),
                    }
                }
                if !got.is_empty() {
                    MEMO.with(|m| {
                        let mut m = m.borrow_mut();
                        let v = m.entry(key.clone()).or_default();
                        // behind this thread's own readings (a replay prefers the latest)
                        got.truncate(MEMO_PER_KEY.saturating_sub(v.len()));
                        v.splice(0..0, got);
                    });
                    e = self.find_entry(key);
                }
            }
        }
        let Some(e) = e else {
            return false;
        };
        if self.files.len() + e.files.len() >= u16::MAX as usize {
            return false;
        }
        // replayed inside a reading being recorded (a project header found by a toolchain
        // header's search includes a toolchain header): the outer reading depends on all this
        // one did
        if let Some(r) = &mut self.rec {
            for (p, st) in &e.deps {
                if matches!(st, crate::hcache::PathState::File(..)) {
                    r.dep_files.insert(p.clone());
                } else {
                    r.dep_dirs.insert(p.clone());
                }
            }
            for (n, h) in &e.reads {
                if !r.written.contains(n) && !r.reads.contains_key(n) {
                    r.reads.insert(n.clone(), *h);
                }
            }
            for (n, _) in &e.writes {
                r.written.insert(n.clone());
            }
            r.once_reads.extend(e.once_reads.iter().cloned());
            r.once_added.extend(e.once_added.iter().cloned());
            r.incomplete.extend(e.incomplete.iter().cloned());
        }
        self.apply(&e, at);
        true
    }

    /// The memo entry of `key` that holds here: recorded at this history, else one whose reads
    /// match the current macros and `#pragma once` files.
    fn find_entry(&self, key: &MemoKey) -> Option<Rc<MemoEntry>> {
        MEMO.with(|m| {
            m.borrow().get(key).and_then(|v| {
                let h = self.history;
                v.iter()
                    .rev()
                    .find(|e| e.history_in == h)
                    .or_else(|| {
                        v.iter().rev().find(|e| {
                            e.reads
                                .iter()
                                .all(|(n, h)| self.macros.get(n).map_or(0, |m| m.hash) == *h)
                                && e.once_reads.iter().all(|(p, o)| self.is_once(p) == *o)
                        })
                    })
                    .cloned()
            })
        })
    }

    fn apply(&mut self, e: &MemoEntry, at: &Tok) {
        let base = self.files.len() as u16;
        for (p, k, f) in &e.files {
            self.files.push(p.clone());
            self.kinds.push(*k);
            self.found_in.push(*f);
        }
        for (n, m) in &e.writes {
            match m {
                Some(m) => {
                    let mut m = m.clone();
                    m.id = self.next_id;
                    self.next_id += 1;
                    self.macros.insert(n.clone(), m);
                }
                None => {
                    self.macros.remove(n);
                }
            }
        }
        self.out.extend(e.toks.iter().map(|t| {
            if t.file == u16::MAX {
                let mut c = relocate(t, at);
                c.kind = t.kind;
                c
            } else {
                Tok {
                    file: t.file + base,
                    ..t.clone()
                }
            }
        }));
        self.once.extend(e.once_added.iter().cloned());
        // as after reading it: a replay through matching reads from another history continues
        // from the entry's output history only where it started from the same one
        self.history = if self.history == e.history_in {
            e.history_out
        } else {
            mix(self.history, &e.history_out, 3)
        };
        self.sys_includes += e.sys_includes;
        for n in &e.arch_added {
            self.taint(n);
        }
        let at = match &self.rec {
            Some(r) => r.at.clone(),
            None => at.clone(),
        };
        for w in &e.incomplete {
            self.push_incomplete(at.clone(), w.clone());
        }
    }

    // ---------------------------------------------------------------- macro expansion

    fn disable(&mut self, id: u32) {
        let i = id as usize;
        if i >= self.disabled.len() {
            self.disabled.resize(i + 1, 0);
        }
        self.disabled[i] += 1;
        self.open += 1;
    }

    fn enable(&mut self, id: u32) {
        if let Some(c) = self.disabled.get_mut(id as usize) {
            if *c > 0 {
                *c -= 1;
                self.open -= 1;
            }
        }
    }

    fn is_disabled(&self, id: u32) -> bool {
        self.disabled.get(id as usize).is_some_and(|&c| c > 0)
    }

    /// Is the next token of `input` (past end markers) `(`?
    fn next_is_paren(input: &VecDeque<XTok>) -> bool {
        input
            .iter()
            .find(|x| !x.is_end())
            .is_some_and(|x| x.t.is("("))
    }

    fn expand(&mut self, mut input: VecDeque<XTok>, depth: usize) -> Vec<XTok> {
        let mut out: Vec<XTok> = Vec::with_capacity(input.len());
        if depth > MAX_EXPAND_DEPTH {
            if let Some(x) = input.iter().find(|x| !x.is_end()) {
                let at = x.t.clone();
                self.incomplete_at(
                    &at,
                    format!(
                        "macro arguments nested deeper than {MAX_EXPAND_DEPTH} levels were not expanded"
                    ),
                );
            }
            for x in input {
                if x.is_end() {
                    self.enable(x.end);
                } else {
                    out.push(x);
                }
            }
            return out;
        }
        while let Some(x) = input.pop_front() {
            if x.is_end() {
                self.enable(x.end);
                continue;
            }
            if x.t.kind != TK::Ident || x.painted {
                out.push(x);
                continue;
            }
            let name = x.t.text.clone();
            match &*name {
                "__LINE__" => {
                    let mut t = x.t.clone();
                    t.kind = TK::Num;
                    t.text = Rc::from(x.t.line.to_string());
                    out.push(XTok::of(t));
                    continue;
                }
                "__FILE__" => {
                    let mut t = x.t.clone();
                    t.kind = TK::Str;
                    let f = self
                        .files
                        .get(x.t.file as usize)
                        .map(|p| p.display().to_string())
                        .unwrap_or_default();
                    t.text = Rc::from(format!("\"{}\"", f.replace('\\', "/")));
                    out.push(XTok::of(t));
                    continue;
                }
                "__COUNTER__" => {
                    let mut t = x.t.clone();
                    t.kind = TK::Num;
                    t.text = Rc::from(self.counter.to_string());
                    self.counter += 1;
                    out.push(XTok::of(t));
                    continue;
                }
                // drop `_Pragma ( "..." )`
                "_Pragma" if Self::next_is_paren(&input) => {
                    let mut d = 0;
                    while let Some(y) = input.pop_front() {
                        if y.is_end() {
                            self.enable(y.end);
                        } else if y.t.is("(") {
                            d += 1;
                        } else if y.t.is(")") {
                            d -= 1;
                            if d == 0 {
                                break;
                            }
                        }
                    }
                    continue;
                }
                _ => {}
            }
            self.note_read(&name);
            self.note_arch(&name);
            let Some(m) = self.macros.get(&name) else {
                if self.cur_kind != DirKind::Toolchain
                    && is_nv_dispatch(&name)
                    && Self::next_is_paren(&input)
                {
                    if let Some(r) = self.nv_dispatch(&name, &x.t, &mut input) {
                        for r in r.into_iter().rev() {
                            input.push_front(r);
                        }
                        continue;
                    }
                }
                out.push(x);
                continue;
            };
            if self.is_disabled(m.id) {
                out.push(XTok { painted: true, ..x });
                continue;
            }
            // an invocation at the top level of the run (not in an argument, not met while a
            // replacement is rescanned) starts its own budget: a run of many lines of macro
            // dispatch code (flashinfer's nested `DISPATCH_*` lambdas, one function after
            // another) is as many invocations, each linear in what it produces
            if depth == 0 && self.open == 0 {
                self.chunk_budget = MAX_CHUNK_TOKENS;
                self.budget_hit = false;
            }
            if self.chunk_budget == 0 || self.budget == 0 {
                if !self.budget_hit {
                    self.budget_hit = true;
                    let what = if self.budget == 0 {
                        format!("macro expansion passed {MAX_TOKENS} tokens in one view; macros after this point were not expanded")
                    } else {
                        format!("the expansion of this macro invocation passed {MAX_CHUNK_TOKENS} tokens (a runaway macro?); the rest of it was not expanded")
                    };
                    let at = x.t.clone();
                    self.incomplete_at(&at, what);
                }
                out.push(x);
                continue;
            }
            let m = m.clone();
            let loc = x.t.clone();
            let replacement: Vec<XTok> = match &m.params {
                None => m.body.iter().map(|b| XTok::of(relocate(b, &loc))).collect(),
                Some(params) => {
                    if !Self::next_is_paren(&input) {
                        out.push(x);
                        continue;
                    }
                    let variadic_from = m.variadic.then_some(params.len());
                    match self.collect_args(&mut input, variadic_from) {
                        Ok(mut args) => {
                            if params.is_empty() && args.len() == 1 && args[0].is_empty() {
                                args.clear();
                            }
                            self.substitute(&m, params, args, &loc, depth)
                        }
                        Err(taken) => {
                            // unterminated invocation: emit as is
                            out.push(x);
                            out.extend(taken);
                            continue;
                        }
                    }
                }
            };
            let n = replacement.len() + 1;
            self.chunk_budget = self.chunk_budget.saturating_sub(n);
            self.budget = self.budget.saturating_sub(n);
            // disabled while its replacement is rescanned: up to the end marker
            self.disable(m.id);
            input.push_front(XTok {
                t: loc,
                painted: false,
                end: m.id,
            });
            for r in replacement.into_iter().rev() {
                input.push_front(r);
            }
        }
        out
    }

    /// The arguments of the invocation whose `(` is next in `input` (end markers met on the way
    /// end their expansions here, as the argument tokens leave them); a macro with
    /// `variadic_from` parameters takes the rest in its last. `Err` with the tokens taken when
    /// no `)` closes it.
    fn collect_args(
        &mut self,
        input: &mut VecDeque<XTok>,
        variadic_from: Option<usize>,
    ) -> Result<Vec<Vec<XTok>>, Vec<XTok>> {
        let mut open = None;
        while let Some(y) = input.pop_front() {
            if y.is_end() {
                self.enable(y.end);
                continue;
            }
            open = Some(y);
            break;
        }
        let mut args: Vec<Vec<XTok>> = vec![Vec::new()];
        let mut commas: Vec<XTok> = Vec::new();
        let mut d = 0;
        while let Some(mut y) = input.pop_front() {
            if y.is_end() {
                self.enable(y.end);
                continue;
            }
            if y.t.is("(") || y.t.is("[") || y.t.is("{") {
                d += 1;
            } else if y.t.is(")") || y.t.is("]") || y.t.is("}") {
                if d == 0 && y.t.is(")") {
                    return Ok(args);
                }
                d -= 1;
            } else if y.t.is(",") && d == 0 && variadic_from.is_none_or(|n| args.len() < n) {
                args.push(Vec::new());
                commas.push(y);
                continue;
            } else if y.t.kind == TK::Ident && !y.painted {
                // a name of a macro being rescanned is painted as it is read, as in the
                // replacement itself (it must not expand in the argument's pre-expansion)
                if let Some(m) = self.macros.get(&y.t.text) {
                    if self.is_disabled(m.id) {
                        y.painted = true;
                    }
                }
            }
            args.last_mut().unwrap().push(y);
        }
        let mut taken: Vec<XTok> = open.into_iter().collect();
        let mut commas = commas.into_iter();
        for (k, a) in args.into_iter().enumerate() {
            if k > 0 {
                taken.extend(commas.next());
            }
            taken.extend(a);
        }
        Err(taken)
    }

    /// `<nv/target>`'s dispatch (`NV_IF_TARGET`, `NV_IF_ELSE_TARGET`, `NV_DISPATCH_TARGET`)
    /// where no header defines it (not included, not found, no toolkit paired): nvcc's
    /// expansion, `{ branch }`, with the branch of this view. `None` when the arguments are not
    /// the dispatch's (left as written).
    fn nv_dispatch(
        &mut self,
        name: &str,
        at: &Tok,
        input: &mut VecDeque<XTok>,
    ) -> Option<Vec<XTok>> {
        let args = match self.collect_args(input, None) {
            Ok(a) => a,
            Err(taken) => {
                for t in taken.into_iter().rev() {
                    input.push_front(t);
                }
                return None;
            }
        };
        let chosen: Option<&[XTok]> = if name == "NV_DISPATCH_TARGET" {
            if args.len() % 2 != 0 {
                return None;
            }
            args.chunks(2)
                .find(|c| self.nv_query(&c[0]))
                .map(|c| &c[1][..])
        } else {
            if !(2..=3).contains(&args.len()) || name == "NV_IF_ELSE_TARGET" && args.len() != 3 {
                return None;
            }
            if self.nv_query(&args[0]) {
                Some(&args[1][..])
            } else {
                args.get(2).map(|a| &a[..])
            }
        };
        // the views differ here
        self.arch_used = true;
        let brace = |s: &str| {
            let mut t = relocate(at, at);
            t.kind = TK::Punct;
            t.text = crate::lex::intern(s);
            XTok::of(t)
        };
        let mut r = vec![brace("{")];
        if let Some(b) = chosen {
            // the branch is parenthesized: `(stmts)`
            let inner = match b {
                [o, mid @ .., c] if o.t.is("(") && c.t.is(")") => mid,
                _ => b,
            };
            r.extend(inner.iter().cloned());
        }
        r.push(brace("}"));
        Some(r)
    }

    /// Does an `<nv/target>` query (`NV_IS_HOST`, `NV_PROVIDES_SM_80` ...) hold in this view?
    fn nv_query(&self, q: &[XTok]) -> bool {
        let [x] = q else { return false };
        let arch = match self.view {
            View::Device(a) => Some(a),
            View::Host => None,
        };
        let sm = |p: &str| {
            x.t.text
                .strip_prefix(p)
                .and_then(|n| n.parse::<u32>().ok())
                .map(|n| n * 10)
        };
        match &*x.t.text {
            "NV_IS_HOST" => arch.is_none(),
            "NV_IS_DEVICE" => arch.is_some(),
            "NV_ANY_TARGET" => true,
            _ => {
                if let (Some(a), Some(n)) = (arch, sm("NV_PROVIDES_SM_")) {
                    a >= n
                } else if let (Some(a), Some(n)) = (arch, sm("NV_IS_EXACTLY_SM_")) {
                    a == n
                } else {
                    false
                }
            }
        }
    }

    fn substitute(
        &mut self,
        m: &Macro,
        params: &[Rc<str>],
        args: Vec<Vec<XTok>>,
        loc: &Tok,
        depth: usize,
    ) -> Vec<XTok> {
        let pidx = |t: &Tok| -> Option<usize> {
            if t.kind == TK::Ident {
                params.iter().position(|p| **p == *t.text)
            } else {
                None
            }
        };
        let empty: Vec<XTok> = Vec::new();
        let arg = |k: usize| -> &Vec<XTok> { args.get(k).unwrap_or(&empty) };
        let mut expanded: HashMap<usize, Vec<XTok>> = HashMap::default();
        let body = &m.body;
        let mut res: Vec<XTok> = Vec::new();
        let mut i = 0;
        while i < body.len() {
            let b = &body[i];
            // stringize
            if b.is("#") && i + 1 < body.len() {
                if let Some(k) = pidx(&body[i + 1]) {
                    let s: String = arg(k)
                        .iter()
                        .enumerate()
                        .map(|(j, x)| {
                            if j > 0 && x.t.space {
                                format!(" {}", x.t.text)
                            } else {
                                x.t.text.to_string()
                            }
                        })
                        .collect();
                    let mut t = relocate(b, loc);
                    t.kind = TK::Str;
                    t.text = Rc::from(format!(
                        "\"{}\"",
                        s.replace('\\', "\\\\").replace('"', "\\\"")
                    ));
                    res.push(XTok::of(t));
                    i += 2;
                    continue;
                }
            }
            if b.is("__VA_OPT__") && body.get(i + 1).is_some_and(|t| t.is("(")) {
                // __VA_OPT__( x ): keep x if variadic args are non-empty
                let mut j = i + 2;
                let mut d = 1;
                let start = j;
                while j < body.len() {
                    if body[j].is("(") {
                        d += 1;
                    } else if body[j].is(")") {
                        d -= 1;
                        if d == 0 {
                            break;
                        }
                    }
                    j += 1;
                }
                let va_nonempty = params.last().is_some_and(|_| m.variadic)
                    && !arg(params.len().saturating_sub(1)).is_empty();
                if va_nonempty {
                    for t in &body[start..j.min(body.len())] {
                        res.push(XTok::of(relocate(t, loc)));
                    }
                }
                i = j + 1;
                continue;
            }
            let next_is_paste = body.get(i + 1).is_some_and(|t| t.is("##"));
            let prev_is_paste = i > 0 && body[i - 1].is("##");
            if b.is("##") {
                // paste last result token with next (raw) operand
                i += 1;
                let Some(nb) = body.get(i) else { break };
                let rhs: Vec<XTok> = match pidx(nb) {
                    Some(k) => arg(k)
                        .iter()
                        .map(|x| XTok {
                            t: relocate(&x.t, loc),
                            ..x.clone()
                        })
                        .collect(),
                    None => vec![XTok::of(relocate(nb, loc))],
                };
                // GNU `, ## __VA_ARGS__`: drop the comma when the arguments are empty
                if rhs.is_empty() {
                    if res.last().is_some_and(|x| x.t.is(",")) && nb.is("__VA_ARGS__") {
                        res.pop();
                    }
                    i += 1;
                    continue;
                }
                let mut rhs = rhs.into_iter();
                let first = rhs.next().unwrap();
                if let Some(last) = res.pop() {
                    let joined = format!("{}{}", last.t.text, first.t.text);
                    let lexed = lex(&joined, loc.file);
                    for t in lexed {
                        res.push(XTok::of(relocate(&t, loc)));
                    }
                } else {
                    res.push(first);
                }
                res.extend(rhs);
                i += 1;
                continue;
            }
            if let Some(k) = pidx(b) {
                if next_is_paste || prev_is_paste {
                    for x in arg(k) {
                        res.push(XTok {
                            t: relocate(&x.t, loc),
                            ..x.clone()
                        });
                    }
                } else {
                    if let std::collections::hash_map::Entry::Vacant(slot) = expanded.entry(k) {
                        let a: VecDeque<XTok> = arg(k).iter().cloned().collect();
                        slot.insert(self.expand(a, depth + 1));
                    }
                    for x in &expanded[&k] {
                        let mut t = relocate(&x.t, loc);
                        t.space = x.t.space;
                        res.push(XTok {
                            t,
                            painted: x.painted,
                            end: NO_END,
                        });
                    }
                }
                i += 1;
                continue;
            }
            res.push(XTok::of(relocate(b, loc)));
            i += 1;
        }
        res
    }

    // ---------------------------------------------------------------- #if

    fn eval_if(&mut self, rest: &[Tok]) -> bool {
        // `defined` first, then expand, then evaluate
        let mut pre: VecDeque<XTok> = VecDeque::new();
        let mut i = 0;
        while i < rest.len() {
            let t = &rest[i];
            if t.is("__CUDA_ARCH__") && self.cur_kind != DirKind::Toolchain {
                self.arch_compare = true;
            }
            if t.kind == TK::Ident {
                self.note_arch(&t.text);
            }
            if t.is("defined") {
                let (name, adv) = if rest.get(i + 1).is_some_and(|t| t.is("(")) {
                    (rest.get(i + 2).map(|t| t.text.clone()), 4)
                } else {
                    (rest.get(i + 1).map(|t| t.text.clone()), 2)
                };
                let v = name.is_some_and(|n| self.has(&n));
                let mut nt = t.clone();
                nt.kind = TK::Num;
                nt.text = Rc::from(if v { "1" } else { "0" });
                pre.push_back(XTok::of(nt));
                i += adv;
                continue;
            }
            if (t.is("__has_include") || t.is("__has_include_next"))
                && rest.get(i + 1).is_some_and(|t| t.is("("))
            {
                // `__has_include(<name>)` / `("name")`: searched as #include would search
                let j = closing_paren(rest, i + 1);
                let operand = &rest[(i + 2).min(j)..j.min(rest.len())];
                let file = t.file;
                let v = Self::include_name(operand).is_some_and(|(name, quoted)| {
                    self.find_include(&name, quoted, file, t.is("__has_include_next"))
                        .is_some()
                });
                let mut nt = t.clone();
                nt.kind = TK::Num;
                nt.text = Rc::from(if v { "1" } else { "0" });
                pre.push_back(XTok::of(nt));
                i = j + 1;
                continue;
            }
            if matches!(
                &*t.text,
                "__has_include"
                    | "__has_include_next"
                    | "__has_attribute"
                    | "__has_cpp_attribute"
                    | "__has_builtin"
                    | "__has_feature"
                    | "__has_extension"
            ) {
                // skip its parenthesised operand and yield 0
                let mut j = i + 1;
                if rest.get(j).is_some_and(|t| t.is("(")) {
                    j = closing_paren(rest, j);
                }
                let mut nt = t.clone();
                nt.kind = TK::Num;
                nt.text = Rc::from("0");
                pre.push_back(XTok::of(nt));
                i = j + 1;
                continue;
            }
            pre.push_back(XTok::of(t.clone()));
            i += 1;
        }
        self.chunk_budget = MAX_CHUNK_TOKENS;
        self.budget_hit = false;
        let toks: Vec<Tok> = self.expand(pre, 0).into_iter().map(|x| x.t).collect();
        let mut e = Eval {
            t: &toks,
            i: 0,
            ok: true,
            depth: 0,
            deep: false,
        };
        let v = e.cond();
        if e.deep {
            if let Some(at) = rest.first() {
                self.incomplete_at(
                    at,
                    format!("an #if expression nested deeper than {MAX_EVAL_DEPTH} levels was taken as false"),
                );
            }
        }
        e.ok && e.i == toks.len() && v != 0
    }
}

/// `<nv/target>`'s dispatch macros (`Pre::nv_dispatch`).
fn is_nv_dispatch(name: &str) -> bool {
    matches!(
        name,
        "NV_IF_TARGET" | "NV_IF_ELSE_TARGET" | "NV_DISPATCH_TARGET"
    )
}

/// The memo key as the on-disk cache's directory name.
fn memo_key_hash(key: &MemoKey) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    key.hash(&mut h);
    h.finish()
}

fn kind_code(k: DirKind) -> u8 {
    match k {
        DirKind::User => 0,
        DirKind::ProjectSystem => 1,
        DirKind::Toolchain => 2,
    }
}

fn enc_tok(e: &mut crate::hcache::Enc, t: &Tok) {
    let kind = match t.kind {
        TK::Ident => 0,
        TK::Num => 1,
        TK::Str => 2,
        TK::Chr => 3,
        TK::Punct => 4,
        TK::Other => 5,
    };
    e.u8(kind | (t.bol as u8) << 4 | (t.space as u8) << 5);
    e.str(&t.text);
    e.u32(t.line);
    e.u32(t.col);
    e.u32(t.file as u32);
}

fn dec_tok(d: &mut crate::hcache::Dec) -> Option<Tok> {
    let k = d.u8()?;
    let kind = match k & 15 {
        0 => TK::Ident,
        1 => TK::Num,
        2 => TK::Str,
        3 => TK::Chr,
        4 => TK::Punct,
        5 => TK::Other,
        _ => return None,
    };
    Some(Tok {
        kind,
        text: d.str()?,
        line: d.u32()?,
        col: d.u32()?,
        file: u16::try_from(d.u32()?).ok()?,
        bol: k & 16 != 0,
        space: k & 32 != 0,
    })
}

fn enc_opt(e: &mut crate::hcache::Enc, v: Option<usize>) {
    e.u8(v.is_some() as u8);
    e.u64(v.unwrap_or(0) as u64);
}

fn dec_opt(d: &mut crate::hcache::Dec) -> Option<Option<usize>> {
    let some = d.u8()?;
    let v = usize::try_from(d.u64()?).ok()?;
    match some {
        0 => Some(None),
        1 => Some(Some(v)),
        _ => None,
    }
}

/// A memo entry and its key as bytes for `hcache` (the macros' ids are not written: a replay
/// numbers them afresh).
fn encode_entry(key: &MemoKey, x: &MemoEntry) -> Vec<u8> {
    let mut e = crate::hcache::Enc::default();
    e.path(&key.0);
    enc_opt(&mut e, key.1);
    e.u64(key.2 as u64);
    e.u64(key.3);
    e.u32(x.deps.len() as u32);
    for (p, st) in &x.deps {
        e.path(p);
        e.state(*st);
    }
    e.u64(x.history_in);
    e.u64(x.history_out);
    e.u32(x.reads.len() as u32);
    for (n, h) in &x.reads {
        e.str(n);
        e.u64(*h);
    }
    e.u32(x.once_reads.len() as u32);
    for (p, o) in &x.once_reads {
        e.path(p);
        e.u8(*o as u8);
    }
    e.u32(x.writes.len() as u32);
    for (n, m) in &x.writes {
        e.str(n);
        let Some(m) = m else {
            e.u8(0);
            continue;
        };
        e.u8(1);
        e.u64(m.hash);
        match &m.params {
            None => e.u32(u32::MAX),
            Some(ps) => {
                e.u32(ps.len() as u32);
                for p in ps.iter() {
                    e.str(p);
                }
            }
        }
        e.u8(m.variadic as u8);
        e.u32(m.body.len() as u32);
        for t in m.body.iter() {
            enc_tok(&mut e, t);
        }
    }
    e.u32(x.files.len() as u32);
    for (p, k, f) in &x.files {
        e.path(p);
        e.u8(kind_code(*k));
        enc_opt(&mut e, *f);
    }
    e.u32(x.toks.len() as u32);
    for t in &x.toks {
        enc_tok(&mut e, t);
    }
    e.u32(x.once_added.len() as u32);
    for p in &x.once_added {
        e.path(p);
    }
    e.u64(x.sys_includes as u64);
    e.u32(x.incomplete.len() as u32);
    for w in &x.incomplete {
        e.str(&Rc::from(w.as_str()));
    }
    e.u32(x.arch_added.len() as u32);
    for n in &x.arch_added {
        e.str(n);
    }
    e.finish()
}

/// The entry of `encode_entry`'s bytes when they are one of `key` and well formed.
fn decode_entry(key: &MemoKey, b: &[u8]) -> Option<MemoEntry> {
    let mut d = crate::hcache::Dec::new(b)?;
    if d.path()? != key.0 || dec_opt(&mut d)? != key.1 || d.u64()? != key.2 as u64 {
        return None;
    }
    if d.u64()? != key.3 {
        return None;
    }
    let n = d.count(2)?;
    let mut deps = Vec::with_capacity(n);
    for _ in 0..n {
        deps.push((d.path()?, d.state()?));
    }
    let history_in = d.u64()?;
    let history_out = d.u64()?;
    let n = d.count(9)?;
    let mut reads = Vec::with_capacity(n);
    for _ in 0..n {
        reads.push((d.str()?, d.u64()?));
    }
    let n = d.count(2)?;
    let mut once_reads = Vec::with_capacity(n);
    for _ in 0..n {
        once_reads.push((d.path()?, d.u8()? != 0));
    }
    let n = d.count(2)?;
    let mut writes = Vec::with_capacity(n);
    for _ in 0..n {
        let name = d.str()?;
        if d.u8()? == 0 {
            writes.push((name, None));
            continue;
        }
        let hash = d.u64()?;
        let np = d.u32()?;
        let params = if np == u32::MAX {
            None
        } else {
            let mut ps = Vec::new();
            for _ in 0..np {
                ps.push(d.str()?);
            }
            Some(Rc::new(ps))
        };
        let variadic = d.u8()? != 0;
        let nb = d.count(5)?;
        let mut body = Vec::with_capacity(nb);
        for _ in 0..nb {
            body.push(dec_tok(&mut d)?);
        }
        writes.push((
            name,
            Some(Macro {
                id: 0,
                hash,
                params,
                variadic,
                body: Rc::new(body),
            }),
        ));
    }
    let n = d.count(11)?;
    let mut files = Vec::with_capacity(n);
    for _ in 0..n {
        let p = d.path()?;
        let k = match d.u8()? {
            0 => DirKind::User,
            1 => DirKind::ProjectSystem,
            2 => DirKind::Toolchain,
            _ => return None,
        };
        files.push((p, k, dec_opt(&mut d)?));
    }
    let n = d.count(5)?;
    let mut toks = Vec::with_capacity(n);
    for _ in 0..n {
        toks.push(dec_tok(&mut d)?);
    }
    let n = d.count(2)?;
    let mut once_added = Vec::with_capacity(n);
    for _ in 0..n {
        once_added.push(d.path()?);
    }
    let sys_includes = usize::try_from(d.u64()?).ok()?;
    let n = d.count(4)?;
    let mut incomplete = Vec::with_capacity(n);
    for _ in 0..n {
        incomplete.push(d.str()?.to_string());
    }
    let n = d.count(4)?;
    let mut arch_added = Vec::with_capacity(n);
    for _ in 0..n {
        arch_added.push(d.str()?);
    }
    if !d.done() {
        return None;
    }
    Some(MemoEntry {
        history_in,
        history_out,
        reads,
        once_reads,
        writes,
        files,
        toks,
        once_added,
        sys_includes,
        incomplete,
        arch_added,
        deps,
    })
}

fn relocate(t: &Tok, loc: &Tok) -> Tok {
    Tok {
        kind: t.kind,
        text: t.text.clone(),
        line: loc.line,
        col: loc.col,
        file: loc.file,
        bol: false,
        space: t.space,
    }
}

/// `#if` expression evaluator over expanded tokens.
struct Eval<'t> {
    t: &'t [Tok],
    i: usize,
    ok: bool,
    /// Recursion depth of `cond`/`binary`/`unary` (bounded by `MAX_EVAL_DEPTH`).
    depth: u32,
    /// `MAX_EVAL_DEPTH` was reached.
    deep: bool,
}

impl<'t> Eval<'t> {
    fn peek(&self) -> &str {
        self.t.get(self.i).map_or("", |t| &t.text)
    }
    /// Operator at the cursor, joining `>` `>` / `>` `=` / `>` `>` `=`.
    fn op(&self) -> (String, usize) {
        let p = self.peek();
        if p == ">" {
            let n1 = self.t.get(self.i + 1);
            if n1.is_some_and(|t| t.is(">") && !t.space) {
                return (">>".into(), 2);
            }
            if n1.is_some_and(|t| t.is("=") && !t.space) {
                return (">=".into(), 2);
            }
        }
        (p.to_string(), 1)
    }
    fn cond(&mut self) -> i64 {
        if self.depth >= MAX_EVAL_DEPTH {
            self.ok = false;
            self.deep = true;
            return 0;
        }
        self.depth += 1;
        let v = self.cond_inner();
        self.depth -= 1;
        v
    }
    fn cond_inner(&mut self) -> i64 {
        let c = self.binary(1);
        if self.peek() == "?" {
            self.i += 1;
            let a = self.cond();
            if self.peek() != ":" {
                self.ok = false;
                return 0;
            }
            self.i += 1;
            let b = self.cond();
            return if c != 0 { a } else { b };
        }
        c
    }
    fn prec(op: &str) -> Option<u8> {
        Some(match op {
            "||" => 1,
            "&&" => 2,
            "|" => 3,
            "^" => 4,
            "&" => 5,
            "==" | "!=" => 6,
            "<" | ">" | "<=" | ">=" => 7,
            "<<" | ">>" => 8,
            "+" | "-" => 9,
            "*" | "/" | "%" => 10,
            _ => return None,
        })
    }
    fn binary(&mut self, min: u8) -> i64 {
        let mut lhs = self.unary();
        loop {
            if !self.ok {
                return 0;
            }
            let (op, w) = self.op();
            let Some(p) = Self::prec(&op) else { break };
            if p < min {
                break;
            }
            self.i += w;
            let rhs = self.binary(p + 1);
            lhs = match op.as_str() {
                "||" => ((lhs != 0) || (rhs != 0)) as i64,
                "&&" => ((lhs != 0) && (rhs != 0)) as i64,
                "|" => lhs | rhs,
                "^" => lhs ^ rhs,
                "&" => lhs & rhs,
                "==" => (lhs == rhs) as i64,
                "!=" => (lhs != rhs) as i64,
                "<" => (lhs < rhs) as i64,
                ">" => (lhs > rhs) as i64,
                "<=" => (lhs <= rhs) as i64,
                ">=" => (lhs >= rhs) as i64,
                "<<" => lhs.wrapping_shl((rhs & 63) as u32),
                ">>" => lhs.wrapping_shr((rhs & 63) as u32),
                "+" => lhs.wrapping_add(rhs),
                "-" => lhs.wrapping_sub(rhs),
                "*" => lhs.wrapping_mul(rhs),
                "/" => {
                    if rhs == 0 {
                        self.ok = false;
                        0
                    } else {
                        lhs.wrapping_div(rhs)
                    }
                }
                "%" => {
                    if rhs == 0 {
                        self.ok = false;
                        0
                    } else {
                        lhs.wrapping_rem(rhs)
                    }
                }
                _ => 0,
            };
        }
        lhs
    }
    fn unary(&mut self) -> i64 {
        if self.depth >= MAX_EVAL_DEPTH {
            self.ok = false;
            self.deep = true;
            return 0;
        }
        self.depth += 1;
        let v = self.unary_inner();
        self.depth -= 1;
        v
    }
    fn unary_inner(&mut self) -> i64 {
        let Some(t) = self.t.get(self.i) else {
            self.ok = false;
            return 0;
        };
        self.i += 1;
        match &*t.text {
            "!" => (self.unary() == 0) as i64,
            "~" => !self.unary(),
            "-" => self.unary().wrapping_neg(),
            "+" => self.unary(),
            "(" => {
                let v = self.cond();
                if self.peek() == ")" {
                    self.i += 1;
                } else {
                    self.ok = false;
                }
                v
            }
            "true" => 1,
            "false" => 0,
            _ => match t.kind {
                TK::Num => parse_int(&t.text).unwrap_or_else(|| {
                    self.ok = false;
                    0
                }),
                TK::Chr => char_value(&t.text),
                TK::Ident => 0,
                _ => {
                    self.ok = false;
                    0
                }
            },
        }
    }
}

/// Evaluate an integer constant expression (already macro-expanded tokens).
pub fn eval_tokens(toks: &[Tok]) -> Option<i64> {
    let mut e = Eval {
        t: toks,
        i: 0,
        ok: true,
        depth: 0,
        deep: false,
    };
    let v = e.cond();
    (e.ok && e.i == toks.len()).then_some(v)
}

pub fn parse_int(s: &str) -> Option<i64> {
    let s: String = s.chars().filter(|&c| c != '\'').collect();
    let lower = s.to_ascii_lowercase();
    let body = lower.trim_end_matches(['u', 'l', 'z']);
    let (digits, radix) = if let Some(h) = body.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = body.strip_prefix("0b") {
        (b, 2)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8)
    } else {
        (body, 10)
    };
    if digits.is_empty() {
        return if radix == 8 { Some(0) } else { None };
    }
    u64::from_str_radix(digits, radix).ok().map(|v| v as i64)
}

fn char_value(s: &str) -> i64 {
    let inner = s.trim_start_matches(|c| c != '\'').trim_matches('\'');
    let b = inner.as_bytes();
    if b.is_empty() {
        return 0;
    }
    if b[0] == b'\\' && b.len() > 1 {
        return match b[1] {
            b'n' => 10,
            b't' => 9,
            b'r' => 13,
            b'0' => 0,
            b'\\' => 92,
            b'\'' => 39,
            b'"' => 34,
            c => c as i64,
        };
    }
    b[0] as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    fn run(src: &str, view: View) -> String {
        let o = Options::default();
        let out = preprocess(Path::new("t.cu"), src, view, &o);
        out.toks
            .iter()
            .map(|t| t.text.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
    #[test]
    fn conditionals() {
        let src = "#if !defined(__CUDA_ARCH__)\ntypedef int T;\n#else\ntypedef double T;\n#endif\n";
        assert_eq!(run(src, View::Host), "typedef int T ;");
        assert_eq!(run(src, View::Device(900)), "typedef double T ;");
        let src = "#if __CUDA_ARCH__ >= 700 && 1\na\n#elif 1\nb\n#else\nc\n#endif";
        assert_eq!(run(src, View::Host), "b");
        assert_eq!(run(src, View::Device(900)), "a");
    }
    #[test]
    fn macros() {
        assert_eq!(
            run("#define HD __host__ __device__\nHD void f();", View::Host),
            "__host__ __device__ void f ( ) ;"
        );
        assert_eq!(
            run("#define F(x, y) x + y\nF(1, (2,3))", View::Host),
            "1 + ( 2 , 3 )"
        );
        assert_eq!(run("#define S(x) #x\nS(a b)", View::Host), "\"a b\"");
        assert_eq!(run("#define C(a,b) a##b\nC(x,y)", View::Host), "xy");
        assert_eq!(
            run("#define V(...) f(__VA_ARGS__)\nV(1,2)", View::Host),
            "f ( 1 , 2 )"
        );
        assert_eq!(run("#define R R + 1\nR", View::Host), "R + 1");
        assert_eq!(run("#define A B\n#define B A\nA", View::Host), "A");
        let o = Options::default();
        let out = preprocess(Path::new("t.cu"), "#define X \\\n  y\n\nX", View::Host, &o);
        assert_eq!(out.toks[0].line, 4);
    }
    #[test]
    fn runaway() {
        let src = "#define A B B B B B B B B\n#define B C C C C C C C C\n#define C D D D D D D D D\n#define D E E E E E E E E\n#define E F F F F F F F F\n#define F G G G G G G G G\n#define G H H H H H H H H\n#define H I I I I I I I I\n#define I J J J J J J J J\nA";
        let o = Options::default();
        let out = preprocess(Path::new("t.cu"), src, View::Host, &o);
        assert!(out.toks.len() <= MAX_CHUNK_TOKENS * 2);
        assert!(
            out.incomplete
                .iter()
                .any(|(t, w)| t.line == 10 && w.contains("passed")),
            "{:?}",
            out.incomplete
        );
    }
}

/// A macro that expands to `#pragma ...` (CUTLASS's `#define CUTLASS_PRAGMA_UNROLL #pragma
/// unroll` for nvcc's device pass) puts a pragma line into nvcc's preprocessed output: the
/// pragma takes the rest of its output line, which the compiler then reads as a pragma, not
/// code. Those tokens (`#`, `pragma` and what follows on the same line) are dropped here, so
/// the parser does not read `# pragma unroll` as the start of a statement (a declaration
/// after it was read as an expression, its name then found outside the function).
fn without_expanded_pragmas(res: Vec<XTok>) -> impl Iterator<Item = XTok> {
    let mut skip: Option<(u16, u32)> = None;
    let mut prev_hash: Option<XTok> = None;
    let mut out = Vec::with_capacity(res.len());
    for x in res {
        if let Some(at) = skip {
            if (x.t.file, x.t.line) == at {
                continue;
            }
            skip = None;
        }
        if let Some(h) = prev_hash.take() {
            if x.t.is("pragma") {
                skip = Some((h.t.file, h.t.line));
                continue;
            }
            out.push(h);
        }
        if x.t.is("#") {
            prev_hash = Some(x);
            continue;
        }
        out.push(x);
    }
    out.extend(prev_hash);
    out.into_iter()
}

/// The index of the `)` that closes the `(` at `open` in an `#if` line, or `rest.len()` when
/// none does (an unbalanced operand reads to the end of the line, as before).
fn closing_paren(rest: &[Tok], open: usize) -> usize {
    let mut depth = 0usize;
    let mut j = open;
    while j < rest.len() {
        if rest[j].is("(") {
            depth += 1;
        } else if rest[j].is(")") {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                break;
            }
        }
        j += 1;
    }
    j
}

#[cfg(test)]
mod toolchain_tests {
    use super::*;

    fn text(out: &Output) -> String {
        out.toks
            .iter()
            .map(|t| t.text.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// With the provisioned toolkit and g++ (skipped where neither is installed), <cstdint>'s
    /// and the runtime's types come from their headers, as declarations only.
    #[test]
    fn toolchain_headers_give_declarations() {
        let o = Options::from_flags(&["-std=c++17".into()]);
        let tc = o.toolchain.clone().unwrap();
        if tc.force_include.is_none() || tc.host_dirs.is_empty() {
            eprintln!("no toolkit or host compiler here: skipped");
            return;
        }
        let src = "#include <cstdint>\n#include <vector>\nuint32_t x; size_t n; float2 v;\n";
        let t0 = std::time::Instant::now();
        let first = text(&preprocess(Path::new("t.cu"), src, View::Host, &o));
        let cold = t0.elapsed();
        let t0 = std::time::Instant::now();
        let out = preprocess(Path::new("t.cu"), src, View::Host, &o);
        let dt = t0.elapsed();
        eprintln!("cold {cold:?}");
        let s = text(&out);
        assert_eq!(s, first, "the memo replays what reading the headers gave");
        if std::env::var_os("CHKHDR_DUMP").is_some() {
            eprintln!("{s}");
        }
        eprintln!(
            "{} tokens, {} files, {:?}, incomplete {:?}",
            out.toks.len(),
            out.files.len(),
            dt,
            out.incomplete
        );
        assert!(s.contains("uint32_t ;"), "uint32_t typedef");
        assert!(s.contains("size_t ;"), "size_t typedef");
        assert!(s.contains("float2 {"), "vector types");
        assert!(
            s.ends_with("uint32_t x ; size_t n ; float2 v ;"),
            "the user's code follows"
        );
        assert!(
            !s.contains("int64_t"),
            "declarations the code does not use are left out"
        );
        assert!(
            !s.contains("__attribute__ ( ( host"),
            "CUDA keywords stay keywords"
        );
        assert!(out.incomplete.is_empty());
    }

    /// The header memo replays a reading only where the macros it read are the same.
    #[test]
    fn memo_keys_on_the_macros_a_header_reads() {
        let d = std::env::temp_dir().join(format!("chk-memo-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(
            d.join("sys.h"),
            "#ifndef SYS_H\n#define SYS_H\n#ifdef WANT\ntypedef int a_t;\n#else\ntypedef long b_t;\n#endif\nint f();\n#define SYS_VALUE WANT\n#endif\n",
        )
        .unwrap();
        let o = Options {
            toolchain: Some(std::sync::Arc::new(crate::toolchain::Toolchain {
                cuda_dirs: vec![d.clone()],
                ..Default::default()
            })),
            ..Options::default()
        };
        let run = |src: &str| text(&preprocess(Path::new("u.cu"), src, View::Host, &o));
        let plain = "#include <sys.h>\n#include <sys.h>\nSYS_VALUE a_t b_t;\n";
        let want = "#define WANT 7\n#include <sys.h>\nSYS_VALUE a_t b_t;\n";
        let unrelated = "#define OTHER 1\n#include <sys.h>\nSYS_VALUE a_t b_t;\n";
        for _ in 0..2 {
            assert_eq!(run(plain), "typedef long b_t ; WANT a_t b_t ;");
            assert_eq!(run(want), "typedef int a_t ; 7 a_t b_t ;");
            assert_eq!(run(unrelated), "typedef long b_t ; WANT a_t b_t ;");
        }
        let _ = std::fs::remove_dir_all(&d);
    }
}
