//! Extended lambdas (I.6): definition, restrictions 1-12 and 14, 16, 17 on one view, and the
//! `*this` capture rules (I.6.4). Restrictions 13 and 15 compare views (crossview.rs).

use crate::expr::NK;
use crate::model::*;
use crate::query::*;
use crate::rules::rid;
use crate::sema::{Fctx, Sema};
use std::rc::Rc;

fn is_device_only_ext(s: &Sema, l: Id) -> bool {
    is_extended(s, l) && !s.m.lambdas[l].sp.host
}

pub fn run(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for (l, lam) in m.lambdas.iter().enumerate() {
        let annotated = lam.sp.host || lam.sp.device;
        let tok = lam.tok;
        if annotated && !s.opts.extended_lambda {
            cx.emit(
                if lam.sp_tok > 0 { lam.sp_tok } else { tok },
                rid!("xlambda.flag"),
                "__host__ or __device__ annotation on a lambda requires the --extended-lambda flag",
            );
            continue;
        }
        if let Some(t) = lam.late_annotation {
            cx.emit(t, rid!("xlambda.annotation-position"), "an execution space annotation must come after the lambda-introducer and before the lambda-declarator");
        }
        this_capture(cx, l);
        if !lam.sp.device {
            continue;
        }
        let e = enclosing(s, l);
        let hd = lam.sp.host && lam.sp.device;
        // the innermost enclosing function scope decides whether this is an extended lambda
        let inner_host = match s.fctx(lam.scope) {
            Some(Fctx::Func(f)) => {
                !s.space_macro_unknown(f) && s.func_space(f).is_none_or(|sp| sp.host)
            }
            Some(Fctx::Lambda(o)) => s.lambda_space(o).host,
            None => true,
        };
        if !inner_host {
            continue;
        }
        // restriction 3: nested in lambdas none of which is inside a function
        if e.func.is_none() {
            if !e.lambdas.is_empty() {
                cx.emit(tok, rid!("xlambda.restriction-3"), "the outermost lambda enclosing this extended lambda is not defined in a function");
            }
            continue;
        }
        let f = e.func.unwrap();
        let fsp = s.func_space(f).unwrap_or(Spaces {
            host: true,
            device: true,
            global: false,
        });
        if !fsp.host {
            continue; // defined in a __device__/__global__ function: not extended
        }
        // restriction 1 / 2: inside another extended lambda / a generic lambda
        if e.lambdas.iter().any(|&o| is_extended(s, o)) {
            cx.emit(
                tok,
                rid!("xlambda.restriction-1"),
                "an extended lambda cannot be defined within another extended lambda",
            );
            continue;
        }
        if e.lambdas.iter().any(|&o| m.lambdas[o].generic) {
            cx.emit(
                tok,
                rid!("xlambda.restriction-2"),
                "an extended lambda cannot be defined within a generic lambda",
            );
            continue;
        }
        let func = &m.funcs[f];
        // restriction 6: enclosing function is a member of a local class
        let local_class = func.class.is_some_and(|c| m.classes[c].local_to.is_some());
        if local_class || (func.local && func.class.is_some()) {
            cx.emit(tok, rid!("xlambda.restriction-6"), "an extended lambda cannot be defined in a member function of a class local to a function");
            continue;
        }
        // restriction 4: the enclosing function must be named and addressable
        if let Some(why) = addressable(s, f) {
            cx.emit(
                tok,
                rid!("xlambda.restriction-4"),
                format!("the enclosing function of an extended lambda {why}"),
            );
            continue;
        }
        // restriction 5: a class typedef shadows a template parameter of the enclosing function
        if shadowed_tparam(s, f) {
            cx.emit(tok, rid!("xlambda.restriction-5"), "the address of the enclosing function cannot be taken unambiguously (a class typedef hides a template parameter)");
            continue;
        }
        // restriction 7: deduced return type
        if s.redecls(f).iter().any(|&g| m.funcs[g].deduced_ret) {
            cx.emit(
                tok,
                rid!("xlambda.restriction-7"),
                "the enclosing function of an extended lambda cannot have a deduced return type",
            );
            continue;
        }
        // restriction 8: __host__ __device__ extended lambdas cannot be generic
        if hd && lam.generic {
            cx.emit(
                tok,
                rid!("xlambda.restriction-8"),
                "a __host__ __device__ extended lambda cannot be a generic lambda",
            );
            continue;
        }
        // restriction 9: template constraints of the enclosing function
        if let Some(why) = template_constraints(s, f) {
            cx.emit(
                tok,
                rid!("xlambda.restriction-9"),
                format!("the enclosing function template of an extended lambda {why}"),
            );
            continue;
        }
        captures(cx, l, f, hd);
        let held_constexpr = m
            .vars
            .iter()
            .any(|v| v.is_constexpr && v.init != InitKind::None && v.init_range.0 == tok);
        if lam.is_constexpr || held_constexpr {
            cx.emit(tok, rid!("xlambda.restriction-12.not-constexpr"), "an extended lambda cannot be declared constexpr (its closure type is not a literal type)");
        }
    }
    constexpr_calls(cx);
    instantiation_args(cx);
    class_template_instantiations(cx);
    host_introspection(cx);
    trait_asserts(cx);
    trait_template_args(cx);
}

const CLOSURE_TRAITS: &[&str] = &[
    "is_trivially_copyable",
    "is_trivially_constructible",
    "is_trivially_copy_constructible",
    "is_trivially_move_constructible",
    "is_trivially_destructible",
    "is_trivially_copyable_v",
    "is_trivially_constructible_v",
    "is_trivially_copy_constructible_v",
    "is_trivially_move_constructible_v",
    "is_trivially_destructible_v",
];

/// Restriction 17: the affected type traits, applied to a closure type of an extended lambda
/// (directly or through a template parameter instantiated with one), used in the template
/// arguments of a __global__ function or a __device__/__constant__/__managed__ variable template.
fn trait_template_args(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !m.lambdas.iter().enumerate().any(|(l, _)| is_extended(s, l)) {
        return;
    }
    // template parameter names instantiated with an extended closure type somewhere
    let mut closure_tparams: Vec<Rc<str>> = Vec::new();
    for (u, us) in m.uses.iter().enumerate() {
        let Some((a, b)) = us.targs else { continue };
        let has_closure = range_classes(s, a, b, us.scope, 0)
            .iter()
            .any(|&c| lambda_of_closure(s, c).is_some_and(|l| is_extended(s, l)));
        if !has_closure {
            continue;
        }
        for f in s.use_funcs(u) {
            for t in m.funcs[f].tparams.iter().flatten() {
                if let Some(n) = &t.name {
                    closure_tparams.push(n.clone());
                }
            }
        }
    }
    for us in m.uses.iter() {
        let Some((a, b)) = us.targs else { continue };
        let syms = s.lookup(us.scope, &us.path, Some(us.tok));
        let target = syms.iter().any(|x| match x {
            Sym::Func(f) => m.funcs[*f].sp.global,
            Sym::Var(v) => m.vars[*v].tparams.is_some() && m.vars[*v].mem.any(),
            _ => false,
        });
        if !target {
            continue;
        }
        for k in a..b {
            if !CLOSURE_TRAITS.contains(&s.t(k)) || s.t(k + 1) != "<" {
                continue;
            }
            let arg = s.t(k + 2);
            let via_tparam = closure_tparams.iter().any(|n| **n == *arg);
            let via_decltype = arg == "decltype"
                && s.use_at(k + 4)
                    .and_then(|u| s.use_var(u))
                    .and_then(|v| var_lambda(s, v))
                    .is_some_and(|l| is_extended(s, l));
            if via_tparam || via_decltype {
                cx.emit(us.tok, rid!("xlambda.restriction-17"), format!("the result of std::{} on an extended lambda's closure type may differ between the CUDA front end and the host compiler; it must not be used in this template argument", s.t(k)));
                break;
            }
        }
    }
}

/// `static_assert`s over the extended-lambda type traits (I.6.1), evaluated.
fn trait_asserts(cx: &mut Cx) {
    let s = cx.s;
    for &(kw, a, b, scope) in &s.m.static_asserts {
        // the condition ends at the first top-level comma
        let mut e = a;
        while e < b {
            match s.t(e) {
                "(" | "[" | "{" => {
                    e = s.m.mat(e).map_or(e + 1, |c| c + 1);
                    continue;
                }
                "," => break,
                _ => {}
            }
            e += 1;
        }
        if !(a..e).any(|k| s.t(k).starts_with("__nv_is_extended_")) {
            continue;
        }
        let mut p = TraitEval {
            s,
            k: a,
            end: e,
            scope,
            ok: true,
            bound: None,
        };
        let v = p.or();
        if p.ok && p.k == e && !v {
            cx.emit(kw, rid!("xlambda.traits"), "static assertion failed: the extended-lambda type trait does not hold for this type");
            continue;
        }
        if p.ok {
            continue;
        }
        // in a function template: evaluate it for each call that deduces a type template
        // parameter from a lambda argument
        for (name, l) in deduced_closure_args(s, scope) {
            let mut p = TraitEval {
                s,
                k: a,
                end: e,
                scope,
                ok: true,
                bound: Some((name, l)),
            };
            let v = p.or();
            if p.ok && p.k == e && !v {
                cx.emit(kw, rid!("xlambda.traits"), "static assertion failed in an instantiation: the extended-lambda type trait does not hold for the closure type deduced for the template parameter");
                break;
            }
        }
    }
}

/// For a scope inside a function template: (type template parameter, lambda) for each call of
/// the template without explicit template arguments whose argument for a parameter declared
/// `T`, `const T &` or `T &&` is a lambda expression or a variable holding one.
fn deduced_closure_args(s: &Sema, scope: Id) -> Vec<(Rc<str>, Id)> {
    let m = s.m;
    let mut out = Vec::new();
    let Some(Fctx::Func(f)) = s.fctx(scope) else {
        return out;
    };
    let Some(tps) = &m.funcs[f].tparams else {
        return out;
    };
    let group = s.redecls(f);
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & (uf::CALL | uf::MEMBER) != uf::CALL || us.targs.is_some() {
            continue;
        }
        let fs = s.use_funcs(u);
        // the call must name this template only
        if fs.is_empty() || !fs.iter().all(|g| group.contains(g)) {
            continue;
        }
        let func = &m.funcs[f];
        if func.params.len() != us.args.len() {
            continue;
        }
        for (p, &(a, b)) in func.params.iter().zip(us.args.iter()) {
            let t = &p.ty;
            if t.path.len() != 1 || t.ptr != 0 || !t.dims.is_empty() || t.pack || t.func {
                continue;
            }
            if t.reference == 1 && !t.is_const {
                continue;
            }
            let n = &t.path[0];
            if !tps
                .iter()
                .any(|tp| tp.name.as_ref() == Some(n) && tp.is_type && !tp.pack)
            {
                continue;
            }
            let l = m
                .lambdas
                .iter()
                .position(|x| x.tok == a && x.end == b)
                .or_else(|| {
                    let w = s.use_at(a)?;
                    if m.uses[w].tok + 1 != b {
                        return None;
                    }
                    let v = s.use_var(w)?;
                    var_lambda(s, v)
                });
            if let Some(l) = l {
                out.push((n.clone(), l));
            }
        }
    }
    out
}

/// An extended __device__ lambda with a trailing return type that names none of its
/// parameters (I.6.1, __nv_is_extended_device_lambda_with_preserved_return_type).
fn preserved_return(s: &Sema, l: Id) -> bool {
    let lam = &s.m.lambdas[l];
    let Some(r) = &lam.ret else { return false };
    let names: Vec<&Rc<str>> = lam.params.iter().filter_map(|p| p.name.as_ref()).collect();
    let mut idents = r.idents.clone();
    if let Some((a, b)) = r.decltype {
        idents.extend(a..b);
    }
    !idents
        .iter()
        .any(|&k| names.iter().any(|n| ***n == *s.t(k)))
}

struct TraitEval<'a, 'b> {
    s: &'b Sema<'a>,
    k: usize,
    end: usize,
    scope: Id,
    ok: bool,
    /// A template parameter standing for a lambda's closure type (one instantiation).
    bound: Option<(Rc<str>, Id)>,
}

impl TraitEval<'_, '_> {
    fn or(&mut self) -> bool {
        let mut v = self.and();
        while self.k < self.end && self.s.t(self.k) == "||" {
            self.k += 1;
            let r = self.and();
            v = v || r;
        }
        v
    }
    fn and(&mut self) -> bool {
        let mut v = self.unary();
        while self.k < self.end && self.s.t(self.k) == "&&" {
            self.k += 1;
            let r = self.unary();
            v = v && r;
        }
        v
    }
    fn unary(&mut self) -> bool {
        let s = self.s;
        if self.k >= self.end {
            self.ok = false;
            return false;
        }
        match s.t(self.k) {
            "!" => {
                self.k += 1;
                !self.unary()
            }
            "(" => {
                let c = s.m.mat(self.k).unwrap_or(self.end);
                let save = self.end;
                self.end = c;
                self.k += 1;
                let v = self.or();
                if self.k != c {
                    self.ok = false;
                }
                self.end = save;
                self.k = c + 1;
                v
            }
            "true" => {
                self.k += 1;
                true
            }
            "false" => {
                self.k += 1;
                false
            }
            t if t.starts_with("__nv_is_extended_") && s.t(self.k + 1) == "(" => {
                let hd = t.contains("host_device");
                let preserved = t.contains("preserved_return");
                let open = self.k + 1;
                let c = s.m.mat(open).unwrap_or(self.end);
                self.k = c + 1;
                match self.closure_kind(open + 1, c) {
                    Some(Some((is_ext, lhd, pr))) => is_ext && lhd == hd && (!preserved || pr),
                    Some(None) => false,
                    None => {
                        self.ok = false;
                        false
                    }
                }
            }
            _ => {
                self.ok = false;
                false
            }
        }
    }
    /// Some(Some((extended, host_device))) for a closure type, Some(None) for another known
    /// type, None when unknown.
    fn closure_kind(&self, a: usize, b: usize) -> Option<Option<(bool, bool, bool)>> {
        let s = self.s;
        if s.t(a) == "decltype" && s.t(a + 1) == "(" && s.m.mat(a + 1) == Some(b - 1) {
            let u = s.use_at(a + 2)?;
            if s.m.uses[u].tok + 1 != b - 1 {
                return None;
            }
            let v = s.use_var(u)?;
            return match var_lambda(s, v) {
                Some(l) => Some(Some((
                    is_extended(s, l),
                    s.m.lambdas[l].sp.host && s.m.lambdas[l].sp.device,
                    preserved_return(s, l),
                ))),
                None => {
                    let var = &s.m.vars[v];
                    if var.ty.is_auto() {
                        None
                    } else {
                        Some(None)
                    }
                }
            };
        }
        // a named type
        if b == a + 1
            || (b > a
                && (a..b).all(|k| s.m.toks[k].kind == crate::lex::TK::Ident || s.t(k) == "::"))
        {
            let path: Vec<Rc<str>> = (a..b)
                .filter(|&k| s.t(k) != "::")
                .map(|k| s.m.toks[k].text.clone())
                .collect();
            if crate::parse::BUILTIN_TYPE_WORDS.contains(&&*path[0]) {
                return Some(None);
            }
            if let Some((n, l)) = &self.bound {
                if path.len() == 1 && path[0] == *n {
                    let l = *l;
                    return Some(Some((
                        is_extended(s, l),
                        s.m.lambdas[l].sp.host && s.m.lambdas[l].sp.device,
                        preserved_return(s, l),
                    )));
                }
            }
            let syms = s.lookup(self.scope, &path, Some(a));
            if syms
                .iter()
                .any(|x| matches!(x, Sym::Class(c) if !s.m.classes[*c].is_lambda_closure))
            {
                return Some(None);
            }
        }
        None
    }
}

/// Why the function cannot have its address taken for an extended lambda (restriction 4).
fn addressable(s: &Sema, f: Id) -> Option<String> {
    let m = s.m;
    let func = &m.funcs[f];
    if matches!(func.kind, FnKind::Ctor | FnKind::Dtor) {
        return Some("is a constructor or destructor, whose address cannot be taken".into());
    }
    let c = func.class?;
    // access of the member function: the declaration inside the class decides
    let decl_access = s
        .redecls(f)
        .iter()
        .map(|&g| &m.funcs[g])
        .find(|g| g.qual.is_empty())
        .map_or(func.access, |g| g.access);
    if decl_access != Access::Public {
        return Some("has private or protected access in its class".into());
    }
    let mut cur = Some(s.defined(c));
    let mut g = 0;
    while let Some(k) = cur {
        g += 1;
        if g > 16 {
            break;
        }
        let cls = &m.classes[k];
        if cls.name.is_none() {
            return Some("is a member of an unnamed class".into());
        }
        match m.scopes[cls.scope].kind {
            ScopeKind::Class(p) => {
                if cls.access != Access::Public {
                    return Some("is a member of a class with private or protected access in its parent class".into());
                }
                cur = Some(p);
            }
            _ => cur = None,
        }
    }
    None
}

fn shadowed_tparam(s: &Sema, f: Id) -> bool {
    let m = s.m;
    let func = &m.funcs[f];
    let Some(c) = func.class else { return false };
    if func.qual.is_empty() {
        return false;
    }
    let names: Vec<Rc<str>> = func
        .outer_tparams
        .iter()
        .flatten()
        .chain(func.tparams.iter().flatten())
        .filter_map(|t| t.name.clone())
        .collect();
    let c = s.defined(c);
    let members = &m.classes[c].member_types;
    names.iter().any(|n| members.contains(n))
}

fn template_constraints(s: &Sema, f: Id) -> Option<String> {
    let m = s.m;
    let func = &m.funcs[f];
    let mut lists: Vec<&Vec<TParam>> = Vec::new();
    if let Some(t) = &func.tparams {
        lists.push(t);
    }
    for t in &func.outer_tparams {
        lists.push(t);
    }
    // a member function of a class template defined in the class
    if let Some(c) = func.class {
        if let Some(t) = &m.classes[s.defined(c)].tparams {
            if func.qual.is_empty() {
                lists.push(t);
            }
        }
    }
    for tps in lists {
        let packs: Vec<usize> = tps
            .iter()
            .enumerate()
            .filter(|(_, t)| t.pack)
            .map(|(i, _)| i)
            .collect();
        if packs.len() > 1 {
            return Some("has more than one parameter pack".into());
        }
        if let Some(&p) = packs.first() {
            if p + 1 != tps.len() {
                return Some("has a parameter pack that is not its last template parameter".into());
            }
        }
        if tps.iter().any(|t| t.name.is_none()) {
            return Some("has an unnamed template parameter".into());
        }
    }
    None
}

fn captures(cx: &mut Cx, l: Id, f: Id, hd: bool) {
    let s = cx.s;
    let m = s.m;
    let lam = &m.lambdas[l];
    let tok = lam.tok;
    let _ = f;
    for c in &lam.captures {
        match c.kind {
            CapKind::Ref | CapKind::InitRef => {
                cx.emit(
                    tok,
                    rid!("xlambda.restriction-12.by-value"),
                    "an extended lambda can only capture variables by value",
                );
                return;
            }
            CapKind::InitCopy => {
                if hd {
                    cx.emit(
                        tok,
                        rid!("xlambda.restriction-12.init-capture"),
                        "a __host__ __device__ extended lambda cannot have an init-capture",
                    );
                    return;
                }
                if let Some((a, b)) = c.init {
                    if init_capture_bad(s, a, b, lam.scope) {
                        cx.emit(tok, rid!("xlambda.restriction-12.init-capture"), "an init-capture of an extended lambda cannot have array or std::initializer_list type");
                        return;
                    }
                }
            }
            _ => {}
        }
        if c.pack {
            cx.emit(
                tok,
                rid!("xlambda.restriction-12.pack-element"),
                "an extended lambda cannot capture the elements of a function parameter pack",
            );
            return;
        }
    }
    let default_ref = lam.captures.iter().any(|c| c.kind == CapKind::DefaultRef);
    // captured variables: explicit by-copy captures and implicit captures in the body
    let captured = captured_vars(s, l);
    for (v, use_tok) in &captured {
        let var = &m.vars[*v];
        if default_ref
            && !lam
                .captures
                .iter()
                .any(|c| c.name.as_ref() == Some(&var.name))
        {
            cx.emit(
                tok,
                rid!("xlambda.restriction-12.by-value"),
                "an extended lambda can only capture variables by value",
            );
            return;
        }
        if var.is_param && var.ty.pack {
            cx.emit(
                tok,
                rid!("xlambda.restriction-12.pack-element"),
                "an extended lambda cannot capture the elements of a function parameter pack",
            );
            return;
        }
        if var.ty.dims.len() > 7 {
            cx.emit(
                tok,
                rid!("xlambda.restriction-12.array-rank"),
                "an extended lambda cannot capture an array with more than 7 dimensions",
            );
            return;
        }
        if !var.ty.dims.is_empty()
            && var.ty.ptr == 0
            && (var.ty.is_const
                || s.resolve_ty(&var.ty, var.scope).0.is_const
                || const_in_enclosing_lambda(s, l, *v))
        {
            cx.emit(tok, rid!("xlambda.restriction-12.array-element"), "the element type of a captured array is const-qualified, so not copy-assignable in the host code");
            return;
        }
        for c in var_classes(s, *v, 0) {
            if var.ty.ptr == 0 && explicit_copy_ctor(s, c, &var.ty) {
                cx.emit(
                    tok,
                    rid!("xlambda.restriction-12.host-copy"),
                    "the type of a captured variable has an explicit copy constructor: the host code copy-initializes the closure's field from it, which an explicit constructor does not allow",
                );
                return;
            }
            if let Some(why) = local_or_private(s, c) {
                cx.emit(
                    tok,
                    rid!("xlambda.restriction-12.capture-type"),
                    format!("the type of a captured variable {why}"),
                );
                return;
            }
            if !var.ty.dims.is_empty() {
                if let Some(why) = array_element_bad(s, c) {
                    cx.emit(
                        tok,
                        rid!("xlambda.restriction-12.array-element"),
                        format!("the element type of a captured array {why}"),
                    );
                    return;
                }
            }
        }
        // if-constexpr first capture
        let _ = use_tok;
    }
    if_constexpr_capture(cx, l);
    if hd {
        // signature types of a __host__ __device__ extended lambda
        let mut tys: Vec<&Ty> = lam.params.iter().map(|p| &p.ty).collect();
        if let Some(r) = &lam.ret {
            tys.push(r);
        }
        for ty in tys {
            for c in involved_classes(s, ty, lam.body_scope, 0) {
                if let Some(why) = local_or_private(s, c) {
                    cx.emit(tok, rid!("xlambda.restriction-12.hd-signature-type"), format!("a parameter or return type of a __host__ __device__ extended lambda {why}"));
                    return;
                }
            }
        }
        if lam.ret.is_none() {
            for c in deduced_return_classes(s, l) {
                if let Some(why) = local_or_private(s, c) {
                    cx.emit(tok, rid!("xlambda.restriction-12.hd-signature-type"), format!("the deduced return type of a __host__ __device__ extended lambda {why}"));
                    return;
                }
            }
        }
    }
}

/// A call of an extended lambda (through the variable holding it) where a constant expression is
/// required (static_assert, array bound, template argument, `if constexpr`, the initializer of a
/// constexpr variable): its operator() is not constexpr.
fn constexpr_calls(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !s.opts.extended_lambda {
        return;
    }
    // the constexpr variables with an initializer, gathered once (a pass over every variable
    // per call use was quadratic on large units)
    let constexpr_inits: Vec<&Var> = m
        .vars
        .iter()
        .filter(|w| w.is_constexpr && w.init != InitKind::None)
        .collect();
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & (uf::CALL | uf::MEMBER | uf::UNEVAL) != uf::CALL {
            continue;
        }
        // a constant context: the use's own flag, or the initializer of a constexpr variable,
        // read from the tree (its root's owner; a lambda body inside the initializer is a root
        // of its own, not evaluated there); outside the trees, by the variables' token ranges
        let ex = s.exprs();
        let in_tree = ex
            .of_use(s, u)
            .map(|n| m.expr_roots[ex.node(n).root as usize].owner);
        let const_ctx = us.flags & uf::CONST_CTX != 0
            || match in_tree {
                Some(owner) => owner
                    .is_some_and(|w| m.vars[w].is_constexpr && m.vars[w].init != InitKind::None),
                None => constexpr_inits.iter().any(|w| {
                    w.init_range.0 <= us.tok
                    && us.tok < w.init_range.1
                    // not in the body of a lambda the initializer defines (not evaluated there)
                    && !m.lambdas.iter().any(|o| {
                        o.tok >= w.init_range.0 && o.body.0 <= us.tok && us.tok < o.body.1
                    })
                }),
            };
        if !const_ctx {
            continue;
        }
        let Some(v) = s.use_var(u) else { continue };
        if m.vars[v].ty.ptr != 0 {
            continue;
        }
        let Some(l) = var_lambda(s, v) else { continue };
        if is_extended(s, l) {
            cx.emit(us.tok, rid!("xlambda.restriction-12.not-constexpr"), format!("the operator() of extended lambda '{}' is not constexpr: the call is not a constant expression", m.vars[v].name));
        }
    }
}

/// Classes a lambda's deduced return type is known to be: the operand of a `return` of its own
/// body (not of a nested lambda or local class) that is `T{...}` / `T(...)` naming a class, or a
/// variable of class type.
fn deduced_return_classes(s: &Sema, l: Id) -> Vec<Id> {
    let m = s.m;
    let lam = &m.lambdas[l];
    let (a, b) = lam.body;
    let nested = |k: usize| {
        m.lambdas
            .iter()
            .any(|o| o.body.0 > a && o.body.0 <= k && k < o.body.1)
            || m.funcs
                .iter()
                .any(|f| f.body.is_some_and(|(x, y)| x > a && x <= k && k < y))
    };
    let mut out = Vec::new();
    for k in a..b {
        if s.t(k) != "return" || nested(k) {
            continue;
        }
        // the operand, up to the `;`
        let mut e = k + 1;
        while e < b && s.t(e) != ";" {
            e = match s.t(e) {
                "(" | "[" | "{" => s.m.mat(e).map_or(b, |c| c + 1),
                _ => e + 1,
            };
        }
        if e >= b || e == k + 1 {
            continue;
        }
        // a (possibly qualified) name
        let mut j = k + 1;
        let mut path: Vec<Rc<str>> = Vec::new();
        if s.t(j) == "::" {
            j += 1;
        }
        while m
            .toks
            .get(j)
            .is_some_and(|t| t.kind == crate::lex::TK::Ident)
        {
            path.push(m.toks[j].text.clone());
            j += 1;
            if s.t(j) == "::" {
                j += 1;
            } else {
                break;
            }
        }
        if path.is_empty() {
            continue;
        }
        if j + 1 == e {
            continue;
        }
        if j == e {
            // `return v;`
            if path.len() == 1 {
                if let Some(u) = s.use_at(j - 1) {
                    if let Some(v) = s.use_var(u) {
                        let var = &m.vars[v];
                        if var.ty.ptr == 0 && var.ty.dims.is_empty() && !var.ty.func {
                            out.extend(var_classes(s, v, 0));
                        }
                    }
                }
            }
            continue;
        }
        if matches!(s.t(j), "{" | "(") && s.m.mat(j) == Some(e - 1) {
            if let Some(c) = s.class_by_path(lam.body_scope, &path) {
                out.push(c);
            }
        }
    }
    out
}

/// Variable `v`, declared outside an enclosing lambda that is not mutable and captures it by
/// copy, names that lambda's const member inside it: what lambda `l` sees of it is const.
fn const_in_enclosing_lambda(s: &Sema, l: Id, v: Id) -> bool {
    let m = s.m;
    let var = &m.vars[v];
    enclosing(s, l).lambdas.iter().any(|&o| {
        let ol = &m.lambdas[o];
        if ol.is_mutable || (ol.tok..ol.end).contains(&var.tok) {
            return false;
        }
        match ol
            .captures
            .iter()
            .find(|c| c.name.as_ref() == Some(&var.name))
        {
            Some(c) => c.kind == CapKind::Copy,
            None => ol.captures.iter().any(|c| c.kind == CapKind::DefaultCopy),
        }
    })
}

fn init_capture_bad(s: &Sema, a: usize, b: usize, scope: Id) -> bool {
    let t = s.t(a);
    if t == "{" && s.t(a.wrapping_sub(1)) == "=" {
        return true; // x = {..} deduces std::initializer_list
    }
    // an explicit `std::initializer_list<T>{...}` / `(...)` temporary
    let mut k = a;
    if s.t(k) == "::" {
        k += 1;
    }
    if s.t(k) == "std"
        && s.t(k + 1) == "::"
        && s.t(k + 2) == "initializer_list"
        && s.t(k + 3) == "<"
    {
        let mut j = k + 4;
        let mut depth = 1i32;
        while j < b && depth > 0 {
            match s.t(j) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "(" | "[" | "{" => {
                    j = s.m.mat(j).unwrap_or(b);
                }
                _ => {}
            }
            j += 1;
        }
        if depth == 0 && j < b && matches!(s.t(j), "{" | "(") && s.m.mat(j) == Some(b - 1) {
            return true;
        }
    }
    if let Some(u) = s.use_at(a) {
        let us = &s.m.uses[u];
        if us.tok + 1 == b {
            if let Some(v) = s.use_var(u) {
                let var = &s.m.vars[v];
                let (r, _) = s.resolve_ty_ref(&var.ty, var.scope);
                if r.path.last().is_some_and(|n| &**n == "initializer_list") {
                    return true;
                }
                if var.ty.is_auto() && var.init == InitKind::Eq && s.t(var.init_range.0) == "{" {
                    return true;
                }
            }
        }
    }
    let _ = scope;
    false
}

fn if_constexpr_capture(cx: &mut Cx, l: Id) {
    let s = cx.s;
    let m = s.m;
    let lam = &m.lambdas[l];
    if !lam.captures.iter().any(|c| c.kind == CapKind::DefaultCopy) {
        return;
    }
    let explicit: Vec<&Rc<str>> = lam
        .captures
        .iter()
        .filter_map(|c| c.name.as_ref())
        .collect();
    let mut first_seen: Vec<Id> = Vec::new();
    let mut uses: Vec<usize> = (0..m.uses.len())
        .filter(|&u| m.uses[u].tok > lam.body.0 && m.uses[u].tok < lam.body.1)
        .collect();
    uses.sort_by_key(|&u| m.uses[u].tok);
    for u in uses {
        let us = &m.uses[u];
        if us.flags & (uf::MEMBER | uf::QUALIFIED | uf::UNEVAL) != 0 {
            continue;
        }
        let Some(v) = s.use_var(u) else { continue };
        let var = &m.vars[v];
        if !s.is_local_var(v) || var.tok >= lam.tok || var.is_static || var.is_constexpr {
            continue;
        }
        if explicit.contains(&&var.name) || first_seen.contains(&v) {
            continue;
        }
        first_seen.push(v);
        if in_if_constexpr(s, us.scope, lam.body_scope) {
            cx.emit(
                us.tok,
                rid!("xlambda.restriction-12.if-constexpr-capture"),
                format!(
                    "an extended lambda cannot first-capture '{}' inside an if-constexpr block",
                    var.name
                ),
            );
        }
    }
}

fn in_if_constexpr(s: &Sema, scope: Id, stop: Id) -> bool {
    let mut sc = Some(scope);
    while let Some(id) = sc {
        if id == stop {
            return false;
        }
        if s.m.scopes[id].if_constexpr {
            return true;
        }
        sc = s.m.scopes[id].parent;
    }
    false
}

/// A function-local type (other than an extended lambda's closure) or a private/protected
/// class member type.
fn local_or_private(s: &Sema, c: Id) -> Option<String> {
    let m = s.m;
    let k = &m.classes[c];
    if k.is_lambda_closure {
        let l = lambda_of_closure(s, c)?;
        if is_extended(s, l) {
            return None;
        }
        return Some("is the closure type of a lambda that is not an extended lambda (a function-local type)".into());
    }
    if k.local_to.is_some() {
        return Some(format!(
            "involves type '{}', which is local to a function",
            k.name.as_deref().unwrap_or("<unnamed>")
        ));
    }
    if k.access != Access::Public && matches!(m.scopes[k.scope].kind, ScopeKind::Class(_)) {
        return Some(format!(
            "involves type '{}', which is a private or protected class member",
            k.name.as_deref().unwrap_or("<unnamed>")
        ));
    }
    None
}

/// Whether `c`, the class a captured variable of type `ty` is an object of, declares its copy
/// constructor `explicit`. I.6.2 says the captured variable may be passed by value through
/// helper functions in the host code before it initializes the closure's field: those copies are
/// copy-initializations, which an explicit copy constructor does not take part in.
fn explicit_copy_ctor(s: &Sema, c: Id, ty: &crate::model::Ty) -> bool {
    let m = s.m;
    let c = s.defined(c);
    let k = &m.classes[c];
    // Only the variable's own class, not a class named in its template arguments.
    if k.name.is_none() || ty.path.last() != k.name.as_ref() || !ty.dims.is_empty() {
        return false;
    }
    s.ctors(c).iter().any(|&f| {
        let func = &m.funcs[f];
        let copy = func.params.first().is_some_and(|p| {
            p.ty.reference == 1 && p.ty.ptr == 0 && p.ty.path.last() == k.name.as_ref()
        }) && func.params[1..].iter().all(|p| p.default.is_some());
        copy && !func.deleted && (func.start..func.tok).any(|t| s.t(t) == "explicit")
    })
}

fn array_element_bad(s: &Sema, c: Id) -> Option<String> {
    let m = s.m;
    let c = s.defined(c);
    let k = &m.classes[c];
    if !k.defined {
        return None;
    }
    let ctors = s.ctors(c);
    let has_default = ctors.is_empty() || !s.default_ctors(c).is_empty();
    if !has_default || s.default_ctors(c).iter().any(|&f| m.funcs[f].deleted) {
        return Some("is not default constructible".into());
    }
    for &f in &k.methods {
        let func = &m.funcs[f];
        if &*func.name == "operator=" && func.deleted {
            return Some("is not copy assignable".into());
        }
        if &*func.name == "operator=" && func.access != Access::Public {
            return Some("is not copy assignable".into());
        }
    }
    for &f in &ctors {
        if s.default_ctors(c).contains(&f) && m.funcs[f].access != Access::Public {
            return Some("is not default constructible".into());
        }
    }
    if s.nonstatic_fields(c)
        .iter()
        .any(|&f| m.vars[f].ty.is_const && m.vars[f].ty.ptr == 0 || m.vars[f].ty.reference > 0)
    {
        return Some("is not copy assignable".into());
    }
    None
}

/// `*this` capture (I.6.4).
fn this_capture(cx: &mut Cx, l: Id) {
    let s = cx.s;
    let m = s.m;
    let lam = &m.lambdas[l];
    if !s.opts.extended_lambda {
        return;
    }
    let Some(c) = lam.captures.iter().find(|c| c.kind == CapKind::StarThis) else {
        return;
    };
    let _ = c;
    // from CUDA 12 the restriction holds only where the dialect does not enable `*this`
    // capture (L12.9 §18.7.4, G13 §5.3.8.6): C++17 and later enable it
    if s.relaxed(rid!("xlambda.this-capture")) && s.std_year() >= 17 {
        return;
    }
    // defined in a __device__ / __global__ function: fine
    let encl_sp = match s.fctx(lam.scope) {
        Some(fc) => s.fctx_space(fc).unwrap_or(Spaces {
            host: true,
            device: false,
            global: false,
        }),
        None => Spaces {
            host: true,
            device: false,
            global: false,
        },
    };
    if !encl_sp.host {
        return;
    }
    let annotated = lam.sp.host || lam.sp.device;
    if !annotated {
        cx.emit(
            lam.tok,
            rid!("xlambda.this-capture"),
            "*this capture is not allowed in an unannotated lambda in host code",
        );
    } else if lam.sp.host && lam.sp.device {
        cx.emit(
            lam.tok,
            rid!("xlambda.this-capture"),
            "*this capture is not allowed in a __host__ __device__ extended lambda",
        );
    }
}

/// Restriction 9, third bullet: instantiations of the enclosing template with function-local or
/// private types. Reported at the instantiating call.
fn instantiation_args(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    // function templates that hold an extended lambda
    let mut holders: Vec<Id> = Vec::new();
    for (l, _) in m.lambdas.iter().enumerate() {
        if !is_extended(s, l) {
            continue;
        }
        if let Some(f) = enclosing(s, l).func {
            if m.funcs[f].tparams.is_some() && !holders.contains(&f) {
                holders.push(f);
            }
        }
    }
    if holders.is_empty() {
        return;
    }
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0 || us.flags & uf::MEMBER != 0 {
            continue;
        }
        // the holders this call may instantiate: the overloads it can call (by its number of
        // arguments and explicit template arguments), each with its redeclarations. Overloads
        // that share a name are distinct templates (RAFT's `weak_cc_batched` with and without
        // a filter argument): instantiating one instantiates none of the others' lambdas
        let ntargs = us.targs.map(|(a, b)| split_top(s, a, b).len());
        let nargs = us.args.iter().filter(|(a, b)| b > a).count();
        let targets = crate::expr::use_call_targets(s, &s.exprs(), u).unwrap_or_else(|| {
            s.use_funcs(u)
                .into_iter()
                .filter(|&f| arity_ok(s, f, nargs) && !m.funcs[f].deleted)
                .collect()
        });
        let called_holders: Vec<Id> = targets
            .into_iter()
            .filter(|&f| ntargs.is_none_or(|n| targs_fit(s, f, n)))
            .flat_map(|f| s.redecls(f))
            .filter(|g| holders.contains(g))
            .collect();
        if called_holders.is_empty() {
            continue;
        }
        let mut classes = Vec::new();
        if let Some((a, b)) = us.targs {
            let called: Vec<&[TParam]> = called_holders
                .iter()
                .map(|h| m.funcs[*h].tparams.as_deref().unwrap_or(&[]))
                .collect();
            classes.extend(targ_classes(s, &called, a, b, us.scope));
        }
        for &(a, b) in &us.args {
            classes.extend(expr_classes(s, a, b, us.scope, 0));
        }
        for c in classes {
            if let Some(why) = local_or_private(s, c) {
                // reported at the extended lambdas of the instantiated template (where the
                // compiler detects it during instantiation)
                let targets: Vec<usize> = m
                    .lambdas
                    .iter()
                    .enumerate()
                    .filter(|(l, _)| {
                        is_extended(s, *l)
                            && enclosing(s, *l)
                                .func
                                .is_some_and(|f| called_holders.contains(&f))
                    })
                    .map(|(_, lam)| lam.tok)
                    .collect();
                for t in targets {
                    cx.emit(t, rid!("xlambda.restriction-9"), format!("the enclosing function template of this extended lambda is instantiated (line {}) with a type that {why}", m.toks[us.tok].line));
                }
                break;
            }
        }
    }
}

/// Function template `f` takes `n` explicit template arguments: no more than its own template
/// parameters, unless one is a pack.
fn targs_fit(s: &Sema, f: Id, n: usize) -> bool {
    match &s.m.funcs[f].tparams {
        Some(tps) => tps.iter().any(|t| t.pack) || n <= tps.len(),
        None => n == 0,
    }
}

/// Restriction 9, third bullet, for a member function of a class template: the member is
/// instantiated (called on an object `o.f()` / `p->f()` whose declared type is a specialization of
/// the class template) with template arguments involving function-local or private types.
fn class_template_instantiations(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    // extended lambdas whose enclosing function is a member of a class template
    let mut held: Vec<(usize, Id)> = Vec::new();
    for (l, lam) in m.lambdas.iter().enumerate() {
        if !is_extended(s, l) {
            continue;
        }
        let Some(f) = enclosing(s, l).func else {
            continue;
        };
        let Some(c) = m.funcs[f].class else { continue };
        if m.classes[s.defined(c)].tparams.is_some() {
            held.push((lam.tok, f));
        }
    }
    if held.is_empty() {
        return;
    }
    let mut reported: Vec<usize> = Vec::new();
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0 || us.flags & uf::MEMBER == 0 || us.start < 2 {
            continue;
        }
        let Some(name) = us.path.last() else { continue };
        if !held.iter().any(|&(_, f)| &m.funcs[f].name == name) {
            continue;
        }
        let called: Vec<Id> = s
            .member_syms(u)
            .iter()
            .filter_map(|x| if let Sym::Func(g) = x { Some(*g) } else { None })
            .collect();
        if called.is_empty() {
            continue;
        }
        // the object's declared type and its template arguments
        let obj = us.start - 2;
        let Some(ou) = s.use_at(obj).filter(|&ou| m.uses[ou].tok == obj) else {
            continue;
        };
        let Some(v) = s.use_var(ou) else { continue };
        let var = &m.vars[v];
        let (r, sc) = s.resolve_ty_ref(&var.ty, var.scope);
        let Some((a, b)) = r.targs else { continue };
        let tparams: Vec<&[TParam]> = held
            .iter()
            .filter_map(|&(_, f)| m.funcs[f].class)
            .map(|c| m.classes[s.defined(c)].tparams.as_deref().unwrap_or(&[]))
            .collect();
        let why = targ_classes(s, &tparams, a, b, sc)
            .into_iter()
            .find_map(|c| local_or_private(s, c));
        let Some(why) = why else { continue };
        for &(t, f) in &held {
            if reported.contains(&t) {
                continue;
            }
            let group = s.redecls(f);
            // every candidate is this function: an overload set stays silent
            if called.iter().all(|g| *g == f || group.contains(g)) {
                reported.push(t);
                cx.emit(t, rid!("xlambda.restriction-9"), format!("the enclosing member function of this extended lambda belongs to a class template instantiated (line {}) with a type that {why}", m.toks[us.tok].line));
            }
        }
    }
}

/// Restrictions 14 and 16 (host code): introspecting a __device__ extended lambda's
/// operator() and converting it to a function pointer.
fn host_introspection(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if s.view.is_device() {
        return;
    }
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::MEMBER != 0 {
            continue;
        }
        let Some(v) = s.use_var(u) else { continue };
        let Some(l) = var_lambda(s, v) else { continue };
        if !is_device_only_ext(s, l) {
            continue;
        }
        // the preserved-return-type exemption arrived with its trait in CUDA 12.3 (FA §9.1)
        let preserved = s.relaxed(rid!("xlambda.restriction-14")) && preserved_return(s, l);
        let in_host = match s.fctx(us.scope) {
            Some(Fctx::Func(f)) => s.func_space(f).is_some_and(|sp| sp.host),
            Some(Fctx::Lambda(o)) => s.lambda_space(o).host,
            None => true,
        };
        if !in_host {
            continue;
        }
        // 14: std::result_of<decltype(l)()> / std::invoke_result<decltype(l)> / decltype(l())
        if us.flags & uf::UNEVAL != 0 {
            let before = window(s, us.start, 12);
            let introspect = before.iter().any(|t| {
                matches!(
                    *t,
                    "result_of" | "invoke_result" | "invoke_result_t" | "result_of_t"
                )
            }) || (s.t(us.tok + 1) == "("
                && before.last() == Some(&"(")
                && before.iter().rev().nth(1) == Some(&"decltype"));
            if introspect && !preserved {
                cx.emit(us.tok, rid!("xlambda.restriction-14"), "the return or parameter type of a __device__ extended lambda cannot be introspected in host code");
            }
            continue;
        }
        // 16: conversion to a function pointer
        if converts_to_fn_ptr(s, u) {
            cx.emit(us.tok, rid!("xlambda.restriction-16"), "a __device__ extended lambda cannot be converted to a function pointer in host code");
        }
    }
}

fn window<'a>(s: &'a Sema, end: usize, n: usize) -> Vec<&'a str> {
    let a = end.saturating_sub(n);
    (a..end).map(|k| s.t(k)).collect()
}

/// Is use `u` (a variable holding a closure) converted to a function pointer? Read from its
/// tree: `+lam`, the initializer of a function-pointer variable (`fp_t f = (lam);`), the right
/// side of an assignment to one, a named cast to a function-pointer type written out
/// (`static_cast<R(*)(A)>(lam)`), an argument for a function-pointer parameter of every
/// candidate. Outside the trees, by the tokens around it.
fn converts_to_fn_ptr(s: &Sema, u: usize) -> bool {
    let ex = s.exprs();
    let Some(n) = ex.of_use(s, u) else {
        return converts_to_fn_ptr_tokens(s, u);
    };
    let fn_ptr = |ty: &crate::model::Ty, scope: Id| {
        let (r, _) = s.resolve_ty_ref(ty, scope);
        r.func && r.ptr > 0 && r.reference == 0 && r.dims.is_empty()
    };
    let (p, me) = ex.up(n);
    let Some(p) = p else {
        // the whole initializer of a variable (`= lam`, `(lam)`, `{lam}`)
        let root = &s.m.expr_roots[ex.node(n).root as usize];
        return ex.is_whole_root(me)
            && root
                .owner
                .is_some_and(|v| fn_ptr(&s.m.vars[v].ty, s.m.vars[v].scope));
    };
    let first = ex.kids(p).first() == Some(&me);
    match &ex.node(p).kind {
        NK::Unary(op) => *op == "+",
        NK::Assign(op) if *op == "=" && !first => {
            let target = ex.kids(p)[0];
            match &ex.node(target).kind {
                NK::Name { use_: Some(tu) } => s
                    .use_var(*tu)
                    .is_some_and(|v| fn_ptr(&s.m.vars[v].ty, s.m.vars[v].scope)),
                NK::Member { .. } => match ex.member_sym(s, target) {
                    Some(Sym::Var(v)) => fn_ptr(&s.m.vars[v].ty, s.m.vars[v].scope),
                    _ => false,
                },
                _ => false,
            }
        }
        NK::Cast { ty: (a, b) } => {
            // `R(*)(A)` written out (a typedef of a function-pointer type is not resolved)
            let toks: Vec<&str> = (*a..*b).map(|k| s.t(k)).collect();
            toks.windows(3).any(|w| w == ["(", "*", ")"])
        }
        NK::Call if !first => {
            let k = ex.kids(p).iter().position(|&x| x == me).unwrap_or(0);
            let fs = ex.call_targets(s, p);
            !fs.is_empty()
                && fs.iter().all(|&f| {
                    let func = &s.m.funcs[f];
                    func.tparams.is_none()
                        && func.params.get(k - 1).is_some_and(|q| {
                            !q.ellipsis && fn_ptr(&q.ty, func.body_scope.unwrap_or(func.scope))
                        })
                })
        }
        _ => false,
    }
}

fn converts_to_fn_ptr_tokens(s: &Sema, u: usize) -> bool {
    let m = s.m;
    let us = &m.uses[u];
    if s.t(us.start.wrapping_sub(1)) == "+"
        && matches!(s.t(us.start.wrapping_sub(2)), "=" | "(" | "," | "return")
    {
        return true;
    }
    for var in &m.vars {
        if var.init == InitKind::None || !(var.ty.func && var.ty.ptr > 0) {
            continue;
        }
        let (a, b) = var.init_range;
        if a == us.start && b == us.tok + 1 {
            return true;
        }
    }
    // assignment `fp = lam;` where fp is a function pointer variable
    if s.t(us.start.wrapping_sub(1)) == "=" {
        if let Some(lu) = s.use_at(us.start.wrapping_sub(2)) {
            if let Some(v) = s.use_var(lu) {
                let var = &m.vars[v];
                if var.ty.func && var.ty.ptr > 0 {
                    return true;
                }
            }
        }
    }
    // static_cast<R(*)(A)>(lam)
    if s.t(us.start.wrapping_sub(1)) == "(" && s.t(us.start.wrapping_sub(2)) == ">" {
        let w = window(s, us.start, 16);
        if w.contains(&"static_cast") && w.contains(&"*") {
            return true;
        }
    }
    false
}
