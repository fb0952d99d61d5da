//! C++ language rules the corpus checks in CUDA code (Appendix I.1-I.3: the features supported
//! in device code are those of the selected -std). Only rules that a token-level look at the
//! model decides: features used under a language mode that lacks them, and a few removed or
//! ill-formed constructs.

use crate::checks::Cx;
use crate::lex::TK;
use crate::model::*;
use crate::sema::Sema;
use std::rc::Rc;

fn std_year(s: &Sema) -> u32 {
    match s.opts.std.as_deref() {
        Some("c++11") | Some("c++0x") | Some("gnu++11") => 11,
        Some("c++14") | Some("c++1y") | Some("gnu++14") => 14,
        Some("c++20") | Some("c++2a") | Some("gnu++20") => 20,
        Some("c++23") | Some("c++2b") => 23,
        _ => 17,
    }
}

fn gate(cx: &mut Cx, tok: usize, need: u32, what: &str) {
    let rule = match need {
        14 => "features.cxx14.requires-cxx14-mode",
        17 => "features.cxx17.requires-cxx17-mode",
        _ => "features.cxx20.requires-cxx20-mode",
    };
    cx.err(
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
                        cx.err(
                            k,
                            "features.cxx11.integer-literal-too-large",
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
                    cx.err(
                        k,
                        "features.cxx17.register-removed",
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
                    cx.err(k, "features.cxx11.auto-storage-class-removed", "'auto' is no longer a storage class specifier (C++11): it cannot be combined with a type");
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
                        cx.err(
                            k,
                            "features.cxx17.dynamic-exception-specifications-removed",
                            "dynamic exception specifications were removed in C++17",
                        );
                    } else if close == k + 2 && year >= 20 {
                        cx.err(
                            k,
                            "features.cxx20.throw-specification-removed",
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
                cx.err(
                    kw,
                    "features.cxx17.static-assert-message-optional",
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
        for (u, us) in m.uses.iter().enumerate() {
            if us.flags & uf::INCDEC == 0 || us.flags & uf::MEMBER != 0 {
                continue;
            }
            let Some(v) = s.use_var(u) else { continue };
            let var = &m.vars[v];
            let (r, _) = s.resolve_ty(&var.ty, var.scope);
            let is_inc = s.t(us.start.wrapping_sub(1)) == "++" || s.t(us.tok + 1) == "++";
            if r.builtin == "bool" && r.ptr == 0 && var.ty.dims.is_empty() && is_inc {
                cx.err(
                    us.tok,
                    "features.cxx17.bool-increment-removed",
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
            cx.err(
                kw,
                "features.cxx11.static-assertions-failing",
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
            let (r, sc) = s.resolve_ty(&wv.ty, wv.scope);
            s.class_of_ty(&r, sc, 0)
                .filter(|&c| m.classes[c].bases.is_empty() && m.classes[c].key != ClassKey::Enum)
                .map(|c| s.nonstatic_fields(c).len())
        } else {
            None
        };
        if let Some(e) = expected {
            if e != ids.len() {
                cx.err(v.start, "features.cxx17.structured-bindings-count", format!("a structured binding declaration of {} names for an object with {e} elements", ids.len()));
            }
        }
    }
    // override / final misuse
    override_final(cx);
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
    for (c, k) in m.classes.iter().enumerate() {
        if !k.defined || k.is_lambda_closure || k.key == ClassKey::Enum {
            continue;
        }
        // deriving from a final class
        for b in &k.bases {
            if let Some(bc) = s.class_by_path(k.scope, &b.path) {
                if class_is_final(s, bc) {
                    cx.err(
                        b.tok,
                        "features.cxx11.override-final-misuse",
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
                if let Some(g) = overridden(s, c, f) {
                    if virt_specifiers(s, g).1 {
                        cx.err(
                            func.tok,
                            "features.cxx11.override-final-misuse",
                            format!("'{}' overrides a final function", func.name),
                        );
                    }
                }
                continue;
            }
            let base = overridden(s, c, f);
            if has_override
                && base.is_none()
                && k.bases
                    .iter()
                    .all(|b| s.class_by_path(k.scope, &b.path).is_some())
            {
                cx.err(
                    func.tok,
                    "features.cxx11.override-final-misuse",
                    format!(
                        "'{}' is marked override but does not override a base class member",
                        func.name
                    ),
                );
            } else if has_final
                && !func.is_virtual
                && base.is_none()
                && k.bases
                    .iter()
                    .all(|b| s.class_by_path(k.scope, &b.path).is_some())
            {
                cx.err(
                    func.tok,
                    "features.cxx11.override-final-misuse",
                    format!("'{}' is marked final but is not virtual", func.name),
                );
            } else if let Some(g) = base {
                if virt_specifiers(s, g).1 {
                    cx.err(
                        func.tok,
                        "features.cxx11.override-final-misuse",
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

/// (override, final) written on the declaration.
fn virt_specifiers(s: &Sema, f: Id) -> (bool, bool) {
    let func = &s.m.funcs[f];
    let end = func.body.map_or(func.end, |b| b.0).min(s.m.toks.len());
    let mut o = false;
    let mut fi = false;
    for q in func.tok..end {
        match s.t(q) {
            "override" => o = true,
            "final" => fi = true,
            _ => {}
        }
    }
    (o, fi)
}

/// The virtual base-class function `f` overrides (same name and parameter types), if any.
fn overridden(s: &Sema, c: Id, f: Id) -> Option<Id> {
    let m = s.m;
    let func = &m.funcs[f];
    let k = &m.classes[c];
    let mut stack: Vec<Id> = k
        .bases
        .iter()
        .filter_map(|b| s.class_by_path(k.scope, &b.path))
        .filter(|&b| b != c)
        .collect();
    let mut seen = Vec::new();
    while let Some(bc) = stack.pop() {
        if seen.contains(&bc) || seen.len() > 32 {
            continue;
        }
        seen.push(bc);
        let bk = &m.classes[bc];
        for &g in &bk.methods {
            let gf = &m.funcs[g];
            let same = if func.kind == FnKind::Dtor {
                gf.kind == FnKind::Dtor
            } else {
                gf.name == func.name
                    && gf.params.len() == func.params.len()
                    && crate::checks::same_param_types(s, f, g)
            };
            if same && (gf.is_virtual || overridden(s, bc, g).is_some()) {
                return Some(g);
            }
        }
        for b in &bk.bases {
            if let Some(x) = s.class_by_path(bk.scope, &b.path) {
                stack.push(x);
            }
        }
    }
    None
}
