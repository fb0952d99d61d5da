//! Rules that compare the host view with the device view (I.4.2.1, I.6.2 restrictions 13, 15):
//! what the spec says must not depend on `__CUDA_ARCH__`.

use crate::fx::{HashMap, HashSet};
use crate::lex::TK;
use crate::model::*;
use crate::query::*;
use crate::rules::{rid, Raw, RuleId};
use crate::sema::Sema;
use crate::Options;

type Loc = (u64, u32, u32);

/// A token's position, comparable across views: its file by path (`Model::file_keys`), not by
/// the view's file id (cuVS's units read RAFT's headers in another order in the device view, so
/// `math.cuh` had another id there and its lambdas read as missing: restriction 13 on code both
/// views hold).
fn loc(s: &Sema, tok: usize) -> Loc {
    let t = &s.m.toks[tok];
    (file_key(s, t.file), t.line, t.col)
}

fn file_key(s: &Sema, file: u16) -> u64 {
    s.m.file_keys
        .get(file as usize)
        .copied()
        .unwrap_or(u64::from(file))
}

fn raw(tok: usize, rule: RuleId, msg: String) -> Raw {
    Raw {
        tok,
        rule,
        msg,
        unenforced: None,
    }
}

/// Findings: (true = token of the host view, false = token of the device view).
pub fn run(h: &Sema, d: &Sema, alt: Option<&Sema>, opts: &Options) -> Vec<(bool, Raw)> {
    let mut out = Vec::new();
    signatures(h, d, &mut out, false);
    if let Some(a) = alt {
        let mut tmp = Vec::new();
        signatures(a, d, &mut tmp, true);
        out.extend(tmp.into_iter().filter(|(in_host, _)| !*in_host));
    }
    instantiations(h, d, &mut out);
    if opts.rdc {
        definitions(h, d, &mut out);
    }
    lambda_counts(h, d, &mut out);
    lambda_captures(h, d, &mut out);
    out
}

fn qual(s: &Sema, scope: Id, name: &str) -> String {
    format!("{}::{}", s.qual_name_of_scope(scope), name)
}

// ---------------------------------------------------------------------- signatures

/// Whether a type is known in a view: built in (after typedefs and aliases), or a class
/// (enumeration) the view's lookup finds. A name a view does not find (a toolkit type that
/// `sysdecl::prune` kept in one view only, because only that view's code names it elsewhere:
/// `nvcuda::wmma::layout_t` in tiny-cuda-nn's kernels) is unknown, and the views are not
/// compared on it: the checker stays silent on what it cannot model.
fn ty_known(s: &Sema, ty: &crate::model::Ty, scope: crate::model::Id) -> bool {
    let (r, sc) = s.resolve_ty_ref(ty, scope);
    r.path.is_empty()
        || s.class_of_ty(
            &crate::model::Ty {
                ptr: 0,
                reference: 0,
                func: false,
                ..(*r).clone()
            },
            sc,
            0,
        )
        .is_some()
}

/// Do two views' canonical types differ, counting only where both views know the type?
fn differ(h: &(String, bool), d: &(String, bool)) -> bool {
    h.0 != d.0 && h.1 && d.1
}

type Sig = (String, bool);

fn global_sigs(s: &Sema) -> HashMap<String, (usize, Vec<Sig>)> {
    let m = s.m;
    let mut out = HashMap::default();
    let mut count: HashMap<String, usize> = HashMap::default();
    for f in &m.funcs {
        if !f.sp.global || f.local || f.explicit_inst {
            continue;
        }
        let base = qual(s, f.scope, &f.name);
        let n = count.entry(base.clone()).or_insert(0);
        let key = format!("{base}#{n}");
        *n += 1;
        let pscope = s.param_scope(f);
        let mut tys: Vec<Sig> = f
            .params
            .iter()
            .map(|p| {
                if p.ellipsis {
                    ("...".into(), true)
                } else {
                    (s.canon_ty(&p.ty, pscope), ty_known(s, &p.ty, pscope))
                }
            })
            .collect();
        if let Some(tp) = &f.tparams {
            tys.push((format!("template<{}>", tp.len()), true));
        }
        out.insert(key, (f.tok, tys));
    }
    out
}

fn var_sigs(s: &Sema) -> HashMap<String, (usize, Sig)> {
    let m = s.m;
    let mut out = HashMap::default();
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param
            || !(var.mem.device || var.mem.constant || var.mem.managed)
            || !s.is_namespace_var(v)
            || var.mem.shared
        {
            continue;
        }
        let key = qual(s, var.scope, &var.name);
        out.insert(
            key,
            (
                var.tok,
                (
                    s.canon_ty(&var.ty, var.scope),
                    ty_known(s, &var.ty, var.scope),
                ),
            ),
        );
    }
    out
}

fn signatures(h: &Sema, d: &Sema, out: &mut Vec<(bool, Raw)>, alt: bool) {
    let hg = global_sigs(h);
    let dg = global_sigs(d);
    for (k, (dtok, dtys)) in &dg {
        if let Some((ht, htys)) = hg.get(k) {
            let dt = if alt { dtok } else { ht };
            if htys.len() != dtys.len() || htys.iter().zip(dtys).any(|(a, b)| differ(a, b)) {
                let name = k
                    .rsplit("::")
                    .next()
                    .unwrap_or(k)
                    .split('#')
                    .next()
                    .unwrap_or("");
                let what = if alt {
                    "the value of __CUDA_ARCH__"
                } else {
                    "whether __CUDA_ARCH__ is defined"
                };
                out.push((
                    !alt,
                    raw(
                        *dt,
                        rid!("cudaarch.signature"),
                        format!(
                            "the type of __global__ function '{name}' depends on {what} ({} vs {})",
                            join(htys),
                            join(dtys)
                        ),
                    ),
                ));
            }
        }
    }
    let hv = var_sigs(h);
    let dv = var_sigs(d);
    for (k, (dtok, dty)) in &dv {
        if let Some((ht, hty)) = hv.get(k) {
            let dt = if alt { dtok } else { ht };
            if differ(hty, dty) {
                let name = k.rsplit("::").next().unwrap_or(k);
                let what = if alt {
                    "the value of __CUDA_ARCH__"
                } else {
                    "whether __CUDA_ARCH__ is defined"
                };
                out.push((
                    !alt,
                    raw(
                        *dt,
                        rid!("cudaarch.signature"),
                        format!(
                            "the type of variable '{name}' depends on {what} ({} vs {})",
                            hty.0, dty.0
                        ),
                    ),
                ));
            }
        }
    }
}

fn join(tys: &[Sig]) -> String {
    tys.iter()
        .map(|t| t.0.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

// ---------------------------------------------------------------------- kernel instantiations

/// A canonical key for the type of a simple expression.
fn expr_key(s: &Sema, a: usize, b: usize, depth: usize) -> String {
    if depth > 4 || a >= b {
        return String::new();
    }
    let m = s.m;
    if b == a + 1 {
        let t = &m.toks[a];
        match t.kind {
            TK::Num => {
                let l = t.text.to_ascii_lowercase();
                let is_float = (l.contains('.') || (l.contains('e') && !l.starts_with("0x")))
                    || (l.starts_with("0x") && l.contains('p'));
                return if is_float {
                    if l.ends_with('f') {
                        "float".into()
                    } else if l.ends_with('l') {
                        "long double".into()
                    } else {
                        "double".into()
                    }
                } else if l.ends_with("ull") || l.ends_with("llu") {
                    "unsigned long long".into()
                } else if l.ends_with("ll") {
                    "long long".into()
                } else if l.ends_with("ul") || l.ends_with("lu") {
                    "unsigned long".into()
                } else if l.ends_with('u') {
                    "unsigned int".into()
                } else if l.ends_with('l') {
                    "long".into()
                } else {
                    "int".into()
                };
            }
            TK::Chr => return "char".into(),
            TK::Str => return "const char*".into(),
            _ => {}
        }
        if t.is("true") || t.is("false") {
            return "bool".into();
        }
        if t.is("nullptr") {
            return "nullptr_t".into();
        }
    }
    if m.toks[a].is("[") {
        if let Some(l) = m.lambdas.iter().position(|l| l.tok == a) {
            let t = &m.toks[m.lambdas[l].tok];
            return format!("lambda@{}:{}", t.line, t.col);
        }
    }
    if let Some(u) = s.use_at(a) {
        let us = &m.uses[u];
        if us.tok + 1 == b {
            if let Some(v) = s.use_var(u) {
                let var = &m.vars[v];
                if var.ty.is_auto() && var.init != InitKind::None {
                    let (ia, ib) = var.init_range;
                    let (ia, ib) = if var.init == InitKind::Brace {
                        (ia + 1, ib.saturating_sub(1))
                    } else {
                        (ia, ib)
                    };
                    return expr_key(s, ia, ib, depth + 1);
                }
                let mut ty = var.ty.clone();
                ty.reference = 0;
                ty.is_const = false;
                return s.canon_ty(&ty, var.scope);
            }
        }
    }
    if m.toks[a].is("&") {
        let k = expr_key(s, a + 1, b, depth + 1);
        if !k.is_empty() {
            return format!("{k}*");
        }
    }
    m.text(a, b)
}

fn inst_keys(s: &Sema, host_launches_only: bool) -> Vec<(String, usize)> {
    let m = s.m;
    let mut out = Vec::new();
    for l in &m.launches {
        if l.path.is_empty() {
            continue;
        }
        let fs: Vec<Id> = s
            .lookup(l.scope, &l.path, Some(l.name_tok))
            .into_iter()
            .filter_map(|x| if let Sym::Func(f) = x { Some(f) } else { None })
            .collect();
        let Some(&k) = fs
            .iter()
            .find(|&&f| m.funcs[f].sp.global && m.funcs[f].tparams.is_some())
        else {
            continue;
        };
        if host_launches_only && !s.is_host_code(l.scope) {
            continue;
        }
        let kf = &m.funcs[k];
        let mut key = qual(s, kf.scope, &kf.name);
        if let Some((a, b)) = l.targs {
            key.push_str(&format!("<{}>", canon_targs(s, a, b, l.scope)));
        }
        key.push('(');
        for &(a, b) in &l.args {
            key.push_str(&expr_key(s, a, b, 0));
            key.push(',');
        }
        key.push(')');
        out.push((key, l.tok));
    }
    out
}

fn canon_targs(s: &Sema, a: usize, b: usize, scope: Id) -> String {
    let m = s.m;
    let mut parts = Vec::new();
    let mut k = a;
    while k < b {
        let t = &m.toks[k];
        if t.kind == TK::Ident {
            let syms = s.lookup(scope, std::slice::from_ref(&t.text), Some(k));
            if let Some(Sym::Alias(al)) = syms.first() {
                parts.push(s.canon_ty(&m.aliases[*al].ty, m.aliases[*al].scope));
                k += 1;
                continue;
            }
        }
        parts.push(t.text.to_string());
        k += 1;
    }
    parts.join(" ")
}

fn instantiations(h: &Sema, d: &Sema, out: &mut Vec<(bool, Raw)>) {
    let hk = inst_keys(h, true);
    if hk.is_empty() {
        return;
    }
    let dk: HashSet<String> = inst_keys(d, false).into_iter().map(|(k, _)| k).collect();
    // explicit instantiations and template-ids in the device view count too
    let dtext: HashSet<String> =
        d.m.explicit_inst
            .iter()
            .map(|(a, b, _)| d.m.text(*a, *b))
            .collect();
    for (k, tok) in hk {
        if dk.contains(&k) {
            continue;
        }
        // closure types of extended lambdas are instantiated on the device side by the
        // extended-lambda machinery
        if let Some(l) = h.m.launches.iter().find(|x| x.tok == tok) {
            if l.args.iter().any(|&(a, b)| {
                expr_classes(h, a, b, l.scope, 0)
                    .iter()
                    .any(|&c| lambda_of_closure(h, c).is_some_and(|x| is_extended(h, x)))
            }) {
                continue;
            }
        }
        // the same launch token present in the device view (e.g. inside a __host__ function
        // both views see) instantiates the same arguments
        let l = loc(h, tok);
        if d.m.launches.iter().any(|x| loc(d, x.tok) == l) {
            continue;
        }
        let name = k.split('(').next().unwrap_or("").to_string();
        if dtext
            .iter()
            .any(|t| t.contains(name.rsplit("::").next().unwrap_or("")))
        {
            continue;
        }
        out.push((
            true,
            raw(
                tok,
                rid!("cudaarch.global-template-instantiation"),
                format!(
                    "'{name}' is instantiated and launched only when __CUDA_ARCH__ is undefined"
                ),
            ),
        ));
    }
}

// ---------------------------------------------------------------------- definitions (-rdc)

fn external_defs(s: &Sema) -> HashMap<String, usize> {
    let m = s.m;
    let mut out = HashMap::default();
    for f in &m.funcs {
        if f.body.is_none() && !f.defaulted {
            continue;
        }
        if f.local
            || f.is_static
            || f.is_inline
            || f.is_constexpr
            || f.tparams.is_some()
            || !f.outer_tparams.is_empty()
            || in_unnamed(s, f.scope)
        {
            continue;
        }
        if f.class.is_some() && f.qual.is_empty() {
            continue; // defined in the class: inline
        }
        let key = format!(
            "fn {}{}/{}",
            qual(
                s,
                f.scope,
                &f.qual.iter().map(|q| format!("{q}::")).collect::<String>()
            ),
            f.name,
            f.params.len()
        );
        out.insert(key, f.tok);
    }
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param
            || var.is_extern
            || !s.is_namespace_var(v)
            || var.member_of.is_some()
            || var.is_static
            || var.is_inline
            || var.is_constexpr
            || var.tparams.is_some()
            || var.mem.shared
            || in_unnamed(s, var.scope)
        {
            continue;
        }
        if var.ty.top_const && !var.mem.device && !var.mem.constant {
            continue; // namespace-scope const: internal linkage
        }
        let key = format!("var {}", qual(s, var.scope, &var.name));
        out.insert(key, var.tok);
    }
    out
}

fn in_unnamed(s: &Sema, scope: Id) -> bool {
    let mut sc = Some(scope);
    while let Some(id) = sc {
        if let ScopeKind::Namespace { name: None, .. } = s.m.scopes[id].kind {
            return true;
        }
        sc = s.m.scopes[id].parent;
    }
    false
}

fn definitions(h: &Sema, d: &Sema, out: &mut Vec<(bool, Raw)>) {
    let hd = external_defs(h);
    let dd = external_defs(d);
    for (k, tok) in &hd {
        if !dd.contains_key(k) {
            out.push((
                true,
                raw(
                    *tok,
                    rid!("cudaarch.separate-definition-presence"),
                    format!(
                        "the definition of '{}' is only present when __CUDA_ARCH__ is undefined",
                        k.split(' ').nth(1).unwrap_or("")
                    ),
                ),
            ));
        }
    }
    for (k, tok) in &dd {
        if !hd.contains_key(k) {
            out.push((
                false,
                raw(
                    *tok,
                    rid!("cudaarch.separate-definition-presence"),
                    format!(
                        "the definition of '{}' is only present when __CUDA_ARCH__ is defined",
                        k.split(' ').nth(1).unwrap_or("")
                    ),
                ),
            ));
        }
    }
}

// ---------------------------------------------------------------------- extended lambdas

fn ext_lambdas_by_func(s: &Sema) -> HashMap<Loc, Vec<(Loc, usize)>> {
    let mut out: HashMap<Loc, Vec<(Loc, usize)>> = HashMap::default();
    for (l, lam) in s.m.lambdas.iter().enumerate() {
        if !is_extended(s, l) {
            continue;
        }
        let Some(f) = enclosing(s, l).func else {
            continue;
        };
        out.entry(loc(s, s.m.funcs[f].tok))
            .or_default()
            .push((loc(s, lam.tok), lam.tok));
    }
    out
}

fn lambda_counts(h: &Sema, d: &Sema, out: &mut Vec<(bool, Raw)>) {
    let hl = ext_lambdas_by_func(h);
    let dl = ext_lambdas_by_func(d);
    let hfuncs: HashSet<Loc> =
        h.m.funcs
            .iter()
            .filter(|f| f.body.is_some())
            .map(|f| loc(h, f.tok))
            .collect();
    let dfuncs: HashSet<Loc> =
        d.m.funcs
            .iter()
            .filter(|f| f.body.is_some())
            .map(|f| loc(d, f.tok))
            .collect();
    for (f, ls) in &hl {
        if !dfuncs.contains(f) {
            continue;
        }
        let other: HashSet<Loc> = dl
            .get(f)
            .map(|v| v.iter().map(|x| x.0).collect())
            .unwrap_or_default();
        for (lc, tok) in ls {
            if !other.contains(lc) {
                out.push((true, raw(*tok, rid!("xlambda.restriction-13"), "this extended lambda is defined only when __CUDA_ARCH__ is undefined; the number and order of extended lambdas in a function must not depend on __CUDA_ARCH__".into())));
            }
        }
    }
    for (f, ls) in &dl {
        if !hfuncs.contains(f) {
            continue;
        }
        let other: HashSet<Loc> = hl
            .get(f)
            .map(|v| v.iter().map(|x| x.0).collect())
            .unwrap_or_default();
        for (lc, tok) in ls {
            if !other.contains(lc) {
                out.push((false, raw(*tok, rid!("xlambda.restriction-13"), "this extended lambda is defined only when __CUDA_ARCH__ is defined; the number and order of extended lambdas in a function must not depend on __CUDA_ARCH__".into())));
            }
        }
    }
}

fn lambda_captures(h: &Sema, d: &Sema, out: &mut Vec<(bool, Raw)>) {
    let dpos: HashMap<Loc, usize> =
        d.m.lambdas
            .iter()
            .enumerate()
            .map(|(l, lam)| (loc(d, lam.tok), l))
            .collect();
    for (l, lam) in h.m.lambdas.iter().enumerate() {
        if !is_extended(h, l) {
            continue;
        }
        let Some(&dl) = dpos.get(&loc(h, lam.tok)) else {
            continue;
        };
        let hcv = captured_vars(h, l);
        let dcv = captured_vars(d, dl);
        let hc: Vec<String> = hcv
            .iter()
            .map(|(v, _)| h.m.vars[*v].name.to_string())
            .collect();
        let dc: Vec<String> = dcv
            .iter()
            .map(|(v, _)| d.m.vars[*v].name.to_string())
            .collect();
        if hc != dc {
            let _ = var_lambda;
            let msg = format!("the variables this extended lambda captures depend on __CUDA_ARCH__ (host: [{}], device: [{}])", hc.join(", "), dc.join(", "));
            // point at the first capturing expression that differs
            let k = hc
                .iter()
                .zip(dc.iter())
                .position(|(a, b)| a != b)
                .unwrap_or(hc.len().min(dc.len()));
            let hloc = hcv.get(k).map(|x| loc(h, x.1));
            let dloc = dcv.get(k).map(|x| loc(d, x.1));
            let only_host = hcv
                .get(k)
                .filter(|x| !dcv.iter().any(|y| loc(d, y.1) == loc(h, x.1)));
            let only_dev = dcv
                .get(k)
                .filter(|x| !hcv.iter().any(|y| loc(h, y.1) == loc(d, x.1)));
            match (only_dev, only_host) {
                (Some(x), _) => out.push((false, raw(x.1, rid!("xlambda.restriction-15"), msg))),
                (None, Some(x)) => out.push((true, raw(x.1, rid!("xlambda.restriction-15"), msg))),
                _ => {
                    let _ = (hloc, dloc);
                    out.push((true, raw(lam.tok, rid!("xlambda.restriction-15"), msg)));
                }
            }
        }
    }
}
