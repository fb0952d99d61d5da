//! Typed expressions: the parser's expression roots (`Model::expr_roots`) read into trees of
//! nodes (names, literals, member access, calls, subscripts, unary / binary / assignment
//! operators, casts, lambdas, `this`), each with the type the rules need where the model knows
//! it: scalar or class, const, reference, pointer levels (pointer-to vs pointee), array
//! dimensions, or unknown. Unknown stays unknown, and a rule asking about it stays silent.
//!
//! One layer below the rule families, beside `query.rs`: it uses the model and sema. The trees
//! of a view are built once, on first need (`Sema::exprs`), in one pass over the roots (time
//! linear in their tokens: a lambda inside a root is one node, its body roots of its own).
//! Parsing and typing recurse only to `MAX_DEPTH` levels: deeper nesting becomes an unknown
//! node, so no input overflows the stack.

use crate::fx::HashMap;
use crate::lex::TK;
use crate::model::*;
use crate::sema::Sema;
use std::cell::RefCell;
use std::rc::Rc;

/// Nesting the expression parser follows; deeper operands are one `Unknown` node.
pub const MAX_DEPTH: usize = 160;

pub type Nid = u32;
pub const NO_NODE: Nid = u32::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lit {
    Int,
    Float,
    Char,
    Str,
    Bool,
    Null,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NK {
    /// A (possibly qualified) name; `use_` is the model's use of it.
    Name {
        use_: Option<usize>,
    },
    This,
    Lit(Lit),
    /// `kids[0] . name` / `kids[0] -> name`; `name` is the member's token.
    Member {
        arrow: bool,
        name: usize,
        use_: Option<usize>,
    },
    /// `kids[0] ( kids[1..] )`.
    Call,
    /// A kernel launch `kids[0] <<<...>>> ( kids[1..] )`.
    Launch,
    /// `kids[0] [ kids[1] ]`.
    Subscript,
    /// Prefix operator (`*`, `&`, `-`, `!`, `~`, `++`, `--`, `throw`, `delete`, `co_await`).
    Unary(&'static str),
    /// Postfix `++` / `--`.
    Postfix(&'static str),
    Binary(&'static str),
    /// `=` and the compound assignments; `kids[0]` is the target.
    Assign(&'static str),
    /// `kids[0] ? kids[1] : kids[2]`.
    Cond,
    Comma,
    /// A cast or a construction (`(T)x`, `static_cast<T>(x)`, `T(x)`, `T{x}`): the type's tokens.
    Cast {
        ty: (usize, usize),
    },
    Lambda(Id),
    /// A braced list `{ kids.. }` (or a parenthesised initializer list of a variable).
    List,
    /// `( kids[0] )`.
    Paren,
    /// Something read but not modelled (`sizeof(..)`, `new T`, a fold, a statement expression).
    Unknown,
}

#[derive(Clone, Debug)]
pub struct Node {
    pub kind: NK,
    /// Token range `[a, b)` (for messages and tests; the rules read kinds and types).
    #[allow(dead_code)]
    pub a: usize,
    #[allow(dead_code)]
    pub b: usize,
    /// The operands: `kid_arena[kids.0 .. kids.0 + kids.1]` (see [`Exprs::kids`]).
    kids: (u32, u32),
    pub parent: Nid,
    pub root: u32,
}

/// What a type is, as far as the rules need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    Unknown,
    Void,
    /// A built-in arithmetic type (`long double` and `bool` included).
    Scalar {
        long_double: bool,
    },
    Enum,
    Class(Id),
    /// The closure type of a lambda.
    Closure(Id),
    Nullptr,
}

/// An expression's (or a declaration's) type. `ptr` and `arr` count pointer levels and array
/// dimensions above `base`; `is_const` is the object's own constness, `pointee_const` that of
/// what a pointer points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ETy {
    pub base: Base,
    pub ptr: u8,
    pub arr: u8,
    pub is_const: bool,
    pub pointee_const: bool,
    pub volatile: bool,
    /// 0 none, 1 lvalue reference, 2 rvalue reference.
    pub reference: u8,
}

impl ETy {
    pub const UNKNOWN: ETy = ETy {
        base: Base::Unknown,
        ptr: 0,
        arr: 0,
        is_const: false,
        pointee_const: false,
        volatile: false,
        reference: 0,
    };
    pub fn of(base: Base) -> ETy {
        ETy {
            base,
            ..ETy::UNKNOWN
        }
    }
    pub fn known(&self) -> bool {
        self.base != Base::Unknown || self.ptr > 0
    }
    /// An object of scalar type (arithmetic, enumeration, pointer, nullptr_t); None if unknown.
    pub fn scalar(&self) -> Option<bool> {
        if self.arr > 0 {
            return Some(false);
        }
        if self.ptr > 0 {
            return Some(true);
        }
        match self.base {
            Base::Unknown => None,
            Base::Scalar { .. } | Base::Enum | Base::Nullptr => Some(true),
            Base::Void => None,
            Base::Class(_) | Base::Closure(_) => Some(false),
        }
    }
    /// The class of an object of this type (not through a pointer).
    pub fn class(&self) -> Option<Id> {
        match (self.base, self.ptr, self.arr) {
            (Base::Class(c), 0, 0) => Some(c),
            _ => None,
        }
    }
    /// The type one pointer level or array dimension down (`*p`, `a[i]`): (type, through a
    /// pointer). None if neither is known.
    pub fn element(&self) -> Option<(ETy, bool)> {
        let mut t = *self;
        t.reference = 0;
        if t.arr > 0 {
            t.arr -= 1;
            return Some((t, false));
        }
        if t.ptr > 0 {
            t.ptr -= 1;
            t.is_const = if t.ptr == 0 { t.pointee_const } else { false };
            return Some((t, true));
        }
        None
    }
}

/// The trees of one view: every node of every root, with an index from a name's token to the
/// node that names it.
pub struct Exprs {
    pub nodes: Vec<Node>,
    /// Each root's top node.
    pub roots: Vec<Nid>,
    /// Per token: the `Name` / `Member` node whose name (last) token it is, or `NO_NODE`
    /// (a dense table: one lookup per query, no hashing).
    pub by_tok: Vec<Nid>,
    /// Every node's operands, one flat table (no allocation per node).
    kid_arena: Vec<Nid>,
    /// Per token: the use that starts there, or `u32::MAX` (built once for the parser).
    use_start: Vec<u32>,
    types: RefCell<Vec<Option<ETy>>>,
    /// Lambda by its `[` token.
    lambda_at: HashMap<usize, Id>,
}

impl Exprs {
    pub fn build(s: &Sema) -> Exprs {
        let mut ex = Exprs {
            nodes: Vec::new(),
            roots: Vec::new(),
            by_tok: vec![NO_NODE; s.m.toks.len()],
            kid_arena: Vec::new(),
            use_start: {
                let mut v = vec![u32::MAX; s.m.toks.len()];
                // the first use recorded at a token wins, as in `Sema::use_at`
                for (u, us) in s.m.uses.iter().enumerate().rev() {
                    if let Some(x) = v.get_mut(us.start) {
                        *x = u as u32;
                    }
                }
                v
            },
            types: RefCell::new(Vec::new()),
            lambda_at: s
                .m
                .lambdas
                .iter()
                .enumerate()
                .map(|(l, x)| (x.tok, l))
                .collect(),
        };
        for (r, root) in s.m.expr_roots.iter().enumerate() {
            let mut p = Parser {
                s,
                ex: &mut ex,
                i: root.a,
                b: root.b.min(s.m.toks.len()),
                scope: root.scope,
                root: r as u32,
                depth: 0,
            };
            let top = p.top();
            ex.roots.push(top);
        }
        *ex.types.borrow_mut() = vec![None; ex.nodes.len()];
        ex
    }

    pub fn node(&self, n: Nid) -> &Node {
        &self.nodes[n as usize]
    }

    /// The operands of node `n`.
    pub fn kids(&self, n: Nid) -> &[Nid] {
        let (a, k) = self.nodes[n as usize].kids;
        &self.kid_arena[a as usize..(a + k) as usize]
    }

    pub fn parent(&self, n: Nid) -> Option<Nid> {
        let p = self.nodes.get(n as usize)?.parent;
        (p != NO_NODE).then_some(p)
    }

    /// The node naming use `u` (a `Name` or a `Member`).
    pub fn of_use(&self, s: &Sema, u: usize) -> Option<Nid> {
        let n = *self.by_tok.get(s.m.uses[u].tok)?;
        if n == NO_NODE {
            return None;
        }
        match self.node(n).kind {
            NK::Name { use_: Some(x) } | NK::Member { use_: Some(x), .. } if x == u => Some(n),
            _ => None,
        }
    }

    /// Skip parentheses upwards: the node that `n` is an operand of, and `n`'s outermost
    /// parenthesised form.
    pub fn up(&self, n: Nid) -> (Option<Nid>, Nid) {
        let mut cur = n;
        for _ in 0..MAX_DEPTH {
            match self.parent(cur) {
                Some(p) if self.node(p).kind == NK::Paren => cur = p,
                p => return (p, cur),
            }
        }
        (None, cur)
    }

    /// Is `me` (an operand of no node) its root's whole expression: the root itself, or the one
    /// element of its list (a variable's `= x`, `(x)`, `{x}`)?
    pub fn is_whole_root(&self, me: Nid) -> bool {
        self.roots
            .get(self.node(me).root as usize)
            .is_some_and(|&t| t == me || self.node(t).kind == NK::List && self.kids(t) == [me])
    }
}

struct Parser<'a, 'b> {
    s: &'a Sema<'a>,
    ex: &'b mut Exprs,
    i: usize,
    b: usize,
    scope: Id,
    root: u32,
    depth: usize,
}

/// The operator spellings the tree names, as static strings (no allocation per node); any
/// other token is "".
fn op_str(t: &str) -> &'static str {
    match t {
        "||" => "||",
        "or" => "or",
        "&&" => "&&",
        "and" => "and",
        "|" => "|",
        "bitor" => "bitor",
        "^" => "^",
        "xor" => "xor",
        "&" => "&",
        "bitand" => "bitand",
        "==" => "==",
        "!=" => "!=",
        "not_eq" => "not_eq",
        "<" => "<",
        ">" => ">",
        "<=" => "<=",
        ">=" => ">=",
        "<=>" => "<=>",
        "<<" => "<<",
        ">>" => ">>",
        "+" => "+",
        "-" => "-",
        "*" => "*",
        "/" => "/",
        "%" => "%",
        ".*" => ".*",
        "->*" => "->*",
        "=" => "=",
        "+=" => "+=",
        "-=" => "-=",
        "*=" => "*=",
        "/=" => "/=",
        "%=" => "%=",
        "&=" => "&=",
        "|=" => "|=",
        "^=" => "^=",
        "<<=" => "<<=",
        ">>=" => ">>=",
        "!" => "!",
        "~" => "~",
        "++" => "++",
        "--" => "--",
        "not" => "not",
        "compl" => "compl",
        "co_await" => "co_await",
        "delete" => "delete",
        "throw" => "throw",
        "?" => "?",
        "sizeof" => "sizeof",
        "alignof" => "alignof",
        "__alignof__" => "__alignof__",
        "_Alignof" => "_Alignof",
        "noexcept" => "noexcept",
        "typeid" => "typeid",
        "decltype" => "decltype",
        "__builtin_offsetof" => "__builtin_offsetof",
        "offsetof" => "offsetof",
        "__typeof__" => "__typeof__",
        "typeof" => "typeof",
        "new" => "new",
        "static_cast" => "static_cast",
        "const_cast" => "const_cast",
        "reinterpret_cast" => "reinterpret_cast",
        "dynamic_cast" => "dynamic_cast",
        "(" => "(",
        _ => "",
    }
}

fn bin_prec(op: &str) -> Option<u8> {
    Some(match op {
        "||" | "or" => 1,
        "&&" | "and" => 2,
        "|" | "bitor" => 3,
        "^" | "xor" => 4,
        "&" | "bitand" => 5,
        "==" | "!=" | "not_eq" => 6,
        "<" | ">" | "<=" | ">=" | "<=>" => 7,
        "<<" | ">>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" => 10,
        ".*" | "->*" => 11,
        _ => return None,
    })
}

fn is_assign(op: &str) -> bool {
    matches!(
        op,
        "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=" | "<<=" | ">>="
    )
}

const TYPE_WORDS: &[&str] = &[
    "void", "bool", "char", "char8_t", "char16_t", "char32_t", "wchar_t", "short", "int", "long",
    "signed", "unsigned", "float", "double", "__int128", "auto",
];

impl Parser<'_, '_> {
    fn t(&self, i: usize) -> &str {
        if i < self.b {
            self.s.t(i)
        } else {
            ""
        }
    }

    fn after(&self, i: usize) -> usize {
        match self.s.m.mat(i) {
            Some(c) if c > i => (c + 1).min(self.b),
            _ => self.b,
        }
    }

    fn push(&mut self, kind: NK, a: usize, b: usize, kids: &[Nid]) -> Nid {
        let id = self.ex.nodes.len() as Nid;
        for &k in kids {
            self.ex.nodes[k as usize].parent = id;
        }
        let k0 = self.ex.kid_arena.len() as u32;
        self.ex.kid_arena.extend_from_slice(kids);
        self.ex.nodes.push(Node {
            kind,
            a,
            b,
            kids: (k0, kids.len() as u32),
            parent: NO_NODE,
            root: self.root,
        });
        id
    }

    /// MAX_DEPTH reached at token `i`: what follows is one unknown node, said as
    /// `checker.incomplete` (rules asking about it stay silent there).
    fn too_deep(&self, i: usize) {
        crate::bounds::reached(
            self.s.m.toks.get(i),
            "an expression nested deeper than 160 levels was read as unknown",
        );
    }

    fn unknown_to(&mut self, end: usize) -> Nid {
        let a = self.i;
        self.i = end.max(a + 1).min(self.b.max(a + 1));
        self.push(NK::Unknown, a, self.i, &[])
    }

    /// The whole root: a comma expression, or whatever it is read as up to its end; a tail the
    /// grammar here does not cover becomes unknown nodes (each read on, so the names in it get
    /// their nodes).
    fn top(&mut self) -> Nid {
        let a = self.i;
        let first = self.comma();
        if self.i >= self.b {
            return first;
        }
        let mut kids = vec![first];
        let mut g = 0;
        while self.i < self.b && g < 1_000_000 {
            g += 1;
            let before = self.i;
            let n = self.comma();
            kids.push(n);
            if self.i <= before {
                self.i = before + 1;
            }
        }
        self.push(NK::Unknown, a, self.b, &kids)
    }

    fn comma(&mut self) -> Nid {
        let a = self.i;
        let first = self.assign();
        if self.t(self.i) != "," {
            return first;
        }
        let mut kids = vec![first];
        while self.t(self.i) == "," {
            self.i += 1;
            kids.push(self.assign());
        }
        self.push(NK::Comma, a, self.i, &kids)
    }

    /// assignment-expression (right associative; `?:` and `throw` here too).
    fn assign(&mut self) -> Nid {
        if self.depth > MAX_DEPTH {
            self.too_deep(self.i);
            return self.skip_operand();
        }
        self.depth += 1;
        let a = self.i;
        let n = if self.t(a) == "throw" {
            self.i += 1;
            let kids = if matches!(self.t(self.i), ";" | ")" | "," | "") {
                vec![]
            } else {
                vec![self.assign()]
            };
            self.push(NK::Unary("throw"), a, self.i, &kids)
        } else {
            let lhs = self.binary(1);
            let op = op_str(self.t(self.i));
            if is_assign(op) {
                self.i += 1;
                let rhs = if self.t(self.i) == "{" {
                    self.braced()
                } else {
                    self.assign()
                };
                self.push(NK::Assign(op), a, self.i, &[lhs, rhs])
            } else if op == ">" && self.t(self.i + 1) == ">=" {
                // `>>=` split by the lexer's template-argument handling
                self.i += 2;
                let rhs = self.assign();
                self.push(NK::Assign(">>="), a, self.i, &[lhs, rhs])
            } else if op == "?" {
                self.i += 1;
                let x = self.comma();
                if self.t(self.i) == ":" {
                    self.i += 1;
                }
                let y = self.assign();
                self.push(NK::Cond, a, self.i, &[lhs, x, y])
            } else {
                lhs
            }
        };
        self.depth -= 1;
        n
    }

    /// Binary operators by precedence climbing: a loop per level, recursion only into the
    /// tighter level (bounded by the eleven levels).
    fn binary(&mut self, min: u8) -> Nid {
        let a = self.i;
        let mut lhs = self.unary();
        let mut g = 0;
        loop {
            g += 1;
            if g > 1_000_000 {
                break;
            }
            let op = op_str(self.t(self.i));
            let Some(p) = bin_prec(op) else { break };
            if p < min {
                break;
            }
            // `a > >= b` pieces belong to the assignment above
            if op == ">" && self.t(self.i + 1) == ">=" {
                break;
            }
            self.i += 1;
            let rhs = self.binary(p + 1);
            lhs = self.push(NK::Binary(op), a, self.i, &[lhs, rhs]);
        }
        lhs
    }

    fn skip_operand(&mut self) -> Nid {
        // too deep: one unknown node up to the end of this operand's group
        let mut k = self.i;
        while k < self.b && !matches!(self.t(k), "," | ";") {
            k = if matches!(self.t(k), "(" | "[" | "{") {
                self.after(k)
            } else {
                k + 1
            };
        }
        self.unknown_to(k)
    }

    fn unary(&mut self) -> Nid {
        if self.depth > MAX_DEPTH {
            self.too_deep(self.i);
            return self.skip_operand();
        }
        self.depth += 1;
        let n = self.unary_in();
        self.depth -= 1;
        n
    }

    fn unary_in(&mut self) -> Nid {
        let a = self.i;
        let t = op_str(self.t(a));
        match t {
            "*" | "&" | "-" | "+" | "!" | "~" | "++" | "--" | "not" | "compl" | "co_await"
            | "&&" => {
                self.i += 1;
                let x = self.unary();
                return self.push(NK::Unary(t), a, self.i, &[x]);
            }
            "delete" => {
                self.i += 1;
                if self.t(self.i) == "[" && self.t(self.i + 1) == "]" {
                    self.i += 2;
                }
                let x = self.unary();
                return self.push(NK::Unary(t), a, self.i, &[x]);
            }
            "sizeof" | "alignof" | "__alignof__" | "_Alignof" | "noexcept" | "typeid"
            | "decltype" | "__builtin_offsetof" | "offsetof" | "__typeof__" | "typeof" => {
                let mut k = a + 1;
                if self.t(k) == "..." {
                    k += 1;
                }
                if self.t(k) == "(" {
                    let e = self.after(k);
                    self.i = e;
                    let n = self.push(NK::Unknown, a, e, &[]);
                    return self.postfix(a, n);
                }
                self.i = k;
                let x = self.unary();
                return self.push(NK::Unknown, a, self.i, &[x]);
            }
            "new" => {
                // `new (place) T (args)`: the operands are read, the type is not modelled
                self.i += 1;
                let mut kids = vec![];
                let mut g = 0;
                while self.i < self.b && g < 256 {
                    g += 1;
                    match self.t(self.i) {
                        "(" | "{" => {
                            let e = self.after(self.i);
                            self.i += 1;
                            let inner_end = e.saturating_sub(1);
                            kids.extend(self.list_until(inner_end));
                            self.i = e;
                        }
                        "[" => {
                            let e = self.after(self.i);
                            self.i += 1;
                            kids.extend(self.list_until(e.saturating_sub(1)));
                            self.i = e;
                        }
                        "<" => match self.skip_angles(self.i) {
                            Some(e) => self.i = e,
                            None => break,
                        },
                        x if x == "::" || x == "*" || x == "const" => self.i += 1,
                        _ if self.is_ident(self.i) => self.i += 1,
                        _ => break,
                    }
                }
                return self.push(NK::Unknown, a, self.i, &kids);
            }
            "static_cast" | "const_cast" | "reinterpret_cast" | "dynamic_cast" => {
                if let Some(e) = self.skip_angles(a + 1) {
                    if self.t(e) == "(" {
                        let close = self.after(e);
                        self.i = e + 1;
                        let x = self.inner(close.saturating_sub(1));
                        self.i = close;
                        let n = self.push(NK::Cast { ty: (a + 2, e - 1) }, a, close, &[x]);
                        return self.postfix(a, n);
                    }
                }
                return self.unknown_to(a + 1);
            }
            "(" => {
                let close = self.after(a);
                if let Some(ty) = self.c_cast_type(a, close) {
                    self.i = close;
                    if !matches!(self.t(close), "" | ")" | "," | ";" | "]" | "}") {
                        let x = self.unary();
                        return self.push(NK::Cast { ty }, a, self.i, &[x]);
                    }
                }
                // a statement expression `({ ... })` is not modelled
                if self.t(a + 1) == "{" {
                    return self.unknown_to(close);
                }
                self.i = a + 1;
                let x = self.inner(close.saturating_sub(1));
                self.i = close;
                let n = self.push(NK::Paren, a, close, &[x]);
                return self.postfix(a, n);
            }
            _ => {}
        }
        let n = self.primary();
        self.postfix(a, n)
    }

    /// Read `[self.i, end)` as one expression (a comma expression), the tail as unknown.
    fn inner(&mut self, end: usize) -> Nid {
        let saved = self.b;
        self.b = end.min(saved);
        let a = self.i;
        let n = if self.i >= self.b {
            self.push(NK::Unknown, a, a, &[])
        } else {
            let n = self.comma();
            if self.i < self.b {
                let mut kids = vec![n];
                let mut g = 0;
                while self.i < self.b && g < 1_000_000 {
                    g += 1;
                    let before = self.i;
                    kids.push(self.assign());
                    if self.i <= before {
                        self.i = before + 1;
                    }
                    if self.t(self.i) == "," {
                        self.i += 1;
                    }
                }
                self.push(NK::Unknown, a, self.b, &kids)
            } else {
                n
            }
        };
        self.b = saved;
        self.i = self.i.max(end.min(saved));
        n
    }

    /// Comma-separated operands up to `end` (arguments, list elements).
    fn list_until(&mut self, end: usize) -> Vec<Nid> {
        let saved = self.b;
        self.b = end.min(saved);
        let mut out = vec![];
        let mut g = 0;
        while self.i < self.b && g < 1_000_000 {
            g += 1;
            let before = self.i;
            let n = if self.t(self.i) == "{" {
                self.braced()
            } else {
                self.assign()
            };
            out.push(n);
            if self.t(self.i) == "," {
                self.i += 1;
            } else if self.i < self.b {
                // an argument read only in part: the rest is read on (its names get nodes)
                while self.i < self.b && self.t(self.i) != "," {
                    let b = self.i;
                    self.assign();
                    if self.i <= b {
                        self.i = b + 1;
                    }
                }
                if self.t(self.i) == "," {
                    self.i += 1;
                }
            }
            if self.i <= before {
                self.i = before + 1;
            }
        }
        self.b = saved;
        self.i = self.i.max(end.min(saved));
        out
    }

    fn braced(&mut self) -> Nid {
        let a = self.i;
        let close = self.after(a);
        // nested braced lists recurse through `list_until` without passing `assign`: bounded
        // here too (`int x = {{{...}}};` 20,000 deep, tests/fuzz.rs)
        if self.depth > MAX_DEPTH {
            self.too_deep(a);
            return self.unknown_to(close);
        }
        self.depth += 1;
        self.i = a + 1;
        let kids = self.list_until(close.saturating_sub(1));
        self.i = close;
        self.depth -= 1;
        self.push(NK::List, a, close, &kids)
    }

    fn is_ident(&self, i: usize) -> bool {
        i < self.b && self.s.m.toks.get(i).is_some_and(|t| t.kind == TK::Ident)
    }

    /// The index after the `>` closing the `<` at `lt`.
    fn skip_angles(&self, lt: usize) -> Option<usize> {
        if self.t(lt) != "<" {
            return None;
        }
        let mut d: i32 = 0;
        let mut k = lt;
        while k < self.b {
            match self.t(k) {
                "<" => d += 1,
                ">" => d -= 1,
                ">>" => d -= 2,
                "(" | "[" | "{" => {
                    k = self.after(k);
                    continue;
                }
                ";" | ")" | "]" | "}" => return None,
                _ => {}
            }
            k += 1;
            if d <= 0 {
                return Some(k);
            }
        }
        None
    }

    /// Is `( ... )` at `a` a C-style cast's type? Built-in type words, or a name the model
    /// knows as a type, with `const`/`*`/`&` around it.
    fn c_cast_type(&self, a: usize, close: usize) -> Option<(usize, usize)> {
        let (x, y) = (a + 1, close.checked_sub(1)?);
        if x >= y {
            return None;
        }
        let mut saw_type = false;
        let mut k = x;
        while k < y {
            let t = self.t(k);
            if TYPE_WORDS.contains(&t) && t != "auto" {
                saw_type = true;
                k += 1;
            } else if matches!(
                t,
                "const" | "volatile" | "*" | "&" | "&&" | "::" | "typename"
            ) {
                k += 1;
            } else if self.is_ident(k) {
                let first = k == x || self.t(k - 1) == "typename" || self.t(k - 1) == "const";
                if !(first || self.t(k - 1) == "::") {
                    return None;
                }
                // the recorded use's (cached) resolution
                let syms = match self.use_starting(k) {
                    Some(u) => self.s.resolve_use(u).to_vec(),
                    None => self
                        .s
                        .lookup(self.scope, &[self.s.m.toks[k].text.clone()], None),
                };
                if self.t(k - 1) != "::" && (syms.is_empty() || !syms.iter().all(|s| s.is_type())) {
                    return None;
                }
                saw_type = true;
                k += 1;
                if self.t(k) == "<" {
                    k = self.skip_angles(k)?;
                }
            } else {
                return None;
            }
        }
        saw_type.then_some((x, y))
    }

    fn primary(&mut self) -> Nid {
        let a = self.i;
        let tok = self.s.m.toks.get(a);
        let Some(tok) = tok.filter(|_| a < self.b) else {
            return self.push(NK::Unknown, a, a, &[]);
        };
        match tok.kind {
            TK::Num => {
                self.i += 1;
                let t = &*tok.text;
                let hex = t.starts_with("0x") || t.starts_with("0X");
                let float = t.contains('.')
                    || (!hex && (t.contains('e') || t.contains('E')))
                    || (hex && (t.contains('p') || t.contains('P')));
                return self.push(
                    NK::Lit(if float { Lit::Float } else { Lit::Int }),
                    a,
                    a + 1,
                    &[],
                );
            }
            TK::Str => {
                // adjacent string literals concatenate
                let mut k = a + 1;
                while self.s.m.toks.get(k).is_some_and(|t| t.kind == TK::Str) && k < self.b {
                    k += 1;
                }
                self.i = k;
                return self.push(NK::Lit(Lit::Str), a, k, &[]);
            }
            TK::Chr => {
                self.i += 1;
                return self.push(NK::Lit(Lit::Char), a, a + 1, &[]);
            }
            _ => {}
        }
        let t = &*tok.text;
        match t {
            "true" | "false" => {
                self.i += 1;
                return self.push(NK::Lit(Lit::Bool), a, a + 1, &[]);
            }
            "nullptr" | "NULL" => {
                self.i += 1;
                return self.push(NK::Lit(Lit::Null), a, a + 1, &[]);
            }
            "this" => {
                self.i += 1;
                return self.push(NK::This, a, a + 1, &[]);
            }
            "{" => return self.braced(),
            "[" if self.t(a + 1) != "[" => {
                if let Some(&l) = self.ex.lambda_at.get(&a) {
                    let end = self.s.m.lambdas[l].end;
                    self.i = end.max(a + 1);
                    return self.push(NK::Lambda(l), a, self.i, &[]);
                }
                return self.unknown_to(self.after(a));
            }
            _ => {}
        }
        if TYPE_WORDS.contains(&t) || t == "typename" {
            // a functional cast / construction of a built-in (or `typename T::x(..)`) type
            let mut k = a;
            while k < self.b
                && (TYPE_WORDS.contains(&self.t(k))
                    || matches!(self.t(k), "typename" | "::" | "template")
                    || (self.t(k - 1) == "::" || self.t(k.wrapping_sub(1)) == "typename")
                        && self.is_ident(k))
            {
                k += 1;
                if self.t(k) == "<" {
                    match self.skip_angles(k) {
                        Some(e) => k = e,
                        None => break,
                    }
                }
            }
            if matches!(self.t(k), "(" | "{") {
                let close = self.after(k);
                self.i = k + 1;
                let kids = self.list_until(close.saturating_sub(1));
                self.i = close;
                return self.push(NK::Cast { ty: (a, k) }, a, close, &kids);
            }
            return self.unknown_to(k);
        }
        if self.is_ident(a) || t == "::" || t == "operator" || t == "~" {
            if let Some(u) = self.use_starting(a) {
                let us = &self.s.m.uses[u];
                let mut end = us.tok + 1;
                if self.t(us.tok) == "operator" {
                    // `operator()` / `operator+`: up to the call's parenthesis
                    let mut k = us.tok + 1;
                    while k < self.b && k < us.tok + 4 && self.t(k) != "(" {
                        k += 1;
                    }
                    if self.t(k) == "(" && self.t(k + 1) == ")" && self.t(k + 2) == "(" {
                        k += 2;
                    }
                    end = k;
                }
                if let Some((_, tb)) = us.targs {
                    end = end.max(tb + 1);
                }
                let end = end.min(self.b).max(a + 1);
                self.i = end;
                let n = self.push(NK::Name { use_: Some(u) }, a, end, &[]);
                self.index(us.tok, n);
                // a type name followed by `(` or `{` constructs an object
                if matches!(self.t(end), "(" | "{") && self.names_type(u) {
                    let close = self.after(end);
                    self.i = end + 1;
                    let kids = self.list_until(close.saturating_sub(1));
                    self.i = close;
                    // the type's name node stays indexed but outside the tree: it is no operand
                    return self.push(NK::Cast { ty: (a, end) }, a, close, &kids);
                }
                return n;
            }
            // a keyword or a name the model did not record
            self.i = a + 1;
            return self.push(NK::Name { use_: None }, a, a + 1, &[]);
        }
        // `...` of a fold, a stray token: unknown
        self.unknown_to(a + 1)
    }

    fn use_starting(&self, i: usize) -> Option<usize> {
        match self.ex.use_start.get(i) {
            Some(&u) if u != u32::MAX => Some(u as usize),
            _ => None,
        }
    }

    fn index(&mut self, tok: usize, n: Nid) {
        if let Some(x) = self.ex.by_tok.get_mut(tok) {
            *x = n;
        }
    }

    fn names_type(&self, u: usize) -> bool {
        let syms = self.s.resolve_use(u);
        !syms.is_empty() && syms.iter().all(|x| x.is_type())
    }

    fn postfix(&mut self, a: usize, mut n: Nid) -> Nid {
        let mut g = 0;
        loop {
            g += 1;
            if g > 100_000 || self.i >= self.b {
                break;
            }
            let k = self.i;
            match self.t(k) {
                "(" => {
                    let close = self.after(k);
                    self.i = k + 1;
                    let mut kids = vec![n];
                    kids.extend(self.list_until(close.saturating_sub(1)));
                    self.i = close;
                    n = self.push(NK::Call, a, close, &kids);
                }
                "[" if self.t(k + 1) != "[" => {
                    let close = self.after(k);
                    self.i = k + 1;
                    let x = self.inner(close.saturating_sub(1));
                    self.i = close;
                    n = self.push(NK::Subscript, a, close, &[n, x]);
                }
                "{" if matches!(self.node_kind(n), NK::Name { .. }) => {
                    // `T{..}` of a name the model does not know as a type
                    let close = self.after(k);
                    self.i = k + 1;
                    let mut kids = vec![n];
                    kids.extend(self.list_until(close.saturating_sub(1)));
                    self.i = close;
                    n = self.push(NK::Cast { ty: (a, k) }, a, close, &kids);
                }
                "." | "->" => {
                    let arrow = self.t(k) == "->";
                    let mut m = k + 1;
                    if self.t(m) == "template" {
                        m += 1;
                    }
                    let u = self.use_starting(m);
                    let (name, end) = match u {
                        Some(u) => {
                            let us = &self.s.m.uses[u];
                            let mut e = us.tok + 1;
                            if let Some((_, tb)) = us.targs {
                                e = e.max(tb + 1);
                            }
                            (us.tok, e)
                        }
                        None if self.is_ident(m) => (m, m + 1),
                        None if self.t(m) == "~" => (m + 1, m + 2),
                        None => break,
                    };
                    self.i = end.min(self.b).max(k + 1);
                    n = self.push(
                        NK::Member {
                            arrow,
                            name,
                            use_: u,
                        },
                        a,
                        self.i,
                        &[n],
                    );
                    self.index(name, n);
                }
                "++" | "--" => {
                    let op = op_str(self.t(k));
                    self.i += 1;
                    n = self.push(NK::Postfix(op), a, self.i, &[n]);
                }
                "<<<" => {
                    // a launch: the configuration, then the arguments
                    // the lexer gives `>>>` as three `>` (as `>>` closing two template
                    // argument lists), and no expression has three in a row
                    let mut e = k + 1;
                    while e < self.b
                        && !(self.t(e) == ">" && self.t(e + 1) == ">" && self.t(e + 2) == ">")
                    {
                        e = if matches!(self.t(e), "(" | "[" | "{") {
                            self.after(e)
                        } else {
                            e + 1
                        };
                    }
                    self.i = k + 1;
                    let mut kids = vec![n];
                    kids.extend(self.list_until(e));
                    self.i = (e + 3).min(self.b);
                    if self.t(self.i) == "(" {
                        let close = self.after(self.i);
                        self.i += 1;
                        kids.extend(self.list_until(close.saturating_sub(1)));
                        self.i = close;
                    }
                    n = self.push(NK::Launch, a, self.i, &kids);
                }
                _ => break,
            }
        }
        n
    }

    fn node_kind(&self, n: Nid) -> &NK {
        &self.ex.nodes[n as usize].kind
    }
}

// ------------------------------------------------------------------------------------ types

/// A declared type as the rules see it, through typedefs and aliases: `size_t` from an unread
/// header, a template parameter, `auto` and `decltype` are unknown.
pub fn decl_ety(s: &Sema, ty: &Ty, scope: Id) -> ETy {
    let (r, sc) = s.resolve_ty_ref(ty, scope);
    let mut e = ETy::UNKNOWN;
    e.ptr = r.ptr;
    e.arr = r.dims.len().min(255) as u8;
    e.reference = r.reference;
    e.volatile = r.is_volatile && r.ptr == 0;
    if r.ptr > 0 {
        e.is_const = r.top_const;
        e.pointee_const = r.is_const;
    } else {
        e.is_const = r.is_const || r.top_const;
    }
    if r.func || r.decltype.is_some() || r.builtin.contains("auto") {
        return ETy {
            base: Base::Unknown,
            ..e
        };
    }
    e.base = if r.path.is_empty() {
        match r.builtin.as_str() {
            "" => Base::Unknown,
            "void" => Base::Void,
            "long double" => Base::Scalar { long_double: true },
            _ => Base::Scalar { long_double: false },
        }
    } else {
        let mut bare = (*r).clone();
        bare.ptr = 0;
        bare.reference = 0;
        bare.dims.clear();
        match s.class_of_ty(&bare, sc, 0) {
            Some(c) if s.m.classes[c].key == ClassKey::Enum => Base::Enum,
            Some(c) => Base::Class(c),
            None => {
                let syms = s.lookup(sc, &r.path, None);
                if syms.iter().any(|x| matches!(x, Sym::Enum)) {
                    Base::Enum
                } else if r.path.len() == 1 && &*r.path[0] == "nullptr_t"
                    || r.path.len() == 2 && &*r.path[0] == "std" && &*r.path[1] == "nullptr_t"
                {
                    Base::Nullptr
                } else {
                    Base::Unknown
                }
            }
        }
    };
    e
}

/// The class `this` points to in `scope`.
pub fn this_class(s: &Sema, scope: Id) -> Option<Id> {
    let mut sc = Some(scope);
    let mut g = 0;
    while let Some(id) = sc {
        g += 1;
        if g > 256 {
            break;
        }
        match s.m.scopes[id].kind {
            ScopeKind::Func(f) => return s.m.funcs[f].class,
            ScopeKind::Class(c) => return Some(c),
            _ => {}
        }
        sc = s.m.scopes[id].parent;
    }
    None
}

impl Exprs {
    /// The type of node `n` (memoised).
    pub fn ty(&self, s: &Sema, n: Nid) -> ETy {
        self.ty_d(s, n, 0)
    }

    fn ty_d(&self, s: &Sema, n: Nid, depth: usize) -> ETy {
        if let Some(Some(t)) = self.types.borrow().get(n as usize) {
            return *t;
        }
        let t = if depth > 2 * MAX_DEPTH {
            crate::bounds::reached(
                s.m.toks.get(self.node(n).a),
                "an expression's type depends on more than 320 nested expressions: taken as unknown",
            );
            ETy::UNKNOWN
        } else {
            self.compute(s, n, depth + 1)
        };
        if let Some(slot) = self.types.borrow_mut().get_mut(n as usize) {
            *slot = Some(t);
        }
        t
    }

    fn scope_of(&self, s: &Sema, n: Nid) -> Id {
        s.m.expr_roots[self.node(n).root as usize].scope
    }

    fn compute(&self, s: &Sema, n: Nid, depth: usize) -> ETy {
        let node = self.node(n);
        let kids = self.kids(n);
        let kid = |i: usize| kids.get(i).map(|&k| self.ty_d(s, k, depth));
        match &node.kind {
            NK::Lit(l) => match l {
                Lit::Int | Lit::Float | Lit::Char | Lit::Bool => {
                    ETy::of(Base::Scalar { long_double: false })
                }
                Lit::Str => ETy {
                    arr: 1,
                    is_const: true,
                    ..ETy::of(Base::Scalar { long_double: false })
                },
                Lit::Null => ETy::of(Base::Nullptr),
            },
            NK::This => match this_class(s, self.scope_of(s, n)) {
                Some(c) => ETy {
                    ptr: 1,
                    ..ETy::of(Base::Class(s.defined(c)))
                },
                None => ETy::UNKNOWN,
            },
            NK::Name { use_: Some(u) } => match s.use_var(*u) {
                Some(v) => {
                    let var = &s.m.vars[v];
                    if let Some(c) = var.class_def {
                        let mut e = decl_ety(s, &var.ty, var.scope);
                        e.base = Base::Class(c);
                        return e;
                    }
                    decl_ety(s, &var.ty, var.scope)
                }
                None => {
                    // an enumerator is a scalar
                    let syms = s.resolve_use(*u);
                    if !syms.is_empty() && syms.iter().all(|x| matches!(x, Sym::Enumerator)) {
                        ETy::of(Base::Enum)
                    } else {
                        ETy::UNKNOWN
                    }
                }
            },
            NK::Name { use_: None } => ETy::UNKNOWN,
            NK::Member { .. } => match self.member_sym(s, n) {
                Some(Sym::Var(v)) => {
                    let var = &s.m.vars[v];
                    let mut e = decl_ety(s, &var.ty, var.scope);
                    if let Some(c) = var.class_def {
                        e.base = Base::Class(c);
                    }
                    // a member of a const object is const (unless mutable)
                    let obj = self.object_ty(s, n);
                    if obj.is_some_and(|o| o.is_const) && !var.is_mutable && e.ptr == 0 {
                        e.is_const = true;
                    }
                    e
                }
                _ => ETy::UNKNOWN,
            },
            NK::Call => {
                let fs = self.call_targets(s, n);
                if fs.is_empty() {
                    if let Some(Base::Closure(l)) = kid(0).map(|t| t.base) {
                        if let Some(r) = &s.m.lambdas[l].ret {
                            return decl_ety(s, r, s.m.lambdas[l].scope);
                        }
                    }
                    return ETy::UNKNOWN;
                }
                let mut out: Option<ETy> = None;
                for f in fs {
                    let func = &s.m.funcs[f];
                    let t = match (&func.ret, func.kind) {
                        (Some(r), FnKind::Normal | FnKind::Operator) if !func.deduced_ret => {
                            decl_ety(s, r, func.body_scope.unwrap_or(func.scope))
                        }
                        _ => ETy::UNKNOWN,
                    };
                    match out {
                        None => out = Some(t),
                        Some(o) if o == t => {}
                        _ => return ETy::UNKNOWN,
                    }
                }
                out.unwrap_or(ETy::UNKNOWN)
            }
            NK::Subscript => match kid(0).and_then(|t| t.element()) {
                Some((t, _)) => t,
                None => ETy::UNKNOWN,
            },
            NK::Unary(op) => {
                let Some(x) = kid(0) else {
                    return ETy::UNKNOWN;
                };
                match &**op {
                    "*" => x.element().map_or(ETy::UNKNOWN, |(t, _)| t),
                    "&" if x.class().is_none() || x.known() => {
                        if !x.known() {
                            return ETy::UNKNOWN;
                        }
                        if x.class().is_some() {
                            // operator& may be overloaded
                            return ETy::UNKNOWN;
                        }
                        ETy {
                            ptr: x.ptr.saturating_add(1),
                            pointee_const: x.is_const,
                            is_const: false,
                            reference: 0,
                            ..x
                        }
                    }
                    "!" | "not" => ETy::of(Base::Scalar { long_double: false }),
                    "-" | "+" | "~" | "compl" | "++" | "--" => match x.scalar() {
                        Some(true) if x.ptr == 0 || op.len() == 2 => ETy { reference: 0, ..x },
                        _ => ETy::UNKNOWN,
                    },
                    _ => ETy::UNKNOWN,
                }
            }
            NK::Postfix(_) => match kid(0) {
                Some(x) if x.scalar() == Some(true) => ETy {
                    reference: 0,
                    is_const: false,
                    ..x
                },
                _ => ETy::UNKNOWN,
            },
            NK::Binary(op) => {
                let (Some(x), Some(y)) = (kid(0), kid(1)) else {
                    return ETy::UNKNOWN;
                };
                let builtin = x.scalar() == Some(true) && y.scalar() == Some(true)
                    || x.arr > 0 && y.scalar() == Some(true);
                if !builtin {
                    return ETy::UNKNOWN;
                }
                match &**op {
                    "==" | "!=" | "<" | ">" | "<=" | ">=" | "&&" | "||" | "and" | "or"
                    | "not_eq" => ETy::of(Base::Scalar { long_double: false }),
                    "+" | "-" if x.ptr > 0 || x.arr > 0 => {
                        if y.ptr > 0 {
                            ETy::of(Base::Scalar { long_double: false })
                        } else if x.arr > 0 {
                            // array decays
                            ETy {
                                arr: x.arr - 1,
                                ptr: x.ptr + 1,
                                pointee_const: x.is_const,
                                is_const: false,
                                reference: 0,
                                ..x
                            }
                        } else {
                            ETy {
                                is_const: false,
                                reference: 0,
                                ..x
                            }
                        }
                    }
                    "+" if y.ptr > 0 => ETy {
                        is_const: false,
                        reference: 0,
                        ..y
                    },
                    _ if x.ptr == 0 && y.ptr == 0 && x.arr == 0 => {
                        let ld = matches!(x.base, Base::Scalar { long_double: true })
                            || matches!(y.base, Base::Scalar { long_double: true });
                        ETy::of(Base::Scalar { long_double: ld })
                    }
                    _ => ETy::UNKNOWN,
                }
            }
            NK::Assign(_) => match kid(0) {
                Some(x) if x.scalar() == Some(true) => x,
                _ => ETy::UNKNOWN,
            },
            NK::Cond => match (kid(1), kid(2)) {
                (Some(x), Some(y)) if x == y => x,
                _ => ETy::UNKNOWN,
            },
            NK::Comma => kids
                .last()
                .map_or(ETy::UNKNOWN, |&k| self.ty_d(s, k, depth)),
            NK::Paren => kid(0).unwrap_or(ETy::UNKNOWN),
            NK::Cast { ty } => self.written_ty(s, ty.0, ty.1, self.scope_of(s, n)),
            NK::Lambda(l) => ETy::of(Base::Closure(*l)),
            NK::List | NK::Unknown | NK::Launch => ETy::UNKNOWN,
        }
    }

    /// The type written in tokens `a..b` (a cast's): built-in words, a name through lookup,
    /// `const`, `*`, `&`.
    fn written_ty(&self, s: &Sema, a: usize, b: usize, scope: Id) -> ETy {
        let mut builtin = String::new();
        let mut path: Vec<Rc<str>> = vec![];
        let mut e = ETy::UNKNOWN;
        let mut cv_const = false;
        let mut k = a;
        while k < b {
            let t = s.t(k);
            match t {
                "const" => {
                    if e.ptr > 0 {
                        e.is_const = true;
                    } else {
                        cv_const = true;
                    }
                }
                "volatile" | "typename" | "::" | "struct" | "class" => {}
                "*" => {
                    e.ptr += 1;
                    e.is_const = false;
                }
                "&" => e.reference = 1,
                "&&" => e.reference = 2,
                "<" => {
                    // a template-id: not modelled beyond its name
                    return ETy::UNKNOWN;
                }
                _ if TYPE_WORDS.contains(&t) => {
                    if !builtin.is_empty() {
                        builtin.push(' ');
                    }
                    builtin.push_str(t);
                }
                _ if s.m.toks[k].kind == TK::Ident => path.push(s.m.toks[k].text.clone()),
                _ => return ETy::UNKNOWN,
            }
            k += 1;
        }
        let ty = Ty {
            path,
            builtin,
            is_const: cv_const,
            top_const: e.is_const || (e.ptr == 0 && cv_const),
            ptr: e.ptr,
            reference: e.reference,
            ..Default::default()
        };
        if ty.path.is_empty() && ty.builtin.is_empty() {
            return ETy::UNKNOWN;
        }
        decl_ety(s, &ty, scope)
    }

    /// The type of the object of member access node `n` (through `->`: the pointee).
    pub fn object_ty(&self, s: &Sema, n: Nid) -> Option<ETy> {
        let node = self.node(n);
        let NK::Member { arrow, .. } = node.kind else {
            return None;
        };
        let o = self.ty_d(s, *self.kids(n).first()?, 0);
        if arrow {
            if o.ptr == 1 && o.arr == 0 {
                return o.element().map(|x| x.0);
            }
            return None;
        }
        (o.ptr == 0 && o.arr == 0).then_some(ETy { reference: 0, ..o })
    }

    /// The class of the object of member access node `n`.
    pub fn object_class(&self, s: &Sema, n: Nid) -> Option<Id> {
        self.object_ty(s, n)?.class()
    }

    /// What member access node `n` names, found in its object's class (None if unknown or
    /// not exactly one variable; functions: see `member_funcs`).
    pub fn member_sym(&self, s: &Sema, n: Nid) -> Option<Sym> {
        let NK::Member { name, .. } = self.node(n).kind else {
            return None;
        };
        let c = self.object_class(s, n)?;
        let nm = s.m.toks.get(name)?.text.clone();
        match s.class_member(c, &nm, 0).as_slice() {
            [x] => Some(*x),
            xs if !xs.is_empty() && xs.iter().all(|x| matches!(x, Sym::Var(_))) => Some(xs[0]),
            _ => None,
        }
    }

    /// The member functions a member access names, found in the object's class; None when the
    /// object's class is unknown.
    pub fn member_funcs(&self, s: &Sema, n: Nid) -> Option<Vec<Id>> {
        let NK::Member { name, .. } = self.node(n).kind else {
            return None;
        };
        let c = self.object_class(s, n)?;
        let nm = s.m.toks.get(name)?.text.clone();
        let syms = s.class_member(c, &nm, 0);
        if syms.is_empty() || !syms.iter().all(|x| matches!(x, Sym::Func(_))) {
            return None;
        }
        Some(
            syms.iter()
                .filter_map(|x| if let Sym::Func(f) = x { Some(*f) } else { None })
                .collect(),
        )
    }

    /// The argument nodes of call node `n`.
    pub fn args(&self, n: Nid) -> &[Nid] {
        let node = self.node(n);
        match node.kind {
            NK::Call if !self.kids(n).is_empty() => &self.kids(n)[1..],
            _ => &[],
        }
    }

    /// The functions call node `n` may call: its callee's candidates (a name through lookup, a
    /// member through its object's class), those that take this many arguments, narrowed by
    /// the argument types where they tell candidates apart.
    pub fn call_targets(&self, s: &Sema, n: Nid) -> Vec<Id> {
        let node = self.node(n);
        if node.kind != NK::Call {
            return vec![];
        }
        let Some(&callee) = self.kids(n).first() else {
            return vec![];
        };
        let callee = self.strip_parens(callee);
        let fs: Vec<Id> = match self.node(callee).kind {
            NK::Name { use_: Some(u) } => s.use_funcs(u),
            NK::Member { .. } => self.member_funcs(s, callee).unwrap_or_default(),
            _ => vec![],
        };
        let args = self.args(n);
        let fs: Vec<Id> = fs
            .into_iter()
            .filter(|&f| crate::query::arity_ok(s, f, args.len()) && !s.m.funcs[f].deleted)
            .collect();
        self.by_arg_types(s, fs, args)
    }

    /// `n` without the parentheses around it.
    pub fn strip_parens(&self, mut n: Nid) -> Nid {
        for _ in 0..MAX_DEPTH {
            match self.node(n).kind {
                NK::Paren if !self.kids(n).is_empty() => n = self.kids(n)[0],
                _ => break,
            }
        }
        n
    }

    /// Overload resolution as far as the types tell: keep the candidates no argument definitely rules out; if that would leave none, keep
    /// them all (the model is missing something, so it decides nothing).
    pub fn by_arg_types(&self, s: &Sema, fs: Vec<Id>, args: &[Nid]) -> Vec<Id> {
        if fs.len() < 2 || args.is_empty() {
            return fs;
        }
        // only where the choice decides an execution space: candidates of one space are all
        // the same to the rules
        let sp0 = s.func_space(fs[0]);
        if fs.iter().all(|&f| s.func_space(f) == sp0) {
            return fs;
        }
        let ats: Vec<ETy> = args.iter().map(|&a| self.ty(s, a)).collect();
        let kept: Vec<Id> = fs
            .iter()
            .copied()
            .filter(|&f| {
                let func = &s.m.funcs[f];
                if func.tparams.is_some() {
                    return true;
                }
                func.params
                    .iter()
                    .zip(&ats)
                    .enumerate()
                    .all(|(i, (p, at))| {
                        if p.ellipsis || p.ty.pack {
                            return true;
                        }
                        let pt = decl_ety(s, &p.ty, func.body_scope.unwrap_or(func.scope));
                        !mismatch(s, &pt, at, self.is_zero(args[i]))
                    })
            })
            .collect();
        if kept.is_empty() {
            fs
        } else {
            kept
        }
    }

    fn is_zero(&self, n: Nid) -> bool {
        matches!(self.node(n).kind, NK::Lit(Lit::Int | Lit::Null))
    }
}

/// Does argument type `at` definitely not convert to parameter type `pt`? Only where both are
/// known and no conversion can bridge them: a class object for an arithmetic or pointer
/// parameter (unless the class has conversion functions), a pointer for an arithmetic one, an
/// arithmetic value for a pointer (other than a null pointer constant), pointers of different
/// levels, pointers to different classes.
fn mismatch(s: &Sema, pt: &ETy, at: &ETy, zero: bool) -> bool {
    if !pt.known() || !at.known() {
        return false;
    }
    let at_ptr = at.ptr + at.arr.min(1);
    match (pt.base, pt.ptr) {
        (Base::Scalar { .. } | Base::Enum, 0) => {
            if matches!(pt.base, Base::Enum) {
                return false;
            }
            match at.base {
                Base::Class(c) if at_ptr == 0 => !has_conversion(s, c),
                _ if at_ptr > 0 => true,
                Base::Nullptr => true,
                _ => false,
            }
        }
        (_, p) if p > 0 => match at.base {
            Base::Class(c) if at_ptr == 0 => !has_conversion(s, c),
            Base::Scalar { .. } if at_ptr == 0 => !zero,
            Base::Nullptr | Base::Unknown => false,
            _ => {
                if pt.base == Base::Void || at.base == Base::Void {
                    return false;
                }
                if at_ptr != p {
                    return true;
                }
                match (pt.base, at.base) {
                    (Base::Class(x), Base::Class(y)) => x != y && !derives(s, y, x, 0),
                    (Base::Class(_), Base::Scalar { .. })
                    | (Base::Scalar { .. }, Base::Class(_)) => true,
                    _ => false,
                }
            }
        },
        _ => false,
    }
}

fn has_conversion(s: &Sema, c: Id) -> bool {
    let c = s.defined(c);
    let k = &s.m.classes[c];
    !k.defined
        || !k.bases.is_empty()
        || k.tparams.is_some()
        || k.methods
            .iter()
            .any(|&f| s.m.funcs[f].kind == FnKind::Conversion)
}

/// Is class `c` derived from `base`?
fn derives(s: &Sema, c: Id, base: Id, depth: usize) -> bool {
    if depth > 8 {
        return true;
    }
    let k = &s.m.classes[s.defined(c)];
    k.bases
        .iter()
        .any(|b| match s.class_by_path(k.scope, &b.path) {
            Some(bc) => bc == base || derives(s, bc, base, depth + 1),
            None => true,
        })
}

// -------------------------------------------------------------------------- write queries

/// How use `u` of a variable is written, read from its tree: `Some(true)` when an assignment
/// or increment writes into the variable's own storage (`v = x`, `v.a[i] = x`, `++v.n`),
/// `Some(false)` when it writes through a pointer the variable holds (`*v.p = x`, `v->n = x`,
/// `v[i].ptr[j] = x`) or is not written, None when a step's type is unknown.
pub fn writes_into(s: &Sema, ex: &Exprs, u: usize) -> Option<bool> {
    let mut n = ex.of_use(s, u)?;
    for _ in 0..MAX_DEPTH {
        let (p, me) = ex.up(n);
        let Some(p) = p else {
            return Some(false);
        };
        let pn = ex.node(p);
        let first = ex.kids(p).first() == Some(&me);
        match &pn.kind {
            NK::Subscript if first => {
                let t = ex.ty(s, me);
                match t.element() {
                    Some((_, through_ptr)) if t.class().is_none() => {
                        if through_ptr {
                            return Some(false);
                        }
                    }
                    _ => return None,
                }
            }
            NK::Member { arrow, .. } if first => {
                if *arrow {
                    return Some(false);
                }
                ex.object_class(s, p)?;
                // a member function call on it does not write it here
                if let Some(q) = ex.parent(p) {
                    if ex.node(q).kind == NK::Call && ex.kids(q).first() == Some(&p) {
                        return Some(false);
                    }
                }
            }
            NK::Unary(op) if &**op == "*" => return Some(false),
            NK::Assign(_) => return Some(first),
            NK::Unary(op) | NK::Postfix(op) if &**op == "++" || &**op == "--" => return Some(true),
            _ => return Some(false),
        }
        n = p;
    }
    None
}

/// Is the use `u` (a variable) bound to a reference, or its address taken, in its tree? `&v`,
/// an argument for a reference parameter of every candidate, the initializer of a reference
/// variable. None when the tree does not show it (the use is not in a tree).
pub fn addr_or_ref(s: &Sema, ex: &Exprs, u: usize) -> Option<bool> {
    let n = ex.of_use(s, u)?;
    let (p, me) = ex.up(n);
    let Some(p) = p else {
        // the whole root: a reference variable's initializer binds it
        let root = &s.m.expr_roots[ex.node(n).root as usize];
        if let Some(v) = root.owner {
            let var = &s.m.vars[v];
            if ex.is_whole_root(me) {
                return Some(
                    var.ty.reference > 0
                        || var.ty.builtin == "decltype(auto)" && ex.node(me).kind == NK::Paren,
                );
            }
        }
        return Some(false);
    };
    let pn = ex.node(p);
    match &pn.kind {
        NK::Unary(op) if &**op == "&" => Some(true),
        NK::Call => {
            let Some(k) = ex.kids(p).iter().position(|&x| x == me) else {
                return Some(false);
            };
            if k == 0 {
                return Some(false);
            }
            let fs = ex.call_targets(s, p);
            Some(
                !fs.is_empty()
                    && fs.iter().all(|&f| {
                        s.m.funcs[f]
                            .params
                            .get(k - 1)
                            .is_some_and(|p| p.ty.reference > 0)
                    }),
            )
        }
        NK::List => {
            // `T& r{v}`
            let root = &s.m.expr_roots[pn.root as usize];
            let is_root = ex.roots.get(pn.root as usize) == Some(&p);
            match root.owner {
                Some(v) if is_root && ex.kids(p).len() == 1 => Some(s.m.vars[v].ty.reference > 0),
                _ => Some(false),
            }
        }
        _ => Some(false),
    }
}

/// What a use's tree does to the object it names, read through `.member` chains (not `->`:
/// that leaves the object), elements of arrays (not through pointers) and parentheses: assigned
/// (`v = x`, `(v.x) += 1`, `v.a[i] = x`), incremented or decremented (`++v.x`, `(v)--`), its
/// address taken (`&v`, `&(v.x)`, `&v[1]`), indexed (`v[i]`,
/// `(v)[i]`: the use is a subscript's first operand). None when the use is not in a tree (a
/// template argument, an unevaluated operand the trees leave unread): the caller falls back to
/// the use's flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Access {
    pub assigned: bool,
    pub incdec: bool,
    pub addr: bool,
    pub indexed: bool,
}

pub fn access(s: &Sema, ex: &Exprs, u: usize) -> Option<Access> {
    let mut n = ex.of_use(s, u)?;
    let mut acc = Access::default();
    // the name itself, indexed: `(v)[i]` (parentheses skipped)
    if let (Some(p), me) = ex.up(n) {
        acc.indexed = ex.node(p).kind == NK::Subscript && ex.kids(p).first() == Some(&me);
    }
    for _ in 0..MAX_DEPTH {
        let (p, me) = ex.up(n);
        let Some(p) = p else {
            return Some(acc);
        };
        let first = ex.kids(p).first() == Some(&me);
        match &ex.node(p).kind {
            NK::Member { arrow: false, .. } if first => {
                // `v.f()`: a member function call, which neither writes nor takes `v`'s
                // address here
                if let Some(q) = ex.parent(p) {
                    if ex.node(q).kind == NK::Call && ex.kids(q).first() == Some(&p) {
                        return Some(acc);
                    }
                }
                n = p;
            }
            // an element of an array (not through a pointer: `p[i]` leaves `p`)
            NK::Subscript if first && ex.ty(s, me).arr > 0 => n = p,
            NK::Assign(_) => {
                acc.assigned = first;
                return Some(acc);
            }
            NK::Unary(op) | NK::Postfix(op) if *op == "++" || *op == "--" => {
                acc.incdec = true;
                return Some(acc);
            }
            NK::Unary(op) if *op == "&" => {
                acc.addr = true;
                return Some(acc);
            }
            _ => return Some(acc),
        }
    }
    Some(acc)
}

impl Exprs {
    /// The argument nodes of launch `l` (after its configuration), or None when the launch is
    /// not one node of a tree or its arguments are not the ones the model split.
    pub fn launch_args(&self, l: &Launch) -> Option<Vec<Nid>> {
        let n = *self.by_tok.get(l.name_tok)?;
        if n == NO_NODE {
            return None;
        }
        let p = self.parent(n)?;
        if self.node(p).kind != NK::Launch || self.kids(p).first() != Some(&n) {
            return None;
        }
        let args: Vec<Nid> = self.kids(p)[1..]
            .iter()
            .copied()
            .filter(|&k| self.node(k).a > l.config.1)
            .collect();
        (args.len() == l.args.len()).then_some(args)
    }

    /// The variable whose own storage a pointer-valued expression points into, as the use
    /// naming it: `&v`, `&(v)`, `&v.m`, `&v[i]` / `&v.a[i]` into an array (not through a
    /// pointer: `&p[i]` points where `p` does), `(true)`; a bare name `v`, `(false)` (an array
    /// decays to its address; the caller asks the variable's type). None otherwise.
    pub fn storage_of(&self, s: &Sema, n: Nid) -> Option<(usize, bool)> {
        let n = self.strip_parens(n);
        match &self.node(n).kind {
            NK::Name { use_: Some(u) } => Some((*u, false)),
            NK::Unary(op) if *op == "&" => {
                let mut cur = self.strip_parens(*self.kids(n).first()?);
                for _ in 0..MAX_DEPTH {
                    match &self.node(cur).kind {
                        NK::Name { use_: Some(u) } => return Some((*u, true)),
                        NK::Member { arrow: false, .. } => {}
                        NK::Subscript => {
                            let t = self.ty(s, *self.kids(cur).first()?);
                            if t.arr == 0 {
                                return None;
                            }
                        }
                        _ => return None,
                    }
                    cur = self.strip_parens(*self.kids(cur).first()?);
                }
                None
            }
            _ => None,
        }
    }
}

/// The functions the call whose callee is use `u` may call, read from the tree (a member's
/// through its object's class, candidates narrowed by argument types); None when `u` is not
/// the callee of a call node.
pub fn use_call_targets(s: &Sema, ex: &Exprs, u: usize) -> Option<Vec<Id>> {
    let n = ex.of_use(s, u)?;
    let (p, me) = ex.up(n);
    let p = p?;
    let pn = ex.node(p);
    (pn.kind == NK::Call && ex.kids(p).first() == Some(&me)).then(|| ex.call_targets(s, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pp::View;
    use crate::Options;

    fn model(src: &str) -> Model {
        let out = crate::pp::preprocess(
            std::path::Path::new("t.cu"),
            src,
            View::Device(900),
            &Options::default(),
        );
        crate::parse::build(out.toks)
    }

    /// The type of the name or member whose token is the `nth` occurrence of `word`.
    fn ty_at(m: &Model, word: &str, nth: usize) -> (ETy, String) {
        let opts = Options::default();
        let s = Sema::new(m, View::Device(900), &opts);
        let ex = s.exprs();
        let tok = (0..m.toks.len())
            .filter(|&i| m.t(i) == word)
            .nth(nth)
            .unwrap();
        let n = ex.by_tok[tok];
        assert_ne!(n, NO_NODE, "no node at {word}#{nth}");
        // the outermost postfix chain ending at this name
        let mut top = n;
        while let Some(p) = ex.parent(top) {
            match ex.node(p).kind {
                NK::Subscript | NK::Call if ex.kids(p)[0] == top => top = p,
                _ => break,
            }
        }
        (ex.ty(&s, top), m.text(ex.node(top).a, ex.node(top).b))
    }

    #[test]
    fn types_through_typedefs_members_pointers_and_arrays() {
        let m = model(
            "typedef unsigned long long u64; typedef u64 idx_t;\n\
             struct In { float* ptr; float arr[4]; const int c = 1; };\n\
             struct Out { In in[2]; In* p; In get() const; };\n\
             __device__ void f(Out o, const Out& r, idx_t n, size_t z) {\n\
               o.in[1].ptr[n] = 0; o.in[0].arr[2] = 0; o.p->ptr[0] = 0; r.get().ptr[0] = 1;\n\
               r.in[0].c; n; z; \"s\"; o.in; this; }\n",
        );
        let (t, x) = ty_at(&m, "ptr", 1);
        assert_eq!(
            (t.base, t.ptr, t.arr),
            (Base::Scalar { long_double: false }, 0, 0),
            "{x}"
        );
        let (t, x) = ty_at(&m, "arr", 1);
        assert_eq!(
            (t.ptr, t.arr, t.base),
            (0, 0, Base::Scalar { long_double: false }),
            "{x}"
        );
        let (t, _) = ty_at(&m, "p", 1);
        assert_eq!(t.ptr, 1);
        assert!(matches!(t.base, Base::Class(_)));
        // a member function's return type, through the object's class
        let (t, x) = ty_at(&m, "get", 1);
        assert!(t.class().is_some(), "{x}: {t:?}");
        // a member of a const object is const
        let (t, _) = ty_at(&m, "c", 1);
        assert!(t.is_const);
        // typedef chain to a built-in: scalar; a typedef from an unread header: unknown
        let (t, _) = ty_at(&m, "n", 2);
        assert_eq!(t.scalar(), Some(true));
        let (t, _) = ty_at(&m, "z", 1);
        assert_eq!(t.scalar(), None);
        let (t, _) = ty_at(&m, "in", 4);
        assert_eq!((t.arr, t.scalar()), (1, Some(false)));
    }

    #[test]
    fn member_calls_resolve_in_the_objects_class() {
        let m = model(
            "__host__ int size(int);\n\
             struct V { __host__ __device__ int size() const; };\n\
             struct H { V v[2]; };\n\
             __device__ int f(H h) { return h.v[1].size(); }\n",
        );
        let opts = Options::default();
        let s = Sema::new(&m, View::Device(900), &opts);
        let ex = s.exprs();
        let call = (0..ex.nodes.len() as Nid)
            .find(|&n| ex.node(n).kind == NK::Call)
            .unwrap();
        let fs = ex.call_targets(&s, call);
        assert_eq!(fs.len(), 1);
        assert!(
            m.funcs[fs[0]].class.is_some(),
            "the member, not the free function"
        );
    }

    #[test]
    fn overloads_of_different_spaces_chosen_by_argument_types() {
        let m = model(
            "__host__ float scale(float* p);\n__device__ float scale(float x);\n\
             __device__ void k(float* o) { scale(o); scale(o[1]); scale(0); }\n",
        );
        let opts = Options::default();
        let s = Sema::new(&m, View::Device(900), &opts);
        let ex = s.exprs();
        let calls: Vec<Nid> = (0..ex.nodes.len() as Nid)
            .filter(|&n| ex.node(n).kind == NK::Call)
            .collect();
        let spaces: Vec<Vec<bool>> = calls
            .iter()
            .map(|&c| {
                ex.call_targets(&s, c)
                    .iter()
                    .map(|&f| m.funcs[f].sp.host)
                    .collect()
            })
            .collect();
        // `scale(o)`: the host one; `scale(o[1])`: the device one; `scale(0)`: either
        assert_eq!(spaces, [vec![true], vec![false], vec![true, false]]);
    }

    #[test]
    fn nesting_is_bounded() {
        let depth = 50_000;
        let src = format!(
            "__device__ int f(int* a) {{ return {}1{} + {}a[0]{} + {}0; }}\n",
            "(".repeat(depth),
            ")".repeat(depth),
            "a[".repeat(depth),
            "]".repeat(depth),
            "-".repeat(depth)
        );
        let m = model(&src);
        let opts = Options::default();
        let s = Sema::new(&m, View::Device(900), &opts);
        let ex = s.exprs();
        for n in 0..ex.nodes.len() as Nid {
            ex.ty(&s, n);
        }
        assert!(!ex.nodes.is_empty());
    }
}
