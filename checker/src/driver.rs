//! The driver: builds the views of a translation unit, runs the rule families on each view and
//! across views, and turns their raw findings into `Finding`s with the catalogue's severity.

use crate::fx::HashSet;
use crate::model::Model;
use crate::pp::{preprocess_tokens, View};
use crate::query::Cx;
use crate::rules::{rid, Raw, RuleId};
use crate::sema::Sema;
use crate::{calls, checks, crossview, features, kernels, specifiers, stdlib, xlambda};
use crate::{Finding, Options, Severity};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

pub struct ViewResult {
    pub model: std::rc::Rc<Model>,
    pub files: Vec<PathBuf>,
    /// Per entry of `files`: a toolchain header (no finding is reported in one: nvcc's front end
    /// does not diagnose the toolkit's or the host compiler's headers, and the checker reads
    /// only their type declarations).
    pub system: Vec<bool>,
    /// A project header mentions `__CUDA_ARCH__`.
    pub arch_in_includes: bool,
    /// Where the preprocessor reached a bound (`pp::Output::incomplete`).
    pub incomplete: Vec<(crate::lex::Tok, String)>,
}

fn build_view(
    path: &Path,
    toks: &[crate::lex::Tok],
    view: View,
    opts: &Options,
) -> Option<(ViewResult, bool)> {
    crate::bounds::take();
    let r = catch_unwind(AssertUnwindSafe(|| {
        let out = preprocess_tokens(path, toks, view, opts);
        let arch = out.has_cuda_arch_compare;
        let mut model = crate::parse::build(out.toks);
        let mut incomplete = out.incomplete;
        // the depth bounds `sysdecl::prune` and the parser reached
        incomplete.extend(
            crate::bounds::take()
                .into_iter()
                .map(|r| (r.at, r.what.to_string())),
        );
        model.pragmas = out.pragmas;
        model.view = Some(view);
        model.file_keys = out
            .files
            .iter()
            .map(|p| {
                // per view and file: the fast hasher (SipHash here cost a tenth of the corpus
                // check's time budget)
                use std::hash::{Hash, Hasher};
                let mut h = crate::fx::FxHasher::default();
                p.as_os_str().as_encoded_bytes().hash(&mut h);
                h.finish()
            })
            .collect();
        model.truncated = !incomplete.is_empty();
        (
            ViewResult {
                model: std::rc::Rc::new(model),
                files: out.files,
                system: out.system,
                arch_in_includes: out.arch_in_includes,
                incomplete,
            },
            arch,
        )
    }));
    r.ok()
}

/// A part of the check that failed (a panic, caught: the command does not crash, and the
/// other views' findings stand) as `checker.incomplete` findings at the unit's first line.
fn failure_findings(path: &Path, failed: &[(&str, &str)], opts: &Options) -> Vec<Finding> {
    failed
        .iter()
        .map(|(view, what)| Finding {
            file: path.to_path_buf(),
            line: 1,
            column: 1,
            severity: severity(rid!("checker.incomplete"), opts),
            rule: rid!("checker.incomplete").id(),
            message: format!("the checker did not read this translation unit whole ({view} view): an internal error in {what} (a checker bug: please report it); findings of what it did not finish are missing"),
            unenforced: None,
        })
        .collect()
}

/// Positions of trigraph sequences in code (not in comments or literals).
fn trigraphs(src: &str) -> Vec<(u32, u32)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    if !src.contains("??") {
        return out;
    }
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let adv = |i: &mut usize, line: &mut u32, col: &mut u32, n: usize| {
        for _ in 0..n {
            if *i < b.len() {
                if b[*i] == b'\n' {
                    *line += 1;
                    *col = 1;
                } else {
                    *col += 1;
                }
                *i += 1;
            }
        }
    };
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                adv(&mut i, &mut line, &mut col, 1);
            }
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            adv(&mut i, &mut line, &mut col, 2);
            while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                adv(&mut i, &mut line, &mut col, 1);
            }
            adv(&mut i, &mut line, &mut col, 2);
            continue;
        }
        if c == b'"' || (c == b'\'' && !(i > 0 && (b[i - 1].is_ascii_alphanumeric()))) {
            // a literal (a digit separator `'` follows an alphanumeric)
            let raw = c == b'"' && i > 0 && b[i - 1] == b'R';
            adv(&mut i, &mut line, &mut col, 1);
            if raw {
                let ds = i;
                while i < b.len() && b[i] != b'(' && i - ds < 16 {
                    adv(&mut i, &mut line, &mut col, 1);
                }
                let delim: Vec<u8> = b[ds..i].to_vec();
                while i < b.len()
                    && !(b[i] == b')'
                        && b[i + 1..].starts_with(&delim)
                        && b.get(i + 1 + delim.len()) == Some(&b'"'))
                {
                    adv(&mut i, &mut line, &mut col, 1);
                }
                adv(&mut i, &mut line, &mut col, 2 + delim.len());
                continue;
            }
            while i < b.len() && b[i] != c && b[i] != b'\n' {
                if b[i] == b'\\' {
                    adv(&mut i, &mut line, &mut col, 1);
                }
                adv(&mut i, &mut line, &mut col, 1);
            }
            adv(&mut i, &mut line, &mut col, 1);
            continue;
        }
        if c == b'?'
            && b.get(i + 1) == Some(&b'?')
            && b.get(i + 2).is_some_and(|x| b"=/'()!<>-".contains(x))
        {
            out.push((line, col));
            adv(&mut i, &mut line, &mut col, 3);
            continue;
        }
        adv(&mut i, &mut line, &mut col, 1);
    }
    out
}

/// The one-view rule families, in a fixed order.
fn one_view(s: &Sema, out: &mut Vec<Raw>) {
    let mut cx = Cx { s, out };
    checks::variables(&mut cx);
    kernels::functions(&mut cx);
    kernels::lambda_params(&mut cx);
    checks::classes(&mut cx);
    checks::device_uses(&mut cx);
    checks::constexpr_calls(&mut cx);
    kernels::constexpr_template_instantiations(&mut cx);
    calls::host_uses(&mut cx);
    calls::host_template_calls_device_lambda(&mut cx);
    checks::keywords(&mut cx);
    calls::local_objects(&mut cx);
    calls::operator_calls(&mut cx);
    checks::managed_uses(&mut cx);
    kernels::launches(&mut cx);
    kernels::template_ids(&mut cx);
    xlambda::run(&mut cx);
    features::run(&mut cx);
    checks::extensions(&mut cx);
    stdlib::stdlib(&mut cx);
    stdlib::nvfunction(&mut cx);
    checks::deprecated(&mut cx);
    specifiers::run(&mut cx);
}

/// A finding's severity: its rule's in the catalogue, made an error by -Werror=all-warnings, and
/// for the deprecation rules (I.4.15) by -Werror=deprecated-declarations.
fn severity(rule: RuleId, opts: &Options) -> Severity {
    // not a diagnostic of the code: -Werror does not make it one
    if rule == rid!("checker.incomplete") {
        return rule.severity();
    }
    let deprecation = matches!(
        rule,
        RuleId::AttrDeprecatedDeviceDiagnostic | RuleId::AttrDeprecatedHostReference
    );
    if opts.has_flag(crate::FLAG_WERROR_ALL)
        || deprecation && opts.has_flag(crate::FLAG_WERROR_DEPRECATED)
    {
        Severity::Error
    } else {
        rule.severity()
    }
}

/// The severity of a rule form no toolchain enforces (`unenforced.rs`): the rule's under
/// `--pedantic-errors` (the guide's letter), else a warning, which -Werror=all-warnings makes an
/// error again (as clang's -pedantic warnings under -Werror).
fn unenforced_severity(rule: RuleId, opts: &Options) -> Severity {
    if opts.pedantic_errors {
        rule.severity()
    } else if opts.has_flag(crate::FLAG_WERROR_ALL) {
        Severity::Error
    } else {
        Severity::Warning
    }
}

pub fn check(path: &Path, source: &str, opts: &Options) -> Vec<Finding> {
    check_then(path, source, opts, Then::Free)
}

/// What becomes of a check's models and semantic caches once its findings are made.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Then {
    Free,
    /// Left to the process's exit, with the thread's caches: the check of the last file of a
    /// command line. Freeing a large file's models node by node is a tenth of its time, the
    /// caches' thread-local destructors as much for a small one, and the process ends next
    /// (clang's driver passes `-disable-free` to its front end for the same reason).
    Exit,
}

pub fn check_then(path: &Path, source: &str, opts: &Options, then: Then) -> Vec<Finding> {
    let mut findings: Vec<Finding> = Vec::new();
    let mut seen: HashSet<(PathBuf, u32, RuleId)> = HashSet::default();
    // what the checker could not do on this unit (a panic caught, so no crash, but never
    // silent): (view, what), reported as `checker.incomplete` at the unit's first line
    let mut failed: Vec<(&str, &str)> = Vec::new();
    // depth bounds reached after the views were built (expression trees are read on first
    // need, by the rule passes): (true for the host view, where)
    let mut late: Vec<(bool, crate::bounds::Reached)> = Vec::new();
    let toks = match catch_unwind(AssertUnwindSafe(|| crate::lex::lex(source, 0))) {
        Ok(t) => t,
        Err(_) => {
            failed.push(("both", "lexing"));
            return failure_findings(path, &failed, opts);
        }
    };
    let host = build_view(path, &toks, View::Host, opts);
    if host.is_none() {
        failed.push(("host", "preprocessing and parsing"));
    }
    // when nothing the translation unit reads mentions __CUDA_ARCH__, the device view's tokens
    // are the host view's: share the model
    let arch_free = !source.contains("__CUDA_ARCH__")
        && opts
            .defines
            .iter()
            .all(|(_, v)| !v.as_deref().unwrap_or("").contains("__CUDA_ARCH__"))
        // toolchain headers do not count: their type declarations are taken to be the same in
        // both views (a typedef or enum of the toolkit or libstdc++ does not change with
        // __CUDA_ARCH__), so a file that includes <cstdint> still shares one model
        && host.as_ref().is_some_and(|(h, _)| !h.arch_in_includes);
    let dev = match (&host, arch_free) {
        (Some((h, a)), true) => Some((
            ViewResult {
                model: h.model.clone(),
                files: h.files.clone(),
                system: h.system.clone(),
                arch_in_includes: false,
                // reported once, with the host view's
                incomplete: Vec::new(),
            },
            *a,
        )),
        _ => {
            let d = build_view(path, &toks, View::Device(900), opts);
            if d.is_none() {
                failed.push(("device", "preprocessing and parsing"));
            }
            d
        }
    };
    // one `Sema` per view for every pass below: its caches (uses, spaces, expression trees) are
    // pure functions of the model, and building them is a good part of a large file's time
    let host_sema = host
        .as_ref()
        .map(|(h, _)| Sema::new(&h.model, View::Host, opts));
    let dev_sema = dev
        .as_ref()
        .map(|(d, _)| Sema::new(&d.model, View::Device(900), opts));
    // host-compilation ambiguities (I.4.20.6): not at a line of the source (the reference is
    // in compiler-generated code), so reported against a pseudo file
    if let (Some((h, _)), Some(hs)) = (&host, &host_sema) {
        let clashes = catch_unwind(AssertUnwindSafe(|| {
            crate::checks::inline_namespace_clashes(hs)
        }))
        .unwrap_or_else(|_| {
            failed.push(("host", "the inline-namespace rule"));
            Vec::new()
        });
        late.extend(crate::bounds::take().into_iter().map(|r| (true, r)));
        for (tok, name) in clashes {
            let Some(t) = h.model.toks.get(tok) else {
                continue;
            };
            let file = PathBuf::from(format!("{}:host-compilation", path.display()));
            if seen.insert((
                file.clone(),
                t.line,
                rid!("variants.inline-namespace-name-clash"),
            )) {
                findings.push(Finding {
                    file,
                    line: t.line,
                    column: t.col,
                    severity: severity(rid!("variants.inline-namespace-name-clash"), opts),
                    rule: rid!("variants.inline-namespace-name-clash").id(),
                    message: format!("the reference to '{name}' that the CUDA compiler injects into the host code is ambiguous: an entity of the same name and type is declared in an inline namespace and its enclosing namespace (line {}) (CUDA C++ Programming Guide I.4.20.6)", t.line),
                    unenforced: None,
                });
            }
        }
    }
    // whole-program compilation: calls from kernels to device functions defined nowhere in the
    // unit (I.4.9.1); ptxas reports them without a source line, so against a pseudo file
    if let (Some((d, _)), Some(ds)) = (&dev, &dev_sema) {
        let unresolved = catch_unwind(AssertUnwindSafe(|| crate::checks::unresolved_externs(ds)))
            .unwrap_or_else(|_| {
                failed.push(("device", "the unresolved-extern rule"));
                Vec::new()
            });
        late.extend(crate::bounds::take().into_iter().map(|r| (false, r)));
        for (tok, name) in unresolved {
            let Some(t) = d.model.toks.get(tok) else {
                continue;
            };
            let file = PathBuf::from(format!("{}:device-compilation", path.display()));
            if seen.insert((
                file.clone(),
                t.line,
                rid!("function.extern-linkage-same-unit"),
            )) {
                findings.push(Finding {
                    file,
                    line: t.line,
                    column: t.col,
                    severity: severity(rid!("function.extern-linkage-same-unit"), opts),
                    rule: rid!("function.extern-linkage-same-unit").id(),
                    message: format!("unresolved extern function '{name}': device code (line {}) calls it, but it is not defined in this compilation unit, and whole-program compilation (no -rdc) links no other (CUDA C++ Programming Guide I.4.9.1)", t.line),
                    unenforced: None,
                });
            }
        }
    }
    let mut push = |vr: &ViewResult, raws: Vec<Raw>| {
        for r in raws {
            let Some(t) = vr.model.toks.get(r.tok) else {
                continue;
            };
            if vr.system.get(t.file as usize).copied().unwrap_or(false) {
                continue;
            }
            let file = vr
                .files
                .get(t.file as usize)
                .cloned()
                .unwrap_or_else(|| path.to_path_buf());
            if !seen.insert((file.clone(), t.line, r.rule)) {
                continue;
            }
            let unenforced = r
                .unenforced
                .or_else(|| crate::unenforced::whole_rule(r.rule));
            let sev = match unenforced {
                Some(_) => unenforced_severity(r.rule, opts),
                None => severity(r.rule, opts),
            };
            let sec = r.rule.section();
            let message =
                match unenforced {
                    Some(u) => format!(
                    "{} (CUDA C++ Programming Guide {sec}; no toolchain enforces this form: {}{})",
                    r.msg,
                    u.evidence,
                    if opts.pedantic_errors { "" } else { "; --pedantic-errors makes it an error" }
                ),
                    None => format!("{} (CUDA C++ Programming Guide {sec})", r.msg),
                };
            findings.push(Finding {
                file,
                line: t.line,
                column: t.col,
                severity: sev,
                rule: r.rule.id(),
                message,
                unenforced,
            });
        }
    };
    for (in_host, vr, s) in [(true, &host, &host_sema), (false, &dev, &dev_sema)] {
        let (Some((vr, _)), Some(s)) = (vr, s) else {
            continue;
        };
        let raws = catch_unwind(AssertUnwindSafe(|| {
            let mut out = Vec::new();
            one_view(s, &mut out);
            out
        }))
        .unwrap_or_else(|_| {
            failed.push((if in_host { "host" } else { "device" }, "the rule passes"));
            Vec::new()
        });
        late.extend(crate::bounds::take().into_iter().map(|r| (in_host, r)));
        push(vr, raws);
    }
    // the cross-view rules compare what each view defines: when an include budget stopped a
    // view early (the views may stop at different headers), a difference may be the budget's,
    // so they stay silent
    let complete =
        |v: &Option<(ViewResult, bool)>| v.as_ref().is_some_and(|(r, _)| !r.model.truncated);
    if let (Some((h, arch_h)), Some((d, arch_d)), Some(hs), Some(ds), true, true) = (
        &host,
        &dev,
        &host_sema,
        &dev_sema,
        complete(&host),
        complete(&dev),
    ) {
        let mut alt = None;
        if *arch_h || *arch_d {
            alt = build_view(path, &toks, View::Device(520), opts).map(|x| x.0);
        }
        let raws = catch_unwind(AssertUnwindSafe(|| {
            let alt_s = alt
                .as_ref()
                .map(|a| Sema::new(&a.model, View::Device(520), opts));
            crossview::run(hs, ds, alt_s.as_ref(), opts)
        }))
        .unwrap_or_else(|_| {
            failed.push(("both", "the cross-view rules"));
            Vec::new()
        });
        late.extend(crate::bounds::take().into_iter().map(|r| (false, r)));
        // cross-view findings point into the device view's tokens, or the host view's
        for (in_host, r) in raws {
            if in_host {
                push(h, vec![r]);
            } else {
                push(d, vec![r]);
            }
        }
    }
    // the bounds the preprocessor reached (no silent limit): the unit was not read whole, so
    // findings may be missing from the part not read
    for (vr, view) in [(&host, "host"), (&dev, "device")] {
        let Some((vr, _)) = vr else { continue };
        let late = late
            .iter()
            .filter(|(h, _)| *h == (view == "host"))
            .map(|(_, r)| (&r.at, r.what.to_string()));
        for (t, what) in vr
            .incomplete
            .iter()
            .map(|(t, w)| (t, w.clone()))
            .chain(late)
        {
            let file = vr
                .files
                .get(t.file as usize)
                .cloned()
                .unwrap_or_else(|| path.to_path_buf());
            // a bound reached inside a toolchain header (no finding is placed there): said at
            // the unit's first line, naming the header
            let (file, line, column, what) =
                if vr.system.get(t.file as usize).copied().unwrap_or(false) {
                    let w = format!("{what} (in {}, line {})", file.display(), t.line);
                    (path.to_path_buf(), 1, 1, w)
                } else {
                    (file, t.line, t.col, what)
                };
            if seen.insert((file.clone(), line, rid!("checker.incomplete"))) {
                findings.push(Finding {
                    file,
                    line,
                    column,
                    severity: severity(rid!("checker.incomplete"), opts),
                    rule: rid!("checker.incomplete").id(),
                    message: format!("the checker did not read this translation unit whole ({view} view): {what}; findings in what was not read are missing"),
                    unenforced: None,
                });
            }
        }
    }
    findings.extend(failure_findings(path, &failed, opts));
    // trigraphs are not replaced: a trigraph sequence outside literals and comments is a
    // stray `??x` in the code (I.4.12)
    for (line, col) in trigraphs(source) {
        if seen.insert((path.to_path_buf(), line, rid!("trigraph.not-supported"))) {
            findings.push(Finding {
                file: path.to_path_buf(),
                line,
                column: col,
                severity: severity(rid!("trigraph.not-supported"), opts),
                rule: rid!("trigraph.not-supported").id(),
                message: "trigraphs are not supported: this ??-sequence is not replaced and is not valid code (CUDA C++ Programming Guide I.4.12)".into(),
                unenforced: None,
            });
        }
    }
    // the rules of the CUDA version checked for (`--cuda`): a finding of a rule that does not
    // hold at it (ended or not yet begun, `Edition`) is not reported; the rule families stay
    // version-blind but for the relaxed forms they ask `Sema::relaxed` about
    findings.retain(|f| crate::rules::by_id(f.rule).is_none_or(|r| r.edition.applies(opts.cuda)));
    findings.sort_by(|a, b| {
        (&a.file, a.line, a.column, a.rule).cmp(&(&b.file, b.line, b.column, b.rule))
    });
    if then == Then::Exit {
        std::mem::forget((host_sema, dev_sema));
        std::mem::forget((host, dev, toks));
        crate::pp::forget_thread_caches();
    }
    findings
}
