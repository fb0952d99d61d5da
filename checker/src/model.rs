#![allow(dead_code)]
//! The model of one view of a translation unit: scopes, declarations, lambdas, launches and the
//! uses of names in code, all pointing back into the view's token vector.

use crate::fx::HashMap;
use crate::lex::Tok;
use crate::pp::View;
use std::rc::Rc;

pub type Id = usize;
pub const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Spaces {
    pub host: bool,
    pub device: bool,
    pub global: bool,
}

impl Spaces {
    pub fn any(&self) -> bool {
        self.host || self.device || self.global
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MemSpaces {
    pub device: bool,
    pub shared: bool,
    pub constant: bool,
    pub managed: bool,
}

impl MemSpaces {
    pub fn any(&self) -> bool {
        self.device || self.shared || self.constant || self.managed
    }
    pub fn name(&self) -> &'static str {
        if self.managed {
            "__managed__"
        } else if self.shared {
            "__shared__"
        } else if self.constant {
            "__constant__"
        } else {
            "__device__"
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Public,
    Protected,
    Private,
}

#[derive(Clone, Debug)]
pub enum ScopeKind {
    Global,
    Namespace {
        name: Option<Rc<str>>,
        inline: bool,
    },
    Class(Id),
    Func(Id),
    Lambda(Id),
    Block,
    /// Template parameter scope or other transparent scope.
    Other,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sym {
    Func(Id),
    Var(Id),
    Class(Id),
    Alias(Id),
    Ns(Id),
    Enum,
    Enumerator,
    TParamType,
    TParamValue,
    TParamTemplate,
    /// Something known to be a type but not modelled (a using-declaration of an outside type).
    OtherType,
}

impl Sym {
    pub fn is_type(&self) -> bool {
        matches!(
            self,
            Sym::Class(_)
                | Sym::Alias(_)
                | Sym::Enum
                | Sym::TParamType
                | Sym::TParamTemplate
                | Sym::OtherType
        )
    }
}

#[derive(Clone, Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    pub parent: Option<Id>,
    pub names: HashMap<Rc<str>, Vec<Sym>>,
    pub usings: Vec<Id>,
    /// Block scope that is the condition / body of an `if constexpr`.
    pub if_constexpr: bool,
}

/// A type as written: its tokens (normalised text) plus what the rules need at a glance.
#[derive(Clone, Debug, Default)]
pub struct Ty {
    /// Token range of the type-specifier part (decl-specifiers minus storage classes).
    pub spec: (usize, usize),
    /// Normalised text of the full type (specifier + declarator operators).
    pub text: String,
    /// The named base type, qualified path as written (last element is the name); empty for
    /// builtin types.
    pub path: Vec<Rc<str>>,
    /// Builtin type keywords, normalised ("unsigned int", "long double", "auto", ...).
    pub builtin: String,
    pub is_const: bool,
    pub is_volatile: bool,
    /// The object itself is const (`const int`, `int *const`), not only a pointee.
    pub top_const: bool,
    /// Pointer levels (pointer to member counts as pointer).
    pub ptr: u8,
    /// 0 none, 1 lvalue reference, 2 rvalue reference (or forwarding reference).
    pub reference: u8,
    /// Array dimensions, as text ("" for unknown bound).
    pub dims: Vec<String>,
    /// Declared with a function declarator inside (function pointer / function type).
    pub func: bool,
    /// `decltype(...)` token range when the type is a decltype-specifier.
    pub decltype: Option<(usize, usize)>,
    /// Template argument token range of the base type name, if any.
    pub targs: Option<(usize, usize)>,
    /// A pack expansion (`T... x`).
    pub pack: bool,
    /// Every identifier in the type's tokens (including template arguments), with its token.
    pub idents: Vec<usize>,
}

impl Ty {
    pub fn is_auto(&self) -> bool {
        self.builtin == "auto" && self.path.is_empty()
    }
    pub fn is_builtin_scalar(&self) -> bool {
        self.path.is_empty()
            && !self.builtin.is_empty()
            && self.builtin != "auto"
            && self.builtin != "void"
            && self.decltype.is_none()
    }
    pub fn name(&self) -> Option<&Rc<str>> {
        self.path.last()
    }
}

#[derive(Clone, Debug, Default)]
pub struct Param {
    pub name: Option<Rc<str>>,
    pub tok: usize,
    pub ty: Ty,
    pub default: Option<(usize, usize)>,
    pub mem: MemSpaces,
    pub mem_tok: usize,
    /// C-style `...`.
    pub ellipsis: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FnKind {
    Normal,
    Ctor,
    Dtor,
    Operator,
    Conversion,
}

#[derive(Clone, Debug, Default)]
pub struct TParam {
    pub name: Option<Rc<str>>,
    pub tok: usize,
    /// typename/class parameter.
    pub is_type: bool,
    /// template template parameter.
    pub is_template: bool,
    pub pack: bool,
    /// A non-type parameter whose type is a placeholder (`auto`, `decltype(auto)`, `C auto`):
    /// only then does its argument's own type (an enumerator's enumeration) become part of the
    /// instantiation; `int N` takes the value alone.
    pub placeholder: bool,
}

#[derive(Clone, Debug, Default)]
pub struct Attrs {
    pub deprecated: bool,
    /// GNU `vector_size` attribute (a host compiler extension).
    pub vector_size: bool,
    pub constructor: bool,
    pub destructor: bool,
}

#[derive(Clone, Debug)]
pub struct Func {
    pub name: Rc<str>,
    pub qual: Vec<Rc<str>>,
    /// Scope the declaration appears in.
    pub scope: Id,
    /// Class it is a member of (resolved for out-of-line definitions when possible).
    pub class: Option<Id>,
    pub tok: usize,
    /// First token of the declaration (specifiers included).
    pub start: usize,
    pub sp: Spaces,
    /// Token of the first execution space specifier (for messages).
    pub sp_tok: usize,
    pub kind: FnKind,
    pub is_static: bool,
    pub is_inline: bool,
    pub is_constexpr: bool,
    pub is_consteval: bool,
    pub is_virtual: bool,
    pub is_friend: bool,
    pub is_extern: bool,
    pub is_pure: bool,
    /// `override` / `final` written as virt-specifiers after the parameter list.
    pub is_override: bool,
    pub is_final: bool,
    pub deleted: bool,
    pub defaulted: bool,
    pub exception_spec: Option<usize>,
    pub deduced_ret: bool,
    pub trailing_ret: bool,
    pub variadic: bool,
    pub ret: Option<Ty>,
    pub params: Vec<Param>,
    pub tparams: Option<Vec<TParam>>,
    /// Enclosing templates' parameter lists (member of a class template, out-of-line member
    /// template definitions: `template<..> template<..>`).
    pub outer_tparams: Vec<Vec<TParam>>,
    /// Explicit specialization (`template<>`).
    pub specialization: bool,
    pub body: Option<(usize, usize)>,
    pub body_scope: Option<Id>,
    pub ctor_init: Option<(usize, usize)>,
    pub access: Access,
    pub attrs: Attrs,
    /// Token index just past the declaration (for "defined at this point" questions).
    pub end: usize,
    /// Declared in a block scope (or a class local to one).
    pub local: bool,
    /// The name is a template-id (`foo<int>`), i.e. an explicit specialization.
    pub name_targs: Option<(usize, usize)>,
    /// An explicit instantiation (`template void f<int>(int);`).
    pub explicit_inst: bool,
    /// First token of the `template` header (or of the declaration).
    pub template_tok: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InitKind {
    None,
    Eq,
    Paren,
    Brace,
}

#[derive(Clone, Debug)]
pub struct Var {
    pub name: Rc<str>,
    pub tok: usize,
    pub start: usize,
    pub scope: Id,
    pub ty: Ty,
    pub mem: MemSpaces,
    pub mem_tok: usize,
    pub is_static: bool,
    pub is_extern: bool,
    pub is_thread_local: bool,
    pub is_constexpr: bool,
    pub is_inline: bool,
    pub is_mutable: bool,
    pub is_friend: bool,
    pub init: InitKind,
    /// Initializer tokens (exclusive of `=` / outer brackets for paren, inclusive of braces).
    pub init_range: (usize, usize),
    pub member_of: Option<Id>,
    pub access: Access,
    pub end: usize,
    pub structured: bool,
    pub anon_union: bool,
    pub attrs: Attrs,
    /// Part of a declaration with a class definition in it (`struct {..} x;`).
    pub class_def: Option<Id>,
    pub tparams: Option<Vec<TParam>>,
    pub qual: Vec<Rc<str>>,
    /// Declared in a condition/for-init/etc. (not a plain declaration statement).
    pub in_condition: bool,
    /// A function or lambda parameter.
    pub is_param: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassKey {
    Struct,
    Class,
    Union,
    /// Enumerations are modelled as classes without members (name, scope, access, locality).
    Enum,
}

#[derive(Clone, Debug)]
pub struct Base {
    pub path: Vec<Rc<str>>,
    pub access: Access,
    pub is_virtual: bool,
    pub tok: usize,
    pub range: (usize, usize),
}

#[derive(Clone, Debug)]
pub struct Class {
    pub name: Option<Rc<str>>,
    pub qual: Vec<Rc<str>>,
    pub key: ClassKey,
    pub tok: usize,
    pub scope: Id,
    pub body_scope: Option<Id>,
    pub defined: bool,
    pub def_start: usize,
    pub def_end: usize,
    pub bases: Vec<Base>,
    pub fields: Vec<Id>,
    pub methods: Vec<Id>,
    pub nested: Vec<Id>,
    pub access: Access,
    pub tparams: Option<Vec<TParam>>,
    pub specialization: bool,
    /// Function or lambda in whose body the class is defined.
    pub local_to: Option<Local>,
    pub is_lambda_closure: bool,
    pub attrs: Attrs,
    /// Typedef / using names declared in the class body.
    pub member_types: Vec<Rc<str>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Local {
    Func(Id),
    Lambda(Id),
}

#[derive(Clone, Debug)]
pub struct Alias {
    pub deprecated: bool,
    pub vector_size: bool,
    pub name: Rc<str>,
    pub tok: usize,
    pub scope: Id,
    pub ty: Ty,
    pub access: Access,
    pub member_of: Option<Id>,
    pub tparams: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CapKind {
    DefaultCopy,
    DefaultRef,
    Copy,
    Ref,
    InitCopy,
    InitRef,
    This,
    StarThis,
}

#[derive(Clone, Debug)]
pub struct Capture {
    pub kind: CapKind,
    pub name: Option<Rc<str>>,
    pub tok: usize,
    pub init: Option<(usize, usize)>,
    pub pack: bool,
}

#[derive(Clone, Debug)]
pub struct Lambda {
    /// The `[` token.
    pub tok: usize,
    pub end: usize,
    pub scope: Id,
    pub captures: Vec<Capture>,
    pub sp: Spaces,
    pub sp_tok: usize,
    pub params: Vec<Param>,
    pub generic: bool,
    pub is_mutable: bool,
    pub is_constexpr: bool,
    pub ret: Option<Ty>,
    pub body: (usize, usize),
    pub body_scope: Id,
    /// Closure class id (a synthetic unnamed class).
    pub closure: Id,
    /// An execution space annotation written after the lambda-declarator (its token).
    pub late_annotation: Option<usize>,
}

#[derive(Clone, Debug)]
pub struct Launch {
    /// The `<<<` token.
    pub tok: usize,
    /// Token of the callee's (last) name.
    pub name_tok: usize,
    pub path: Vec<Rc<str>>,
    pub targs: Option<(usize, usize)>,
    pub config: (usize, usize),
    pub args: Vec<(usize, usize)>,
    pub scope: Id,
}

pub mod uf {
    pub const ADDR: u16 = 1;
    pub const CALL: u16 = 2;
    pub const ASSIGN: u16 = 4;
    pub const MEMBER: u16 = 8;
    pub const UNEVAL: u16 = 16;
    pub const DECLTYPE_ID: u16 = 32;
    pub const TARG: u16 = 64;
    pub const QUALIFIED: u16 = 128;
    pub const INCDEC: u16 = 256;
    /// Followed by `.` or `->` (a member of it is accessed).
    pub const DOTTED: u16 = 512;
    /// Followed by `[`.
    pub const INDEXED: u16 = 1024;
    /// In a constant-expression context (array bound, template argument, static_assert,
    /// case label, `if constexpr` condition).
    pub const CONST_CTX: u16 = 2048;
}

/// A use of a (possibly qualified) name in code.
#[derive(Clone, Debug)]
pub struct Use {
    /// Token of the last name component.
    pub tok: usize,
    /// First token of the qualified name.
    pub start: usize,
    pub path: Vec<Rc<str>>,
    pub scope: Id,
    pub flags: u16,
    /// Template argument range following the name, if any.
    pub targs: Option<(usize, usize)>,
    /// For CALL: argument ranges.
    pub args: Vec<(usize, usize)>,
}

/// An outermost expression the parser scanned (a statement's expression, a condition, an
/// initializer, a return value, a default argument ...): the roots the expression trees
/// (`expr.rs`) are built from. Expressions inside a lambda body are roots of their own.
#[derive(Clone, Debug)]
pub struct ExprRoot {
    pub a: usize,
    pub b: usize,
    pub scope: Id,
    /// The `uf` context flags it was scanned with (UNEVAL, CONST_CTX, TARG).
    pub flags: u16,
    /// The variable whose initializer it is.
    pub owner: Option<Id>,
}

#[derive(Clone, Debug)]
pub struct Keyword {
    pub tok: usize,
    pub scope: Id,
    pub uneval: bool,
}

#[derive(Clone, Debug, Default)]
pub struct Model {
    pub view: Option<View>,
    /// Per file id of `toks`: a key of the file's path, the same in every view. File ids are
    /// given in the order a view first reads each file, which differs between views whose
    /// includes differ; what compares positions across views (`crossview.rs`) compares these.
    pub file_keys: Vec<u64>,
    pub toks: Vec<Tok>,
    pub mat: Vec<u32>,
    pub scopes: Vec<Scope>,
    pub funcs: Vec<Func>,
    pub vars: Vec<Var>,
    pub classes: Vec<Class>,
    pub lambdas: Vec<Lambda>,
    pub aliases: Vec<Alias>,
    pub launches: Vec<Launch>,
    pub uses: Vec<Use>,
    /// Outermost expression ranges, in parse order (see [`ExprRoot`]).
    pub expr_roots: Vec<ExprRoot>,
    /// `throw`, `try`, `typeid`, `dynamic_cast` ... occurrences in code.
    pub keywords: Vec<Keyword>,
    /// Explicit instantiations `template ...;` (token ranges).
    pub explicit_inst: Vec<(usize, usize, Id)>,
    /// Declarations the parser gave up on (token ranges), for diagnostics of the checker itself.
    pub skipped: usize,
    /// Templates-ids used in types or expressions: (name token, targs range, scope).
    pub template_ids: Vec<(usize, (usize, usize), Id)>,
    /// Declared-but-unknown things like `texture<int> t;` are plain vars.
    pub truncated: bool,
    /// Deprecated enumerators (by name) and namespaces (scope ids).
    pub deprecated_enumerators: Vec<Rc<str>>,
    pub deprecated_ns: Vec<Id>,
    /// `static_assert(...)`: (keyword token, condition start, end of parenthesis, scope).
    pub static_asserts: Vec<(usize, usize, usize, Id)>,
    /// `#pragma` directives in active code: (index of the next token, text).
    pub pragmas: Vec<(usize, String)>,
}

impl Model {
    pub fn t(&self, i: usize) -> &str {
        self.toks.get(i).map_or("", |t| &t.text)
    }
    pub fn text(&self, a: usize, b: usize) -> String {
        let mut s = String::new();
        for i in a..b.min(self.toks.len()) {
            if i > a {
                s.push(' ');
            }
            s.push_str(&self.toks[i].text);
        }
        s
    }
    pub fn mat(&self, i: usize) -> Option<usize> {
        self.mat
            .get(i)
            .and_then(|&m| if m == NONE { None } else { Some(m as usize) })
    }
}
