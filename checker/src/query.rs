//! Queries shared by the rule families, one layer below them: the rule context (`Cx`), the
//! classes and sizes a type or an expression involves, the lambda a variable holds, argument
//! lists, where a lambda sits and whether it is extended. Rule families (`checks`, `calls`,
//! `kernels`, `stdlib`, `xlambda`, `features`, `crossview`) use this module, the model, sema and
//! the rule catalogue, never each other; nothing here emits a finding of a family's own.

use crate::lex::TK;
use crate::model::*;
use crate::rules::{Raw, RuleId};
use crate::sema::{Fctx, Sema, Tri};
use std::rc::Rc;

pub struct Cx<'s, 'a> {
    pub s: &'s Sema<'a>,
    pub out: &'s mut Vec<Raw>,
}

impl<'s, 'a> Cx<'s, 'a> {
    /// A finding of `rule` at `tok`; its severity is the catalogue's.
    pub fn emit(&mut self, tok: usize, rule: RuleId, msg: impl Into<String>) {
        self.out.push(Raw {
            tok,
            rule,
            msg: msg.into(),
            unenforced: None,
        });
    }
    /// A finding of `rule` in a form that no toolchain enforces (`unenforced.rs`): a warning
    /// unless `--pedantic-errors`.
    pub fn emit_unenforced(
        &mut self,
        tok: usize,
        rule: RuleId,
        msg: impl Into<String>,
        form: &'static crate::unenforced::Unenforced,
    ) {
        self.out.push(Raw {
            tok,
            rule,
            msg: msg.into(),
            unenforced: Some(form),
        });
    }
    pub(crate) fn m(&self) -> &'a Model {
        self.s.m
    }
    pub(crate) fn t(&self, i: usize) -> &'a str {
        self.s.m.toks.get(i).map_or("", |t| &t.text)
    }
}

pub(crate) fn in_inline_unnamed_ns(s: &Sema, scope: Id) -> bool {
    let mut sc = Some(scope);
    while let Some(id) = sc {
        if let ScopeKind::Namespace {
            name: None,
            inline: true,
        } = s.m.scopes[id].kind
        {
            return true;
        }
        if s.in_block(id) {
            return false;
        }
        sc = s.m.scopes[id].parent;
    }
    false
}

/// The type contains one of the builtin words.
pub(crate) fn ty_has_word(s: &Sema, ty: &Ty, scope: Id, word: &str) -> bool {
    let (r, _) = s.resolve_ty_ref(ty, scope);
    r.builtin.split(' ').any(|w| w == word) || ty.builtin.split(' ').any(|w| w == word)
}

/// Byte size and alignment of a type, when known.
pub fn size_align(s: &Sema, ty: &Ty, scope: Id, depth: usize) -> Option<(u64, u64)> {
    if depth > 8 {
        return None;
    }
    let (r, sc) = s.resolve_ty_ref(ty, scope);
    let mut count: u64 = 1;
    for d in &r.dims {
        let n = crate::pp::parse_int(d.trim()).filter(|&n| n >= 0)? as u64;
        count = count.checked_mul(n)?;
    }
    if r.ptr > 0 || r.reference > 0 || r.func {
        return Some((8 * count, 8));
    }
    let (sz, al) = if !r.path.is_empty() {
        let c = s.class_of_ty(
            &Ty {
                dims: vec![],
                ..(*r).clone()
            },
            sc,
            0,
        )?;
        let k = &s.m.classes[c];
        if k.key == ClassKey::Enum {
            return Some((4 * count, 4));
        }
        if !k.defined || k.tparams.is_some() {
            return None;
        }
        let mut off: u64 = 0;
        let mut maxal: u64 = 1;
        let is_union = k.key == ClassKey::Union;
        let mut usz: u64 = 0;
        for b in &k.bases {
            let bc = s.class_by_path(k.scope, &b.path)?;
            let bt = Ty {
                path: vec![Rc::from(s.m.classes[bc].name.as_deref().unwrap_or(""))],
                ..Default::default()
            };
            let (bs, ba) = size_align(s, &bt, s.m.classes[bc].scope, depth + 1)?;
            off = off.div_ceil(ba) * ba + bs;
            maxal = maxal.max(ba);
        }
        if s.has_virtual(c, 0) != Tri::No {
            return None;
        }
        for f in s.nonstatic_fields(c) {
            let v = &s.m.vars[f];
            let (fs, fa) = if let Some(cd) = v.class_def {
                let ct = Ty {
                    path: vec![Rc::from(s.m.classes[cd].name.as_deref().unwrap_or("?"))],
                    dims: v.ty.dims.clone(),
                    ..Default::default()
                };
                let _ = ct;
                return None;
            } else {
                size_align(s, &v.ty, v.scope, depth + 1)?
            };
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
        (sz, maxal)
    } else if r.decltype.is_some() {
        return None;
    } else {
        match r.builtin.as_str() {
            "char" | "signed char" | "unsigned char" | "bool" | "char8_t" | "__int8" => (1, 1),
            "short" | "unsigned short" | "signed short" | "char16_t" | "__int16" => (2, 2),
            "int" | "unsigned int" | "signed int" | "float" | "char32_t" | "wchar_t"
            | "__int32" => (4, 4),
            "long" | "unsigned long" | "long long" | "unsigned long long" | "double"
            | "__int64" => (8, 8),
            "long double" | "__int128" | "unsigned __int128" | "__float128" => (16, 16),
            _ => return None,
        }
    };
    Some((sz.checked_mul(count)?, al))
}

/// Classes a type involves (the type itself, template arguments, decltype operands).
pub fn involved_classes(s: &Sema, ty: &Ty, scope: Id, depth: usize) -> Vec<Id> {
    let mut out = Vec::new();
    if depth > 6 {
        return out;
    }
    let (r, sc) = s.resolve_ty_ref(ty, scope);
    let bare = Ty {
        ptr: 0,
        reference: 0,
        func: false,
        dims: vec![],
        ..(*r).clone()
    };
    if let Some(c) = s.class_of_ty(&bare, sc, 0) {
        out.push(c);
    }
    if let Some((a, b)) = r.decltype {
        out.extend(expr_classes(s, a, b, sc, depth + 1));
    }
    if let Some((a, b)) = r.targs {
        out.extend(range_classes(s, a, b, sc, depth + 1));
    }
    out
}

/// Classes named or referred to (through decltype / variables) in a token range of template
/// arguments.
pub fn range_classes(s: &Sema, a: usize, b: usize, scope: Id, depth: usize) -> Vec<Id> {
    let mut out = Vec::new();
    if depth > 6 {
        return out;
    }
    let mut k = a;
    while k < b {
        let t = s.t(k);
        if t == "decltype" && s.t(k + 1) == "(" {
            let c = s.m.mat(k + 1).unwrap_or(k + 1);
            out.extend(expr_classes(s, k + 2, c, scope, depth + 1));
            k = c + 1;
            continue;
        }
        if s.m.toks[k].kind == TK::Ident {
            // a (qualified) name
            let mut path = vec![s.m.toks[k].text.clone()];
            let mut e = k + 1;
            while s.t(e) == "::" && s.m.toks.get(e + 1).is_some_and(|t| t.kind == TK::Ident) {
                path.push(s.m.toks[e + 1].text.clone());
                e += 2;
            }
            if s.t(k.wrapping_sub(1)) != "::" && s.t(k.wrapping_sub(1)) != "." {
                for sym in s.lookup(scope, &path, Some(k)) {
                    match sym {
                        Sym::Enumerator => {
                            let last = path.last().unwrap();
                            if let Some(e) = s.m.classes.iter().position(|c| {
                                c.key == ClassKey::Enum
                                    && c.body_scope
                                        .is_some_and(|b| s.m.scopes[b].names.contains_key(last))
                            }) {
                                out.push(e);
                            }
                        }
                        Sym::Class(c) => out.push(s.defined(c)),
                        Sym::Alias(al) => out.extend(involved_classes(
                            s,
                            &s.m.aliases[al].ty,
                            s.m.aliases[al].scope,
                            depth + 1,
                        )),
                        _ => {}
                    }
                }
            }
            k = e;
            continue;
        }
        k += 1;
    }
    out
}

/// The classes a template argument list `[a, b)` instantiates with, against the parameter lists
/// of the templates it may name. An argument for a non-type parameter of a written type
/// (`int N`) instantiates with its value only: an enumerator of a local enumeration there names
/// no type (`auto N` takes its type too).
pub fn targ_classes(s: &Sema, tparams: &[&[TParam]], a: usize, b: usize, scope: Id) -> Vec<Id> {
    let mut out = Vec::new();
    for (i, (x, y)) in split_top(s, a, b).into_iter().enumerate() {
        let value_only = !tparams.is_empty()
            && tparams.iter().all(|tps| {
                let tp = tps.get(i).or_else(|| tps.last().filter(|t| t.pack));
                tp.is_some_and(|t| !t.is_type && !t.placeholder)
            });
        if !value_only {
            out.extend(range_classes(s, x, y, scope, 0));
        }
    }
    out
}

/// Classes an expression's type involves: a variable's declared (or deduced) type, a lambda
/// expression's closure, `T(...)` / `T{...}` / `T<...>()` constructions.
pub fn expr_classes(s: &Sema, a: usize, b: usize, scope: Id, depth: usize) -> Vec<Id> {
    let mut out = Vec::new();
    if depth > 6 || a >= b {
        return out;
    }
    // a lambda expression
    if s.t(a) == "[" {
        if let Some(l) = s.m.lambdas.iter().position(|l| l.tok == a) {
            out.push(s.m.lambdas[l].closure);
            return out;
        }
    }
    // strip & * ( )
    let mut a = a;
    while a < b
        && matches!(s.t(a), "&" | "*" | "std" | "::" | "move" | "forward")
        && !(s.t(a) == "std" && s.t(a + 1) != "::")
    {
        a += 1;
    }
    if s.t(a) == "(" && s.m.mat(a) == Some(b - 1) {
        return expr_classes(s, a + 1, b - 1, scope, depth + 1);
    }
    if let Some(u) = s.use_at(a) {
        let us = &s.m.uses[u];
        let syms = s.resolve_use(u);
        let name_end = us.targs.map_or(us.tok + 1, |(_, tb)| tb + 1);
        let bare = name_end == b;
        let constructed =
            matches!(s.t(name_end), "(" | "{") && s.m.mat(name_end).is_some_and(|c| c + 1 == b);
        if !bare && !constructed {
            return out;
        }
        for sym in syms.iter() {
            match *sym {
                Sym::Var(v) if bare => out.extend(var_classes(s, v, depth + 1)),
                // an enumerator alone has the type of its enumeration
                Sym::Enumerator if bare => out.extend(enum_of_enumerator(s, scope, &us.path)),
                Sym::Class(c) => {
                    out.push(s.defined(c));
                    if let Some((ta, tb)) = us.targs {
                        out.extend(range_classes(s, ta, tb, scope, depth + 1));
                    }
                }
                Sym::Alias(al) => out.extend(involved_classes(
                    s,
                    &s.m.aliases[al].ty,
                    s.m.aliases[al].scope,
                    depth + 1,
                )),
                _ => {}
            }
        }
        if syms.is_empty() {
            if let Some((ta, tb)) = us.targs {
                out.extend(range_classes(s, ta, tb, scope, depth + 1));
            }
        }
    }
    out
}

/// The enumeration that declares the enumerator named by `path` as seen from `scope`: one whose
/// name qualifies it (`E::A`), or an unscoped one declared in a scope enclosing `scope`. None
/// unless exactly one enumeration fits.
pub(crate) fn enum_of_enumerator(s: &Sema, scope: Id, path: &[Rc<str>]) -> Option<Id> {
    let last = path.last()?;
    let encloses = |outer: Id| {
        let mut sc = Some(scope);
        let mut g = 0;
        while let Some(id) = sc {
            g += 1;
            if id == outer {
                return true;
            }
            if g > 10_000 {
                break;
            }
            sc = s.m.scopes[id].parent;
        }
        false
    };
    let mut found = s.m.classes.iter().enumerate().filter(|(_, c)| {
        c.key == ClassKey::Enum
            && c.body_scope
                .is_some_and(|b| s.m.scopes[b].names.contains_key(last))
            && match path.len() {
                1 => encloses(c.scope),
                n => c.name.as_ref() == Some(&path[n - 2]),
            }
    });
    let (e, _) = found.next()?;
    if found.next().is_some() {
        return None;
    }
    Some(e)
}

pub fn var_classes(s: &Sema, v: Id, depth: usize) -> Vec<Id> {
    let var = &s.m.vars[v];
    if var.ty.is_auto() || var.ty.builtin == "decltype(auto)" {
        if var.init != InitKind::None {
            let (a, b) = var.init_range;
            let (a, b) = if var.init == InitKind::Brace {
                (a + 1, b.saturating_sub(1))
            } else {
                (a, b)
            };
            return expr_classes(s, a, b, var.scope, depth + 1);
        }
        return vec![];
    }
    if let Some(cd) = var.class_def {
        return vec![cd];
    }
    involved_classes(s, &var.ty, var.scope, depth + 1)
}

/// The lambda a variable holds (`auto l = [..]{..};`), if any.
pub fn var_lambda(s: &Sema, v: Id) -> Option<Id> {
    let var = &s.m.vars[v];
    if let Some((a, b)) = var.ty.decltype {
        if b == a + 1 && var.ty.ptr == 0 {
            if let Some(u) = s.use_at(a) {
                if let Some(w) = s.use_var(u) {
                    if w != v {
                        return var_lambda_depth(s, w, 1);
                    }
                }
            }
        }
    }
    if var.init == InitKind::None {
        return None;
    }
    let (a, _) = var.init_range;
    let a = if var.init == InitKind::Brace {
        a + 1
    } else {
        a
    };
    if let Some(l) = s.m.lambdas.iter().position(|l| l.tok == a) {
        return Some(l);
    }
    // a copy of another lambda variable
    if let Some(u) = s.use_at(a) {
        if s.m.uses[u].tok + 1 == var.init_range.1 || s.t(s.m.uses[u].tok + 1) == ";" {
            if let Some(w) = s.use_var(u) {
                if w != v {
                    let wv = &s.m.vars[w];
                    if wv.init != InitKind::None && wv.init_range.0 != a {
                        return var_lambda_depth(s, w, 1);
                    }
                }
            }
        }
    }
    None
}

pub(crate) fn var_lambda_depth(s: &Sema, v: Id, depth: usize) -> Option<Id> {
    if depth > 4 {
        return None;
    }
    let var = &s.m.vars[v];
    if var.init == InitKind::None {
        return None;
    }
    let (a, _) = var.init_range;
    let a = if var.init == InitKind::Brace {
        a + 1
    } else {
        a
    };
    s.m.lambdas.iter().position(|l| l.tok == a)
}

pub fn lambda_of_closure(s: &Sema, c: Id) -> Option<Id> {
    s.m.lambdas.iter().position(|l| l.closure == c)
}

pub fn same_param_types(s: &Sema, f: Id, g: Id) -> bool {
    param_types_cmp(s, f, g) == Tri::Yes
}

/// Whether `f` and `g` take the same parameter types: `Unknown` when some pair is spelled
/// differently and one of the two is not a concrete type (a template parameter `T`, a name of
/// an unread header, a specialization `Foo<T>`): a base that is a class template specialization
/// (`Matcher<int>`, reached directly, through an alias or as a dependent base) declares
/// `match(const T&)`, which `match(const int&)` overrides.
pub fn param_types_cmp(s: &Sema, f: Id, g: Id) -> Tri {
    let m = s.m;
    let (a, b) = (&m.funcs[f], &m.funcs[g]);
    let sa = a
        .body_scope
        .and_then(|x| m.scopes[x].parent)
        .unwrap_or(a.scope);
    let sb = b
        .body_scope
        .and_then(|x| m.scopes[x].parent)
        .unwrap_or(b.scope);
    let mut out = Tri::Yes;
    for (p, q) in a.params.iter().zip(b.params.iter()) {
        let (mut x, mut y) = (p.ty.clone(), q.ty.clone());
        // top-level const of a by-value parameter does not change the signature
        if x.ptr == 0 && x.reference == 0 {
            x.is_const = false;
        }
        if y.ptr == 0 && y.reference == 0 {
            y.is_const = false;
        }
        if s.canon_ty(&x, sa) == s.canon_ty(&y, sb) {
            continue;
        }
        if concrete_ty(s, &x, sa) && concrete_ty(s, &y, sb) {
            return Tri::No;
        }
        out = Tri::Unknown;
    }
    out
}

/// A type whose spelling decides it: a builtin, or a class of this unit named without template
/// arguments (through aliases).
fn concrete_ty(s: &Sema, ty: &Ty, scope: Id) -> bool {
    let (r, sc) = s.resolve_ty_ref(ty, scope);
    if r.decltype.is_some() || r.targs.is_some() || r.pack {
        return false;
    }
    if r.path.is_empty() {
        return !r.builtin.is_empty();
    }
    s.class_of_ty(
        &Ty {
            ptr: 0,
            reference: 0,
            func: false,
            ..(*r).clone()
        },
        sc,
        0,
    )
    .is_some_and(|c| s.m.classes[c].tparams.is_none())
}

pub(crate) fn arity_ok(s: &Sema, f: Id, n: usize) -> bool {
    let func = &s.m.funcs[f];
    let req = func
        .params
        .iter()
        .filter(|p| p.default.is_none() && !p.ty.pack && !p.ellipsis)
        .count();
    let variadic = func.variadic || func.params.iter().any(|p| p.ty.pack);
    n >= req && (variadic || n <= func.params.len())
}

/// Split [a, b) at top-level commas (angle brackets of template arguments included).
pub fn split_top(s: &Sema, a: usize, b: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut st = a;
    let mut k = a;
    let mut angle = 0i32;
    while k < b {
        match s.t(k) {
            "(" | "[" | "{" => {
                k = s.m.mat(k).map_or(k + 1, |c| c + 1);
                continue;
            }
            "<" => angle += 1,
            ">" => angle -= 1,
            "," if angle <= 0 => {
                out.push((st, k));
                st = k + 1;
            }
            _ => {}
        }
        k += 1;
    }
    if st < b {
        out.push((st, b));
    }
    out
}

pub(crate) fn s_args(s: &Sema, a: usize, b: usize) -> usize {
    if b <= a {
        return 0;
    }
    let mut n = 1;
    let mut k = a;
    while k < b {
        match s.t(k) {
            "(" | "[" | "{" => {
                k = s.m.mat(k).map_or(k + 1, |c| c + 1);
                continue;
            }
            "," => n += 1,
            _ => {}
        }
        k += 1;
    }
    n
}

/// Where a lambda sits: the enclosing function (computed as in I.6.2) and the lambdas between.
pub struct Encl {
    /// The function whose immediate or nested block scope holds the outermost lambda.
    pub func: Option<Id>,
    /// Enclosing lambdas, innermost first.
    pub lambdas: Vec<Id>,
}

pub fn enclosing(s: &Sema, l: Id) -> Encl {
    let mut e = Encl {
        func: None,
        lambdas: Vec::new(),
    };
    let mut sc = Some(s.m.lambdas[l].scope);
    let mut g = 0;
    while let Some(id) = sc {
        g += 1;
        if g > 10_000 {
            break;
        }
        match s.m.scopes[id].kind {
            ScopeKind::Func(f) => {
                e.func = Some(f);
                return e;
            }
            ScopeKind::Lambda(o) if o != l => e.lambdas.push(o),
            // a class scope before any function (a default member initializer, a static data
            // member's initializer): no enclosing function
            ScopeKind::Class(_) => return e,
            ScopeKind::Global | ScopeKind::Namespace { .. } => return e,
            _ => {}
        }
        sc = s.m.scopes[id].parent;
    }
    e
}

/// An extended lambda: annotated `__device__` (alone or with `__host__`) and defined in the
/// immediate or nested block scope of a `__host__` or `__host__ __device__` function (an
/// enclosing lambda's operator() counts with its own execution space).
pub fn is_extended(s: &Sema, l: Id) -> bool {
    let lam = &s.m.lambdas[l];
    if !lam.sp.device {
        return false;
    }
    let e = enclosing(s, l);
    if e.func.is_none() && e.lambdas.is_empty() {
        return false;
    }
    match s.fctx(lam.scope) {
        Some(Fctx::Func(f)) => {
            !s.space_macro_unknown(f) && s.func_space(f).is_none_or(|sp| sp.host)
        }
        Some(Fctx::Lambda(o)) => s.lambda_space(o).host,
        None => false,
    }
}

/// Variables of enclosing functions that the lambda captures (explicitly by copy or
/// implicitly), with the token of the first use.
pub fn captured_vars(s: &Sema, l: Id) -> Vec<(Id, usize)> {
    let m = s.m;
    let lam = &m.lambdas[l];
    let mut out: Vec<(Id, usize)> = Vec::new();
    for c in &lam.captures {
        if matches!(c.kind, CapKind::Copy | CapKind::Ref) {
            if let Some(nm) = &c.name {
                for sym in s.lookup(lam.scope, std::slice::from_ref(nm), Some(lam.tok)) {
                    if let Sym::Var(v) = sym {
                        if s.is_local_var(v) && !out.iter().any(|(x, _)| *x == v) {
                            out.push((v, c.tok));
                        }
                    }
                }
            }
        }
    }
    let has_default = lam
        .captures
        .iter()
        .any(|c| matches!(c.kind, CapKind::DefaultCopy | CapKind::DefaultRef));
    if !has_default {
        return out;
    }
    for (u, us) in m.uses.iter().enumerate() {
        if us.tok <= lam.body.0
            || us.tok >= lam.body.1
            || us.flags & (uf::MEMBER | uf::QUALIFIED) != 0
        {
            continue;
        }
        let Some(v) = s.use_var(u) else { continue };
        let var = &m.vars[v];
        if !s.is_local_var(v) || var.is_static || var.is_constexpr {
            continue;
        }
        // declared outside this lambda (before its introducer)
        if var.tok >= lam.tok {
            continue;
        }
        // const integral locals initialized with constants are not odr-used by value reads
        if us.flags & uf::UNEVAL != 0 {
            continue;
        }
        if !out.iter().any(|(x, _)| *x == v) {
            out.push((v, us.tok));
        }
    }
    out
}
