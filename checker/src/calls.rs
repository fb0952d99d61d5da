//! Calls across execution spaces (I.4.9, I.4.20.1, I.4.20.10, I.6): a call's target decides
//! whether host or device code may make it: named functions, lambdas and closure objects,
//! default arguments, copy assignment, and the implicit or defaulted special members that
//! constructing and destroying local objects calls.

use crate::expr;
use crate::model::*;
use crate::query::*;
use crate::rules::{rid, RuleId};
use crate::sema::{Fctx, Sema, Tri};

// ---------------------------------------------------------------------- cross-space calls

/// The functions call use `u` may call: from its typed tree where the call is in one
/// (a member through its object's type, overloads of different execution spaces chosen by
/// argument types), else every candidate of the name's arity.
pub(crate) fn call_targets(s: &Sema, u: usize) -> Vec<Id> {
    if let Some(fs) = expr::use_call_targets(s, &s.exprs(), u) {
        return fs;
    }
    let us = &s.m.uses[u];
    let n = us.args.iter().filter(|(a, b)| b > a).count();
    let fs = s.use_funcs(u);
    fs.into_iter()
        .filter(|&f| arity_ok(s, f, n) && !s.m.funcs[f].deleted)
        .collect()
}

pub(crate) fn space_name(sp: Spaces) -> &'static str {
    if sp.global {
        "__global__"
    } else if sp.host && sp.device {
        "__host__ __device__"
    } else if sp.device {
        "__device__"
    } else {
        "__host__"
    }
}

/// The execution context of use `u` as (is device code, is host code, space, context).
pub(crate) fn use_ctx(s: &Sema, scope: Id) -> Option<(bool, bool, Spaces, Fctx)> {
    let c = s.fctx(scope)?;
    let sp = s.fctx_space(c)?;
    Some((s.is_device_code(scope), s.is_host_code(scope), sp, c))
}

pub(crate) fn host_uses(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::MEMBER != 0 {
            if us.flags & uf::CALL != 0 && us.flags & uf::UNEVAL == 0 {
                if let Some((dev, host, csp, c)) = use_ctx(s, us.scope) {
                    if dev || host {
                        // `obj.f(..)` finds `f` in the class of `obj`'s type
                        let targets =
                            expr::use_call_targets(s, &s.exprs(), u).unwrap_or_else(|| {
                                let n = us.args.iter().filter(|(a, b)| b > a).count();
                                s.member_syms(u)
                                    .into_iter()
                                    .filter_map(
                                        |x| if let Sym::Func(f) = x { Some(f) } else { None },
                                    )
                                    .filter(|&f| arity_ok(s, f, n) && !m.funcs[f].deleted)
                                    .collect()
                            });
                        if !targets.is_empty() {
                            check_call(cx, u, &targets, dev, host, csp, c);
                        }
                    }
                }
            }
            continue;
        }
        let Some((dev, host, csp, c)) = use_ctx(s, us.scope) else {
            // namespace-scope code: host
            deduced_ref(cx, u, true);
            if !s.view.is_device() && us.flags & uf::UNEVAL == 0 {
                namespace_init_use(cx, u);
            }
            continue;
        };
        deduced_ref(cx, u, csp.host);
        if !(dev || host) {
            continue;
        }
        if let Some(l) = closure_object_call(s, u) {
            lambda_call(cx, us.tok, l, dev, host, csp, c);
            continue;
        }
        if us.flags & uf::UNEVAL != 0 {
            continue;
        }
        // calls
        if us.flags & uf::CALL != 0 {
            let targets = call_targets(s, u);
            if dev && !targets.is_empty() && targets.iter().all(|&f| m.funcs[f].sp.global) {
                if let Fctx::Func(cf) = c {
                    if targets.iter().any(|&k| reaches(s, k, cf, 0)) {
                        cx.emit(
                            us.tok,
                            rid!("global.no-recursion"),
                            format!(
                                "__global__ function '{}' does not support recursion",
                                us.path.last().unwrap()
                            ),
                        );
                        continue;
                    }
                }
            }
            // B.1.1: every call of a __global__ function specifies its execution configuration
            // (a launch `k<<<..>>>(..)` is not a call use: the parser records it as a launch)
            // In a template, a call with an argument whose type depends on a template
            // parameter is resolved only at instantiation (`detail::find_size(data, n)` with
            // `const T* data`: overload resolution, ADL), and nvcc 13.5 diagnoses it only
            // there; the checker does not model instantiations, so it stays silent on it
            if !targets.is_empty()
                && targets.iter().all(|&f| m.funcs[f].sp.global)
                && !type_dependent_call(s, u)
            {
                cx.emit(
                    us.tok,
                    rid!("extensions.global-call-configured"),
                    format!(
                        "a call of __global__ function '{}' must specify an execution configuration (<<<...>>>)",
                        us.path.last().unwrap()
                    ),
                );
                continue;
            }
            if !targets.is_empty() {
                check_call(cx, u, &targets, dev, host, csp, c);
                default_argument_lambdas(cx, u, &targets, (dev, host, csp, c));
                continue;
            }
            // calling a lambda held in a variable
            if let Some(v) = s.use_var(u) {
                let var = &m.vars[v];
                let l = var_lambda(s, v).or_else(|| match var.ty.decltype {
                    Some((a, b)) if var.ty.ptr == 0 && var.ty.dims.is_empty() && !var.ty.func => {
                        decltype_lambda(s, a, b)
                    }
                    _ => None,
                });
                if let Some(l) = l {
                    lambda_call(cx, us.tok, l, dev, host, csp, c);
                }
            }
            continue;
        }
        if us.flags & uf::ASSIGN != 0 {
            copy_assignment_use(cx, u, dev, csp, c);
        }
        // assigning a __constant__ variable directly in host code (only the runtime may)
        if host && us.flags & (uf::ASSIGN | uf::INCDEC) != 0 {
            if let Some(v) = s.use_var(u) {
                // a write into the variable, not through a pointer it holds
                if m.vars[v].mem.constant && expr::writes_into(s, &s.exprs(), u) == Some(true) {
                    cx.emit(us.tok, rid!("operator.constant-assign-host-only"), format!("__constant__ variable '{}' can only be assigned from host code through the runtime (cudaMemcpyToSymbol)", m.vars[v].name));
                    continue;
                }
            }
        }
        // taking the address of a __device__ function in host code
        if host && us.flags & (uf::CALL | uf::TARG) == 0 {
            let fs = s.use_funcs(u);
            if !fs.is_empty()
                && fs.iter().all(|&f| {
                    s.func_space(f)
                        .is_some_and(|sp| sp.device && !sp.host && !sp.global)
                })
                && !fs.iter().any(|&f| m.funcs[f].deduced_ret)
                // a class's name before `{`/`(` names its constructor to construct an object
                // (CUTLASS's `return Pow2{n * N};` in a __host__ __device__ member): no address
                // of a constructor can be taken
                && !fs
                    .iter()
                    .any(|&f| matches!(m.funcs[f].kind, FnKind::Ctor | FnKind::Dtor))
            {
                let prev = s.t(us.start.wrapping_sub(1));
                if prev != "::" {
                    cx.emit(
                        us.tok,
                        rid!("function.device-address-in-host"),
                        format!(
                            "the address of __device__ function '{}' cannot be taken in host code",
                            us.path.last().unwrap()
                        ),
                    );
                }
            }
        }
    }
}

/// Does function `from` (transitively, through direct calls) reach function `to`?
pub(crate) fn reaches(s: &Sema, from: Id, to: Id, depth: usize) -> bool {
    let from_g = s.redecls(from);
    if from_g.contains(&to) {
        return true;
    }
    if depth > 4 {
        return false;
    }
    let m = s.m;
    for g in from_g {
        let Some((a, b)) = m.funcs[g].body else {
            continue;
        };
        for (u, us) in m.uses.iter().enumerate() {
            if us.tok <= a || us.tok >= b || us.flags & uf::CALL == 0 || us.flags & uf::MEMBER != 0
            {
                continue;
            }
            for h in s.use_funcs(u) {
                if reaches(s, h, to, depth + 1) {
                    return true;
                }
            }
        }
    }
    false
}

/// Is the __host__ __device__ context `c` used from device code (`dev`) or host code (`!dev`)?
/// Calls from the other side (directly, through lambdas held in variables, or through other
/// HD functions) make its body code of that side.
/// `hd_reachable(s, c, true)`, asked once per body: the walk reads every use of the unit, and a
/// unit asks it of the same `__host__ __device__` body for each finding there.
fn reached_from_device(s: &Sema, memo: &mut Vec<(Fctx, bool)>, c: Fctx) -> bool {
    if let Some(&(_, r)) = memo.iter().find(|(x, _)| *x == c) {
        return r;
    }
    let r = hd_reachable(s, c, true);
    memo.push((c, r));
    r
}

pub fn hd_reachable(s: &Sema, c: Fctx, dev: bool) -> bool {
    let mut seen: Vec<Fctx> = Vec::new();
    hd_reach(s, c, dev, &mut seen)
}

pub(crate) fn hd_reach(s: &Sema, c: Fctx, dev: bool, seen: &mut Vec<Fctx>) -> bool {
    if seen.contains(&c) || seen.len() > 64 {
        return false;
    }
    seen.push(c);
    let m = s.m;
    // a lambda: its enclosing function's side, or where its variable is called
    let target_funcs: Vec<Id> = match c {
        Fctx::Func(f) => s.redecls(f),
        Fctx::Lambda(l) => {
            // called where its variable is called; a lambda's body runs where it is called
            let mut hit = false;
            for (u, us) in m.uses.iter().enumerate() {
                if us.flags & uf::CALL == 0 || us.flags & uf::MEMBER != 0 {
                    continue;
                }
                if s.use_var(u).and_then(|v| var_lambda(s, v)) == Some(l) {
                    if let Some(cc) = s.fctx(us.scope) {
                        if side_of(s, cc, dev, seen) {
                            hit = true;
                            break;
                        }
                    }
                }
            }
            // passed to a kernel template that calls it
            return hit || (dev && launched_and_called(s, l));
        }
    };
    let ex = s.exprs();
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0 {
            continue;
        }
        // a member call (`obj.f()`, `p->v[i].f()`) reaches the member its object's class has
        let fs = if us.flags & uf::MEMBER != 0 {
            match expr::use_call_targets(s, &ex, u) {
                Some(fs) => fs,
                None => continue,
            }
        } else {
            s.use_funcs(u)
        };
        if !fs.iter().any(|f| target_funcs.contains(f)) {
            continue;
        }
        match s.fctx(us.scope) {
            Some(cc) => {
                if side_of(s, cc, dev, seen) {
                    return true;
                }
            }
            None => {
                if !dev {
                    return true;
                }
            }
        }
    }
    // launches of a __global__ are device code calls
    false
}

pub(crate) fn side_of(s: &Sema, cc: Fctx, dev: bool, seen: &mut Vec<Fctx>) -> bool {
    let Some(sp) = s.fctx_space(cc) else {
        return false;
    };
    let this_side = if dev { sp.device || sp.global } else { sp.host };
    let other_side = if dev { sp.host } else { sp.device || sp.global };
    if this_side && !other_side {
        return true;
    }
    if this_side && other_side {
        return hd_reach(s, cc, dev, seen);
    }
    false
}

/// A use in the initializer of a namespace-scope host variable is host code: calling a
/// __device__ function or taking its address there is not allowed.
pub(crate) fn namespace_init_use(cx: &mut Cx, u: usize) {
    let s = cx.s;
    let m = s.m;
    let us = &m.uses[u];
    if us.flags & uf::MEMBER != 0 {
        return;
    }
    // the callee first: the scan over variables below runs only for device-only callees
    let fs = s.use_funcs(u);
    if fs.is_empty()
        || !fs.iter().all(|&f| {
            s.func_space(f)
                .is_some_and(|sp| sp.device && !sp.host && !sp.global)
        })
    {
        return;
    }
    let Some(host_var) = m.vars.iter().enumerate().find(|(v, var)| {
        !var.is_param
            && var.init != InitKind::None
            && !var.mem.any()
            && s.is_namespace_var(*v)
            && us.tok >= var.init_range.0
            && us.tok < var.init_range.1
    }) else {
        return;
    };
    // a constexpr __device__ function evaluated in a static constexpr data member's
    // initializer (a constant expression of the class): nvcc accepts it, with or without
    // --expt-relaxed-constexpr
    if host_var.1.is_constexpr
        && host_var.1.member_of.is_some()
        && fs.iter().all(|&f| m.funcs[f].is_constexpr)
    {
        return;
    }
    if fs.iter().any(|&f| m.funcs[f].deduced_ret) {
        return; // reported as a deduced-return reference
    }
    let name = us.path.last().unwrap();
    if us.flags & uf::CALL != 0 {
        cx.emit(us.tok, rid!("constexpr.relaxed-flag"), format!("calling a __device__ function (\"{name}\") from host code (a namespace-scope initializer) is not allowed"));
    } else {
        cx.emit(
            us.tok,
            rid!("function.device-address-in-host"),
            format!("the address of __device__ function '{name}' cannot be taken in host code"),
        );
    }
}

pub(crate) fn lambda_rule(s: &Sema, l: Id) -> RuleId {
    match s.fctx(s.m.lambdas[l].scope) {
        Some(_) => rid!("lambda.exec-space-enclosing-function"),
        None => rid!("lambda.exec-space-no-enclosing-function"),
    }
}

pub(crate) fn check_call(
    cx: &mut Cx,
    u: usize,
    targets: &[Id],
    dev: bool,
    host: bool,
    csp: Spaces,
    c: Fctx,
) {
    let s = cx.s;
    let m = s.m;
    let us = &m.uses[u];
    let relaxed = s.opts.relaxed_constexpr;
    let mut all_bad = true;
    let mut any_constexpr = false;
    let mut any_defaulted_later = false;
    for &f in targets {
        let Some(fsp) = s.func_space(f) else {
            all_bad = false;
            continue;
        };
        if fsp.global {
            all_bad = false;
            continue;
        }
        let callable = if dev { fsp.device } else { fsp.host } || m.funcs[f].is_consteval;
        let constexpr = m.funcs[f].is_constexpr;
        if callable || (constexpr && relaxed) {
            all_bad = false;
        }
        any_constexpr |= constexpr;
        if s.redecls(f).iter().any(|&g| m.funcs[g].defaulted) {
            any_defaulted_later = true;
        }
    }
    if !all_bad || (!dev && dependent_member_call_in_hd_template(s, targets, c)) {
        return;
    }
    // a lambda reached from host code keeps its own clause (I.4.20.1), reported below
    let lambda_reached = matches!(c, Fctx::Lambda(_)) && hd_reachable(s, c, false);
    if !dev
        && !any_constexpr
        && !any_defaulted_later
        && !lambda_reached
        && hd_body_calls_device(s, u, targets, c)
    {
        let callee = us.path.last().unwrap();
        cx.emit(us.tok, rid!("extensions.host-device-calls-device"), format!("calling a __device__ function (\"{callee}\") from a __host__ __device__ function is not allowed: its body is also compiled for the host (guard the call with __CUDA_ARCH__)"));
        return;
    }
    // an unqualified call with arguments in a template: argument-dependent lookup at the
    // instantiation may find an overload of the other space that the model cannot see
    // (`square(x)` with `x` of a template parameter's type), so the verdict is unknown
    if let Fctx::Func(f) = c {
        let func = &m.funcs[f];
        let templated = func.tparams.is_some() || !func.outer_tparams.is_empty();
        if templated && us.path.len() == 1 && !us.args.is_empty() && us.targs.is_none() {
            return;
        }
    }
    // HD callers: a call to a host-only (device-only) function is an error only where the HD
    // code is used from device (host) code: nvcc warns otherwise
    if csp.host && (csp.device || csp.global) && !hd_reachable(s, c, dev) {
        return;
    }
    let callee = us.path.last().unwrap();
    let callee_sp = s.func_space(targets[0]).unwrap_or_default();
    let rule = if let Fctx::Lambda(l) = c {
        if is_extended(s, l) && s.opts.extended_lambda {
            rid!("xlambda.annotation-scope")
        } else {
            lambda_rule(s, l)
        }
    } else if any_defaulted_later {
        rid!("defaulted.later-declaration-kept")
    } else if any_constexpr {
        rid!("constexpr.cross-space-call")
    } else {
        // with or without --expt-relaxed-constexpr: a non-constexpr callee
        rid!("constexpr.relaxed-flag")
    };
    let _ = host;
    cx.emit(
        us.tok,
        rule,
        format!(
            "calling a {} function (\"{callee}\") from {} code is not allowed",
            space_name(callee_sp),
            if dev { "device" } else { "host" }
        ),
    );
}

/// A call, in the host compilation of a `__host__ __device__` function's body (or of a plain
/// lambda's in it), whose targets are all `__device__`-only: nvcc rejects it whether or not host
/// code uses the function (B.1.2: a `__device__` function is callable from the device only).
/// In a template nvcc decides only calls that do not depend on a template parameter; the rule
/// takes calls whose arguments are all literals there, and stays silent on the others.
pub(crate) fn hd_body_calls_device(s: &Sema, u: usize, targets: &[Id], c: Fctx) -> bool {
    let m = s.m;
    let device_only = |f: Id| {
        s.func_space(f)
            .is_some_and(|sp| sp.device && !sp.host && !sp.global)
            && !m.funcs[f].is_constexpr
            && !m.funcs[f].is_consteval
    };
    if targets.is_empty() || !targets.iter().all(|&f| device_only(f)) {
        return false;
    }
    let (f, generic) = match c {
        Fctx::Func(f) => (f, false),
        Fctx::Lambda(l) => {
            let e = enclosing(s, l);
            let plain = |x: Id| !m.lambdas[x].sp.any();
            if !plain(l) || !e.lambdas.iter().all(|&x| plain(x)) {
                return false;
            }
            let Some(f) = e.func else {
                return false;
            };
            let generic = m.lambdas[l].generic || e.lambdas.iter().any(|&x| m.lambdas[x].generic);
            (f, generic)
        }
    };
    // inside the arguments of a call to a name nothing declares (a macro of a header not
    // found, such as <nv/target>'s NV_IF_TARGET): which branch the host compilation keeps is
    // unknown, so the rule stays silent
    let us = &m.uses[u];
    let in_unknown_call = m.uses.iter().any(|o| {
        o.flags & uf::CALL != 0
            && o.args.iter().any(|&(a, b)| a <= us.tok && us.tok < b)
            && s.lookup(o.scope, &o.path, Some(o.tok)).is_empty()
    });
    if in_unknown_call {
        return false;
    }
    let written_hd = s
        .redecls(f)
        .iter()
        .any(|&g| m.funcs[g].sp.host && m.funcs[g].sp.device && !m.funcs[g].sp.global);
    if !written_hd {
        return false;
    }
    let template = generic || m.funcs[f].tparams.is_some() || !m.funcs[f].outer_tparams.is_empty();
    if template {
        let literal = |&(a, b): &(usize, usize)| {
            b == a + 1
                && m.toks.get(a).is_some_and(|t| {
                    matches!(
                        t.kind,
                        crate::lex::TK::Num | crate::lex::TK::Str | crate::lex::TK::Chr
                    )
                })
        };
        if !us.args.iter().filter(|(a, b)| b > a).all(literal) || us.targs.is_some() {
            return false;
        }
    }
    true
}

/// A call in a `__host__ __device__` template (or member of a class template) to members of a
/// class template, through `this` or on an object of the template's type: the call is
/// dependent, and nvcc 13.5 diagnoses it neither in the template nor at a host instantiation
/// (CUTLASS's `CUTLASS_HOST_DEVICE Mask() { enable(); }` with a `CUTLASS_DEVICE enable()`;
/// tests/realcode.rs), so the host-side rules stay silent on it.
fn dependent_member_call_in_hd_template(s: &Sema, targets: &[Id], c: Fctx) -> bool {
    let m = s.m;
    let Fctx::Func(f) = c else {
        return false;
    };
    let hd = s
        .redecls(f)
        .iter()
        .any(|&g| m.funcs[g].sp.host && m.funcs[g].sp.device && !m.funcs[g].sp.global);
    let template = m.funcs[f].tparams.is_some() || !m.funcs[f].outer_tparams.is_empty();
    hd && template && !targets.is_empty() && targets.iter().all(|&g| member_of_class_template(s, g))
}

/// `g` is a member function of a class template or of a class nested in one.
fn member_of_class_template(s: &Sema, g: Id) -> bool {
    let m = s.m;
    let Some(c) = m.funcs[g].class else {
        return false;
    };
    if !m.funcs[g].outer_tparams.is_empty() || m.classes[c].tparams.is_some() {
        return true;
    }
    // bounded by the scope tree's depth
    let mut sc = Some(m.classes[c].scope);
    while let Some(k) = sc {
        if let ScopeKind::Class(x) = m.scopes[k].kind {
            if m.classes[x].tparams.is_some() {
                return true;
            }
        }
        sc = m.scopes[k].parent;
    }
    false
}

/// The class object a use names when it is a plain (non-pointer, non-array) variable of class
/// type, and whether that variable is const.
pub(crate) fn use_class_object(s: &Sema, u: usize) -> Option<(Id, bool)> {
    let v = s.use_var(u)?;
    let var = &s.m.vars[v];
    if var.ty.ptr > 0 || !var.ty.dims.is_empty() || var.ty.func || var.ty.decltype.is_some() {
        return None;
    }
    let (r, sc) = s.resolve_ty_ref(&var.ty, var.scope);
    if r.ptr > 0 || !r.dims.is_empty() || r.func || r.pack {
        return None;
    }
    let mut bare = (*r).clone();
    bare.reference = 0;
    let c = match var.class_def {
        Some(cd) if var.ty.reference == 0 => cd,
        _ => s.class_of_ty(&bare, sc, 0)?,
    };
    Some((s.defined(c), r.is_const || var.ty.is_const))
}

/// `x = y` with `x` and `y` objects of the same class: the copy assignment operator of that
/// class is called where the assignment is written (I.4.9.2 / I.4.20.10). Its declared
/// execution space binds, or, for an implicit (or first-declaration-defaulted) one, what it
/// calls: the copy assignment operators of its bases and members.
pub(crate) fn copy_assignment_use(cx: &mut Cx, u: usize, dev: bool, csp: Spaces, c: Fctx) {
    let s = cx.s;
    let us = &s.m.uses[u];
    if us.flags & (uf::DOTTED | uf::INDEXED | uf::CALL | uf::QUALIFIED) != 0
        || s.t(us.tok + 1) != "="
        || s.t(us.tok + 2) == "="
    {
        return;
    }
    let prev = s.t(us.start.wrapping_sub(1));
    if matches!(
        prev,
        "." | "->" | "::" | "*" | "&" | "++" | "--" | "!" | "~" | "-" | "+"
    ) {
        return;
    }
    let Some((cl, lhs_const)) = use_class_object(s, u) else {
        return;
    };
    if lhs_const {
        return;
    }
    // the right operand: one name of an object of the same class, ending the expression
    let Some(r) = s.use_at(us.tok + 2) else {
        return;
    };
    let ru = &s.m.uses[r];
    if ru.start != us.tok + 2 || !matches!(s.t(ru.tok + 1), ";" | ")" | ",") {
        return;
    }
    if ru.flags & (uf::DOTTED | uf::INDEXED | uf::CALL) != 0 {
        return;
    }
    let Some((rc, _)) = use_class_object(s, r) else {
        return;
    };
    if rc != cl {
        return;
    }
    if csp.host && (csp.device || csp.global) && !hd_reachable(s, c, dev) {
        return;
    }
    if let Some((rule, msg)) = copy_assign_unavailable(s, cl, dev, 0) {
        cx.emit(us.tok, rule, msg);
    }
}

/// Does copy-assigning an object of class `c` from device code (`dev`) or host code call a
/// function not available there? None when it cannot tell (templates, deleted or ambiguous
/// operators, unknown members).
pub(crate) fn copy_assign_unavailable(
    s: &Sema,
    c: Id,
    dev: bool,
    depth: usize,
) -> Option<(RuleId, String)> {
    if depth > 6 {
        return None;
    }
    let m = s.m;
    let c = s.defined(c);
    let kc = &m.classes[c];
    if !kc.defined
        || kc.is_lambda_closure
        || kc.tparams.is_some()
        || kc.specialization
        || matches!(kc.key, ClassKey::Enum | ClassKey::Union)
    {
        return None;
    }
    let cname = kc.name.as_deref()?;
    let side = if dev { "device" } else { "host" };
    let is_self = |ty: &crate::model::Ty| {
        ty.ptr == 0
            && !ty.func
            && ty.dims.is_empty()
            && ty.targs.is_none()
            && ty.path.last().is_some_and(|n| &**n == cname)
    };
    let mut copy: Vec<Id> = Vec::new();
    let mut moves = false;
    for &f in &kc.methods {
        let func = &m.funcs[f];
        if func.kind == FnKind::Ctor && func.params.len() == 1 {
            let p = &func.params[0].ty;
            if is_self(p) && p.reference == 2 {
                moves = true; // the implicit copy assignment is deleted
            }
        }
        if func.kind != FnKind::Operator || &*func.name != "operator=" {
            continue;
        }
        if func.tparams.is_some() || func.params.len() != 1 {
            return None;
        }
        let p = &func.params[0].ty;
        if !is_self(p) {
            continue; // not a candidate for an argument of the class type itself
        }
        match p.reference {
            2 => moves = true,
            1 if !p.is_const => return None, // a non-const copy assignment: constness decides
            _ => {
                let first = s.first_decl(f);
                if !copy.contains(&first) {
                    copy.push(first);
                }
            }
        }
    }
    match copy.as_slice() {
        [] if moves => return None,
        [] => {}
        [f] => {
            let f = *f;
            if m.funcs[f].deleted || s.redecls(f).iter().any(|&g| m.funcs[g].deleted) {
                return None;
            }
            if let Some(sp) = s.func_space(f) {
                let relaxed = s.opts.relaxed_constexpr
                    && s.redecls(f).iter().any(|&g| m.funcs[g].is_constexpr);
                let ok = if dev { sp.device || sp.global } else { sp.host };
                if ok || relaxed {
                    return None;
                }
                let decls = s.redecls(f);
                let later = decls.iter().any(|&g| m.funcs[g].defaulted);
                let annotated = decls
                    .iter()
                    .any(|&g| m.funcs[g].sp.host || m.funcs[g].sp.device);
                let rule = if later && annotated {
                    rid!("defaulted.later-declaration-kept")
                } else if later {
                    rid!("function.defaulted-not-first-declaration")
                } else if decls.iter().any(|&g| m.funcs[g].is_constexpr) {
                    rid!("constexpr.cross-space-call")
                } else {
                    rid!("constexpr.relaxed-flag")
                };
                return Some((
                    rule,
                    format!(
                        "calling the {} copy assignment operator of '{cname}' from {side} code is not allowed",
                        space_name(sp)
                    ),
                ));
            }
            // defaulted on its first declaration: inferred like an implicit one
        }
        _ => return None,
    }
    // implicit (or first-declaration-defaulted): memberwise copy assignment
    let mut parts: Vec<Id> = Vec::new();
    for b in &kc.bases {
        let bc = s.class_by_path(kc.scope, &b.path)?;
        if bc != c {
            parts.push(bc);
        }
    }
    for f in s.nonstatic_fields(c) {
        let fv = &m.vars[f];
        if fv.ty.reference > 0 || fv.ty.top_const {
            return None; // the implicit copy assignment is deleted
        }
        if let Some(fc) = s.field_class(f) {
            if fc != c {
                parts.push(fc);
            }
        }
    }
    for p in parts {
        if let Some((_, why)) = copy_assign_unavailable(s, p, dev, depth + 1) {
            return Some((
                rid!("function.implicit-execution-space"),
                format!("the implicit copy assignment operator of '{cname}' would call a function unavailable in {side} code: {why}"),
            ));
        }
    }
    None
}

/// The lambda whose closure type `decltype(a..b)` names (`b` is the closing parenthesis): a
/// variable holding a lambda, or a call of a non-template function with a deduced return type
/// whose only return statement returns a lambda.
pub(crate) fn decltype_lambda(s: &Sema, a: usize, b: usize) -> Option<Id> {
    let u = s.use_at(a)?;
    let us = &s.m.uses[u];
    if us.start != a || us.flags & uf::MEMBER != 0 {
        return None;
    }
    if us.tok + 1 == b {
        return var_lambda(s, s.use_var(u)?);
    }
    if us.flags & uf::CALL == 0
        || s.t(us.tok + 1) != "("
        || s.m.mat(us.tok + 1) != Some(b - 1)
        || us.args.iter().any(|(x, y)| y > x)
        || us.targs.is_some()
    {
        return None;
    }
    match call_targets(s, u).as_slice() {
        [f] => returned_lambda(s, *f),
        _ => None,
    }
}

/// The lambda a function with a deduced return type returns, when its definition has exactly
/// one return statement (outside nested lambdas) and that statement is `return [..]..;`.
pub(crate) fn returned_lambda(s: &Sema, f: Id) -> Option<Id> {
    let m = s.m;
    let g = s
        .redecls(f)
        .into_iter()
        .find(|&g| m.funcs[g].body.is_some())?;
    let func = &m.funcs[g];
    if !func.deduced_ret || func.tparams.is_some() || !func.outer_tparams.is_empty() {
        return None;
    }
    let (a, b) = func.body?;
    let nested: Vec<(usize, usize)> = m
        .lambdas
        .iter()
        .filter(|l| l.tok > a && l.tok < b)
        .map(|l| (l.tok, l.end))
        .collect();
    let mut found = None;
    for k in a..b {
        if s.t(k) != "return" || nested.iter().any(|&(x, y)| k > x && k < y) {
            continue;
        }
        if found.is_some() {
            return None;
        }
        let l = m.lambdas.iter().position(|l| l.tok == k + 1)?;
        if s.t(m.lambdas[l].end) != ";" {
            return None;
        }
        found = Some(l);
    }
    found
}

/// A call of a closure object that is not a call of a named variable: `(*p)(..)` or
/// `p->operator()(..)` with `p` a pointer to a closure type, `decltype(l){}(..)` /
/// `decltype(l)()(..)`. Returns the lambda.
pub(crate) fn closure_object_call(s: &Sema, u: usize) -> Option<Id> {
    let m = s.m;
    let us = &m.uses[u];
    if us.flags & uf::MEMBER != 0 {
        return None;
    }
    if us.flags & uf::DECLTYPE_ID != 0 {
        // decltype(l){}(..) / decltype(l)()(..)
        if s.t(us.start.wrapping_sub(1)) != "(" || s.t(us.start.wrapping_sub(2)) != "decltype" {
            return None;
        }
        if s.t(us.tok + 1) != ")" || !matches!(s.t(us.tok + 2), "{" | "(") {
            return None;
        }
        let close = m.mat(us.tok + 2)?;
        if close != us.tok + 3 || s.t(close + 1) != "(" {
            return None; // only value-initialisation of the closure (no copy of another object)
        }
        return var_lambda(s, s.use_var(u)?);
    }
    if us.flags & uf::UNEVAL != 0 {
        return None;
    }
    let v = s.use_var(u)?;
    let var = &m.vars[v];
    let (a, b) = var.ty.decltype?;
    if var.ty.ptr != 1 || var.ty.reference != 0 || !var.ty.dims.is_empty() || var.ty.func {
        return None;
    }
    let deref = s.t(us.start.wrapping_sub(1)) == "*"
        && s.t(us.start.wrapping_sub(2)) == "("
        && s.t(us.tok + 1) == ")"
        && s.t(us.tok + 2) == "(";
    let arrow = s.t(us.tok + 1) == "->"
        && s.t(us.tok + 2) == "operator"
        && s.t(us.tok + 3) == "("
        && s.t(us.tok + 4) == ")"
        && s.t(us.tok + 5) == "(";
    if us.start != us.tok || !(deref || arrow) {
        return None;
    }
    if deref {
        // `(*p)`: the `(` opens a primary expression, not a call or a cast's type
        let before = s.t(us.start.wrapping_sub(3));
        if s.m.mat(us.start - 2) != Some(us.tok + 1) || before == "sizeof" || before == "decltype" {
            return None;
        }
    }
    decltype_lambda(s, a, b)
}

/// A call of the lambda `l`'s closure at `tok` in code of context `c`.
pub(crate) fn lambda_call(
    cx: &mut Cx,
    tok: usize,
    l: Id,
    dev: bool,
    host: bool,
    csp: Spaces,
    c: Fctx,
) {
    let s = cx.s;
    let lsp = s.lambda_space(l);
    // under --expt-relaxed-constexpr a constexpr (C++17: implicitly) call
    // operator is callable from both sides
    let cxx17 = !matches!(
        s.opts.std.as_deref(),
        Some("c++11") | Some("c++14") | Some("gnu++11") | Some("gnu++14")
    );
    let constexpr_op = s.m.lambdas[l].is_constexpr
        || (cxx17 && !(s.m.lambdas[l].sp.host || s.m.lambdas[l].sp.device));
    let relaxed_ok = s.opts.relaxed_constexpr && constexpr_op;
    let bad = !relaxed_ok
        && ((dev && !lsp.device) || (host && !lsp.host))
        && (!(csp.host && (csp.device || csp.global)) || hd_reachable(s, c, dev));
    if bad {
        let rule = lambda_rule(s, l);
        cx.emit(
            tok,
            rule,
            format!(
                "calling a {} lambda from {} code",
                space_name(lsp),
                if dev { "device" } else { "host" }
            ),
        );
    }
}

/// A call that leaves parameters to their default arguments evaluates those default
/// arguments where the call is written. A default argument that is a lambda invoked on the
/// spot (`= [..]{..}()`) calls the closure's operator(); one that is a lambda converted to the
/// function pointer parameter (`int (*fp)() = [..]{..}`) calls its conversion function: both
/// members have the lambda's execution space (I.4.20.1), reported at the lambda.
pub(crate) fn default_argument_lambdas(
    cx: &mut Cx,
    u: usize,
    targets: &[Id],
    ctx: (bool, bool, Spaces, Fctx),
) {
    let s = cx.s;
    let m = s.m;
    let (dev, host, csp, c) = ctx;
    let us = &m.uses[u];
    let n = us.args.iter().filter(|(a, b)| b > a).count();
    let mut first: Vec<Id> = targets.iter().map(|&f| s.first_decl(f)).collect();
    first.sort_unstable();
    first.dedup();
    let [f] = first.as_slice() else {
        return;
    };
    let decls = s.redecls(*f);
    if decls.iter().any(|&g| {
        let func = &m.funcs[g];
        func.variadic || func.tparams.is_some() || func.params.iter().any(|p| p.ty.pack)
    }) {
        return;
    }
    for i in n..m.funcs[*f].params.len() {
        let Some((p, (a, b))) = decls.iter().find_map(|&g| {
            let p = m.funcs[g].params.get(i)?;
            Some((p, p.default?))
        }) else {
            return; // not callable with n arguments: not this function
        };
        let Some(l) = m.lambdas.iter().position(|l| l.tok == a) else {
            continue;
        };
        let end = m.lambdas[l].end;
        let invoked = s.t(end) == "(" && m.mat(end).is_some_and(|e| e + 1 == b);
        let converted = end == b && p.ty.func && p.ty.ptr == 1 && p.ty.reference == 0;
        if invoked || converted {
            lambda_call(cx, a, l, dev, host, csp, c);
        }
    }
}

/// The lambda an argument expression `a..b` is: a lambda expression or a variable holding one.
pub(crate) fn arg_lambda(s: &Sema, a: usize, b: usize) -> Option<Id> {
    if let Some(l) = s.m.lambdas.iter().position(|l| l.tok == a) {
        return (s.m.lambdas[l].end == b).then_some(l);
    }
    let u = s.use_at(a)?;
    let us = &s.m.uses[u];
    if us.start != a || us.tok + 1 != b || us.flags & uf::MEMBER != 0 {
        return None;
    }
    var_lambda(s, s.use_var(u)?)
}

/// The definition of the function template `f` (a declaration with a body).
pub(crate) fn template_definition(s: &Sema, f: Id) -> Option<Id> {
    let g = s
        .redecls(f)
        .into_iter()
        .find(|&g| s.m.funcs[g].body.is_some())?;
    s.m.funcs[g].tparams.is_some().then_some(g)
}

/// Uses in the body of the function template definition `g` (not in nested lambdas) that
/// call its `i`-th parameter directly (`f(..)`), when that parameter's type is one of its type
/// template parameters (by value or reference): calls of the closure a lambda argument
/// deduces it to.
pub(crate) fn tparam_param_calls(s: &Sema, g: Id, i: usize) -> Vec<usize> {
    let m = s.m;
    let func = &m.funcs[g];
    let (Some(tps), Some(p), Some(bs)) = (&func.tparams, func.params.get(i), func.body_scope)
    else {
        return vec![];
    };
    let Some(pname) = &p.name else {
        return vec![];
    };
    if p.ellipsis
        || p.ty.pack
        || p.ty.ptr > 0
        || p.ty.func
        || !p.ty.dims.is_empty()
        || p.ty.targs.is_some()
        || p.ty.path.len() != 1
        || !tps
            .iter()
            .any(|t| t.is_type && !t.pack && t.name.as_ref() == Some(&p.ty.path[0]))
    {
        return vec![];
    }
    let pscope = m.scopes[bs].parent;
    let mut out = Vec::new();
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0
            || us.flags & (uf::MEMBER | uf::UNEVAL | uf::QUALIFIED) != 0
            || us.path.len() != 1
            || us.path[0] != *pname
            || s.fctx(us.scope) != Some(Fctx::Func(g))
        {
            continue;
        }
        if let Some(v) = s.use_var(u) {
            let var = &m.vars[v];
            if var.is_param && Some(var.scope) == pscope {
                out.push(u);
            }
        }
    }
    out
}

/// Is the lambda `l` passed to a __global__ function template launch whose body calls it
/// (the closure's operator() then runs on the device)?
pub(crate) fn launched_and_called(s: &Sema, l: Id) -> bool {
    let m = s.m;
    for la in &m.launches {
        if la.path.is_empty() || la.targs.is_some() {
            continue;
        }
        let Some(i) = la
            .args
            .iter()
            .position(|&(a, b)| arg_lambda(s, a, b) == Some(l))
        else {
            continue;
        };
        let kernels: Vec<Id> = s
            .lookup(la.scope, &la.path, Some(la.name_tok))
            .iter()
            .filter_map(|x| if let Sym::Func(f) = x { Some(*f) } else { None })
            .filter_map(|f| template_definition(s, f))
            .collect();
        if let [k] = kernels.as_slice() {
            if s.func_space(*k).is_some_and(|sp| sp.global)
                && !tparam_param_calls(s, *k, i).is_empty()
            {
                return true;
            }
        }
    }
    false
}

/// A host function template that calls its parameter, called with an extended __device__
/// lambda: the instantiation calls the lambda's __device__ operator() from host code (I.6.3).
pub(crate) fn host_template_calls_device_lambda(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if s.view.is_device() || !s.opts.extended_lambda {
        return;
    }
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0
            || us.flags & (uf::MEMBER | uf::UNEVAL) != 0
            || us.targs.is_some()
            || !s.is_host_code(us.scope)
        {
            continue;
        }
        let mut defs: Vec<Id> = call_targets(s, u)
            .into_iter()
            .filter_map(|f| template_definition(s, f))
            .collect();
        defs.sort_unstable();
        defs.dedup();
        let [g] = defs.as_slice() else {
            continue;
        };
        if !s
            .func_space(*g)
            .is_some_and(|sp| sp.host && !sp.device && !sp.global)
        {
            continue;
        }
        for (i, &(a, b)) in us.args.iter().enumerate() {
            let Some(l) = arg_lambda(s, a, b) else {
                continue;
            };
            if !is_extended(s, l) || m.lambdas[l].sp.host {
                continue;
            }
            for w in tparam_param_calls(s, *g, i) {
                cx.emit(
                    m.uses[w].tok,
                    rid!("xlambda.host-device-lambda"),
                    format!(
                        "calling an extended __device__ lambda from host code (the instantiation of '{}')",
                        m.funcs[*g].name
                    ),
                );
            }
        }
    }
}

/// References to a __device__ function with a deduced return type outside device function
/// bodies (host view only).
pub(crate) fn deduced_ref(cx: &mut Cx, u: usize, outside_device_body: bool) {
    let s = cx.s;
    if s.view.is_device() || !outside_device_body {
        return;
    }
    let m = s.m;
    let us = &m.uses[u];
    let fs = s.use_funcs(u);
    if fs.is_empty() {
        return;
    }
    let all = fs.iter().all(|&f| {
        let func = &m.funcs[f];
        s.redecls(f).iter().any(|&g| m.funcs[g].deduced_ret)
            && s.func_space(f)
                .is_some_and(|sp| sp.device && !sp.global && !sp.host)
            && func.kind == FnKind::Normal
    });
    if all && !dependent_use(s, u) {
        let msg = format!("__device__ function '{}' with a deduced return type is referenced outside device function bodies", us.path.last().unwrap());
        // a constexpr one: every nvcc and clang accept the reference (`unenforced.rs`)
        let constexpr = fs
            .iter()
            .all(|&f| s.redecls(f).iter().any(|&g| m.funcs[g].is_constexpr));
        if constexpr {
            cx.emit_unenforced(
                us.tok,
                rid!("deduced-return.device-reference-outside-body"),
                msg,
                &crate::unenforced::DEDUCED_RETURN_CONSTEXPR,
            );
        } else {
            cx.emit(
                us.tok,
                rid!("deduced-return.device-reference-outside-body"),
                msg,
            );
        }
    }
}
/// A use in a template whose explicit template arguments or call arguments name one of the
/// enclosing templates' parameters (`current_policy<PolicySelector>()` in cub's
/// `__host__ __device__` launch-bounds helpers and policy-holding class templates): what it
/// refers to, and whether the host compilation instantiates it at all (the clause's "absent
/// when `__CUDA_ARCH__` is undefined"), is decided per instantiation, which the checker does
/// not model; nvcc 13.5 accepts cub's (tests/realcode.rs). Lean to silence.
fn dependent_use(s: &Sema, u: usize) -> bool {
    let m = s.m;
    let us = &m.uses[u];
    let ranges = us.targs.iter().chain(us.args.iter());
    ranges.into_iter().any(|&(a, b)| {
        (a..b.min(m.toks.len())).any(|q| {
            m.toks[q].kind == crate::lex::TK::Ident
                && s.lookup(us.scope, &[m.toks[q].text.clone()], Some(q))
                    .iter()
                    .any(|x| matches!(x, Sym::TParamType | Sym::TParamValue | Sym::TParamTemplate))
        })
    })
}

/// A call whose explicit template arguments or call arguments depend on a template parameter:
/// they name one (`dependent_use`) or name a variable whose declared type does (`const T* data`,
/// `Vec<T>& v`). Such a call is bound only at an instantiation.
fn type_dependent_call(s: &Sema, u: usize) -> bool {
    if dependent_use(s, u) {
        return true;
    }
    let m = s.m;
    let us = &m.uses[u];
    let is_tparam = |scope: Id, q: usize| {
        s.lookup(scope, &[m.toks[q].text.clone()], Some(q))
            .iter()
            .any(|x| matches!(x, Sym::TParamType | Sym::TParamValue | Sym::TParamTemplate))
    };
    let ranges = us.targs.iter().chain(us.args.iter());
    ranges.into_iter().any(|&(a, b)| {
        (a..b.min(m.toks.len())).any(|q| {
            if m.toks[q].kind != crate::lex::TK::Ident {
                return false;
            }
            s.lookup(us.scope, &[m.toks[q].text.clone()], Some(q))
                .iter()
                .any(|x| match *x {
                    Sym::Var(v) => {
                        let var = &m.vars[v];
                        var.ty.idents.iter().any(|&t| {
                            t < m.toks.len()
                                && m.toks[t].kind == crate::lex::TK::Ident
                                && is_tparam(var.scope, t)
                        })
                    }
                    _ => false,
                })
        })
    })
}

// ---------------------------------------------------------------------- local objects

/// Construction / destruction of local objects across execution spaces (implicit and
/// defaulted special members, I.4.9.2 / I.4.20.10).
pub(crate) fn local_objects(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    // each variable's initializer root (the parser marks the root it scans for a declaration)
    let mut init_root: Vec<Option<usize>> = vec![None; m.vars.len()];
    for (r, root) in m.expr_roots.iter().enumerate() {
        if let Some(slot) = root.owner.and_then(|v| init_root.get_mut(v)) {
            slot.get_or_insert(r);
        }
    }
    let mut reach_memo: Vec<(Fctx, bool)> = Vec::new();
    for (v, var) in m.vars.iter().enumerate() {
        let mut hd_ctx: Option<Fctx> = None;
        if var.is_param || var.ty.ptr > 0 || var.ty.reference > 0 || var.mem.any() || var.is_extern
        {
            continue;
        }
        // A namespace-scope variable without a memory space is a host object: the host runs its
        // constructor and destructor (B.1.2: a __device__ one is callable from the device only).
        // Static data members (defined out of class) and variable templates are left alone.
        let namespace_host_object = !s.is_local_var(v)
            && s.is_namespace_var(v)
            && var.member_of.is_none()
            && var.qual.is_empty()
            && var.tparams.is_none()
            && !s.view.is_device();
        let dev = if namespace_host_object {
            false
        } else {
            if !s.is_local_var(v) {
                continue;
            }
            let dev = s.is_device_code(var.scope);
            let host = s.is_host_code(var.scope);
            if !dev && !host {
                continue;
            }
            let Some((_, _, csp, c)) = use_ctx(s, var.scope) else {
                continue;
            };
            // a __host__ __device__ body: its local objects' constructors and destructors are
            // called from device code only where device code uses the function (as for named
            // calls, `check_call`: nvcc only warns of an unused one); its host side is not
            // judged here, and a lambda's body is the lambda clauses' question
            if csp.host && (csp.device || csp.global) {
                if !dev || matches!(c, Fctx::Lambda(_)) {
                    continue;
                }
                hd_ctx = Some(c);
            }
            dev
        };
        let mark = cx.out.len();
        object_special_calls(cx, v, dev, namespace_host_object, &init_root);
        // in a __host__ __device__ body, only where device code uses the function (asked only
        // once a finding is made: the reachability walk reads every use of the unit)
        if let Some(c) = hd_ctx {
            if cx.out.len() > mark {
                let reached = reached_from_device(s, &mut reach_memo, c);
                if !reached {
                    cx.out.truncate(mark);
                }
            }
        }
    }
}

/// The constructor and destructor calls of local (or namespace-scope host) object `v` of a
/// class type, judged from `dev` (device) or host code.
fn object_special_calls(
    cx: &mut Cx,
    v: Id,
    dev: bool,
    namespace_host_object: bool,
    init_root: &[Option<usize>],
) {
    let s = cx.s;
    let m = s.m;
    let var = &m.vars[v];
    let mut bare = var.ty.clone();
    bare.dims.clear();
    let Some(c) = var.class_def.or_else(|| s.class_of_ty(&bare, var.scope, 0)) else {
        return;
    };
    let c = s.defined(c);
    if m.classes[c].is_lambda_closure || m.classes[c].tparams.is_some() {
        return;
    }
    let nargs = match var.init {
        InitKind::None => 0,
        InitKind::Paren => s_args(s, var.init_range.0, var.init_range.1),
        InitKind::Brace => s_args(s, var.init_range.0 + 1, var.init_range.1.saturating_sub(1)),
        InitKind::Eq => {
            if dev {
                conversion_init(cx, v, c, init_root);
            }
            return;
        }
    };
    if nargs == 1 && var.init == InitKind::Paren {
        if let Some(u) = s.use_at(var.init_range.0) {
            if m.uses[u].tok + 1 == var.init_range.1 {
                if let Some(w) = s.use_var(u) {
                    let wv = &m.vars[w];
                    let (wr, wsc) = s.resolve_ty_ref(&wv.ty, wv.scope);
                    let mut wb = (*wr).clone();
                    wb.reference = 0;
                    if wr.ptr == 0 && s.class_of_ty(&wb, wsc, 0) == Some(c) {
                        if let Some((rule, msg)) =
                            special_unavailable(s, c, Special::CopyCtor, dev, 0)
                        {
                            cx.emit(var.tok, rule, msg);
                        }
                        return;
                    }
                }
            }
        }
    }
    if nargs > 0 {
        // the constructors taking that many arguments
        let cands: Vec<Id> = s
            .ctors(c)
            .into_iter()
            .filter(|&f| arity_ok(s, f, nargs) && !m.funcs[f].deleted)
            .collect();
        let relaxed = s.opts.relaxed_constexpr;
        if !cands.is_empty() && s.is_aggregate(c) != Tri::Yes {
            let bad = cands.iter().all(|&f| match s.func_space(f) {
                Some(sp) => {
                    (if dev { !sp.device } else { !sp.host })
                        && !(relaxed && m.funcs[f].is_constexpr)
                }
                None => false,
            });
            if bad {
                let cx_ = cands.iter().any(|&f| m.funcs[f].is_constexpr);
                let rule = if cx_ {
                    rid!("constexpr.cross-space-call")
                } else {
                    rid!("function.implicit-execution-space")
                };
                let cname = m.classes[c].name.as_deref().unwrap_or("");
                cx.emit(
                    var.tok,
                    rule,
                    format!(
                        "calling a {} constructor of '{cname}' from {} code is not allowed",
                        if dev { "__host__" } else { "__device__" },
                        if dev { "device" } else { "host" }
                    ),
                );
            }
        }
        return;
    }
    if let Some((rule, msg)) = special_unavailable(s, c, Special::DefaultCtor, dev, 0) {
        cx.emit(var.tok, rule, msg);
    } else if let Some((rule, msg)) = special_unavailable(s, c, Special::Dtor, dev, 0) {
        cx.emit(var.tok, rule, msg);
    } else if namespace_host_object {
        default_init_device_calls(cx, v, c);
    }
}

/// A namespace-scope host object default-initialized: the host evaluates the default arguments
/// of the constructor it calls, or, where that constructor is implicit, the default member
/// initializers of the class; a call there of a `__device__`-only function is a call from host
/// code (B.1.2), as in the object's own initializer (`namespace_init_use`). Reported at the
/// object, where the host calls it.
fn default_init_device_calls(cx: &mut Cx, v: Id, c: Id) {
    let s = cx.s;
    let m = s.m;
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let dcs = s.default_ctors(c);
    if s.ctors(c).is_empty() {
        for f in s.nonstatic_fields(c) {
            if m.vars[f].init != InitKind::None {
                ranges.push(m.vars[f].init_range);
            }
        }
    } else if let [f] = dcs[..] {
        for g in s.redecls(f) {
            ranges.extend(m.funcs[g].params.iter().filter_map(|p| p.default));
        }
    }
    let relaxed = s.opts.relaxed_constexpr;
    for (a, b) in ranges {
        for u in s.uses_in(a, b) {
            let us = &m.uses[u];
            if us.flags & uf::CALL == 0 || us.flags & (uf::UNEVAL | uf::MEMBER) != 0 {
                continue;
            }
            let fs = s.use_funcs(u);
            let device_only = !fs.is_empty()
                && fs.iter().all(|&f| {
                    s.func_space(f)
                        .is_some_and(|sp| sp.device && !sp.host && !sp.global)
                        && (!relaxed || !m.funcs[f].is_constexpr)
                });
            if device_only {
                let name = us.path.last().unwrap();
                let cname = m.classes[c].name.as_deref().unwrap_or("<anonymous>");
                cx.emit(m.vars[v].tok, rid!("constexpr.relaxed-flag"), format!("calling a __device__ function (\"{name}\") from host code (initializing '{cname}' evaluates it) is not allowed"));
                return;
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Special {
    DefaultCtor,
    CopyCtor,
    Dtor,
}

/// The declared special member of kind `k` (first declaration), or None when implicit.
pub(crate) fn declared_special(s: &Sema, c: Id, k: Special) -> Option<Option<Id>> {
    let m = s.m;
    let cname = m.classes[c].name.clone();
    let list: Vec<Id> = match k {
        Special::DefaultCtor => s.default_ctors(c),
        Special::Dtor => {
            let mut v = Vec::new();
            for f in s.dtors(c) {
                let first = s.first_decl(f);
                if !v.contains(&first) {
                    v.push(first);
                }
            }
            v
        }
        Special::CopyCtor => {
            let mut v = Vec::new();
            for f in s.ctors(c) {
                let func = &m.funcs[f];
                if func.params.len() == 1
                    && func.params[0].ty.reference == 1
                    && func.params[0].ty.path.last() == cname.as_ref()
                {
                    let first = s.first_decl(f);
                    if !v.contains(&first) {
                        v.push(first);
                    }
                }
            }
            v
        }
    };
    match list.as_slice() {
        [] => {
            // a default constructor is not implicit when other constructors are declared
            if k == Special::DefaultCtor && !s.ctors(c).is_empty() {
                return None;
            }
            Some(None)
        }
        [f] => Some(Some(*f)),
        _ => None,
    }
}

/// Does using special member `k` of class `c` from device code (`dev`) or host code call a
/// function not available there? Implicit and first-declaration-defaulted members take their
/// space from their callers (I.4.9.2 / I.4.20.10), so what they call decides.
pub(crate) fn special_unavailable(
    s: &Sema,
    c: Id,
    k: Special,
    dev: bool,
    depth: usize,
) -> Option<(RuleId, String)> {
    if depth > 6 {
        return None;
    }
    let m = s.m;
    let kc = &m.classes[c];
    if !kc.defined || kc.is_lambda_closure || kc.tparams.is_some() || kc.key == ClassKey::Enum {
        return None;
    }
    let cname = kc.name.as_deref().unwrap_or("<anonymous>");
    let what = match k {
        Special::DefaultCtor => "constructor",
        Special::CopyCtor => "copy constructor",
        Special::Dtor => "destructor",
    };
    let side = if dev { "device" } else { "host" };
    let decl = declared_special(s, c, k)?;
    if let Some(f) = decl {
        if let Some(sp) = s.func_space(f) {
            let ok = if dev { sp.device || sp.global } else { sp.host };
            // under --expt-relaxed-constexpr a constexpr special member is callable from
            // either side, as the constructors taking arguments above (flashinfer's
            // `constexpr PackedT() : mElements{} {...}` of a local union, default-initialized
            // in a `__host__ __device__` function)
            let relaxed = s.opts.relaxed_constexpr && m.funcs[f].is_constexpr;
            if !ok && !relaxed && !m.funcs[f].deleted {
                let later = s.redecls(f).iter().any(|&g| m.funcs[g].defaulted);
                let rule = if later {
                    rid!("defaulted.later-declaration-kept")
                } else {
                    rid!("function.implicit-execution-space")
                };
                return Some((
                    rule,
                    format!(
                        "calling the {} {what} of '{cname}' from {side} code is not allowed",
                        space_name(sp)
                    ),
                ));
            }
            return None;
        }
    }
    let annotated = decl.is_some_and(|f| m.funcs[f].sp.host || m.funcs[f].sp.device);
    let rule = if annotated {
        rid!("defaulted.first-declaration-ignored")
    } else {
        rid!("function.implicit-execution-space")
    };
    let mut parts: Vec<Id> = Vec::new();
    for b in &kc.bases {
        if let Some(bc) = s.class_by_path(kc.scope, &b.path) {
            if bc != c {
                parts.push(bc);
            }
        }
    }
    for f in s.nonstatic_fields(c) {
        if k == Special::DefaultCtor && m.vars[f].init != InitKind::None {
            continue;
        }
        if let Some(fc) = s.field_class(f) {
            if fc != c {
                parts.push(fc);
            }
        }
    }
    for p in parts {
        if let Some((_, why)) = special_unavailable(s, p, k, dev, depth + 1) {
            return Some((rule, format!("the implicit {what} of '{cname}' would call a function unavailable in {side} code: {why}")));
        }
    }
    None
}

// ------------------------------------------------------- operators and destructors called

/// Overloaded operators and explicit destructor calls in device code: `+t`, `t - u`, `t += u`,
/// `t++` on an object of a class whose operator (a member) is `__host__` only, and `p->~S()`
/// of a class whose destructor is. A `__host__` function is callable from the host only
/// (B.1.4), so these are the calls of named functions that `check_call` reports, spelled as
/// operators; the rule and the relaxation (`--expt-relaxed-constexpr` for constexpr callees)
/// are the same. In a `__host__ __device__` function they count only where device code uses
/// it (as for named calls: nvcc only warns of an unused one). The candidates are the class's
/// own members of that operator's name and arity; where a namespace-scope operator of that
/// name is declared as well, overload resolution could pick it, so the call stays unjudged.
pub(crate) fn operator_calls(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !s.view.is_device() {
        return;
    }
    let ex = s.exprs();
    let free_ops: std::collections::HashSet<&str> = m
        .funcs
        .iter()
        .filter(|f| f.class.is_none() && f.kind == FnKind::Operator)
        .map(|f| &*f.name)
        .collect();
    let mut reach_memo: Vec<(Fctx, bool)> = Vec::new();
    for n in 0..ex.nodes.len() as expr::Nid {
        let node = ex.node(n);
        // (operator name, parameters of the member operator, is a destructor call)
        let (name, nparams, dtor): (String, usize, bool) = match &node.kind {
            expr::NK::Unary(op) if matches!(*op, "-" | "+" | "!" | "~" | "*" | "++" | "--") => {
                (format!("operator{op}"), 0, false)
            }
            expr::NK::Postfix(op) => (format!("operator{op}"), 1, false),
            expr::NK::Binary(op) if !matches!(*op, "&&" | "||") => {
                (format!("operator{op}"), 1, false)
            }
            expr::NK::Assign(op) if *op != "=" => (format!("operator{op}"), 1, false),
            expr::NK::Call => {
                let Some(&callee) = ex.kids(n).first() else {
                    continue;
                };
                match ex.node(callee).kind {
                    expr::NK::Member { name, .. }
                        if s.t(name) == "~" || s.t(name.saturating_sub(1)) == "~" =>
                    {
                        (String::new(), 0, true)
                    }
                    _ => continue,
                }
            }
            _ => continue,
        };
        let root = &m.expr_roots[node.root as usize];
        if root.flags & uf::UNEVAL != 0 {
            continue;
        }
        let Some((dev, _, csp, c)) = use_ctx(s, root.scope) else {
            continue;
        };
        // a lambda's body runs where the lambda is called: the lambda clauses' question
        if !dev || matches!(c, Fctx::Lambda(_)) {
            continue;
        }
        let hd = csp.host && (csp.device || csp.global);
        // the object: the operand, or the destructor call's object expression
        let Some(&first) = ex.kids(n).first() else {
            continue;
        };
        let cls = if dtor {
            ex.object_class(s, first)
        } else {
            let t = ex.ty(s, first);
            match t.base {
                expr::Base::Class(k) if t.ptr == 0 && t.arr == 0 => Some(k),
                _ => None,
            }
        };
        let Some(k) = cls else {
            continue;
        };
        let k = s.defined(k);
        if m.classes[k].is_lambda_closure || m.classes[k].tparams.is_some() {
            continue;
        }
        if !dtor && free_ops.contains(name.as_str()) {
            continue;
        }
        let cands: Vec<Id> = if dtor {
            s.dtors(k)
        } else {
            m.classes[k]
                .methods
                .iter()
                .copied()
                .filter(|&f| {
                    let func = &m.funcs[f];
                    func.kind == FnKind::Operator
                        && *func.name == *name
                        && func.params.len() == nparams
                        && !func.deleted
                })
                .collect()
        };
        if cands.is_empty() {
            continue;
        }
        let relaxed = s.opts.relaxed_constexpr;
        let host_only = cands.iter().all(|&f| match s.func_space(f) {
            Some(sp) => {
                sp.host
                    && !sp.device
                    && !sp.global
                    && !m.funcs[f].is_consteval
                    && (!relaxed || !m.funcs[f].is_constexpr)
            }
            None => false,
        });
        if !host_only {
            continue;
        }
        // asked last: the reachability walk reads every use of the unit (memoized per body)
        if hd {
            let reached = reached_from_device(s, &mut reach_memo, c);
            if !reached {
                continue;
            }
        }
        let cname = m.classes[k].name.as_deref().unwrap_or("<anonymous>");
        let callee = if dtor {
            format!("~{cname}")
        } else {
            format!("{cname}::{name}")
        };
        let rule = if cands.iter().any(|&f| m.funcs[f].is_constexpr) {
            rid!("constexpr.cross-space-call")
        } else {
            rid!("constexpr.relaxed-flag")
        };
        cx.emit(
            node.a,
            rule,
            format!("calling a __host__ function (\"{callee}\") from device code is not allowed"),
        );
    }
}

/// `C c = k;` in device code, `k` an object of another class `K` whose conversion functions to
/// `C` are all `__host__` only and `C` has no constructor taking arguments (which overload
/// resolution could prefer): the conversion function is a host function called from device
/// code (B.1.4), as `check_call` reports a named call.
fn conversion_init(cx: &mut Cx, v: Id, c: Id, init_root: &[Option<usize>]) {
    let s = cx.s;
    let m = s.m;
    let Some(r) = init_root.get(v).copied().flatten() else {
        return;
    };
    let ex = s.exprs();
    let Some(&top) = ex.roots.get(r) else {
        return;
    };
    let n = ex.strip_parens(top);
    let t = ex.ty(s, n);
    let expr::Base::Class(k) = t.base else {
        return;
    };
    if t.ptr > 0 || t.arr > 0 {
        return;
    }
    let k = s.defined(k);
    if k == c || m.classes[k].tparams.is_some() || m.classes[k].is_lambda_closure {
        return;
    }
    if s.ctors(c).iter().any(|&f| !m.funcs[f].params.is_empty()) {
        return;
    }
    let Some(cname) = m.classes[c].name.as_deref() else {
        return;
    };
    let convs: Vec<Id> = m.classes[k]
        .methods
        .iter()
        .copied()
        .filter(|&f| {
            let func = &m.funcs[f];
            func.kind == FnKind::Conversion
                && func.name.rsplit([' ', ':']).next() == Some(cname)
                && !func.deleted
        })
        .collect();
    if convs.is_empty() {
        return;
    }
    let relaxed = s.opts.relaxed_constexpr;
    let host_only = convs.iter().all(|&f| match s.func_space(f) {
        Some(sp) => sp.host && !sp.device && !sp.global && (!relaxed || !m.funcs[f].is_constexpr),
        None => false,
    });
    if !host_only {
        return;
    }
    let rule = if convs.iter().any(|&f| m.funcs[f].is_constexpr) {
        rid!("constexpr.cross-space-call")
    } else {
        rid!("constexpr.relaxed-flag")
    };
    let kname = m.classes[k].name.as_deref().unwrap_or("<anonymous>");
    cx.emit(
        m.vars[v].tok,
        rule,
        format!("calling a __host__ function (\"{kname}::operator {cname}\") from device code is not allowed"),
    );
}
