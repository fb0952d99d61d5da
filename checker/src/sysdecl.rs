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
                out.append(&mut self.cur);
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
                if c.is("inline") || c.is("namespace") || c.is("::") {
                    emitted.push(c.clone());
                } else if c.kind == TK::Ident
                    && emitted
                        .last()
                        .is_some_and(|l| l.is("namespace") || l.is("::"))
                {
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
             struct __attribute__ ( ( aligned ( 8 ) ) ) float2 { float x ; float y ; } ; \
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
