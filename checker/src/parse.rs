//! A light, forgiving C++/CUDA parser: declarations at namespace and class scope, statements and
//! expressions in function bodies only as far as the rules need (local declarations, lambdas,
//! kernel launches, uses of names). Anything it does not recognise is skipped to the next `;` or
//! past the next balanced `{...}`; it never fails and always advances.

use crate::fx::HashMap;
use crate::lex::{Tok, TK};
use crate::model::*;
use std::rc::Rc;

const MAX_DEPTH: usize = 200;
// what each place that stops at MAX_DEPTH skips (reported as `checker.incomplete`)
const DEEP_DECLS: &str =
    "declarations nested deeper than 200 levels (namespaces, classes, templates) were skipped";
const DEEP_DECLARATOR: &str = "a declarator nested deeper than 200 levels was skipped";
const DEEP_STMTS: &str = "statements nested deeper than 200 levels were skipped";
const DEEP_EXPR_SCAN: &str =
    "an expression nested deeper than 200 levels was not scanned for uses and lambdas";

pub fn build(toks: Vec<Tok>) -> Model {
    let mat = matches(&toks);
    let mut m = Model {
        toks,
        mat,
        ..Default::default()
    };
    m.scopes.push(Scope {
        kind: ScopeKind::Global,
        parent: None,
        names: HashMap::default(),
        usings: Vec::new(),
        if_constexpr: false,
    });
    let n = m.toks.len();
    let mut p = P {
        m,
        depth: 0,
        pending: Vec::new(),
        scanned: Default::default(),
        cur_scope: 0,
        expr_nest: 0,
    };
    let ctx = Ctx::new(0);
    p.decl_seq(0, n, &ctx);
    p.flush_pending();
    p.m
}

/// Matching bracket for every `(` `[` `{` and its closer; NONE when unbalanced.
fn matches(toks: &[Tok]) -> Vec<u32> {
    let mut mat = vec![NONE; toks.len()];
    let mut st: Vec<(usize, u8)> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != TK::Punct {
            continue;
        }
        let b = t.text.as_bytes();
        if b.len() != 1 {
            continue;
        }
        match b[0] {
            b'(' | b'[' | b'{' => st.push((i, b[0])),
            b')' | b']' | b'}' => {
                let want = match b[0] {
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                // pop to the nearest opener of the same kind, if any within reach
                if let Some(pos) = st.iter().rposition(|&(_, k)| k == want) {
                    if st.len() - pos <= 4 {
                        let (o, _) = st[pos];
                        st.truncate(pos);
                        mat[o] = i as u32;
                        mat[i] = o as u32;
                    }
                }
            }
            _ => {}
        }
    }
    mat
}

#[derive(Clone)]
struct Ctx {
    scope: Id,
    /// Scope holding template parameters for the declaration (parent for bodies).
    inner: Id,
    class: Option<Id>,
    access: Access,
    tparams: Option<Vec<TParam>>,
    outer_tparams: Vec<Vec<TParam>>,
    specialization: bool,
    local: bool,
    friend: bool,
    in_condition: bool,
    extern_c: bool,
    explicit_inst: bool,
    template_tok: Option<usize>,
}

impl Ctx {
    fn new(scope: Id) -> Ctx {
        Ctx {
            scope,
            inner: scope,
            class: None,
            access: Access::Public,
            tparams: None,
            outer_tparams: Vec::new(),
            specialization: false,
            local: false,
            friend: false,
            in_condition: false,
            extern_c: false,
            explicit_inst: false,
            template_tok: None,
        }
    }
}

struct Pending {
    func: Id,
    body: (usize, usize),
    parent: Id,
    ctor_init: Option<(usize, usize)>,
}

struct P {
    m: Model,
    depth: usize,
    pending: Vec<Pending>,
    /// decltype/template-argument groups in types already scanned for uses.
    scanned: crate::fx::HashSet<usize>,
    /// Scope of the declaration being parsed (for template arguments met in its types).
    cur_scope: Id,
    /// How many `scan_expr` calls are active (0: the next one is an expression root); a lambda
    /// body starts again at 0, so its statements are roots of their own.
    expr_nest: usize,
}

pub const BUILTIN_TYPE_WORDS: &[&str] = &[
    "void",
    "bool",
    "char",
    "char8_t",
    "char16_t",
    "char32_t",
    "wchar_t",
    "short",
    "int",
    "long",
    "signed",
    "unsigned",
    "float",
    "double",
    "__int128",
    "__float128",
    "_Float128",
    "__fp16",
    "_Complex",
    "__int64",
    "__int32",
    "__int8",
    "__int16",
    "_Bool",
    "auto",
];

/// Names of types the checker knows without seeing a declaration (CUDA and C headers).
pub fn known_type(name: &str) -> bool {
    matches!(
        name,
        "size_t"
            | "ptrdiff_t"
            | "nullptr_t"
            | "intptr_t"
            | "uintptr_t"
            | "int8_t"
            | "int16_t"
            | "int32_t"
            | "int64_t"
            | "uint8_t"
            | "uint16_t"
            | "uint32_t"
            | "uint64_t"
            | "dim3"
            | "cudaStream_t"
            | "cudaEvent_t"
            | "cudaError_t"
            | "cudaError"
            | "va_list"
            | "__half"
            | "__half2"
            | "__nv_bfloat16"
            | "__nv_bfloat162"
            | "half"
            | "cudaTextureObject_t"
            | "cudaSurfaceObject_t"
            | "texture"
            | "surface"
            | "FILE"
            | "cudaDeviceProp"
            | "cudaFuncAttributes"
            | "cudaLimit"
            | "cudaMemcpyKind"
            | "cudaArray_t"
            | "cudaGraph_t"
            | "cudaGraphExec_t"
            | "max_align_t"
            | "wint_t"
            | "clock_t"
            | "time_t"
            | "cudaChannelFormatDesc"
            | "cudaResourceDesc"
            | "cudaTextureDesc"
            | "initializer_list"
            | "type_info"
            | "function"
            | "vector"
            | "string"
            | "result_of"
            | "tuple"
            | "pair"
            | "array"
            | "atomic"
            | "unique_ptr"
            | "shared_ptr"
            | "map"
            | "set"
            | "unordered_map"
            | "is_trivially_copyable"
            | "integral_constant"
            | "enable_if"
            | "is_same"
            | "decay"
            | "remove_reference"
            | "conditional"
            | "index_sequence"
            | "integer_sequence"
            | "complex"
            | "optional"
            | "variant"
            | "numeric_limits"
            | "ostream"
            | "istream"
            | "thread"
            | "mutex"
            | "exception"
            | "runtime_error"
            | "byte"
            | "span"
            | "string_view"
            | "invoke_result"
            | "true_type"
            | "false_type"
            | "is_trivially_destructible"
            | "is_trivially_constructible"
            | "is_trivially_copy_constructible"
            | "is_trivially_move_constructible"
    ) || is_vector_type(name)
}

fn is_vector_type(name: &str) -> bool {
    let b = name.trim_end_matches(|c: char| ('1'..='4').contains(&c));
    b.len() < name.len()
        && name.len() - b.len() == 1
        && matches!(
            b,
            "char"
                | "uchar"
                | "short"
                | "ushort"
                | "int"
                | "uint"
                | "long"
                | "ulong"
                | "longlong"
                | "ulonglong"
                | "float"
                | "double"
        )
}

fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "alignas"
            | "alignof"
            | "asm"
            | "auto"
            | "bool"
            | "break"
            | "case"
            | "catch"
            | "char"
            | "char8_t"
            | "char16_t"
            | "char32_t"
            | "class"
            | "const"
            | "consteval"
            | "constexpr"
            | "constinit"
            | "const_cast"
            | "continue"
            | "co_await"
            | "co_return"
            | "co_yield"
            | "decltype"
            | "default"
            | "delete"
            | "do"
            | "double"
            | "dynamic_cast"
            | "else"
            | "enum"
            | "explicit"
            | "export"
            | "extern"
            | "false"
            | "float"
            | "for"
            | "friend"
            | "goto"
            | "if"
            | "inline"
            | "int"
            | "long"
            | "mutable"
            | "namespace"
            | "new"
            | "noexcept"
            | "nullptr"
            | "operator"
            | "private"
            | "protected"
            | "public"
            | "register"
            | "reinterpret_cast"
            | "requires"
            | "return"
            | "short"
            | "signed"
            | "sizeof"
            | "static"
            | "static_assert"
            | "static_cast"
            | "struct"
            | "switch"
            | "template"
            | "this"
            | "thread_local"
            | "throw"
            | "true"
            | "try"
            | "typedef"
            | "typeid"
            | "typename"
            | "union"
            | "unsigned"
            | "using"
            | "virtual"
            | "void"
            | "volatile"
            | "wchar_t"
            | "while"
            | "__host__"
            | "__device__"
            | "__global__"
            | "__shared__"
            | "__constant__"
            | "__managed__"
            | "__forceinline__"
            | "__noinline__"
            | "__restrict__"
            | "__launch_bounds__"
            | "__align__"
            | "__attribute__"
            | "__declspec"
            | "__inline__"
            | "__thread"
            | "__grid_constant__"
            | "__int128"
            | "__float128"
            | "_Complex"
            | "__cluster_dims__"
            | "__restrict"
            | "restrict"
            | "__asm__"
            | "__volatile__"
            | "concept"
            | "__maxnreg__"
    )
}

fn is_spec_word(s: &str) -> bool {
    matches!(
        s,
        "__host__"
            | "__device__"
            | "__global__"
            | "__shared__"
            | "__constant__"
            | "__managed__"
            | "__forceinline__"
            | "__noinline__"
            | "__inline__"
            | "__inline"
            | "inline"
            | "static"
            | "extern"
            | "thread_local"
            | "__thread"
            | "constexpr"
            | "consteval"
            | "constinit"
            | "virtual"
            | "explicit"
            | "friend"
            | "mutable"
            | "register"
            | "const"
            | "volatile"
            | "__restrict__"
            | "__grid_constant__"
            | "typename"
    )
}

fn is_assign_op(s: &str) -> bool {
    matches!(
        s,
        "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=" | "<<="
    )
}

#[derive(Default, Clone)]
struct Specs {
    sp: Spaces,
    sp_tok: usize,
    dev_kw: bool,
    mem: MemSpaces,
    mem_tok: usize,
    is_static: bool,
    is_extern: bool,
    is_inline: bool,
    is_constexpr: bool,
    is_consteval: bool,
    is_virtual: bool,
    is_friend: bool,
    is_thread_local: bool,
    is_mutable: bool,
    is_typedef: bool,
    attrs: Attrs,
    ty: Ty,
    have_type: bool,
    class_def: Option<Id>,
    /// No type; the declarator is a constructor, destructor or conversion function.
    special: bool,
}

struct Declarator {
    name: Option<Rc<str>>,
    qual: Vec<Rc<str>>,
    name_tok: usize,
    name_targs: Option<(usize, usize)>,
    ptr: u8,
    reference: u8,
    dims: Vec<String>,
    /// Function parameter list (outermost function declarator), open paren index.
    func: Option<usize>,
    /// A function declarator nested in parentheses (pointer to function / array of them).
    inner_func: bool,
    pack: bool,
    kind: FnKind,
    end: usize,
    is_const_ptr: bool,
    deprecated: bool,
}

impl P {
    fn n(&self) -> usize {
        self.m.toks.len()
    }
    fn t(&self, i: usize) -> &str {
        self.m.toks.get(i).map_or("", |t| &t.text)
    }
    fn tok(&self, i: usize) -> Option<&Tok> {
        self.m.toks.get(i)
    }
    fn is_ident(&self, i: usize) -> bool {
        self.m
            .toks
            .get(i)
            .is_some_and(|t| t.kind == TK::Ident && !is_keyword(&t.text))
    }
    fn mat(&self, i: usize) -> Option<usize> {
        self.m.mat(i)
    }
    /// Index after the bracket group starting at `i` (or i+1 if unmatched).
    fn after(&self, i: usize) -> usize {
        self.mat(i).map_or(i + 1, |c| c + 1)
    }
    fn adjacent(&self, i: usize) -> bool {
        self.tok(i).is_some_and(|t| !t.space)
    }

    fn new_scope(&mut self, kind: ScopeKind, parent: Id) -> Id {
        self.m.scopes.push(Scope {
            kind,
            parent: Some(parent),
            names: HashMap::default(),
            usings: Vec::new(),
            if_constexpr: false,
        });
        self.m.scopes.len() - 1
    }
    fn declare(&mut self, scope: Id, name: &Rc<str>, sym: Sym) {
        if let Some(s) = self.m.scopes.get_mut(scope) {
            let v = s.names.entry(name.clone()).or_default();
            if !v.contains(&sym) {
                v.push(sym);
            }
        }
    }

    // ------------------------------------------------------------------ lookups used while parsing

    /// Is this (unqualified or qualified) name known as a type from `scope`?
    fn name_is_type(&self, scope: Id, path: &[Rc<str>]) -> Option<bool> {
        let last = path.last()?;
        if path.len() == 1 {
            let mut s = Some(scope);
            while let Some(id) = s {
                let sc = &self.m.scopes[id];
                if let Some(v) = sc.names.get(last) {
                    return Some(v.iter().any(|x| x.is_type()));
                }
                for &u in &sc.usings {
                    if let Some(v) = self.m.scopes.get(u).and_then(|s| s.names.get(last)) {
                        return Some(v.iter().any(|x| x.is_type()));
                    }
                }
                s = sc.parent;
            }
            if known_type(last) {
                return Some(true);
            }
            return None;
        }
        // qualified: resolve the prefix to a namespace/class scope
        if path
            .first()
            .is_some_and(|p| &**p == "std" || &**p == "nvstd" || &**p == "cuda")
        {
            return if known_type(last) || last.ends_with("_t") || last.ends_with("_type") {
                Some(true)
            } else {
                None
            };
        }
        None
    }

    // ------------------------------------------------------------------ skipping helpers

    /// From `<` at i, the index after its matching `>`; None if it does not look like a
    /// template argument list.
    fn skip_targs(&self, i: usize) -> Option<usize> {
        if self.t(i) != "<" {
            return None;
        }
        let n = self.n();
        let mut d = 0i32;
        let mut j = i;
        let limit = (i + 4000).min(n);
        while j < limit {
            let s = self.t(j);
            match s {
                "<" => d += 1,
                ">" => {
                    d -= 1;
                    if d == 0 {
                        return Some(j + 1);
                    }
                }
                "(" | "[" => {
                    j = self.mat(j)?;
                }
                ";" | "{" | "}" | ")" | "]" => return None,
                "&&" | "||" if d == 1 => {
                    // `a < b && c > d`: only accept `&&` as an rvalue-reference type suffix
                    let next = self.t(j + 1);
                    if !(next == ">" || next == "," || next == "...") {
                        return None;
                    }
                }
                _ => {}
            }
            j += 1;
        }
        None
    }

    /// Skip to just after the next `;` at this nesting level (or before a closing `}`).
    fn skip_stmt(&self, mut i: usize, end: usize) -> usize {
        while i < end {
            match self.t(i) {
                ";" => return i + 1,
                "(" | "[" | "{" => {
                    let a = self.after(i);
                    // a `{...}` ends a declaration when followed by no `;` (function body)
                    if self.t(i) == "{"
                        && a <= end
                        && !matches!(self.t(a), ";" | "," | ")" | "." | "->" | "[" | "(")
                    {
                        return a;
                    }
                    i = a;
                }
                "}" | ")" | "]" => return i.max(i),
                _ => i += 1,
            }
        }
        end
    }

    /// Skip attributes and attribute-like specifiers at i, recording what they say.
    fn skip_attrs(&mut self, mut i: usize, s: &mut Specs) -> usize {
        loop {
            let t = self.t(i);
            if t == "[" && self.t(i + 1) == "[" {
                let close = self.after(i);
                let txt = self.m.text(i, close);
                if txt.contains("deprecated") {
                    s.attrs.deprecated = true;
                }
                i = close;
                continue;
            }
            if t == "__attribute__" || t == "__declspec" {
                let close = if self.t(i + 1) == "(" {
                    self.after(i + 1)
                } else {
                    i + 1
                };
                for k in i + 1..close {
                    match self.t(k) {
                        "deprecated" | "__deprecated__" => s.attrs.deprecated = true,
                        "vector_size" | "__vector_size__" => s.attrs.vector_size = true,
                        "host" | "__host__" => {
                            s.sp.host = true;
                            s.sp_tok = k;
                        }
                        "device" | "__device__" => {
                            s.dev_kw = true;
                            s.sp_tok = k;
                            s.mem_tok = k;
                        }
                        "global" | "__global__" => {
                            s.sp.global = true;
                            s.sp_tok = k;
                        }
                        "shared" | "__shared__" => {
                            s.mem.shared = true;
                            s.mem_tok = k;
                        }
                        "constant" | "__constant__" => {
                            s.mem.constant = true;
                            s.mem_tok = k;
                        }
                        "managed" | "__managed__" => {
                            s.mem.managed = true;
                            s.mem_tok = k;
                        }
                        "constructor" => s.attrs.constructor = true,
                        "destructor" => s.attrs.destructor = true,
                        _ => {}
                    }
                }
                i = close;
                continue;
            }
            if matches!(
                t,
                "alignas"
                    | "__align__"
                    | "__launch_bounds__"
                    | "__cluster_dims__"
                    | "_Alignas"
                    | "__maxnreg__"
                    | "__nv_register_params__"
            ) && self.t(i + 1) == "("
            {
                i = self.after(i + 1);
                continue;
            }
            if matches!(
                t,
                "__restrict__"
                    | "__restrict"
                    | "__grid_constant__"
                    | "__noinline__"
                    | "__forceinline__"
                    | "__cdecl"
                    | "__stdcall"
                    | "__nv_pure__"
            ) {
                i += 1;
                continue;
            }
            return i;
        }
    }

    // ------------------------------------------------------------------ declaration sequences

    fn decl_seq(&mut self, mut i: usize, end: usize, ctx: &Ctx) -> Access {
        let mut access = ctx.access;
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            crate::bounds::reached(self.tok(i), DEEP_DECLS);
            self.depth -= 1;
            return access;
        }
        while i < end {
            let before = i;
            let mut c = ctx.clone();
            c.access = access;
            match self.t(i) {
                ";" => i += 1,
                "public" | "private" | "protected" if self.t(i + 1) == ":" => {
                    access = match self.t(i) {
                        "public" => Access::Public,
                        "private" => Access::Private,
                        _ => Access::Protected,
                    };
                    i += 2;
                }
                "}" | ")" | "]" => i += 1,
                _ => i = self.declaration(i, end, &c),
            }
            if i <= before {
                i = before + 1;
            }
        }
        self.depth -= 1;
        access
    }

    /// One declaration at namespace or class scope (or a block-scope declaration statement).
    fn declaration(&mut self, i: usize, end: usize, ctx: &Ctx) -> usize {
        let t = self.t(i).to_string();
        match t.as_str() {
            "namespace" => return self.namespace(i, end, ctx, false),
            "inline" if self.t(i + 1) == "namespace" => {
                return self.namespace(i + 1, end, ctx, true)
            }
            "extern" if self.tok(i + 1).is_some_and(|t| t.kind == TK::Str) => {
                if self.t(i + 2) == "{" {
                    let close = self.mat(i + 2).unwrap_or(end).min(end);
                    let mut c = ctx.clone();
                    c.extern_c = true;
                    self.decl_seq(i + 3, close, &c);
                    return close + 1;
                }
                let mut c = ctx.clone();
                c.extern_c = true;
                return self.simple_decl(i + 2, end, &c);
            }
            "template" => return self.template(i, end, ctx),
            "export" => return i + 1,
            "using" => return self.using(i, end, ctx),
            "static_assert" | "_Static_assert" => {
                if self.t(i + 1) == "(" {
                    let close = self.after(i + 1);
                    self.m.static_asserts.push((i, i + 2, close - 1, ctx.scope));
                    self.scan_expr(i + 2, close - 1, ctx.scope, uf::CONST_CTX);
                    return self.skip_stmt(close, end);
                }
                return self.skip_stmt(i, end);
            }
            "asm" | "__asm__" | "__asm" => return self.skip_stmt(i, end),
            "concept" => return self.skip_stmt(i, end),
            _ => {}
        }
        self.simple_decl(i, end, ctx)
    }

    fn namespace(&mut self, i: usize, end: usize, ctx: &Ctx, inline: bool) -> usize {
        // namespace [attrs] [A::B::]name { ... } | namespace { ... } | namespace X = Y;
        let mut j = i + 1;
        let mut dummy = Specs::default();
        j = self.skip_attrs(j, &mut dummy);
        let mut names: Vec<(Rc<str>, bool)> = Vec::new();
        let mut next_inline = false;
        loop {
            if self.t(j) == "inline" {
                next_inline = true;
                j += 1;
                continue;
            }
            if self.is_ident(j) {
                names.push((self.m.toks[j].text.clone(), next_inline));
                next_inline = false;
                j += 1;
                if self.t(j) == "::" {
                    j += 1;
                    continue;
                }
            }
            break;
        }
        j = self.skip_attrs(j, &mut dummy);
        if self.t(j) == "=" {
            // alias: declare as a namespace pointing to the target if known
            let e = self.skip_stmt(j, end);
            if let Some((name, _)) = names.first() {
                let target_path: Vec<Rc<str>> = (j + 1..e.saturating_sub(1))
                    .filter(|&k| self.is_ident(k))
                    .map(|k| self.m.toks[k].text.clone())
                    .collect();
                if let Some(ns) = self.find_ns(ctx.scope, &target_path) {
                    self.declare(ctx.scope, name, Sym::Ns(ns));
                }
            }
            return e;
        }
        if self.t(j) != "{" {
            return self.skip_stmt(j, end);
        }
        let close = self.mat(j).unwrap_or(end).min(end);
        let mut scope = ctx.scope;
        let ns_deprecated = dummy.attrs.deprecated;
        if names.is_empty() {
            scope = self.open_ns(scope, None, inline);
        } else {
            let cnt = names.len();
            for (k, (nm, inl)) in names.into_iter().enumerate() {
                let is_inline = inl || (inline && k + 1 == cnt && cnt == 1);
                scope = self.open_ns(scope, Some(nm), is_inline);
            }
        }
        if ns_deprecated {
            self.m.deprecated_ns.push(scope);
        }
        let mut c = ctx.clone();
        c.scope = scope;
        c.inner = scope;
        c.class = None;
        c.access = Access::Public;
        c.tparams = None;
        self.decl_seq(j + 1, close, &c);
        close + 1
    }

    fn open_ns(&mut self, parent: Id, name: Option<Rc<str>>, inline: bool) -> Id {
        // reopen an existing namespace of the same name
        if let Some(nm) = &name {
            let found = self.m.scopes[parent].names.get(nm).and_then(|v| {
                v.iter().find_map(|s| match s {
                    Sym::Ns(id)
                        if matches!(self.m.scopes[*id].kind, ScopeKind::Namespace { .. })
                            && self.m.scopes[*id].parent == Some(parent) =>
                    {
                        Some(*id)
                    }
                    _ => None,
                })
            });
            if let Some(id) = found {
                if inline {
                    if let ScopeKind::Namespace {
                        inline: ref mut il, ..
                    } = self.m.scopes[id].kind
                    {
                        *il = true;
                    }
                }
                return id;
            }
        } else {
            // unnamed namespaces of one parent are the same namespace
            for (id, s) in self.m.scopes.iter().enumerate() {
                if s.parent == Some(parent) {
                    if let ScopeKind::Namespace { name: None, .. } = s.kind {
                        return id;
                    }
                }
            }
        }
        let id = self.new_scope(
            ScopeKind::Namespace {
                name: name.clone(),
                inline,
            },
            parent,
        );
        if let Some(nm) = &name {
            self.declare(parent, nm, Sym::Ns(id));
        }
        // members of inline and unnamed namespaces are visible in the parent
        if inline || name.is_none() {
            self.m.scopes[parent].usings.push(id);
        }
        id
    }

    pub fn find_ns(&self, scope: Id, path: &[Rc<str>]) -> Option<Id> {
        let first = path.first()?;
        let mut s = Some(scope);
        let mut start = None;
        while let Some(id) = s {
            if let Some(v) = self.m.scopes[id].names.get(first) {
                if let Some(Sym::Ns(n)) = v.iter().find(|x| matches!(x, Sym::Ns(_))) {
                    start = Some(*n);
                    break;
                }
            }
            s = self.m.scopes[id].parent;
        }
        let mut cur = start?;
        for p in &path[1..] {
            let v = self.m.scopes[cur].names.get(p)?;
            match v.iter().find(|x| matches!(x, Sym::Ns(_))) {
                Some(Sym::Ns(n)) => cur = *n,
                _ => return None,
            }
        }
        Some(cur)
    }

    fn using(&mut self, i: usize, end: usize, ctx: &Ctx) -> usize {
        let e = self.skip_stmt(i, end);
        if self.t(i + 1) == "namespace" {
            let path: Vec<Rc<str>> = (i + 2..e.saturating_sub(1))
                .filter(|&k| self.is_ident(k))
                .map(|k| self.m.toks[k].text.clone())
                .collect();
            if let Some(ns) = self.find_ns(ctx.scope, &path) {
                self.m.scopes[ctx.scope].usings.push(ns);
            }
            return e;
        }
        if self.t(i + 1) == "enum" {
            return e;
        }
        // using X = type;
        if self.is_ident(i + 1) {
            let mut j = i + 2;
            let mut dummy = Specs::default();
            j = self.skip_attrs(j, &mut dummy);
            if self.t(j) == "=" {
                let name = self.m.toks[i + 1].text.clone();
                let ty = self.type_of_range(j + 1, e.saturating_sub(1), ctx.scope);
                self.m.aliases.push(Alias {
                    deprecated: dummy.attrs.deprecated,
                    vector_size: false,
                    name: name.clone(),
                    tok: i + 1,
                    scope: ctx.scope,
                    ty,
                    access: ctx.access,
                    member_of: ctx.class,
                    tparams: ctx.tparams.is_some(),
                });
                let id = self.m.aliases.len() - 1;
                self.declare(ctx.scope, &name, Sym::Alias(id));
                if let Some(c) = ctx.class {
                    self.m.classes[c].member_types.push(name);
                }
                return e;
            }
        }
        // using A::b;  (a using-declaration): make `b` known as whatever A::b is, when A is a
        // class or namespace of this TU; otherwise leave it unknown.
        let path: Vec<Rc<str>> = (i + 1..e.saturating_sub(1))
            .filter(|&k| self.is_ident(k) || self.t(k).starts_with('~'))
            .map(|k| self.m.toks[k].text.clone())
            .collect();
        if path.len() >= 2 {
            let last = path.last().unwrap().clone();
            if let Some(ns) = self.find_ns(ctx.scope, &path[..path.len() - 1]) {
                // the namespace's own members, else those of its inline (and unnamed, and
                // used) namespaces, breadth first: `using thrust::complex;` names the template
                // of thrust's versioned inline namespace (its catrig.h; before this the name
                // stayed the enclosing `detail::complex` namespace, and a function declaration
                // taking a `complex<double>` was read as a variable)
                let mut todo = vec![ns];
                let mut k = 0;
                // (each namespace once: the walk ends)
                while k < todo.len() {
                    let sc = todo[k];
                    k += 1;
                    if let Some(v) = self.m.scopes[sc].names.get(&last).cloned() {
                        for s in v {
                            self.declare(ctx.scope, &last, s);
                        }
                        break;
                    }
                    for &u in &self.m.scopes[sc].usings {
                        if !todo.contains(&u) {
                            todo.push(u);
                        }
                    }
                }
            } else if path[0].as_ref() == "std" && known_type(&last) {
                self.declare(ctx.scope, &last, Sym::OtherType);
            }
        }
        e
    }

    /// Bounded: `template template ...` nests one call per keyword.
    fn template(&mut self, i: usize, end: usize, ctx: &Ctx) -> usize {
        self.depth += 1;
        let r = if self.depth > MAX_DEPTH {
            crate::bounds::reached(self.tok(i), DEEP_DECLS);
            self.skip_stmt(i, end)
        } else {
            self.template_inner(i, end, ctx)
        };
        self.depth -= 1;
        r
    }

    fn template_inner(&mut self, i: usize, end: usize, ctx: &Ctx) -> usize {
        // explicit instantiation: template decl;
        if self.t(i + 1) != "<" {
            let e = self.skip_stmt(i, end);
            self.m.explicit_inst.push((i + 1, e, ctx.scope));
            if !matches!(self.t(i + 1), "class" | "struct" | "union") {
                let mut c = ctx.clone();
                c.explicit_inst = true;
                c.template_tok = Some(i);
                let _ = self.simple_decl(i + 1, e, &c);
            }
            return e;
        }
        let close = match self.skip_targs(i + 1) {
            Some(c) => c,
            None => return self.skip_stmt(i, end),
        };
        let tps = self.tparams(i + 2, close - 1);
        // default template arguments are code in the enclosing scope (unevaluated)
        for (a, b) in self.split_commas(i + 2, close - 1) {
            if let Some(eq) = (a..b).find(|&k| self.t(k) == "=") {
                if !self.scanned.contains(&eq) {
                    self.scanned.insert(eq);
                    self.scan_expr(eq + 1, b, ctx.scope, uf::UNEVAL | uf::TARG);
                }
            }
        }
        let tscope = self.new_scope(ScopeKind::Other, ctx.inner);
        for tp in &tps {
            if let Some(nm) = &tp.name {
                let s = if tp.is_template {
                    Sym::TParamTemplate
                } else if tp.is_type {
                    Sym::TParamType
                } else {
                    Sym::TParamValue
                };
                self.declare(tscope, nm, s);
            }
        }
        let mut c = ctx.clone();
        c.inner = tscope;
        if c.template_tok.is_none() {
            c.template_tok = Some(i);
        }
        let mut j = close;
        // requires-clause after the parameter list
        if self.t(j) == "requires" {
            j = self.skip_requires(j + 1, end);
        }
        if tps.is_empty() && self.t(i + 2) == ">" {
            c.specialization = true;
        }
        if let Some(prev) = c.tparams.take() {
            c.outer_tparams.push(prev);
        }
        c.tparams = Some(tps);
        if self.t(j) == "template" {
            return self.template(j, end, &c);
        }
        if self.t(j) == "using" {
            return self.using(j, end, &c);
        }
        if self.t(j) == "concept" {
            return self.skip_stmt(j, end);
        }
        if self.t(j) == "friend" {
            c.friend = true;
        }
        self.simple_decl(j, end, &c)
    }

    fn skip_requires(&self, mut j: usize, end: usize) -> usize {
        // a requires-clause: primary expressions joined by && / ||
        loop {
            if j >= end {
                return j;
            }
            if self.t(j) == "(" {
                j = self.after(j);
            } else if self.t(j) == "requires" {
                j += 1;
                if self.t(j) == "(" {
                    j = self.after(j);
                }
                if self.t(j) == "{" {
                    j = self.after(j);
                }
            } else {
                // qualified name with template args
                while self.is_ident(j) || self.t(j) == "::" {
                    j += 1;
                    if self.t(j) == "<" {
                        if let Some(a) = self.skip_targs(j) {
                            j = a;
                        }
                    }
                }
            }
            if self.t(j) == "&&" || self.t(j) == "||" {
                j += 1;
                continue;
            }
            return j;
        }
    }

    /// A C++20 lambda's template parameter list at the `<` at `j`: after the introducer or after
    /// the execution space annotations (`[] <typename T, int N>`, `[] __device__ <class T>`).
    fn lambda_tparams_at(&self, j: usize) -> bool {
        j > 0
            && matches!(self.t(j - 1), "]" | "__host__" | "__device__")
            && matches!(self.t(j + 1), "typename" | "class" | "template")
    }

    fn split_commas(&self, a: usize, b: usize) -> Vec<(usize, usize)> {
        // split at top-level commas, treating `<...>` as brackets where they parse as such
        let mut out = Vec::new();
        let mut s = a;
        let mut j = a;
        while j < b {
            match self.t(j) {
                "(" | "[" | "{" => {
                    j = self.after(j).min(b);
                    continue;
                }
                "<" => {
                    // a C++20 lambda's template parameter list follows its introducer or its
                    // execution space annotations (`[] <typename T, int N>`)
                    let prev_ident = j > 0
                        && (self.is_ident(j - 1)
                            || matches!(self.t(j - 1), "template" | "operator")
                            || self.lambda_tparams_at(j));
                    if prev_ident {
                        if let Some(e) = self.skip_targs(j) {
                            if e <= b {
                                j = e;
                                continue;
                            }
                        }
                    }
                }
                "," => {
                    out.push((s, j));
                    s = j + 1;
                }
                _ => {}
            }
            j += 1;
        }
        if s < b || !out.is_empty() {
            out.push((s, b));
        }
        out
    }

    fn tparams(&mut self, a: usize, b: usize) -> Vec<TParam> {
        let mut v = Vec::new();
        for (s, e) in self.split_commas(a, b) {
            if s >= e {
                continue;
            }
            let mut tp = TParam {
                tok: s,
                ..Default::default()
            };
            let mut j = s;
            if self.t(j) == "template" {
                tp.is_template = true;
                tp.is_type = true;
                if let Some(c) = self.skip_targs(j + 1) {
                    j = c;
                }
            }
            // stop at default argument
            let mut stop = e;
            let mut k = j;
            while k < e {
                if self.t(k) == "=" {
                    stop = k;
                    break;
                }
                // `=` inside parentheses or brackets (`enable_if_t<(sizeof(T) != 0)>`,
                // `int (*f)(int) = ...`) is not the default argument's
                k = if matches!(self.t(k), "(" | "[" | "{") {
                    self.after(k)
                } else {
                    k + 1
                };
            }
            let first = self.t(j).to_string();
            if first == "typename" || first == "class" {
                tp.is_type = true;
            }
            // Anything else that is not a template template parameter is taken as a non-type
            // parameter, constrained type parameters `Concept T` included. (A guess at those,
            // two identifiers the first of which is an unknown capitalised name, had been
            // switched off with `&& false`, always leaving `is_type` false here, and was
            // removed.)
            tp.pack = (j..stop).any(|k| self.t(k) == "...");
            tp.placeholder = !tp.is_type && (j..stop).any(|k| self.t(k) == "auto");
            // name: the identifier that ends the declarator, before `=`. A qualified name
            // (`typename T::type`, `std::size_t`) or a closing `>` there ends a type: the
            // parameter is unnamed. Parenthesised and array declarators (`void (*f)(int)`) are
            // searched backwards for their identifier.
            let mut last = stop;
            while last > j
                && matches!(
                    self.t(last - 1),
                    "*" | "&" | "&&" | "..." | "const" | "volatile"
                )
            {
                last -= 1;
            }
            let ends_type = last > j && {
                let l = last - 1;
                matches!(self.t(l), ">" | "::")
                    || self.is_ident(l) && l > j && matches!(self.t(l - 1), "::" | ".")
            };
            let mut k = if ends_type { j } else { stop };
            while k > j {
                k -= 1;
                if self.is_ident(k) {
                    // an identifier directly followed by `<` or `::` is part of a type
                    if matches!(self.t(k + 1), "<" | "::") {
                        break;
                    }
                    // `typename T` / `class T` / `int N` / `Type N`: accept when preceded by
                    // something that ends a type
                    let prev = self.t(k.saturating_sub(1));
                    if k > j || tp.is_type {
                        if k == j && !tp.is_type {
                            break;
                        }
                        let _ = prev;
                        tp.name = Some(self.m.toks[k].text.clone());
                        tp.tok = k;
                    }
                    break;
                }
                if matches!(
                    self.t(k),
                    ">" | "*" | "&" | "..." | "class" | "typename" | "&&"
                ) {
                    if matches!(self.t(k), ">" | "*" | "&" | "&&") {
                        continue;
                    }
                    if self.t(k) == "..." {
                        continue;
                    }
                    break;
                }
            }
            v.push(tp);
        }
        v
    }

    // ------------------------------------------------------------------ simple declarations

    /// Parse decl-specifiers starting at i. Returns the index of the first declarator token.
    fn specifiers(&mut self, mut i: usize, end: usize, ctx: &Ctx, s: &mut Specs) -> usize {
        let spec_start = i;
        self.cur_scope = ctx.scope;
        let mut type_start = None;
        let mut type_end = i;
        let mut builtin: Vec<&'static str> = Vec::new();
        let mut guard = 0;
        while i < end {
            guard += 1;
            if guard > 10_000 {
                break;
            }
            let j = self.skip_attrs(i, s);
            if j != i {
                i = j;
                continue;
            }
            let t = self.t(i).to_string();
            match t.as_str() {
                "__host__" => {
                    s.sp.host = true;
                    s.sp_tok = i;
                }
                "__device__" => {
                    s.dev_kw = true;
                    s.sp_tok = i;
                    s.mem_tok = i;
                }
                "__global__" => {
                    s.sp.global = true;
                    s.sp_tok = i;
                }
                "__shared__" => {
                    s.mem.shared = true;
                    s.mem_tok = i;
                }
                "__constant__" => {
                    s.mem.constant = true;
                    s.mem_tok = i;
                }
                "__managed__" => {
                    s.mem.managed = true;
                    s.mem_tok = i;
                }
                "inline" | "__inline__" | "__inline" | "__forceinline__" | "__noinline__" => {
                    s.is_inline = true
                }
                "static" => s.is_static = true,
                "extern" => s.is_extern = true,
                "thread_local" | "__thread" | "_Thread_local" => s.is_thread_local = true,
                "constexpr" => s.is_constexpr = true,
                "consteval" => {
                    s.is_constexpr = true;
                    s.is_consteval = true;
                }
                "constinit" => {}
                "virtual" => s.is_virtual = true,
                "explicit" => {
                    if self.t(i + 1) == "(" {
                        i = self.after(i + 1);
                        continue;
                    }
                }
                "friend" => s.is_friend = true,
                "mutable" => s.is_mutable = true,
                "register" => {}
                "typedef" => s.is_typedef = true,
                "const" => s.ty.is_const = true,
                "volatile" => s.ty.is_volatile = true,
                "typename" => {}
                "struct" | "class" | "union" | "enum" => {
                    if s.have_type {
                        break;
                    }
                    let (next, cid) = if t == "enum" {
                        self.enum_spec(i, end, ctx)
                    } else {
                        self.class_spec(i, end, ctx)
                    };
                    if type_start.is_none() {
                        type_start = Some(i);
                    }
                    // the type's name
                    let mut k = i + 1;
                    let mut path = Vec::new();
                    while k < next {
                        if self.is_ident(k) && !matches!(self.t(k), "final") {
                            path.push(self.m.toks[k].text.clone());
                            if self.t(k + 1) == "::" {
                                k += 2;
                                continue;
                            }
                            break;
                        }
                        if matches!(self.t(k), ":" | "{") {
                            break;
                        }
                        if self.t(k) == "(" || self.t(k) == "[" {
                            k = self.after(k);
                            continue;
                        }
                        k += 1;
                    }
                    if t == "enum" && path.is_empty() {
                        path.push(Rc::from("<enum>"));
                    }
                    s.ty.path = path;
                    s.class_def = cid;
                    s.have_type = true;
                    i = next;
                    type_end = i;
                    continue;
                }
                "decltype" | "__typeof__" | "typeof" if self.t(i + 1) == "(" => {
                    if s.have_type {
                        break;
                    }
                    let close = self.after(i + 1);
                    if self.t(i + 2) == "auto" && close == i + 4 {
                        builtin.push("auto");
                        s.ty.builtin = "decltype(auto)".into();
                    } else {
                        s.ty.decltype = Some((i + 2, close - 1));
                        if !self.scanned.contains(&i) {
                            self.scanned.insert(i);
                            self.scan_expr(i, close, ctx.scope, uf::UNEVAL);
                        }
                    }
                    if type_start.is_none() {
                        type_start = Some(i);
                    }
                    s.have_type = true;
                    i = close;
                    type_end = i;
                    // decltype(x)::member
                    if self.t(i) == "::" {
                        let (e, path) = self.qual_name(i + 1, end);
                        s.ty.path = path;
                        i = e;
                        type_end = i;
                    }
                    continue;
                }
                "__underlying_type" if self.t(i + 1) == "(" => {
                    s.have_type = true;
                    i = self.after(i + 1);
                    type_end = i;
                    continue;
                }
                _ => {
                    if let Some(&w) = BUILTIN_TYPE_WORDS.iter().find(|w| **w == t) {
                        // `long` after a named type etc. is still builtin
                        if s.have_type && builtin.is_empty() {
                            break;
                        }
                        builtin.push(w);
                        if type_start.is_none() {
                            type_start = Some(i);
                        }
                        s.have_type = true;
                        i += 1;
                        type_end = i;
                        continue;
                    }
                    if t == "operator" || t == "~" {
                        if !s.have_type {
                            s.special = true;
                        }
                        break;
                    }
                    if self.is_ident(i) || (t == "::" && self.is_ident(i + 1)) {
                        if s.have_type {
                            break;
                        }
                        let (e, path) = self.qual_name(i, end);
                        if path.is_empty() {
                            break;
                        }
                        // constructor / destructor / conversion declarator?
                        let last = path.last().unwrap().clone();
                        let next = self.t(e);
                        let is_ctor_name = match ctx.class {
                            Some(c) => {
                                self.m.classes[c].name.as_ref() == Some(&last) && path.len() == 1
                            }
                            None => false,
                        } || (path.len() >= 2 && path[path.len() - 2] == last)
                            || last.starts_with('~')
                            || (path.len() >= 2 && self.t(e - 1) == "operator");
                        if next == "(" && is_ctor_name {
                            s.special = true;
                            break;
                        }
                        // qualified destructor / conversion: A::~A, A::operator int
                        if self.t(e) == "::" && matches!(self.t(e + 1), "~" | "operator") {
                            s.special = true;
                            break;
                        }
                        if type_start.is_none() {
                            type_start = Some(i);
                        }
                        s.ty.path = path;
                        // template arguments of the last component
                        s.have_type = true;
                        i = e;
                        type_end = i;
                        continue;
                    }
                    break;
                }
            }
            i += 1;
            if s.have_type {
                // cv after the type are still part of the specifiers
            }
        }
        s.sp.device = s.dev_kw;
        let ts = type_start.unwrap_or(spec_start);
        s.ty.spec = (ts, type_end.max(ts));
        builtin.sort_by_key(|w| match *w {
            "unsigned" | "signed" => 0,
            "short" | "long" => 1,
            _ => 2,
        });
        // normalise: `unsigned` alone is unsigned int; `long int` is long
        let mut b: Vec<&str> = builtin.clone();
        if b.len() > 1
            && b.last() == Some(&"int")
            && b.iter().any(|w| matches!(*w, "short" | "long"))
        {
            b.pop();
        }
        if b == ["unsigned"] || b == ["signed"] {
            b.push("int");
        }
        if b == ["signed", "int"] {
            b = vec!["int"];
        }
        if s.ty.builtin.is_empty() {
            s.ty.builtin = b.join(" ");
        }
        i
    }

    /// A qualified name at i (`::a::b<int>::c`, `~X`, `operator+`): returns the index after it
    /// and its components (template arguments dropped).
    fn qual_name(&mut self, mut i: usize, end: usize) -> (usize, Vec<Rc<str>>) {
        let mut path = Vec::new();
        if self.t(i) == "::" {
            i += 1;
        }
        loop {
            if i >= end {
                break;
            }
            if self.t(i) == "template" {
                i += 1;
            }
            if self.t(i) == "~" && self.is_ident(i + 1) {
                path.push(Rc::from(format!("~{}", self.t(i + 1))));
                i += 2;
                break;
            }
            if self.t(i) == "operator" {
                let (e, name) = self.operator_name(i);
                path.push(Rc::from(name));
                i = e;
                break;
            }
            if !self.is_ident(i) {
                break;
            }
            path.push(self.m.toks[i].text.clone());
            i += 1;
            if self.t(i) == "<" {
                if let Some(e) = self.skip_targs(i) {
                    let scope = self.cur_scope;
                    self.m.template_ids.push((i - 1, (i + 1, e - 1), scope));
                    if !self.scanned.contains(&i) {
                        self.scanned.insert(i);
                        self.scan_expr(i + 1, e - 1, scope, uf::TARG);
                    }
                    i = e;
                }
            }
            if self.t(i) == "::"
                && (self.is_ident(i + 1) || matches!(self.t(i + 1), "template" | "~" | "operator"))
            {
                i += 1;
                continue;
            }
            break;
        }
        (i, path)
    }

    fn operator_name(&self, i: usize) -> (usize, String) {
        // operator at i
        let mut j = i + 1;
        let t = self.t(j).to_string();
        match t.as_str() {
            "(" if self.t(j + 1) == ")" => (j + 2, "operator()".into()),
            "[" if self.t(j + 1) == "]" => (j + 2, "operator[]".into()),
            "new" | "delete" => {
                j += 1;
                if self.t(j) == "[" && self.t(j + 1) == "]" {
                    j += 2;
                }
                (j, format!("operator {t}"))
            }
            ">" => {
                // >, >>, >=, >>=
                let mut s = String::from(">");
                j += 1;
                while matches!(self.t(j), ">" | "=" | ">=") && self.adjacent(j) && s.len() < 3 {
                    s.push_str(self.t(j));
                    j += 1;
                }
                (j, format!("operator{s}"))
            }
            // `::` is no overloadable operator: `operator ::cuda::std::size_t()` is a conversion
            // to a globally qualified type (libcudacxx spells every type that way)
            _ if t != "::" && self.tok(j).is_some_and(|t| t.kind == TK::Punct) => {
                (j + 1, format!("operator{t}"))
            }
            // `operator""_x` lexes as one user-defined string literal token, `operator "" _x`
            // as a string and an identifier
            _ if self.tok(j).is_some_and(|t| t.kind == TK::Str) && t.len() > 2 => {
                (j + 1, format!("operator\"\"{}", &t[2..]))
            }
            _ if self.tok(j).is_some_and(|t| t.kind == TK::Str) => {
                (j + 2, format!("operator\"\"{}", self.t(j + 1)))
            }
            _ => {
                // conversion function: operator type-id
                let mut k = j;
                while k < self.n() && self.t(k) != "(" {
                    if self.t(k) == "<" {
                        if let Some(e) = self.skip_targs(k) {
                            k = e;
                            continue;
                        }
                    }
                    k += 1;
                    if k - j > 20 {
                        break;
                    }
                }
                (k, format!("operator {}", self.m.text(j, k)))
            }
        }
    }

    fn simple_decl(&mut self, i: usize, end: usize, ctx: &Ctx) -> usize {
        let mut s = Specs::default();
        let mut j = self.specifiers(i, end, ctx, &mut s);
        // structured binding: auto [a, b] = ...;  auto &[a, b] = ...;
        if s.ty.builtin == "auto" && s.ty.path.is_empty() {
            let mut k = j;
            while matches!(self.t(k), "&" | "&&") {
                k += 1;
            }
            if self.t(k) == "[" && self.t(k + 1) != "[" {
                let e = self.structured_binding(i, j, end, ctx, &s);
                return if self.t(e) == ";" {
                    e + 1
                } else {
                    self.skip_stmt(e, end)
                };
            }
        }
        if s.is_friend && !ctx.friend {
            let mut c = ctx.clone();
            c.friend = true;
            return self.finish_decl(i, j, end, &c, s);
        }
        if !s.have_type && !s.special {
            // `struct S;` handled by class_spec; something we do not understand:
            if matches!(self.t(j), ";") {
                return j + 1;
            }
            // a declarator without a type: only a macro invocation or junk
            j = self.skip_stmt(j, end);
            self.m.skipped += 1;
            return j;
        }
        self.finish_decl(i, j, end, ctx, s)
    }

    fn finish_decl(
        &mut self,
        start: usize,
        mut j: usize,
        end: usize,
        ctx: &Ctx,
        s: Specs,
    ) -> usize {
        if self.t(j) == ";" {
            if let Some(cid) = s.class_def {
                if self.m.classes[cid].name.is_none() && self.m.classes[cid].key == ClassKey::Union
                {
                    self.anon_union_members(cid, ctx, &s);
                }
            }
            return j + 1;
        }
        let mut first = true;
        let mut guard = 0;
        loop {
            guard += 1;
            if guard > 1000 || j >= end {
                return end.min(self.n());
            }
            let d = match self.declarator(j, end, ctx, &s) {
                Some(d) => d,
                None => {
                    self.m.skipped += 1;
                    return self.skip_stmt(j, end);
                }
            };
            j = d.end;
            let is_function = d.func.is_some() && !s.is_typedef;
            if s.is_typedef {
                if let Some(nm) = d.name.clone() {
                    let mut ty = s.ty.clone();
                    self.apply_declarator(&mut ty, &d);
                    let vs = s.attrs.vector_size
                        || (start..d.end.min(self.n()))
                            .any(|k| matches!(self.t(k), "vector_size" | "__vector_size__"));
                    self.m.aliases.push(Alias {
                        deprecated: s.attrs.deprecated || d.deprecated,
                        vector_size: vs,
                        name: nm.clone(),
                        tok: d.name_tok,
                        scope: ctx.scope,
                        ty,
                        access: ctx.access,
                        member_of: ctx.class,
                        tparams: false,
                    });
                    let id = self.m.aliases.len() - 1;
                    self.declare(ctx.scope, &nm, Sym::Alias(id));
                    if let Some(c) = ctx.class {
                        self.m.classes[c].member_types.push(nm);
                    }
                }
            } else if is_function {
                let r = self.function(start, &d, end, ctx, &s);
                match r {
                    FnEnd::Body(e) => return e,
                    FnEnd::Decl(e) => j = e,
                }
            } else if let Some(nm) = d.name.clone() {
                j = self.variable(start, &d, nm, j, end, ctx, &s, first);
            } else if s.class_def.is_some() || matches!(self.t(j), ";") {
                // `struct S { ... };` or an anonymous union: handled in class_spec
                if let Some(cid) = s.class_def {
                    if self.m.classes[cid].name.is_none()
                        && self.m.classes[cid].key == ClassKey::Union
                    {
                        self.anon_union_members(cid, ctx, &s);
                    }
                }
            } else {
                self.m.skipped += 1;
                return self.skip_stmt(j, end);
            }
            first = false;
            match self.t(j) {
                "," => {
                    j += 1;
                    continue;
                }
                ";" => return j + 1,
                _ => {
                    self.m.skipped += 1;
                    return self.skip_stmt(j, end);
                }
            }
        }
    }

    fn anon_union_members(&mut self, cid: Id, ctx: &Ctx, s: &Specs) {
        let fields = self.m.classes[cid].fields.clone();
        for f in fields {
            self.m.vars[f].anon_union = true;
            self.m.vars[f].is_static = s.is_static;
            if ctx.class.is_none() {
                self.m.vars[f].member_of = None;
                self.m.vars[f].scope = ctx.scope;
            }
            let nm = self.m.vars[f].name.clone();
            self.declare(ctx.scope, &nm, Sym::Var(f));
        }
    }

    /// Bounded: `int ((((x))))` nests one call per parenthesis.
    fn declarator(&mut self, j: usize, end: usize, ctx: &Ctx, s: &Specs) -> Option<Declarator> {
        self.depth += 1;
        let r = if self.depth > MAX_DEPTH {
            crate::bounds::reached(self.tok(j), DEEP_DECLARATOR);
            None
        } else {
            self.declarator_inner(j, end, ctx, s)
        };
        self.depth -= 1;
        r
    }

    fn declarator_inner(
        &mut self,
        mut j: usize,
        end: usize,
        ctx: &Ctx,
        s: &Specs,
    ) -> Option<Declarator> {
        let mut d = Declarator {
            name: None,
            qual: Vec::new(),
            name_tok: j,
            name_targs: None,
            ptr: 0,
            reference: 0,
            dims: Vec::new(),
            func: None,
            inner_func: false,
            pack: false,
            kind: FnKind::Normal,
            end: j,
            is_const_ptr: false,
            deprecated: false,
        };
        let mut dummy = Specs::default();
        // pointer operators
        loop {
            j = self.skip_attrs(j, &mut dummy);
            match self.t(j) {
                "*" => {
                    d.ptr += 1;
                    d.is_const_ptr = false;
                    j += 1;
                }
                "&" => {
                    d.reference = 1;
                    j += 1;
                }
                "&&" => {
                    d.reference = 2;
                    j += 1;
                }
                "const" | "volatile" => {
                    if d.ptr > 0 {
                        d.is_const_ptr = true;
                    }
                    j += 1;
                }
                "__restrict__" | "__restrict" | "restrict" => j += 1,
                _ => {
                    // member pointer: X::*
                    if self.is_ident(j) {
                        let mut k = j;
                        while self.is_ident(k) && self.t(k + 1) == "::" {
                            k += 2;
                            if self.t(k - 1) == "::" && self.t(k) == "<" {
                                break;
                            }
                        }
                        if k > j && self.t(k) == "*" {
                            d.ptr += 1;
                            j = k + 1;
                            continue;
                        }
                    }
                    break;
                }
            }
        }
        if self.t(j) == "..." {
            d.pack = true;
            j += 1;
        }
        // direct declarator
        if self.t(j) == "(" && matches!(self.t(j + 1), "*" | "&" | "&&" | "^" | "(") {
            // nested declarator: ( *name )( params )
            let close = self.mat(j)?;
            let inner = self.declarator(j + 1, close, ctx, s)?;
            d.name = inner.name;
            d.qual = inner.qual;
            d.name_tok = inner.name_tok;
            d.ptr += inner.ptr;
            d.reference = d.reference.max(inner.reference);
            d.dims = inner.dims;
            // `T (&as_array())[N]`, `void (*signal(int))(int)`: the parameter list applied
            // to the name itself, inside the parentheses, makes the entity a function (whose
            // return type the outer parts shape); otherwise the name is a pointer to (or an
            // array of pointers to) a function or array
            if inner.func.is_some() && !inner.inner_func {
                d.func = inner.func;
                d.kind = inner.kind;
            } else {
                d.inner_func = true;
            }
            j = close + 1;
            // what follows applies to the pointee: params or arrays
            while self.t(j) == "(" || self.t(j) == "[" {
                j = self.after(j);
            }
            j = self.fn_suffix(j, end, &mut None);
            d.end = j;
            return Some(d);
        }
        if self.t(j) == "::" || self.is_ident(j) || self.t(j) == "~" || self.t(j) == "operator" {
            let st = j;
            let (e, path) = self.qual_name(j, end);
            if path.is_empty() {
                return None;
            }
            let last = path.last().unwrap().clone();
            // template-id as a declarator name (explicit specialization)
            let mut k = e;
            if self.t(e.saturating_sub(1)) == ">" && e > st {
                // find the `<` of the last component
                let mut q = st;
                while q < e {
                    if self.t(q) == "<" {
                        if let Some(c) = self.skip_targs(q) {
                            if c == e {
                                d.name_targs = Some((q + 1, c - 1));
                                break;
                            }
                            q = c;
                            continue;
                        }
                    }
                    q += 1;
                }
            }
            d.name_tok = (st..e)
                .rev()
                .find(|&q| self.is_ident(q) || self.t(q) == "operator" || self.t(q) == "~")
                .unwrap_or(st);
            if last.starts_with("operator") {
                d.name_tok = (st..e).find(|&q| self.t(q) == "operator").unwrap_or(st);
            }
            if last.starts_with('~') {
                d.kind = FnKind::Dtor;
                d.name_tok = (st..e).find(|&q| self.t(q) == "~").map_or(st, |q| q + 1);
            } else if last.starts_with("operator ")
                && !last.starts_with("operator new")
                && !last.starts_with("operator delete")
            {
                d.kind = FnKind::Conversion;
            } else if last.starts_with("operator") {
                d.kind = FnKind::Operator;
            } else if s.special || (!s.have_type && ctx.class.is_some()) {
                d.kind = FnKind::Ctor;
            }
            d.qual = path[..path.len() - 1].to_vec();
            d.name = Some(last);
            k = k.max(e);
            j = k;
            let mut da = Specs::default();
            j = self.skip_attrs(j, &mut da);
            d.deprecated = da.attrs.deprecated;
        }
        // suffixes
        loop {
            match self.t(j) {
                "[" if self.t(j + 1) != "[" => {
                    let close = self.after(j);
                    d.dims.push(self.m.text(j + 1, close.saturating_sub(1)));
                    if close > j + 2 && !self.scanned.contains(&j) {
                        self.scanned.insert(j);
                        self.scan_expr(j + 1, close - 1, ctx.scope, uf::CONST_CTX);
                    }
                    j = close;
                }
                "(" => {
                    // (a second test, `d.name.is_none() && !ctx.in_condition && s.have_type`,
                    // had been switched off with `&& false` and was removed)
                    if d.func.is_some() {
                        break;
                    }
                    // function declarator or direct-initializer?
                    if self.is_function_params(j, ctx, s, &d) {
                        d.func = Some(j);
                        j = self.after(j);
                        j = self.fn_suffix(j, end, &mut None);
                    } else {
                        break;
                    }
                }
                _ => break,
            }
        }
        d.end = j;
        Some(d)
    }

    /// After a parameter list: cv, ref-qualifier, noexcept, throw(), trailing return, virt-specifiers.
    fn fn_suffix(&mut self, mut j: usize, end: usize, _out: &mut Option<usize>) -> usize {
        let mut dummy = Specs::default();
        loop {
            if j >= end {
                return j;
            }
            j = self.skip_attrs(j, &mut dummy);
            match self.t(j) {
                "const" | "volatile" | "&" | "&&" | "override" | "final" | "mutable"
                | "constexpr" => j += 1,
                "noexcept" | "throw" => {
                    j += 1;
                    if self.t(j) == "(" {
                        j = self.after(j);
                    }
                }
                "->" => {
                    // trailing return type: up to `{`, `;`, `=`, `override`, `final`, `requires`
                    // or `,` outside its template argument lists; a list `skip_targs` cannot
                    // match (`enable_if_t<a<X>::value && b, T>`) is followed by counting
                    // angle brackets, so its `,` does not end the declaration
                    j += 1;
                    let mut angles = 0usize;
                    while j < end
                        && !matches!(self.t(j), "{" | ";")
                        && !(angles == 0
                            && matches!(self.t(j), "=" | "override" | "final" | "requires" | ","))
                    {
                        match self.t(j) {
                            "(" | "[" => {
                                j = self.after(j);
                                continue;
                            }
                            "<" => {
                                if let Some(e) = self.skip_targs(j) {
                                    j = e;
                                    continue;
                                }
                                angles += 1;
                            }
                            ">" => angles = angles.saturating_sub(1),
                            ">>" => angles = angles.saturating_sub(2),
                            _ => {}
                        }
                        j += 1;
                    }
                }
                "requires" => j = self.skip_requires(j + 1, end),
                _ => return j,
            }
        }
    }

    /// Decide whether the parenthesised group at `open` is a parameter list.
    fn is_function_params(&self, open: usize, ctx: &Ctx, s: &Specs, d: &Declarator) -> bool {
        let close = match self.mat(open) {
            Some(c) => c,
            None => return false,
        };
        if d.name.is_none() {
            // abstract declarator in a parameter: `int (int)` function type
            return true;
        }
        // a trailing return type or a body follows a parameter list only, whatever the group
        // holds (thrust's `inline __host__ __device__ device_system_tag
        // select_system(thrust::any_system_tag) {`, libcudacxx's `auto __iter_concept_fn(_Iter,
        // __priority_tag<0>) -> ...;`, their types declared where the parser's lookup does
        // not reach)
        if self.t(close + 1) == "->" || (self.t(close + 1) == "{" && !ctx.local) {
            return true;
        }
        if s.special || matches!(d.kind, FnKind::Dtor | FnKind::Operator | FnKind::Conversion) {
            return true;
        }
        if ctx.class.is_some() && !ctx.local {
            return true;
        }
        if s.sp.global || (s.sp.host && !s.dev_kw) {
            return true;
        }
        if !d.qual.is_empty() && !ctx.local && ctx.class.is_none() {
            // out-of-line definition of a member function (or a static member's direct-init:
            // `int S::x(3);` is rare)
            let a = open + 1;
            if a == close || self.params_look_like_types(a, close, ctx) {
                return true;
            }
        }
        if s.ty.builtin == "void" && d.ptr == 0 {
            return true;
        }
        let a = open + 1;
        if a == close {
            // `T x();` is a function declaration
            return true;
        }
        self.params_look_like_types(a, close, ctx)
    }

    fn params_look_like_types(&self, a: usize, close: usize, ctx: &Ctx) -> bool {
        let t = self.t(a);
        if t == "void" && self.t(a + 1) == ")" {
            return true;
        }
        if t == "..." {
            return true;
        }
        if BUILTIN_TYPE_WORDS.contains(&t)
            || matches!(
                t,
                "const"
                    | "volatile"
                    | "typename"
                    | "struct"
                    | "class"
                    | "union"
                    | "enum"
                    | "decltype"
                    | "unsigned"
                    | "signed"
            )
        {
            // `int(3)` functional cast in an initializer is rare; treat as type. A parenthesized
            // declarator (`int (*f)(int)`, `int (&r)[3]`) is a parameter, never a cast.
            if self.t(a + 1) == "(" && t != "decltype" {
                let mut k = a + 2;
                if !matches!(self.t(k), "*" | "&" | "&&") {
                    return false;
                }
                k += 1;
                if self.is_ident(k) {
                    k += 1;
                }
                return self.t(k) == ")" && matches!(self.t(k + 1), "(" | "[");
            }
            return true;
        }
        if matches!(t, "[") && self.t(a + 1) == "[" {
            return true;
        }
        if t == "__shared__"
            || t == "__device__"
            || t == "__constant__"
            || t == "__managed__"
            || t == "__grid_constant__"
        {
            return true;
        }
        if self.is_ident(a) || t == "::" {
            // resolve the leading name
            let mut k = a;
            let mut path = Vec::new();
            if self.t(k) == "::" {
                k += 1;
            }
            while self.is_ident(k) {
                path.push(self.m.toks[k].text.clone());
                k += 1;
                if self.t(k) == "<" {
                    if let Some(e) = self.skip_targs(k) {
                        k = e;
                    }
                }
                if self.t(k) == "::" {
                    k += 1;
                    continue;
                }
                break;
            }
            match self.name_is_type(ctx.inner, &path) {
                Some(true) => return true,
                Some(false) => return false,
                None => {}
            }
            // unknown name: a declaration when followed by a declarator-ish token
            let nx = self.t(k);
            // `T const& x`, `T volatile* p`: a cv-qualifier after a name only follows a type
            if self.is_ident(k) || matches!(nx, "..." | "const" | "volatile") {
                return true;
            }
            if matches!(nx, "*" | "&" | "&&") {
                let nn = self.t(k + 1);
                return self.is_ident(k + 1)
                    || matches!(nn, "," | ")" | "*" | "&" | "const")
                    || k + 1 == close;
            }
            if nx == "," || k == close {
                // `f(T)` vs `S s(x)`: unknown; uppercase-initial names are usually types
                return path.last().is_some_and(|p| {
                    p.chars().next().is_some_and(|c| c.is_uppercase()) || p.ends_with("_t")
                });
            }
            return false;
        }
        false
    }

    fn apply_declarator(&self, ty: &mut Ty, d: &Declarator) {
        ty.top_const = if d.ptr > 0 {
            d.is_const_ptr
        } else {
            ty.is_const
        };
        ty.ptr += d.ptr;
        ty.reference = d.reference.max(ty.reference);
        ty.dims = d.dims.clone();
        ty.func = d.inner_func;
        ty.pack = d.pack;
        ty.idents = (ty.spec.0..ty.spec.1)
            .filter(|&k| self.is_ident(k))
            .collect();
        if let Some((a, b)) = ty.decltype {
            ty.idents.extend((a..b).filter(|&k| self.is_ident(k)));
        }
        if ty.targs.is_none() {
            // template args of the base name
            let (a, b) = ty.spec;
            for k in a..b {
                if self.t(k) == "<" {
                    if let Some(e) = self.skip_targs(k) {
                        ty.targs = Some((k + 1, e - 1));
                        break;
                    }
                }
            }
        }
    }

    /// Parse a type-id in [a, b) (alias targets, trailing returns).
    fn type_of_range(&mut self, a: usize, b: usize, scope: Id) -> Ty {
        let mut s = Specs::default();
        let ctx = Ctx::new(scope);
        let j = self.specifiers(a, b, &ctx, &mut s);
        let mut ty = s.ty.clone();
        let mut d = Declarator {
            name: None,
            qual: vec![],
            name_tok: j,
            name_targs: None,
            ptr: 0,
            reference: 0,
            dims: vec![],
            func: None,
            inner_func: false,
            pack: false,
            kind: FnKind::Normal,
            end: j,
            is_const_ptr: false,
            deprecated: false,
        };
        for k in j..b {
            match self.t(k) {
                "*" => d.ptr += 1,
                "&" => d.reference = 1,
                "&&" => d.reference = 2,
                "(" => d.inner_func = true,
                _ => {}
            }
        }
        self.apply_declarator(&mut ty, &d);
        ty
    }

    // ------------------------------------------------------------------ functions

    fn function(
        &mut self,
        start: usize,
        d: &Declarator,
        end: usize,
        ctx: &Ctx,
        s: &Specs,
    ) -> FnEnd {
        let open = d.func.unwrap();
        let close = self.mat(open).unwrap_or(open);
        let mut j = d.end;
        let mut f = Func {
            name: d.name.clone().unwrap_or_else(|| Rc::from("")),
            qual: d.qual.clone(),
            scope: ctx.scope,
            class: ctx.class,
            tok: d.name_tok,
            start,
            sp: s.sp,
            sp_tok: s.sp_tok,
            kind: d.kind,
            is_static: s.is_static,
            is_inline: s.is_inline,
            is_constexpr: s.is_constexpr,
            is_consteval: s.is_consteval,
            is_virtual: s.is_virtual,
            is_friend: s.is_friend || ctx.friend,
            is_extern: s.is_extern || ctx.extern_c,
            is_pure: false,
            is_override: false,
            is_final: false,
            deleted: false,
            defaulted: false,
            exception_spec: None,
            deduced_ret: false,
            trailing_ret: false,
            variadic: false,
            ret: None,
            params: Vec::new(),
            tparams: ctx.tparams.clone(),
            outer_tparams: ctx.outer_tparams.clone(),
            specialization: ctx.specialization,
            body: None,
            body_scope: None,
            ctor_init: None,
            access: ctx.access,
            attrs: s.attrs.clone(),
            end: 0,
            local: ctx.local,
            name_targs: d.name_targs,
            explicit_inst: ctx.explicit_inst,
            template_tok: ctx.template_tok.unwrap_or(start),
        };
        if f.kind == FnKind::Normal && ctx.class.is_some() && !s.have_type {
            f.kind = FnKind::Ctor;
        }
        if f.kind == FnKind::Normal && !d.qual.is_empty() && d.qual.last() == d.name.as_ref() {
            f.kind = FnKind::Ctor;
        }
        // exception spec / trailing return / virt-specifiers between `)` and d.end
        let mut nest = 0usize;
        for k in close + 1..d.end {
            match self.t(k) {
                "noexcept" | "throw" if f.exception_spec.is_none() => f.exception_spec = Some(k),
                "->" => f.trailing_ret = true,
                "(" | "[" | "{" => nest += 1,
                ")" | "]" | "}" => nest = nest.saturating_sub(1),
                // contextual keywords: only here, after the parameter list and outside any
                // bracket (not a parameter of a returned function pointer's type), are they
                // virt-specifiers (elsewhere `override` and `final` are ordinary names)
                "override" if nest == 0 => f.is_override = true,
                "final" if nest == 0 => f.is_final = true,
                _ => {}
            }
        }
        if !f.trailing_ret
            && s.ty.builtin.contains("auto")
            && s.ty.path.is_empty()
            && d.ptr == 0
            && d.reference == 0
            && f.kind == FnKind::Normal
        {
            f.deduced_ret = true;
        }
        if f.trailing_ret {
            let arrow = (close + 1..d.end).find(|&k| self.t(k) == "->").unwrap();
            let mut e = arrow + 1;
            while e < d.end && !matches!(self.t(e), "override" | "final" | "requires" | "noexcept")
            {
                e += 1;
            }
            let ty = self.type_of_range(arrow + 1, e, ctx.inner);
            if ty.builtin.contains("auto") && ty.path.is_empty() && ty.ptr == 0 && ty.reference == 0
            {
                f.deduced_ret = true;
            }
            f.ret = Some(ty);
        } else if s.have_type {
            let mut ty = s.ty.clone();
            let dd = Declarator {
                name: None,
                qual: vec![],
                name_tok: 0,
                name_targs: None,
                ptr: d.ptr,
                reference: d.reference,
                dims: vec![],
                func: None,
                inner_func: false,
                pack: false,
                kind: FnKind::Normal,
                end: 0,
                is_const_ptr: false,
                deprecated: false,
            };
            self.apply_declarator(&mut ty, &dd);
            f.ret = Some(ty);
        }
        // parameters: declared in a prototype scope (the body scope's parent)
        let pscope = self.new_scope(ScopeKind::Other, ctx.inner);
        let params = self.params(open + 1, close, ctx, pscope);
        f.variadic = params.iter().any(|p| p.ellipsis);
        f.params = params;
        // `= 0`, `= default`, `= delete`, body, ctor-initializer, try-block
        let mut body = None;
        let mut ctor_init = None;
        if self.t(j) == "=" {
            match self.t(j + 1) {
                "0" => f.is_pure = true,
                "default" => f.defaulted = true,
                "delete" => f.deleted = true,
                _ => {}
            }
            j += 2;
        }
        let mut fn_try = None;
        if self.t(j) == "try" {
            fn_try = Some(j);
            j += 1;
        }
        if self.t(j) == ":" && self.t(j + 1) != ":" {
            // mem-initializer list
            let ci_start = j + 1;
            let mut k = j + 1;
            let mut g = 0;
            while k < end && self.t(k) != "{"
                || (k < end && self.t(k) == "{" && self.is_mem_init_brace(k))
            {
                g += 1;
                if g > 10_000 {
                    break;
                }
                if self.t(k) == "(" || (self.t(k) == "{" && self.is_mem_init_brace(k)) {
                    k = self.after(k);
                    continue;
                }
                if self.t(k) == "<" {
                    if let Some(e) = self.skip_targs(k) {
                        k = e;
                        continue;
                    }
                }
                if self.t(k) == ";" {
                    break;
                }
                k += 1;
            }
            ctor_init = Some((ci_start, k));
            j = k;
        }
        if self.t(j) == "{" {
            let bclose = self
                .mat(j)
                .unwrap_or(end.saturating_sub(1))
                .min(end.max(j + 1) - 1);
            body = Some((j, bclose));
            j = bclose + 1;
            // catch handlers of a function-try-block
            while self.t(j) == "catch" && self.t(j + 1) == "(" {
                let c = self.after(j + 1);
                j = if self.t(c) == "{" { self.after(c) } else { c };
            }
        }
        f.end = j;
        f.ctor_init = ctor_init;
        let has_body = body.is_some();
        f.body = body;
        // resolve the class of an out-of-line member definition
        if f.class.is_none() && !f.qual.is_empty() {
            f.class = self.find_class_by_path(ctx.scope, &f.qual);
            if let Some(c) = f.class {
                if f.kind == FnKind::Normal && self.m.classes[c].name.as_deref() == Some(&*f.name) {
                    f.kind = FnKind::Ctor;
                }
            }
        }
        let name = f.name.clone();
        let fid = self.m.funcs.len();
        let qual_empty = f.qual.is_empty();
        let class = f.class;
        let is_friend = f.is_friend;
        self.m.funcs.push(f);
        // declare params in the prototype scope
        for p in self.m.funcs[fid].params.clone() {
            if let Some(nm) = &p.name {
                // parameters are modelled as vars for lookups
                let vid = self.m.vars.len();
                self.m.vars.push(Var {
                    name: nm.clone(),
                    tok: p.tok,
                    start: p.tok,
                    scope: pscope,
                    ty: p.ty.clone(),
                    mem: p.mem,
                    mem_tok: p.mem_tok,
                    is_static: false,
                    is_extern: false,
                    is_thread_local: false,
                    is_constexpr: false,
                    is_inline: false,
                    is_mutable: false,
                    is_friend: false,
                    init: InitKind::None,
                    init_range: (0, 0),
                    member_of: None,
                    access: Access::Public,
                    end: p.tok,
                    structured: false,
                    anon_union: false,
                    attrs: Attrs::default(),
                    class_def: None,
                    tparams: None,
                    qual: vec![],
                    in_condition: false,
                    is_param: true,
                });
                self.declare(pscope, nm, Sym::Var(vid));
            }
        }
        if ctx.explicit_inst {
            // an explicit instantiation names an existing template: not a new declaration
        } else if qual_empty && !is_friend {
            self.declare(ctx.scope, &name, Sym::Func(fid));
        } else if qual_empty && is_friend {
            // friend functions are members of the enclosing namespace
            let mut s = ctx.scope;
            while let ScopeKind::Class(_) | ScopeKind::Other = self.m.scopes[s].kind {
                match self.m.scopes[s].parent {
                    Some(p) => s = p,
                    None => break,
                }
            }
            self.declare(s, &name, Sym::Func(fid));
        }
        if let Some(c) = class {
            self.m.classes[c].methods.push(fid);
            if !qual_empty {
                if let Some(bs) = self.m.classes[c].body_scope {
                    self.declare(bs, &name, Sym::Func(fid));
                }
            }
        }
        // scan default arguments in the declaring scope
        for p in self.m.funcs[fid].params.clone() {
            if let Some((a, b)) = p.default {
                self.scan_expr(a, b, ctx.scope, 0);
            }
        }
        // body: in class definitions, deferred to the end of the outermost class
        if let Some(b) = self.m.funcs[fid].body {
            let scope = self.new_scope(ScopeKind::Func(fid), pscope);
            self.m.funcs[fid].body_scope = Some(scope);
            if let Some(t) = fn_try {
                self.m.keywords.push(Keyword {
                    tok: t,
                    scope,
                    uneval: false,
                });
            }
            if ctx.class.is_some() && !ctx.local {
                self.pending.push(Pending {
                    func: fid,
                    body: b,
                    parent: scope,
                    ctor_init,
                });
            } else {
                if let Some((a, e)) = ctor_init {
                    self.scan_expr(a, e, scope, 0);
                }
                self.block(b.0, b.1, scope);
            }
        }
        if has_body {
            FnEnd::Body(j)
        } else {
            FnEnd::Decl(j)
        }
    }

    fn is_mem_init_brace(&self, k: usize) -> bool {
        // `x{1}` in a mem-initializer list: `{` directly after an identifier or `>`
        k > 0
            && (self.is_ident(k - 1) || self.t(k - 1) == ">")
            && self
                .mat(k)
                .is_some_and(|c| matches!(self.t(c + 1), "," | "{"))
    }

    fn flush_pending(&mut self) {
        let mut guard = 0;
        while let Some(p) = self.pending.pop() {
            guard += 1;
            if guard > 100_000 {
                break;
            }
            if let Some((a, e)) = p.ctor_init {
                self.scan_expr(a, e, p.parent, 0);
            }
            let _ = p.func;
            self.block(p.body.0, p.body.1, p.parent);
        }
    }

    fn params(&mut self, a: usize, b: usize, ctx: &Ctx, pscope: Id) -> Vec<Param> {
        let mut out = Vec::new();
        if a >= b || (self.t(a) == "void" && a + 1 == b) {
            return out;
        }
        let ranges = self.split_commas(a, b);
        let last = ranges.len().saturating_sub(1);
        for (ri, (s, e)) in ranges.into_iter().enumerate() {
            if s >= e {
                continue;
            }
            if self.t(s) == "..." && s + 1 == e {
                out.push(Param {
                    ellipsis: true,
                    tok: s,
                    ..Default::default()
                });
                continue;
            }
            let mut sp = Specs::default();
            let mut c = Ctx::new(pscope);
            c.inner = ctx.inner;
            c.in_condition = true;
            let j = self.specifiers(s, e, &c, &mut sp);
            let mut p = Param {
                tok: s,
                mem: sp.mem,
                mem_tok: sp.mem_tok,
                ..Default::default()
            };
            if sp.dev_kw {
                p.mem.device = true;
            }
            // default argument
            let mut eq = None;
            {
                let mut k = j;
                while k < e {
                    if self.t(k) == "=" {
                        eq = Some(k);
                        break;
                    }
                    if matches!(self.t(k), "(" | "[") {
                        k = self.after(k);
                        continue;
                    }
                    k += 1;
                }
            }
            let mut dend = eq.unwrap_or(e);
            // `(int n...)`: an ellipsis after a named declarator ends the clause, as in
            // `(int n, ...)` (a pack's `...` precedes the declarator-id)
            let mut clause_ellipsis = None;
            if ri == last && eq.is_none() && dend > j + 1 && self.t(dend - 1) == "..." {
                clause_ellipsis = Some(dend - 1);
                dend -= 1;
            }
            let mut ty = sp.ty.clone();
            match self.declarator(j, dend, &c, &sp) {
                Some(d) => {
                    p.name = d.name.clone().filter(|_| d.qual.is_empty());
                    if p.name.is_some() {
                        p.tok = d.name_tok;
                    }
                    if clause_ellipsis.is_some() && (d.name.is_none() || d.name_tok >= dend) {
                        // an abstract declarator (`T...`): a pack, not the clause's ellipsis
                        clause_ellipsis = None;
                        dend += 1;
                    }
                    let mut dd = d;
                    if dd.func.is_some() {
                        dd.inner_func = true;
                    }
                    self.apply_declarator(&mut ty, &dd);
                }
                None => {
                    if clause_ellipsis.take().is_some() {
                        dend += 1;
                    }
                    ty.text = self.m.text(s, dend);
                }
            }
            // trailing `...` after the declarator (`T... args` handled; `T args...` rare)
            if (j..dend).any(|k| self.t(k) == "...") {
                ty.pack = true;
            }
            if let Some(q) = eq {
                p.default = Some((q + 1, e));
            }
            if (s..dend).any(|k| self.t(k) == "...") && j >= dend && !sp.have_type {
                p.ellipsis = true;
            }
            p.ty = ty;
            out.push(p);
            if let Some(t) = clause_ellipsis {
                out.push(Param {
                    ellipsis: true,
                    tok: t,
                    ..Default::default()
                });
            }
        }
        out
    }

    pub fn find_class_by_path(&self, scope: Id, path: &[Rc<str>]) -> Option<Id> {
        if path.is_empty() {
            return None;
        }
        // walk outward looking for the first component, then descend
        let first = &path[0];
        let mut s = Some(scope);
        while let Some(id) = s {
            if let Some(v) = self.m.scopes[id].names.get(first) {
                let mut cur: Option<Sym> = v
                    .iter()
                    .find(|x| matches!(x, Sym::Class(_) | Sym::Ns(_)))
                    .copied();
                for p in &path[1..] {
                    let sc = match cur {
                        Some(Sym::Class(c)) => self.m.classes[c].body_scope,
                        Some(Sym::Ns(n)) => Some(n),
                        _ => None,
                    }?;
                    cur = self.m.scopes[sc].names.get(p).and_then(|v| {
                        v.iter()
                            .find(|x| matches!(x, Sym::Class(_) | Sym::Ns(_)))
                            .copied()
                    });
                }
                if let Some(Sym::Class(c)) = cur {
                    // prefer the defined class of that name
                    return Some(self.defined_class(c));
                }
                return None;
            }
            for &u in &self.m.scopes[id].usings {
                if let Some(v) = self.m.scopes[u].names.get(first) {
                    if path.len() == 1 {
                        if let Some(Sym::Class(c)) = v.iter().find(|x| matches!(x, Sym::Class(_))) {
                            return Some(self.defined_class(*c));
                        }
                    }
                }
            }
            s = self.m.scopes[id].parent;
        }
        None
    }

    fn defined_class(&self, c: Id) -> Id {
        if self.m.classes[c].defined {
            return c;
        }
        let name = &self.m.classes[c].name;
        let scope = self.m.classes[c].scope;
        self.m
            .classes
            .iter()
            .position(|k| k.defined && &k.name == name && k.scope == scope && !k.specialization)
            .unwrap_or(c)
    }

    // ------------------------------------------------------------------ variables

    #[allow(clippy::too_many_arguments)]
    fn variable(
        &mut self,
        start: usize,
        d: &Declarator,
        name: Rc<str>,
        mut j: usize,
        end: usize,
        ctx: &Ctx,
        s: &Specs,
        _first: bool,
    ) -> usize {
        let mut ty = s.ty.clone();
        self.apply_declarator(&mut ty, d);
        let mut init = InitKind::None;
        let mut init_range = (j, j);
        // bit-field
        if self.t(j) == ":" && ctx.class.is_some() {
            j += 1;
            while j < end && !matches!(self.t(j), "," | ";" | "=" | "{") {
                j += 1;
            }
        }
        match self.t(j) {
            "=" => {
                let a = j + 1;
                let e = self.init_end(a, end);
                init = InitKind::Eq;
                init_range = (a, e);
                j = e;
            }
            "(" => {
                let c = self.after(j);
                init = InitKind::Paren;
                init_range = (j + 1, c - 1);
                j = c;
            }
            "{" => {
                let c = self.after(j);
                init = InitKind::Brace;
                init_range = (j, c);
                j = c;
            }
            _ => {}
        }
        let mut mem = s.mem;
        if s.dev_kw {
            mem.device = true;
        }
        let structured = false;
        let v = Var {
            name: name.clone(),
            tok: d.name_tok,
            start,
            scope: ctx.scope,
            ty,
            mem,
            mem_tok: s.mem_tok,
            is_static: s.is_static,
            // only an explicit `extern`: in `extern "C" { int x; }` the variable is a
            // definition (an `ctx.extern_c` term here was disabled with `&& false`)
            is_extern: s.is_extern,
            is_thread_local: s.is_thread_local,
            is_constexpr: s.is_constexpr,
            is_inline: s.is_inline,
            is_mutable: s.is_mutable,
            is_friend: s.is_friend,
            init,
            init_range,
            member_of: ctx.class,
            access: ctx.access,
            end: j,
            structured,
            anon_union: false,
            attrs: s.attrs.clone(),
            class_def: s.class_def,
            tparams: ctx.tparams.clone(),
            qual: d.qual.clone(),
            in_condition: ctx.in_condition,
            is_param: false,
        };
        let vid = self.m.vars.len();
        self.m.vars.push(v);
        if d.qual.is_empty() {
            self.declare(ctx.scope, &name, Sym::Var(vid));
        }
        if let Some(c) = ctx.class {
            self.m.classes[c].fields.push(vid);
        }
        // scan the initializer as code in the declaring scope
        if init != InitKind::None {
            let (a, b) = init_range;
            let roots = self.m.expr_roots.len();
            self.scan_expr(a, b, ctx.scope, 0);
            if let Some(r) = self.m.expr_roots.get_mut(roots) {
                r.owner = Some(vid);
            }
        }
        // array bounds are constant-expression contexts
        j
    }

    fn init_end(&self, mut k: usize, end: usize) -> usize {
        let mut g = 0;
        while k < end {
            g += 1;
            if g > 1_000_000 {
                break;
            }
            match self.t(k) {
                "," | ";" => return k,
                "(" | "[" | "{" => k = self.after(k),
                "}" | ")" | "]" => return k,
                "<" => {
                    if self.lambda_tparams_at(k) {
                        if let Some(e) = self.skip_targs(k) {
                            k = e;
                            continue;
                        }
                    }
                    // template args in an initializer: `foo<int, int>()`
                    if k > 0 && self.is_ident(k - 1) {
                        if let Some(e) = self.skip_targs(k) {
                            if matches!(self.t(e), "(" | "{" | "::" | "<<<") {
                                k = e;
                                continue;
                            }
                        }
                    }
                    k += 1;
                }
                _ => k += 1,
            }
        }
        end
    }

    // ------------------------------------------------------------------ classes and enums

    /// class-specifier or elaborated-type-specifier at i (`struct`, `class`, `union`).
    fn class_spec(&mut self, i: usize, end: usize, ctx: &Ctx) -> (usize, Option<Id>) {
        let key = match self.t(i) {
            "class" => ClassKey::Class,
            "union" => ClassKey::Union,
            _ => ClassKey::Struct,
        };
        let mut j = i + 1;
        let mut sp = Specs::default();
        j = self.skip_attrs(j, &mut sp);
        let mut path: Vec<Rc<str>> = Vec::new();
        let mut name_tok = i;
        let mut specialization = false;
        if self.t(j) == "::" {
            j += 1;
        }
        while self.is_ident(j) && !matches!(self.t(j), "final") {
            path.push(self.m.toks[j].text.clone());
            name_tok = j;
            j += 1;
            if self.t(j) == "<" {
                if let Some(e) = self.skip_targs(j) {
                    specialization = true;
                    j = e;
                }
            }
            if self.t(j) == "::" {
                j += 1;
                continue;
            }
            break;
        }
        j = self.skip_attrs(j, &mut sp);
        if self.t(j) == "final" {
            j += 1;
        }
        let is_def = self.t(j) == "{" || (self.t(j) == ":" && self.t(j + 1) != ":");
        let name = path.last().cloned();
        if !is_def {
            // elaborated type specifier / forward declaration
            if let Some(nm) = &name {
                if path.len() == 1 && self.lookup_class_local(ctx.scope, nm).is_none() {
                    // `struct S;` declares S in this scope; `struct S *p` introduces it too
                    let cid = self.new_class(nm.clone(), key, name_tok, ctx, false);
                    self.declare(ctx.scope, nm, Sym::Class(cid));
                    return (j, Some(cid));
                }
                return (j, self.lookup_class_local(ctx.scope, nm));
            }
            return (j, None);
        }
        // bases
        let mut bases = Vec::new();
        if self.t(j) == ":" {
            j += 1;
            let mut bstart = j;
            let mut g = 0;
            while j < end && self.t(j) != "{" {
                g += 1;
                if g > 10_000 {
                    break;
                }
                if self.t(j) == "<" {
                    if let Some(e) = self.skip_targs(j) {
                        j = e;
                        continue;
                    }
                }
                if self.t(j) == "(" {
                    j = self.after(j);
                    continue;
                }
                if self.t(j) == "," {
                    if let Some(b) = self.base(bstart, j, key) {
                        bases.push(b);
                    }
                    bstart = j + 1;
                }
                j += 1;
            }
            if let Some(b) = self.base(bstart, j, key) {
                bases.push(b);
            }
        }
        if self.t(j) != "{" {
            return (j, None);
        }
        let close = self
            .mat(j)
            .unwrap_or(end.saturating_sub(1))
            .min(end.max(j + 1) - 1);
        for b in &bases {
            let (a, e) = b.range;
            if !self.scanned.contains(&a) {
                self.scanned.insert(a);
                self.scan_expr(a, e, ctx.scope, uf::UNEVAL | uf::TARG);
            }
        }
        let nm = name.clone();
        let cid = self.new_class(
            nm.clone().unwrap_or_else(|| Rc::from("")),
            key,
            name_tok,
            ctx,
            true,
        );
        if nm.is_none() {
            self.m.classes[cid].name = None;
        }
        self.m.classes[cid].bases = bases;
        self.m.classes[cid].specialization = specialization || ctx.specialization;
        self.m.classes[cid].def_start = j;
        self.m.classes[cid].def_end = close;
        self.m.classes[cid].attrs = sp.attrs.clone();
        if path.len() > 1 {
            self.m.classes[cid].qual = path[..path.len() - 1].to_vec();
        }
        let declare_in = if path.len() > 1 {
            self.find_ns(ctx.scope, &path[..path.len() - 1])
                .or_else(|| {
                    self.find_class_by_path(ctx.scope, &path[..path.len() - 1])
                        .and_then(|c| self.m.classes[c].body_scope)
                })
                .unwrap_or(ctx.scope)
        } else {
            ctx.scope
        };
        if let Some(n) = &nm {
            if !specialization {
                self.declare(declare_in, n, Sym::Class(cid));
            }
        }
        if let Some(pc) = ctx.class {
            self.m.classes[pc].nested.push(cid);
        }
        let bscope = self.new_scope(ScopeKind::Class(cid), ctx.inner);
        self.m.classes[cid].body_scope = Some(bscope);
        if let Some(n) = &nm {
            // injected class name
            self.declare(bscope, n, Sym::Class(cid));
        }
        let mut c = ctx.clone();
        c.scope = bscope;
        c.inner = bscope;
        c.class = Some(cid);
        c.access = if key == ClassKey::Class {
            Access::Private
        } else {
            Access::Public
        };
        c.tparams = None;
        c.outer_tparams = ctx.outer_tparams.clone();
        if let Some(tp) = &ctx.tparams {
            c.outer_tparams.push(tp.clone());
        }
        c.specialization = false;
        c.friend = false;
        c.in_condition = false;
        c.template_tok = None;
        c.explicit_inst = false;
        // member function bodies are parsed after the class is complete (see `pending`)
        self.decl_seq(j + 1, close, &c);
        (close + 1, Some(cid))
    }

    fn base(&self, a: usize, b: usize, key: ClassKey) -> Option<Base> {
        let mut access = if key == ClassKey::Class {
            Access::Private
        } else {
            Access::Public
        };
        let mut is_virtual = false;
        let mut path = Vec::new();
        let mut tok = a;
        let mut k = a;
        while k < b {
            match self.t(k) {
                "virtual" => is_virtual = true,
                "public" => access = Access::Public,
                "private" => access = Access::Private,
                "protected" => access = Access::Protected,
                "::" => {}
                "<" => {
                    if let Some(e) = self.skip_targs(k) {
                        k = e;
                        continue;
                    }
                }
                "..." => {}
                _ => {
                    if self.is_ident(k) {
                        path.push(self.m.toks[k].text.clone());
                        tok = k;
                    }
                }
            }
            k += 1;
        }
        if path.is_empty() {
            return None;
        }
        Some(Base {
            path,
            access,
            is_virtual,
            tok,
            range: (a, b),
        })
    }

    fn new_class(
        &mut self,
        name: Rc<str>,
        key: ClassKey,
        tok: usize,
        ctx: &Ctx,
        defined: bool,
    ) -> Id {
        let local_to = self.enclosing_local(ctx.scope);
        self.m.classes.push(Class {
            name: Some(name),
            qual: vec![],
            key,
            tok,
            scope: ctx.scope,
            body_scope: None,
            defined,
            def_start: 0,
            def_end: 0,
            bases: vec![],
            fields: vec![],
            methods: vec![],
            nested: vec![],
            access: ctx.access,
            tparams: ctx.tparams.clone(),
            specialization: false,
            local_to,
            is_lambda_closure: false,
            attrs: Attrs::default(),
            member_types: vec![],
        });
        self.m.classes.len() - 1
    }

    pub fn enclosing_local(&self, scope: Id) -> Option<Local> {
        let mut s = Some(scope);
        while let Some(id) = s {
            match self.m.scopes[id].kind {
                ScopeKind::Func(f) => return Some(Local::Func(f)),
                ScopeKind::Lambda(l) => return Some(Local::Lambda(l)),
                ScopeKind::Namespace { .. } | ScopeKind::Global => return None,
                _ => {}
            }
            s = self.m.scopes[id].parent;
        }
        None
    }

    fn lookup_class_local(&self, scope: Id, name: &Rc<str>) -> Option<Id> {
        let mut s = Some(scope);
        while let Some(id) = s {
            if let Some(v) = self.m.scopes[id].names.get(name) {
                if let Some(Sym::Class(c)) = v.iter().find(|x| matches!(x, Sym::Class(_))) {
                    return Some(*c);
                }
                return None;
            }
            s = self.m.scopes[id].parent;
        }
        None
    }

    fn enum_spec(&mut self, i: usize, end: usize, ctx: &Ctx) -> (usize, Option<Id>) {
        let mut j = i + 1;
        let mut scoped = false;
        if matches!(self.t(j), "class" | "struct") {
            scoped = true;
            j += 1;
        }
        let mut sp = Specs::default();
        j = self.skip_attrs(j, &mut sp);
        let mut name = None;
        let mut name_tok = i;
        while self.is_ident(j) {
            name = Some(self.m.toks[j].text.clone());
            name_tok = j;
            j += 1;
            if self.t(j) == "::" {
                j += 1;
                continue;
            }
            break;
        }
        if self.t(j) == ":" {
            j += 1;
            while j < end && !matches!(self.t(j), "{" | ";") {
                j += 1;
            }
        }
        let has_body = self.t(j) == "{";
        // an elaborated `enum E` naming an existing enumeration
        if !has_body {
            if let Some(n) = &name {
                if let Some(c) = self.lookup_class_local(ctx.scope, n) {
                    return (j, Some(c));
                }
            }
        }
        let cid = self.new_class(
            name.clone().unwrap_or_else(|| Rc::from("")),
            ClassKey::Enum,
            name_tok,
            ctx,
            true,
        );
        if name.is_none() {
            self.m.classes[cid].name = None;
        }
        self.m.classes[cid].attrs = sp.attrs.clone();
        if let Some(pc) = ctx.class {
            self.m.classes[pc].nested.push(cid);
        }
        if let Some(n) = &name {
            self.declare(ctx.scope, n, Sym::Class(cid));
        }
        if has_body {
            let close = self
                .mat(j)
                .unwrap_or(end.saturating_sub(1))
                .min(end.max(j + 1) - 1);
            self.m.classes[cid].def_start = j;
            self.m.classes[cid].def_end = close;
            let escope = self.new_scope(ScopeKind::Class(cid), ctx.inner);
            self.m.classes[cid].body_scope = Some(escope);
            for (a, b) in self.split_commas(j + 1, close) {
                if a < b && self.is_ident(a) {
                    let nm = self.m.toks[a].text.clone();
                    self.declare(escope, &nm, Sym::Enumerator);
                    if !scoped {
                        self.declare(ctx.scope, &nm, Sym::Enumerator);
                    }
                    let mut da = Specs::default();
                    self.skip_attrs(a + 1, &mut da);
                    if da.attrs.deprecated {
                        self.m.deprecated_enumerators.push(nm);
                    }
                }
            }
            return (close + 1, Some(cid));
        }
        (j, Some(cid))
    }

    // ------------------------------------------------------------------ statements

    fn block(&mut self, open: usize, close: usize, scope: Id) {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            crate::bounds::reached(self.tok(open), DEEP_STMTS);
            self.depth -= 1;
            return;
        }
        let mut i = open + 1;
        while i < close {
            let before = i;
            i = self.statement(i, close, scope);
            if i <= before {
                i = before + 1;
            }
        }
        self.depth -= 1;
    }

    fn sub_statement(&mut self, i: usize, end: usize, scope: Id) -> usize {
        // a statement that gets its own scope when it is a declaration
        if self.t(i) == "{" {
            return self.statement(i, end, scope);
        }
        let s = self.new_scope(ScopeKind::Block, scope);
        self.statement(i, end, s)
    }

    fn statement(&mut self, i: usize, end: usize, scope: Id) -> usize {
        self.depth += 1;
        let r = if self.depth > MAX_DEPTH {
            crate::bounds::reached(self.tok(i), DEEP_STMTS);
            self.skip_stmt(i, end)
        } else {
            self.statement_inner(i, end, scope)
        };
        self.depth -= 1;
        r
    }

    fn statement_inner(&mut self, i: usize, end: usize, scope: Id) -> usize {
        let t = self.t(i).to_string();
        match t.as_str() {
            "{" => {
                let close = self
                    .mat(i)
                    .unwrap_or(end.saturating_sub(1))
                    .min(end.max(i + 1) - 1);
                let s = self.new_scope(ScopeKind::Block, scope);
                self.block(i, close, s);
                return close + 1;
            }
            ";" => return i + 1,
            "if" => {
                let mut j = i + 1;
                let mut is_constexpr = false;
                if self.t(j) == "constexpr" || self.t(j) == "consteval" {
                    is_constexpr = self.t(j) == "constexpr";
                    j += 1;
                }
                if self.t(j) == "!" {
                    j += 1;
                }
                let cs = self.new_scope(ScopeKind::Block, scope);
                if self.t(j) == "(" {
                    let c = self.after(j);
                    self.condition(
                        j + 1,
                        c - 1,
                        cs,
                        if is_constexpr { uf::CONST_CTX } else { 0 },
                    );
                    j = c;
                }
                let then_scope = self.new_scope(ScopeKind::Block, cs);
                self.m.scopes[then_scope].if_constexpr = is_constexpr;
                j = self.statement(j, end, then_scope);
                if self.t(j) == "else" {
                    let else_scope = self.new_scope(ScopeKind::Block, cs);
                    self.m.scopes[else_scope].if_constexpr = is_constexpr;
                    j = self.statement(j + 1, end, else_scope);
                }
                return j;
            }
            "while" | "switch" => {
                let mut j = i + 1;
                let cs = self.new_scope(ScopeKind::Block, scope);
                if self.t(j) == "(" {
                    let c = self.after(j);
                    self.condition(j + 1, c - 1, cs, 0);
                    j = c;
                }
                return self.sub_statement(j, end, cs);
            }
            "for" => {
                let mut j = i + 1;
                let cs = self.new_scope(ScopeKind::Block, scope);
                if self.t(j) == "(" {
                    let c = self.after(j);
                    self.for_header(j + 1, c - 1, cs);
                    j = c;
                }
                return self.sub_statement(j, end, cs);
            }
            "do" => {
                let j = self.sub_statement(i + 1, end, scope);
                if self.t(j) == "while" && self.t(j + 1) == "(" {
                    let c = self.after(j + 1);
                    self.scan_expr(j + 2, c - 1, scope, 0);
                    return if self.t(c) == ";" { c + 1 } else { c };
                }
                return j;
            }
            "else" => return self.statement(i + 1, end, scope),
            "case" => {
                let mut j = i + 1;
                while j < end && self.t(j) != ":" {
                    if matches!(self.t(j), "(" | "[" | "{") {
                        j = self.after(j);
                        continue;
                    }
                    j += 1;
                }
                self.scan_expr(i + 1, j, scope, uf::CONST_CTX);
                return j + 1;
            }
            "default" if self.t(i + 1) == ":" => return i + 2,
            "return" | "co_return" | "co_yield" | "throw" => {
                let e = self.expr_end(i + 1, end);
                if t == "throw" {
                    self.m.keywords.push(Keyword {
                        tok: i,
                        scope,
                        uneval: false,
                    });
                }
                self.scan_expr(i + 1, e, scope, 0);
                return if self.t(e) == ";" { e + 1 } else { e };
            }
            "break" | "continue" | "goto" => return self.skip_stmt(i, end),
            "try" => {
                self.m.keywords.push(Keyword {
                    tok: i,
                    scope,
                    uneval: false,
                });
                let mut j = self.statement(i + 1, end, scope);
                while self.t(j) == "catch" {
                    self.m.keywords.push(Keyword {
                        tok: j,
                        scope,
                        uneval: false,
                    });
                    let cs = self.new_scope(ScopeKind::Block, scope);
                    let mut k = j + 1;
                    if self.t(k) == "(" {
                        let c = self.after(k);
                        if !(self.t(k + 1) == "..." && c == k + 3) {
                            let mut ctx = Ctx::new(cs);
                            ctx.local = true;
                            ctx.in_condition = true;
                            let _ = self.simple_decl_in(k + 1, c - 1, &ctx);
                        }
                        k = c;
                    }
                    j = self.statement(k, end, cs);
                }
                return j;
            }
            "typedef" | "using" | "static_assert" | "template" | "namespace" | "asm"
            | "__asm__" | "__asm" => {
                let mut ctx = Ctx::new(scope);
                ctx.local = true;
                return self.declaration(i, end, &ctx);
            }
            "struct" | "class" | "union" | "enum" => {
                let mut ctx = Ctx::new(scope);
                ctx.local = true;
                return self.declaration(i, end, &ctx);
            }
            _ => {}
        }
        // label
        if self.is_ident(i) && self.t(i + 1) == ":" && self.t(i + 2) != ":" {
            return i + 2;
        }
        if self.looks_like_decl(i, end, scope) {
            let mut ctx = Ctx::new(scope);
            ctx.local = true;
            ctx.class = None;
            let e = self.simple_decl(i, end, &ctx);
            return e;
        }
        let e = self.expr_end(i, end);
        self.scan_expr(i, e, scope, 0);
        if self.t(e) == ";" {
            e + 1
        } else {
            e.max(i + 1)
        }
    }

    fn simple_decl_in(&mut self, a: usize, b: usize, ctx: &Ctx) -> usize {
        self.simple_decl(a, b, ctx)
    }

    fn condition(&mut self, a: usize, b: usize, scope: Id, flags: u16) {
        // if/switch (init-statement; condition) or a declaration condition
        let mut semi = None;
        let mut k = a;
        while k < b {
            if matches!(self.t(k), "(" | "[" | "{") {
                k = self.after(k);
                continue;
            }
            if self.t(k) == ";" {
                semi = Some(k);
                break;
            }
            k += 1;
        }
        let mut cstart = a;
        if let Some(sm) = semi {
            self.init_statement(a, sm + 1, scope);
            cstart = sm + 1;
        }
        if self.looks_like_decl(cstart, b, scope) {
            let mut ctx = Ctx::new(scope);
            ctx.local = true;
            ctx.in_condition = true;
            self.simple_decl(cstart, b, &ctx);
        } else {
            self.scan_expr(cstart, b, scope, flags);
        }
    }

    fn init_statement(&mut self, a: usize, b: usize, scope: Id) {
        if self.looks_like_decl(a, b, scope) {
            let mut ctx = Ctx::new(scope);
            ctx.local = true;
            ctx.in_condition = true;
            self.simple_decl(a, b, &ctx);
        } else {
            self.scan_expr(a, b, scope, 0);
        }
    }

    fn for_header(&mut self, a: usize, b: usize, scope: Id) {
        // range-for: decl : expr  (a `:` at depth 0 that is not `::`)
        let mut k = a;
        let mut colon = None;
        let mut semi = None;
        while k < b {
            match self.t(k) {
                "(" | "[" | "{" => {
                    k = self.after(k);
                    continue;
                }
                ":" if colon.is_none() && semi.is_none() => colon = Some(k),
                ";" if semi.is_none() => semi = Some(k),
                "?" => {
                    // a conditional operator's `:` is not a range-for colon
                    colon = Some(usize::MAX);
                }
                _ => {}
            }
            k += 1;
        }
        if let (Some(c), None) = (colon, semi) {
            if c != usize::MAX {
                let mut ctx = Ctx::new(scope);
                ctx.local = true;
                ctx.in_condition = true;
                // parse `decl` up to the colon as a declaration
                let mut s = Specs::default();
                let j = self.specifiers(a, c, &ctx, &mut s);
                if let Some(d) = self.declarator(j, c, &ctx, &s) {
                    if let Some(nm) = d.name.clone() {
                        self.variable(a, &d, nm, c, c, &ctx, &s, true);
                    } else if self.t(j) == "[" || (self.t(j) == "&" && self.t(j + 1) == "[") {
                        self.structured_binding(a, j, c, &ctx, &s);
                    }
                }
                self.scan_expr(c + 1, b, scope, 0);
                return;
            }
        }
        if let Some(sm) = semi {
            self.init_statement(a, sm + 1, scope);
            self.scan_expr(sm + 1, b, scope, 0);
        } else {
            self.scan_expr(a, b, scope, 0);
        }
    }

    fn structured_binding(
        &mut self,
        start: usize,
        j: usize,
        end: usize,
        ctx: &Ctx,
        s: &Specs,
    ) -> usize {
        let mut k = j;
        while self.t(k) == "&" || self.t(k) == "&&" {
            k += 1;
        }
        if self.t(k) != "[" {
            return self.skip_stmt(j, end);
        }
        let close = self.after(k);
        let mut names = Vec::new();
        for q in k + 1..close.saturating_sub(1) {
            if self.is_ident(q) {
                names.push(q);
            }
        }
        let mut e = close;
        let mut init = InitKind::None;
        let mut init_range = (e, e);
        match self.t(e) {
            "=" => {
                let ie = self.init_end(e + 1, end);
                init = InitKind::Eq;
                init_range = (e + 1, ie);
                e = ie;
            }
            "(" | "{" => {
                let c = self.after(e);
                init = if self.t(e) == "(" {
                    InitKind::Paren
                } else {
                    InitKind::Brace
                };
                init_range = (e, c);
                e = c;
            }
            _ => {}
        }
        let mut mem = s.mem;
        if s.dev_kw {
            mem.device = true;
        }
        for q in names {
            let nm = self.m.toks[q].text.clone();
            let vid = self.m.vars.len();
            self.m.vars.push(Var {
                name: nm.clone(),
                tok: q,
                start,
                scope: ctx.scope,
                ty: s.ty.clone(),
                mem,
                mem_tok: s.mem_tok,
                is_static: s.is_static,
                is_extern: s.is_extern,
                is_thread_local: s.is_thread_local,
                is_constexpr: s.is_constexpr,
                is_inline: s.is_inline,
                is_mutable: false,
                is_friend: false,
                init,
                init_range,
                member_of: None,
                access: ctx.access,
                end: e,
                structured: true,
                anon_union: false,
                attrs: s.attrs.clone(),
                class_def: None,
                tparams: None,
                qual: vec![],
                in_condition: ctx.in_condition,
                is_param: false,
            });
            self.declare(ctx.scope, &nm, Sym::Var(vid));
        }
        if init != InitKind::None {
            self.scan_expr(init_range.0, init_range.1, ctx.scope, 0);
        }
        e
    }

    /// End of an expression statement: the next `;` at depth 0 (or `end`).
    fn expr_end(&self, mut k: usize, end: usize) -> usize {
        let mut g = 0;
        while k < end {
            g += 1;
            if g > 1_000_000 {
                break;
            }
            match self.t(k) {
                ";" => return k,
                "(" | "[" | "{" => k = self.after(k),
                "}" => return k,
                _ => k += 1,
            }
        }
        end
    }

    fn looks_like_decl(&self, i: usize, end: usize, scope: Id) -> bool {
        let t = self.t(i);
        if is_spec_word(t) && t != "typename" {
            // `const_cast` etc. are not spec words; `static_cast` neither
            return true;
        }
        if t == "typename" {
            return true;
        }
        if BUILTIN_TYPE_WORDS.contains(&t) {
            // `int(x)` functional cast as statement start is rare
            if t == "auto" {
                return true;
            }
            // `int (*p)` / `int (&r)` declare; `int(x)` is a cast
            return self.t(i + 1) != "(" || matches!(self.t(i + 2), "*" | "&");
        }
        if matches!(t, "decltype") {
            let c = self.after(i + 1);
            return self.is_ident(c) || matches!(self.t(c), "*" | "&" | "&&" | "::" | "const");
        }
        if t == "[" && self.t(i + 1) == "[" {
            return true;
        }
        if t == "__attribute__" || t == "alignas" || t == "__align__" {
            return true;
        }
        if !(self.is_ident(i) || (t == "::" && self.is_ident(i + 1))) {
            return false;
        }
        // qualified name with template args
        let mut k = i;
        let mut path: Vec<Rc<str>> = Vec::new();
        if self.t(k) == "::" {
            k += 1;
        }
        let mut had_targs = false;
        while self.is_ident(k) || self.t(k) == "template" {
            if self.t(k) == "template" {
                k += 1;
                continue;
            }
            path.push(self.m.toks[k].text.clone());
            k += 1;
            if self.t(k) == "<" {
                if let Some(e) = self.skip_targs(k) {
                    had_targs = true;
                    k = e;
                } else {
                    return false;
                }
            }
            if self.t(k) == "::" {
                k += 1;
                continue;
            }
            break;
        }
        if k >= end {
            return false;
        }
        let is_type = self.name_is_type(scope, &path);
        if is_type == Some(false) {
            return false;
        }
        let nx = self.t(k);
        // `A b`, `A<..> b`, `A *b`, `A &b`, `A const& b`, `A (*fp)(...)`
        if self.is_ident(k) {
            return true;
        }
        if matches!(nx, "const" | "volatile") {
            return true;
        }
        if nx == "..." {
            return false;
        }
        if matches!(nx, "*" | "&" | "&&") {
            if is_type == Some(true) {
                return true;
            }
            // `a * b;` / `a & b;` as statements are useless; `a *b = ...` is a declaration
            let mut q = k;
            while matches!(self.t(q), "*" | "&" | "&&" | "const") {
                q += 1;
            }
            return self.is_ident(q)
                && matches!(self.t(q + 1), "=" | ";" | "," | "[" | "(" | "{")
                && !matches!(self.t(q + 1), "(")
                || (self.is_ident(q) && is_type == Some(true));
        }
        if nx == "(" && is_type == Some(true) {
            // `T (*fp)(..)` or `T(x)` functional cast; declaration if a declarator follows
            return matches!(self.t(k + 1), "*" | "&" | "^");
        }
        if nx == "[" && self.t(k + 1) != "[" {
            return false;
        }
        let _ = had_targs;
        false
    }

    // ------------------------------------------------------------------ expressions

    fn operand_position(&self, i: usize) -> bool {
        if i == 0 {
            return true;
        }
        let p = &self.m.toks[i - 1];
        match p.kind {
            TK::Ident => matches!(
                &*p.text,
                "return" | "throw" | "co_return" | "co_yield" | "case" | "else" | "do" | "co_await"
            ),
            TK::Num | TK::Str | TK::Chr => false,
            TK::Punct => !matches!(&*p.text, ")" | "]" | ">"),
            TK::Other => true,
        }
    }

    /// Scan an expression range, recording uses, lambdas, launches and keywords.
    pub fn scan_expr(&mut self, a: usize, b: usize, scope: Id, flags: u16) {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            crate::bounds::reached(self.tok(a), DEEP_EXPR_SCAN);
            self.depth -= 1;
            return;
        }
        if self.expr_nest == 0 && a < b {
            self.m.expr_roots.push(ExprRoot {
                a,
                b: b.min(self.n()),
                scope,
                flags,
                owner: None,
            });
        }
        self.expr_nest += 1;
        self.scan_expr_in(a, b, scope, flags);
        self.expr_nest -= 1;
        self.depth -= 1;
    }

    fn scan_expr_in(&mut self, a: usize, b: usize, scope: Id, flags: u16) {
        let b = b.min(self.n());
        let mut i = a;
        let mut last_use: Option<(usize, usize)> = None; // (use index, end token)
        while i < b {
            let before = i;
            let t = self.t(i).to_string();
            let kind = self.m.toks[i].kind;
            if t == "[" && self.t(i + 1) != "[" && self.operand_position(i) {
                if let Some(e) = self.lambda(i, b, scope) {
                    i = e;
                    continue;
                }
            }
            if t == "[" && self.t(i + 1) == "[" {
                i = self.after(i);
                continue;
            }
            if matches!(
                t.as_str(),
                "sizeof"
                    | "alignof"
                    | "__alignof__"
                    | "_Alignof"
                    | "decltype"
                    | "noexcept"
                    | "typeid"
                    | "__typeof__"
                    | "typeof"
                    | "__builtin_offsetof"
                    | "offsetof"
            ) && self.t(i + 1) == "("
            {
                let close = self.after(i + 1);
                let mut f = flags | uf::UNEVAL;
                if t == "typeid" {
                    self.m.keywords.push(Keyword {
                        tok: i,
                        scope,
                        uneval: flags & uf::UNEVAL != 0,
                    });
                    // typeid of a polymorphic glvalue is evaluated; count it as a use
                    f = flags;
                }
                if t == "decltype" && self.is_ident(i + 2) {
                    // decltype(id-expression) unparenthesised
                    let mut k = i + 2;
                    while self.is_ident(k) && self.t(k + 1) == "::" {
                        k += 2;
                    }
                    if self.is_ident(k) && k + 1 == close - 1 {
                        let path: Vec<Rc<str>> = (i + 2..=k)
                            .filter(|&q| self.is_ident(q))
                            .map(|q| self.m.toks[q].text.clone())
                            .collect();
                        self.m.uses.push(Use {
                            tok: k,
                            start: i + 2,
                            path,
                            scope,
                            flags: flags | uf::UNEVAL | uf::DECLTYPE_ID,
                            targs: None,
                            args: vec![],
                        });
                        i = close;
                        continue;
                    }
                }
                self.scan_expr(i + 2, close - 1, scope, f);
                i = close;
                continue;
            }
            if t == "sizeof" && self.t(i + 1) == "..." {
                i = if self.t(i + 2) == "(" {
                    self.after(i + 2)
                } else {
                    i + 3
                };
                continue;
            }
            if matches!(
                t.as_str(),
                "throw"
                    | "dynamic_cast"
                    | "typeid"
                    | "try"
                    | "new"
                    | "delete"
                    | "this"
                    | "thread_local"
            ) {
                self.m.keywords.push(Keyword {
                    tok: i,
                    scope,
                    uneval: flags & uf::UNEVAL != 0,
                });
                if t == "dynamic_cast" || t == "static_cast" {
                    // fallthrough to targs
                }
                i += 1;
                continue;
            }
            if matches!(
                t.as_str(),
                "static_cast" | "const_cast" | "reinterpret_cast" | "dynamic_cast"
            ) && self.t(i + 1) == "<"
            {
                if let Some(e) = self.skip_targs(i + 1) {
                    self.scan_expr(i + 2, e - 1, scope, flags | uf::TARG);
                    i = e;
                    continue;
                }
            }
            if t == "<<<" {
                i = self.launch(i, b, scope, last_use, flags);
                continue;
            }
            if (kind == TK::Ident && !is_keyword(&t))
                || (t == "::" && self.is_ident(i + 1))
                || (t == "operator")
            {
                let (e, idx) = self.record_use(i, b, scope, flags);
                last_use = idx.map(|u| (u, e));
                i = e.max(i + 1);
                continue;
            }
            if t == "{" || t == "(" {
                // a braced/paren group: scan inside with the same scope
                let close = self.mat(i).unwrap_or(b).min(b);
                self.scan_expr(i + 1, close, scope, flags);
                i = close + 1;
                last_use = None;
                continue;
            }
            i += 1;
            if i <= before {
                i = before + 1;
            }
        }
    }

    /// Record the (qualified) name at i; returns the index after it (and its template args).
    fn record_use(&mut self, i: usize, b: usize, scope: Id, flags: u16) -> (usize, Option<usize>) {
        let start = i;
        let mut k = i;
        let mut path: Vec<Rc<str>> = Vec::new();
        let mut targs = None;
        let mut qualified = false;
        if self.t(k) == "::" {
            k += 1;
            qualified = true;
        }
        let mut last_tok = k;
        loop {
            if self.t(k) == "template" {
                k += 1;
            }
            if self.t(k) == "operator" {
                let (e, nm) = self.operator_name(k);
                path.push(Rc::from(nm));
                last_tok = k;
                k = e;
                break;
            }
            if self.t(k) == "~" && self.is_ident(k + 1) {
                path.push(Rc::from(format!("~{}", self.t(k + 1))));
                last_tok = k + 1;
                k += 2;
                break;
            }
            if !self.is_ident(k) {
                break;
            }
            path.push(self.m.toks[k].text.clone());
            last_tok = k;
            k += 1;
            targs = None;
            if self.t(k) == "<" {
                if let Some(e) = self.skip_targs(k) {
                    let follows = self.t(e);
                    let known_template = self.is_template_name(scope, &path);
                    if known_template
                        || matches!(
                            follows,
                            "(" | "::"
                                | "<<<"
                                | "{"
                                | ")"
                                | ";"
                                | ","
                                | "="
                                | "]"
                                | ">"
                                | "."
                                | "->"
                                | "}"
                        ) && !self.t(k + 1).is_empty()
                            && self.targs_plausible(k, e)
                    {
                        targs = Some((k + 1, e - 1));
                        k = e;
                    }
                }
            }
            if self.t(k) == "::"
                && (self.is_ident(k + 1) || matches!(self.t(k + 1), "template" | "~" | "operator"))
            {
                // the template arguments of a qualifier (`K<x>::value`) are code too
                if let Some((ta, tb)) = targs {
                    if ta > 0 && self.scanned.insert(ta - 1) {
                        let ctx = flags & (uf::UNEVAL | uf::CONST_CTX);
                        self.scan_expr(ta, tb, scope, ctx | uf::TARG);
                    }
                }
                qualified = true;
                k += 1;
                continue;
            }
            break;
        }
        if path.is_empty() {
            return (k.max(i + 1), None);
        }
        if let Some((ta, tb)) = targs {
            self.scan_expr(ta, tb, scope, flags | uf::TARG);
            self.m.template_ids.push((last_tok, (ta, tb), scope));
        }
        // member access: `.name` / `->name` are members of something else
        let prev = if start > 0 { self.t(start - 1) } else { "" };
        let mut f = flags;
        if prev == "." || prev == "->" || prev == ".*" || prev == "->*" {
            f |= uf::MEMBER;
        }
        if qualified {
            f |= uf::QUALIFIED;
        }
        if prev == "&" && start > 0 && self.unary_position(start - 1) {
            f |= uf::ADDR;
        }
        if prev == "++" || prev == "--" {
            f |= uf::INCDEC;
        }
        let mut args = Vec::new();
        match self.t(k) {
            "(" => {
                f |= uf::CALL;
                if let Some(c) = self.mat(k) {
                    args = self.split_commas(k + 1, c);
                }
            }
            "." | "->" => f |= uf::DOTTED,
            "[" if self.t(k + 1) != "[" => f |= uf::INDEXED,
            _ => {}
        }
        // the end of a member/subscript chain decides assignment
        let mut q = k;
        let mut g = 0;
        loop {
            g += 1;
            if g > 64 {
                break;
            }
            match self.t(q) {
                "." | "->" if self.is_ident(q + 1) => q += 2,
                "[" if self.t(q + 1) != "[" => q = self.after(q),
                _ => break,
            }
        }
        let nx = self.t(q);
        if is_assign_op(nx) && !(nx == "=" && self.t(q + 1) == "=") {
            f |= uf::ASSIGN;
        }
        if (nx == "++" || nx == "--") && f & uf::CALL == 0 {
            f |= uf::INCDEC;
        }
        if nx == ">"
            && self.t(q + 1) == ">"
            && self.t(q + 2) == "="
            && self.adjacent(q + 1)
            && self.adjacent(q + 2)
        {
            f |= uf::ASSIGN;
        }
        let idx = self.m.uses.len();
        self.m.uses.push(Use {
            tok: last_tok,
            start,
            path,
            scope,
            flags: f,
            targs,
            args,
        });
        let _ = b;
        (k, Some(idx))
    }

    fn unary_position(&self, amp: usize) -> bool {
        // `&` at amp is unary when preceded by an operator, `(`, `,`, `=`, `return`, or nothing
        if amp == 0 {
            return true;
        }
        let p = &self.m.toks[amp - 1];
        match p.kind {
            TK::Ident => {
                is_keyword(&p.text) && !matches!(&*p.text, "this" | "true" | "false" | "nullptr")
            }
            TK::Num | TK::Str | TK::Chr => false,
            TK::Punct => !matches!(&*p.text, ")" | "]"),
            TK::Other => true,
        }
    }

    fn targs_plausible(&self, lt: usize, gt_end: usize) -> bool {
        // reject `a < b > c` shapes: a single identifier or literal between `<` and `>`
        // followed by an identifier is a comparison chain
        let inner = gt_end - lt - 2;
        inner > 0 || self.t(lt + 1) == ">"
    }

    fn is_template_name(&self, scope: Id, path: &[Rc<str>]) -> bool {
        let Some(last) = path.last() else {
            return false;
        };
        if path.len() == 1 {
            let mut s = Some(scope);
            while let Some(id) = s {
                if let Some(v) = self.m.scopes[id].names.get(last) {
                    return v.iter().any(|x| match x {
                        Sym::Func(f) => self.m.funcs[*f].tparams.is_some(),
                        Sym::Class(c) => self.m.classes[*c].tparams.is_some(),
                        Sym::Var(v) => self.m.vars[*v].tparams.is_some(),
                        Sym::Alias(a) => self.m.aliases[*a].tparams,
                        Sym::TParamTemplate => true,
                        _ => false,
                    });
                }
                for &u in &self.m.scopes[id].usings {
                    if let Some(v) = self.m.scopes[u].names.get(last) {
                        return v.iter().any(|x| match x {
                            Sym::Func(f) => self.m.funcs[*f].tparams.is_some(),
                            Sym::Class(c) => self.m.classes[*c].tparams.is_some(),
                            Sym::Var(v) => self.m.vars[*v].tparams.is_some(),
                            _ => false,
                        });
                    }
                }
                s = self.m.scopes[id].parent;
            }
        }
        known_type(last)
            || matches!(
                &**last,
                "move" | "forward" | "get" | "declval" | "make_tuple"
            )
    }

    fn launch(
        &mut self,
        i: usize,
        b: usize,
        scope: Id,
        last_use: Option<(usize, usize)>,
        flags: u16,
    ) -> usize {
        // config up to `>>>`
        let mut k = i + 1;
        let mut cfg_end = None;
        while k < b {
            match self.t(k) {
                "(" | "[" | "{" => {
                    k = self.after(k);
                    continue;
                }
                ">" if self.t(k + 1) == ">"
                    && self.t(k + 2) == ">"
                    && self.adjacent(k + 1)
                    && self.adjacent(k + 2) =>
                {
                    cfg_end = Some(k);
                    break;
                }
                ";" => break,
                _ => {}
            }
            k += 1;
        }
        let Some(ce) = cfg_end else { return i + 1 };
        self.scan_expr(i + 1, ce, scope, flags);
        let mut j = ce + 3;
        let mut args = Vec::new();
        if self.t(j) == "(" {
            let c = self.after(j);
            args = self.split_commas(j + 1, c - 1);
            self.scan_expr(j + 1, c - 1, scope, flags);
            j = c;
        }
        let (name_tok, path, targs) = match last_use {
            Some((u, e)) if e == i => {
                let us = &self.m.uses[u];
                (us.tok, us.path.clone(), us.targs)
            }
            _ => (i, vec![], None),
        };
        self.m.launches.push(Launch {
            tok: i,
            name_tok,
            path,
            targs,
            config: (i + 1, ce),
            args,
            scope,
        });
        j
    }

    /// A lambda expression at `[`; returns the index after it, or None if it is not one.
    fn lambda(&mut self, i: usize, b: usize, scope: Id) -> Option<usize> {
        let cap_close = self.mat(i)?;
        let mut j = cap_close + 1;
        let mut sp = Spaces::default();
        let mut sp_tok = 0;
        let mut generic = false;
        let mut params = Vec::new();
        let mut is_mutable = false;
        let mut is_constexpr = false;
        let mut ret = None;
        let mut tparams_scope = None;
        let mut g = 0;
        let mut param_range = None;
        let mut late_annotation = None;
        let mut declarator_seen = false;
        loop {
            g += 1;
            if g > 64 || j >= b {
                return None;
            }
            match self.t(j) {
                // template parameter list (C++20): right after the introducer, or after the
                // execution space annotations that may precede it
                "<" if tparams_scope.is_none() && !declarator_seen => {
                    let e = self.skip_targs(j)?;
                    generic = true;
                    let tps = self.tparams(j + 1, e - 1);
                    let ts = self.new_scope(ScopeKind::Other, scope);
                    for tp in tps {
                        if let Some(nm) = tp.name {
                            self.declare(
                                ts,
                                &nm,
                                if tp.is_type {
                                    Sym::TParamType
                                } else {
                                    Sym::TParamValue
                                },
                            );
                        }
                    }
                    tparams_scope = Some(ts);
                    j = e;
                }
                "__host__" => {
                    sp.host = true;
                    if sp_tok == 0 {
                        sp_tok = j;
                    }
                    if declarator_seen && late_annotation.is_none() {
                        late_annotation = Some(j);
                    }
                    j += 1;
                }
                "__device__" => {
                    sp.device = true;
                    if sp_tok == 0 {
                        sp_tok = j;
                    }
                    if declarator_seen && late_annotation.is_none() {
                        late_annotation = Some(j);
                    }
                    j += 1;
                }
                "__global__" => {
                    sp.global = true;
                    j += 1;
                }
                "__attribute__" | "__declspec" if self.t(j + 1) == "(" => {
                    let c = self.after(j + 1);
                    for k in j..c {
                        match self.t(k) {
                            "host" => {
                                sp.host = true;
                                if sp_tok == 0 {
                                    sp_tok = k;
                                }
                            }
                            "device" => {
                                sp.device = true;
                                if sp_tok == 0 {
                                    sp_tok = k;
                                }
                            }
                            _ => {}
                        }
                    }
                    j = c;
                }
                "[" if self.t(j + 1) == "[" => j = self.after(j),
                "(" if param_range.is_none() => {
                    let c = self.mat(j)?;
                    param_range = Some((j + 1, c));
                    declarator_seen = true;
                    j = c + 1;
                }
                "mutable" => {
                    is_mutable = true;
                    declarator_seen = true;
                    j += 1;
                }
                "constexpr" | "consteval" => {
                    is_constexpr = true;
                    j += 1;
                }
                "static" => j += 1,
                "noexcept" | "throw" => {
                    j += 1;
                    if self.t(j) == "(" {
                        j = self.after(j);
                    }
                }
                "->" => {
                    let mut e = j + 1;
                    // the trailing return type ends at the body, or at an execution space
                    // annotation misplaced after it (never part of a type)
                    while e < b && !matches!(self.t(e), "{" | "__host__" | "__device__") {
                        if self.t(e) == "(" || self.t(e) == "[" {
                            e = self.after(e);
                            continue;
                        }
                        if self.t(e) == "<" {
                            if let Some(x) = self.skip_targs(e) {
                                e = x;
                                continue;
                            }
                        }
                        if self.t(e) == ";" {
                            return None;
                        }
                        e += 1;
                    }
                    ret = Some(self.type_of_range(j + 1, e, scope));
                    declarator_seen = true;
                    j = e;
                }
                "requires" => j = self.skip_requires(j + 1, b),
                "{" => break,
                _ => return None,
            }
        }
        let body_close = self.mat(j)?;
        let lid = self.m.lambdas.len();
        // closure class
        let local_to = self.enclosing_local(scope);
        self.m.classes.push(Class {
            name: None,
            qual: vec![],
            key: ClassKey::Class,
            tok: i,
            scope,
            body_scope: None,
            defined: true,
            def_start: i,
            def_end: body_close,
            bases: vec![],
            fields: vec![],
            methods: vec![],
            nested: vec![],
            access: Access::Public,
            tparams: None,
            specialization: false,
            local_to,
            is_lambda_closure: true,
            attrs: Attrs::default(),
            member_types: vec![],
        });
        let closure = self.m.classes.len() - 1;
        let pscope = self.new_scope(ScopeKind::Other, tparams_scope.unwrap_or(scope));
        let bscope = self.new_scope(ScopeKind::Lambda(lid), pscope);
        self.m.lambdas.push(Lambda {
            tok: i,
            end: body_close + 1,
            scope,
            captures: Vec::new(),
            sp,
            sp_tok,
            params: Vec::new(),
            generic,
            is_mutable,
            is_constexpr,
            ret,
            body: (j, body_close),
            body_scope: bscope,
            closure,
            late_annotation,
        });
        // captures
        let caps = self.captures(i + 1, cap_close, scope);
        self.m.lambdas[lid].captures = caps;
        if let Some((a, c)) = param_range {
            let ctx = Ctx::new(pscope);
            params = self.params(a, c, &ctx, pscope);
            for p in &params {
                if p.ty.is_auto() || p.ty.builtin.contains("auto") && p.ty.path.is_empty() {
                    generic = true;
                }
                if let Some(nm) = &p.name {
                    let vid = self.m.vars.len();
                    self.m.vars.push(Var {
                        name: nm.clone(),
                        tok: p.tok,
                        start: p.tok,
                        scope: pscope,
                        ty: p.ty.clone(),
                        mem: p.mem,
                        mem_tok: p.mem_tok,
                        is_static: false,
                        is_extern: false,
                        is_thread_local: false,
                        is_constexpr: false,
                        is_inline: false,
                        is_mutable: false,
                        is_friend: false,
                        init: InitKind::None,
                        init_range: (0, 0),
                        member_of: None,
                        access: Access::Public,
                        end: p.tok,
                        structured: false,
                        anon_union: false,
                        attrs: Attrs::default(),
                        class_def: None,
                        tparams: None,
                        qual: vec![],
                        in_condition: false,
                        is_param: true,
                    });
                    self.declare(pscope, nm, Sym::Var(vid));
                }
            }
            for p in &params {
                if let Some((a, e)) = p.default {
                    self.scan_expr(a, e, scope, 0);
                }
            }
        }
        self.m.lambdas[lid].params = params;
        self.m.lambdas[lid].generic = generic;
        // init-captures are variables of the lambda body
        for c in self.m.lambdas[lid].captures.clone() {
            if let (Some(nm), Some((a, e))) = (&c.name, c.init) {
                self.scan_expr(a, e, scope, 0);
                let vid = self.m.vars.len();
                self.m.vars.push(Var {
                    name: nm.clone(),
                    tok: c.tok,
                    start: c.tok,
                    scope: pscope,
                    ty: Ty {
                        builtin: "auto".into(),
                        text: "auto".into(),
                        ..Default::default()
                    },
                    mem: MemSpaces::default(),
                    mem_tok: 0,
                    is_static: false,
                    is_extern: false,
                    is_thread_local: false,
                    is_constexpr: false,
                    is_inline: false,
                    is_mutable: false,
                    is_friend: false,
                    init: InitKind::Eq,
                    init_range: (a, e),
                    member_of: None,
                    access: Access::Public,
                    end: e,
                    structured: false,
                    anon_union: false,
                    attrs: Attrs::default(),
                    class_def: None,
                    tparams: None,
                    qual: vec![],
                    in_condition: true,
                    is_param: false,
                });
                self.declare(pscope, nm, Sym::Var(vid));
            }
        }
        // the body's statements are expression roots of their own
        let nest = std::mem::replace(&mut self.expr_nest, 0);
        self.block(j, body_close, bscope);
        self.expr_nest = nest;
        Some(body_close + 1)
    }

    fn captures(&mut self, a: usize, b: usize, _scope: Id) -> Vec<Capture> {
        let mut out = Vec::new();
        for (s, e) in self.split_commas(a, b) {
            if s >= e {
                continue;
            }
            let t0 = self.t(s);
            let pack = (s..e).any(|k| self.t(k) == "...");
            let c = if t0 == "=" && e == s + 1 {
                Capture {
                    kind: CapKind::DefaultCopy,
                    name: None,
                    tok: s,
                    init: None,
                    pack,
                }
            } else if t0 == "&" && e == s + 1 {
                Capture {
                    kind: CapKind::DefaultRef,
                    name: None,
                    tok: s,
                    init: None,
                    pack,
                }
            } else if t0 == "this" {
                Capture {
                    kind: CapKind::This,
                    name: None,
                    tok: s,
                    init: None,
                    pack,
                }
            } else if t0 == "*" && self.t(s + 1) == "this" {
                Capture {
                    kind: CapKind::StarThis,
                    name: None,
                    tok: s,
                    init: None,
                    pack,
                }
            } else {
                let byref = t0 == "&";
                let mut k = if byref { s + 1 } else { s };
                if self.t(k) == "..." {
                    k += 1;
                }
                if !self.is_ident(k) {
                    continue;
                }
                let name = self.m.toks[k].text.clone();
                let mut q = k + 1;
                if self.t(q) == "..." {
                    q += 1;
                }
                let init = match self.t(q) {
                    "=" => Some((q + 1, e)),
                    "(" | "{" => Some((q, e)),
                    _ => None,
                };
                let kind = match (byref, init.is_some()) {
                    (false, false) => CapKind::Copy,
                    (true, false) => CapKind::Ref,
                    (false, true) => CapKind::InitCopy,
                    (true, true) => CapKind::InitRef,
                };
                Capture {
                    kind,
                    name: Some(name),
                    tok: k,
                    init,
                    pack,
                }
            };
            out.push(c);
        }
        out
    }
}

enum FnEnd {
    Body(usize),
    Decl(usize),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::lex;

    fn model(src: &str) -> Model {
        build(lex(src, 0))
    }

    #[test]
    fn decls() {
        let m = model("__device__ __managed__ int xxx = 10; int *ptr = &xxx; struct S { int a; __device__ S(); }; __global__ void k(int *p, float q) { int x = 1; }");
        assert_eq!(
            m.vars
                .iter()
                .filter(|v| v.member_of.is_none() && v.scope == 0)
                .count(),
            2
        );
        let x = &m.vars[0];
        assert!(x.mem.managed && x.mem.device);
        let k = m.funcs.iter().find(|f| &*f.name == "k").unwrap();
        assert!(k.sp.global);
        assert_eq!(k.params.len(), 2);
        assert!(k.body.is_some());
        let s = m
            .classes
            .iter()
            .find(|c| c.name.as_deref() == Some("S"))
            .unwrap();
        assert_eq!(s.fields.len(), 1);
        assert_eq!(s.methods.len(), 1);
        assert_eq!(m.funcs[s.methods[0]].kind, FnKind::Ctor);
    }

    #[test]
    fn lambdas_and_launches() {
        let m = model("template <typename T> __global__ void kern(T in) { } void f() { auto l = [=] __device__ (int x) { return x; }; kern<<<1,1>>>(l); kern<int><<<1, 1, 0>>>(3); }");
        assert_eq!(m.lambdas.len(), 1);
        assert!(m.lambdas[0].sp.device);
        assert_eq!(m.launches.len(), 2);
        assert_eq!(&*m.launches[0].path[0], "kern");
        assert!(m.launches[1].targs.is_some());
    }

    #[test]
    fn vexing() {
        let m = model("struct S3_t { int x; __device__ S3_t(int p) : x(p) { } }; __device__ void f1() { static S3_t i9(44); S3_t g(); }");
        assert!(m
            .vars
            .iter()
            .any(|v| &*v.name == "i9" && v.init == InitKind::Paren));
        assert!(m.funcs.iter().any(|f| &*f.name == "g"));
    }
}
