//! Rules evaluated on one view (host or device) of a translation unit: variables and memory
//! spaces, classes, uses of host entities in device code, keywords, managed variables, host
//! compiler extensions, deprecation, inline namespaces. Calls across spaces are in `calls`,
//! function declarations and kernels in `kernels`, the standard library in `stdlib`; the shared
//! helpers (types, sizes, argument lists) in `query`; `driver` runs the families.

use crate::expr::{self, Base, NK};
use crate::fx::HashSet;
use crate::lex::TK;
use crate::model::*;
use crate::query::*;
use crate::rules::{rid, RuleId};
use crate::sema::{Fctx, Sema, Tri};
use std::rc::Rc;

// ---------------------------------------------------------------------- helpers

pub(crate) fn is_texture_or_surface(ty: &Ty) -> bool {
    ty.path
        .last()
        .is_some_and(|n| matches!(&**n, "texture" | "surface"))
}

pub(crate) fn is_long_double(s: &Sema, ty: &Ty, scope: Id) -> bool {
    let (r, _) = s.resolve_ty_ref(ty, scope);
    r.builtin == "long double" || ty.builtin == "long double"
}

/// Memory space of a variable including the implicit __device__ of function-scope statics in
/// device code (device view).
pub(crate) fn implicit_static_device(s: &Sema, v: Id) -> bool {
    let var = &s.m.vars[v];
    !var.mem.any() && var.is_static && s.is_local_var(v) && s.is_device_code(var.scope)
}

// ---------------------------------------------------------------------- variables

pub(crate) fn variables(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param {
            continue;
        }
        let mem = var.mem;
        let mt = if var.mem_tok > 0 {
            var.mem_tok
        } else {
            var.tok
        };
        let local = s.in_block(var.scope);
        // data members
        let out_of_class_member =
            !var.qual.is_empty() && s.class_by_path(var.scope, &var.qual).is_some();
        if mem.any() && (var.member_of.is_some() || var.anon_union || out_of_class_member) {
            cx.emit(
                var.tok,
                rid!("memspace.no-member"),
                format!(
                    "{} is not allowed on a data member ('{}')",
                    mem.name(),
                    var.name
                ),
            );
            continue;
        }
        if mem.any() && var.structured {
            cx.emit(
                var.tok,
                rid!("memspace.no-structured-binding"),
                format!("a structured binding cannot be declared {}", mem.name()),
            );
            continue;
        }
        if mem.any() && var.is_constexpr && (mem.managed || mem.shared) {
            cx.emit(
                var.tok,
                rid!("memspace.no-constexpr-managed-shared"),
                format!(
                    "a {} variable cannot be constexpr",
                    if mem.managed {
                        "__managed__"
                    } else {
                        "__shared__"
                    }
                ),
            );
        }
        if (mem.any() || is_texture_or_surface(&var.ty))
            && !local
            && in_inline_unnamed_ns(s, var.scope)
        {
            cx.emit(
                var.tok,
                rid!("memspace.inline-unnamed-namespace"),
                format!(
                    "'{}' cannot be declared in an inline unnamed namespace",
                    var.name
                ),
            );
        }
        if mem.managed {
            let (r, _) = s.resolve_ty_ref(&var.ty, var.scope);
            if r.reference > 0 {
                cx.emit(
                    var.tok,
                    rid!("managed.no-reference"),
                    format!("managed variable '{}' has a reference type", var.name),
                );
            } else if r.top_const || (r.ptr == 0 && r.is_const) {
                cx.emit(
                    var.tok,
                    rid!("managed.no-const"),
                    format!("managed variable '{}' has a const-qualified type", var.name),
                );
            }
        }
        // extern in whole-program mode (`extern __constant__ T x = {...}` has an initializer:
        // it is a definition, not an extern declaration)
        if mem.any() && var.is_extern && var.init == InitKind::None && !s.opts.rdc {
            let dynamic_shared = mem.shared && var.ty.dims.first().is_some_and(|d| d.is_empty());
            let redecl = local
                && m.vars.iter().any(|w| {
                    w.name == var.name
                        && !w.is_extern
                        && !w.is_param
                        && w.tok < var.tok
                        && w.mem.any()
                        && !s.in_block(w.scope)
                });
            if !dynamic_shared && !redecl {
                cx.emit(
                    var.tok,
                    rid!("memspace.no-extern-whole-program"),
                    format!(
                        "extern {} variable '{}' in whole-program compilation mode (use -rdc=true)",
                        mem.name(),
                        var.name
                    ),
                );
            }
        }
        // inline variables with external linkage (whole-program mode)
        if var.is_inline
            && !local
            && var.member_of.is_none()
            && (mem.device || mem.constant || mem.managed)
            && !mem.shared
            && !s.opts.rdc
            && !var.is_static
            && !in_unnamed_ns(s, var.scope)
        {
            cx.emit(var.tok, rid!("memspace.inline-variable-internal-linkage"), format!("inline {} variable '{}' must have internal linkage in whole-program compilation mode", mem.name(), var.name));
        }
        // thread_local
        if var.is_thread_local && (mem.any() || (local && s.is_device_code(var.scope))) {
            cx.emit(
                var.tok,
                rid!("cxx11.thread-local-not-in-device"),
                "thread_local is not allowed in device code",
            );
        }
        // block-scope variables
        if local && mem.any() && !var.is_extern {
            let fc = s.fctx(var.scope);
            if s.is_host_code(var.scope)
                && !matches!(fc, Some(Fctx::Func(f)) if s.space_macro_unknown(f))
            {
                let rule = if var.is_static && !mem.managed {
                    rid!("function.static-var-memspace")
                } else if mem.managed {
                    rid!("managed.no-host-local-without-linkage")
                } else {
                    rid!("memspace.no-host-local")
                };
                let fname = fc.map(|c| s.fctx_name(c)).unwrap_or_default();
                cx.emit(
                    mt,
                    rule,
                    format!(
                        "{} variable '{}' in function '{}' that executes on the host",
                        mem.name(),
                        var.name,
                        fname
                    ),
                );
            } else if s.is_device_code(var.scope)
                && !var.is_static
                && (mem.device || mem.constant || mem.managed)
                && !mem.shared
            {
                let rule = if mem.managed {
                    rid!("managed.no-device-local-without-linkage")
                } else {
                    rid!("memspace.no-device-automatic")
                };
                cx.emit(mt, rule, format!("{} variable '{}' must be static or extern in a function that executes on the device", mem.name(), var.name));
            }
        }
        // __shared__ with an initializer
        if mem.shared && var.init != InitKind::None && !var.is_extern {
            let rule = if local && var.is_static {
                rid!("function.static-var-init")
            } else {
                rid!("operator.shared-no-initializer")
            };
            cx.emit(
                var.tok,
                rule,
                format!(
                    "__shared__ variable '{}' cannot have an initializer",
                    var.name
                ),
            );
        }
        // initialization restrictions of memory-space variables (namespace scope, static
        // members' definitions, device statics)
        let implicit = implicit_static_device(s, v);
        let device_static = local && var.is_static && s.is_device_code(var.scope);
        if (mem.any() || implicit) && !var.is_extern && !(local && !var.is_static && !mem.shared) {
            if local && !device_static && !mem.shared {
                continue;
            }
            if local && mem.shared && !s.is_device_code(var.scope) {
                continue;
            }
            memspace_init(cx, v, local);
        }
    }
}

pub(crate) fn in_unnamed_ns(s: &Sema, scope: Id) -> bool {
    let mut sc = Some(scope);
    while let Some(id) = sc {
        if let ScopeKind::Namespace { name: None, .. } = s.m.scopes[id].kind {
            return true;
        }
        sc = s.m.scopes[id].parent;
    }
    false
}

pub(crate) fn memspace_init(cx: &mut Cx, v: Id, local: bool) {
    let s = cx.s;
    let var = &s.m.vars[v];
    let static_local = local && var.is_static;
    let reroute = |r: RuleId| -> RuleId {
        if static_local {
            rid!("function.static-var-init")
        } else {
            r
        }
    };
    // I.4.3.1's constructor bullets on a variable whose initialization is constant: a form no
    // toolchain enforces (`unenforced.rs`), except on `__shared__` variables (clang rejects
    // them); decided only when a finding is made
    let form = if static_local {
        &crate::unenforced::STATIC_CONSTANT_INIT
    } else {
        &crate::unenforced::CONSTANT_INIT
    };
    let emit_ctor = |cx: &mut Cx, c: Id, tok: usize, rule: RuleId, msg: String| {
        if !var.mem.shared && constant_initialized(s, var, c) {
            cx.emit_unenforced(tok, rule, msg, form);
        } else {
            cx.emit(tok, rule, msg);
        }
    };
    // class type (or array of class type)?
    let mut bare = var.ty.clone();
    bare.dims.clear();
    let (r, sc) = s.resolve_ty_ref(&bare, var.scope);
    let cls = if r.ptr == 0 && r.reference == 0 && !r.func {
        var.class_def.or_else(|| s.class_of_ty(&r, sc, 0))
    } else {
        None
    };
    if let Some(c) = cls {
        let c = s.defined(c);
        if s.m.classes[c].is_lambda_closure {
            return;
        }
        let (ia, ib) = var.init_range;
        let args_nonempty = match var.init {
            InitKind::None => false,
            InitKind::Paren => ib > ia,
            InitKind::Brace => ib > ia + 2,
            InitKind::Eq => true,
        };
        if !args_nonempty {
            if let Err((rule, why)) = s.ctor_empty(c, var.tok, 0) {
                emit_ctor(
                    cx,
                    c,
                    var.tok,
                    reroute(rule),
                    format!(
                        "'{}' cannot be a {} variable: {}",
                        var.name,
                        memname(var),
                        why
                    ),
                );
                return;
            }
        } else {
            // an initializer with arguments: aggregates initialise without a constructor;
            // otherwise the constructor taking them has parameters
            let agg = s.is_aggregate(c);
            let is_copy_like = var.init == InitKind::Eq && !matches!(s.t(ia), "{");
            if agg == Tri::No && !is_copy_like {
                let ctors = s.ctors(c);
                let user = ctors.iter().any(|&f| {
                    !s.m.funcs[f].defaulted
                        && !s.m.funcs[f].deleted
                        && !s.m.funcs[f].params.is_empty()
                });
                if user {
                    emit_ctor(cx, c, var.tok, reroute(rid!("memspace.empty-ctor.no-params-empty-body")), format!("'{}' cannot be a {} variable: it is initialized by a constructor with parameters", var.name, memname(var)));
                    return;
                }
            }
            if agg == Tri::No && is_copy_like {
                // `= T(args)` / `= T()`: the constructor used is the one named
                if let Some(u) = s.use_at(ia) {
                    let us = &s.m.uses[u];
                    if us.flags & uf::CALL != 0
                        && !us.args.is_empty()
                        && s.ctors(c)
                            .iter()
                            .any(|&f| !s.m.funcs[f].params.is_empty() && !s.m.funcs[f].defaulted)
                    {
                        emit_ctor(cx, c, var.tok, reroute(rid!("memspace.empty-ctor.no-params-empty-body")), format!("'{}' cannot be a {} variable: it is initialized by a constructor with parameters", var.name, memname(var)));
                        return;
                    }
                    if us.flags & uf::CALL != 0 && us.args.is_empty() {
                        if let Err((rule, why)) = s.ctor_empty(c, var.tok, 0) {
                            emit_ctor(
                                cx,
                                c,
                                var.tok,
                                reroute(rule),
                                format!(
                                    "'{}' cannot be a {} variable: {}",
                                    var.name,
                                    memname(var),
                                    why
                                ),
                            );
                            return;
                        }
                    }
                }
            }
            // `= f()`, `= other`, `= cond ? a : b` (not a braced list, not `T(..)`/`T{..}`):
            // the aggregate is copied from a value of its class (or is the prvalue itself);
            // no member is default-initialized here, so its member initializers play no part
            // (cub's `static constexpr TransformPolicy policy = current_policy<S>();` in its
            // kernels; nvcc 13.5 accepts it). Dynamic initialization is still judged below.
            let copied_from_value = is_copy_like
                && s.use_at(ia).is_some_and(|u| {
                    let syms = s.resolve_use(u);
                    !syms.is_empty()
                        && syms
                            .iter()
                            .all(|x| matches!(x, Sym::Func(_) | Sym::Var(_) | Sym::TParamValue))
                });
            if agg == Tri::Yes && !copied_from_value {
                if let Err((rule, why)) = nsdmi_or_members_nonempty(s, c, var.tok) {
                    emit_ctor(
                        cx,
                        c,
                        var.tok,
                        reroute(rule),
                        format!(
                            "'{}' cannot be a {} variable: {}",
                            var.name,
                            memname(var),
                            why
                        ),
                    );
                    return;
                }
            }
        }
        if let Err((rule, why)) = s.dtor_empty(c, var.tok, 0) {
            cx.emit(
                var.tok,
                reroute(rule),
                format!(
                    "'{}' cannot be a {} variable: {}",
                    var.name,
                    memname(var),
                    why
                ),
            );
            return;
        }
    }
    // dynamic initialization; a constexpr variable's initializer is a constant expression or
    // the program is ill-formed whatever the space (CUTLASS's `static constexpr size_t idx =
    // rank(inputs) - 1;` in a generic lambda, where the checker cannot evaluate `rank`)
    if var.init != InitKind::None && !var.mem.shared && !var.is_constexpr {
        let (a, b) = var.init_range;
        let (a, b) = if var.init == InitKind::Brace {
            (a + 1, b.saturating_sub(1))
        } else {
            (a, b)
        };
        if s.is_const_expr(a, b, var.scope, 0) == Some(false) {
            // one rule for static locals and namespace-scope memory-space variables alike
            cx.emit(
                var.tok,
                rid!("function.static-var-init"),
                format!(
                    "dynamic initialization is not allowed for {} variable '{}'",
                    memname(var),
                    var.name
                ),
            );
        }
    }
}

/// Is the initialization of `var`, of class `c`, a constant initialization ([basic.start.static]):
/// a `constexpr` variable's always is; otherwise the constructors that can be chosen are
/// `constexpr` and the arguments constant expressions, or, with no arguments, the default
/// initialization of `c` is constant (`default_init_constant`). `false` where the checker cannot
/// tell: the guide's letter then stands as an error.
fn constant_initialized(s: &Sema, var: &Var, c: Id) -> bool {
    if var.is_constexpr {
        return true;
    }
    let (ia, ib) = var.init_range;
    let (a, b) = match var.init {
        InitKind::None => return default_init_constant(s, c, 0),
        InitKind::Brace => (ia + 1, ib.saturating_sub(1)),
        InitKind::Paren | InitKind::Eq => (ia, ib),
    };
    if b <= a {
        return default_init_constant(s, c, 0);
    }
    if s.is_const_expr(a, b, var.scope, 0) != Some(true) {
        return false;
    }
    // the constructors an argument list can reach: every user-declared one with parameters
    let with_params: Vec<Id> = s
        .ctors(c)
        .into_iter()
        .filter(|&f| !s.m.funcs[f].deleted && !s.m.funcs[f].params.is_empty())
        .collect();
    if with_params.is_empty() {
        // an aggregate (or a copy from a constant): its members' own initialization decides
        return default_init_constant(s, c, 0);
    }
    with_params.iter().all(|&f| constexpr_decl(s, f))
}

/// A function one of whose declarations says `constexpr`.
fn constexpr_decl(s: &Sema, f: Id) -> bool {
    s.redecls(f).iter().any(|&g| s.m.funcs[g].is_constexpr)
}

/// Is default-initializing an object of class `c` a constant initialization? Its user-provided
/// default constructor (if any) is `constexpr`, it has no virtual base, every default member
/// initializer is a constant expression, and its bases and class-type members are so too.
fn default_init_constant(s: &Sema, c: Id, depth: usize) -> bool {
    let c = s.defined(c);
    if depth > 8 || s.has_virtual_base(c, 0) != Tri::No {
        return false;
    }
    let user: Vec<Id> = s
        .default_init_ctors(c)
        .into_iter()
        .filter(|&f| !s.m.funcs[f].defaulted)
        .collect();
    if user.iter().any(|&f| !constexpr_decl(s, f)) {
        return false;
    }
    let k = &s.m.classes[c];
    for b in &k.bases {
        match s.class_by_path(k.scope, &b.path) {
            Some(bc) if bc != c => {
                if !default_init_constant(s, bc, depth + 1) {
                    return false;
                }
            }
            _ => return false,
        }
    }
    for f in s.nonstatic_fields(c) {
        let fv = &s.m.vars[f];
        if fv.init != InitKind::None {
            let (ia, ib) = fv.init_range;
            let (a, b) = if fv.init == InitKind::Brace {
                (ia + 1, ib.saturating_sub(1))
            } else {
                (ia, ib)
            };
            if b > a && s.is_const_expr(a, b, fv.scope, 0) != Some(true) {
                return false;
            }
        } else if let Some(fc) = s.field_class(f) {
            if fc != c && !default_init_constant(s, fc, depth + 1) {
                return false;
            }
        }
    }
    true
}

/// Aggregate initialization still default-initializes members without initializers and runs
/// member constructors: report a member class with a non-empty constructor.
pub(crate) fn nsdmi_or_members_nonempty(
    s: &Sema,
    c: Id,
    point: usize,
) -> Result<(), (RuleId, String)> {
    for f in s.nonstatic_fields(c) {
        if let Some(fc) = s.field_class(f) {
            if fc != c {
                if let Err((_, why)) = s.ctor_empty(fc, point, 0) {
                    return Err((
                        rid!("memspace.empty-ctor.members"),
                        format!("a data member has a non-empty constructor ({why})"),
                    ));
                }
            }
        }
    }
    Ok(())
}

pub(crate) fn memname(var: &Var) -> &'static str {
    if var.mem.any() {
        var.mem.name()
    } else {
        "__device__"
    }
}

// ---------------------------------------------------------------------- functions

// ---------------------------------------------------------------------- classes

pub(crate) fn classes(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    // virtual overrides must match execution spaces
    for (c, k) in m.classes.iter().enumerate() {
        if !k.defined || k.bases.is_empty() {
            continue;
        }
        for &f in &k.methods {
            let func = &m.funcs[f];
            if func.kind == FnKind::Ctor || func.is_static || func.is_friend {
                continue;
            }
            let Some(dsp) = s.func_space(f) else { continue };
            // overridden functions in bases
            let mut stack: Vec<Id> = Vec::new();
            for b in &k.bases {
                if let Some(bc) = s.class_by_path(k.scope, &b.path) {
                    if bc != c {
                        stack.push(bc);
                    }
                }
            }
            let mut seen = HashSet::default();
            while let Some(bc) = stack.pop() {
                if !seen.insert(bc) || seen.len() > 32 {
                    continue;
                }
                let bk = &m.classes[bc];
                for &g in &bk.methods {
                    let gf = &m.funcs[g];
                    let same = if func.kind == FnKind::Dtor {
                        gf.kind == FnKind::Dtor
                    } else {
                        gf.name == func.name
                            && gf.params.len() == func.params.len()
                            && same_param_types(s, f, g)
                    };
                    if !same || !gf.is_virtual {
                        continue;
                    }
                    let Some(bsp) = s.func_space(g) else { continue };
                    if (bsp.host != dsp.host) || (bsp.device != dsp.device) {
                        cx.emit(func.tok, rid!("class.virtual-override-space-match"), format!("execution space of overriding function '{}' does not match the overridden function's", func.name));
                    }
                }
                for b in &bk.bases {
                    if let Some(x) = s.class_by_path(bk.scope, &b.path) {
                        stack.push(x);
                    }
                }
            }
        }
    }
}

// ---------------------------------------------------------------------- uses in device code

const BUILTIN_VARS: &[&str] = &["threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize"];

pub(crate) fn device_uses(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !s.view.is_device() {
        return;
    }
    for (u, us) in m.uses.iter().enumerate() {
        if !s.is_device_code(us.scope) {
            continue;
        }
        if us.flags & uf::MEMBER != 0 {
            // `obj.static_member`
            if let [Sym::Var(v)] = s.member_syms(u).as_slice() {
                if m.vars[*v].is_static {
                    device_var_use(cx, u, *v);
                } else if is_long_double(s, &m.vars[*v].ty, m.vars[*v].scope) {
                    cx.emit(us.tok, rid!("long-double.not-in-device"), format!("member '{}' has type long double, which is not supported in device code", m.vars[*v].name));
                }
            }
            continue;
        }
        let name = us.path.last().unwrap().clone();
        let syms = s.resolve_use(u);
        if syms.is_empty() {
            if us.path.len() == 1 && BUILTIN_VARS.contains(&&*name) {
                // read from the tree (`(threadIdx.x) = 0` and `&(threadIdx.x)` included); a
                // use outside the trees by its flags
                let (written, addr) = match expr::access(s, &s.exprs(), u) {
                    Some(a) => (a.assigned || a.incdec, a.addr),
                    None => (
                        us.flags & (uf::ASSIGN | uf::INCDEC) != 0,
                        us.flags & uf::ADDR != 0,
                    ),
                };
                if written {
                    cx.emit(
                        us.tok,
                        rid!("operator.builtin-no-assign"),
                        format!("built-in variable '{name}' cannot be assigned"),
                    );
                }
                if addr {
                    cx.emit(
                        us.tok,
                        rid!("operator.builtin-no-address"),
                        format!("the address of built-in variable '{name}' cannot be taken"),
                    );
                } else if us.flags & uf::UNEVAL == 0 && binds_nonconst_ref(s, u) {
                    cx.emit(
                        us.tok,
                        rid!("operator.builtin-no-address"),
                        format!("a non-const reference cannot be bound to built-in variable '{name}' (it needs its address)"),
                    );
                }
                continue;
            }
            if us.flags & uf::CALL != 0 {
                runtime_api_in_device(cx, u);
            }
            if &*name == "type_info"
                && us.path.len() == 2
                && &*us.path[0] == "std"
                && us.flags & uf::UNEVAL == 0
            {
                cx.emit(
                    us.tok,
                    rid!("rtti.no-type-info-device"),
                    "std::type_info is not supported in device code",
                );
            }
            continue;
        }
        if let Some(v) = s.use_var(u) {
            let var = &m.vars[v];
            let (r, _) = s.resolve_ty_ref(&var.ty, var.scope);
            if r.path.len() == 2
                && &*r.path[0] == "std"
                && &*r.path[1] == "type_info"
                && us.flags & uf::UNEVAL == 0
            {
                cx.emit(
                    us.tok,
                    rid!("rtti.no-type-info-device"),
                    "std::type_info is not supported in device code",
                );
                continue;
            }
            device_var_use(cx, u, v);
        }
    }
}

/// The built-in variable use `u` (`threadIdx`, `threadIdx.x`) is a whole argument of a call to a
/// non-template function whose every candidate takes that argument by non-const lvalue
/// reference: binding the reference needs the built-in variable's address.
pub(crate) fn binds_nonconst_ref(s: &Sema, u: usize) -> bool {
    let m = s.m;
    let ex = s.exprs();
    let Some(mut n) = ex.of_use(s, u) else {
        return false;
    };
    // `threadIdx.x`: the member is the argument
    if let Some(p) = ex.parent(n) {
        if matches!(ex.node(p).kind, NK::Member { arrow: false, .. }) && ex.kids(p)[0] == n {
            n = p;
        }
    }
    let (Some(call), me) = ex.up(n) else {
        return false;
    };
    if ex.node(call).kind != NK::Call {
        return false;
    }
    let Some(idx) = ex
        .kids(call)
        .iter()
        .position(|&x| x == me)
        .filter(|&k| k > 0)
    else {
        return false;
    };
    let idx = idx - 1;
    // explicit template arguments, or a name that is not only functions: not judged
    if let NK::Name { use_: Some(cu) } = ex.node(ex.kids(call)[0]).kind {
        let syms = s.resolve_use(cu);
        if m.uses[cu].targs.is_some() || !syms.iter().all(|x| matches!(x, Sym::Func(_))) {
            return false;
        }
    }
    // every candidate (a member's through its object's class) takes it by non-const lvalue
    // reference to a built-in type
    let fs = ex.call_targets(s, call);
    !fs.is_empty()
        && fs.iter().all(|&f| {
            let func = &m.funcs[f];
            func.tparams.is_none()
                && func.outer_tparams.is_empty()
                && func.params.len() > idx
                && !func.params.iter().any(|p| p.ellipsis || p.ty.pack)
                && {
                    let t = &func.params[idx].ty;
                    t.reference == 1
                        && !t.is_const
                        && t.ptr == 0
                        && !t.func
                        && t.decltype.is_none()
                        && t.path.is_empty()
                        && !t.builtin.is_empty()
                        && t.builtin != "auto"
                }
        })
}

/// A host variable / __constant__ variable / anonymous union member used in device code.
pub(crate) fn device_var_use(cx: &mut Cx, u: usize, v: Id) {
    let s = cx.s;
    let m = s.m;
    let us = &m.uses[u];
    let var = &m.vars[v];
    // texture and surface references (`texture<T, 2> t;`, CUDA 11 and before) were device-side
    // objects, not host variables (CUDA 12 removed them: not a rule of these appendices)
    if var.is_param || is_texture_or_surface(&var.ty) {
        return;
    }
    let uneval = us.flags & uf::UNEVAL != 0;
    // a write into the variable's own storage, read from the typed tree: `d_c[i].n = v` and
    // `d_c.a[j] = v` (an array member) write it, `d_c[i].ptr[j] = v` writes through a pointer
    if var.mem.constant && !uneval && expr::writes_into(s, &s.exprs(), u) == Some(true) {
        cx.emit(
            us.tok,
            rid!("dp.constant.immutable"),
            format!(
                "__constant__ variable '{}' cannot be assigned in device code",
                var.name
            ),
        );
        return;
    }
    if var.anon_union && var.member_of.is_none() && !uneval && !s.is_local_var(v) {
        cx.emit(us.tok, rid!("class.anonymous-union-no-device-reference"), format!("member '{}' of a namespace-scope anonymous union cannot be referenced in device code", var.name));
        return;
    }
    if !s.is_host_var(v) || uneval {
        return;
    }
    if var.tparams.is_some() {
        return;
    }
    // inside a constexpr function: diagnosed at the function's calls from device code
    if let Some(Fctx::Func(f)) = s.fctx(us.scope) {
        if m.funcs[f].is_constexpr && hostvar_violation(s, u, v).is_some() {
            return;
        }
    }
    if let Some((rule, msg)) = hostvar_violation(s, u, v) {
        cx.emit(us.tok, rule, msg);
    }
}

/// Use `u` is the object of a call of a constexpr member function with constant arguments
/// (`squadReduce.threadCount()`, a member of a constexpr policy object): the call is a constant
/// expression, the form of use I.4.20.5 allows for the elements of a non-scalar V (its
/// example accepts `get(2)` outside a constant context too). Every candidate must be constexpr
/// and every argument constant; anything unknown is no.
fn constexpr_member_call_object(s: &Sema, ex: &expr::Exprs, u: usize) -> bool {
    let Some(n) = ex.of_use(s, u) else {
        return false;
    };
    let (Some(mem), me) = ex.up(n) else {
        return false;
    };
    if !matches!(ex.node(mem).kind, NK::Member { arrow: false, .. })
        || ex.kids(mem).first() != Some(&me)
    {
        return false;
    }
    let (Some(call), callee) = ex.up(mem) else {
        return false;
    };
    if ex.node(call).kind != NK::Call || ex.kids(call).first() != Some(&callee) {
        return false;
    }
    let fs = ex.call_targets(s, call);
    let scope = s.m.uses[u].scope;
    !fs.is_empty()
        && fs
            .iter()
            .all(|&f| s.redecls(f).iter().any(|&g| s.m.funcs[g].is_constexpr))
        && ex.args(call).iter().all(|&a| {
            let node = ex.node(a);
            s.is_const_expr(node.a, node.b, scope, 0) == Some(true)
        })
}

/// The I.4.13 / I.4.20.5 / I.4.10.1 violation of using host variable `v` at `u` in device code.
pub(crate) fn hostvar_violation(s: &Sema, u: usize, v: Id) -> Option<(RuleId, String)> {
    let m = s.m;
    let us = &m.uses[u];
    let var = &m.vars[v];
    // the variable's type through typedefs and aliases (`size_t` from an unread header, a
    // template parameter, `auto`, `decltype`: unknown), and how the tree uses it
    let et = expr::decl_ety(s, &var.ty, var.scope);
    let ex = s.exprs();
    // `&v`, a reference parameter's argument, a reference variable's initializer
    let addr = match expr::addr_or_ref(s, &ex, u) {
        Some(r) => r,
        // a use outside the trees (a template argument, a type): the use's own flags
        None => us.flags & uf::ADDR != 0,
    };
    // scalar or class unknown: the value rules stay silent (only for const and constexpr
    // variables: any other host variable is an error whatever its type)
    let unknown = et.scalar().is_none();
    if unknown && !addr && (var.is_constexpr || et.is_const) {
        return None;
    }
    let scalar = et.scalar() == Some(true);
    let long_double = et.ptr == 0 && matches!(et.base, Base::Scalar { long_double: true });
    let name = &var.name;
    // a reference bound while a constant expression is evaluated (a constexpr variable's
    // initializer, a template argument, `static_assert`, an array bound): the value is read at
    // compile time and no reference reaches the device code (CuTe's `constexpr int n =
    // ceil_div(MaxThreadsPerBlock, 128);` with `ceil_div(T const&, ..)`, of a constexpr or of a
    // `static const int` such as CUTLASS's `NumThreadsPerWarpGroup`; nvcc 13.5 accepts both;
    // tests/realcode.rs)
    let constant_evaluated = || {
        us.flags & (uf::CONST_CTX | uf::TARG) != 0
            || match ex.of_use(s, u) {
                Some(n) => m.expr_roots[ex.node(n).root as usize]
                    .owner
                    .is_some_and(|w| m.vars[w].is_constexpr),
                None => in_constexpr_init(s, us.tok),
            }
    };
    let bound_for_a_constant =
        || expr::access(s, &ex, u).is_some_and(|a| !a.addr) && constant_evaluated();
    if var.is_constexpr {
        if addr && !bound_for_a_constant() {
            return Some((rid!("hostvar.constexpr-no-reference-or-address"), format!("device code cannot take the address of, or bind a reference to, host constexpr variable '{name}'")));
        }
        if scalar {
            if long_double || et.volatile {
                return Some((rid!("hostvar.constexpr-scalar-value"), format!("the value of host constexpr variable '{name}' ({}) cannot be used in device code", if et.volatile { "volatile" } else { "long double" })));
            }
            // the CUDA 13 guide takes pointers out of the usable scalar types (A52); the rule
            // holds from 13.0 only (its `Edition`), and a read while a constant expression is
            // evaluated reads nothing at run time
            if et.ptr > 0 && et.arr == 0 && !constant_evaluated() {
                return Some((rid!("hostvar.constexpr-pointer-value-13"), format!("the value of host constexpr variable '{name}' (a pointer) cannot be used in device code: the CUDA 13 guide excludes pointers from the scalar types whose value is usable there")));
            }
            return None;
        }
        // non-scalar: allowed inside a constexpr device / host-device function (checked at
        // its call sites); otherwise an error
        // indexed (`a[i]`, `(a)[i]`) reads an element; anything else decays the array
        let indexed = match expr::access(s, &ex, u) {
            Some(a) => a.indexed,
            None => us.flags & uf::INDEXED != 0,
        };
        if et.arr > 0 && !indexed {
            return Some((
                rid!("hostvar.constexpr-no-reference-or-address"),
                format!("host constexpr array '{name}' decays to its address in device code"),
            ));
        }
        // from CUDA 13 the value of a class-type V (a literal type, so one with a constexpr
        // constructor) is usable directly in device code (G13 §5.3.11.4, CHANGES.md A52:
        // `MyStruct v8 = my_struct; // CORRECT`); raw arrays keep the seed's rule
        if et.arr == 0
            && matches!(et.base, Base::Class(_) | Base::Closure(_))
            && s.relaxed(rid!("hostvar.constexpr-nonscalar-in-constexpr-call"))
        {
            return None;
        }
        // an object of an empty class (a tag such as `from_32_bit_integer`) has no element to
        // read: copying it reads nothing from host memory
        if let Some(c) = et.class() {
            let k = &m.classes[c];
            if k.defined && k.bases.is_empty() && s.nonstatic_fields(c).is_empty() {
                return None;
            }
        }
        // an element read while a constant expression is evaluated (a template argument,
        // `static_assert`, an array bound, a constexpr variable's initializer: cub's
        // `serial_merge<policy.unroll>(..)`, `static constexpr P p = Agent::policy;`) is read
        // at compile time, as in the constexpr call the clause allows: no element of V is read
        // in device code at run time
        if constant_evaluated() || constexpr_member_call_object(s, &ex, u) {
            return None;
        }
        return Some((rid!("hostvar.constexpr-nonscalar-in-constexpr-call"), format!("host constexpr variable '{name}' does not have scalar type; its elements can only be used in a constexpr function called as a constant expression")));
    }
    if et.is_const {
        if addr && !bound_for_a_constant() {
            return Some((rid!("hostvar.const-no-reference-or-address"), format!("device code cannot take the address of, or bind a reference to, host const variable '{name}'")));
        }
        // an enumeration is a usable integral value (the clause's reading: "built-in integral
        // type" as nvcc reads it, enumerations included)
        if !scalar || et.ptr > 0 || et.base == Base::Nullptr {
            return Some((rid!("hostvar.const-value-use"), format!("host const variable '{name}' is not of a built-in integral or floating type and cannot be used in device code")));
        }
        if et.volatile {
            return Some((
                rid!("hostvar.const-value-use"),
                format!("host const variable '{name}' is volatile-qualified"),
            ));
        }
        if long_double {
            return Some((
                rid!("hostvar.const-value-use"),
                format!("host const variable '{name}' has type long double"),
            ));
        }
        // initialized with a constant expression before the point of use; a static member's
        // declaration later in its class is before a use in the class's member function bodies
        // and initializers (the complete-class context, [class.mem]; CUTLASS's `NamedBarrier`
        // reads `ReservedNamedBarrierCount`, declared at the class's end)
        let decls = s.all_decls_of_var(v);
        let before = |d: Id| {
            m.vars[d].tok < us.tok
                || match m.scopes[m.vars[d].scope].kind {
                    ScopeKind::Class(c) => {
                        let k = &m.classes[c];
                        k.defined && k.def_start <= us.tok && us.tok <= k.def_end
                    }
                    _ => false,
                }
        };
        let def = decls
            .iter()
            .copied()
            .rfind(|&d| m.vars[d].init != InitKind::None && before(d));
        match def {
            None => {
                if decls
                    .iter()
                    .all(|&d| m.vars[d].init == InitKind::None || !before(d))
                {
                    return Some((rid!("hostvar.const-value-use"), format!("host const variable '{name}' is not initialized with a constant expression at the point of use")));
                }
            }
            Some(d) => {
                let dv = &m.vars[d];
                let (a, b) = dv.init_range;
                let (a, b) = if dv.init == InitKind::Brace {
                    (a + 1, b.saturating_sub(1))
                } else {
                    (a, b)
                };
                if s.is_const_expr(a, b, dv.scope, 0) == Some(false) {
                    return Some((rid!("hostvar.const-value-use"), format!("host const variable '{name}' is not initialized with a constant expression")));
                }
            }
        }
        return None;
    }
    // a plain (non-const) host variable
    if var.is_static && (var.member_of.is_some() || !var.qual.is_empty()) {
        Some((rid!("class.static-data-member-device"), format!("non-const static data member '{name}' is a host variable and cannot be used in device code")))
    } else {
        Some((
            rid!("hostvar.const-value-use"),
            format!("host variable '{name}' cannot be used in device code"),
        ))
    }
}

/// `f` is a constexpr `__host__ __device__` function (any of its declarations says so).
fn constexpr_host_device(s: &Sema, f: Id) -> bool {
    let m = s.m;
    m.funcs[f].sp.host
        && m.funcs[f].sp.device
        && s.redecls(f).iter().any(|&g| m.funcs[g].is_constexpr)
}

/// Calls from device code of constexpr functions whose bodies use host variables.
pub(crate) fn constexpr_calls(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !s.view.is_device() {
        return;
    }
    // function -> (always bad, rule, message) from its body's host variable uses
    let mut taint: Vec<(Id, bool, RuleId, String)> = Vec::new();
    for (u, us) in m.uses.iter().enumerate() {
        let Some(Fctx::Func(f)) = s.fctx(us.scope) else {
            continue;
        };
        if !m.funcs[f].is_constexpr || us.flags & uf::UNEVAL != 0 {
            continue;
        }
        let v = if us.flags & uf::MEMBER != 0 {
            match s.member_syms(u).as_slice() {
                [Sym::Var(v)] if m.vars[*v].is_static => *v,
                _ => continue,
            }
        } else {
            match s.use_var(u) {
                Some(v) => v,
                None => continue,
            }
        };
        if !s.is_host_var(v) || m.vars[v].tparams.is_some() {
            continue;
        }
        if let Some((rule, msg)) = hostvar_violation(s, u, v) {
            // constexpr non-scalar elements are fine in a constant-expression call
            let always = rule != rid!("hostvar.constexpr-nonscalar-in-constexpr-call")
                && rule != rid!("hostvar.constexpr-pointer-value-13");
            taint.push((f, always, rule, msg));
        }
    }
    if taint.is_empty() {
        return;
    }
    let ex = s.exprs();
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0 || !s.is_device_code(us.scope) {
            continue;
        }
        // the call's targets from the tree: a member call (`c.get()`) through its object's
        // class; outside the trees, a named call by lookup (a member's class is unknown there)
        let fs = match expr::use_call_targets(s, &ex, u) {
            Some(fs) => fs,
            None if us.flags & uf::MEMBER == 0 => s.use_funcs(u),
            None => continue,
        };
        for (f, always, rule, msg) in &taint {
            if !fs.iter().any(|g| s.redecls(*g).contains(f)) {
                continue;
            }
            // a call inside another constexpr function is judged at that function's calls
            if let Some(Fctx::Func(cf)) = s.fctx(us.scope) {
                if m.funcs[cf].is_constexpr && *always {
                    continue;
                }
            }
            let constant = us
                .args
                .iter()
                .all(|&(a, b)| s.is_const_expr(a, b, us.scope, 0) == Some(true));
            // The call is a constant expression when its arguments are (the guide's example
            // accepts `v1 += get(2);`, which is not in a constant context). This used to read
            // `... || !constant || us.flags & uf::CONST_CTX == 0 && !constant`: the last term
            // is implied by `!constant` and never decided anything. Requiring CONST_CTX as well
            // would flag that `get(2)`; exempting calls in CONST_CTX would let
            // `constexpr int s = get(idx);` through. So `!constant` alone is the rule meant.
            if *always || !constant {
                cx.emit(
                    us.tok,
                    *rule,
                    format!("{msg} (through this call of a constexpr function)"),
                );
                break;
            }
        }
    }
}

/// Runtime API calls that the device runtime does not offer.
pub(crate) fn runtime_api_in_device(cx: &mut Cx, u: usize) {
    let us = &cx.m().uses[u];
    if us.path.len() != 1 {
        return;
    }
    let name = &*us.path[0];
    let rule = match name {
        "cudaStreamCreate" => rid!("dp.streams.create-host-only"),
        "cudaStreamSynchronize" | "cudaStreamQuery" => rid!("dp.streams.no-sync-query"),
        // CDP2 (the default from CUDA 12.0) removed it from the device runtime (D.3.1.4, C2);
        // the rule holds from 12.0 only (its `Edition`)
        "cudaDeviceSynchronize" => {
            cx.emit(us.tok, rid!("dp.sync.cdp2-removed"), "cudaDeviceSynchronize() cannot be referenced in device code: dynamic parallelism's CDP2, the default since CUDA 12.0, removed it (use a launch into cudaStreamTailLaunch)");
            return;
        }
        "cudaEventSynchronize" | "cudaEventElapsedTime" | "cudaEventQuery" => {
            rid!("dp.events.unsupported-apis")
        }
        "cudaEventCreate" => rid!("dp.events.create-with-flags"),
        "cudaHostAlloc"
        | "cudaMallocHost"
        | "cudaFreeHost"
        | "cudaHostGetDevicePointer"
        | "cudaHostRegister"
        | "cudaHostUnregister" => rid!("dp.coherence.zero-copy-no-alloc"),
        "cudaCreateTextureObject"
        | "cudaDestroyTextureObject"
        | "cudaCreateSurfaceObject"
        | "cudaDestroySurfaceObject" => rid!("dp.texture.no-device-create"),
        "cudaMemcpyToSymbol"
        | "cudaMemcpyFromSymbol"
        | "cudaGetSymbolAddress"
        | "cudaGetSymbolSize"
        | "cudaMemcpyToSymbolAsync"
        | "cudaMemcpyFromSymbolAsync" => rid!("dp.symbols.no-symbol-apis"),
        "cudaSetDevice"
        | "cudaDeviceReset"
        | "cudaDeviceEnablePeerAccess"
        | "cudaDeviceDisablePeerAccess"
        | "cudaDeviceCanAccessPeer"
        | "cudaSetDeviceFlags"
        | "cudaChooseDevice"
        | "cudaSetValidDevices" => rid!("dp.devmgmt.no-set-device"),
        "cudaGetDeviceProperties" => rid!("dp.devmgmt.no-device-properties"),
        "cudaDeviceSetCacheConfig"
        | "cudaFuncSetCacheConfig"
        | "cudaFuncSetAttribute"
        | "cudaDeviceSetSharedMemConfig"
        | "cudaDeviceSetLimit"
        | "cudaFuncSetSharedMemConfig" => rid!("dp.exec.no-device-reconfig"),
        "cudaMemcpy"
        | "cudaMemcpy2D"
        | "cudaMemcpy3D"
        | "cudaMemset"
        | "cudaMemset2D"
        | "cudaMemset3D"
        | "cudaMemcpyPeer"
        | "cudaMemcpy2DToArray"
        | "cudaMemcpyToArray" => rid!("dp.api.memcpy-async-only"),
        "cudaMallocManaged"
        | "cudaMallocPitch"
        | "cudaMalloc3D"
        | "cudaMallocArray"
        | "cudaFreeArray"
        | "cudaMemGetInfo"
        | "cudaDeviceGetProperties"
        | "cudaStreamAddCallback"
        | "cudaLaunchKernel"
        | "cudaLaunchCooperativeKernel"
        | "cudaMemPrefetchAsync"
        | "cudaMemAdvise"
        | "cudaThreadSynchronize"
        | "cudaEventCreateWithFlags_host"
        | "cudaStreamCreateWithPriority"
        | "cudaGraphCreate"
        | "cudaGraphLaunch"
        | "cudaStreamBeginCapture"
        | "cudaStreamEndCapture"
        | "cudaProfilerStart"
        | "cudaProfilerStop"
        | "cudaDeviceGetByPCIBusId"
        | "cudaIpcGetMemHandle"
        | "cudaMemcpyAsync_host"
        | "cudaLaunchHostFunc"
        | "cudaStreamAttachMemAsync"
        | "cudaMallocAsync"
        | "cudaFreeAsync"
        | "cudaPointerGetAttributes"
        | "cudaFuncGetName"
        | "cudaGetDeviceFlags"
        | "cudaDeviceFlushGPUDirectRDMAWrites"
        | "cudaStreamGetFlags"
        | "cudaStreamGetPriority"
        | "cudaMemcpyPeerAsync"
        | "cudaStreamGetCaptureInfo"
        | "cudaStreamIsCapturing"
        | "cudaEventRecordWithFlags"
        | "cudaDeviceGetStreamPriorityRange"
        | "cudaMemcpy2DFromArray"
        | "cudaMemcpyFromArray"
        | "cudaGetChannelDesc" => rid!("dp.api.host-only"),
        _ => return,
    };
    let tok = us.tok;
    cx.emit(
        tok,
        rule,
        format!("{name}() is not supported by the device runtime (host-only API)"),
    );
}

// ---------------------------------------------------------------------- keywords

pub(crate) fn keywords(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !s.view.is_device() {
        return;
    }
    for k in &m.keywords {
        if k.uneval || !s.is_device_code(k.scope) {
            continue;
        }
        let t = cx.t(k.tok);
        match t {
            "throw" | "try" => cx.emit(
                k.tok,
                rid!("exception.no-device"),
                "exception handling is not supported in device code",
            ),
            "typeid" => cx.emit(
                k.tok,
                rid!("rtti.no-typeid-device"),
                "typeid is not supported in device code",
            ),
            "dynamic_cast" => cx.emit(
                k.tok,
                rid!("rtti.no-dynamic-cast-device"),
                "dynamic_cast is not supported in device code",
            ),
            _ => {}
        }
    }
    // long double / _Complex / __float128 in device code: local declarations and casts
    for (v, var) in m.vars.iter().enumerate() {
        let in_dev = if var.is_param {
            // parameters of device functions
            // (not of a function never defined nor odr-used: as for the return type below)
            s.is_device_code(var.scope)
                || (param_of_device_fn(s, v)
                    && s.fn_of_param_scope(var.scope)
                        .is_some_and(|f| !never_defined_nor_odr_used(s, f)))
        } else {
            (s.is_local_var(v) && s.is_device_code(var.scope)) || var.mem.any()
        };
        if !in_dev {
            continue;
        }
        if is_long_double(s, &var.ty, var.scope) {
            cx.emit(
                var.tok,
                rid!("long-double.not-in-device"),
                "long double is not supported in device code",
            );
        }
        if !var.is_param {
            if ty_has_word(s, &var.ty, var.scope, "_Complex") {
                cx.emit(
                    var.tok,
                    rid!("hostext.complex-host-only"),
                    "_Complex types are only supported in host code",
                );
            }
            if ty_has_word(s, &var.ty, var.scope, "__float128")
                || ty_has_word(s, &var.ty, var.scope, "_Float128")
            {
                cx.emit(
                    var.tok,
                    rid!("hostext.float128-host-only"),
                    "__float128 is only supported in host code",
                );
            }
        }
    }
    // not on a function that is never defined nor odr-used: it puts no long double in device
    // code (libcudacxx's `promote.h` declares `__host__ __device__ static long double
    // __test(long double);` for overload resolution in `decltype` only; nvcc 13.5 accepts it)
    for (fi, func) in m.funcs.iter().enumerate() {
        if (func.sp.device || func.sp.global)
            && !constexpr_host_device(s, fi)
            && func
                .ret
                .as_ref()
                .is_some_and(|r| r.builtin == "long double")
        {
            if never_defined_nor_odr_used(s, fi) {
                continue;
            }
            cx.emit(
                func.tok,
                rid!("long-double.not-in-device"),
                "long double is not supported in device code",
            );
        }
    }
}

/// No declaration of `f` has a body, and every use naming it is unevaluated (`decltype`,
/// `sizeof`, `noexcept`): a declaration made only for overload resolution at compile time.
/// Called only where a finding is about to be made (a pass over the uses).
fn never_defined_nor_odr_used(s: &Sema, f: Id) -> bool {
    let m = s.m;
    let decls = s.redecls(f);
    if decls
        .iter()
        .any(|&g| m.funcs[g].body.is_some() || m.funcs[g].defaulted)
    {
        return false;
    }
    let name = &m.funcs[f].name;
    !m.uses.iter().enumerate().any(|(u, us)| {
        us.flags & uf::UNEVAL == 0
            && us.path.last() == Some(name)
            && s.use_funcs(u).iter().any(|g| decls.contains(g))
    })
}

pub(crate) fn param_of_device_fn(s: &Sema, v: Id) -> bool {
    let var = &s.m.vars[v];
    // the parameter scope is the parent of the function's body scope (an index, not a pass
    // over every function per parameter: that was quadratic in the kernels of a file)
    match s.fn_of_param_scope(var.scope) {
        // a literal operator's `long double` parameter is what the language requires of it
        // (nvcc accepts one on a `__host__ __device__` literal operator)
        Some(f) => {
            let f = &s.m.funcs[f];
            (f.sp.device || f.sp.global) && s.view.is_device() && !f.name.contains("\"\"")
        }
        None => false,
    }
}

// ---------------------------------------------------------------------- managed variables

pub(crate) fn managed_uses(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    // initializer ranges of static-storage host objects
    let mut static_inits: Vec<(usize, usize, Id)> = Vec::new();
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param || var.init == InitKind::None {
            continue;
        }
        let static_storage =
            s.is_namespace_var(v) || (var.is_static && s.is_local_var(v)) || var.is_thread_local;
        if !static_storage {
            continue;
        }
        static_inits.push((var.init_range.0, var.init_range.1, v));
    }
    // a use resolves to what scopes declare under its last name: one that no scope declares a
    // managed variable under cannot name one, and is not looked up (most uses of a large file)
    let managed_names = if m.vars.iter().any(|v| v.mem.managed) {
        names_declaring(s, |_, x| matches!(x, Sym::Var(v) if m.vars[*v].mem.managed))
    } else {
        Default::default()
    };
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::MEMBER != 0 || !managed_names.contains(&**us.path.last().unwrap()) {
            continue;
        }
        let Some(v) = s.use_var(u) else { continue };
        let var = &m.vars[v];
        if !var.mem.managed {
            continue;
        }
        if us.flags & uf::DECLTYPE_ID != 0 {
            cx.emit(
                us.tok,
                rid!("managed.decltype-unparenthesized"),
                format!(
                    "managed variable '{}' cannot be the unparenthesized operand of decltype",
                    var.name
                ),
            );
            continue;
        }
        if us.flags & uf::UNEVAL != 0 {
            continue;
        }
        // from the tree: `&mv`, `&(mv)`, `&mv.field`, and the variable whose initializer the
        // use is in (its root's owner); outside the trees, the flags and token ranges
        let ex = s.exprs();
        let node = ex.of_use(s, u);
        let owner = node.and_then(|n| m.expr_roots[ex.node(n).root as usize].owner);
        let addr = match expr::access(s, &ex, u) {
            Some(a) => a.addr,
            None => us.flags & uf::ADDR != 0,
        };
        let constexpr_init = match node {
            Some(_) => owner.is_some_and(|w| m.vars[w].is_constexpr),
            None => in_constexpr_init(s, us.tok),
        };
        if addr && (us.flags & (uf::CONST_CTX | uf::TARG) != 0 || constexpr_init) {
            cx.emit(
                us.tok,
                rid!("managed.address-not-constant"),
                format!(
                    "the address of managed variable '{}' is not a constant expression",
                    var.name
                ),
            );
            continue;
        }
        // use in a static-storage object's initializer (at namespace scope, not in a lambda body)
        if s.fctx(us.scope).is_none() || matches!(s.fctx(us.scope), Some(Fctx::Func(_))) {
            let init_of = match node {
                Some(_) => owner.filter(|w| static_inits.iter().any(|x| x.2 == *w)),
                None => static_inits
                    .iter()
                    .find(|(a, b, _)| us.tok >= *a && us.tok < *b)
                    .map(|x| x.2),
            };
            if let Some(sv) = init_of {
                let owner_ok = s.fctx(us.scope).is_none()
                    || s.m.vars[sv].scope == us.scope
                    || s.fctx(m.vars[sv].scope) == s.fctx(us.scope);
                if owner_ok
                    && sv != v
                    && !(s.is_local_var(sv) && s.is_device_code(m.vars[sv].scope))
                {
                    cx.emit(us.tok, rid!("managed.no-use-in-static-init"), format!("managed variable '{}' used in the initialization of an object with static storage duration", var.name));
                    continue;
                }
            }
        }
    }
    // dynamic initialization / destruction through constructors and destructors
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param || var.mem.any() || var.is_extern {
            continue;
        }
        let static_storage = s.is_namespace_var(v) || var.is_thread_local;
        if !static_storage || var.ty.ptr > 0 || var.ty.reference > 0 {
            continue;
        }
        let mut bare = var.ty.clone();
        bare.dims.clear();
        let Some(c) = var.class_def.or_else(|| s.class_of_ty(&bare, var.scope, 0)) else {
            continue;
        };
        let c = s.defined(c);
        let nargs = match var.init {
            InitKind::None => 0,
            InitKind::Paren => s_args(s, var.init_range.0, var.init_range.1),
            InitKind::Brace => s_args(s, var.init_range.0 + 1, var.init_range.1.saturating_sub(1)),
            InitKind::Eq => usize::MAX,
        };
        let mut ctor_uses = false;
        for f in s.ctors(c) {
            let _func = &m.funcs[f];
            let fits = nargs == usize::MAX || arity_ok(s, f, nargs);
            if !fits {
                continue;
            }
            if body_uses_managed(s, f, 0) {
                ctor_uses = true;
            }
        }
        // NSDMIs run in every constructor
        for fld in s.nonstatic_fields(c) {
            let fv = &m.vars[fld];
            if fv.init != InitKind::None && range_uses_managed(s, fv.init_range.0, fv.init_range.1)
            {
                ctor_uses = true;
            }
        }
        if ctor_uses {
            cx.emit(var.tok, rid!("managed.no-use-in-static-init"), format!("the dynamic initialization of '{}' (static storage duration) uses a managed variable", var.name));
            continue;
        }
        for f in s.dtors(c) {
            if body_uses_managed(s, f, 0) {
                cx.emit(
                    var.tok,
                    rid!("managed.no-use-in-static-init"),
                    format!(
                        "the destructor of '{}' (static storage duration) uses a managed variable",
                        var.name
                    ),
                );
                break;
            }
        }
    }
    // constructor / destructor attributes and atexit handlers (run-time undefined)
    for (f, func) in m.funcs.iter().enumerate() {
        if func.attrs.constructor && body_uses_managed(s, f, 0) {
            cx.emit(
                func.tok,
                rid!("managed.no-use-before-runtime-init"),
                format!(
                    "'{}' runs before the CUDA runtime is initialized and uses a managed variable",
                    func.name
                ),
            );
        }
        if func.attrs.destructor && body_uses_managed(s, f, 0) {
            cx.emit(
                func.tok,
                rid!("managed.no-use-after-exit"),
                format!(
                    "'{}' runs after exit() and uses a managed variable",
                    func.name
                ),
            );
        }
    }
}

pub(crate) fn in_constexpr_init(s: &Sema, tok: usize) -> bool {
    s.m.vars.iter().any(|v| {
        v.is_constexpr && v.init != InitKind::None && tok >= v.init_range.0 && tok < v.init_range.1
    })
}

pub(crate) fn range_uses_managed(s: &Sema, a: usize, b: usize) -> bool {
    s.m.uses.iter().enumerate().any(|(u, us)| {
        us.tok >= a
            && us.tok < b
            && us.flags & (uf::MEMBER | uf::UNEVAL) == 0
            && s.use_var(u).is_some_and(|v| s.m.vars[v].mem.managed)
    })
}

pub(crate) fn body_uses_managed(s: &Sema, f: Id, depth: usize) -> bool {
    // no managed variable in the unit: nothing to find (and no walk over the call graph)
    if depth > 3 || !s.m.vars.iter().any(|v| v.mem.managed) {
        return false;
    }
    let decls = s.redecls(f);
    for g in decls {
        let func = &s.m.funcs[g];
        let mut ranges = Vec::new();
        if let Some((a, b)) = func.body {
            ranges.push((a, b));
        }
        if let Some((a, b)) = func.ctor_init {
            ranges.push((a, b));
        }
        for (a, b) in ranges {
            if range_uses_managed(s, a, b) {
                return true;
            }
            for u in s.uses_in(a, b) {
                let us = &s.m.uses[u];
                if us.tok >= a
                    && us.tok < b
                    && us.flags & uf::CALL != 0
                    && us.flags & uf::MEMBER == 0
                {
                    for h in s.use_funcs(u) {
                        if h != f && body_uses_managed(s, h, depth + 1) {
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}

// ---------------------------------------------------------------------- host compiler extensions

pub(crate) fn extensions(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !s.view.is_device() {
        return;
    }
    let cxx20 = matches!(
        s.opts.std.as_deref(),
        Some("c++20") | Some("c++2a") | Some("c++23") | Some("gnu++20")
    );
    // function bodies of device code: token patterns
    let mut bodies: Vec<(usize, usize, Id)> = Vec::new();
    for f in &m.funcs {
        if let (Some((a, b)), Some(bs)) = (f.body, f.body_scope) {
            if s.is_device_code(bs) {
                bodies.push((a, b, bs));
            }
        }
    }
    for l in &m.lambdas {
        if s.is_device_code(l.body_scope) {
            bodies.push((l.body.0, l.body.1, l.body_scope));
        }
    }
    let mut seen = HashSet::default();
    for &(a, b, bs) in &bodies {
        // device-only code (not __host__ __device__, whose device use is not known here)
        let device_only = s
            .fctx(bs)
            .and_then(|c| s.fctx_space(c))
            .is_some_and(|sp| !sp.host);
        // the body of a constexpr __host__ __device__ function: nvcc 13.5 says nothing of a
        // long double there (stdgpu's `numeric_limits<long double>`; tests/realcode.rs)
        let constexpr_hd = match s.fctx(bs) {
            Some(Fctx::Func(f)) => constexpr_host_device(s, f),
            _ => false,
        };
        for k in a..b {
            if !seen.insert(k) {
                continue;
            }
            let t = s.t(k);
            if device_only
                && s.t(k + 1) == "("
                && is_target_builtin(t)
                && !matches!(s.t(k.wrapping_sub(1)), "." | "->" | "::")
                && !m.funcs.iter().any(|f| &*f.name == t)
            {
                cx.emit(
                    k,
                    rid!("hostext.no-device-extensions"),
                    format!("'{t}' is a host compiler (CPU target) builtin, not available in device code"),
                );
            }
            let why = match t {
                "(" if s.t(k + 1) == "{" && is_stmt_expr(s, k + 1) => Some("statement expressions"),
                "&&" if s.m.toks.get(k + 1).is_some_and(|x| x.kind == TK::Ident)
                    && matches!(s.t(k.wrapping_sub(1)), "=" | "(" | "," | "{" | "return") =>
                {
                    Some("labels as values")
                }
                "..." if in_case_label(s, k) => Some("case ranges"),
                "typeof" | "__typeof__" | "__typeof" if s.t(k + 1) == "(" => Some("typeof"),
                "vector_size" | "__vector_size__" => Some("vector_size types"),
                "?" if s.t(k + 1) == ":" => Some("the ?: operator with an omitted operand"),
                _ => None,
            };
            if let Some(w) = why {
                cx.emit(
                    k,
                    rid!("hostext.no-device-extensions"),
                    format!("host compiler extension ({w}) is not supported in device code"),
                );
            }
            if t == "_Complex" {
                cx.emit(
                    k,
                    rid!("hostext.complex-host-only"),
                    "_Complex types are only supported in host code",
                );
            }
            if !constexpr_hd
                && (t == "long" && s.t(k + 1) == "double"
                    || (s.m.toks[k].kind == TK::Num
                        && is_long_double_literal(t)
                        && !cast_from_long_double_literal(s, k)))
            {
                cx.emit(
                    k,
                    rid!("long-double.not-in-device"),
                    "long double is not supported in device code",
                );
            }
            if (t == "__float128" || t == "_Float128") && !cx_var_decl_reported(cx, k) {
                cx.emit(
                    k,
                    rid!("hostext.float128-host-only"),
                    "__float128 is only supported in host code",
                );
            }
            // designated initializers before C++20: `{ .x = ...` / `, .x = ...` / `[0] = ...`
            if !cxx20
                && t == "."
                && matches!(s.t(k.wrapping_sub(1)), "{" | ",")
                && s.m.toks.get(k + 1).is_some_and(|x| x.kind == TK::Ident)
                && s.t(k + 2) == "="
            {
                cx.emit(
                    k,
                    rid!("hostext.no-device-extensions"),
                    "designated initializers are a host compiler extension before C++20",
                );
            }
            if t == "["
                && matches!(s.t(k.wrapping_sub(1)), "{" | ",")
                && s.m
                    .mat(k)
                    .is_some_and(|c| s.t(c + 1) == "=" && s.t(c + 2) != "=")
                && in_braces(s, k)
            {
                cx.emit(
                    k,
                    rid!("hostext.no-device-extensions"),
                    "array designators are a host compiler extension",
                );
            }
        }
    }
    // variable length / zero-length arrays in device code
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param || !s.is_local_var(v) || !s.is_device_code(var.scope) {
            continue;
        }
        for d in &var.ty.dims {
            if d.trim() == "0" {
                cx.emit(
                    var.tok,
                    rid!("hostext.no-device-extensions"),
                    "zero-length arrays are a host compiler extension",
                );
            } else if !d.is_empty() && crate::pp::parse_int(d.trim()).is_none() {
                // find the bound's tokens: after the name
                let open = (var.tok..var.end.max(var.tok + 1)).find(|&k| s.t(k) == "[");
                if let Some(o) = open {
                    if let Some(c) = s.m.mat(o) {
                        if s.is_const_expr(o + 1, c, var.scope, 0) == Some(false) {
                            cx.emit(
                                var.tok,
                                rid!("hostext.no-device-extensions"),
                                "variable length arrays are a host compiler extension",
                            );
                        }
                    }
                }
            }
        }
    }
    // vector_size types and zero-length member arrays in device code
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param {
            continue;
        }
        let in_dev = (s.is_local_var(v) && s.is_device_code(var.scope)) || var.mem.any();
        if in_dev && !var.ty.path.is_empty() {
            let vs = s
                .lookup(var.scope, &var.ty.path, Some(var.tok))
                .iter()
                .any(|x| matches!(x, Sym::Alias(a) if m.aliases[*a].vector_size));
            if vs {
                cx.emit(
                    var.tok,
                    rid!("hostext.no-device-extensions"),
                    "vector_size types are a host compiler extension",
                );
            }
        }
        if let Some(c) = var.member_of {
            if var.ty.dims.iter().any(|d| d.trim() == "0") {
                let dev_class = match m.classes[c].local_to {
                    Some(lt) => match lt {
                        Local::Func(f) => {
                            s.func_space(f).is_some_and(|sp| sp.device || sp.global)
                                && s.view.is_device()
                        }
                        Local::Lambda(l) => s.lambda_space(l).device && s.view.is_device(),
                    },
                    None => class_used_in_device(s, c),
                };
                if dev_class {
                    cx.emit(
                        var.tok,
                        rid!("hostext.no-device-extensions"),
                        "zero-length arrays are a host compiler extension",
                    );
                }
            }
        }
    }
    // zero-length array members / anonymous structs in classes used by device code are rare;
    // anonymous structs: `struct { int a; };` as a member
    // the classes some variable's declaration defines (`struct { int a; } s;`), gathered once:
    // asked per class over all variables this was quadratic (a fifth of a CUTLASS unit's time)
    let declares: HashSet<Id> = m.vars.iter().filter_map(|v| v.class_def).collect();
    for (ki, k) in m.classes.iter().enumerate() {
        if k.name.is_none() && !k.is_lambda_closure && k.key != ClassKey::Union && k.defined {
            if let ScopeKind::Class(pc) = m.scopes[k.scope].kind {
                let declared = declares.contains(&ki);
                if !declared && class_used_in_device(s, pc) {
                    cx.emit(
                        k.tok,
                        rid!("hostext.no-device-extensions"),
                        "anonymous structs are a host compiler extension",
                    );
                }
            }
        }
    }
}

/// GCC/Clang builtins specific to a CPU target (x86, ARM, PowerPC, s390): the host compiler's
/// language extensions, unknown to the device compiler.
pub(crate) fn is_target_builtin(t: &str) -> bool {
    [
        "__builtin_ia32_",
        "__builtin_cpu_",
        "__builtin_arm_",
        "__builtin_aarch64_",
        "__builtin_altivec_",
        "__builtin_vsx_",
        "__builtin_ppc_",
        "__builtin_s390_",
    ]
    .iter()
    .any(|p| t.len() > p.len() && t.starts_with(p))
}

/// Is the long double literal at `k` at once converted by an explicit cast to a built-in type
/// other than long double (`(double)1.79e+308L`, `static_cast<float>(1.0L)`, `double(1.0L)`)?
/// gcc's `__DBL_MAX__` and its kin are written so; the value is folded in the conversion and no
/// long double reaches device code.
pub(crate) fn cast_from_long_double_literal(s: &Sema, k: usize) -> bool {
    // the built-in type named by tokens a..b (not long double)
    let builtin = |a: usize, b: usize| {
        a < b
            && (a..b).all(|i| {
                matches!(
                    s.t(i),
                    "double"
                        | "float"
                        | "int"
                        | "unsigned"
                        | "signed"
                        | "short"
                        | "long"
                        | "char"
                        | "bool"
                        | "const"
                        | "__half"
                        | "half"
                )
            })
            && !(a..b).any(|i| s.t(i) == "long" && s.t(i + 1) == "double")
    };
    // parentheses around the literal (not a call's: a name or `>` before them)
    let (mut a, mut b) = (k, k);
    while s.t(a.wrapping_sub(1)) == "("
        && s.t(b + 1) == ")"
        && !(s
            .m
            .toks
            .get(a.wrapping_sub(2))
            .is_some_and(|t| t.kind == TK::Ident)
            || s.t(a.wrapping_sub(2)) == ">")
    {
        a -= 1;
        b += 1;
    }
    // `(T)x`, `(T)-x`
    let mut c = a;
    while matches!(s.t(c.wrapping_sub(1)), "-" | "+") {
        c -= 1;
    }
    if s.t(c.wrapping_sub(1)) == ")" {
        if let Some(open) = s.m.mat(c - 1) {
            if builtin(open + 1, c - 1) {
                return true;
            }
        }
    }
    // `T(x)`, `static_cast<T>(x)`
    if s.t(a.wrapping_sub(1)) == "(" && s.t(b + 1) == ")" {
        let p = a - 1;
        if s.t(p.wrapping_sub(1)) == ">" {
            let mut q = p - 1;
            while q > 0 && s.t(q - 1) != "<" && p - q < 8 {
                q -= 1;
            }
            return q >= 2 && s.t(q - 1) == "<" && s.t(q - 2) == "static_cast" && builtin(q, p - 1);
        }
        let mut q = p;
        while q > 0 && builtin(q - 1, p) {
            q -= 1;
        }
        return q < p;
    }
    false
}

pub(crate) fn is_long_double_literal(t: &str) -> bool {
    let l = t.to_ascii_lowercase();
    if l.starts_with("0x") {
        return l.contains('p') && l.ends_with('l');
    }
    (l.contains('.') || l.contains('e')) && l.ends_with('l') && !l.ends_with("ll")
}

pub(crate) fn is_stmt_expr(s: &Sema, open: usize) -> bool {
    let Some(close) = s.m.mat(open) else {
        return false;
    };
    if s.t(close + 1) != ")" {
        return false;
    }
    let mut k = open + 1;
    while k < close {
        match s.t(k) {
            "(" | "[" | "{" => {
                k = s.m.mat(k).map_or(k + 1, |c| c + 1);
                continue;
            }
            ";" => return true,
            _ => {}
        }
        k += 1;
    }
    false
}

pub(crate) fn cx_var_decl_reported(_cx: &Cx, _k: usize) -> bool {
    false
}

pub(crate) fn in_case_label(s: &Sema, k: usize) -> bool {
    let mut j = k;
    let mut g = 0;
    while j > 0 && g < 8 {
        j -= 1;
        g += 1;
        match s.t(j) {
            "case" => return true,
            ";" | "{" | "}" | ":" => return false,
            _ => {}
        }
    }
    false
}

pub(crate) fn in_braces(s: &Sema, k: usize) -> bool {
    // the `[` follows `{` or `,` of a braced-init-list: look back for the opening brace
    let mut j = k;
    let mut g = 0;
    while j > 0 && g < 64 {
        j -= 1;
        g += 1;
        match s.t(j) {
            "{" => {
                return j > 0 && matches!(s.t(j - 1), "=" | ")" | "]")
                    || s.m.toks[j - 1].kind == TK::Ident
            }
            ";" | "}" => return false,
            _ => {}
        }
    }
    false
}

pub(crate) fn class_used_in_device(s: &Sema, c: Id) -> bool {
    let name = match &s.m.classes[c].name {
        Some(n) => n.clone(),
        None => return false,
    };
    s.device_var_type_names().contains(&name)
}

// ---------------------------------------------------------------------- deprecation

/// Is the deprecation diagnostic at `tok` suppressed by pragmas (nv_diag_suppress for the
/// device front end, GCC diagnostic for the host compiler)?
pub(crate) fn suppressed(s: &Sema, tok: usize) -> bool {
    let mut dev = false;
    let mut host = false;
    let mut host_stack: Vec<bool> = Vec::new();
    for (at, text) in &s.m.pragmas {
        if *at > tok {
            break;
        }
        let t = text.as_str();
        let is_dep = t.contains("deprecated") || t.contains("1444") || t.contains("1215");
        if t.starts_with("nv_diag_suppress") || t.starts_with("diag_suppress") {
            if is_dep {
                dev = true;
            }
        } else if t.starts_with("nv_diag_default")
            || t.starts_with("diag_default")
            || t.starts_with("nv_diag_warning")
            || t.starts_with("nv_diag_error")
        {
            if is_dep {
                dev = false;
            }
        } else if t.starts_with("GCC diagnostic") || t.starts_with("clang diagnostic") {
            if t.contains("push") {
                host_stack.push(host);
            } else if t.contains("pop") {
                host = host_stack.pop().unwrap_or(false);
            } else if t.contains("ignored") && is_dep {
                host = true;
            } else if (t.contains("warning") || t.contains("error")) && is_dep {
                host = false;
            }
        }
    }
    if s.view.is_device() {
        dev
    } else {
        host
    }
}

/// Code the host compiler sees: outside function bodies, or in __host__ / HD bodies.
pub(crate) fn host_side(s: &Sema, scope: Id) -> bool {
    match s.fctx(scope) {
        None => true,
        Some(c) => s.fctx_space(c).is_some_and(|sp| sp.host),
    }
}

pub(crate) fn dep_rule(s: &Sema) -> RuleId {
    if s.view.is_device() {
        rid!("attr.deprecated-device-diagnostic")
    } else {
        rid!("attr.deprecated-host-reference")
    }
}

pub(crate) fn sym_deprecated(s: &Sema, x: &Sym, name: &Rc<str>) -> bool {
    let m = s.m;
    match x {
        Sym::Func(f) => s.redecls(*f).iter().any(|&g| m.funcs[g].attrs.deprecated),
        Sym::Var(v) => m.vars[*v].attrs.deprecated,
        Sym::Class(c) => {
            m.classes[*c].attrs.deprecated || m.classes[s.defined(*c)].attrs.deprecated
        }
        Sym::Alias(a) => m.aliases[*a].deprecated,
        Sym::Enumerator => m.deprecated_enumerators.contains(name),
        Sym::Ns(n) => m.deprecated_ns.contains(n),
        _ => false,
    }
}

/// Every name under which some scope (a namespace, class or block) declares a deprecated entity.
/// Lookups only find what a scope declares under the name looked up, so a use or declared type
/// none of whose components is one of these names cannot name a deprecated entity, and the
/// per-use lookups of [`deprecated`] are skipped for it (most uses of a large file).
fn deprecated_names<'m>(s: &Sema<'m>) -> crate::fx::HashSet<&'m str> {
    let m = s.m;
    let any = m.funcs.iter().any(|f| f.attrs.deprecated)
        || m.vars.iter().any(|v| v.attrs.deprecated)
        || m.classes.iter().any(|c| c.attrs.deprecated)
        || m.aliases.iter().any(|a| a.deprecated)
        || !m.deprecated_enumerators.is_empty()
        || !m.deprecated_ns.is_empty();
    if !any {
        return Default::default();
    }
    names_declaring(s, |name, x| sym_deprecated(s, x, name))
}

/// Every name under which some scope declares a symbol `pred` (given the name) holds for.
fn names_declaring<'m>(
    s: &Sema<'m>,
    pred: impl Fn(&Rc<str>, &Sym) -> bool,
) -> crate::fx::HashSet<&'m str> {
    let mut out = crate::fx::HashSet::default();
    for sc in &s.m.scopes {
        for (name, syms) in &sc.names {
            if syms.iter().any(|x| pred(name, x)) {
                out.insert(&**name);
            }
        }
    }
    out
}

pub(crate) fn deprecated(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if s.opts.has_flag(crate::FLAG_NO_DEPRECATED) {
        return;
    }
    let dep_names = deprecated_names(s);
    if dep_names.is_empty() {
        return;
    }
    // types named in variable declarations
    for (v, var) in m.vars.iter().enumerate() {
        if var.ty.path.is_empty() || var.structured {
            continue;
        }
        if !dep_names.contains(&*var.ty.path[0])
            && !dep_names.contains(&**var.ty.path.last().unwrap())
        {
            continue;
        }
        let syms = s.lookup(var.scope, &var.ty.path[..1], Some(var.tok));
        let mut dep = syms.iter().any(|x| sym_deprecated(s, x, &var.ty.path[0]));
        if !dep && var.ty.path.len() > 1 {
            dep = s
                .lookup(var.scope, &var.ty.path, Some(var.tok))
                .iter()
                .any(|x| sym_deprecated(s, x, var.ty.path.last().unwrap()));
        }
        if !dep {
            continue;
        }
        let report = if s.view.is_device() {
            if var.is_param {
                param_of_device_fn(s, v)
            } else {
                s.is_device_code(var.scope)
            }
        } else {
            host_side(s, var.scope)
        };
        if !report {
            continue;
        }
        let msg = format!("'{}' is deprecated", var.ty.path.last().unwrap());
        let at = if var.ty.spec.1 > var.ty.spec.0 {
            var.ty.spec.0
        } else {
            var.tok
        };
        if suppressed(s, at) {
            continue;
        }
        // an error under -Werror=deprecated-declarations: the driver promotes it
        cx.emit(at, dep_rule(s), msg);
    }
    for (u, us) in m.uses.iter().enumerate() {
        // the names looked up below: the last component, and (not for members) the qualifiers
        let named = if us.flags & uf::MEMBER != 0 {
            dep_names.contains(&**us.path.last().unwrap())
        } else {
            us.path.iter().any(|n| dep_names.contains(&**n))
        };
        if !named {
            continue;
        }
        let syms = if us.flags & uf::MEMBER != 0 {
            Rc::new(s.member_syms(u))
        } else {
            s.resolve_use(u)
        };
        let name = us.path.last().unwrap();
        let mut dep = syms.iter().any(|x| sym_deprecated(s, x, name));
        if !dep && us.path.len() > 1 && us.flags & uf::MEMBER == 0 {
            // a deprecated namespace or class named in the qualifier
            for k in 1..us.path.len() {
                if s.lookup(us.scope, &us.path[..k], None)
                    .iter()
                    .any(|x| sym_deprecated(s, x, &us.path[k - 1]))
                {
                    dep = true;
                }
            }
        }
        if !dep {
            continue;
        }
        // the front end reports references from device function bodies (device view); the
        // host compiler reports the others (host view)
        let report = if s.view.is_device() {
            s.is_device_code(us.scope)
        } else {
            host_side(s, us.scope)
        };
        if !report {
            continue;
        }
        let msg = format!("'{}' is deprecated", us.path.last().unwrap());
        if suppressed(s, us.tok) {
            continue;
        }
        // an error under -Werror=deprecated-declarations: the driver promotes it
        cx.emit(us.tok, dep_rule(s), msg);
    }
}

// ---------------------------------------------------------------------- inline namespaces (I.4.20.6)

/// Qualified name with inline namespaces elided (the name the injected reference uses).
pub(crate) fn visible_name(s: &Sema, scope: Id, name: &str) -> (String, bool) {
    let mut parts = vec![name.to_string()];
    let mut via_inline = false;
    let mut sc = Some(scope);
    while let Some(id) = sc {
        match &s.m.scopes[id].kind {
            ScopeKind::Namespace { name, inline } => {
                if *inline {
                    via_inline = true;
                } else {
                    parts.push(name.as_deref().unwrap_or("<anon>").to_string());
                }
            }
            ScopeKind::Global => {}
            _ => return (String::new(), false),
        }
        sc = s.m.scopes[id].parent;
    }
    parts.reverse();
    (parts.join("::"), via_inline)
}

/// Entities whose injected host reference is ambiguous: (token of the later one, name).
pub fn inline_namespace_clashes(s: &Sema) -> Vec<(usize, String)> {
    let m = s.m;
    let mut ents: Vec<(String, bool, String, usize, Id)> = Vec::new();
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param
            || var.is_extern
            || !s.is_namespace_var(v)
            || var.member_of.is_some()
            || !var.qual.is_empty()
        {
            continue;
        }
        if !((var.mem.device || var.mem.constant || var.mem.managed) && !var.mem.shared
            || is_texture_or_surface(&var.ty))
        {
            continue;
        }
        let (vn, inl) = visible_name(s, var.scope, &var.name);
        if vn.is_empty() {
            continue;
        }
        ents.push((
            vn,
            inl,
            format!("v:{}", s.canon_ty(&var.ty, var.scope)),
            var.tok,
            var.scope,
        ));
    }
    for f in &m.funcs {
        if !f.sp.global || f.local || f.class.is_some() || !f.qual.is_empty() || f.explicit_inst {
            continue;
        }
        let (vn, inl) = visible_name(s, f.scope, &f.name);
        if vn.is_empty() {
            continue;
        }
        let pscope = s.param_scope(f);
        let sig: Vec<String> = f.params.iter().map(|p| s.canon_ty(&p.ty, pscope)).collect();
        ents.push((
            vn,
            inl,
            format!(
                "f:{}:{}",
                sig.join(","),
                f.tparams.as_ref().map_or(0, |t| t.len())
            ),
            f.tok,
            f.scope,
        ));
    }
    let mut out = Vec::new();
    // pairs of one visible name and one signature only: grouped by both, so a file of
    // thousands of kernels does not compare every pair (the pairs come out in the same order,
    // later entity first, then earlier ones ascending)
    let mut groups: crate::fx::HashMap<(&str, &str), Vec<usize>> = Default::default();
    for i in 0..ents.len() {
        let earlier = groups
            .entry((ents[i].0.as_str(), ents[i].2.as_str()))
            .or_default();
        for &j in earlier.iter() {
            let (a, b) = (&ents[j], &ents[i]);
            if a.4 != b.4 && (a.1 || b.1) {
                out.push((
                    b.3.max(a.3),
                    b.0.rsplit("::").next().unwrap_or("").to_string(),
                ));
            }
        }
        earlier.push(i);
    }
    out
}

/// I.4.9.1 in whole-program compilation (no `-rdc`): device code reached from a kernel calls a
/// non-member, non-template function with a device execution space that has no definition in
/// the compilation unit. ptxas rejects it (unresolved extern function) without a source line.
/// Returns (token of the call, function name). Library names (`printf`, `malloc`, `cuda*`,
/// reserved `_`-names) are left alone: their definitions come with the toolkit.
pub fn unresolved_externs(s: &Sema) -> Vec<(usize, String)> {
    let m = s.m;
    let mut out = Vec::new();
    if !s.view.is_device() || s.opts.rdc {
        return out;
    }
    // a plain function entity: every declaration a non-member, non-template, non-local,
    // non-constexpr, non-inline, non-friend function declared in the main file
    let plain = |f: Id| {
        s.redecls(f).iter().all(|&g| {
            let x = &m.funcs[g];
            x.class.is_none()
                && x.qual.is_empty()
                && x.tparams.is_none()
                && x.outer_tparams.is_empty()
                && x.name_targs.is_none()
                && !x.specialization
                && !x.explicit_inst
                && !x.local
                && !x.is_constexpr
                && !x.is_consteval
                && !x.is_inline
                && !x.is_friend
                && x.kind == FnKind::Normal
                && m.toks.get(x.tok).is_some_and(|t| t.file == 0)
        })
    };
    let definition = |f: Id| {
        s.redecls(f)
            .into_iter()
            .find(|&g| m.funcs[g].body.is_some() || m.funcs[g].defaulted || m.funcs[g].deleted)
    };
    let library = |n: &str| {
        n.starts_with('_')
            || n.starts_with("cuda")
            || matches!(
                n,
                "printf" | "vprintf" | "malloc" | "free" | "memcpy" | "memset" | "assert"
            )
    };
    let mut work: Vec<Id> = Vec::new();
    for (f, func) in m.funcs.iter().enumerate() {
        if func.body.is_some() && plain(f) && s.func_space(f).is_some_and(|sp| sp.global) {
            work.push(f);
        }
    }
    let mut visited: HashSet<Id> = HashSet::default();
    let mut reported: HashSet<Id> = HashSet::default();
    let mut steps = 0;
    while let Some(f) = work.pop() {
        steps += 1;
        if !visited.insert(f) || steps > 4096 {
            continue;
        }
        let Some((a, b)) = m.funcs[f].body else {
            continue;
        };
        for u in s.uses_in(a, b) {
            let us = &m.uses[u];
            if us.tok < a
                || us.tok >= b
                || us.flags & (uf::CALL | uf::MEMBER | uf::UNEVAL) != uf::CALL
                || us.targs.is_some()
            {
                continue;
            }
            let syms = s.resolve_use(u);
            if syms.is_empty() || !syms.iter().all(|x| matches!(x, Sym::Func(_))) {
                continue;
            }
            // one entity, or no verdict (overload resolution is not modelled)
            let mut ents: Vec<Id> = s
                .use_funcs(u)
                .iter()
                .map(|&g| s.redecls(g).into_iter().min().unwrap_or(g))
                .collect();
            ents.sort_unstable();
            ents.dedup();
            let [e] = ents[..] else { continue };
            if !plain(e) {
                continue;
            }
            let Some(sp) = s.func_space(e) else { continue };
            if !sp.device || sp.global {
                continue;
            }
            match definition(e) {
                Some(d) => work.push(d),
                None => {
                    let name = m.funcs[e].name.to_string();
                    // every other mention of the name is one of its declarations or a use:
                    // a definition the parser did not understand would be neither
                    let decls = s.redecls(e);
                    let understood = m.toks.iter().enumerate().all(|(k, t)| {
                        *t.text != *name
                            || decls.iter().any(|&g| m.funcs[g].tok == k)
                            || s.use_at(k).is_some()
                    });
                    if understood && !library(&name) && reported.insert(e) {
                        out.push((us.tok, name));
                    }
                }
            }
        }
    }
    out
}
