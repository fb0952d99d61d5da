//! The standard library in device code (I.4.8, I.5): which std and C functions CUDA declares for
//! device code, host-only classes, and `nvstd::function` (I.4.20.13).

use crate::expr;
use crate::fx::HashSet;
use crate::model::*;
use crate::query::*;
use crate::rules::{rid, RuleId};
use crate::sema::Sema;
use std::rc::Rc;

// ---------------------------------------------------------------------- standard library

/// std functions CUDA declares for device code (math, and the documented C functions).
pub(crate) fn std_device_ok(name: &str) -> bool {
    matches!(
        name,
        "abs"
            | "fabs"
            | "labs"
            | "llabs"
            | "sqrt"
            | "cbrt"
            | "sin"
            | "cos"
            | "tan"
            | "asin"
            | "acos"
            | "atan"
            | "atan2"
            | "sinh"
            | "cosh"
            | "tanh"
            | "asinh"
            | "acosh"
            | "atanh"
            | "exp"
            | "exp2"
            | "expm1"
            | "log"
            | "log2"
            | "log10"
            | "log1p"
            | "pow"
            | "floor"
            | "ceil"
            | "round"
            | "trunc"
            | "rint"
            | "lround"
            | "llround"
            | "lrint"
            | "llrint"
            | "nearbyint"
            | "fmod"
            | "remainder"
            | "remquo"
            | "fma"
            | "fmin"
            | "fmax"
            | "fdim"
            | "hypot"
            | "copysign"
            | "nextafter"
            | "ldexp"
            | "frexp"
            | "modf"
            | "ilogb"
            | "logb"
            | "scalbn"
            | "scalbln"
            | "erf"
            | "erfc"
            | "tgamma"
            | "lgamma"
            | "isnan"
            | "isinf"
            | "isfinite"
            | "isnormal"
            | "signbit"
            | "fpclassify"
            | "nan"
            | "nanf"
            | "sqrtf"
            | "sinf"
            | "cosf"
            | "expf"
            | "logf"
            | "powf"
            | "fabsf"
            | "floorf"
            | "ceilf"
            | "printf"
            | "malloc"
            | "free"
            | "memcpy"
            | "memset"
            | "move"
            | "forward"
            | "declval"
            | "initializer_list"
            | "size_t"
            | "ptrdiff_t"
            | "nullptr_t"
            | "integral_constant"
            | "true_type"
            | "false_type"
            | "enable_if"
            | "conditional"
            | "addressof"
            | "launder"
            | "assume_aligned"
            | "is_constant_evaluated"
            | "as_const"
            | "move_if_noexcept"
            | "to_underlying"
            | "bit_cast"
            | "unreachable"
    ) || name.starts_with("is_")
        || name.starts_with("has_")
        || name.starts_with("remove_")
        || name.starts_with("add_")
        || name.ends_with("_t")
        || name.ends_with("_v")
}

/// std functions and classes that are constexpr (callable from device code only with
/// --expt-relaxed-constexpr).
pub(crate) fn std_constexpr(name: &str) -> bool {
    matches!(
        name,
        "min"
            | "max"
            | "minmax"
            | "clamp"
            | "numeric_limits"
            | "make_pair"
            | "pair"
            | "make_tuple"
            | "tuple"
            | "get"
            | "array"
            | "begin"
            | "end"
            | "size"
            | "data"
            | "string_view"
            | "tie"
            | "forward_as_tuple"
            | "ref"
            | "cref"
            | "integer_sequence"
            | "make_integer_sequence"
            | "index_sequence"
            | "make_index_sequence"
            | "ratio"
            | "gcd"
            | "lcm"
            | "midpoint"
            // C++17 <variant>/<optional>/<utility>: constexpr members and functions
            | "variant"
            | "holds_alternative"
            | "get_if"
            | "visit"
            | "optional"
            | "as_const"
            | "addressof"
            // constexpr in every dialect that has them (<tuple> C++14/17, <utility> and
            // <array> C++20): `std::apply(g, t)` in an extended lambda is xgboost's
            | "apply"
            | "make_from_tuple"
            | "tuple_cat"
            | "to_array"
            | "cmp_equal"
            | "cmp_not_equal"
            | "cmp_less"
            | "cmp_greater"
            | "cmp_less_equal"
            | "cmp_greater_equal"
            | "in_range"
    )
}

/// std classes whose objects have non-trivial constructors (constructing one calls a host
/// function).
pub(crate) fn std_nontrivial_class(name: &str) -> bool {
    matches!(
        name,
        "vector"
            | "string"
            | "map"
            | "set"
            | "multimap"
            | "multiset"
            | "unordered_map"
            | "unordered_set"
            | "list"
            | "deque"
            | "queue"
            | "stack"
            | "priority_queue"
            | "function"
            | "unique_ptr"
            | "shared_ptr"
            | "weak_ptr"
            | "mutex"
            | "recursive_mutex"
            | "thread"
            | "lock_guard"
            | "unique_lock"
            | "condition_variable"
            | "ostringstream"
            | "istringstream"
            | "stringstream"
            | "ofstream"
            | "ifstream"
            | "fstream"
            | "regex"
            | "any"
            | "optional"
            | "variant"
            | "bitset"
            | "random_device"
            | "mt19937"
            | "mt19937_64"
            | "default_random_engine"
            | "uniform_int_distribution"
            | "uniform_real_distribution"
            | "normal_distribution"
            | "wstring"
            | "u16string"
            | "u32string"
            | "basic_string"
            | "exception"
            | "runtime_error"
            | "logic_error"
            | "out_of_range"
            | "invalid_argument"
    )
}

/// std class templates and alias templates whose objects are value-initialized by an implicit
/// default constructor (empty tag types, type traits, integer sequences, transparent function
/// objects): `X<..>()` builds one and calls no library function, in any dialect, with or
/// without --expt-relaxed-constexpr (nvcc 13.5). The names are of classes, never of functions:
/// a name absent here is judged as the call it may be.
pub(crate) fn std_implicit_class(name: &str) -> bool {
    matches!(
        name,
        "integer_sequence"
            | "make_integer_sequence"
            | "index_sequence"
            | "make_index_sequence"
            | "index_sequence_for"
            | "integral_constant"
            | "bool_constant"
            | "true_type"
            | "false_type"
            | "is_same"
            | "is_void"
            | "is_integral"
            | "is_floating_point"
            | "is_arithmetic"
            | "is_signed"
            | "is_unsigned"
            | "is_pointer"
            | "is_reference"
            | "is_const"
            | "is_class"
            | "is_enum"
            | "is_base_of"
            | "is_convertible"
            | "is_trivially_copyable"
            | "conjunction"
            | "disjunction"
            | "negation"
            | "tuple_size"
            | "rank"
            | "extent"
            | "alignment_of"
            | "in_place_t"
            | "in_place_type_t"
            | "in_place_index_t"
            | "piecewise_construct_t"
            | "allocator_arg_t"
            | "nothrow_t"
            | "nullopt_t"
            | "monostate"
            | "input_iterator_tag"
            | "output_iterator_tag"
            | "forward_iterator_tag"
            | "bidirectional_iterator_tag"
            | "random_access_iterator_tag"
            | "contiguous_iterator_tag"
            | "plus"
            | "minus"
            | "multiplies"
            | "divides"
            | "modulus"
            | "negate"
            | "equal_to"
            | "not_equal_to"
            | "greater"
            | "less"
            | "greater_equal"
            | "less_equal"
            | "logical_and"
            | "logical_or"
            | "logical_not"
            | "bit_and"
            | "bit_or"
            | "bit_xor"
            | "bit_not"
            | "identity"
            | "numeric_limits"
            | "ratio"
    )
}

/// C library functions with no device version.
pub(crate) fn c_host_only(name: &str) -> bool {
    matches!(
        name,
        "strlen"
            | "strcpy"
            | "strncpy"
            | "strcmp"
            | "strncmp"
            | "strcat"
            | "strncat"
            | "strchr"
            | "strrchr"
            | "strstr"
            | "strtok"
            | "strdup"
            | "rand"
            | "srand"
            | "time"
            | "fopen"
            | "fclose"
            | "fread"
            | "fwrite"
            | "fprintf"
            | "fputs"
            | "fgets"
            | "puts"
            | "putchar"
            | "getchar"
            | "scanf"
            | "sscanf"
            | "sprintf"
            | "snprintf"
            | "getenv"
            | "system"
            | "qsort"
            | "bsearch"
            | "atoi"
            | "atol"
            | "atof"
            | "strtol"
            | "strtoul"
            | "strtod"
            | "exit"
            | "atexit"
            | "perror"
            | "fflush"
            | "calloc"
            | "realloc"
            | "sleep"
            | "usleep"
    )
}

pub(crate) fn stdlib(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    if !s.view.is_device() {
        return;
    }
    let relaxed = s.opts.relaxed_constexpr;
    let no_hd_il = s.opts.has_flag(crate::FLAG_NO_HD_INIT_LIST);
    let no_hd_mf = s.opts.has_flag(crate::FLAG_NO_HD_MOVE_FORWARD);
    let mut flagged_lines: HashSet<u32> = HashSet::default();
    let mut report = |cx: &mut Cx, tok: usize, rule: RuleId, msg: String| {
        let line = cx.s.m.toks[tok].line;
        if flagged_lines.insert(line) {
            cx.emit(tok, rule, msg);
        }
    };
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::UNEVAL != 0 || !s.is_device_code(us.scope) {
            continue;
        }
        let name = us.path.last().unwrap();
        // member calls / subscripts on objects of std class type
        if us.flags & uf::MEMBER != 0 {
            if us.flags & uf::CALL == 0 {
                continue;
            }
            let Some((cls_name, obj_tok)) = std_object_type(s, us.start) else {
                continue;
            };
            let _ = obj_tok;
            if cls_name.as_ref() == "initializer_list" {
                if no_hd_il && !relaxed && matches!(&**name, "size" | "begin" | "end") {
                    report(cx, us.tok, rid!("initlist.host-device"), format!("std::initializer_list::{name} is a __host__ function under --no-host-device-initializer-list"));
                }
                continue;
            }
            if relaxed
                && (std_constexpr(&cls_name)
                    || matches!(&*cls_name, "array" | "string_view" | "pair" | "tuple"))
            {
                continue;
            }
            report(cx, us.tok, rid!("stdlib.host-only"), format!("std::{cls_name}::{name} is a host function: the standard library is not supported in device code"));
            continue;
        }
        let syms = s.resolve_use(u);
        if !syms.is_empty() {
            // subscripting a std::array / std::vector object (`v[i]`, `(v)[i]`: from the tree;
            // outside the trees, the use's flag)
            if let Some(cn) = s.use_var(u).and_then(|v| std_class_of_var(s, v)) {
                let indexed = match expr::access(s, &s.exprs(), u) {
                    Some(a) => a.indexed,
                    None => us.flags & uf::INDEXED != 0,
                };
                if indexed
                    && cn.as_ref() != "initializer_list"
                    && !(relaxed && matches!(&*cn, "array" | "string_view"))
                {
                    report(cx, us.tok, rid!("stdlib.host-only"), format!("std::{cn}::operator[] is a host function: the standard library is not supported in device code"));
                }
            }
            continue;
        }
        let is_std = us.path.len() >= 2 && &*us.path[0] == "std";
        if !is_std {
            if us.path.len() == 1 && us.flags & uf::CALL != 0 && c_host_only(name) {
                report(cx, us.tok, rid!("stdlib.host-only"), format!("{name}() is a host function: the standard library is not supported in device code"));
            }
            continue;
        }
        let first = us.path[1].clone();
        if matches!(&*first, "move" | "forward") && us.path.len() == 2 {
            if no_hd_mf && !relaxed && us.flags & uf::CALL != 0 {
                report(
                    cx,
                    us.tok,
                    rid!("rvalue.move-forward-host-device"),
                    format!(
                        "std::{first} is a __host__ function under --no-host-device-move-forward"
                    ),
                );
            }
            continue;
        }
        if matches!(
            &*first,
            "cout" | "cerr" | "clog" | "cin" | "endl" | "wcout" | "flush"
        ) {
            report(
                cx,
                us.tok,
                rid!("stdlib.host-only"),
                format!("std::{first} is not supported in device code"),
            );
            continue;
        }
        if matches!(&*first, "this_thread" | "chrono" | "filesystem") && us.flags & uf::CALL != 0 {
            report(cx, us.tok, rid!("stdlib.host-only"), format!("std::{}() is a host function: the standard library is not supported in device code", us.path[1..].iter().map(|x| x.to_string()).collect::<Vec<_>>().join("::")));
            continue;
        }
        if us.flags & uf::CALL == 0 {
            let after = us.targs.map_or(us.tok + 1, |(_, tb)| tb + 1);
            if s.t(after) == "{" && std_nontrivial_class(&first) {
                report(cx, us.tok, rid!("stdlib.host-only"), format!("constructing a std::{first} calls host functions: the standard library is not supported in device code"));
            }
            continue;
        }
        if std_device_ok(&first) && us.path.len() == 2 {
            continue;
        }
        // `std::index_sequence_for<Ts...>()`, `std::true_type()`, `std::size_t(n)`: the name is
        // a class (or alias) template, and the parentheses value-initialize a temporary of it
        // or convert to it. No function of the library is called when the class's default
        // constructor is implicit (tag types, traits, sequences); a type alias `.._t` names a
        // type, so `(x)` is a conversion, not a call of a host function
        if us.path.len() == 2
            && (first.ends_with("_t")
                || std_implicit_class(&first) && us.args.iter().all(|(a, b)| b <= a))
        {
            continue;
        }
        if relaxed && std_constexpr(&first) {
            continue;
        }
        report(
            cx,
            us.tok,
            rid!("stdlib.host-only"),
            format!(
                "std::{} is a host function: the standard library is not supported in device code",
                us.path[1..]
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join("::")
            ),
        );
    }
    // local objects of std class types with non-trivial constructors
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param
            || !s.is_local_var(v)
            || !s.is_device_code(var.scope)
            || var.ty.ptr > 0
            || var.ty.reference > 0
        {
            continue;
        }
        if var.ty.path.len() >= 2
            && &*var.ty.path[0] == "std"
            && std_nontrivial_class(&var.ty.path[1])
        {
            report(cx, var.tok, rid!("stdlib.host-only"), format!("constructing a std::{} calls host functions: the standard library is not supported in device code", var.ty.path[1]));
        }
    }
    // range-for over an initializer_list under --no-host-device-initializer-list
    if no_hd_il && !relaxed {
        for (v, var) in m.vars.iter().enumerate() {
            if !var.in_condition || !s.is_device_code(var.scope) || var.is_param {
                continue;
            }
            let _ = v;
            // `for (decl : expr)`: the range expression follows the declarator's `:`
            let colon = var.end;
            if s.t(colon) != ":" {
                continue;
            }
            let close = (colon..colon + 64)
                .find(|&k| s.t(k) == ")" && s.m.mat(k).is_some_and(|o| o < var.start));
            let Some(close) = close else { continue };
            if let Some(u) = s.use_at(colon + 1) {
                if m.uses[u].tok + 1 == close {
                    if let Some(w) = s.use_var(u) {
                        if std_class_of_var(s, w).is_some_and(|c| &*c == "initializer_list")
                            || s.m.vars[w]
                                .ty
                                .path
                                .last()
                                .is_some_and(|p| &**p == "initializer_list")
                        {
                            report(cx, var.tok, rid!("initlist.host-device"), "a range-based for over a std::initializer_list calls begin/end, __host__ functions under --no-host-device-initializer-list".into());
                        }
                    }
                }
            }
        }
    }
}

/// The std class name of the object before `.` / `->` at `start`.
pub(crate) fn std_object_type(s: &Sema, start: usize) -> Option<(Rc<str>, usize)> {
    if start < 2 {
        return None;
    }
    let obj = start - 2;
    let u = s.use_at(obj)?;
    if s.m.uses[u].tok != obj {
        return None;
    }
    let v = s.use_var(u)?;
    std_class_of_var(s, v).map(|c| (c, obj))
}

pub(crate) fn std_class_of_var(s: &Sema, v: Id) -> Option<Rc<str>> {
    let var = &s.m.vars[v];
    let (r, _) = s.resolve_ty_ref(&var.ty, var.scope);
    if r.path.len() >= 2
        && &*r.path[0] == "std"
        && r.ptr == 0
        && (std_nontrivial_class(&r.path[1])
            || matches!(
                &*r.path[1],
                "array"
                    | "atomic"
                    | "pair"
                    | "tuple"
                    | "span"
                    | "string_view"
                    | "initializer_list"
                    | "complex"
            ))
    {
        return Some(r.path[1].clone());
    }
    if r.path.len() == 1 && &*r.path[0] == "initializer_list" {
        return Some(r.path[0].clone());
    }
    None
}

// ---------------------------------------------------------------------- nvstd::function (I.5)

/// The execution space of the callable an nvstd::function is initialized with, if known.
pub(crate) fn callable_space(s: &Sema, a: usize, b: usize, scope: Id) -> Option<(Spaces, String)> {
    let m = s.m;
    let a = if s.t(a) == "&" { a + 1 } else { a };
    if a >= b {
        return None;
    }
    if s.t(a) == "[" {
        let l = m.lambdas.iter().position(|l| l.tok == a)?;
        return Some((s.lambda_space(l), "lambda".into()));
    }
    let u = s.use_at(a)?;
    let us = &m.uses[u];
    let name_end = us.targs.map_or(us.tok + 1, |(_, tb)| tb + 1);
    let syms = s.resolve_use(u);
    if name_end == b {
        let fs: Vec<Id> = syms
            .iter()
            .filter_map(|x| if let Sym::Func(f) = x { Some(*f) } else { None })
            .collect();
        if !fs.is_empty() && fs.len() == syms.len() {
            let sps: Vec<Spaces> = fs.iter().filter_map(|&f| s.func_space(f)).collect();
            if sps.len() == fs.len() && sps.windows(2).all(|w| w[0] == w[1]) {
                return Some((sps[0], format!("function '{}'", us.path.last().unwrap())));
            }
            return None;
        }
        if let Some(v) = s.use_var(u) {
            if let Some(l) = var_lambda(s, v) {
                return Some((s.lambda_space(l), format!("lambda '{}'", m.vars[v].name)));
            }
            let var = &m.vars[v];
            let (r, sc) = s.resolve_ty_ref(&var.ty, var.scope);
            let c = var.class_def.or_else(|| s.class_of_ty(&r, sc, 0))?;
            return functor_space(s, c).map(|sp| (sp, format!("functor '{}'", var.name)));
        }
        return None;
    }
    // F{} / F()
    if matches!(s.t(name_end), "(" | "{") && m.mat(name_end).is_some_and(|c| c + 1 == b) {
        let c = syms.iter().find_map(|x| {
            if let Sym::Class(c) = x {
                Some(s.defined(*c))
            } else {
                None
            }
        })?;
        let _ = scope;
        return functor_space(s, c)
            .map(|sp| (sp, format!("functor '{}'", us.path.last().unwrap())));
    }
    None
}

pub(crate) fn functor_space(s: &Sema, c: Id) -> Option<Spaces> {
    let ops: Vec<Id> = s
        .class_member(c, &Rc::from("operator()"), 0)
        .into_iter()
        .filter_map(|x| if let Sym::Func(f) = x { Some(f) } else { None })
        .collect();
    let sps: Vec<Spaces> = ops.iter().filter_map(|&f| s.func_space(f)).collect();
    if !sps.is_empty() && sps.len() == ops.len() && sps.windows(2).all(|w| w[0] == w[1]) {
        return Some(sps[0]);
    }
    None
}

pub(crate) fn nvfunction(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for (v, var) in m.vars.iter().enumerate() {
        if var.is_param || var.init == InitKind::None || var.ty.ptr > 0 || var.ty.reference > 0 {
            continue;
        }
        let (r, _) = s.resolve_ty_ref(&var.ty, var.scope);
        let is_nvfn = r.path.len() == 2 && &*r.path[0] == "nvstd" && &*r.path[1] == "function"
            || (r.path.len() == 1
                && &*r.path[0] == "function"
                && s.lookup(var.scope, &r.path, None).is_empty()
                && m.toks.iter().any(|t| t.is("nvstd")));
        if !is_nvfn {
            continue;
        }
        let _ = v;
        let dev = s.is_device_code(var.scope);
        let host =
            s.is_host_code(var.scope) || (!s.view.is_device() && s.fctx(var.scope).is_none());
        if !dev && !host {
            continue;
        }
        // HD function bodies count on the side they are compiled for
        let (ia, ib) = var.init_range;
        let (ia, ib) =
            if var.init == InitKind::Brace || var.init == InitKind::Paren && s.t(ia) == "(" {
                (ia + 1, ib.saturating_sub(1))
            } else {
                (ia, ib)
            };
        let Some((sp, what)) = callable_space(s, ia, ib, var.scope) else {
            continue;
        };
        if dev && !sp.device {
            cx.emit(
                var.tok,
                rid!("nvfunction.device-no-host-target"),
                format!(
                    "an nvstd::function in device code cannot be initialized with __host__ {what}"
                ),
            );
        } else if host && !sp.host {
            cx.emit(
                var.tok,
                rid!("nvfunction.host-no-device-target"),
                format!(
                    "an nvstd::function in host code cannot be initialized with __device__ {what}"
                ),
            );
        }
    }
}
