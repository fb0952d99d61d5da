//! C++ language rules the corpus checks in CUDA code (Appendix I.1-I.3: the features supported
//! in device code are those of the selected -std). Only rules that a token-level look at the
//! model decides: features used under a language mode that lacks them, and a few removed or
//! ill-formed constructs.

use crate::expr::{self, NK};
use crate::fx::{HashMap, HashSet};
use crate::lex::TK;
use crate::model::*;
use crate::query::*;
use crate::rules::rid;
use crate::sema::{Fctx, Sema, Tri};
use std::rc::Rc;

fn std_year(s: &Sema) -> u32 {
    s.std_year()
}

fn gate(cx: &mut Cx, tok: usize, need: u32, what: &str) {
    let rule = match need {
        14 => rid!("features.cxx14.requires-cxx14-mode"),
        17 => rid!("features.cxx17.requires-cxx17-mode"),
        _ => rid!("features.cxx20.requires-cxx20-mode"),
    };
    cx.emit(
        tok,
        rule,
        format!("{what} requires C++{need} (-std=c++{need})"),
    );
}

pub fn run(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    let year = std_year(s);
    let toks = &m.toks;
    let n = toks.len();
    // the names of type template parameters, gathered at the first `...` that asks
    let tp_names: std::cell::OnceCell<HashSet<Rc<str>>> = std::cell::OnceCell::new();
    let type_tparams = || {
        tp_names.get_or_init(|| {
            let lists = m.funcs.iter().flat_map(|f| {
                f.tparams
                    .iter()
                    .chain(f.outer_tparams.iter())
                    .flatten()
                    .collect::<Vec<_>>()
            });
            let lists = lists
                .chain(m.classes.iter().flat_map(|c| c.tparams.iter().flatten()))
                .chain(m.vars.iter().flat_map(|v| v.tparams.iter().flatten()));
            lists
                .filter(|t| t.is_type)
                .filter_map(|t| t.name.clone())
                .collect()
        })
    };
    // ---- token patterns
    for k in 0..n {
        let t = &toks[k];
        let x = &*t.text;
        match t.kind {
            TK::Num => {
                let l = x.to_ascii_lowercase();
                if year < 14
                    && (l.starts_with("0b")
                        && !l.starts_with("0b.")
                        && l.len() > 2
                        && l[2..].bytes().all(|c| {
                            c == b'0' || c == b'1' || c == b'\'' || c.is_ascii_alphabetic()
                        }))
                {
                    gate(cx, k, 14, "a binary literal");
                } else if year < 14 && l.contains('\'') {
                    gate(cx, k, 14, "a digit separator");
                } else if year < 17 && l.starts_with("0x") && l.contains('p') && !l.contains("e") {
                    gate(cx, k, 17, "a hexadecimal floating literal");
                }
                // integer literal too large for any integer type
                let is_float = l.contains('.')
                    || (!l.starts_with("0x") && l.contains('e'))
                    || (l.starts_with("0x") && l.contains('p'));
                if !is_float && crate::pp::parse_int(x).is_none() {
                    let digits: String = l
                        .trim_end_matches(['u', 'l', 'z'])
                        .chars()
                        .filter(|&c| c != '\'')
                        .collect();
                    let too_big = if let Some(h) = digits.strip_prefix("0x") {
                        h.len() > 16 && h.bytes().all(|c| c.is_ascii_hexdigit())
                    } else if let Some(b) = digits.strip_prefix("0b") {
                        b.len() > 64 && b.bytes().all(|c| c == b'0' || c == b'1')
                    } else {
                        digits.len() > 19 && digits.bytes().all(|c| c.is_ascii_digit())
                    };
                    if too_big {
                        cx.emit(
                            k,
                            rid!("features.cxx11.integer-literal-too-large"),
                            "integer literal is too large to be represented in any integer type",
                        );
                    }
                }
            }
            TK::Ident => match x {
                "constexpr" if year < 17 && k > 0 && toks[k - 1].is("if") => {
                    gate(cx, k, 17, "if constexpr")
                }
                "consteval" | "constinit" | "concept" | "co_await" | "co_return" | "co_yield"
                | "char8_t"
                    if year < 20 =>
                {
                    gate(cx, k, 20, &format!("'{x}'"))
                }
                "requires" if year < 20 => gate(cx, k, 20, "a requires-clause"),
                "register" if year >= 17 && !(k > 0 && toks[k - 1].is("#")) => {
                    cx.emit(
                        k,
                        rid!("features.cxx17.register-removed"),
                        "the register storage class specifier was removed in C++17",
                    );
                }
                "auto"
                    if k + 1 < n
                        && matches!(
                            &*toks[k + 1].text,
                            "int"
                                | "char"
                                | "float"
                                | "double"
                                | "long"
                                | "short"
                                | "unsigned"
                                | "signed"
                                | "bool"
                        ) =>
                {
                    cx.emit(k, rid!("features.cxx11.auto-storage-class-removed"), "'auto' is no longer a storage class specifier (C++11): it cannot be combined with a type");
                }
                "throw"
                    if k + 1 < n
                        && toks[k + 1].is("(")
                        && k > 0
                        && (toks[k - 1].is(")") || toks[k - 1].is("const")) =>
                {
                    // a dynamic exception specification
                    let close = m.mat(k + 1).unwrap_or(k + 2);
                    if close > k + 2 && year >= 17 {
                        cx.emit(
                            k,
                            rid!("features.cxx17.dynamic-exception-specifications-removed"),
                            "dynamic exception specifications were removed in C++17",
                        );
                    } else if close == k + 2 && year >= 20 {
                        cx.emit(
                            k,
                            rid!("features.cxx20.throw-specification-removed"),
                            "throw() was removed in C++20 (use noexcept)",
                        );
                    }
                }
                "namespace"
                    if year < 17
                        && k + 2 < n
                        && toks[k + 1].kind == TK::Ident
                        && toks[k + 2].is("::") =>
                {
                    gate(cx, k, 17, "a nested namespace definition")
                }
                _ => {}
            },
            TK::Chr if x.starts_with("u8") && year < 17 => {
                gate(cx, k, 17, "a u8 character literal");
            }
            TK::Punct => {
                if x == "<=>" && year < 20 {
                    gate(cx, k, 20, "the three-way comparison operator");
                }
                // fold expressions: ( pack op ... ) / ( ... op pack ) / ( a op ... op b )
                if x == "..." && year < 17 && k > 0 && k + 1 < n {
                    let prev = &*toks[k - 1].text;
                    let next = &*toks[k + 1].text;
                    let binop = |o: &str| {
                        matches!(
                            o,
                            "+" | "-"
                                | "*"
                                | "/"
                                | "%"
                                | "^"
                                | "|"
                                | "<<"
                                | "&&"
                                | "||"
                                | ","
                                | "=="
                                | "!="
                                | "<"
                                | "<="
                                | ">="
                                | "+="
                                | "-="
                                | "*="
                                | "/="
                                | "="
                        )
                    };
                    let in_parens = (k >= 2 && binop(prev) && toks[k - 2].kind != TK::Punct)
                        || (binop(next) && (prev == "(" || toks[k - 1].kind == TK::Ident));
                    // a pack declarator, not a fold: `Args&&... args`, `T*... ps` (an
                    // identifier after `...` never follows a fold's operator), and the unnamed
                    // `f(Args&&...)` whose operand is a type template parameter
                    let declarator = matches!(prev, "&&" | "&" | "*")
                        && (toks[k + 1].kind == TK::Ident
                            || matches!(next, ")" | "," | ">")
                                && k >= 2
                                && type_tparams().contains(&toks[k - 2].text));
                    if declarator {
                        continue;
                    }
                    if in_parens
                        && (binop(prev) || (prev == "(" && binop(next)))
                        && prev != ","
                        && next != ")"
                        || (binop(prev) && prev != "," && next == ")")
                    {
                        gate(cx, k, 17, "a fold expression");
                    }
                }
            }
            _ => {}
        }
    }
    // ---- declarations
    if year < 14 {
        for f in &m.funcs {
            if f.deduced_ret && f.kind == FnKind::Normal {
                gate(cx, f.tok, 14, "a deduced return type");
            }
            if f.is_constexpr && year < 14 {
                if let (Some((a, b)), Some(bs)) = (f.body, f.body_scope) {
                    // C++11 constexpr functions: a single return statement
                    let first_decl = m
                        .vars
                        .iter()
                        .filter(|v| {
                            !v.is_param && v.tok > a && v.tok < b && scope_within(s, v.scope, bs)
                        })
                        .map(|v| v.start)
                        .min();
                    let first_loop = (a..b).find(|&k| {
                        matches!(&*toks[k].text, "for" | "while" | "if" | "switch" | "do")
                    });
                    if let Some(t) = [first_decl, first_loop].into_iter().flatten().min() {
                        gate(
                            cx,
                            t,
                            14,
                            "a constexpr function body with more than a return statement",
                        );
                    }
                }
            }
        }
        for v in &m.vars {
            if v.tparams.is_some() && !v.is_param {
                gate(cx, v.tok, 14, "a variable template");
            }
        }
        for l in &m.lambdas {
            if l.params
                .iter()
                .any(|p| p.ty.builtin.contains("auto") && p.ty.path.is_empty())
            {
                gate(cx, l.tok, 14, "a generic lambda");
            } else if l
                .captures
                .iter()
                .any(|c| matches!(c.kind, CapKind::InitCopy | CapKind::InitRef))
            {
                gate(cx, l.tok, 14, "an init-capture");
            }
        }
    }
    if year < 17 {
        for v in &m.vars {
            if v.structured {
                gate(cx, v.start, 17, "a structured binding");
            } else if v.is_inline && !v.is_param {
                gate(cx, v.tok, 17, "an inline variable");
            }
        }
        for l in &m.lambdas {
            if l.captures.iter().any(|c| c.kind == CapKind::StarThis) {
                gate(cx, l.tok, 17, "capturing *this by value");
            }
        }
        // if / switch with an initializer
        for k in 0..n {
            if (toks[k].is("if") || toks[k].is("switch")) && k + 1 < n {
                let mut o = k + 1;
                if toks[o].is("constexpr") {
                    o += 1;
                }
                if toks.get(o).is_some_and(|t| t.is("(")) {
                    if let Some(c) = m.mat(o) {
                        if top_level_semicolon(s, o + 1, c) {
                            gate(cx, k, 17, "an if/switch statement with an initializer");
                        }
                    }
                }
            }
        }
        // static_assert without a message
        for &(kw, a, b, _) in &m.static_asserts {
            if !top_level_comma(s, a, b) {
                cx.emit(
                    kw,
                    rid!("features.cxx17.static-assert-message-optional"),
                    "static_assert without a message requires C++17",
                );
            }
        }
    }
    if year < 20 {
        for l in &m.lambdas {
            if toks
                .get(m.mat(l.tok).map_or(l.tok, |c| c + 1))
                .is_some_and(|t| t.is("<"))
            {
                gate(cx, l.tok, 20, "a lambda template parameter list");
            }
        }
        for k in 0..n {
            // range-based for with an initializer: for (init; decl : range)
            if toks[k].is("for") && toks.get(k + 1).is_some_and(|t| t.is("(")) {
                if let Some(c) = m.mat(k + 1) {
                    if top_level_semicolon(s, k + 2, c)
                        && top_level_colon(s, k + 2, c)
                        && !two_semicolons(s, k + 2, c)
                    {
                        gate(cx, k, 20, "a range-based for statement with an initializer");
                    }
                }
            }
        }
        // bit-field default member initializers: `int f : 4 = 3;`
        for v in &m.vars {
            if v.member_of.is_some()
                && v.init != InitKind::None
                && (v.tok..v.init_range.0).any(|k| toks[k].is(":"))
            {
                gate(
                    cx,
                    v.tok,
                    20,
                    "a default member initializer for a bit-field",
                );
            }
        }
    }
    // ---- C++17 removals and other ill-formed constructs
    if year >= 17 {
        let is_bool = |v: Id| {
            let var = &m.vars[v];
            let (r, _) = s.resolve_ty_ref(&var.ty, var.scope);
            r.builtin == "bool" && r.ptr == 0 && var.ty.dims.is_empty()
        };
        // from the trees: `++x` / `x++` whose operand is a bool variable or data member
        // (`(b)++`, `s.flag++`, `++(s.flag)`)
        let ex = s.exprs();
        for n in 0..ex.nodes.len() as expr::Nid {
            if !matches!(ex.node(n).kind, NK::Unary("++") | NK::Postfix("++")) {
                continue;
            }
            let Some(&x) = ex.kids(n).first() else {
                continue;
            };
            let x = ex.strip_parens(x);
            let target = match ex.node(x).kind {
                NK::Name { use_: Some(u) } => s.use_var(u).map(|v| (v, m.uses[u].tok)),
                NK::Member { name, .. } => match ex.member_sym(s, x) {
                    Some(Sym::Var(v)) => Some((v, name)),
                    _ => None,
                },
                _ => None,
            };
            if let Some((v, tok)) = target {
                if is_bool(v) {
                    cx.emit(
                        tok,
                        rid!("features.cxx17.bool-increment-removed"),
                        "incrementing a bool was removed in C++17",
                    );
                }
            }
        }
        // outside the trees, by the use's flags and the tokens beside it
        for (u, us) in m.uses.iter().enumerate() {
            if us.flags & uf::INCDEC == 0 || us.flags & uf::MEMBER != 0 {
                continue;
            }
            if ex.of_use(s, u).is_some() {
                continue;
            }
            let Some(v) = s.use_var(u) else { continue };
            let var = &m.vars[v];
            let (r, _) = s.resolve_ty_ref(&var.ty, var.scope);
            let is_inc = s.t(us.start.wrapping_sub(1)) == "++" || s.t(us.tok + 1) == "++";
            if r.builtin == "bool" && r.ptr == 0 && var.ty.dims.is_empty() && is_inc {
                cx.emit(
                    us.tok,
                    rid!("features.cxx17.bool-increment-removed"),
                    "incrementing a bool was removed in C++17",
                );
            }
        }
    }
    // static_assert on a constant condition that is false
    for &(kw, a, b, _) in &m.static_asserts {
        let mut e = a;
        while e < b && !toks[e].is(",") {
            if matches!(&*toks[e].text, "(" | "[" | "{") {
                e = m.mat(e).map_or(e + 1, |c| c + 1);
                continue;
            }
            e += 1;
        }
        if let Some(false) = eval_simple(s, a, e) {
            cx.emit(
                kw,
                rid!("features.cxx11.static-assertions-failing"),
                "static assertion failed",
            );
        }
    }
    // structured binding count
    let mut groups: Vec<(usize, Vec<Id>)> = Vec::new();
    for (vid, v) in m.vars.iter().enumerate() {
        if !v.structured {
            continue;
        }
        match groups.iter_mut().find(|g| g.0 == v.start) {
            Some(g) => g.1.push(vid),
            None => groups.push((v.start, vec![vid])),
        }
    }
    let tuple_like = !groups.is_empty()
        && m.classes
            .iter()
            .any(|k| k.specialization && k.name.as_deref() == Some("tuple_size"));
    for (_, ids) in groups {
        let v = &m.vars[ids[0]];
        if v.init != InitKind::Eq {
            continue;
        }
        let (a, b) = v.init_range;
        if b != a + 1 {
            continue;
        }
        let Some(u) = s.use_at(a) else { continue };
        let Some(w) = s.use_var(u) else { continue };
        let wv = &m.vars[w];
        let expected = if let Some(d) = wv.ty.dims.first() {
            crate::pp::parse_int(d.trim()).map(|x| x as usize)
        } else if wv.ty.ptr == 0 && wv.ty.reference == 0 {
            let (r, sc) = s.resolve_ty_ref(&wv.ty, wv.scope);
            // a class with no field read (a toolchain class such as `dim3` reaches the parser
            // without its members: `sysdecl`), or a unit that specializes `tuple_size` (the
            // tuple-like protocol binds through `get`), leaves the count unknown
            s.class_of_ty(&r, sc, 0)
                .filter(|&c| {
                    let k = &m.classes[c];
                    k.defined && k.bases.is_empty() && k.key != ClassKey::Enum && !tuple_like
                })
                .map(|c| s.nonstatic_fields(c).len())
                .filter(|&e| e > 0)
        } else {
            None
        };
        if let Some(e) = expected {
            if e != ids.len() {
                cx.emit(v.start, rid!("features.cxx17.structured-bindings-count"), format!("a structured binding declaration of {} names for an object with {e} elements", ids.len()));
            }
        }
    }
    // override / final misuse
    override_final(cx);
    initializations(cx, year);
    constant_contexts(cx);
    alignas_weaker(cx);
    deduced_returns(cx);
    class_objects(cx, year);
}

fn scope_within(s: &Sema, inner: Id, outer: Id) -> bool {
    let mut sc = Some(inner);
    while let Some(id) = sc {
        if id == outer {
            return true;
        }
        sc = s.m.scopes[id].parent;
    }
    false
}

fn top_level_semicolon(s: &Sema, a: usize, b: usize) -> bool {
    find_top(s, a, b, ";").is_some()
}

fn two_semicolons(s: &Sema, a: usize, b: usize) -> bool {
    match find_top(s, a, b, ";") {
        Some(k) => find_top(s, k + 1, b, ";").is_some(),
        None => false,
    }
}

fn top_level_colon(s: &Sema, a: usize, b: usize) -> bool {
    find_top(s, a, b, ":").is_some()
}

fn top_level_comma(s: &Sema, a: usize, b: usize) -> bool {
    find_top(s, a, b, ",").is_some()
}

fn find_top(s: &Sema, a: usize, b: usize, what: &str) -> Option<usize> {
    let mut k = a;
    while k < b {
        let t = s.t(k);
        if matches!(t, "(" | "[" | "{") {
            k = s.m.mat(k).map_or(k + 1, |c| c + 1);
            continue;
        }
        if t == what {
            return Some(k);
        }
        k += 1;
    }
    None
}

/// Evaluate a condition made of literals, operators and sizeof(builtin type).
fn eval_simple(s: &Sema, a: usize, b: usize) -> Option<bool> {
    let mut toks: Vec<crate::lex::Tok> = Vec::new();
    let mut k = a;
    while k < b {
        let t = &s.m.toks[k];
        if t.is("sizeof") && s.t(k + 1) == "(" {
            let c = s.m.mat(k + 1)?;
            let words: Vec<&str> = (k + 2..c).map(|q| s.t(q)).collect();
            let size = match words.join(" ").as_str() {
                "char" | "signed char" | "unsigned char" | "bool" => 1,
                "short" | "unsigned short" => 2,
                "int" | "unsigned" | "unsigned int" | "float" => 4,
                "long" | "unsigned long" | "long long" | "unsigned long long" | "double"
                | "void *" | "char *" | "int *" => 8,
                _ => return None,
            };
            let mut nt = t.clone();
            nt.kind = TK::Num;
            nt.text = Rc::from(size.to_string());
            toks.push(nt);
            k = c + 1;
            continue;
        }
        match t.kind {
            TK::Num | TK::Punct => toks.push(t.clone()),
            TK::Ident if t.is("true") || t.is("false") => toks.push(t.clone()),
            _ => return None,
        }
        k += 1;
    }
    if toks.is_empty()
        || toks.iter().any(|t| {
            t.kind == TK::Num && (t.text.contains('.') || crate::pp::parse_int(&t.text).is_none())
        })
    {
        return None;
    }
    crate::pp::eval_tokens(&toks).map(|v| v != 0)
}

fn override_final(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    // templates with an explicit or partial specialization: a base naming one of them
    // (`FieldEntry<int>`) may be a specialization whose members the primary does not show
    let specialized: HashSet<(Id, Rc<str>)> = m
        .classes
        .iter()
        .filter(|k| k.specialization)
        .filter_map(|k| Some((k.scope, k.name.clone()?)))
        .collect();
    let overridden = |c, f| overridden(s, &specialized, c, f, 0);
    for (c, k) in m.classes.iter().enumerate() {
        if !k.defined || k.is_lambda_closure || k.key == ClassKey::Enum {
            continue;
        }
        // deriving from a final class
        for b in &k.bases {
            if let Some(bc) = s.class_by_path(k.scope, &b.path) {
                if class_is_final(s, bc) {
                    cx.emit(
                        b.tok,
                        rid!("features.cxx11.override-final-misuse"),
                        format!(
                            "cannot derive from final class '{}'",
                            m.classes[bc].name.as_deref().unwrap_or("")
                        ),
                    );
                }
            }
        }
        for &f in &k.methods {
            let func = &m.funcs[f];
            if func.kind != FnKind::Normal
                && func.kind != FnKind::Dtor
                && func.kind != FnKind::Operator
            {
                continue;
            }
            let (has_override, has_final) = virt_specifiers(s, f);
            if !has_override && !has_final {
                // overriding a final function
                if let (Some(g), _) = overridden(c, f) {
                    if virt_specifiers(s, g).1 {
                        cx.emit(
                            func.tok,
                            rid!("features.cxx11.override-final-misuse"),
                            format!("'{}' overrides a final function", func.name),
                        );
                    }
                }
                continue;
            }
            let (base, maybe) = overridden(c, f);
            if has_override
                && base.is_none()
                && !maybe
                && k.bases
                    .iter()
                    .all(|b| s.class_by_path(k.scope, &b.path).is_some())
            {
                cx.emit(
                    func.tok,
                    rid!("features.cxx11.override-final-misuse"),
                    format!(
                        "'{}' is marked override but does not override a base class member",
                        func.name
                    ),
                );
            } else if has_final
                && !func.is_virtual
                && base.is_none()
                && !maybe
                && k.bases
                    .iter()
                    .all(|b| s.class_by_path(k.scope, &b.path).is_some())
            {
                cx.emit(
                    func.tok,
                    rid!("features.cxx11.override-final-misuse"),
                    format!("'{}' is marked final but is not virtual", func.name),
                );
            } else if let Some(g) = base {
                if virt_specifiers(s, g).1 {
                    cx.emit(
                        func.tok,
                        rid!("features.cxx11.override-final-misuse"),
                        format!("'{}' overrides a final function", func.name),
                    );
                }
            }
        }
    }
}

fn class_is_final(s: &Sema, c: Id) -> bool {
    let k = &s.m.classes[c];
    if !k.defined {
        return false;
    }
    // `struct X final { ... }`: `final` before the body
    (k.tok..k.def_start).any(|q| s.t(q) == "final")
}

/// (override, final) written on the declaration as virt-specifiers: after its parameter list,
/// where the parser reads them (a parameter or variable named `override` is no specifier).
fn virt_specifiers(s: &Sema, f: Id) -> (bool, bool) {
    let func = &s.m.funcs[f];
    (func.is_override, func.is_final)
}

/// The virtual base-class function `f` overrides (same name and parameter types), if any, and
/// whether some base function of that name and arity might be it: parameter types that cannot be
/// compared by their spelling (a class template's `const T&`, a dependent name) leave it open.
fn overridden(
    s: &Sema,
    specialized: &HashSet<(Id, Rc<str>)>,
    c: Id,
    f: Id,
    depth: usize,
) -> (Option<Id>, bool) {
    if depth > 32 {
        // a chain of non-virtual redeclarations this deep (or a cycle of bases): left open
        return (None, true);
    }
    let m = s.m;
    let func = &m.funcs[f];
    let k = &m.classes[c];
    let bases: Vec<Id> = k
        .bases
        .iter()
        .filter_map(|b| s.class_by_path(k.scope, &b.path))
        .collect();
    // a class cannot derive from itself: a base that resolves to `c` is another specialization
    // of the same template (`template <class E> class X : public X<void>`), whose members the
    // primary does not show
    let mut maybe = bases.contains(&c);
    let mut stack: Vec<Id> = bases.into_iter().filter(|&b| b != c).collect();
    let mut seen = Vec::new();
    while let Some(bc) = stack.pop() {
        if seen.contains(&bc) || seen.len() > 32 {
            // the walk is bounded: a base not looked at might be the overridden one
            maybe |= !seen.contains(&bc);
            continue;
        }
        seen.push(bc);
        let bk = &m.classes[bc];
        if bk
            .name
            .as_ref()
            .is_some_and(|n| specialized.contains(&(bk.scope, n.clone())))
        {
            maybe = true;
        }
        for &g in &bk.methods {
            let gf = &m.funcs[g];
            let same = if func.kind == FnKind::Dtor {
                Tri::from(gf.kind == FnKind::Dtor)
            } else if gf.name == func.name && gf.params.len() == func.params.len() {
                param_types_cmp(s, f, g)
            } else {
                Tri::No
            };
            match same {
                Tri::No => {}
                Tri::Unknown => maybe = true,
                Tri::Yes => {
                    let (up, up_maybe) = if gf.is_virtual {
                        (None, false)
                    } else {
                        overridden(s, specialized, bc, g, depth + 1)
                    };
                    if gf.is_virtual || up.is_some() {
                        return (Some(g), false);
                    }
                    maybe |= up_maybe;
                }
            }
        }
        for b in &bk.bases {
            if let Some(x) = s.class_by_path(bk.scope, &b.path) {
                // as above: a base naming its own template is another specialization
                maybe |= x == bc;
                stack.push(x);
            }
        }
    }
    (None, maybe)
}

/// Value range of a builtin integer type, as far as every CUDA host ABI agrees: `char` may be
/// signed or unsigned, `long` is 32 bits on Windows and 64 on Linux, so a value is out of range
/// only if it is out of range on all of them.
fn int_range(builtin: &str) -> Option<(i128, i128)> {
    Some(match builtin {
        "char" => (-128, 255),
        "signed char" => (-128, 127),
        "unsigned char" => (0, 255),
        "short" | "signed short" => (-32768, 32767),
        "unsigned short" => (0, 65535),
        "int" | "signed" => (-(1 << 31), (1 << 31) - 1),
        "unsigned int" => (0, (1 << 32) - 1),
        "long" | "long long" | "signed long" | "signed long long" => (-(1 << 63), (1 << 63) - 1),
        "unsigned long" | "unsigned long long" => (0, (1 << 64) - 1),
        _ => return None,
    })
}

/// The range an integer type is sure to cover on every host ABI (`char` the values of both
/// signednesses have in common, `long` 32 bits).
fn int_range_sure(builtin: &str) -> Option<(i128, i128)> {
    Some(match builtin {
        "char" => (0, 127),
        "long" | "signed long" => (-(1 << 31), (1 << 31) - 1),
        "unsigned long" => (0, (1 << 32) - 1),
        b => return int_range(b),
    })
}

fn is_floating(builtin: &str) -> bool {
    matches!(builtin, "float" | "double" | "long double")
}

/// A floating literal token (decimal with `.` or exponent, or hexadecimal with `p`).
fn is_float_literal(x: &str) -> bool {
    let l = x.to_ascii_lowercase();
    if !l.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
        return false;
    }
    if l.starts_with("0x") {
        l.contains('p')
    } else {
        l.contains('.') || l.contains('e')
    }
}

/// Initializations that ISO C++ rejects whatever the target (I.1-I.3: the rules of the selected
/// language mode hold in device code too). Each is decided on the declaration alone: a builtin
/// arithmetic variable, or an aggregate of this translation unit, and an initializer made of a
/// literal, a name or a scoped enumerator. Anything dependent, aliased to something unknown or
/// more complex is left alone.
fn initializations(cx: &mut Cx, year: u32) {
    let s = cx.s;
    let m = s.m;
    let toks = &m.toks;
    for v in &m.vars {
        if v.is_param || v.structured || v.init == InitKind::None {
            continue;
        }
        let (mut a, mut b) = v.init_range;
        if a >= b || b > toks.len() {
            continue;
        }
        let (r, rsc) = s.resolve_ty_ref(&v.ty, v.scope);
        if r.decltype.is_some() || r.func || r.pack {
            continue;
        }
        // outer braces: list-initialization (`T x{..}` or `T x = {..}`)
        let braced = toks[a].is("{") && m.mat(a) == Some(b - 1);
        if braced {
            a += 1;
            b -= 1;
        } else if v.init == InitKind::Brace {
            continue;
        }
        let plain = r.path.is_empty() && r.ptr == 0 && r.reference == 0 && r.dims.is_empty();
        if plain && !r.builtin.contains("auto") {
            scalar_init(cx, v, &r.builtin, a, b, braced);
        }
        // a u8 string literal initializing a char pointer (C++20: char8_t)
        if year >= 20
            && r.path.is_empty()
            && r.builtin == "char"
            && r.reference == 0
            // (a char array may still take one: P2513, a defect report against C++20)
            && r.ptr == 1
            && r.dims.is_empty()
            && (a..b).all(|k| toks[k].kind == TK::Str)
        {
            if let Some(k) = (a..b)
                .find(|&k| toks[k].text.starts_with("u8\"") || toks[k].text.starts_with("u8R\""))
            {
                cx.emit(
                    k,
                    rid!("features.cxx20.u8-literals-are-char8-t"),
                    "a u8 string literal has type const char8_t[N] in C++20 and cannot initialize a char pointer",
                );
            }
        }
        // designated initializers (C++20): in declaration order, not mixed with positional ones
        if year >= 20
            && braced
            && r.ptr == 0
            && r.reference == 0
            && r.dims.is_empty()
            && !r.path.is_empty()
        {
            if let Some(c) = s.class_of_ty(&r, rsc, 0) {
                designated(cx, c, a, b);
            }
        }
    }
}

/// `T x = init;`, `T x(init)`, `T x{init}` for a builtin arithmetic `T`.
fn scalar_init(cx: &mut Cx, v: &Var, target: &str, a: usize, b: usize, braced: bool) {
    let s = cx.s;
    let m = s.m;
    let toks = &m.toks;
    // one parenthesised or bare element
    let (mut a, mut b) = (a, b);
    while a + 2 < b && toks[a].is("(") && m.mat(a) == Some(b - 1) {
        a += 1;
        b -= 1;
    }
    if a >= b {
        return;
    }
    let arithmetic = target == "bool" || is_floating(target) || int_range(target).is_some();
    if !arithmetic {
        return;
    }
    // nullptr converts to bool only by direct-initialization, never to another arithmetic type
    if b == a + 1 && toks[a].is("nullptr") {
        let copy_init = v.init == InitKind::Eq;
        if target != "bool" || (copy_init && !braced) {
            cx.emit(
                a,
                rid!("features.cxx11.null-pointer-constant-not-integer"),
                format!("nullptr does not convert to '{target}'"),
            );
        }
        return;
    }
    // a scoped enumerator never converts implicitly
    if b > a + 2 && (a..b).all(|k| (k - a) % 2 == 1 || toks[k].kind == TK::Ident) {
        let path: Option<Vec<Rc<str>>> = (a..b)
            .map(|k| {
                if (k - a) % 2 == 1 {
                    toks[k].is("::").then(|| Rc::from(""))
                } else {
                    Some(toks[k].text.clone())
                }
            })
            .collect::<Option<Vec<_>>>()
            .map(|p| p.into_iter().filter(|x| !x.is_empty()).collect());
        if let Some(path) = path {
            if let Some(e) = s.class_by_path(v.scope, &path[..path.len() - 1]) {
                let c = &m.classes[e];
                let name = &path[path.len() - 1];
                if c.key == ClassKey::Enum
                    && enum_is_scoped(s, e)
                    && enumerators(s, e).iter().any(|x| x == name)
                {
                    cx.emit(
                        b - 1,
                        rid!("features.cxx11.strongly-typed-enums-no-implicit-conversion"),
                        format!(
                            "the scoped enumerator '{}' does not convert implicitly to '{target}'",
                            path.join("::")
                        ),
                    );
                }
            }
            return;
        }
        // `s.m` / `p->m`: a member, judged below as a narrowing source
    }
    if !braced || target == "bool" {
        return;
    }
    // narrowing in list-initialization
    let Some(range) = int_range(target) else {
        // floating target: an integer variable that is not a constant
        if is_floating(target) {
            if let Some(src) = source_of(s, &s.exprs(), a, b) {
                if let Some(sr) = int_range_sure(&src) {
                    let mantissa: i128 = match target {
                        "float" => 1 << 24,
                        _ => 1 << 53,
                    };
                    if sr.1 > mantissa || sr.0 < -mantissa {
                        cx.emit(a, rid!("features.cxx11.initializer-list-narrowing"), format!("narrowing conversion from a non-constant '{src}' to '{target}' in list-initialization"));
                    }
                }
            }
        }
        return;
    };
    let (neg, lit) = if b == a + 2 && (toks[a].is("-") || toks[a].is("+")) {
        (toks[a].is("-"), a + 1)
    } else {
        (false, a)
    };
    if lit + 1 == b && toks[lit].kind == TK::Num {
        let x = &*toks[lit].text;
        if is_float_literal(x) {
            cx.emit(
                a,
                rid!("features.cxx11.initializer-list-narrowing"),
                format!("narrowing conversion of the floating literal '{x}' to '{target}' in list-initialization"),
            );
        } else if let Some(val) = crate::pp::parse_int(x) {
            let val = if neg { -(val as i128) } else { val as i128 };
            // parse_int yields i64: an unsigned 64-bit literal above i64::MAX is not judged
            if val < range.0 || val > range.1 {
                cx.emit(
                    a,
                    rid!("features.cxx11.initializer-list-narrowing"),
                    format!("narrowing conversion of the constant {val} to '{target}' in list-initialization: it does not fit"),
                );
            }
        }
        return;
    }
    if let Some(src) = source_of(s, &s.exprs(), a, b) {
        if is_floating(&src) {
            cx.emit(
                a,
                rid!("features.cxx11.initializer-list-narrowing"),
                format!("narrowing conversion from '{src}' to '{target}' in list-initialization"),
            );
        } else if let (Some(sr), Some(tr)) = (int_range(&src), int_range(target)) {
            // only where no host ABI makes it fit: the source's range is the same on all of them,
            // and it exceeds the widest the target has on any
            if (sr.0 < tr.0 || sr.1 > tr.1) && int_range_sure(&src) == Some(sr) {
                cx.emit(
                    a,
                    rid!("features.cxx11.initializer-list-narrowing"),
                    format!("narrowing conversion from a non-constant '{src}' to '{target}' in list-initialization"),
                );
            }
        }
    }
}

/// The builtin type of a single-name initializer naming a non-constant variable (a parameter or a
/// non-const, non-constexpr variable): a constant source may make an integer conversion fine.
fn source_var(s: &Sema, a: usize, b: usize) -> Option<String> {
    if b != a + 1 || s.m.toks[a].kind != TK::Ident {
        return None;
    }
    let u = s.use_at(a)?;
    var_source_type(s, s.use_var(u)?)
}

/// The builtin type of variable `w` read as a non-constant source (not const, not constexpr).
fn var_source_type(s: &Sema, w: Id) -> Option<String> {
    let wv = &s.m.vars[w];
    let (r, _) = s.resolve_ty_ref(&wv.ty, wv.scope);
    let plain = r.path.is_empty()
        && r.ptr == 0
        && r.dims.is_empty()
        && r.decltype.is_none()
        && !r.func
        && !r.builtin.contains("auto");
    (plain && !r.is_const && !r.top_const && !wv.is_constexpr).then(|| r.builtin.clone())
}

/// [`source_var`], and from the typed tree a data member of a non-constant object
/// (`s.big`, `p->d`, `(s).d`, `a[i].x`): its declared builtin type. A member of a constexpr
/// object may be a constant whose value fits, so it is not judged.
fn source_of(s: &Sema, ex: &expr::Exprs, a: usize, b: usize) -> Option<String> {
    if b == a + 1 {
        return source_var(s, a, b);
    }
    let n = ex.strip_parens(node_spanning(ex, a, b)?);
    let NK::Member { .. } = ex.node(n).kind else {
        return None;
    };
    let Some(Sym::Var(w)) = ex.member_sym(s, n) else {
        return None;
    };
    // a bit-field narrower than its type may fit the target (CWG2627): not judged
    if s.t(s.m.vars[w].tok + 1) == ":" {
        return None;
    }
    // the object: through `->` or `this` never a constant here; a named object only when it
    // is not constexpr
    let mut o = n;
    for _ in 0..expr::MAX_DEPTH {
        match ex.node(o).kind {
            NK::Member { arrow: true, .. } | NK::This => break,
            NK::Member { arrow: false, .. } | NK::Subscript | NK::Paren => {
                o = *ex.kids(o).first()?;
            }
            NK::Name { use_: Some(u) } => {
                let v = s.use_var(u)?;
                if s.m.vars[v].is_constexpr {
                    return None;
                }
                break;
            }
            _ => return None,
        }
    }
    var_source_type(s, w)
}

/// `enum class E` / `enum struct E`: the keyword before the name.
fn enum_is_scoped(s: &Sema, e: Id) -> bool {
    let t = s.m.classes[e].tok;
    t >= 2 && matches!(s.t(t - 1), "class" | "struct") && s.t(t - 2) == "enum"
}

/// The enumerator names of a defined enumeration.
fn enumerators(s: &Sema, e: Id) -> Vec<Rc<str>> {
    let c = &s.m.classes[e];
    if !c.defined || c.def_end <= c.def_start {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut k = c.def_start + 1;
    let mut expect = true;
    while k < c.def_end {
        let t = s.t(k);
        if matches!(t, "(" | "[" | "{") {
            k = s.m.mat(k).map_or(k + 1, |x| x + 1);
            continue;
        }
        if expect && s.m.toks[k].kind == TK::Ident {
            out.push(s.m.toks[k].text.clone());
        }
        expect = t == ",";
        k += 1;
    }
    out
}

/// C++20 designated initializers of class `c` in the braces' content `a..b`.
fn designated(cx: &mut Cx, c: Id, a: usize, b: usize) {
    let s = cx.s;
    let m = s.m;
    let cls = &m.classes[c];
    if cls.key == ClassKey::Enum || !cls.defined || cls.tparams.is_some() || cls.is_lambda_closure {
        return;
    }
    let elems = split_commas(s, a, b);
    let designator = |(x, y): (usize, usize)| -> Option<usize> {
        (y > x + 2
            && s.t(x) == "."
            && m.toks[x + 1].kind == TK::Ident
            && matches!(s.t(x + 2), "=" | "{"))
        .then_some(x + 1)
    };
    let des: Vec<Option<usize>> = elems.iter().map(|&e| designator(e)).collect();
    if des.iter().all(|d| d.is_none()) {
        return;
    }
    if let Some(i) = des.iter().position(|d| d.is_none()) {
        cx.emit(
            elems[i].0,
            rid!("features.cxx20.designated-initializers-order"),
            "a braced initializer list mixes designated and positional initializers",
        );
        return;
    }
    let fields: Vec<Rc<str>> = s
        .nonstatic_fields(c)
        .iter()
        .map(|&f| m.vars[f].name.clone())
        .collect();
    let mut last: Option<usize> = None;
    for d in des.into_iter().flatten() {
        let Some(pos) = fields.iter().position(|f| **f == *m.toks[d].text) else {
            return;
        };
        if last.is_some_and(|l| pos <= l) {
            cx.emit(
                d,
                rid!("features.cxx20.designated-initializers-order"),
                format!(
                    "designator '.{}' does not follow the declaration order of the members",
                    m.toks[d].text
                ),
            );
            return;
        }
        last = Some(pos);
    }
}

/// A use of a name whose value is only known at run time: a function parameter, or a non-const,
/// non-constexpr, non-static local variable, of a builtin arithmetic type, read by value (not in
/// an unevaluated operand, not called, not a member access or an address).
fn runtime_value(s: &Sema, u: usize) -> bool {
    let us = &s.m.uses[u];
    let skip = uf::UNEVAL
        | uf::DECLTYPE_ID
        | uf::ADDR
        | uf::MEMBER
        | uf::DOTTED
        | uf::INDEXED
        | uf::CALL
        | uf::QUALIFIED;
    if us.flags & skip != 0 || us.path.len() != 1 {
        return false;
    }
    let Some(w) = s.use_var(u) else { return false };
    let v = &s.m.vars[w];
    if v.is_constexpr || v.structured || v.member_of.is_some() {
        return false;
    }
    let (r, _) = s.resolve_ty_ref(&v.ty, v.scope);
    let arithmetic =
        r.builtin == "bool" || is_floating(&r.builtin) || int_range(&r.builtin).is_some();
    let plain = r.path.is_empty()
        && r.ptr == 0
        && r.reference == 0
        && r.dims.is_empty()
        && r.decltype.is_none()
        && !r.func
        && !r.pack;
    if !(arithmetic && plain) {
        return false;
    }
    // a const parameter is still a run-time value; a const local may hold a constant
    v.is_param || (s.is_local_var(w) && !v.is_static && !r.is_const && !r.top_const)
}

/// A plain expression: names, literals, operators and grouping parentheses, with no call,
/// lambda, subscript, cast, braces or address-of (where a reference could be bound instead of a
/// value read, and the rules of constant evaluation get subtle).
fn simple_expr(s: &Sema, a: usize, b: usize) -> bool {
    (a..b).all(|k| {
        let t = &s.m.toks[k];
        match t.kind {
            TK::Num => true,
            TK::Ident => {
                !matches!(
                    &*t.text,
                    "sizeof"
                        | "alignof"
                        | "decltype"
                        | "noexcept"
                        | "typeid"
                        | "static_cast"
                        | "reinterpret_cast"
                        | "const_cast"
                        | "dynamic_cast"
                        | "this"
                        | "new"
                        | "delete"
                ) && !s.t(k + 1).starts_with(['(', '<', '{', '[', '.'])
                    && s.t(k + 1) != "->"
                    && s.t(k + 1) != "::"
            }
            TK::Punct => match &*t.text {
                "(" => {
                    k == a
                        || !matches!(s.m.toks[k - 1].kind, TK::Ident | TK::Num) && s.t(k - 1) != ")"
                }
                ")" | "+" | "-" | "*" | "/" | "%" | "<" | ">" | "<=" | ">=" | "==" | "!="
                | "&&" | "||" | "!" | "?" | ":" | "^" | "|" | "~" | "<<" | ">>" => true,
                _ => false,
            },
            _ => false,
        }
    })
}

/// The first run-time value read in `a..b`, if the range is a plain expression.
fn first_runtime_read(s: &Sema, a: usize, b: usize) -> Option<usize> {
    if a >= b || !simple_expr(s, a, b) {
        return None;
    }
    (a..b).find(|&k| {
        s.m.toks[k].kind == TK::Ident && s.use_at(k).is_some_and(|u| runtime_value(s, u))
    })
}

/// The node of a tree spanning exactly the tokens `a..b`, found upwards from the first name in
/// the range. None when no name there is in a tree, or the range is not one node (the caller
/// then reads the tokens).
fn node_spanning(ex: &expr::Exprs, a: usize, b: usize) -> Option<expr::Nid> {
    let k = (a..b.min(ex.by_tok.len())).find(|&k| ex.by_tok[k] != expr::NO_NODE)?;
    let mut n = ex.by_tok[k];
    for _ in 0..expr::MAX_DEPTH * 4 {
        let nd = ex.node(n);
        if nd.a <= a && nd.b >= b {
            return (nd.a == a && nd.b == b).then_some(n);
        }
        n = ex.parent(n)?;
    }
    None
}

/// [`first_runtime_read`] on the typed tree: None when `a..b` is not one node of a tree. The
/// plain kinds are those of [`simple_expr`] (names, literals, the arithmetic, relational and
/// logical operators, `?:`, parentheses, a C-style cast), read by kind instead of by the token
/// beside each name, so `n < 4` is a comparison, not a template argument list; a cast to an
/// arithmetic type of one operand (`static_cast<int>(n)`, `int(n)`) reads its operand by value
/// too.
fn tree_runtime_read(s: &Sema, ex: &expr::Exprs, a: usize, b: usize) -> Option<Option<usize>> {
    let mut top = node_spanning(ex, a, b)?;
    // a variable's parenthesised initializer `(n)` is a list of one
    if ex.node(top).kind == NK::List && ex.kids(top).len() == 1 && s.m.toks[a].is("(") {
        top = ex.kids(top)[0];
    }
    let toks = &s.m.toks;
    let mut first: Option<usize> = None;
    let mut stack = vec![top];
    let mut budget = 100_000;
    while let Some(n) = stack.pop() {
        budget -= 1;
        if budget == 0 {
            return Some(None);
        }
        let node = ex.node(n);
        let plain = match &node.kind {
            NK::Name { use_: None } => true,
            // a template-id or a name from the global namespace is not plain (as for the token
            // reading); a qualified name (`ns::k`, `C::k`) is, and is never a run-time value
            // here (`runtime_value` wants a single component), but the rest of the expression
            // is still read: `ns::k + n` reads `n`
            NK::Name { use_: Some(u) } => {
                let us = &s.m.uses[*u];
                if us.path.len() == 1 && us.targs.is_none() && runtime_value(s, *u) {
                    first = Some(first.map_or(us.tok, |f| f.min(us.tok)));
                }
                us.targs.is_none() && !toks[node.a].is("::")
            }
            NK::Lit(l) => !matches!(l, expr::Lit::Char | expr::Lit::Str),
            NK::Unary(op) => matches!(*op, "+" | "-" | "!" | "~" | "*" | "not" | "compl"),
            NK::Binary(op) => matches!(
                *op,
                "+" | "-"
                    | "*"
                    | "/"
                    | "%"
                    | "<"
                    | ">"
                    | "<="
                    | ">="
                    | "=="
                    | "!="
                    | "&&"
                    | "||"
                    | "^"
                    | "|"
                    | "<<"
                    | ">>"
                    | "and"
                    | "or"
                    | "xor"
                    | "bitor"
                    | "bitand"
                    | "not_eq"
            ),
            NK::Cond | NK::Paren => true,
            NK::Cast { .. } => {
                let t = ex.ty(s, n);
                toks[node.a].is("(")
                    || ex.kids(n).len() == 1
                        && matches!(t.base, expr::Base::Scalar { .. })
                        && t.ptr == 0
                        && t.arr == 0
            }
            _ => false,
        };
        if !plain {
            return Some(None);
        }
        stack.extend_from_slice(ex.kids(n));
    }
    Some(first)
}

/// The first run-time value read in `a..b`: from the tree where the range is one node of it,
/// else from the tokens.
fn runtime_read(s: &Sema, ex: &expr::Exprs, a: usize, b: usize) -> Option<usize> {
    match tree_runtime_read(s, ex, a, b) {
        Some(r) => r,
        None => first_runtime_read(s, a, b),
    }
}

/// Constant-expression contexts fed a run-time value: a constexpr variable's initializer
/// ([dcl.constexpr]), an `if constexpr` condition ([stmt.if]) and an argument of a consteval
/// function called outside an immediate function context ([expr.const]).
fn constant_contexts(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    let toks = &m.toks;
    let ex = s.exprs();
    for v in &m.vars {
        if !v.is_constexpr || v.is_param || v.init == InitKind::None {
            continue;
        }
        let (mut a, mut b) = v.init_range;
        if a < b && b <= toks.len() && toks[a].is("{") && m.mat(a) == Some(b - 1) {
            a += 1;
            b -= 1;
        }
        if b > toks.len() {
            continue;
        }
        if let Some(k) = runtime_read(s, &ex, a, b) {
            cx.emit(
                k,
                rid!("features.cxx11.constexpr-requires-constant"),
                format!(
                    "the constexpr variable '{}' is initialized with the run-time value of '{}'",
                    v.name, toks[k].text
                ),
            );
        }
    }
    for k in 0..toks.len() {
        if toks[k].is("if") && s.t(k + 1) == "constexpr" && s.t(k + 2) == "(" {
            let Some(c) = m.mat(k + 2) else { continue };
            if let Some(r) = runtime_read(s, &ex, k + 3, c) {
                cx.emit(
                    r,
                    rid!("features.cxx17.constexpr-if-constant-condition"),
                    format!(
                        "the condition of 'if constexpr' reads the run-time value of '{}'",
                        toks[r].text
                    ),
                );
            }
        }
    }
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0 || us.flags & uf::UNEVAL != 0 {
            continue;
        }
        // a member call's targets from the tree (through its object's class); a named call's
        // by lookup, whatever its arity (`sq(2, b)` still reads `b` for a consteval `sq`)
        let fs = if us.flags & uf::MEMBER == 0 {
            s.use_funcs(u)
        } else {
            match expr::use_call_targets(s, &ex, u) {
                Some(fs) => fs,
                None => continue,
            }
        };
        if fs.is_empty() || !fs.iter().all(|&f| m.funcs[f].is_consteval) {
            continue;
        }
        // inside a consteval function the call is in an immediate function context
        let immediate = match s.fctx(us.scope) {
            Some(Fctx::Func(f)) => m.funcs[f].is_consteval,
            Some(Fctx::Lambda(_)) | None => false,
        };
        if immediate {
            continue;
        }
        for &(a, b) in &us.args {
            if let Some(r) = runtime_read(s, &ex, a, b) {
                cx.emit(
                    r,
                    rid!("features.cxx20.consteval-constant-arguments"),
                    format!(
                        "the call of the consteval function '{}' is not a constant expression: it reads the run-time value of '{}'",
                        us.path.last().map_or("", |x| &**x),
                        toks[r].text
                    ),
                );
                break;
            }
        }
    }
}

/// `alignas(N)` weaker than the natural alignment of a builtin-typed object ([dcl.align]).
fn alignas_weaker(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for v in &m.vars {
        if v.is_param || v.tok <= v.start {
            continue;
        }
        let mut vals = Vec::new();
        let mut first = None;
        let mut k = v.start;
        while k < v.tok {
            if s.t(k) == "alignas" && s.t(k + 1) == "(" {
                let Some(c) = m.mat(k + 1) else { return };
                let val = if c == k + 3 && m.toks[k + 2].kind == TK::Num {
                    crate::pp::parse_int(&m.toks[k + 2].text)
                } else {
                    None
                };
                // a type or an expression: not judged
                let Some(val) = val else {
                    vals.clear();
                    first = None;
                    break;
                };
                vals.push(val);
                first.get_or_insert(k);
                k = c + 1;
                continue;
            }
            k += 1;
        }
        let Some(tok) = first else { continue };
        let strictest = vals.iter().copied().max().unwrap_or(0);
        if strictest == 0 {
            continue; // alignas(0) has no effect
        }
        let (r, _) = s.resolve_ty_ref(&v.ty, v.scope);
        if r.reference != 0 || r.decltype.is_some() || r.func {
            continue;
        }
        // natural alignments every 64-bit CUDA host ABI guarantees at least
        let natural: i64 = if r.ptr > 0 {
            8
        } else if !r.path.is_empty() {
            continue;
        } else {
            match r.builtin.as_str() {
                "short" | "signed short" | "unsigned short" | "char16_t" | "wchar_t" => 2,
                "int" | "unsigned int" | "float" | "char32_t" | "long" | "unsigned long" => 4,
                "long long" | "unsigned long long" | "double" | "long double" => 8,
                _ => continue,
            }
        };
        if strictest < natural {
            cx.emit(
                tok,
                rid!("features.cxx11.alignas-not-weaker-than-natural"),
                format!(
                    "alignas({strictest}) is weaker than the natural alignment ({natural}) of '{}'",
                    r.builtin
                ),
            );
        }
    }
}

/// A function with a deduced return type (`auto`, no trailing type) whose return statements
/// return literals of different types ([dcl.spec.auto]). Only literals are typed, and templates
/// are left alone (deduction happens per instantiation).
fn deduced_returns(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for f in &m.funcs {
        if !f.deduced_ret
            || f.trailing_ret
            || f.tparams.is_some()
            || !f.outer_tparams.is_empty()
            || f.ret
                .as_ref()
                .is_none_or(|r| r.builtin != "auto" || r.ptr != 0 || r.reference != 0)
        {
            continue;
        }
        let Some((a, b)) = f.body else { continue };
        // return statements of this function, not of nested lambdas or local classes
        let nested: Vec<(usize, usize)> = m
            .lambdas
            .iter()
            .filter(|l| l.tok > a && l.tok < b)
            .map(|l| l.body)
            .chain(
                m.classes
                    .iter()
                    .filter(|c| c.defined && c.def_start > a && c.def_start < b)
                    .map(|c| (c.def_start, c.def_end)),
            )
            .collect();
        let mut first: Option<&'static str> = None;
        for k in a + 1..b {
            if !m.toks[k].is("return") || nested.iter().any(|&(x, y)| k > x && k < y) {
                continue;
            }
            let Some(ty) = literal_type(s, k + 1) else {
                continue;
            };
            match first {
                None => first = Some(ty),
                Some(t0) if t0 != ty => {
                    cx.emit(
                        k,
                        rid!("features.cxx14.deduced-return-types-consistent"),
                        format!("the return type of '{}' was deduced as '{t0}' by an earlier return statement, but this one returns '{ty}'", f.name),
                    );
                    break;
                }
                _ => {}
            }
        }
    }
}

/// The type of `LITERAL ;` (optionally negated) at `k`, for unsuffixed and common literals.
fn literal_type(s: &Sema, k: usize) -> Option<&'static str> {
    let k = if matches!(s.t(k), "-" | "+") {
        k + 1
    } else {
        k
    };
    if s.t(k + 1) != ";" {
        return None;
    }
    let t = &s.m.toks[k];
    match t.kind {
        TK::Num => {
            let l = t.text.to_ascii_lowercase();
            if is_float_literal(&l) {
                Some(
                    if l.ends_with('f') && !l.starts_with("0x")
                        || l.starts_with("0x") && l.ends_with('f')
                    {
                        "float"
                    } else if l.ends_with('l') {
                        "long double"
                    } else {
                        "double"
                    },
                )
            } else {
                let v = crate::pp::parse_int(&l)?;
                let plain = l.bytes().all(|c| c.is_ascii_digit() || c == b'\'');
                (plain && v <= i32::MAX as i64).then_some("int")
            }
        }
        TK::Ident if t.is("true") || t.is("false") => Some("bool"),
        TK::Chr if t.text.starts_with('\'') => Some("char"),
        _ => None,
    }
}

/// The class a variable named by the single identifier at `k` has (an lvalue of it), if known.
fn lvalue_class(s: &Sema, k: usize) -> Option<Id> {
    if s.m.toks.get(k)?.kind != TK::Ident {
        return None;
    }
    let u = s.use_at(k)?;
    let us = &s.m.uses[u];
    if us.flags & (uf::UNEVAL | uf::CALL | uf::MEMBER | uf::DOTTED | uf::INDEXED | uf::ADDR) != 0 {
        return None;
    }
    let w = s.use_var(u)?;
    let v = &s.m.vars[w];
    let (mut r, sc) = s.resolve_ty(&v.ty, v.scope);
    if r.ptr != 0 || !r.dims.is_empty() || r.pack {
        return None;
    }
    r.reference = 0; // a named reference is an lvalue of the referenced class
    s.class_of_ty(&r, sc, 0)
}

/// The class of the lvalue that `a..b` is: a single name by [`lvalue_class`]; anything longer
/// from the typed tree: a name in parentheses, a member of an lvalue or through `->`, an element
/// of an array lvalue or through a pointer, `*p`. A range outside the trees has none.
fn lvalue_class_of(s: &Sema, ex: &expr::Exprs, a: usize, b: usize) -> Option<Id> {
    if b == a + 1 {
        return lvalue_class(s, a);
    }
    let n = ex.strip_parens(node_spanning(ex, a, b)?);
    if !is_lvalue(s, ex, n, 0) {
        return None;
    }
    ex.ty(s, n).class().map(|c| s.defined(c))
}

/// Whether node `n` is an lvalue of the kinds [`lvalue_class_of`] reads (bounded by `MAX_DEPTH`).
fn is_lvalue(s: &Sema, ex: &expr::Exprs, n: expr::Nid, depth: usize) -> bool {
    if depth > expr::MAX_DEPTH {
        return false;
    }
    let node = ex.node(n);
    let kid = |i: usize| ex.kids(n).get(i).copied();
    match node.kind {
        // a named variable, of any type (a pointer or an array is the object of `[]`)
        NK::Name { use_: Some(u) } => s.use_var(u).is_some(),
        NK::Paren => kid(0).is_some_and(|k| is_lvalue(s, ex, k, depth + 1)),
        NK::Member { arrow, .. } => {
            matches!(ex.member_sym(s, n), Some(Sym::Var(_)))
                && (arrow || kid(0).is_some_and(|k| is_lvalue(s, ex, k, depth + 1)))
        }
        NK::Subscript => kid(0).is_some_and(|k| {
            let t = ex.ty(s, k);
            t.ptr > 0 && t.arr == 0 || t.arr > 0 && is_lvalue(s, ex, k, depth + 1)
        }),
        NK::Unary("*") => kid(0).is_some_and(|k| ex.ty(s, k).ptr > 0),
        _ => false,
    }
}

/// The tokens of `a..b` as written, without spaces (for messages).
fn spelled(s: &Sema, a: usize, b: usize) -> String {
    (a..b).map(|k| &*s.m.toks[k].text).collect()
}

/// A plain class of this translation unit: defined, not a template, no bases (so no inherited
/// constructors or conversion functions), not a closure, not an enumeration.
fn plain_class(s: &Sema, c: Id) -> bool {
    let k = &s.m.classes[c];
    k.defined
        && k.tparams.is_none()
        && !k.specialization
        && k.bases.is_empty()
        && !k.is_lambda_closure
        && matches!(k.key, ClassKey::Struct | ClassKey::Class)
}

/// Does parameter `p` (of a member of `c`) have type `c` with `refs` reference levels
/// (0 by value, 1 lvalue, 2 rvalue)?
fn param_is_class(s: &Sema, p: &Param, scope: Id, c: Id, refs: u8) -> bool {
    let (mut r, sc) = s.resolve_ty(&p.ty, scope);
    if r.reference != refs || r.ptr != 0 || p.ellipsis {
        return false;
    }
    r.reference = 0;
    s.class_of_ty(&r, sc, 0) == Some(c)
}

/// The copy constructor of `c` that an lvalue would use is deleted: every constructor taking
/// `C&` / `const C&` is deleted, there is at least one, and no constructor template competes.
fn copy_deleted(s: &Sema, c: Id) -> bool {
    let ctors = s.ctors(c);
    if ctors.iter().any(|&f| s.m.funcs[f].tparams.is_some()) {
        return false;
    }
    let copies: Vec<Id> = ctors
        .iter()
        .copied()
        .filter(|&f| {
            let g = &s.m.funcs[f];
            g.params.len() == 1
                || g.params.len() > 1 && g.params[1..].iter().all(|p| p.default.is_some())
        })
        .filter(|&f| param_is_class(s, &s.m.funcs[f].params[0], s.m.funcs[f].scope, c, 1))
        .collect();
    !copies.is_empty() && copies.iter().all(|&f| s.m.funcs[f].deleted)
}

/// No usable move constructor: every `C&&` constructor is deleted (or there is none, and the
/// deleted copy constructor then suppresses the implicit one).
fn move_unusable(s: &Sema, c: Id) -> bool {
    s.ctors(c)
        .iter()
        .filter(|&&f| {
            let g = &s.m.funcs[f];
            !g.params.is_empty() && param_is_class(s, &g.params[0], g.scope, c, 2)
        })
        .all(|&f| s.m.funcs[f].deleted)
}

/// Is `scope` inside class `c` or one of its member functions (where the injected-class-name
/// names the class without template arguments)?
fn inside_class(s: &Sema, scope: Id, c: Id) -> bool {
    let mut sc = Some(scope);
    let mut g = 0;
    while let Some(id) = sc {
        g += 1;
        if g > 10_000 {
            return true;
        }
        match s.m.scopes[id].kind {
            ScopeKind::Class(k) if s.defined(k) == c => return true,
            ScopeKind::Func(f) if s.m.funcs[f].class.is_some_and(|k| s.defined(k) == c) => {
                return true;
            }
            _ => {}
        }
        sc = s.m.scopes[id].parent;
    }
    false
}

/// Rules on class objects: deleted copy constructors ([dcl.fct.def.delete]), explicit
/// conversion functions in copy-initialization ([class.conv.fct]), copies C++14 still needs
/// where C++17 guarantees elision, class template argument deduction and class-type template
/// parameters before their language mode, and C++20's narrower aggregates.
fn class_objects(cx: &mut Cx, year: u32) {
    let s = cx.s;
    let m = s.m;
    let toks = &m.toks;
    let ex = s.exprs();
    let spans = Spans {
        ex: &ex,
        map: std::cell::OnceCell::new(),
    };
    for v in &m.vars {
        if v.is_param || v.structured || v.init == InitKind::None {
            continue;
        }
        let (a, b) = v.init_range;
        if a >= b || b > toks.len() {
            continue;
        }
        let braced = toks[a].is("{") && m.mat(a) == Some(b - 1);
        let (ia, ib) = if braced { (a + 1, b - 1) } else { (a, b) };
        let (r, rsc) = s.resolve_ty_ref(&v.ty, v.scope);
        let by_value = r.ptr == 0 && r.reference == 0 && r.dims.is_empty() && !r.func;
        // a builtin copy-initialized from an object whose conversion functions are all explicit
        if by_value
            && r.path.is_empty()
            && v.init == InitKind::Eq
            && !braced
            && ib > ia
            && (r.builtin == "bool" || is_floating(&r.builtin) || int_range(&r.builtin).is_some())
        {
            if let Some(c) = lvalue_class_of(s, &ex, ia, ib).filter(|&c| plain_class(s, c)) {
                let convs: Vec<Id> = m.classes[c]
                    .methods
                    .iter()
                    .copied()
                    .filter(|&f| m.funcs[f].kind == FnKind::Conversion)
                    .collect();
                let explicit = |f: Id| {
                    let g = &m.funcs[f];
                    (g.start..g.tok).any(|k| toks[k].is("explicit") && s.t(k + 1) != "(")
                };
                if !convs.is_empty()
                    && convs
                        .iter()
                        .all(|&f| explicit(f) && m.funcs[f].tparams.is_none())
                {
                    cx.emit(
                        ia,
                        rid!("features.cxx11.explicit-conversion-operators-implicit-use"),
                        format!(
                            "'{}' converts to '{}' only explicitly: copy-initialization cannot use an explicit conversion function",
                            spelled(s, ia, ib), r.builtin
                        ),
                    );
                }
            }
        }
        let Some(c) = (by_value && !r.path.is_empty())
            .then(|| s.class_of_ty(&r, rsc, 0))
            .flatten()
        else {
            continue;
        };
        // a copy of an lvalue through a deleted copy constructor
        if ib > ia
            && plain_class(s, c)
            && copy_deleted(s, c)
            && lvalue_class_of(s, &ex, ia, ib) == Some(c)
        {
            cx.emit(
                ia,
                rid!("features.cxx11.deleted-functions-use"),
                format!(
                    "copying '{}' uses the deleted copy constructor of '{}'",
                    spelled(s, ia, ib),
                    s.class_qual_name(c)
                ),
            );
        }
        // C++14: `C x = f(..)` / `C x = C(..)` copies or moves a temporary
        if year < 17
            && v.init == InitKind::Eq
            && !braced
            && plain_class(s, c)
            && copy_deleted(s, c)
            && move_unusable(s, c)
            && prvalue_class(s, &spans, ia, ib, v.scope) == Some(c)
        {
            cx.emit(
                ia,
                rid!("features.cxx17.guaranteed-copy-elision-no-constructor"),
                format!("initializing '{}' from a temporary needs a copy or move constructor of '{}' before C++17, and both are deleted", v.name, s.class_qual_name(c)),
            );
        }
        // C++20: a class with a user-declared constructor is no aggregate
        if year >= 20 && braced && ib > ia && plain_class(s, c) {
            let ctors = s.ctors(c);
            let only_default = !ctors.is_empty()
                && ctors.iter().all(|&f| {
                    let g = &m.funcs[f];
                    g.params.iter().all(|p| p.default.is_some()) && g.tparams.is_none()
                })
                && ctors.iter().all(|&f| m.funcs[f].params.is_empty());
            let scalars = split_commas(s, ia, ib).iter().all(|&(x, y)| {
                y == x + 1
                    && (toks[x].kind == TK::Num || s.use_at(x).is_some_and(|u| runtime_value(s, u)))
            });
            if only_default && scalars {
                cx.emit(
                    ia,
                    rid!("features.cxx20.aggregates-no-user-declared-constructors"),
                    format!("'{}' has a user-declared constructor, so in C++20 it is not an aggregate and no constructor takes these arguments", s.class_qual_name(c)),
                );
            }
        }
    }
    // C++14: `return C(..);` from a function returning C by value
    if year < 17 {
        for f in &m.funcs {
            let (Some((a, b)), Some(ret)) = (f.body, f.ret.as_ref()) else {
                continue;
            };
            let (r, rsc) = s.resolve_ty_ref(ret, f.scope);
            if r.ptr != 0 || r.reference != 0 || r.path.is_empty() {
                continue;
            }
            let Some(c) = s.class_of_ty(&r, rsc, 0) else {
                continue;
            };
            if !(plain_class(s, c) && copy_deleted(s, c) && move_unusable(s, c)) {
                continue;
            }
            let inner = f.body_scope.unwrap_or(f.scope);
            for k in a + 1..b {
                if !toks[k].is("return") || m.lambdas.iter().any(|l| k > l.body.0 && k < l.body.1) {
                    continue;
                }
                let mut e = k + 1;
                while e < b && !toks[e].is(";") {
                    if matches!(&*toks[e].text, "(" | "[" | "{") {
                        e = m.mat(e).map_or(e + 1, |x| x + 1);
                        continue;
                    }
                    e += 1;
                }
                if prvalue_class(s, &spans, k + 1, e, inner) == Some(c) {
                    cx.emit(
                        k,
                        rid!("features.cxx17.guaranteed-copy-elision-no-constructor"),
                        format!("returning a temporary '{}' needs its copy or move constructor before C++17, and both are deleted", s.class_qual_name(c)),
                    );
                }
            }
        }
    }
    // passing an lvalue by value through a deleted copy constructor
    for (u, us) in m.uses.iter().enumerate() {
        if us.flags & uf::CALL == 0 || us.flags & uf::UNEVAL != 0 || us.flags & uf::MEMBER != 0 {
            continue;
        }
        let fs = s.use_funcs(u);
        let Some(&f0) = fs.first() else { continue };
        let group = s.redecls(f0);
        if !fs.iter().all(|f| *f == f0 || group.contains(f)) {
            continue; // overloaded: not judged
        }
        let g = &m.funcs[f0];
        if g.tparams.is_some()
            || g.variadic
            || g.kind != FnKind::Normal
            || us.args.len() > g.params.len()
        {
            continue;
        }
        for (i, &(x, y)) in us.args.iter().enumerate() {
            if y <= x {
                continue;
            }
            let p = &g.params[i];
            let Some(c) = lvalue_class_of(s, &ex, x, y) else {
                continue;
            };
            if plain_class(s, c) && param_is_class(s, p, g.scope, c, 0) && copy_deleted(s, c) {
                cx.emit(
                    x,
                    rid!("features.cxx11.deleted-functions-use"),
                    format!(
                        "passing '{}' by value uses the deleted copy constructor of '{}'",
                        spelled(s, x, y),
                        s.class_qual_name(c)
                    ),
                );
            }
        }
    }
    if year < 17 {
        ctad_before_17(cx);
    }
    if year < 20 {
        class_type_nttp(cx);
    }
}

/// Nodes by their exact token span, built on the first query (a construction `C(1)` has no
/// name token inside the tree to walk up from: the type's name is no operand). Where two nodes
/// share a span the outer one, pushed later, wins.
struct Spans<'e> {
    ex: &'e expr::Exprs,
    map: std::cell::OnceCell<HashMap<(usize, usize), expr::Nid>>,
}

impl Spans<'_> {
    fn at(&self, a: usize, b: usize) -> Option<expr::Nid> {
        let map = self.map.get_or_init(|| {
            (0..self.ex.nodes.len() as expr::Nid)
                .map(|n| ((self.ex.node(n).a, self.ex.node(n).b), n))
                .collect()
        });
        map.get(&(a, b)).copied()
    }
}

/// The class of the prvalue that `a..b` is, from the typed tree where the range is one node of
/// it: a construction or cast to a class by value (`C(..)`, `C{..}`, `ns::C(..)`), or a call of
/// a single, non-overloaded, non-template, non-member function returning a class by value,
/// either in parentheses (`(C(1))` is the same prvalue). Elsewhere [`prvalue_of`] reads the
/// tokens.
fn prvalue_class(s: &Sema, ex: &Spans, a: usize, b: usize, scope: Id) -> Option<Id> {
    let Some(n) = ex.at(a, b) else {
        return prvalue_of(s, a, b, scope);
    };
    let ex = ex.ex;
    let n = ex.strip_parens(n);
    match ex.node(n).kind {
        NK::Cast { .. } => {
            let t = ex.ty(s, n);
            if t.reference != 0 {
                return None;
            }
            t.class().map(|c| s.defined(c))
        }
        NK::Call => {
            let callee = ex.strip_parens(*ex.kids(n).first()?);
            let NK::Name { use_: Some(u) } = ex.node(callee).kind else {
                return None;
            };
            class_returned_by(s, &s.use_funcs(u))
        }
        _ => None,
    }
}

/// The class that a call of `funcs` (the declarations a name found) yields as a prvalue: only
/// when they are one function (redeclarations of it), not a template, not a member, returning a
/// class by value; an overload set is left unjudged.
fn class_returned_by(s: &Sema, funcs: &[Id]) -> Option<Id> {
    let &f0 = funcs.first()?;
    let group = s.redecls(f0);
    if !funcs.iter().all(|f| *f == f0 || group.contains(f)) {
        return None;
    }
    let g = &s.m.funcs[f0];
    if g.tparams.is_some() || g.class.is_some() {
        return None;
    }
    let (r, rsc) = s.resolve_ty_ref(g.ret.as_ref()?, g.scope);
    if r.ptr != 0 || r.reference != 0 {
        return None;
    }
    s.class_of_ty(&r, rsc, 0)
}

/// `NAME(..)` / `NAME{..}` as a whole expression `a..b` that yields a prvalue of a class: a
/// functional cast to the class, or a call of a single, non-overloaded, non-template function
/// returning it by value.
fn prvalue_of(s: &Sema, a: usize, b: usize, scope: Id) -> Option<Id> {
    let m = s.m;
    let mut k = a;
    let mut path: Vec<Rc<str>> = Vec::new();
    while k < b && m.toks[k].kind == TK::Ident {
        path.push(m.toks[k].text.clone());
        if s.t(k + 1) == "::" {
            k += 2;
        } else {
            k += 1;
            break;
        }
    }
    if path.is_empty() || k >= b || !matches!(s.t(k), "(" | "{") || m.mat(k) != Some(b - 1) {
        return None;
    }
    let mut class = None;
    let mut funcs = Vec::new();
    for sym in s.lookup(scope, &path, None) {
        match sym {
            Sym::Class(c) => class = Some(s.defined(c)),
            Sym::Func(f) => funcs.push(f),
            _ => return None,
        }
    }
    if let Some(c) = class {
        return funcs.is_empty().then_some(c);
    }
    class_returned_by(s, &funcs)
}

/// Top-level comma-separated ranges of `a..b`. Unlike `query::split_top`, `<` is not taken for
/// a bracket: in an initializer it is mostly less-than.
fn split_commas(s: &Sema, a: usize, b: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (mut st, mut k) = (a, a);
    while k < b {
        if matches!(s.t(k), "(" | "[" | "{") {
            k = s.m.mat(k).map_or(k + 1, |x| x + 1);
            continue;
        }
        if s.t(k) == "," {
            out.push((st, k));
            st = k + 1;
        }
        k += 1;
    }
    if st < b {
        out.push((st, b));
    }
    out
}

/// C++14: a variable declared with a class template's name and no template arguments.
fn ctad_before_17(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    for v in &m.vars {
        if v.is_param || v.init == InitKind::None || v.ty.targs.is_some() || v.ty.path.is_empty() {
            continue;
        }
        if v.ty.ptr != 0 || v.ty.reference != 0 || !v.ty.dims.is_empty() || v.ty.decltype.is_some()
        {
            continue;
        }
        // the class itself, not an alias of one of its specializations
        let syms = s.lookup(v.scope, &v.ty.path, None);
        let [Sym::Class(c)] = syms.as_slice() else {
            continue;
        };
        let c = s.defined(*c);
        let k = &m.classes[c];
        if k.tparams.is_none() || k.specialization || inside_class(s, v.scope, c) {
            continue;
        }
        gate(cx, v.ty.spec.0, 17, "class template argument deduction");
    }
}

/// C++17: a non-type template parameter of class type.
fn class_type_nttp(cx: &mut Cx) {
    let s = cx.s;
    let m = s.m;
    let lists = m
        .funcs
        .iter()
        .filter_map(|f| f.tparams.as_ref().map(|t| (t, f.scope)))
        .chain(
            m.classes
                .iter()
                .filter_map(|c| c.tparams.as_ref().map(|t| (t, c.scope))),
        );
    let mut seen = Vec::new();
    for (tps, scope) in lists {
        for tp in tps {
            if tp.is_type || tp.is_template || tp.name.is_none() || seen.contains(&tp.tok) {
                continue;
            }
            seen.push(tp.tok);
            // `NAME PARAM` right after `<` or `,`
            let k = tp.tok;
            if k < 2 || m.toks[k - 1].kind != TK::Ident || !matches!(s.t(k - 2), "<" | ",") {
                continue;
            }
            let path = [m.toks[k - 1].text.clone()];
            let syms = s.lookup(scope, &path, None);
            let [Sym::Class(c)] = syms.as_slice() else {
                continue;
            };
            let c = s.defined(*c);
            if matches!(
                m.classes[c].key,
                ClassKey::Struct | ClassKey::Class | ClassKey::Union
            ) {
                gate(cx, k - 1, 20, "a non-type template parameter of class type");
            }
        }
    }
}
