//! What of a toolchain header (the CUDA toolkit's, the host compiler's) reaches the parser: the
//! declarations that name types, nothing else. Those headers are preprocessed in full (their
//! macros and conditionals matter to the code that includes them), but their code is not the
//! user's: parsing all of libstdc++ and the CUDA runtime for every translation unit would cost
//! seconds and give the rules code they must not judge. So this filter keeps, at namespace scope:
//! `typedef` declarations, alias declarations (`using N = T;`), enumerations, and class
//! definitions whose bodies hold data members only (C structs, the CUDA vector types), inside
//! their (re-emitted, attribute-free) namespaces. Functions, templates, variables and classes with
//! member functions are dropped: a name they declare stays unknown, and the rules stay silent on
//! unknown names. Linear in the tokens; no recursion.

use crate::lex::{Tok, TK};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// `namespace N {`: emitted, so its `}` is too.
    Namespace,
    /// `extern "C" {`: transparent, not emitted.
    Linkage,
}

#[derive(Default)]
pub struct DeclFilter {
    scopes: Vec<Scope>,
    /// The statement being read at namespace scope (bodies of kept braces included).
    cur: Vec<Tok>,
    /// Brace depth inside `cur` (a class or enum body being buffered).
    body_depth: u32,
    /// A `(` was seen inside a buffered body: a class with member functions (dropped).
    body_paren: bool,
    /// Skipping a body not kept (function, template, class with functions): its brace depth.
    skip_depth: u32,
    /// After a skipped body, the rest of the statement up to `;` is dropped too.
    drop_stmt: bool,
    paren: u32,
}

const MAX_STMT: usize = 20_000;

impl DeclFilter {
    pub fn push(&mut self, t: &Tok, out: &mut Vec<Tok>) {
        if self.skip_depth > 0 {
            if t.is("{") {
                self.skip_depth += 1;
            } else if t.is("}") {
                self.skip_depth -= 1;
                if self.skip_depth == 0 && !self.drop_stmt {
                    // a function body ends its declaration
                    self.cur.clear();
                }
            }
            return;
        }
        if self.body_depth > 0 {
            if t.is("{") {
                self.body_depth += 1;
            } else if t.is("}") {
                self.body_depth -= 1;
            } else if t.is("(") {
                self.body_paren = true;
            }
            self.cur.push(t.clone());
            return;
        }
        if t.is("(") {
            self.paren += 1;
        } else if t.is(")") {
            self.paren = self.paren.saturating_sub(1);
        }
        if self.paren > 0 && !t.is("{") {
            self.cur.push(t.clone());
            return;
        }
        if t.is(";") {
            if !self.drop_stmt && self.keep() {
                // without attributes: `__device_builtin__`, `__align__(n)` and the like are
                // `__attribute__((...))` here, which the parser does not read in every position
                // (a typedef would read as a variable); the rules need none of them
                strip_attributes(&self.cur, out);
                out.push(t.clone());
            }
            self.end_stmt();
            return;
        }
        if t.is("}") {
            // closes a namespace or linkage block (the statement before it is incomplete)
            self.end_stmt();
            if self.scopes.pop() == Some(Scope::Namespace) {
                out.push(t.clone());
            }
            return;
        }
        if t.is("{") {
            self.paren = 0;
            self.open(t, out);
            return;
        }
        if !self.drop_stmt {
            if self.cur.len() >= MAX_STMT {
                self.drop_stmt = true;
                self.cur.clear();
            } else {
                self.cur.push(t.clone());
            }
        }
    }

    fn end_stmt(&mut self) {
        self.cur.clear();
        self.drop_stmt = false;
        self.body_paren = false;
        self.paren = 0;
    }

    /// The statement's words, leading `__extension__` and attributes skipped.
    fn head(&self) -> Vec<&str> {
        let mut v = Vec::new();
        let mut i = 0;
        while i < self.cur.len() {
            let t = &self.cur[i];
            if t.is("__extension__") {
                i += 1;
                continue;
            }
            if t.is("__attribute__") || t.is("__declspec") || t.is("alignas") {
                // skip its parenthesised operand
                let mut d = 0;
                i += 1;
                while i < self.cur.len() {
                    if self.cur[i].is("(") {
                        d += 1;
                    } else if self.cur[i].is(")") {
                        d -= 1;
                        if d == 0 {
                            break;
                        }
                    }
                    i += 1;
                }
                i += 1;
                continue;
            }
            v.push(&*t.text);
            i += 1;
        }
        v
    }

    fn open(&mut self, t: &Tok, out: &mut Vec<Tok>) {
        if self.drop_stmt {
            self.skip_depth = 1;
            return;
        }
        let owned: Vec<String> = self.head().into_iter().map(String::from).collect();
        let head: Vec<&str> = owned.iter().map(String::as_str).collect();
        let first = head.first().copied().unwrap_or("");
        if first == "namespace" || (first == "inline" && head.get(1) == Some(&"namespace")) {
            // re-emit `[inline] namespace A::B {` without attributes or macros' leftovers
            let mut emitted: Vec<Tok> = Vec::new();
            for c in &self.cur {
                let keyword = c.is("inline") || c.is("namespace") || c.is("::");
                let name = c.kind == TK::Ident
                    && emitted
                        .last()
                        .is_some_and(|l| l.is("namespace") || l.is("::"));
                if keyword || name {
                    emitted.push(c.clone());
                }
            }
            // a nested `A::B` opens one scope in the parser but is closed by one `}`
            out.extend(emitted);
            out.push(t.clone());
            self.scopes.push(Scope::Namespace);
            self.end_stmt();
            return;
        }
        if first == "extern" && head.get(1).is_some_and(|s| s.starts_with('"')) {
            self.scopes.push(Scope::Linkage);
            self.end_stmt();
            return;
        }
        let typeish = |w: &str| matches!(w, "struct" | "class" | "union" | "enum");
        let class_like = typeish(first)
            || (first == "typedef"
                && head
                    .get(1)
                    .copied()
                    .is_some_and(|w| typeish(w) || w == "const"))
            || (first == "typedef" && head.iter().skip(1).any(|w| typeish(w)));
        // a body kept: a class or enum definition without templates or functions before it
        if class_like && !head.iter().any(|w| *w == "(" || *w == "template") {
            self.cur.push(t.clone());
            self.body_depth = 1;
            self.body_paren = false;
            return;
        }
        // a function body, a template, a class with base clauses and the like: skipped; a class
        // body's declarators (`} x;`) are dropped with it
        self.skip_depth = 1;
        self.drop_stmt = class_like || first == "template";
        self.cur.clear();
    }

    /// Keep the statement just ended by `;`?
    fn keep(&self) -> bool {
        let head = self.head();
        let Some(&first) = head.first() else {
            return false;
        };
        let is_enum = head.contains(&"enum") && !self.cur.iter().any(|c| c.is("template"));
        if is_enum && (first == "enum" || first == "typedef") {
            return true;
        }
        if self.body_paren {
            return false;
        }
        match first {
            "typedef" => true,
            "using" => head.get(2) == Some(&"=") && !self.cur.iter().any(|c| c.is("template")),
            "struct" | "class" | "union" => self.cur.iter().any(|c| c.is("{")),
            _ => false,
        }
    }

    /// Leave toolchain code: close the namespaces it left open in the output, forget the rest.
    pub fn finish(&mut self, out: &mut Vec<Tok>, at: &Tok) {
        for s in self.scopes.drain(..).rev() {
            if s == Scope::Namespace {
                let mut c = at.clone();
                c.kind = TK::Punct;
                c.text = crate::lex::intern("}");
                out.push(c);
            }
        }
        *self = DeclFilter::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::lex;

    fn run(src: &str) -> String {
        let mut f = DeclFilter::default();
        let mut out = Vec::new();
        for t in lex(src, 0) {
            f.push(&t, &mut out);
        }
        let last = out
            .last()
            .cloned()
            .unwrap_or_else(|| lex(";", 0)[0].clone());
        f.finish(&mut out, &last);
        out.iter()
            .map(|t| t.text.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn keeps_type_declarations_only() {
        let src = r#"
            namespace std __attribute__((__visibility__("default"))) {
              typedef unsigned long size_t;
              template <class T> struct vector { void push_back(T); };
              int printf(const char*, ...);
              inline int f() { return 1; }
              using u32 = unsigned int;
            }
            extern "C" { typedef struct { int quot; int rem; } div_t; extern int abs(int); }
            struct __attribute__((aligned(8))) float2 { float x; float y; };
            struct S { S(); int x; } s;
            typedef enum cudaError { cudaSuccess = 0, cudaErrorX = (1 << 2) } cudaError_t;
            enum class E : int { A };
        "#;
        assert_eq!(
            run(src),
            "namespace std { typedef unsigned long size_t ; using u32 = unsigned int ; } \
             typedef struct { int quot ; int rem ; } div_t ; \
             struct float2 { float x ; float y ; } ; \
             typedef enum cudaError { cudaSuccess = 0 , cudaErrorX = ( 1 << 2 ) } cudaError_t ; \
             enum class E : int { A } ;"
        );
    }

    #[test]
    fn unbalanced_input_is_closed() {
        assert_eq!(
            run("namespace a { namespace b { typedef int t;"),
            "namespace a { namespace b { typedef int t ; } }"
        );
        assert_eq!(run("} } int x; { {"), "");
    }
}

/// Copy `toks` to `out` without `__extension__` and the `__attribute__((...))`,
/// `__declspec(...)`, `alignas(...)` groups.
fn strip_attributes(toks: &[Tok], out: &mut Vec<Tok>) {
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        if t.is("__extension__") {
            i += 1;
            continue;
        }
        if (t.is("__attribute__") || t.is("__declspec") || t.is("alignas"))
            && toks.get(i + 1).is_some_and(|n| n.is("("))
        {
            let mut d = 0;
            i += 1;
            while i < toks.len() {
                if toks[i].is("(") {
                    d += 1;
                } else if toks[i].is(")") {
                    d -= 1;
                    if d == 0 {
                        break;
                    }
                }
                i += 1;
            }
            i += 1;
            continue;
        }
        out.push(t.clone());
        i += 1;
    }
}

/// Words a toolchain declaration may use without a declaration of them.
fn builtin_word(w: &str) -> bool {
    matches!(
        w,
        "unsigned"
            | "signed"
            | "int"
            | "long"
            | "short"
            | "char"
            | "float"
            | "double"
            | "void"
            | "bool"
            | "_Bool"
            | "const"
            | "volatile"
            | "struct"
            | "class"
            | "union"
            | "enum"
            | "typedef"
            | "using"
            | "wchar_t"
            | "char8_t"
            | "char16_t"
            | "char32_t"
            | "__int128"
            | "__int128_t"
            | "__uint128_t"
            | "__extension__"
            | "__attribute__"
            | "alignas"
            | "__restrict"
            | "__restrict__"
            | "nullptr"
            | "decltype"
            | "sizeof"
            | "true"
            | "false"
            | "__float128"
            | "__builtin_va_list"
            | "namespace"
            | "inline"
    )
}

/// One declaration statement of toolchain code in the output.
struct Unit {
    start: usize,
    end: usize,
    names: std::rc::Rc<Names>,
}

/// The names of one declaration (see `unit_names`).
pub struct Names {
    declared: Vec<std::rc::Rc<str>>,
    /// Names it needs declared (type names; for class and enum bodies only those that some unit
    /// declares, the others being member names).
    refs: Vec<std::rc::Rc<str>>,
    /// Names in class or enum bodies that may be member names.
    loose: Vec<std::rc::Rc<str>>,
}

type NameLists = (
    Vec<std::rc::Rc<str>>,
    Vec<std::rc::Rc<str>>,
    Vec<std::rc::Rc<str>>,
);

/// (declared, strict references, loose names) of one declaration.
fn unit_names(toks: &[Tok]) -> NameLists {
    let mut declared = Vec::new();
    let mut strict = Vec::new();
    let mut loose = Vec::new();
    let first = toks
        .iter()
        .find(|t| !t.is("__extension__"))
        .map_or("", |t| &*t.text);
    let (mut paren, mut brace) = (0i32, 0i32);
    let mut attr = 0i32; // paren depth at which an __attribute__ operand ends
    let mut in_attr = false;
    let mut enum_body = false;
    // the previous token outside attributes
    let mut prev: Option<&Tok> = None;
    for (i, t) in toks.iter().enumerate() {
        let next = toks.get(i + 1);
        let was_attr = in_attr;
        match &*t.text {
            "(" => paren += 1,
            ")" => {
                paren -= 1;
                if in_attr && paren == attr {
                    in_attr = false;
                }
            }
            "{" => {
                brace += 1;
                enum_body = brace == 1 && toks[..i].iter().any(|x| x.is("enum"));
            }
            "}" => brace -= 1,
            _ => {}
        }
        if t.is("__attribute__") || t.is("alignas") || t.is("__declspec") {
            in_attr = true;
            attr = paren;
            continue;
        }
        if in_attr || was_attr {
            continue;
        }
        let p = prev;
        prev = Some(t);
        let prev = p;
        if t.kind != TK::Ident || builtin_word(&t.text) {
            continue;
        }
        // a qualified name's later parts belong to the first
        if prev.is_some_and(|p| p.is("::")) {
            continue;
        }
        let after_key =
            prev.is_some_and(|p| p.is("struct") || p.is("union") || p.is("class") || p.is("enum"));
        if brace >= 1 {
            if enum_body && brace == 1 && prev.is_some_and(|p| p.is("{") || p.is(",")) {
                declared.push(t.text.clone());
            } else {
                loose.push(t.text.clone());
            }
            continue;
        }
        let ends =
            next.is_some_and(|n| n.is(";") || n.is(",") || n.is("[") || n.is("__attribute__"));
        let fnptr =
            prev.is_some_and(|p| p.is("*")) && next.is_some_and(|n| n.is(")")) && paren == 1;
        let using_name = first == "using" && prev.is_some_and(|p| p.is("using"));
        let typedef_name = first == "typedef" && (paren == 0 && ends || fnptr);
        if after_key || using_name || typedef_name {
            declared.push(t.text.clone());
        } else if paren > 0 && first == "typedef" && !fnptr {
            // a parameter name of a function type: may be a type or a parameter name
            loose.push(t.text.clone());
        } else {
            strict.push(t.text.clone());
        }
    }
    strict.retain(|n| !declared.contains(n));
    (declared, strict, loose)
}

/// Keep of the toolchain declarations (tokens of `system` files) only those the project code
/// needs: the ones declaring a name it uses, and what those need, transitively; and only those
/// whose every type name is itself declared (a typedef of a template the filter dropped would
/// turn an unknown name into a known alias of an unknown type: left out, the name stays unknown).
/// Linear in the tokens (plus the worklist over units).
/// Returns, for each old index (and the end), its index in the pruned output (`#pragma`
/// positions are indices into it); `None` when nothing was pruned.
///
/// The stream is `prefix` (the prelude's tokens, shared by every translation unit of one view and
/// flag set, analysed once in `prelude`) followed by `out`; the result replaces `out`, the map is
/// over `out`'s indices. The prefix is read, never copied whole: most of it is dropped.
pub fn prune(
    prefix: &[Tok],
    out: &mut Vec<Tok>,
    system: &[bool],
    prelude: &Prelude,
) -> Option<Vec<usize>> {
    use crate::fx::{HashMap, HashSet};
    use std::rc::Rc;
    let is_sys = |t: &Tok| system.get(t.file as usize).copied().unwrap_or(false);
    if !prefix.iter().any(is_sys) && !out.iter().any(is_sys) {
        return None;
    }
    let p = prefix.len();
    // the prefix's units are the prelude's (it is the prelude's output, all toolchain code)
    let (rest, mut namespaces, used) = scan(out, system, &[]);
    let units: Vec<Unit> = prelude
        .known
        .iter()
        .map(|k| Unit {
            start: k.0,
            end: k.1,
            names: k.2.clone(),
        })
        .chain(rest.into_iter().map(|u| Unit {
            start: u.start + p,
            end: u.end + p,
            names: u.names,
        }))
        .collect();
    // the prelude's units come first, indexed once in `prelude`; the others here
    let np = prelude.known.len().min(units.len());
    let mut local: HashMap<Rc<str>, Vec<usize>> = HashMap::default();
    for (k, u) in units.iter().enumerate().skip(np) {
        for d in &u.names.declared {
            local.entry(d.clone()).or_default().push(k);
        }
    }
    namespaces.extend(prelude.namespaces.iter().cloned());
    let declaring = |n: &str| -> Vec<usize> {
        let mut v: Vec<usize> = prelude
            .by_name
            .get(n)
            .map(|v| v.iter().copied().filter(|&k| k < np).collect())
            .unwrap_or_default();
        if let Some(l) = local.get(n) {
            v.extend(l.iter().copied());
        }
        v
    };
    // valid: every strict reference is declared by a valid unit or is a namespace name; decided
    // for the units reached only, depth-first with an explicit stack bounded by MAX_CHAIN
    // (a unit on the stack counts as valid: the largest consistent choice, as a fixpoint would)
    const MAX_CHAIN: usize = 64;
    let mut valid: Vec<Option<bool>> = vec![None; units.len()];
    // the first unit at which MAX_CHAIN was reached (reported: no silent bound)
    let cut: std::cell::Cell<Option<usize>> = std::cell::Cell::new(None);
    let valid_of = |k0: usize, valid: &mut Vec<Option<bool>>| -> bool {
        fn go(
            k: usize,
            depth: usize,
            units: &[Unit],
            namespaces: &HashSet<Rc<str>>,
            declaring: &dyn Fn(&str) -> Vec<usize>,
            valid: &mut Vec<Option<bool>>,
            cut: &std::cell::Cell<Option<usize>>,
        ) -> bool {
            if let Some(v) = valid[k] {
                return v;
            }
            if depth >= MAX_CHAIN {
                // the declaration is dropped as if it named something undeclared
                if cut.get().is_none() {
                    cut.set(Some(units[k].start));
                }
                return false;
            }
            valid[k] = Some(true);
            let mut ok = true;
            for r in &units[k].names.refs {
                if namespaces.contains(r) {
                    continue;
                }
                let ds = declaring(r);
                if !ds
                    .iter()
                    .any(|&j| go(j, depth + 1, units, namespaces, declaring, valid, cut))
                {
                    ok = false;
                    break;
                }
            }
            valid[k] = Some(ok);
            ok
        }
        go(k0, 0, &units, &namespaces, &declaring, valid, &cut)
    };
    // needed: declaring a name the project uses, and transitively what a needed unit names
    let mut keep = vec![false; units.len()];
    let mut work: Vec<Rc<str>> = used;
    let mut seen: HashSet<Rc<str>> = HashSet::default();
    while let Some(n) = work.pop() {
        if !seen.insert(n.clone()) {
            continue;
        }
        for k in declaring(&n) {
            if !keep[k] && valid_of(k, &mut valid) {
                keep[k] = true;
                work.extend(units[k].names.refs.iter().cloned());
                work.extend(units[k].names.loose.iter().cloned());
            }
        }
    }
    if let Some(start) = cut.get() {
        let at = if start < p {
            prefix.get(start)
        } else {
            out.get(start - p)
        };
        crate::bounds::reached(
            at,
            "a chain of more than 64 toolchain declarations, each naming the next, was cut: the declarations past it are not read",
        );
    }
    // rebuild: dropped units out, and namespace blocks left empty with them
    let mut uc = 0;
    let old_out = std::mem::take(out);
    let n = p + old_out.len();
    let tok = |i: usize| -> &Tok {
        if i < p {
            &prefix[i]
        } else {
            &old_out[i - p]
        }
    };
    let mut opened: Vec<(usize, usize)> = Vec::new(); // (length before the head, after the `{`)
    let mut map: Vec<usize> = Vec::with_capacity(old_out.len() + 1);
    let mut i = 0;
    while i < n {
        while i >= p && map.len() <= i - p {
            map.push(out.len());
        }
        let t = tok(i);
        if !is_sys(t) {
            out.push(t.clone());
            i += 1;
            continue;
        }
        while units.get(uc).is_some_and(|u| u.start < i) {
            uc += 1;
        }
        if units.get(uc).is_some_and(|u| u.start == i) {
            let k = uc;
            if keep[k] {
                out.extend((units[k].start..units[k].end).map(|j| tok(j).clone()));
            }
            i = units[k].end;
            continue;
        }
        if t.is("namespace") || t.is("inline") {
            let before = out.len();
            while i < n && !tok(i).is("{") {
                out.push(tok(i).clone());
                i += 1;
            }
            if i < n {
                out.push(tok(i).clone());
            }
            opened.push((before, out.len()));
            i += 1;
            continue;
        }
        // a namespace's `}`
        match opened.pop() {
            Some((before, after)) if out.len() == after => out.truncate(before),
            _ => out.push(t.clone()),
        }
        i += 1;
    }
    while map.len() <= old_out.len() {
        map.push(out.len());
    }
    Some(map)
}

/// The toolchain declarations of a prelude (see `pp`'s snapshot), analysed and indexed once.
#[derive(Default)]
pub struct Prelude {
    pub known: Vec<Known>,
    by_name: crate::fx::HashMap<std::rc::Rc<str>, Vec<usize>>,
    namespaces: crate::fx::HashSet<std::rc::Rc<str>>,
}

impl Prelude {
    pub fn new(out: &[Tok], system: &[bool]) -> Prelude {
        let (units, namespaces, _) = scan(out, system, &[]);
        let mut by_name: crate::fx::HashMap<std::rc::Rc<str>, Vec<usize>> = Default::default();
        for (k, u) in units.iter().enumerate() {
            for d in &u.names.declared {
                by_name.entry(d.clone()).or_default().push(k);
            }
        }
        Prelude {
            known: units
                .into_iter()
                .map(|u| (u.start, u.end, u.names))
                .collect(),
            by_name,
            namespaces,
        }
    }
}

/// A unit analysed before: (start, end, names).
pub type Known = (usize, usize, std::rc::Rc<Names>);

#[allow(clippy::type_complexity)]
fn scan(
    out: &[Tok],
    system: &[bool],
    known: &[Known],
) -> (
    Vec<Unit>,
    crate::fx::HashSet<std::rc::Rc<str>>,
    Vec<std::rc::Rc<str>>,
) {
    use crate::fx::HashSet;
    use std::rc::Rc;
    let is_sys = |t: &Tok| system.get(t.file as usize).copied().unwrap_or(false);
    let mut units: Vec<Unit> = Vec::new();
    let mut namespaces: HashSet<Rc<str>> = HashSet::default();
    let mut used: Vec<Rc<str>> = Vec::new();
    let mut kc = 0;
    let mut i = 0;
    while i < out.len() {
        let t = &out[i];
        if !is_sys(t) {
            if t.kind == TK::Ident {
                used.push(t.text.clone());
            }
            i += 1;
            continue;
        }
        if t.is("namespace") || t.is("inline") {
            while i < out.len() && !out[i].is("{") {
                if out[i].kind == TK::Ident {
                    namespaces.insert(out[i].text.clone());
                }
                i += 1;
            }
            i += 1;
            continue;
        }
        if t.is("}") {
            i += 1;
            continue;
        }
        let start = i;
        // analysed before (the prelude of a snapshot)?
        while known.get(kc).is_some_and(|k| k.0 < start) {
            kc += 1;
        }
        if let Some(k) = known.get(kc).filter(|k| k.0 == start) {
            units.push(Unit {
                start,
                end: k.1,
                names: k.2.clone(),
            });
            i = k.1;
            continue;
        }
        let mut brace = 0;
        while i < out.len() && is_sys(&out[i]) {
            if out[i].is("{") {
                brace += 1;
            } else if out[i].is("}") {
                brace -= 1;
            } else if out[i].is(";") && brace == 0 {
                break;
            }
            i += 1;
        }
        let end = (i + 1).min(out.len());
        let (declared, refs, loose) = unit_names(&out[start..end]);
        units.push(Unit {
            start,
            end,
            names: Rc::new(Names {
                declared,
                refs,
                loose,
            }),
        });
        i = end;
    }
    (units, namespaces, used)
}

#[cfg(test)]
mod prune_tests {
    use super::*;
    use crate::lex::lex;

    #[test]
    fn keeps_what_project_code_needs() {
        let sys = "namespace std { typedef unsigned long size_t; typedef basic_string<char> string; } \
                   typedef unsigned int __uint32_t; typedef __uint32_t uint32_t; typedef int unused_t; \
                   struct float2 { float x; float y; }; typedef struct float2 float2; \
                   typedef enum cudaError { cudaSuccess = 0, cudaErrorX = 2 } cudaError_t;";
        let mut out = lex(sys, 1);
        out.extend(lex(
            "uint32_t a; std::size_t b; std::string s; float2 v; int e = cudaSuccess;",
            0,
        ));
        prune(&[], &mut out, &[false, true], &Prelude::default());
        let s: Vec<String> = out.iter().map(|t| t.text.to_string()).collect();
        assert_eq!(
            s.join(" "),
            "namespace std { typedef unsigned long size_t ; } \
             typedef unsigned int __uint32_t ; typedef __uint32_t uint32_t ; \
             struct float2 { float x ; float y ; } ; typedef struct float2 float2 ; \
             typedef enum cudaError { cudaSuccess = 0 , cudaErrorX = 2 } cudaError_t ; \
             uint32_t a ; std :: size_t b ; std :: string s ; float2 v ; int e = cudaSuccess ;"
        );
    }
}
