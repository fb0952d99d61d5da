//! Kernels (I.4.9.3, I.4.10.3/4, I.4.11, I.4.20.8, D.3.1): the parameter rules of __global__
//! functions, also on the instantiations a launch or an explicit instantiation makes of a
//! kernel template (arguments substituted, sizes computed), launch configurations and
//! arguments, the classes used as template arguments, and constexpr template instantiations.

use crate::expr;
use crate::fx::HashSet;
use crate::lex::TK;
use crate::model::*;
use crate::query::*;
use crate::rules::{rid, RuleId};
use crate::sema::{Sema, Tri};
use std::rc::Rc;

/// A type as far as the __global__ parameter rules need it.
#[derive(Clone, Debug, Default)]
pub struct ArgTy {
    pub cls: Option<Id>,
    pub path: Vec<Rc<str>>,
    pub builtin: String,
    pub ptr: u8,
    pub reference: u8,
    pub lvalue: bool,
}

impl ArgTy {
    pub fn from_ty(s: &Sema, r: &Ty, sc: Id) -> ArgTy {
        let cls = if r.ptr == 0 && r.reference == 0 && r.dims.is_empty() {
            s.class_of_ty(r, sc, 0)
        } else {
            None
        };
        ArgTy {
            cls,
            path: r.path.clone(),
            builtin: r.builtin.clone(),
            ptr: r.ptr + r.dims.len() as u8 + r.func as u8,
            reference: r.reference,
            lvalue: false,
        }
    }
    fn last(&self) -> &str {
        self.path.last().map(|x| x.as_ref()).unwrap_or("")
    }
}

/// The parameter rules of __global__ functions on one (possibly substituted) parameter type.
/// `launch`: the launch that instantiates a template with this type, where the clause readings of
/// I.4.9.3 (lvalue references) and I.4.10.3/4 (virtual functions / bases) expect the diagnostic;
/// the I.4.20.8 rules stay where the parameter is declared.
pub(crate) fn global_param_checks(
    cx: &mut Cx,
    tok: usize,
    launch: Option<usize>,
    name: &str,
    a: &ArgTy,
) {
    let s = cx.s;
    let at = launch.unwrap_or(tok);
    if a.reference == 1 {
        cx.emit(
            at,
            rid!("global.param-no-reference"),
            format!("__global__ function '{name}' cannot take a parameter by reference"),
        );
    } else if a.reference == 2 {
        cx.emit(
            tok,
            rid!("global.param-no-rvalue-reference"),
            format!("__global__ function '{name}' cannot have an rvalue reference parameter"),
        );
    }
    let last = a.last();
    let is_il = last == "initializer_list" && (a.path.len() == 1 || a.path[0].as_ref() == "std");
    let is_va = matches!(last, "va_list" | "__builtin_va_list" | "__gnuc_va_list")
        || a.builtin == "__builtin_va_list";
    if (is_il || is_va) && a.ptr == 0 {
        cx.emit(
            tok,
            rid!("global.param-no-initializer-list-va-list"),
            format!(
                "__global__ function '{name}' cannot have a parameter of type {}",
                if is_il {
                    "std::initializer_list"
                } else {
                    "va_list"
                }
            ),
        );
    }
    if a.ptr == 0 && a.reference == 0 {
        if let Some(c) = a.cls {
            if s.has_virtual(c, 0) == Tri::Yes {
                cx.emit(at, rid!("global.param-no-virtual-class"), format!("an object of class '{}' (which has virtual functions) cannot be passed to __global__ function '{name}'", s.m.classes[c].name.as_deref().unwrap_or("")));
            } else if s.has_virtual_base(c, 0) == Tri::Yes {
                cx.emit(at, rid!("global.param-no-virtual-base"), format!("an object of class '{}' (which has a virtual base class) cannot be passed to __global__ function '{name}'", s.m.classes[c].name.as_deref().unwrap_or("")));
            }
        }
    }
}

/// The type of a simple argument expression (for template argument deduction).
pub fn arg_type(s: &Sema, a: usize, b: usize, depth: usize) -> Option<ArgTy> {
    if a >= b || depth > 4 {
        return None;
    }
    let m = s.m;
    if b == a + 1 {
        let t = &m.toks[a];
        match t.kind {
            TK::Num => {
                let l = t.text.to_ascii_lowercase();
                let f = l.contains('.') || (l.contains('e') && !l.starts_with("0x"));
                return Some(ArgTy {
                    builtin: if f {
                        if l.ends_with('f') {
                            "float".into()
                        } else {
                            "double".into()
                        }
                    } else {
                        "int".into()
                    },
                    ..Default::default()
                });
            }
            TK::Chr => {
                return Some(ArgTy {
                    builtin: "char".into(),
                    ..Default::default()
                })
            }
            _ => {}
        }
    }
    if s.t(a) == "&" {
        let mut x = arg_type(s, a + 1, b, depth + 1)?;
        if !x.lvalue {
            return None;
        }
        x.ptr += 1;
        x.cls = None;
        x.lvalue = false;
        return Some(x);
    }
    let u = s.use_at(a)?;
    let us = &m.uses[u];
    let name_end = us.targs.map_or(us.tok + 1, |(_, tb)| tb + 1);
    if name_end == b {
        let v = s.use_var(u)?;
        let var = &m.vars[v];
        if var.ty.is_auto() {
            if var.init == InitKind::None {
                return None;
            }
            let (ia, ib) = var.init_range;
            let (ia, ib) = if var.init == InitKind::Brace {
                (ia + 1, ib.saturating_sub(1))
            } else {
                (ia, ib)
            };
            if let Some(l) = m.lambdas.iter().position(|l| l.tok == ia) {
                return Some(ArgTy {
                    cls: Some(m.lambdas[l].closure),
                    lvalue: true,
                    ..Default::default()
                });
            }
            let mut x = arg_type(s, ia, ib, depth + 1)?;
            x.lvalue = true;
            x.reference = 0;
            return Some(x);
        }
        let (r, sc) = s.resolve_ty_ref(&var.ty, var.scope);
        let mut x = ArgTy::from_ty(s, &r, sc);
        if let Some(cd) = var.class_def {
            if r.ptr == 0 && r.reference == 0 {
                x.cls = Some(cd);
            }
        }
        x.reference = 0;
        x.lvalue = true;
        return Some(x);
    }
    // T(...) / T{...} / std::initializer_list<int>{...}
    if matches!(s.t(name_end), "(" | "{") && m.mat(name_end).is_some_and(|c| c + 1 == b) {
        let syms = s.resolve_use(u);
        let cls = syms.iter().find_map(|x| {
            if let Sym::Class(c) = x {
                Some(s.defined(*c))
            } else {
                None
            }
        });
        if cls.is_none() && !syms.is_empty() {
            return None;
        }
        return Some(ArgTy {
            cls,
            path: us.path.clone(),
            ..Default::default()
        });
    }
    None
}

/// Type of a written template argument (tokens [a, b)).
pub(crate) fn targ_type(s: &Sema, a: usize, b: usize, scope: Id) -> Option<ArgTy> {
    if a >= b {
        return None;
    }
    let mut x = ArgTy::default();
    let mut k = a;
    let mut words = Vec::new();
    while k < b {
        match s.t(k) {
            "&" => x.reference = 1,
            "&&" => x.reference = if x.reference == 1 { 1 } else { 2 },
            "*" => x.ptr += 1,
            "const" | "volatile" | "::" | "typename" | "struct" | "class" => {}
            "<" => {
                // skip nested template arguments
                let mut d = 0;
                while k < b {
                    if s.t(k) == "<" {
                        d += 1;
                    } else if s.t(k) == ">" {
                        d -= 1;
                        if d == 0 {
                            break;
                        }
                    }
                    k += 1;
                }
            }
            _ if s.m.toks[k].kind == TK::Ident => words.push(s.m.toks[k].text.clone()),
            "(" if !words.is_empty() => {
                // an abstract declarator: `(&)[4]`, `(*)[2][3]`, `(&)(int)`; anything else in
                // parentheses is not understood
                let mut j = k + 1;
                let (mut r, mut p) = (0u8, 0u8);
                while j < b && matches!(s.t(j), "&" | "&&" | "*" | "const" | "volatile") {
                    match s.t(j) {
                        "&" => r = 1,
                        "&&" => r = if r == 1 { 1 } else { 2 },
                        "*" => p = p.saturating_add(1),
                        _ => {}
                    }
                    j += 1;
                }
                if j >= b || s.t(j) != ")" || j == k + 1 || x.reference != 0 {
                    return None;
                }
                j += 1;
                let mut dims = 0u8;
                let mut func = false;
                while j < b {
                    let (open, close) = match s.t(j) {
                        "[" => ("[", "]"),
                        "(" if !func && dims == 0 => ("(", ")"),
                        _ => return None,
                    };
                    let mut d = 0usize;
                    while j < b {
                        if s.t(j) == open {
                            d += 1;
                        } else if s.t(j) == close {
                            d -= 1;
                            if d == 0 {
                                break;
                            }
                        }
                        j += 1;
                    }
                    if j >= b {
                        return None;
                    }
                    if open == "(" {
                        func = true;
                    } else {
                        dims = dims.saturating_add(1);
                    }
                    j += 1;
                }
                x.reference = r;
                x.ptr = x
                    .ptr
                    .saturating_add(p)
                    .saturating_add(dims)
                    .saturating_add(func as u8);
                k = b;
                continue;
            }
            "(" | "[" => return None,
            _ => {}
        }
        k += 1;
    }
    let builtins: Vec<&str> = words
        .iter()
        .map(|w| w.as_ref())
        .filter(|w| crate::parse::BUILTIN_TYPE_WORDS.contains(w))
        .collect();
    if !builtins.is_empty() && builtins.len() == words.len() {
        x.builtin = builtins.join(" ");
        return Some(x);
    }
    x.path = words
        .into_iter()
        .filter(|w| !crate::parse::BUILTIN_TYPE_WORDS.contains(&w.as_ref()))
        .collect();
    if x.ptr == 0 && x.reference == 0 {
        x.cls = s
            .lookup(scope, &x.path, Some(a))
            .iter()
            .find_map(|y| match y {
                Sym::Class(c) => Some(s.defined(*c)),
                _ => None,
            });
    }
    Some(x)
}

/// Substitute the template arguments of a kernel instantiation into its parameters and run the
/// parameter rules (I.4.9.3, I.4.20.8, I.4.10.3/4), reporting at the parameter (or, for the rules
/// whose readings say so, at the instantiating launch `launch`).
pub(crate) fn instantiated_params(
    cx: &mut Cx,
    k: Id,
    launch: Option<usize>,
    targs: Option<(usize, usize)>,
    args: &[(usize, usize)],
    scope: Id,
) {
    let s = cx.s;
    let m = s.m;
    let kf = &m.funcs[k];
    let Some(tps) = &kf.tparams else { return };
    let explicit: Vec<(usize, usize)> = match targs {
        Some((a, b)) => split_top(s, a, b),
        None => vec![],
    };
    for (i, p) in kf.params.iter().enumerate() {
        if p.ellipsis
            || p.ty.path.len() != 1
            || p.ty.ptr > 0
            || !p.ty.dims.is_empty()
            || p.ty.targs.is_some()
        {
            continue;
        }
        let Some(ti) = tps
            .iter()
            .position(|t| t.name.as_ref() == Some(&p.ty.path[0]) && t.is_type && !t.pack)
        else {
            continue;
        };
        let sub = if let Some(&(a, b)) = explicit.get(ti) {
            let mut x = match targ_type(s, a, b, scope) {
                Some(x) => x,
                None => continue,
            };
            if p.ty.reference == 2 && x.reference == 0 {
                x.reference = 2;
            } else if p.ty.reference == 1 {
                x.reference = 1;
            }
            x
        } else {
            let Some(&(a, b)) = args.get(i) else { continue };
            let Some(mut x) = arg_type(s, a, b, 0) else {
                continue;
            };
            x.reference = match p.ty.reference {
                2 => {
                    if x.lvalue {
                        1
                    } else {
                        2
                    }
                }
                r => r,
            };
            x
        };
        if p.ty.reference == 0 && sub.reference == 0 && sub.cls.is_none() && sub.path.is_empty() {
            continue;
        }
        if p.ty.reference == 1 {
            continue; // already reported on the template itself
        }
        global_param_checks(cx, p.tok, launch, &kf.name, &sub);
    }
}

pub(crate) fn lambda_params(cx: &mut Cx) {
    let s = cx.s;
    for lam in &s.m.lambdas {
        for p in &lam.params {
            if p.mem.any() {
                cx.emit(
                    if p.mem_tok > 0 { p.mem_tok } else { p.tok },
                    rid!("memspace.no-parameter"),
                    format!("{} is not allowed on a formal parameter", p.mem.name()),
                );
            }
        }
    }
}

pub(crate) fn signature_types(cx: &mut Cx, f: Id) {
    let s = cx.s;
    let func = &s.m.funcs[f];
    let pscope = s.param_scope(func);
    for p in &func.params {
        if p.ellipsis {
            continue;
        }
        if ty_has_word(s, &p.ty, pscope, "_Complex") {
            cx.emit(
                p.tok,
                rid!("hostext.complex-host-only"),
                "_Complex types are only supported in host code",
            );
        }
        if ty_has_word(s, &p.ty, pscope, "__float128") || ty_has_word(s, &p.ty, pscope, "_Float128")
        {
            cx.emit(
                p.tok,
                rid!("hostext.float128-host-only"),
                "__float128 is only supported in host code",
            );
        }
    }
}
// ---------------------------------------------------------------------- launches

pub(crate) fn launches(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    // the `__shared__` variables without initializer (few), read at each template launch
    let shared: Vec<Id> = (0..m.vars.len())
        .filter(|&v| {
            m.vars[v].mem.shared && !m.vars[v].is_extern && m.vars[v].init == InitKind::None
        })
        .collect();
    for l in &m.launches {
        if l.path.is_empty() {
            continue;
        }
        let syms = s.lookup(l.scope, &l.path, Some(l.name_tok));
        let fs: Vec<Id> = syms
            .iter()
            .filter_map(|x| if let Sym::Func(f) = x { Some(*f) } else { None })
            .collect();
        let dev = s.is_device_code(l.scope);
        let host = s.is_host_code(l.scope);
        if !fs.is_empty()
            && fs
                .iter()
                .all(|&f| s.func_space(f).is_some_and(|sp| !sp.global))
        {
            if dev {
                cx.emit(
                    l.name_tok,
                    rid!("dp.exec.launch-target-global"),
                    format!(
                        "'{}' is not a __global__ function and cannot be launched",
                        l.path.last().unwrap()
                    ),
                );
            }
            continue;
        }
        let kernels: Vec<Id> = fs
            .iter()
            .copied()
            .filter(|&f| s.func_space(f).is_some_and(|sp| sp.global))
            .collect();
        if dev && !s.opts.rdc {
            cx.emit(
                l.tok,
                rid!("dp.build.rdc-required"),
                "a kernel launch from device code requires relocatable device code (-rdc=true)",
            );
        }
        if kernels.is_empty() {
            continue;
        }
        let k = kernels[0];
        let kf = &m.funcs[k];
        if kf.tparams.is_some() {
            if let Some(targs) = l.targs {
                instantiated_shared_vars(cx, k, &shared, targs, (l.scope, l.tok));
            }
            instantiated_params(cx, k, Some(l.name_tok), l.targs, &l.args, l.scope);
            let env = launch_int_env(s, k, l.targs, &l.args);
            instantiated_param_size(cx, k, &env);
        }
        // argument checks
        let tree_args = if dev { s.exprs().launch_args(l) } else { None };
        let pscope = s.param_scope(kf);
        for (i, &(a, b)) in l.args.iter().enumerate() {
            let Some(p) = kf.params.get(i) else { break };
            let (pt, psc) = s.resolve_ty_ref(&p.ty, pscope);
            // nvstd::function from host
            let last = pt.path.last().map(|x| x.as_ref()).unwrap_or("");
            let mut is_nvfn = last == "function"
                && pt.ptr == 0
                && pt.reference == 0
                && pt.path.first().is_some_and(|x| &**x == "nvstd");
            if !is_nvfn
                && pt.path.len() == 1
                && pt.ptr == 0
                && kf
                    .tparams
                    .iter()
                    .flatten()
                    .any(|t| t.name.as_ref() == Some(&pt.path[0]))
            {
                is_nvfn = arg_type(s, a, b, 0).is_some_and(|x| {
                    x.ptr == 0
                        && x.path.len() == 2
                        && &*x.path[0] == "nvstd"
                        && &*x.path[1] == "function"
                });
            }
            if host && is_nvfn {
                cx.emit(
                    l.name_tok,
                    rid!("nvfunction.no-global-param-from-host"),
                    "an nvstd::function cannot be passed from host code to a __global__ function",
                );
            }
            if dev {
                // trivially copyable and destructible arguments
                let mut cls = if pt.ptr == 0 && pt.reference == 0 {
                    s.class_of_ty(&pt, psc, 0)
                } else {
                    None
                };
                if cls.is_none()
                    && pt.ptr == 0
                    && pt.path.len() == 1
                    && kf
                        .tparams
                        .iter()
                        .flatten()
                        .any(|t| t.name.as_ref() == Some(&pt.path[0]))
                {
                    // deduced from the argument: its type in the tree (`h.n`, `h.a[1]`,
                    // `make()`), else (an `auto` variable, outside the trees) the token reading
                    let from_tree = tree_args.as_ref().and_then(|ns| {
                        let t = s.exprs().ty(s, ns[i]);
                        if !t.known() {
                            return None;
                        }
                        Some(match (t.base, t.ptr, t.arr) {
                            (expr::Base::Class(c), 0, 0) => Some(c),
                            (expr::Base::Closure(l), 0, 0) => Some(m.lambdas[l].closure),
                            _ => None,
                        })
                    });
                    cls = match from_tree {
                        Some(c) => c,
                        None => {
                            arg_type(s, a, b, 0).and_then(|x| if x.ptr == 0 { x.cls } else { None })
                        }
                    };
                }
                if let Some(c) = cls {
                    if !trivially_copyable(s, c) || s.trivial_dtor(c, 0) == Tri::No {
                        cx.emit(l.name_tok, rid!("global.device-launch-trivially-copyable"), format!("argument {} of a device-side launch is not trivially copyable and destructible", i + 1));
                    }
                }
                // pointers to local / shared memory: from the tree, else the tokens
                match &tree_args {
                    Some(ns) => local_pointer_node(cx, ns[i]),
                    None => local_pointer_arg(cx, a, b, l.scope),
                }
            }
        }
        // template arguments of __global__ template instantiations
        if kf.tparams.is_some() {
            let mut classes: Vec<(Id, usize)> = Vec::new();
            if let Some((ta, tb)) = l.targs {
                let tps = kf.tparams.as_deref().unwrap_or(&[]);
                for c in targ_classes(s, &[tps], ta, tb, l.scope) {
                    classes.push((c, l.name_tok));
                }
                for c in auto_nttp_closures(s, k, ta, tb, l.scope) {
                    classes.push((c, l.name_tok));
                }
            }
            // deduced: argument types
            for (i, &(a, b)) in l.args.iter().enumerate() {
                let Some(p) = kf.params.get(i).or(kf.params.last()) else {
                    break;
                };
                let tnames: Vec<Rc<str>> = kf
                    .tparams
                    .iter()
                    .flatten()
                    .filter_map(|t| t.name.clone())
                    .collect();
                let mentions_tparam =
                    p.ty.idents
                        .iter()
                        .any(|&k| tnames.iter().any(|n| **n == *s.t(k)))
                        || p.ty.path.iter().any(|x| tnames.contains(x));
                if !mentions_tparam {
                    continue;
                }
                for c in expr_classes(s, a, b, l.scope, 0) {
                    classes.push((c, l.name_tok));
                }
            }
            template_arg_classes(cx, &classes, l.scope, true);
        }
    }
}

pub(crate) fn trivially_copyable(s: &Sema, c: Id) -> bool {
    let m = s.m;
    let c = s.defined(c);
    let k = &m.classes[c];
    if !k.defined {
        return true;
    }
    for &f in &k.methods {
        let func = &m.funcs[f];
        if func.kind == FnKind::Ctor && func.params.len() == 1 && !func.defaulted && !func.deleted {
            let p = &func.params[0];
            if p.ty.path.last().is_some_and(|n| Some(n) == k.name.as_ref()) && p.ty.reference > 0 {
                return false;
            }
        }
        if func.is_virtual {
            return false;
        }
        if func.kind == FnKind::Operator
            && &*func.name == "operator="
            && !func.defaulted
            && !func.deleted
        {
            return false;
        }
    }
    if k.bases.iter().any(|b| b.is_virtual) {
        return false;
    }
    for b in &k.bases {
        if let Some(bc) = s.class_by_path(k.scope, &b.path) {
            if bc != c && !trivially_copyable(s, bc) {
                return false;
            }
        }
    }
    for f in s.nonstatic_fields(c) {
        if let Some(fc) = s.field_class(f) {
            if fc != c && !trivially_copyable(s, fc) {
                return false;
            }
        }
    }
    true
}

/// A launch argument that points into a local or `__shared__` variable of the parent (D.2.2.1.4,
/// D.2.2.1.5), read from the tree: `&v`, `&v.m`, `&v[i]` into an array, or an array `v` that
/// decays. A local reference (`int& r = g;`) is not local storage: `&r` is `g`'s address.
pub(crate) fn local_pointer_node(cx: &mut Cx, n: expr::Nid) {
    let s = cx.s;
    let ex = s.exprs();
    let Some((u, addr)) = ex.storage_of(s, n) else {
        return;
    };
    let Some(v) = s.use_var(u) else { return };
    let var = &s.m.vars[v];
    if var.ty.reference > 0 {
        return;
    }
    pointer_into_var(cx, s.m.uses[u].tok, v, addr);
}

pub(crate) fn local_pointer_arg(cx: &mut Cx, a: usize, b: usize, scope: Id) {
    let s = cx.s;
    let m = s.m;
    let mut k = a;
    let addr = s.t(k) == "&";
    if addr {
        k += 1;
    }
    let Some(u) = s.use_at(k) else { return };
    let us = &m.uses[u];
    if us.tok + 1 != b {
        return;
    }
    let Some(v) = s.use_var(u) else { return };
    let _ = scope;
    pointer_into_var(cx, us.tok, v, addr);
}

/// Passing `&v` (`addr`) or `v` to a child kernel, `v` a variable: an error of D.2.2.1.4 /
/// D.2.2.1.5 when it points into the parent's local or `__shared__` memory.
fn pointer_into_var(cx: &mut Cx, tok: usize, v: Id, addr: bool) {
    let s = cx.s;
    let m = s.m;
    let var = &m.vars[v];
    if var.is_param || !s.is_local_var(v) || var.is_static || var.is_extern {
        return;
    }
    if var.mem.shared {
        if addr || !var.ty.dims.is_empty() {
            cx.emit(
                tok,
                rid!("dp.shared.no-pass"),
                format!(
                    "a pointer to __shared__ variable '{}' is passed to a child kernel",
                    var.name
                ),
            );
        }
        return;
    }
    if var.mem.any() {
        return;
    }
    if addr || !var.ty.dims.is_empty() {
        cx.emit(
            tok,
            rid!("dp.local.no-pass"),
            format!(
                "a pointer to local variable '{}' is passed to a child kernel",
                var.name
            ),
        );
    }
}

/// I.4.11 / I.4.20.1 / I.4.20.8 on the classes used as template arguments.
pub(crate) fn template_arg_classes(
    cx: &mut Cx,
    classes: &[(Id, usize)],
    _scope: Id,
    is_kernel: bool,
) {
    let s = cx.s;
    let m = s.m;
    let mut reported: HashSet<usize> = HashSet::default();
    for &(c, tok) in classes {
        if reported.contains(&tok) {
            continue;
        }
        let k = &m.classes[c];
        if k.is_lambda_closure {
            let Some(l) = lambda_of_closure(s, c) else {
                continue;
            };
            let lam = &m.lambdas[l];
            // defined in a __device__ / __global__ function?
            let in_device = match s.fctx(lam.scope) {
                Some(fc) => s
                    .fctx_space(fc)
                    .is_some_and(|sp| (sp.device || sp.global) && !sp.host),
                None => false,
            };
            if !is_kernel {
                // I.4.11: an unnamed type, whatever the lambda's context; from CUDA 13 not one
                // local to a __device__ / __global__ function (G13 §5.3.10.7)
                if in_device && s.relaxed(rid!("template.arg-unnamed")) {
                    continue;
                }
                cx.emit(tok, rid!("template.arg-unnamed"), "a closure type (an unnamed type) is used in the template argument of a __device__/__constant__ variable template");
                reported.insert(tok);
                continue;
            }
            if in_device {
                continue;
            }
            if is_extended(s, l) {
                continue;
            }
            // a kernel's argument (a variable template's was reported as unnamed above)
            let rule = if s.opts.extended_lambda {
                rid!("global.template-lambda-closure")
            } else {
                rid!("lambda.closure-global-template-arg")
            };
            cx.emit(tok, rule, "the closure type of a lambda not defined in a __device__ or __global__ function (and not an extended lambda) is used in a __global__ template argument");
            reported.insert(tok);
            continue;
        }
        if let Some((rule, why)) = restricted_type(s, c) {
            cx.emit(
                tok,
                rule,
                format!(
                    "type '{}' cannot be used in this template argument: {why}",
                    k.name.as_deref().unwrap_or("<unnamed>")
                ),
            );
            reported.insert(tok);
        }
    }
}

/// Why a class cannot appear in a __global__ / device variable template argument (I.4.11).
pub(crate) fn restricted_type(s: &Sema, c: Id) -> Option<(RuleId, String)> {
    let m = s.m;
    let k = &m.classes[c];
    // from CUDA 13 an unnamed type local to a __device__ / __global__ function may be used
    // (G13 §5.3.10.7, CHANGES.md A42)
    let local_to_device = || match k.local_to {
        Some(Local::Func(f)) => s
            .func_space(f)
            .is_some_and(|sp| (sp.device || sp.global) && !sp.host),
        Some(Local::Lambda(l)) => {
            let sp = s.lambda_space(l);
            (sp.device || sp.global) && !sp.host
        }
        None => false,
    };
    if k.name.is_none() && !(s.relaxed(rid!("template.arg-unnamed")) && local_to_device()) {
        return Some((rid!("template.arg-unnamed"), "the type is unnamed".into()));
    }
    if let Some(lt) = k.local_to {
        let sp = match lt {
            Local::Func(f) => s.func_space(f),
            Local::Lambda(l) => Some(s.lambda_space(l)),
        };
        if let Some(sp) = sp {
            if sp.host {
                return Some((
                    rid!("template.arg-host-local"),
                    "it is defined in a __host__ or __host__ __device__ function".into(),
                ));
            }
        }
    }
    if k.access != Access::Public {
        if let ScopeKind::Class(pc) = m.scopes[k.scope].kind {
            let parent_in_device = match m.classes[pc].local_to {
                Some(Local::Func(f)) => s
                    .func_space(f)
                    .is_some_and(|sp| (sp.device || sp.global) && !sp.host),
                _ => false,
            };
            if !parent_in_device {
                return Some((
                    rid!("template.arg-private-member"),
                    "it is a private or protected class member".into(),
                ));
            }
        }
    }
    None
}

/// Template-ids in code: __device__/__constant__ variable templates and __global__ templates
/// named with explicit template arguments (not launched).
pub(crate) fn template_ids(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for us in &m.uses {
        let Some((ta, tb)) = us.targs else { continue };
        if us.flags & uf::MEMBER != 0 {
            continue;
        }
        let syms = s.lookup(us.scope, &us.path, Some(us.tok));
        let is_var_tmpl = syms.iter().any(|x| matches!(x, Sym::Var(v) if m.vars[*v].tparams.is_some() && (m.vars[*v].mem.device || m.vars[*v].mem.constant || m.vars[*v].mem.managed)));
        let is_kernel = !syms.is_empty()
            && syms
                .iter()
                .all(|x| matches!(x, Sym::Func(f) if m.funcs[*f].sp.global));
        if !is_var_tmpl && !is_kernel {
            continue;
        }
        // launches are handled with their deduced arguments
        if is_kernel && m.launches.iter().any(|l| l.name_tok == us.tok) {
            continue;
        }
        // the parameter lists of the templates named: an enumerator for `int N` is a value
        let tparams: Vec<&[TParam]> = syms
            .iter()
            .filter_map(|x| match x {
                Sym::Func(f) => m.funcs[*f].tparams.as_deref(),
                Sym::Var(v) => m.vars[*v].tparams.as_deref(),
                _ => None,
            })
            .collect();
        let mut found = targ_classes(s, &tparams, ta, tb, us.scope);
        if is_kernel && !is_var_tmpl {
            if let [Sym::Func(f)] = syms.as_slice() {
                found.extend(auto_nttp_closures(s, *f, ta, tb, us.scope));
            }
        }
        let classes: Vec<(Id, usize)> = found.into_iter().map(|c| (c, us.tok)).collect();
        template_arg_classes(cx, &classes, us.scope, is_kernel && !is_var_tmpl);
    }
}

/// Integer values of non-type template parameters, by name.
pub(crate) type IntEnv = Vec<(Rc<str>, i64)>;

/// A template argument (tokens [a, b)) as an integer: a literal, or a name bound in `env`.
pub(crate) fn targ_int(s: &Sema, a: usize, b: usize, env: &IntEnv) -> Option<i64> {
    if b != a + 1 {
        return None;
    }
    let t = &s.m.toks[a];
    match t.kind {
        TK::Num => crate::pp::parse_int(&t.text),
        TK::Ident => env.iter().find(|(n, _)| **n == *t.text).map(|x| x.1),
        _ => None,
    }
}

/// The class template a type names with its own template arguments (`P<4097>`, `ns::P<N>`),
/// when its layout can be substituted: a defined primary template with no specialization, no
/// base and no virtual function, whose parameters are all non-type, one argument each.
pub(crate) fn subst_class(s: &Sema, ty: &Ty, scope: Id, env: &IntEnv) -> Option<(Id, IntEnv)> {
    let (a, b) = ty.targs?;
    if ty.ptr > 0 || ty.reference > 0 || ty.func || ty.decltype.is_some() || s.t(b + 1) == "::" {
        return None;
    }
    let bare = Ty {
        dims: vec![],
        targs: None,
        ..ty.clone()
    };
    let c = s.class_of_ty(&bare, scope, 0)?;
    let k = &s.m.classes[c];
    let tps = k.tparams.as_ref()?;
    if !k.defined
        || k.key == ClassKey::Enum
        || !k.bases.is_empty()
        || s.has_virtual(c, 0) != Tri::No
        || tps
            .iter()
            .any(|t| t.is_type || t.is_template || t.pack || t.name.is_none())
        || s.m.classes.iter().any(|x| {
            x.specialization && x.name == k.name && x.scope == k.scope && !x.is_lambda_closure
        })
    {
        return None;
    }
    // packing and alignment attributes (`#pragma pack`, `__attribute__((packed))`, `alignas`)
    // change the layout: not understood
    let mut head = k.tok;
    while head > 0 && k.tok - head < 64 && !matches!(s.t(head - 1), ";" | "}") {
        head -= 1;
    }
    if s.m.pragmas.iter().any(|(_, t)| t.contains("pack"))
        || (head..k.def_end.min(s.m.toks.len())).any(|j| {
            matches!(
                s.t(j),
                "__attribute__" | "__declspec" | "alignas" | "_Alignas" | "__align__"
            )
        })
    {
        return None;
    }
    let args = split_top(s, a, b);
    if args.len() != tps.len() {
        return None;
    }
    let mut inner = IntEnv::new();
    for (t, &(x, y)) in tps.iter().zip(&args) {
        inner.push((t.name.clone()?, targ_int(s, x, y, env)?));
    }
    Some((c, inner))
}

/// Size and alignment of a type whose array bounds and class template arguments may name the
/// non-type template parameters bound in `env` (a substituted template); None where anything
/// is not understood, and for any name of a template parameter that `env` does not bind.
pub(crate) fn subst_size_align(
    s: &Sema,
    ty: &Ty,
    scope: Id,
    env: &IntEnv,
    unbound: &[Rc<str>],
    depth: usize,
) -> Option<(u64, u64)> {
    if depth > 8 {
        return None;
    }
    if ty
        .idents
        .iter()
        .any(|&k| unbound.iter().any(|n| **n == *s.t(k)))
    {
        return None;
    }
    let (r, sc) = s.resolve_ty_ref(ty, scope);
    let mut count: u64 = 1;
    let mut lit_dims = Vec::new();
    for d in &r.dims {
        let d = d.trim();
        let n = match crate::pp::parse_int(d) {
            Some(n) => n,
            None => env.iter().find(|(x, _)| **x == *d)?.1,
        };
        if n < 0 {
            return None;
        }
        count = count.checked_mul(n as u64)?;
        lit_dims.push(n.to_string());
    }
    if r.targs.is_none() || r.ptr > 0 || r.reference > 0 || r.func {
        let lit = Ty {
            dims: lit_dims,
            ..(*r).clone()
        };
        return size_align(s, &lit, sc, depth + 1);
    }
    let (c, inner) = subst_class(s, &r, sc, env)?;
    let k = &s.m.classes[c];
    let is_union = k.key == ClassKey::Union;
    let (mut off, mut maxal, mut usz) = (0u64, 1u64, 0u64);
    for f in s.nonstatic_fields(c) {
        let v = &s.m.vars[f];
        // a bit-field
        if v.class_def.is_some() || s.t(v.tok + 1) == ":" {
            return None;
        }
        let (fs, fa) = subst_size_align(s, &v.ty, v.scope, &inner, &[], depth + 1)?;
        maxal = maxal.max(fa);
        if is_union {
            usz = usz.max(fs);
        } else {
            off = off.div_ceil(fa) * fa + fs;
        }
    }
    let raw = if is_union { usz } else { off };
    let sz = if raw == 0 {
        1
    } else {
        raw.div_ceil(maxal) * maxal
    };
    Some((sz.checked_mul(count)?, maxal))
}

/// I.4.9.3 on one instantiation of a __global__ template `k`: its parameters with the non-type
/// template parameters bound in `env` substituted; reported at the template, where the
/// parameters are declared. Silent unless every parameter's size is known.
pub(crate) fn instantiated_param_size(cx: &mut Cx, k: Id, env: &IntEnv) {
    let s = cx.s;
    let m = s.m;
    let kf = &m.funcs[k];
    let Some(tps) = &kf.tparams else { return };
    if env.is_empty() || !kf.outer_tparams.is_empty() || tps.iter().any(|t| t.pack) {
        return;
    }
    let unbound: Vec<Rc<str>> = tps
        .iter()
        .filter_map(|t| t.name.clone())
        .filter(|n| !env.iter().any(|(x, _)| x == n))
        .collect();
    let pscope = s.param_scope(kf);
    let mut total: u64 = 0;
    for p in &kf.params {
        if p.ellipsis || p.ty.pack {
            return;
        }
        let Some((sz, al)) = subst_size_align(s, &p.ty, pscope, env, &unbound, 0) else {
            return;
        };
        total = total.div_ceil(al) * al + sz;
    }
    let (limit, words) = param_limit(s);
    if total > limit {
        cx.emit(kf.tok, rid!("global.param-size-limit"), format!("the parameters of __global__ function '{}' take {total} bytes in this instantiation; the limit is {words}", kf.name));
    }
}

/// The non-type template arguments of a launch of __global__ template `k`: written explicitly
/// (`k<4097><<<...>>>`) or deduced from an argument of the same class template specialization
/// (`k<<<...>>>(P<4097>())`, a variable of type `P<4097>`).
pub(crate) fn launch_int_env(
    s: &Sema,
    k: Id,
    targs: Option<(usize, usize)>,
    args: &[(usize, usize)],
) -> IntEnv {
    let m = s.m;
    let kf = &m.funcs[k];
    let mut env = IntEnv::new();
    let Some(tps) = &kf.tparams else { return env };
    let explicit = targs.map_or(vec![], |(a, b)| split_top(s, a, b));
    for (t, &(a, b)) in tps.iter().zip(&explicit) {
        if t.pack {
            break;
        }
        if let (false, false, Some(n)) = (t.is_type, t.is_template, &t.name) {
            if let Some(v) = targ_int(s, a, b, &IntEnv::new()) {
                env.push((n.clone(), v));
            }
        }
    }
    let pscope = s.param_scope(kf);
    for (p, &(a, b)) in kf.params.iter().zip(args) {
        let Some((pa, pb)) = p.ty.targs else { continue };
        if p.ty.ptr > 0 || p.ty.reference > 0 || p.ty.func || !p.ty.dims.is_empty() {
            continue;
        }
        // the argument's class template arguments and scope
        let Some(u) = s.use_at(a) else { continue };
        let us = &m.uses[u];
        let arg = if let (Some((ta, tb)), true) = (us.targs, us.start == a) {
            // `P<4097>(...)` / `P<4097>{...}`: a whole temporary of the specialization
            let e = tb + 1;
            if !matches!(s.t(e), "(" | "{") || m.mat(e).map(|c| c + 1) != Some(b) {
                continue;
            }
            let ty = Ty {
                path: us.path.clone(),
                targs: Some((ta, tb)),
                ..Default::default()
            };
            (ty, us.scope)
        } else if us.start == a && us.tok + 1 == b {
            let Some(v) = s.use_var(u) else { continue };
            let var = &m.vars[v];
            if var.ty.ptr > 0 || var.ty.decltype.is_some() {
                continue;
            }
            let t = Ty {
                reference: 0,
                ..var.ty.clone()
            };
            (t, var.scope)
        } else {
            continue;
        };
        let (aty, ascope) = s.resolve_ty_ref(&arg.0, arg.1);
        if aty.ptr > 0 || !aty.dims.is_empty() || aty.func {
            continue;
        }
        let Some((ac, aenv)) = subst_class(s, &aty, ascope, &IntEnv::new()) else {
            continue;
        };
        let bare = Ty {
            targs: None,
            dims: vec![],
            ..p.ty.clone()
        };
        if s.class_of_ty(&bare, pscope, 0) != Some(ac) {
            continue;
        }
        let pargs = split_top(s, pa, pb);
        if pargs.len() != aenv.len() {
            continue;
        }
        for (&(x, y), (_, v)) in pargs.iter().zip(&aenv) {
            if y != x + 1 {
                continue;
            }
            let name = s.t(x);
            let Some(t) = tps.iter().find(|t| t.name.as_deref() == Some(name)) else {
                continue;
            };
            if t.is_type || t.is_template || t.pack {
                continue;
            }
            match env.iter().find(|(n, _)| **n == *name) {
                Some((_, w)) if w != v => return IntEnv::new(), // conflicting: not understood
                Some(_) => {}
                None => env.push((Rc::from(name), *v)),
            }
        }
    }
    env
}

/// Closure types of the explicit non-type template arguments of __global__ template `k` whose
/// parameter is declared `auto` (a C++20 class-type non-type argument then has the argument's
/// type: I.4.20.1's "non-type argument"). Other non-type parameters convert the argument (a
/// captureless lambda to a function pointer, say) and are left alone.
pub(crate) fn auto_nttp_closures(s: &Sema, k: Id, ta: usize, tb: usize, scope: Id) -> Vec<Id> {
    let m = s.m;
    let mut out = Vec::new();
    let Some(tps) = &m.funcs[k].tparams else {
        return out;
    };
    for (i, &(a, b)) in split_top(s, ta, tb).iter().enumerate() {
        let Some(tp) = tps.get(i).or_else(|| tps.last().filter(|t| t.pack)) else {
            break;
        };
        if tp.is_type || tp.is_template || tp.name.is_none() || tp.tok == 0 {
            continue;
        }
        let mut j = tp.tok - 1;
        while j > 0 && matches!(s.t(j), "..." | "&") {
            j -= 1;
        }
        if s.t(j) != "auto" || s.t(j.wrapping_sub(1)) == "(" {
            continue;
        }
        out.extend(
            expr_classes(s, a, b, scope, 0)
                .into_iter()
                .filter(|&c| m.classes[c].is_lambda_closure),
        );
    }
    out
}

/// I.4.20.4 ([dcl.constexpr]p6): an instantiation of a constexpr function template that cannot
/// be constant-evaluated, used where a constant expression is required. Only the form whose
/// evaluation is certain: a constexpr variable initialized by exactly `F<..., C, ...>(args)`,
/// where F's body is a single unconditional `return` whose expression constructs its type
/// parameter (`T(x)` / `T{x}`) from function parameters of arithmetic type or literals, and the
/// argument C is a class whose constructors are all user-declared and not constexpr (so every
/// way to build a C from such arguments calls a non-constexpr constructor).
pub(crate) fn constexpr_template_instantiations(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for var in &m.vars {
        if !var.is_constexpr || var.init != InitKind::Eq {
            continue;
        }
        let (a, b) = var.init_range;
        let Some(u) = s.use_at(a) else { continue };
        let us = &m.uses[u];
        let Some((ta, tb)) = us.targs else { continue };
        if us.start != a || us.flags & (uf::CALL | uf::MEMBER) != uf::CALL {
            continue;
        }
        let open = tb + 1;
        if s.t(open) != "(" || m.mat(open).map(|c| c + 1) != Some(b) {
            continue;
        }
        let fs = s.use_funcs(u);
        let [f] = fs.as_slice() else { continue };
        let Some(c) = non_constant_instantiation(s, *f, ta, tb, us.scope) else {
            continue;
        };
        let cname = m.classes[c].name.as_deref().unwrap_or("");
        let fname = &m.funcs[*f].name;
        cx.emit(us.tok, rid!("constexpr.template-instantiation"), format!("the instantiation of constexpr function template '{fname}' for '{cname}' calls a constructor of '{cname}' that is not constexpr, so it is not a constexpr function and cannot be used in a constant expression"));
    }
}

/// The class argument C that keeps instantiation `f<targs>` of a constexpr function template
/// from being constant-evaluated (see `constexpr_template_instantiations`); None when unsure.
pub(crate) fn non_constant_instantiation(
    s: &Sema,
    f: Id,
    ta: usize,
    tb: usize,
    scope: Id,
) -> Option<Id> {
    let m = s.m;
    let func = &m.funcs[f];
    let tps = func.tparams.as_ref()?;
    if !func.is_constexpr || !func.outer_tparams.is_empty() || tps.iter().any(|t| t.pack) {
        return None;
    }
    let (ba, bb) = func.body?;
    // `{ return EXPR; }`
    if s.t(ba) != "{" || s.t(ba + 1) != "return" {
        return None;
    }
    // every token of it is evaluated: no conditional, comma, unevaluated operand or lambda
    // anywhere (argument lists with commas are given up on too)
    let mut e = ba + 2;
    while e < bb && s.t(e) != ";" {
        if matches!(
            s.t(e),
            "?" | "&&"
                | "||"
                | ","
                | "sizeof"
                | "decltype"
                | "noexcept"
                | "typeid"
                | "alignof"
                | "_Alignof"
                | "__alignof__"
                | "["
                | "requires"
                | "throw"
                | "if"
                | "return"
        ) {
            return None;
        }
        e += 1;
    }
    if e + 1 != bb {
        return None;
    }
    let explicit = split_top(s, ta, tb);
    // `T(args)` / `T{args}` in the return expression, T a type parameter bound to a class
    let mut k = ba + 2;
    while k < e {
        let t = s.t(k);
        let prev = s.t(k.wrapping_sub(1));
        let i = tps
            .iter()
            .position(|tp| tp.is_type && !tp.is_template && tp.name.as_deref() == Some(t));
        if let (Some(i), true, false) = (
            i,
            matches!(s.t(k + 1), "(" | "{"),
            matches!(prev, "::" | "." | "->" | "typename"),
        ) {
            let close = m.mat(k + 1)?;
            if ctor_args_arithmetic(s, func, k + 2, close) {
                if let Some(&(x, y)) = explicit.get(i) {
                    let at = targ_type(s, x, y, scope)?;
                    if at.ptr == 0 && at.reference == 0 {
                        if let Some(c) = at.cls {
                            if only_non_constexpr_ctors(s, c) {
                                return Some(c);
                            }
                        }
                    }
                }
            }
        }
        k += 1;
    }
    None
}

/// Arguments [a, b) of a construction: at least one, each a numeric literal or a parameter of
/// `func` of a built-in arithmetic type.
pub(crate) fn ctor_args_arithmetic(s: &Sema, func: &Func, a: usize, b: usize) -> bool {
    let args = split_top(s, a, b);
    !args.is_empty()
        && args.iter().all(|&(x, y)| {
            if y != x + 1 {
                return false;
            }
            let t = &s.m.toks[x];
            match t.kind {
                TK::Num => true,
                TK::Ident => func.params.iter().any(|p| {
                    p.name.as_deref() == Some(&*t.text)
                        && p.ty.path.is_empty()
                        && p.ty.ptr == 0
                        && p.ty.dims.is_empty()
                        && !p.ty.func
                        && p.ty.decltype.is_none()
                        && !p.ty.builtin.is_empty()
                        && !matches!(p.ty.builtin.as_str(), "auto" | "void" | "decltype(auto)")
                }),
                _ => false,
            }
        })
}

/// A defined, non-template class without bases whose constructors are all user-declared, none
/// constexpr, defaulted or deleted (so it is no aggregate and no constructor of it is constexpr).
pub(crate) fn only_non_constexpr_ctors(s: &Sema, c: Id) -> bool {
    let k = &s.m.classes[c];
    if !k.defined
        || k.tparams.is_some()
        || k.specialization
        || k.is_lambda_closure
        || k.key == ClassKey::Enum
        || k.key == ClassKey::Union
        || !k.bases.is_empty()
    {
        return false;
    }
    let ctors = s.ctors(c);
    !ctors.is_empty()
        && ctors.iter().all(|&f| {
            let g = &s.m.funcs[f];
            !g.is_constexpr && !g.is_consteval && !g.defaulted && !g.deleted && g.tparams.is_none()
        })
}

pub(crate) fn functions(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for (f, func) in m.funcs.iter().enumerate() {
        // parameters with memory space specifiers
        for p in &func.params {
            if p.mem.any() {
                cx.emit(
                    if p.mem_tok > 0 { p.mem_tok } else { p.tok },
                    rid!("memspace.no-parameter"),
                    format!("{} is not allowed on a formal parameter", p.mem.name()),
                );
            }
        }
        if func.defaulted
            && (func.sp.host || func.sp.device)
            && !func.is_virtual
            && func.qual.is_empty()
            && matches!(func.kind, FnKind::Ctor | FnKind::Dtor | FnKind::Operator)
        {
            cx.emit(func.sp_tok.max(func.start), rid!("defaulted.first-declaration-ignored.annotation"), format!("the execution space annotation is ignored on '{}', which is explicitly defaulted on its first declaration", func.name));
        }
        if !func.sp.global {
            // _Complex / __float128 / long double in device function signatures
            if (func.sp.device) && s.view.is_device() {
                signature_types(cx, f);
            }
            continue;
        }
        let name = &func.name;
        if func.explicit_inst {
            // an explicit instantiation: the primary template's parameters, substituted; the
            // diagnostics go where the parameters are declared (as nvcc reports them)
            let prim = m.funcs.iter().position(|g| {
                g.name == func.name
                    && g.sp.global
                    && g.tparams.is_some()
                    && !g.explicit_inst
                    && g.params.len() == func.params.len()
            });
            if let Some(k) = prim {
                instantiated_params(cx, k, None, func.name_targs, &[], func.scope);
                let env = launch_int_env(s, k, func.name_targs, &[]);
                instantiated_param_size(cx, k, &env);
            }
            continue;
        }
        if func.is_friend && func.body.is_some() {
            cx.emit(
                func.tok,
                rid!("global.no-friend-definition"),
                format!("__global__ function '{name}' cannot be defined in a friend declaration"),
            );
        }
        if func.kind == FnKind::Operator || func.kind == FnKind::Conversion {
            cx.emit(
                func.tok,
                rid!("global.no-operator"),
                "an operator function cannot be a __global__ function",
            );
        }
        let static_member = func.class.is_some()
            && !func.is_friend
            && (func.is_static && func.qual.is_empty()
                || !func.qual.is_empty()
                    && s.redecls(f)
                        .iter()
                        .any(|&g| m.funcs[g].is_static && m.funcs[g].qual.is_empty()));
        if static_member {
            cx.emit(
                func.tok,
                rid!("global.no-static-member"),
                format!("static member function '{name}' cannot be a __global__ function"),
            );
        }
        if let Some(e) = func.exception_spec {
            let _ = e;
            cx.emit(
                func.tok,
                rid!("exception.global-no-spec"),
                format!(
                    "an exception specification is not allowed for __global__ function '{name}'"
                ),
            );
        }
        if func.is_constexpr {
            cx.emit(
                func.tok,
                rid!("global.no-constexpr"),
                format!("__global__ function '{name}' cannot be constexpr"),
            );
        }
        if func.deduced_ret {
            cx.emit(
                func.tok,
                rid!("global.no-deduced-return"),
                format!("__global__ function '{name}' cannot have a deduced return type"),
            );
        }
        if !func.deduced_ret && non_void_return(s, f) {
            cx.emit(
                func.tok,
                rid!("extensions.global-void-return"),
                format!("__global__ function '{name}' must have a void return type"),
            );
        }
        if !func.local && in_inline_unnamed_ns(s, func.scope) {
            cx.emit(func.tok, rid!("memspace.inline-unnamed-namespace"), format!("__global__ function '{name}' cannot be declared in an inline unnamed namespace"));
        }
        if func.variadic {
            let t = func
                .params
                .iter()
                .find(|p| p.ellipsis)
                .map_or(func.tok, |p| p.tok);
            cx.emit(
                t,
                rid!("global.param-no-variadic"),
                format!("__global__ function '{name}' cannot have a variable number of arguments"),
            );
        }
        // variadic templates: one pack, last
        if let Some(tps) = &func.tparams {
            let packs: Vec<usize> = tps
                .iter()
                .enumerate()
                .filter(|(_, t)| t.pack)
                .map(|(i, _)| i)
                .collect();
            if packs.len() > 1 {
                cx.emit(
                    tps[packs[0]].tok,
                    rid!("global.variadic-template-one-pack"),
                    format!(
                        "variadic __global__ template '{name}' has more than one parameter pack"
                    ),
                );
            } else if let Some(&p) = packs.first() {
                if p + 1 != tps.len() {
                    cx.emit(tps[p].tok, rid!("global.variadic-template-pack-last"), format!("the parameter pack of variadic __global__ template '{name}' is not its last template parameter"));
                }
            }
        }
        let tparam_names: Vec<Rc<str>> = func
            .tparams
            .iter()
            .flatten()
            .filter_map(|t| t.name.clone())
            .chain(
                func.outer_tparams
                    .iter()
                    .flatten()
                    .filter_map(|t| t.name.clone()),
            )
            .collect();
        let mut total: Option<u64> = Some(0);
        let pscope = s.param_scope(func);
        for p in &func.params {
            if p.ellipsis {
                continue;
            }
            let (r, sc) = s.resolve_ty_ref(&p.ty, pscope);
            let is_tparam = p.ty.path.len() == 1 && tparam_names.contains(&p.ty.path[0]);
            if !(is_tparam && r.reference == 2) {
                let a = ArgTy::from_ty(s, &r, sc);
                global_param_checks(cx, p.tok, None, name, &a);
            }
            total = match (total, size_align(s, &p.ty, pscope, 0)) {
                (Some(t), Some((sz, al))) => Some(t.div_ceil(al) * al + sz),
                _ => None,
            };
        }
        if let Some(t) = total {
            let (limit, words) = param_limit(s);
            if t > limit && func.tparams.is_none() {
                cx.emit(func.tok, rid!("global.param-size-limit"), format!("the parameters of __global__ function '{name}' take {t} bytes; the limit is {words}"));
            }
        }
        signature_types(cx, f);
    }
}

/// B.1.1: "A __global__ function must have void return type". True only for a return type known
/// not to be `void` (through typedefs): a builtin other than `void`, a pointer or reference, or a
/// class; a template parameter or a type the checker cannot resolve is left alone (a dependent
/// type is only known at instantiation).
fn non_void_return(s: &Sema, f: Id) -> bool {
    let func = &s.m.funcs[f];
    let Some(ret) = &func.ret else {
        return false;
    };
    let (r, sc) = s.resolve_ty_ref(ret, func.scope);
    if r.decltype.is_some() || r.func {
        return false;
    }
    if r.ptr > 0 || r.reference > 0 {
        return true;
    }
    if r.path.is_empty() {
        return !r.builtin.is_empty() && r.builtin != "void" && r.builtin != "auto";
    }
    s.class_of_ty(&r, sc, 0).is_some()
}

/// I.4.3.1 in an instantiation: a `__shared__ T` variable of a `__global__` template launched
/// with explicit template arguments, `T` a template type parameter whose argument is a class
/// without an empty default constructor (at the launch, the point of instantiation). Only the
/// plain `T` spelling is substituted; a variable with an initializer is the initializer rules'.
fn instantiated_shared_vars(
    cx: &mut Cx,
    k: Id,
    shared: &[Id],
    targs: (usize, usize),
    (scope, point): (Id, usize),
) {
    let s = cx.s;
    let m = s.m;
    let kf = &m.funcs[k];
    let (Some(tps), Some((ba, bb))) = (&kf.tparams, kf.body) else {
        return;
    };
    let explicit = split_top(s, targs.0, targs.1);
    for &v in shared {
        let var = &m.vars[v];
        if var.tok <= ba
            || var.tok >= bb
            || var.ty.path.len() != 1
            || var.ty.ptr > 0
            || var.ty.reference > 0
            || var.ty.targs.is_some()
            || var.ty.func
        {
            continue;
        }
        let Some(ti) = tps
            .iter()
            .position(|t| t.name.as_ref() == Some(&var.ty.path[0]) && t.is_type && !t.pack)
        else {
            continue;
        };
        let Some(&(a, b)) = explicit.get(ti) else {
            continue;
        };
        let Some(x) = targ_type(s, a, b, scope) else {
            continue;
        };
        let (true, Some(c)) = (x.ptr == 0 && x.reference == 0, x.cls) else {
            continue;
        };
        if let Err((rule, why)) = s.ctor_empty(c, point, 0) {
            cx.emit(
                var.tok,
                rule,
                format!(
                    "'{}' cannot be a __shared__ variable in this instantiation: {}",
                    var.name, why
                ),
            );
        }
    }
}

/// The limit on a `__global__` function's parameters: 4 KB, and from CUDA 12.1 32,764 bytes
/// (CHANGES.md A26). The 12.x guide keeps 4 KB for targets older than Volta; the checker does
/// not model the target architecture, and CUDA 13 targets none older than Turing.
fn param_limit(s: &Sema) -> (u64, &'static str) {
    if s.relaxed(rid!("global.param-size-limit")) {
        (32_764, "32,764 bytes")
    } else {
        (4096, "4 KB")
    }
}
