//! Semantic queries over one view's model: name lookup, execution spaces of code, class
//! properties (trivial / empty special members, virtual functions), constant expressions and a
//! little type inference. Every query that cannot be answered returns None ("unknown"): rules
//! only fire on definite answers.

use crate::fx::HashMap;
use crate::lex::TK;
use crate::model::*;
use crate::pp::View;
use crate::rules::{rid, RuleId};
use crate::Options;
use std::cell::RefCell;
use std::rc::Rc;

pub struct Sema<'a> {
    pub m: &'a Model,
    pub view: View,
    pub opts: &'a Options,
    /// Each use's lookup result, indexed by use (a vector, not a hash map: every use of a view
    /// is resolved by some rule, so the slots fill up; no hashing per query).
    use_cache: RefCell<Vec<Option<Rc<Vec<Sym>>>>>,
    /// The one empty lookup result every unresolved use shares (no allocation per use).
    no_syms: Rc<Vec<Sym>>,
    lambda_sp: RefCell<HashMap<Id, Spaces>>,
    /// token -> the first use starting or named there (`u32::MAX`: none), built on first need.
    use_idx: RefCell<Option<Rc<Vec<u32>>>>,
    redecl_groups: RefCell<Option<RedeclGroups>>,
    space_cache: RefCell<HashMap<Id, Option<Spaces>>>,
    /// Every use as (token, use index), sorted by token (built on first need): the uses inside
    /// a token range without a pass over all uses (passes per function stay linear).
    uses_by_tok: RefCell<Option<UsesByTok>>,
    /// The view's typed expression trees (built on first need).
    exprs: RefCell<Option<Rc<crate::expr::Exprs>>>,
    /// For each scope, the first function whose body scope is its child (its parameter
    /// scope), built on first need: a parameter's function without a pass over all functions.
    param_fn: RefCell<Option<Rc<Vec<Option<Id>>>>>,
    /// Every non-parameter variable by name, in model order (built on first need): the other
    /// declarations of a variable without a pass over all variables per use, which made
    /// `all_decls_of_var` a third of the time on template-heavy units (CUTLASS GEMMs).
    vars_by_name: RefCell<Option<Rc<VarsByName>>>,
    /// The first definition of each class (name, scope), built on first need (`defined`).
    class_defs: RefCell<Option<Rc<ClassDefs>>>,
    /// The last name of the type of every device variable (built on first need).
    device_type_names: RefCell<Option<Rc<crate::fx::HashSet<Rc<str>>>>>,
}

/// Each function's group index, and the groups of redeclarations (see [`Sema::redecls`]).
type RedeclGroups = (Vec<usize>, Vec<Rc<Vec<Id>>>);

/// Non-parameter variables by name, in model order.
type VarsByName = HashMap<Rc<str>, Vec<Id>>;

/// (class name, scope) -> the first definition of that class.
type ClassDefs = HashMap<(Option<Rc<str>>, Id), Id>;

/// (token, use) pairs sorted by token.
type UsesByTok = Rc<Vec<(usize, usize)>>;

/// A function's redeclaration key: (name, arity, templated, local, explicit targs, owner class,
/// each parameter's pointer level, class-ness and class name).
type RedeclKey = (
    Rc<str>,
    usize,
    bool,
    bool,
    bool,
    isize,
    Vec<(u8, bool, Option<Rc<str>>)>,
);

/// A function-like context: code runs inside a function body or a lambda body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fctx {
    Func(Id),
    Lambda(Id),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tri {
    Yes,
    No,
    Unknown,
}

#[allow(dead_code)]
impl Tri {
    pub fn from(b: bool) -> Tri {
        if b {
            Tri::Yes
        } else {
            Tri::No
        }
    }
}

impl<'a> Sema<'a> {
    /// The ISO C++ year of the dialect checked (`-std`; nvcc's default is C++17).
    pub fn std_year(&self) -> u32 {
        match self.opts.std.as_deref() {
            Some("c++11") | Some("c++0x") | Some("gnu++11") => 11,
            Some("c++14") | Some("c++1y") | Some("gnu++14") => 14,
            Some("c++20") | Some("c++2a") | Some("gnu++20") => 20,
            Some("c++23") | Some("c++2b") => 23,
            _ => 17,
        }
    }

    /// Whether `rule` takes its relaxed form under the CUDA version checked for (`--cuda`; the
    /// version is in the catalogue's `Edition`, not in the rule family).
    pub fn relaxed(&self, rule: crate::rules::RuleId) -> bool {
        rule.edition().relaxed(self.opts.cuda)
    }

    pub fn new(m: &'a Model, view: View, opts: &'a Options) -> Sema<'a> {
        Sema {
            m,
            view,
            opts,
            use_cache: RefCell::new(vec![None; m.uses.len()]),
            no_syms: Rc::new(Vec::new()),
            lambda_sp: RefCell::new(HashMap::default()),
            use_idx: RefCell::new(None),
            redecl_groups: RefCell::new(None),
            space_cache: RefCell::new(HashMap::default()),
            uses_by_tok: RefCell::new(None),
            exprs: RefCell::new(None),
            param_fn: RefCell::new(None),
            vars_by_name: RefCell::new(None),
            class_defs: RefCell::new(None),
            device_type_names: RefCell::new(None),
        }
    }

    /// The scope a function's parameters are declared in (and their types looked up from): the
    /// parent of its body scope, or the scope of the declaration when it has no body.
    pub fn param_scope(&self, func: &Func) -> Id {
        func.body_scope
            .and_then(|b| self.m.scopes[b].parent)
            .unwrap_or(func.scope)
    }

    /// The function whose parameter scope is `scope` (the parent of its body scope); the
    /// first such function in declaration order where several share it.
    pub fn fn_of_param_scope(&self, scope: Id) -> Option<Id> {
        let idx = self
            .param_fn
            .borrow_mut()
            .get_or_insert_with(|| {
                let mut v: Vec<Option<Id>> = vec![None; self.m.scopes.len()];
                for (f, func) in self.m.funcs.iter().enumerate() {
                    if let Some(p) = func.body_scope.and_then(|b| self.m.scopes[b].parent) {
                        if v[p].is_none() {
                            v[p] = Some(f);
                        }
                    }
                }
                Rc::new(v)
            })
            .clone();
        idx.get(scope).copied().flatten()
    }

    /// The view's expression trees (`expr.rs`), built once.
    pub fn exprs(&self) -> Rc<crate::expr::Exprs> {
        if let Some(e) = self.exprs.borrow().as_ref() {
            return e.clone();
        }
        let e = Rc::new(crate::expr::Exprs::build(self));
        *self.exprs.borrow_mut() = Some(e.clone());
        e
    }

    /// The uses whose token lies in `a..b`, in token order.
    pub fn uses_in(&self, a: usize, b: usize) -> Vec<usize> {
        let idx = self
            .uses_by_tok
            .borrow_mut()
            .get_or_insert_with(|| {
                let mut v: Vec<(usize, usize)> = self
                    .m
                    .uses
                    .iter()
                    .enumerate()
                    .map(|(u, x)| (x.tok, u))
                    .collect();
                v.sort_unstable();
                Rc::new(v)
            })
            .clone();
        let lo = idx.partition_point(|&(t, _)| t < a);
        idx[lo..]
            .iter()
            .take_while(|&&(t, _)| t < b)
            .map(|&(_, u)| u)
            .collect()
    }

    pub fn t(&self, i: usize) -> &str {
        self.m.toks.get(i).map_or("", |t| &t.text)
    }

    // ------------------------------------------------------------------ lookup

    fn scope_names(
        &self,
        s: Id,
        name: &Rc<str>,
        pos: Option<usize>,
        out: &mut Vec<Sym>,
        depth: usize,
    ) {
        if depth > 8 {
            return;
        }
        self.scope_own_names(s, name, pos, out);
        if out.is_empty() {
            for &u in &self.m.scopes[s].usings {
                if u != s {
                    self.scope_names(u, name, None, out, depth + 1);
                }
            }
        }
    }

    /// The names `s` itself declares (no using-directive followed).
    fn scope_own_names(&self, s: Id, name: &Rc<str>, pos: Option<usize>, out: &mut Vec<Sym>) {
        let sc = &self.m.scopes[s];
        let is_block = matches!(
            sc.kind,
            ScopeKind::Block | ScopeKind::Func(_) | ScopeKind::Lambda(_) | ScopeKind::Other
        );
        if let Some(v) = sc.names.get(name) {
            for sym in v {
                if let (Some(p), Sym::Var(vid), true) = (pos, sym, is_block) {
                    if self.m.vars[*vid].tok > p {
                        continue;
                    }
                }
                if !out.contains(sym) {
                    out.push(*sym);
                }
            }
        }
    }

    /// Members of a class named `name`, searching bases.
    pub fn class_member(&self, c: Id, name: &Rc<str>, depth: usize) -> Vec<Sym> {
        let mut out = Vec::new();
        if depth > 8 {
            return out;
        }
        let c = self.defined(c);
        if let Some(bs) = self.m.classes[c].body_scope {
            if let Some(v) = self.m.scopes[bs].names.get(name) {
                out.extend(v.iter().copied());
            }
        }
        if out.is_empty() {
            for b in self.m.classes[c].bases.clone() {
                if let Some(bc) = self.class_by_path(self.m.classes[c].scope, &b.path) {
                    if bc != c {
                        out.extend(self.class_member(bc, name, depth + 1));
                    }
                }
                if !out.is_empty() {
                    break;
                }
            }
        }
        out
    }

    /// Unqualified or qualified lookup of `path` from `scope` (positional for block scopes).
    pub fn lookup(&self, scope: Id, path: &[Rc<str>], pos: Option<usize>) -> Vec<Sym> {
        self.lookup_at(scope, path, pos, 0)
    }

    /// `lookup` from within `class_of_ty` at `depth`: a qualified name through an alias reads
    /// the alias's type, which may name the alias again (`using Op = typename Op<T>::type;` in
    /// a class template finds itself), so the depth is carried, and `class_of_ty`'s bound ends
    /// it (the name then stays unknown).
    fn lookup_at(&self, scope: Id, path: &[Rc<str>], pos: Option<usize>, depth: usize) -> Vec<Sym> {
        let mut out = Vec::new();
        let Some(first) = path.first() else {
            return out;
        };
        // unqualified first component. A using-directive in a block (`using namespace cute;`
        // in a function body) makes the namespace's names visible as if declared in an
        // enclosing namespace ([namespace.udir]/2), so they are looked for when the walk
        // reaches a namespace scope, after the block's, the parameters' and the class's own
        // names (a parameter `cluster_shape` hides `cute::cluster_shape()`)
        let mut s = Some(scope);
        let mut pending: Vec<Id> = Vec::new();
        while let Some(id) = s {
            if matches!(
                self.m.scopes[id].kind,
                ScopeKind::Namespace { .. } | ScopeKind::Global
            ) {
                self.scope_names(id, first, pos, &mut out, 0);
                if out.is_empty() {
                    for &u in &pending {
                        self.scope_names(u, first, None, &mut out, 1);
                    }
                }
                pending.clear();
            } else {
                self.scope_own_names(id, first, pos, &mut out);
                pending.extend(
                    self.m.scopes[id]
                        .usings
                        .iter()
                        .copied()
                        .filter(|&u| u != id),
                );
            }
            if !out.is_empty() {
                break;
            }
            if let ScopeKind::Class(c) = self.m.scopes[id].kind {
                out = self.class_member(c, first, 0);
                if !out.is_empty() {
                    break;
                }
            }
            // member functions defined out of line see their class's members, after their
            // parameters (declared in the scope around the body: `void V::insert(T* begin)`
            // names the parameter, not the member `begin()`)
            if let ScopeKind::Func(f) = self.m.scopes[id].kind {
                if let Some(c) = self.m.funcs[f].class {
                    if !self.m.funcs[f].qual.is_empty() {
                        if let Some(p) = self.m.scopes[id].parent {
                            self.scope_names(p, first, pos, &mut out, 0);
                            if !out.is_empty() {
                                break;
                            }
                        }
                        out = self.class_member(c, first, 0);
                        if !out.is_empty() {
                            break;
                        }
                    }
                }
            }
            s = self.m.scopes[id].parent;
        }
        if path.len() == 1 {
            return out;
        }
        let mut cur = out;
        for comp in &path[1..] {
            let mut next = Vec::new();
            for sym in &cur {
                match *sym {
                    Sym::Ns(n) => self.scope_names(n, comp, None, &mut next, 0),
                    Sym::Class(c) => next.extend(self.class_member(c, comp, 0)),
                    Sym::Alias(a) => {
                        let al = &self.m.aliases[a];
                        if let Some(c) = self.class_of_ty(&al.ty, al.scope, depth + 1) {
                            next.extend(self.class_member(c, comp, 0));
                        }
                    }
                    _ => {}
                }
                if !next.is_empty() {
                    break;
                }
            }
            if next.is_empty() {
                return next;
            }
            cur = next;
        }
        cur
    }

    pub fn resolve_use(&self, u: usize) -> Rc<Vec<Sym>> {
        if let Some(Some(v)) = self.use_cache.borrow().get(u) {
            return v.clone();
        }
        let us = &self.m.uses[u];
        let v = if us.flags & uf::MEMBER != 0 {
            Vec::new()
        } else {
            self.lookup(us.scope, &us.path, Some(us.tok))
        };
        let v = if v.is_empty() {
            self.no_syms.clone()
        } else {
            Rc::new(v)
        };
        if let Some(slot) = self.use_cache.borrow_mut().get_mut(u) {
            *slot = Some(v.clone());
        }
        v
    }

    /// Members named by a `.` / `->` use, through the object's declared type.
    pub fn member_syms(&self, u: usize) -> Vec<Sym> {
        let us = &self.m.uses[u];
        let name = us.path.last().unwrap();
        // the typed tree first: any object expression (`a.b.f()`, `v[i].f()`, `get().f()`,
        // `(*this).f()`) through its type
        let ex = self.exprs();
        if let Some(n) = ex.of_use(self, u) {
            if let Some(c) = ex.object_class(self, n) {
                return self.class_member(c, name, 0);
            }
        }
        if us.start < 2 {
            return vec![];
        }
        let op = self.t(us.start - 1);
        let obj = us.start - 2;
        let cls = if self.t(obj) == "this" && op == "->" {
            let mut sc = Some(us.scope);
            let mut found = None;
            while let Some(id) = sc {
                if let ScopeKind::Func(f) = self.m.scopes[id].kind {
                    found = self.m.funcs[f].class;
                    break;
                }
                if let ScopeKind::Class(c) = self.m.scopes[id].kind {
                    found = Some(c);
                    break;
                }
                sc = self.m.scopes[id].parent;
            }
            found
        } else {
            let Some(ou) = self.use_at(obj) else {
                return vec![];
            };
            if self.m.uses[ou].tok != obj {
                return vec![];
            }
            let Some(v) = self.use_var(ou) else {
                return vec![];
            };
            let var = &self.m.vars[v];
            let (mut r, sc) = self.resolve_ty(&var.ty, var.scope);
            if op == "->" {
                if r.ptr != 1 {
                    return vec![];
                }
                r.ptr = 0;
            } else if r.ptr != 0 {
                return vec![];
            }
            r.reference = 0;
            var.class_def.or_else(|| self.class_of_ty(&r, sc, 0))
        };
        match cls {
            Some(c) => self.class_member(c, name, 0),
            None => vec![],
        }
    }

    pub fn use_var(&self, u: usize) -> Option<Id> {
        let syms = self.resolve_use(u);
        match syms.as_slice() {
            [Sym::Var(v)] => Some(*v),
            _ => {
                let vars: Vec<Id> = syms
                    .iter()
                    .filter_map(|s| if let Sym::Var(v) = s { Some(*v) } else { None })
                    .collect();
                // several declarations of one variable (extern + definition)
                if !vars.is_empty()
                    && vars.len() == syms.len()
                    && vars.iter().all(|&v| {
                        self.m.vars[v].name == self.m.vars[vars[0]].name
                            && self.m.vars[v].scope == self.m.vars[vars[0]].scope
                    })
                {
                    return Some(*vars.last().unwrap());
                }
                None
            }
        }
    }

    pub fn use_funcs(&self, u: usize) -> Vec<Id> {
        self.resolve_use(u)
            .iter()
            .filter_map(|s| if let Sym::Func(f) = s { Some(*f) } else { None })
            .collect()
    }

    pub fn defined(&self, c: Id) -> Id {
        let k = &self.m.classes[c];
        if k.defined {
            return c;
        }
        let key = (k.name.clone(), k.scope);
        if let Some(ix) = &*self.class_defs.borrow() {
            return ix.get(&key).copied().unwrap_or(c);
        }
        // the first definition of each (name, scope), gathered once: a pass over all classes
        // per forward-declared class was a twentieth of a CUTLASS unit's time
        let mut ix: ClassDefs = HashMap::default();
        for (i, x) in self.m.classes.iter().enumerate() {
            if x.defined && !x.specialization && !x.is_lambda_closure {
                ix.entry((x.name.clone(), x.scope)).or_insert(i);
            }
        }
        let found = ix.get(&key).copied().unwrap_or(c);
        *self.class_defs.borrow_mut() = Some(Rc::new(ix));
        found
    }

    pub fn class_by_path(&self, scope: Id, path: &[Rc<str>]) -> Option<Id> {
        let syms = self.lookup(scope, path, None);
        for s in syms {
            match s {
                Sym::Class(c) => return Some(self.defined(c)),
                Sym::Alias(a) => {
                    return self.class_of_ty(&self.m.aliases[a].ty, self.m.aliases[a].scope, 1)
                }
                _ => {}
            }
        }
        None
    }

    /// The class a value type names (through aliases); None for pointers/references/builtins.
    pub fn class_of_ty(&self, ty: &Ty, scope: Id, depth: usize) -> Option<Id> {
        if depth > 8 || ty.ptr > 0 || ty.reference > 0 || ty.func || ty.path.is_empty() {
            return None;
        }
        if ty.decltype.is_some() {
            return None;
        }
        for s in self.lookup_at(scope, &ty.path, None, depth) {
            match s {
                Sym::Class(c) => return Some(self.defined(c)),
                Sym::Alias(a) => {
                    let al = &self.m.aliases[a];
                    return self.class_of_ty(&al.ty, al.scope, depth + 1);
                }
                _ => {}
            }
        }
        None
    }

    /// Resolve a type through aliases: (final Ty, its scope). Pointer/reference levels of the
    /// alias and the use add up.
    pub fn resolve_ty(&self, ty: &Ty, scope: Id) -> (Ty, Id) {
        let (t, sc) = self.resolve_ty_ref(ty, scope);
        (t.into_owned(), sc)
    }

    /// [`Sema::resolve_ty`] without a copy of `ty` where it names no alias (the common case:
    /// a builtin or a class type), for the per-use passes.
    pub fn resolve_ty_ref<'t>(&self, ty: &'t Ty, scope: Id) -> (std::borrow::Cow<'t, Ty>, Id) {
        if ty.path.is_empty() || ty.decltype.is_some() {
            return (std::borrow::Cow::Borrowed(ty), scope);
        }
        let syms = self.lookup(scope, &ty.path, None);
        if !syms.iter().any(|s| matches!(s, Sym::Alias(_))) {
            return (std::borrow::Cow::Borrowed(ty), scope);
        }
        let mut cur = ty.clone();
        let mut sc = scope;
        for _ in 0..8 {
            if cur.path.is_empty() || cur.decltype.is_some() {
                break;
            }
            let syms = self.lookup(sc, &cur.path, None);
            let Some(a) = syms.iter().find_map(|s| {
                if let Sym::Alias(a) = s {
                    Some(*a)
                } else {
                    None
                }
            }) else {
                break;
            };
            let al = &self.m.aliases[a];
            let mut n = al.ty.clone();
            // `const A*` with `using A = T;` is `const T*`: the use's cv-qualifiers apply to
            // the alias's type, the pointee when the use adds pointers (faiss's
            // `const IVFSearchParameters*` against `const SearchParametersIVF*`)
            let through = n.ptr == 0;
            n.ptr += cur.ptr;
            n.reference = n.reference.max(cur.reference);
            n.is_const |= cur.is_const && (cur.ptr == 0 || through);
            n.is_volatile |= cur.is_volatile && (cur.ptr == 0 || through);
            if cur.ptr > 0 {
                n.top_const = cur.top_const;
            } else {
                n.top_const = n.top_const || cur.top_const;
            }
            let mut dims = cur.dims.clone();
            dims.extend(n.dims.clone());
            n.dims = dims;
            n.func |= cur.func;
            sc = al.scope;
            cur = n;
        }
        (std::borrow::Cow::Owned(cur), sc)
    }

    /// Canonical spelling of a type for comparing views: aliases expanded, classes by name.
    pub fn canon_ty(&self, ty: &Ty, scope: Id) -> String {
        self.canon_ty_in(ty, scope, &mut Vec::new())
    }

    /// `canon_ty` inside the expansion of the aliases on `open`: an alias whose template
    /// arguments name an alias being expanded (`using Op = typename Op<T>::type;`, where the
    /// inner `Op` is found as the alias itself) is not expanded again, so a cycle ends.
    fn canon_ty_in(&self, ty: &Ty, scope: Id, open: &mut Vec<usize>) -> String {
        let (r, sc) = self.resolve_ty_ref(ty, scope);
        let mut s = String::new();
        if r.is_const {
            s.push_str("const ");
        }
        if r.is_volatile {
            s.push_str("volatile ");
        }
        if !r.path.is_empty() {
            match self.class_of_ty(
                &Ty {
                    ptr: 0,
                    reference: 0,
                    func: false,
                    ..(*r).clone()
                },
                sc,
                0,
            ) {
                Some(c) => s.push_str(&format!("class#{}", self.class_qual_name(c))),
                None => s.push_str(
                    &r.path
                        .iter()
                        .map(|p| p.to_string())
                        .collect::<Vec<_>>()
                        .join("::"),
                ),
            }
            if let Some((a, b)) = r.targs {
                s.push('<');
                // canonicalise identifiers inside template arguments through aliases
                for k in a..b {
                    let t = self.t(k);
                    if self.m.toks[k].kind == TK::Ident {
                        let syms = self.lookup(sc, &[self.m.toks[k].text.clone()], None);
                        if let Some(Sym::Alias(al)) = syms.first() {
                            // bounded by the aliases of the model: each is open at most once
                            if !open.contains(al) {
                                open.push(*al);
                                let c = self.canon_ty_in(
                                    &self.m.aliases[*al].ty,
                                    self.m.aliases[*al].scope,
                                    open,
                                );
                                open.pop();
                                s.push_str(&c);
                                s.push(' ');
                                continue;
                            }
                        }
                    }
                    s.push_str(t);
                    s.push(' ');
                }
                s.push('>');
            }
        } else if let Some((a, b)) = r.decltype {
            s.push_str(&format!("decltype({})", self.m.text(a, b)));
        } else {
            s.push_str(&r.builtin);
        }
        for _ in 0..r.ptr {
            s.push('*');
        }
        if r.top_const && r.ptr > 0 {
            s.push_str(" const");
        }
        match r.reference {
            1 => s.push('&'),
            2 => s.push_str("&&"),
            _ => {}
        }
        for d in &r.dims {
            s.push_str(&format!("[{d}]"));
        }
        if r.func {
            s.push_str("(fn)");
        }
        s
    }

    pub fn class_qual_name(&self, c: Id) -> String {
        let k = &self.m.classes[c];
        let mut parts = vec![k.name.as_deref().unwrap_or("<anon>").to_string()];
        let mut s = Some(k.scope);
        while let Some(id) = s {
            match &self.m.scopes[id].kind {
                ScopeKind::Namespace { name, .. } => {
                    parts.push(name.as_deref().unwrap_or("<anon>").to_string())
                }
                ScopeKind::Class(pc) => parts.push(
                    self.m.classes[*pc]
                        .name
                        .as_deref()
                        .unwrap_or("<anon>")
                        .to_string(),
                ),
                ScopeKind::Func(f) => parts.push(format!("{}()", self.m.funcs[*f].name)),
                _ => {}
            }
            s = self.m.scopes[id].parent;
        }
        parts.reverse();
        parts.join("::")
    }

    pub fn qual_name_of_scope(&self, scope: Id) -> String {
        let mut parts = Vec::new();
        let mut s = Some(scope);
        while let Some(id) = s {
            match &self.m.scopes[id].kind {
                ScopeKind::Namespace { name, .. } => {
                    parts.push(name.as_deref().unwrap_or("<anon>").to_string())
                }
                ScopeKind::Class(pc) => parts.push(
                    self.m.classes[*pc]
                        .name
                        .as_deref()
                        .unwrap_or("<anon>")
                        .to_string(),
                ),
                _ => {}
            }
            s = self.m.scopes[id].parent;
        }
        parts.reverse();
        parts.join("::")
    }

    // ------------------------------------------------------------------ contexts and spaces

    /// The innermost function or lambda whose body contains `scope`.
    pub fn fctx(&self, scope: Id) -> Option<Fctx> {
        let mut s = Some(scope);
        let mut g = 0;
        while let Some(id) = s {
            g += 1;
            if g > 10_000 {
                return None;
            }
            match self.m.scopes[id].kind {
                ScopeKind::Func(f) => return Some(Fctx::Func(f)),
                ScopeKind::Lambda(l) => return Some(Fctx::Lambda(l)),
                ScopeKind::Global | ScopeKind::Namespace { .. } => return None,
                _ => {}
            }
            s = self.m.scopes[id].parent;
        }
        None
    }

    /// Is `scope` inside a block (function/lambda body)?
    pub fn in_block(&self, scope: Id) -> bool {
        matches!(
            self.m.scopes[scope].kind,
            ScopeKind::Block | ScopeKind::Func(_) | ScopeKind::Lambda(_)
        )
    }

    /// All declarations of the function `f` (same name, class/scope and arity).
    pub fn redecls(&self, f: Id) -> Vec<Id> {
        if self.redecl_groups.borrow().is_none() {
            let mut key_to_group: HashMap<RedeclKey, usize> = HashMap::default();
            let mut group_of = vec![0usize; self.m.funcs.len()];
            let mut groups: Vec<Vec<Id>> = Vec::new();
            for (i, g) in self.m.funcs.iter().enumerate() {
                // a member's class; a free function's namespace (its qualifier's where it is
                // defined as `ns::f`, the enclosing one for a block-scope declaration): an `f`
                // of a nested namespace (`common::cuda::f` beside `common::f`) is another
                // function, with its own execution space
                let owner: isize = match g.class {
                    Some(c) => self.defined(c) as isize,
                    None => -2 - self.fn_namespace(g) as isize,
                };
                // overloads that differ in a parameter's pointer level, in class vs non-class
                // (`f(float*)` / `f(float)`) or in the class named (`op*(V, W)` / `op*(V, V)`)
                // are different functions, each with its own execution space. A template's
                // parameters are compared as spelled: the class template named (`vec<T, N>` /
                // `mat<M>`), a template parameter of its own standing for any type.
                let sig: Vec<(u8, bool, Option<Rc<str>>)> =
                    if g.tparams.is_some() || !g.outer_tparams.is_empty() {
                        let own: Vec<&Rc<str>> = g
                            .tparams
                            .iter()
                            .chain(g.outer_tparams.iter())
                            .flatten()
                            .filter_map(|t| t.name.as_ref())
                            .collect();
                        g.params
                            .iter()
                            .map(|p| {
                                let decays = u8::from(!p.ty.dims.is_empty());
                                let named =
                                    p.ty.path
                                        .first()
                                        .filter(|n| p.ty.decltype.is_none() && !own.contains(n))
                                        .and(p.ty.path.last().cloned());
                                (p.ty.ptr.saturating_add(decays), false, named)
                            })
                            .collect()
                    } else {
                        let sc = g.body_scope.unwrap_or(g.scope);
                        g.params
                            .iter()
                            .map(|p| {
                                let decays = u8::from(!p.ty.dims.is_empty());
                                if p.ty.path.is_empty() || p.ty.decltype.is_some() {
                                    // a built-in type: no lookup
                                    return (p.ty.ptr.saturating_add(decays), false, None);
                                }
                                let t = crate::expr::decl_ety(self, &p.ty, sc);
                                let class = t.class().map(|c| self.defined(c));
                                let name = class.and_then(|c| self.m.classes[c].name.clone());
                                (t.ptr.saturating_add(t.arr.min(1)), class.is_some(), name)
                            })
                            .collect()
                    };
                let key = (
                    g.name.clone(),
                    g.params.len(),
                    g.tparams.is_some(),
                    g.local,
                    g.name_targs.is_some(),
                    owner,
                    sig,
                );
                let gi = *key_to_group.entry(key).or_insert_with(|| {
                    groups.push(Vec::new());
                    groups.len() - 1
                });
                groups[gi].push(i);
                group_of[i] = gi;
            }
            let groups: Vec<Rc<Vec<Id>>> = groups.into_iter().map(Rc::new).collect();
            *self.redecl_groups.borrow_mut() = Some((group_of, groups));
        }
        let b = self.redecl_groups.borrow();
        let (group_of, groups) = b.as_ref().unwrap();
        match group_of.get(f) {
            Some(&g) => (*groups[g]).clone(),
            None => vec![f],
        }
    }

    /// The namespace (scope id) a free function belongs to: its qualifier's (`void ns::f()`
    /// defined outside `ns`) when that names a namespace, else the innermost namespace around
    /// its declaration.
    fn fn_namespace(&self, g: &Func) -> Id {
        if !g.qual.is_empty() {
            if let Some(Sym::Ns(n)) = self
                .lookup(g.scope, &g.qual, None)
                .into_iter()
                .find(|s| matches!(s, Sym::Ns(_)))
            {
                return n;
            }
        }
        self.ns_of(g.scope)
    }

    fn ns_of(&self, scope: Id) -> Id {
        let mut s = scope;
        loop {
            match self.m.scopes[s].kind {
                ScopeKind::Global | ScopeKind::Namespace { .. } => return s,
                _ => {}
            }
            match self.m.scopes[s].parent {
                Some(p) => s = p,
                None => return s,
            }
        }
    }

    /// Is `f` defaulted on its first declaration (its specifiers are ignored, I.4.20.10)?
    /// The first declaration (in token order) of function `f`: one id for all its redeclarations.
    pub fn first_decl(&self, f: Id) -> Id {
        self.redecls(f)
            .into_iter()
            .min_by_key(|&g| self.m.funcs[g].tok)
            .unwrap_or(f)
    }

    pub fn defaulted_first(&self, f: Id) -> bool {
        let d = self.redecls(f);
        let first = d
            .iter()
            .copied()
            .min_by_key(|&g| self.m.funcs[g].tok)
            .unwrap_or(f);
        self.m.funcs[first].defaulted
    }

    /// Explicit execution space of a function (merged over its declarations); None when it is
    /// inferred (defaulted on first declaration).
    pub fn func_space(&self, f: Id) -> Option<Spaces> {
        if let Some(s) = self.space_cache.borrow().get(&f) {
            return *s;
        }
        let r = self.func_space_uncached(f);
        self.space_cache.borrow_mut().insert(f, r);
        r
    }

    fn func_space_uncached(&self, f: Id) -> Option<Spaces> {
        if self.defaulted_first(f) {
            return None;
        }
        let mut sp = Spaces::default();
        for g in self.redecls(f) {
            let s = self.m.funcs[g].sp;
            sp.host |= s.host;
            sp.device |= s.device;
            sp.global |= s.global;
        }
        if !sp.host && !sp.device && !sp.global {
            // `RAFT_KERNEL f(...)`: an execution-space macro from a header the checker did not
            // read, parsed as the return type; the space is unknown, so rules stay silent
            if self.space_macro_unknown(f) {
                return None;
            }
            sp.host = true;
        }
        Some(sp)
    }

    /// A function with no execution-space specifier whose return type is an unknown
    /// all-capitals name (an unexpanded execution-space macro such as `RAFT_KERNEL`).
    pub fn space_macro_unknown(&self, f: Id) -> bool {
        let func = &self.m.funcs[f];
        if func.sp.host || func.sp.device || func.sp.global {
            return false;
        }
        let Some(r) = func.ret.as_ref() else {
            return false;
        };
        r.ptr == 0
            && r.reference == 0
            && r.path.len() == 1
            && r.path[0].len() > 1
            && r.path[0]
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
            && self.lookup(func.scope, &r.path, None).is_empty()
    }

    pub fn lambda_space(&self, l: Id) -> Spaces {
        if let Some(s) = self.lambda_sp.borrow().get(&l) {
            return *s;
        }
        let lam = &self.m.lambdas[l];
        let sp = if lam.sp.host || lam.sp.device {
            Spaces {
                host: lam.sp.host,
                device: lam.sp.device,
                global: false,
            }
        } else {
            match self.fctx(lam.scope) {
                Some(Fctx::Func(f)) => self
                    .func_space(f)
                    .map(|s| {
                        if s.global {
                            Spaces {
                                host: false,
                                device: true,
                                global: false,
                            }
                        } else {
                            s
                        }
                    })
                    .unwrap_or(Spaces {
                        host: true,
                        device: true,
                        global: false,
                    }),
                Some(Fctx::Lambda(o)) if o != l => self.lambda_space(o),
                _ => Spaces {
                    host: true,
                    device: false,
                    global: false,
                },
            }
        };
        self.lambda_sp.borrow_mut().insert(l, sp);
        sp
    }

    pub fn fctx_space(&self, c: Fctx) -> Option<Spaces> {
        match c {
            Fctx::Func(f) => self.func_space(f),
            Fctx::Lambda(l) => Some(self.lambda_space(l)),
        }
    }

    /// Code in `scope` is device code in this view.
    pub fn is_device_code(&self, scope: Id) -> bool {
        if !self.view.is_device() {
            return false;
        }
        match self.fctx(scope) {
            Some(c) => self.fctx_space(c).is_some_and(|s| s.device || s.global),
            None => false,
        }
    }

    /// Code in `scope` is host code in this view (function bodies only).
    pub fn is_host_code(&self, scope: Id) -> bool {
        if self.view.is_device() {
            return false;
        }
        match self.fctx(scope) {
            Some(c) => self.fctx_space(c).is_some_and(|s| s.host),
            None => false,
        }
    }

    /// Name of the function context for messages.
    pub fn fctx_name(&self, c: Fctx) -> String {
        match c {
            Fctx::Func(f) => self.m.funcs[f].name.to_string(),
            Fctx::Lambda(_) => "lambda".into(),
        }
    }

    /// Is `v` a variable with static storage duration at namespace scope or a static member?
    pub fn is_namespace_var(&self, v: Id) -> bool {
        let var = &self.m.vars[v];
        !self.in_block(var.scope)
            && !matches!(self.m.scopes[var.scope].kind, ScopeKind::Other)
            && (var.member_of.is_none() || var.is_static)
    }

    pub fn is_local_var(&self, v: Id) -> bool {
        let var = &self.m.vars[v];
        self.in_block(var.scope) || matches!(self.m.scopes[var.scope].kind, ScopeKind::Other)
    }

    /// A host variable in the sense of I.4.13 / I.4.20.5: namespace scope or static member,
    /// without a memory space.
    pub fn is_host_var(&self, v: Id) -> bool {
        let var = &self.m.vars[v];
        !var.mem.any() && self.is_namespace_var(v) && (var.member_of.is_none() || var.is_static)
    }

    // ------------------------------------------------------------------ classes

    pub fn has_virtual(&self, c: Id, depth: usize) -> Tri {
        if depth > 8 {
            return Tri::Unknown;
        }
        let c = self.defined(c);
        let k = &self.m.classes[c];
        if !k.defined {
            return Tri::Unknown;
        }
        if k.methods.iter().any(|&f| self.m.funcs[f].is_virtual) {
            return Tri::Yes;
        }
        let mut unknown = false;
        for b in &k.bases {
            match self.class_by_path(k.scope, &b.path) {
                Some(bc) if bc != c => match self.has_virtual(bc, depth + 1) {
                    Tri::Yes => return Tri::Yes,
                    Tri::Unknown => unknown = true,
                    Tri::No => {}
                },
                _ => unknown = true,
            }
        }
        if unknown {
            Tri::Unknown
        } else {
            Tri::No
        }
    }

    pub fn has_virtual_base(&self, c: Id, depth: usize) -> Tri {
        if depth > 8 {
            return Tri::Unknown;
        }
        let c = self.defined(c);
        let k = &self.m.classes[c];
        if !k.defined {
            return Tri::Unknown;
        }
        if k.bases.iter().any(|b| b.is_virtual) {
            return Tri::Yes;
        }
        let mut unknown = false;
        for b in &k.bases {
            match self.class_by_path(k.scope, &b.path) {
                Some(bc) if bc != c => match self.has_virtual_base(bc, depth + 1) {
                    Tri::Yes => return Tri::Yes,
                    Tri::Unknown => unknown = true,
                    Tri::No => {}
                },
                _ => unknown = true,
            }
        }
        if unknown {
            Tri::Unknown
        } else {
            Tri::No
        }
    }

    pub fn nonstatic_fields(&self, c: Id) -> Vec<Id> {
        self.m.classes[c]
            .fields
            .iter()
            .copied()
            .filter(|&f| !self.m.vars[f].is_static && !self.m.vars[f].is_constexpr)
            .collect()
    }

    pub fn ctors(&self, c: Id) -> Vec<Id> {
        self.m.classes[c]
            .methods
            .iter()
            .copied()
            .filter(|&f| self.m.funcs[f].kind == FnKind::Ctor && !self.m.funcs[f].is_friend)
            .collect()
    }

    pub fn dtors(&self, c: Id) -> Vec<Id> {
        self.m.classes[c]
            .methods
            .iter()
            .copied()
            .filter(|&f| self.m.funcs[f].kind == FnKind::Dtor)
            .collect()
    }

    /// Default constructors (callable with no arguments) among the declared constructors,
    /// excluding copy/move constructors.
    pub fn default_ctors(&self, c: Id) -> Vec<Id> {
        let mut out: Vec<Id> = Vec::new();
        for f in self.ctors(c) {
            let func = &self.m.funcs[f];
            if !func.params.iter().all(|p| p.default.is_some() || p.ty.pack)
                || func.tparams.is_some()
            {
                continue;
            }
            // one entry per function (the first declaration)
            let first = self
                .redecls(f)
                .into_iter()
                .min_by_key(|&g| self.m.funcs[g].tok)
                .unwrap_or(f);
            if !out.contains(&first) {
                out.push(first);
            }
        }
        out
    }

    /// The constructors that default-initialization of `c` calls: its default constructors, or,
    /// where it declares none, its constructor templates callable with no arguments (every
    /// parameter a pack or defaulted, `template <class... A> C(A...)`): a class with a
    /// user-declared constructor has no implicit default constructor, so overload resolution
    /// picks the template's empty specialization (a non-template default constructor, where
    /// there is one, is preferred to it).
    pub fn default_init_ctors(&self, c: Id) -> Vec<Id> {
        let out = self.default_ctors(c);
        if !out.is_empty() {
            return out;
        }
        self.ctors(c)
            .into_iter()
            .filter(|&f| {
                let func = &self.m.funcs[f];
                func.tparams.is_some()
                    && func.params.iter().all(|p| p.default.is_some() || p.ty.pack)
            })
            .collect()
    }

    /// The class of a field's type (or its array element type), when it is a class.
    pub fn field_class(&self, f: Id) -> Option<Id> {
        let v = &self.m.vars[f];
        if let Some(cd) = v.class_def {
            if v.ty.ptr == 0 && v.ty.reference == 0 {
                return Some(cd);
            }
        }
        let mut ty = v.ty.clone();
        ty.dims.clear();
        let (r, sc) = self.resolve_ty_ref(&ty, v.scope);
        if r.ptr > 0 || r.reference > 0 || r.func {
            return None;
        }
        self.class_of_ty(&r, sc, 0)
    }

    /// A field whose type cannot be classified (unknown named type, template param): unknown.
    fn field_unknown(&self, f: Id) -> bool {
        let v = &self.m.vars[f];
        if v.class_def.is_some() || v.ty.ptr > 0 || v.ty.reference > 0 || v.ty.func {
            return false;
        }
        let (r, sc) = self.resolve_ty_ref(&v.ty, v.scope);
        if r.ptr > 0 || r.reference > 0 || r.func {
            return false;
        }
        if r.path.is_empty() {
            return r.decltype.is_some();
        }
        self.class_of_ty(&r, sc, 0).is_none() && !self.is_enum_or_builtin_alias(&r, sc)
    }

    fn is_enum_or_builtin_alias(&self, ty: &Ty, scope: Id) -> bool {
        let syms = self.lookup(scope, &ty.path, None);
        if syms.iter().any(|s| matches!(s, Sym::Enum))
            || syms
                .iter()
                .any(|x| matches!(x, Sym::Class(c) if self.m.classes[*c].key == ClassKey::Enum))
        {
            return true;
        }
        let name = ty.path.last().map(|s| s.as_ref()).unwrap_or("");
        matches!(
            name,
            "size_t"
                | "ptrdiff_t"
                | "int8_t"
                | "int16_t"
                | "int32_t"
                | "int64_t"
                | "uint8_t"
                | "uint16_t"
                | "uint32_t"
                | "uint64_t"
                | "intptr_t"
                | "uintptr_t"
        ) || crate::parse::known_type(name)
            && !matches!(name, "dim3")
            && ty.path.len() == 1
            && name.chars().last().is_some_and(|c| c.is_ascii_digit())
    }

    /// Is the default constructor trivial? (implicit or defaulted-on-first-declaration, no
    /// virtuals, no NSDMI, bases and members trivially default constructible)
    pub fn trivial_default_ctor(&self, c: Id, depth: usize) -> Tri {
        if depth > 8 {
            return Tri::Unknown;
        }
        let c = self.defined(c);
        let k = &self.m.classes[c];
        if !k.defined || k.is_lambda_closure {
            return Tri::Unknown;
        }
        for f in self.default_init_ctors(c) {
            if !(self.m.funcs[f].defaulted && self.defaulted_first(f)) {
                return Tri::No;
            }
        }
        if self.has_virtual(c, 0) == Tri::Yes || self.has_virtual_base(c, 0) == Tri::Yes {
            return Tri::No;
        }
        let fields = self.nonstatic_fields(c);
        if fields
            .iter()
            .any(|&f| self.m.vars[f].init != InitKind::None)
        {
            return Tri::No;
        }
        let mut unknown = self.has_virtual(c, 0) == Tri::Unknown;
        for b in &k.bases {
            match self.class_by_path(k.scope, &b.path) {
                Some(bc) if bc != c => match self.trivial_default_ctor(bc, depth + 1) {
                    Tri::No => return Tri::No,
                    Tri::Unknown => unknown = true,
                    Tri::Yes => {}
                },
                _ => unknown = true,
            }
        }
        for f in fields {
            if let Some(fc) = self.field_class(f) {
                if fc == c {
                    continue;
                }
                match self.trivial_default_ctor(fc, depth + 1) {
                    Tri::No => return Tri::No,
                    Tri::Unknown => unknown = true,
                    Tri::Yes => {}
                }
            } else if self.field_unknown(f) {
                unknown = true;
            }
        }
        if unknown {
            Tri::Unknown
        } else {
            Tri::Yes
        }
    }

    pub fn trivial_dtor(&self, c: Id, depth: usize) -> Tri {
        if depth > 8 {
            return Tri::Unknown;
        }
        let c = self.defined(c);
        let k = &self.m.classes[c];
        if !k.defined || k.is_lambda_closure {
            return Tri::Unknown;
        }
        for f in self.dtors(c) {
            if !(self.m.funcs[f].defaulted && self.defaulted_first(f)) || self.m.funcs[f].is_virtual
            {
                return Tri::No;
            }
        }
        // a virtual destructor inherited makes this one virtual (non-trivial)
        let mut unknown = false;
        for b in &k.bases {
            match self.class_by_path(k.scope, &b.path) {
                Some(bc) if bc != c => match self.trivial_dtor(bc, depth + 1) {
                    Tri::No => return Tri::No,
                    Tri::Unknown => unknown = true,
                    Tri::Yes => {}
                },
                _ => unknown = true,
            }
        }
        for f in self.nonstatic_fields(c) {
            if let Some(fc) = self.field_class(f) {
                if fc == c {
                    continue;
                }
                match self.trivial_dtor(fc, depth + 1) {
                    Tri::No => return Tri::No,
                    Tri::Unknown => unknown = true,
                    Tri::Yes => {}
                }
            } else if self.field_unknown(f) {
                unknown = true;
            }
        }
        if unknown {
            Tri::Unknown
        } else {
            Tri::Yes
        }
    }

    /// I.4.3.1: is the default constructor of `c` empty at token `point`? Err(reason) when not.
    pub fn ctor_empty(&self, c: Id, point: usize, depth: usize) -> Result<(), (RuleId, String)> {
        let c = self.defined(c);
        match self.trivial_default_ctor(c, 0) {
            Tri::Yes => return Ok(()),
            Tri::Unknown => return Ok(()),
            Tri::No => {}
        }
        if depth > 8 {
            return Ok(());
        }
        let k = &self.m.classes[c];
        let cname = k.name.as_deref().unwrap_or("<anonymous>").to_string();
        let dcs = self.default_init_ctors(c);
        // the user-provided default constructor (merge declarations)
        let user: Vec<Id> = dcs
            .iter()
            .copied()
            .filter(|&f| !(self.m.funcs[f].defaulted && self.defaulted_first(f)))
            .collect();
        if let Some(&f0) = user.first() {
            let decls = self.redecls(f0);
            let def = decls
                .iter()
                .copied()
                .find(|&g| self.m.funcs[g].body.is_some() || self.m.funcs[g].defaulted);
            match def {
                None => {
                    return Err((
                        rid!("memspace.empty-ctor.defined"),
                        format!("the constructor of '{cname}' is not defined at this point"),
                    ))
                }
                Some(g) => {
                    let gf = &self.m.funcs[g];
                    if gf.start > point && gf.tok > point {
                        return Err((
                            rid!("memspace.empty-ctor.defined"),
                            format!("the constructor of '{cname}' is not defined at this point"),
                        ));
                    }
                    // a constructor template's specialization for no arguments has no
                    // parameters (its packs are empty)
                    let empty_spec = gf.tparams.is_some() && gf.params.iter().all(|p| p.ty.pack);
                    if !gf.params.is_empty() && !empty_spec {
                        return Err((
                            rid!("memspace.empty-ctor.no-params-empty-body"),
                            format!("the default constructor of '{cname}' has parameters"),
                        ));
                    }
                    if gf.ctor_init.is_some_and(|(a, b)| b > a) {
                        return Err((
                            rid!("memspace.empty-ctor.no-params-empty-body"),
                            format!("the constructor of '{cname}' has a member initializer list"),
                        ));
                    }
                    if let Some((a, b)) = gf.body {
                        if b > a + 1 {
                            return Err((rid!("memspace.empty-ctor.no-params-empty-body"), format!("the constructor body of '{cname}' is not an empty compound statement")));
                        }
                    }
                }
            }
        }
        if self.has_virtual(c, 0) == Tri::Yes {
            return Err((
                rid!("memspace.empty-ctor.no-virtual-no-nsdmi"),
                format!("class '{cname}' has virtual functions"),
            ));
        }
        if self.has_virtual_base(c, 0) == Tri::Yes {
            return Err((
                rid!("memspace.empty-ctor.no-virtual-no-nsdmi"),
                format!("class '{cname}' has a virtual base class"),
            ));
        }
        let fields = self.nonstatic_fields(c);
        if fields
            .iter()
            .any(|&f| self.m.vars[f].init != InitKind::None)
        {
            return Err((
                rid!("memspace.empty-ctor.no-virtual-no-nsdmi"),
                format!("class '{cname}' has a non-static data member initializer"),
            ));
        }
        for b in &k.bases {
            if let Some(bc) = self.class_by_path(k.scope, &b.path) {
                if bc != c {
                    if let Err((_, why)) = self.ctor_empty(bc, point, depth + 1) {
                        return Err((
                            rid!("memspace.empty-ctor.bases"),
                            format!(
                                "a base class of '{cname}' has a non-empty constructor ({why})"
                            ),
                        ));
                    }
                }
            }
        }
        for f in fields {
            if let Some(fc) = self.field_class(f) {
                if fc != c {
                    if let Err((_, why)) = self.ctor_empty(fc, point, depth + 1) {
                        return Err((
                            rid!("memspace.empty-ctor.members"),
                            format!(
                                "a data member of '{cname}' has a non-empty constructor ({why})"
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    pub fn dtor_empty(&self, c: Id, point: usize, depth: usize) -> Result<(), (RuleId, String)> {
        let c = self.defined(c);
        match self.trivial_dtor(c, 0) {
            Tri::Yes | Tri::Unknown => return Ok(()),
            Tri::No => {}
        }
        if depth > 8 {
            return Ok(());
        }
        let k = &self.m.classes[c];
        let cname = k.name.as_deref().unwrap_or("<anonymous>").to_string();
        let user: Vec<Id> = self
            .dtors(c)
            .into_iter()
            .filter(|&f| !(self.m.funcs[f].defaulted && self.defaulted_first(f)))
            .collect();
        if let Some(&f0) = user.first() {
            let decls = self.redecls(f0);
            let def = decls
                .iter()
                .copied()
                .find(|&g| self.m.funcs[g].body.is_some() || self.m.funcs[g].defaulted);
            match def {
                None => {
                    return Err((
                        rid!("memspace.empty-dtor.defined"),
                        format!("the destructor of '{cname}' is not defined at this point"),
                    ))
                }
                Some(g) => {
                    let gf = &self.m.funcs[g];
                    if gf.start > point && gf.tok > point {
                        return Err((
                            rid!("memspace.empty-dtor.defined"),
                            format!("the destructor of '{cname}' is not defined at this point"),
                        ));
                    }
                    if let Some((a, b)) = gf.body {
                        if b > a + 1 {
                            return Err((rid!("memspace.empty-dtor.empty-body"), format!("the destructor body of '{cname}' is not an empty compound statement")));
                        }
                    }
                }
            }
        }
        if self.has_virtual(c, 0) == Tri::Yes {
            return Err((
                rid!("memspace.empty-dtor.no-virtual"),
                format!("class '{cname}' has virtual functions"),
            ));
        }
        if self.has_virtual_base(c, 0) == Tri::Yes {
            return Err((
                rid!("memspace.empty-dtor.no-virtual"),
                format!("class '{cname}' has a virtual base class"),
            ));
        }
        for b in &k.bases {
            if let Some(bc) = self.class_by_path(k.scope, &b.path) {
                if bc != c {
                    if let Err((_, why)) = self.dtor_empty(bc, point, depth + 1) {
                        return Err((
                            rid!("memspace.empty-dtor.bases"),
                            format!("a base class of '{cname}' has a non-empty destructor ({why})"),
                        ));
                    }
                }
            }
        }
        for f in self.nonstatic_fields(c) {
            if let Some(fc) = self.field_class(f) {
                if fc != c {
                    if let Err((_, why)) = self.dtor_empty(fc, point, depth + 1) {
                        return Err((
                            rid!("memspace.empty-dtor.members"),
                            format!(
                                "a data member of '{cname}' has a non-empty destructor ({why})"
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// An aggregate (C++17 rules, approximately).
    pub fn is_aggregate(&self, c: Id) -> Tri {
        let c = self.defined(c);
        let k = &self.m.classes[c];
        if !k.defined {
            return Tri::Unknown;
        }
        if self
            .ctors(c)
            .iter()
            .any(|&f| !(self.m.funcs[f].defaulted || self.m.funcs[f].deleted))
        {
            return Tri::No;
        }
        if k.methods.iter().any(|&f| self.m.funcs[f].is_virtual)
            || k.bases
                .iter()
                .any(|b| b.is_virtual || b.access != Access::Public)
        {
            return Tri::No;
        }
        if self
            .nonstatic_fields(c)
            .iter()
            .any(|&f| self.m.vars[f].access != Access::Public)
        {
            return Tri::No;
        }
        Tri::Yes
    }

    // ------------------------------------------------------------------ constant expressions

    /// Is the expression [a, b) a constant expression? Some(false) only when it definitely is
    /// not (it reads a non-constant variable or calls a non-constexpr function).
    pub fn is_const_expr(&self, a: usize, b: usize, _scope: Id, depth: usize) -> Option<bool> {
        if depth > 6 {
            return None;
        }
        let mut unknown = false;
        let mut i = a;
        while i < b {
            let t = &self.m.toks[i];
            match t.kind {
                TK::Num | TK::Str | TK::Chr => {}
                TK::Other => unknown = true,
                TK::Punct => {
                    if t.is("[")
                        && self.t(i + 1) != "["
                        && (i == a || matches!(self.t(i - 1), "(" | "," | "=" | "{" | "return"))
                    {
                        // a lambda expression: constant only in C++17 constexpr lambdas
                        unknown = true;
                        i = self.m.mat(i).map_or(i + 1, |c| c + 1);
                        continue;
                    }
                }
                TK::Ident => {
                    let s = &*t.text;
                    match s {
                        "sizeof" | "alignof" | "decltype" | "noexcept" | "__alignof__" => {
                            if self.t(i + 1) == "(" {
                                i = self.m.mat(i + 1).map_or(i + 1, |c| c + 1);
                                continue;
                            }
                        }
                        "true" | "false" | "nullptr" | "this" | "static_cast"
                        | "reinterpret_cast" | "const_cast" | "int" | "unsigned" | "long"
                        | "short" | "char" | "float" | "double" | "bool" | "signed" | "void"
                        | "const" | "volatile" | "typename" | "template" | "operator" | "auto" => {
                            if s == "reinterpret_cast" {
                                unknown = true;
                            }
                            if matches!(s, "static_cast" | "reinterpret_cast" | "const_cast")
                                && self.t(i + 1) == "<"
                            {
                                // skip the type
                                let mut d = 0;
                                let mut k = i + 1;
                                while k < b {
                                    if self.t(k) == "<" {
                                        d += 1;
                                    } else if self.t(k) == ">" {
                                        d -= 1;
                                        if d == 0 {
                                            break;
                                        }
                                    }
                                    k += 1;
                                }
                                i = k + 1;
                                continue;
                            }
                        }
                        "new" | "delete" | "throw" | "typeid" | "dynamic_cast" => {
                            return Some(false)
                        }
                        _ => {
                            // find the use recorded for this token
                            let Some(u) = self.use_at(i) else {
                                unknown = true;
                                i += 1;
                                continue;
                            };
                            let us = &self.m.uses[u];
                            if us.flags & uf::MEMBER != 0 {
                                i += 1;
                                continue;
                            }
                            let syms = self.resolve_use(u);
                            if syms.is_empty()
                                && self.view.is_device()
                                && us.flags & uf::UNEVAL == 0
                                && us.path.len() == 1
                                && matches!(
                                    &*us.path[0],
                                    "threadIdx" | "blockIdx" | "blockDim" | "gridDim" | "warpSize"
                                )
                            {
                                // the built-in variables are values of the running thread
                                return Some(false);
                            } else if syms.is_empty() {
                                unknown = true;
                            } else if let Some(Sym::Var(v)) =
                                syms.iter().find(|s| matches!(s, Sym::Var(_)))
                            {
                                match self.var_is_constant(*v, i, us.flags, depth) {
                                    Some(true) => {}
                                    Some(false) => return Some(false),
                                    None => unknown = true,
                                }
                            } else if syms.iter().any(|s| matches!(s, Sym::Func(_))) {
                                if us.flags & uf::CALL != 0 {
                                    let fs: Vec<Id> = syms
                                        .iter()
                                        .filter_map(|s| {
                                            if let Sym::Func(f) = s {
                                                Some(*f)
                                            } else {
                                                None
                                            }
                                        })
                                        .collect();
                                    if fs.iter().all(|&f| {
                                        !self.m.funcs[f].is_constexpr
                                            && self.m.funcs[f].kind != FnKind::Ctor
                                    }) {
                                        return Some(false);
                                    }
                                    if !fs.iter().all(|&f| self.m.funcs[f].is_constexpr) {
                                        unknown = true;
                                    }
                                }
                                // a function name (address) is a constant
                            } else if syms.iter().any(|s| matches!(s, Sym::Class(_))) {
                                // T(args) / T{args}: a literal-type construction; check args only
                                if self.t(us.tok + 1) == "(" || self.t(us.tok + 1) == "{" {
                                    let c = syms
                                        .iter()
                                        .find_map(|s| {
                                            if let Sym::Class(c) = s {
                                                Some(*c)
                                            } else {
                                                None
                                            }
                                        })
                                        .unwrap();
                                    let c = self.defined(c);
                                    let ctors = self.ctors(c);
                                    if !ctors.is_empty()
                                        && ctors.iter().all(|&f| {
                                            !self.m.funcs[f].is_constexpr
                                                && !self.m.funcs[f].defaulted
                                        })
                                        && self.t(us.tok + 1) == "("
                                    {
                                        return Some(false);
                                    }
                                    if !ctors.is_empty()
                                        && ctors.iter().all(|&f| {
                                            !self.m.funcs[f].is_constexpr
                                                && !self.m.funcs[f].defaulted
                                        })
                                    {
                                        return Some(false);
                                    }
                                }
                            }
                            // skip the rest of the qualified name
                            i = us.tok + 1;
                            if let Some((_, tb)) = us.targs {
                                i = i.max(tb + 2);
                            }
                            continue;
                        }
                    }
                }
            }
            i += 1;
        }
        if unknown {
            None
        } else {
            Some(true)
        }
    }

    pub fn use_at(&self, tok: usize) -> Option<usize> {
        // uses are recorded in token order within each scan; binary search is not possible
        // across scans, so index lazily: a vector by token, the first use (in use order) whose
        // start or name token it is
        let idx = self
            .use_idx
            .borrow_mut()
            .get_or_insert_with(|| {
                let n = self
                    .m
                    .uses
                    .iter()
                    .map(|u| u.start.max(u.tok) + 1)
                    .max()
                    .unwrap_or(0);
                let mut v = vec![u32::MAX; n];
                for (k, u) in self.m.uses.iter().enumerate() {
                    for t in [u.start, u.tok] {
                        if v[t] == u32::MAX {
                            v[t] = k as u32;
                        }
                    }
                }
                Rc::new(v)
            })
            .clone();
        idx.get(tok)
            .filter(|&&k| k != u32::MAX)
            .map(|&k| k as usize)
    }

    /// Does reading variable `v` at token `at` give a constant?
    pub fn var_is_constant(&self, v: Id, at: usize, flags: u16, depth: usize) -> Option<bool> {
        let var = &self.m.vars[v];
        if flags & uf::ADDR != 0 {
            // address of a static-storage object is a constant (managed ones are not)
            if var.mem.managed {
                return Some(false);
            }
            if self.is_namespace_var(v) || var.is_static {
                return Some(true);
            }
            return Some(false);
        }
        if var.is_constexpr {
            return Some(true);
        }
        // template parameters are not vars; enumerators not vars
        let (ty, _) = self.resolve_ty_ref(&var.ty, var.scope);
        let is_const = ty.is_const && ty.ptr == 0 || ty.top_const;
        if !is_const {
            // a non-const variable read is not a constant expression
            if ty.reference > 0 {
                return None;
            }
            // arrays decay to addresses (constant for static storage)
            if !var.ty.dims.is_empty()
                && (self.is_namespace_var(v) || var.is_static)
                && flags & uf::INDEXED == 0
            {
                return Some(true);
            }
            return Some(false);
        }
        if ty.is_volatile {
            return Some(false);
        }
        // const integral/enum initialized with a constant expression before `at`
        let decls: Vec<Id> = self.all_decls_of_var(v);
        let def = decls
            .iter()
            .copied()
            .rfind(|&d| self.m.vars[d].init != InitKind::None && self.m.vars[d].tok < at);
        match def {
            None => {
                if decls.iter().any(|&d| self.m.vars[d].init != InitKind::None) {
                    return Some(false);
                }
                if self.m.vars[v].is_extern || decls.iter().all(|&d| self.m.vars[d].is_extern) {
                    return Some(false);
                }
                None
            }
            Some(d) => {
                let dv = &self.m.vars[d];
                let (a, b) = dv.init_range;
                let (a, b) = if dv.init == InitKind::Brace {
                    (a + 1, b.saturating_sub(1))
                } else {
                    (a, b)
                };
                if ty.builtin.is_empty()
                    || ty.builtin.contains("float")
                    || ty.builtin.contains("double")
                {
                    // only integral/enumeration consts are usable in constant expressions
                    if !ty.builtin.is_empty() {
                        return Some(false);
                    }
                    return None;
                }
                self.is_const_expr(a, b, dv.scope, depth + 1)
            }
        }
    }

    /// All declarations of the same variable (extern declaration + definition, in-class static
    /// member + out-of-line definition).
    pub fn all_decls_of_var(&self, v: Id) -> Vec<Id> {
        let var = &self.m.vars[v];
        if self.is_local_var(v) && !var.is_extern {
            return vec![v];
        }
        let class_name = |w: &Var| -> Option<Rc<str>> {
            if let Some(c) = w.member_of {
                return self.m.classes[c].name.clone();
            }
            w.qual.last().cloned()
        };
        let my_class = class_name(var);
        let index = self.vars_by_name();
        let Some(same_name) = index.get(&var.name) else {
            return Vec::new();
        };
        same_name
            .iter()
            .copied()
            .filter(|&i| {
                let w = &self.m.vars[i];
                let wc = class_name(w);
                if my_class.is_some() || wc.is_some() {
                    return wc == my_class;
                }
                w.scope == var.scope && !self.is_local_var_ref(w)
            })
            .collect()
    }

    /// The last name of each type some device variable has: a memory-space variable's, or a
    /// local variable's of device code (built once per view: asked per class, a pass over all
    /// variables each time was quadratic).
    pub fn device_var_type_names(&self) -> Rc<crate::fx::HashSet<Rc<str>>> {
        if let Some(ix) = &*self.device_type_names.borrow() {
            return ix.clone();
        }
        let ix: crate::fx::HashSet<Rc<str>> = self
            .m
            .vars
            .iter()
            .enumerate()
            .filter(|(v, var)| {
                var.mem.any() || (self.is_local_var(*v) && self.is_device_code(var.scope))
            })
            .filter_map(|(_, var)| var.ty.path.last().cloned())
            .collect();
        let ix = Rc::new(ix);
        *self.device_type_names.borrow_mut() = Some(ix.clone());
        ix
    }

    fn vars_by_name(&self) -> Rc<VarsByName> {
        if let Some(ix) = &*self.vars_by_name.borrow() {
            return ix.clone();
        }
        let mut ix: VarsByName = HashMap::default();
        for (i, w) in self.m.vars.iter().enumerate() {
            if !w.is_param {
                ix.entry(w.name.clone()).or_default().push(i);
            }
        }
        let ix = Rc::new(ix);
        *self.vars_by_name.borrow_mut() = Some(ix.clone());
        ix
    }

    fn is_local_var_ref(&self, w: &Var) -> bool {
        self.in_block(w.scope) || matches!(self.m.scopes[w.scope].kind, ScopeKind::Other)
    }
}
