//! Family `memspace`: memory space specifiers (`__device__`, `__constant__`, `__shared__`,
//! `__managed__`, `__device__ __managed__`) x the declaration contexts of I.4.3.1, I.4.3.2,
//! I.4.9.4, I.4.11, I.4.20.6, I.4.20.6.1, I.4.20.7, I.4.20.9, I.4.21.2, I.4.22.1 and I.4.22.2, and
//! the "empty constructor / destructor" conditions of I.4.3.1 x the specifiers that require them.
//!
//! Every verdict is computed from the rule it cites (the comment above each computation quotes the
//! sentence of the guide); the clause ids are the ones fixed for the owners of those sections, or
//! `variants.*` ids defined in `cases/clauses/variants.yaml`.
//!
//! The case builder ([`case`]) is shared by the four variant families (`memspace`,
//! `global_params`, `xlambda`, `hostvars`).
//!
//! ## Why so many cases for one clause (issue 17: a clause above 60 cases justifies its variety)
//!
//! Each axis is kept only where a toolchain has a separate code path that can get it wrong on its
//! own; "Could shrink" names the cells no toolchain is known to tell apart (counts: case files
//! citing the clause, all / generated, before copies became revisions).
//!
//! **memspace.empty-ctor-dtor (172 / 162, generator `memspace`).**
//! Axes: specifier (`__device__`, `__constant__`, `__shared__`, `__managed__`, `__device__
//! __managed__`) x the I.4.3.1 condition broken or kept (user body, init list, defaulted,
//! declared-only / defined-after, delegating, virtual function, NSDMI, base, member, array member,
//! class template, static member initializer) x ctor vs dtor. Why: the five specifiers go through
//! separate checks in cudafe (`__shared__` has no initialization at all, `__managed__` is also a
//! host variable, `__constant__` is read-only), and "empty" is decided per condition: a toolchain
//! that looks at the body only misses a non-empty base/member, one that looks at the class only
//! misses a definition after the variable. Could shrink: the ctor and dtor variants of the *same*
//! condition on `__device__ __managed__` duplicate `__managed__` (same diagnostic path in nvcc
//! 13.5); the split sub-clauses (`memspace.empty-ctor.*`, `memspace.empty-dtor.*`) are the better
//! home for new cases - the family could cite them instead of the umbrella id, which would also
//! fix their balance.
//!
//! **function.static-var-init (147 / 119, generators `memspace` + static-init).**
//! Axes: function kind (`__device__`, `__global__`, `__host__ __device__` with and without
//! `__CUDA_ARCH__` guard) x memory space (implicit, `__device__`, `__constant__`, `__managed__`) x
//! initializer kind (constant, local const, parameter, non-constexpr call, aggregate of locals,
//! ctor body/parameter, `sizeof`, address of a device variable) plus the ctor/dtor conditions.
//! Why: "dynamic initialization" is decided per initializer (a constant-folding front end accepts
//! `sizeof` and constexpr calls but must reject parameters and locals), and the implicit memory
//! space of a static in a device function is a separate path from an explicit specifier. Could
//! shrink: the 41 ctor/dtor cells in `qualifiers/generated/ctor-dtor` (`static-local-*`) repeat
//! memspace.empty-ctor-dtor's conditions for one more context; 6-8 of them (one per condition
//! family: body, base, member, virtual, nsdmi, dtor) would do.
//!
//! **memspace.no-member (63 / 55, generator `memspace`).**
//! Axes: specifier (5) x member kind (struct data member, class template member, anonymous union
//! member, static member - allowed, namespace scope - allowed). Why: anonymous unions and class
//! templates reach the member check by different front-end paths; static members and namespace
//! scope are the obeying shapes. Keep; it is 5 x ~10 and each row is a specifier.
//!
//! **function.static-var-memspace (63 / 40, generator `memspace`).**
//! Axes: specifier x function kind (host, `__device__`, `__global__`, `__host__ __device__`
//! guarded/unguarded, device-lambda body, nested block). Why: the rule's three branches
//! (device-only F, `__global__` F, H/D F with `__CUDA_ARCH__`) and the lambda body (whose
//! execution space comes from the lambda's annotation). Keep.

use crate::Generated;
use case::{Case, V};

/// A small builder for generated cases: frontmatter + code, with `$ERR` (or, at the end of a line,
/// `$ERR_ANY_<group>`) markers in the code that
/// become `// expect-error` annotations when the verdict is not `ok` (an `ndr` case keeps them
/// too: they mark where a diagnosing tool would point).
pub(crate) mod case {
    use crate::Generated;
    use cases_format::annotation::Severity;
    use cases_format::case as fm;
    use cases_format::version::Version;

    fn std_of(s: &str) -> fm::Std {
        fm::Std::from_name(s).unwrap_or_else(|| panic!("unknown std {s}"))
    }

    fn version(v: &str) -> Version {
        Version::parse(v).unwrap_or_else(|e| panic!("bad version {v}: {e}"))
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum V {
        Ok,
        Error,
        Ndr,
    }

    impl V {
        pub fn verdict(self) -> fm::Verdict {
            match self {
                V::Ok => fm::Verdict::Ok,
                V::Error => fm::Verdict::Error,
                V::Ndr => fm::Verdict::Ndr,
            }
        }
        /// `ok` when `allowed`, else `error`.
        pub fn ok_if(allowed: bool) -> V {
            if allowed {
                V::Ok
            } else {
                V::Error
            }
        }
    }

    #[derive(Clone, Debug)]
    pub struct Case {
        pub path: String,
        pub section: String,
        pub clause: String,
        pub description: String,
        pub verdict: V,
        pub phase: Option<&'static str>,
        pub std: Option<&'static str>,
        pub flags: Vec<String>,
        pub tags: Vec<String>,
        pub features: Vec<&'static str>,
        /// The toolchain families the case is for (`requires: toolchains`; empty: all).
        pub toolchains: Vec<&'static str>,
        pub tus: Option<u32>,
        pub since: Option<&'static str>,
        pub until: Option<&'static str>,
        /// (tool, regex) of expected unanchored errors (only kept when the verdict is not `ok`).
        pub diagnostics: Vec<(&'static str, String)>,
        pub note: Option<String>,
        pub code: String,
        /// The revision this case becomes when [`merge`] finds copies of its code: its name.
        pub rev: Option<String>,
        /// Set by [`merge`]: the revisions of a merged case (its code then holds final
        /// annotations, no `$ERR` markers).
        pub revisions: Vec<Rev>,
    }

    /// One revision of a merged case: what it changes of the case's frontmatter (a field left
    /// out keeps the case's; `flags` are appended to the case's).
    #[derive(Clone, Debug, Default, PartialEq)]
    pub struct Rev {
        pub name: String,
        pub clause: Option<String>,
        pub std: Option<&'static str>,
        pub flags: Vec<String>,
        pub verdict: Option<V>,
        pub since: Option<&'static str>,
        pub until: Option<&'static str>,
        pub note: Option<String>,
    }

    impl Case {
        pub fn new(
            path: impl Into<String>,
            section: &str,
            clause: &str,
            verdict: V,
            description: impl Into<String>,
            code: impl Into<String>,
        ) -> Case {
            Case {
                path: path.into(),
                section: section.to_string(),
                clause: clause.to_string(),
                description: description.into(),
                verdict,
                phase: None,
                std: None,
                flags: vec![],
                tags: vec!["generated".to_string()],
                features: vec![],
                toolchains: vec![],
                tus: None,
                since: None,
                until: None,
                diagnostics: vec![],
                note: None,
                code: code.into(),
                rev: None,
                revisions: vec![],
            }
        }
        /// Names the revision this case becomes if [`merge`] finds another case with its code.
        pub fn rev(mut self, name: &str) -> Case {
            self.rev = Some(name.to_string());
            self
        }

        pub fn std(mut self, s: &'static str) -> Case {
            self.std = Some(s);
            self
        }
        pub fn flag(mut self, f: &str) -> Case {
            if !self.flags.iter().any(|x| x == f) {
                self.flags.push(f.to_string());
            }
            self
        }
        pub fn tag(mut self, t: &str) -> Case {
            if !self.tags.iter().any(|x| x == t) {
                self.tags.push(t.to_string());
            }
            self
        }
        pub fn phase(mut self, p: &'static str) -> Case {
            self.phase = Some(p);
            self
        }
        pub fn feature(mut self, f: &'static str) -> Case {
            self.features.push(f);
            self
        }
        pub fn toolchains(mut self, t: &[&'static str]) -> Case {
            self.toolchains = t.to_vec();
            self
        }
        pub fn tus(mut self, n: u32) -> Case {
            self.tus = Some(n);
            self
        }
        /// Narrows the case to the CUDA versions before `v` (exclusive), inside its clause's range.
        pub fn until(mut self, v: &'static str) -> Case {
            self.until = Some(v);
            self
        }
        pub fn diag(mut self, tool: &'static str, regex: &str) -> Case {
            self.diagnostics.push((tool, regex.to_string()));
            self
        }
        pub fn note(mut self, n: impl Into<String>) -> Case {
            let n = n.into();
            self.note = Some(match self.note.take() {
                Some(old) => format!("{old} {n}"),
                None => n,
            });
            self
        }
        pub fn note_opt(self, n: Option<&str>) -> Case {
            match n {
                Some(n) => self.note(n),
                None => self,
            }
        }

        /// The frontmatter, as `cases-format` types (its writer turns them into text).
        fn frontmatter(&self) -> fm::Frontmatter {
            let any_not_ok = self.verdict != V::Ok
                || self
                    .revisions
                    .iter()
                    .any(|r| r.verdict.is_some_and(|v| v != V::Ok));
            fm::Frontmatter {
                section: self.section.clone(),
                clause: self.clause.clone(),
                construct: None,
                description: self.description.clone(),
                verdict: self.verdict.verdict(),
                phase: match self.phase {
                    None | Some("compile") => fm::Phase::Compile,
                    Some("link") => fm::Phase::Link,
                    Some("run") => fm::Phase::Run,
                    Some(p) => panic!("{}: unknown phase {p}", self.path),
                },
                std: self.std.map(std_of),
                flags: self.flags.clone(),
                tags: self.tags.clone(),
                requires: fm::Requires {
                    features: self.features.iter().map(|f| f.to_string()).collect(),
                    toolchains: self.toolchains.iter().map(|t| t.to_string()).collect(),
                    ..Default::default()
                },
                since: self.since.map(version),
                until: self.until.map(version),
                tus: self.tus,
                run: None,
                // The families write no `ub` case, so none needs a witness.
                witness: None,
                diagnostics: if any_not_ok {
                    self.diagnostics
                        .iter()
                        .map(|(tool, re)| fm::UnanchoredSpec {
                            severity: Severity::Error,
                            tool: match *tool {
                                "nvlink" => fm::Tool::Nvlink,
                                "ptxas" => fm::Tool::Ptxas,
                                _ => fm::Tool::Any,
                            },
                            regex: re.clone(),
                        })
                        .collect()
                } else {
                    vec![]
                },
                note: self.note.clone(),
                revisions: revisions(&self.revisions),
            }
        }

        pub fn render(self) -> Generated {
            let fm = cases_format::write::frontmatter(&self.frontmatter());
            let marker = match self.verdict {
                V::Ok => "",
                V::Error | V::Ndr => "// expect-error",
            };
            let mut code = String::new();
            for line in self.code.trim_start_matches('\n').lines() {
                let l = if line.contains("$ERR") {
                    // `$ERR_ANY_<group>`: one of several lines where the clause is honoured
                    // equally; at least one line of the group must carry the error.
                    let l = match line.split_once("$ERR_ANY_") {
                        Some((head, group)) if !marker.is_empty() => {
                            format!("{head}// expect-error-any({group})")
                        }
                        Some((head, _)) => head.to_string(),
                        None => line.replace("$ERR", marker),
                    };
                    l.trim_end().to_string()
                } else {
                    line.trim_end().to_string()
                };
                code.push_str(&l);
                code.push('\n');
            }
            if self.revisions.is_empty()
                && self.verdict == V::Error
                && !code.contains("expect-error")
                && self.diagnostics.is_empty()
            {
                panic!("{}: error case without an expected error", self.path);
            }
            Generated {
                path: self.path,
                text: format!("{fm}{code}"),
            }
        }
    }

    /// The `revisions:` key of a merged case: the list form (`[c++14, c++17]`) when the
    /// revisions are only standards named after themselves, else a map.
    fn revisions(revs: &[Rev]) -> Option<fm::Revisions> {
        if revs.is_empty() {
            return None;
        }
        let std_only = revs.iter().all(|r| {
            r.std == Some(r.name.as_str())
                && *r
                    == Rev {
                        name: r.name.clone(),
                        std: r.std,
                        ..Rev::default()
                    }
        });
        Some(fm::Revisions {
            form: if std_only {
                fm::RevisionsForm::List
            } else {
                fm::RevisionsForm::Map
            },
            entries: revs
                .iter()
                .map(|r| fm::Revision {
                    name: r.name.clone(),
                    clause: r.clause.clone(),
                    std: r.std.map(std_of),
                    flags: r.flags.clone(),
                    verdict: r.verdict.map(V::verdict),
                    since: r.since.map(version),
                    until: r.until.map(version),
                    note: r.note.clone(),
                    witness: None,
                })
                .collect(),
        })
    }

    /// A code line without its `$ERR` / `$ERR_ANY_<group>` marker, and the marker.
    fn split_marker(line: &str) -> (&str, Option<&str>) {
        match line.find("$ERR") {
            Some(i) => (line[..i].trim_end(), Some(line[i..].trim_end())),
            None => (line.trim_end(), None),
        }
    }

    fn code_key(code: &str) -> String {
        code.trim_start_matches('\n')
            .lines()
            .map(|l| split_marker(l).0)
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Turns copies into revisions: cases of one folder whose code is the same (but for where
    /// their verdict puts `$ERR` markers) become one case, the first one's path, with one
    /// revision per copy. A copy's revision is named by [`Case::rev`], else by its `std`. What
    /// all copies share stays in the case's frontmatter; what differs (clause, verdict, std,
    /// flags, since, until, note) goes into each revision; a marker becomes an annotation
    /// limited to the revisions whose verdict is not `ok` and whose copy has it on that line.
    /// Phase, requirements, `tus` and unanchored diagnostics must agree (a family bug otherwise,
    /// found by the tests); the section is the first copy's (a revision's clause names its own).
    pub fn merge(cases: Vec<Case>) -> Vec<Case> {
        let mut groups: Vec<Vec<Case>> = Vec::new();
        let mut index: std::collections::HashMap<(String, String), usize> = Default::default();
        for c in cases {
            let dir = c.path.rsplit_once('/').map_or("", |(d, _)| d).to_string();
            let key = (dir, code_key(&c.code));
            match index.get(&key) {
                Some(&i) => groups[i].push(c),
                None => {
                    index.insert(key, groups.len());
                    groups.push(vec![c]);
                }
            }
        }
        groups
            .into_iter()
            .map(|g| {
                if g.len() == 1 {
                    g.into_iter().next().unwrap()
                } else {
                    merge_group(g)
                }
            })
            .collect()
    }

    fn merge_group(g: Vec<Case>) -> Case {
        let p = &g[0];
        let names: Vec<String> = g
            .iter()
            .map(|c| {
                c.rev
                    .clone()
                    .or(c.std.map(str::to_string))
                    .unwrap_or_else(|| {
                        panic!(
                            "{}: a copy of {} with no revision name (give it `.rev(..)`)",
                            c.path, p.path
                        )
                    })
            })
            .collect();
        for (i, n) in names.iter().enumerate() {
            assert!(
                !names[..i].contains(n),
                "{}: revision `{n}` named twice",
                p.path
            );
        }
        for c in &g {
            assert!(
                c.phase == p.phase
                    && c.features == p.features
                    && c.toolchains == p.toolchains
                    && c.tus == p.tus,
                "{}: copy {} differs in phase, requirements or tus",
                p.path,
                c.path
            );
            if c.verdict != V::Ok && p.verdict != V::Ok {
                assert_eq!(c.diagnostics, p.diagnostics, "{}: diagnostics", c.path);
            }
        }
        let same = |f: &dyn Fn(&Case) -> Option<&'static str>| g.iter().all(|c| f(c) == f(p));
        let std_same = same(&|c| c.std);
        let since_same = same(&|c| c.since);
        let until_same = same(&|c| c.until);
        let note_same = g.iter().all(|c| c.note == p.note);
        let common_flags: Vec<String> = p
            .flags
            .iter()
            .filter(|f| g.iter().all(|c| c.flags.contains(f)))
            .cloned()
            .collect();
        let mut merged = p.clone();
        merged.rev = None;
        // `k-whole-program.cu` and `k-separate-compilation.cu` become `k.cu`.
        if let Some(r) = &p.rev {
            if let Some(stem) = p.path.strip_suffix(&format!("-{r}.cu")) {
                merged.path = format!("{stem}.cu");
            }
        }
        merged.std = if std_same { p.std } else { None };
        merged.since = if since_same { p.since } else { None };
        merged.until = if until_same { p.until } else { None };
        merged.note = if note_same { p.note.clone() } else { None };
        merged.flags = common_flags.clone();
        merged.diagnostics = g
            .iter()
            .find(|c| c.verdict != V::Ok)
            .map_or(vec![], |c| c.diagnostics.clone());
        for c in &g[1..] {
            for t in &c.tags {
                if !merged.tags.contains(t) {
                    merged.tags.push(t.clone());
                }
            }
        }
        merged.revisions = g
            .iter()
            .zip(&names)
            .map(|(c, name)| {
                let mut note = if note_same { None } else { c.note.clone() };
                if c.description != p.description {
                    note = Some(match note {
                        Some(n) => format!("{}. {n}", c.description),
                        None => format!("{}.", c.description),
                    });
                }
                Rev {
                    name: name.clone(),
                    clause: (c.clause != p.clause).then(|| c.clause.clone()),
                    std: if std_same { None } else { c.std },
                    flags: c
                        .flags
                        .iter()
                        .filter(|f| !common_flags.contains(f))
                        .cloned()
                        .collect(),
                    verdict: (c.verdict != p.verdict).then_some(c.verdict),
                    since: if since_same { None } else { c.since },
                    until: if until_same { None } else { c.until },
                    note,
                }
            })
            .collect();
        // The annotations: each line's marker, limited to the copies that carry it and whose
        // verdict is not `ok`.
        let lines: Vec<Vec<&str>> = g
            .iter()
            .map(|c| c.code.trim_start_matches('\n').lines().collect())
            .collect();
        let mut code = String::new();
        for (i, line) in lines[0].iter().enumerate() {
            let (head, _) = split_marker(line);
            let mut marker: Option<&str> = None;
            let mut on: Vec<&str> = Vec::new();
            for (k, c) in g.iter().enumerate() {
                if let (_, Some(m)) = split_marker(lines[k][i]) {
                    assert!(
                        marker.is_none_or(|x| x == m),
                        "{}: copies differ in the marker of line {}",
                        p.path,
                        i + 1
                    );
                    marker = Some(m);
                    if c.verdict != V::Ok {
                        on.push(&names[k]);
                    }
                }
            }
            let limit = if on.len() == g.len() {
                String::new()
            } else {
                format!("[{}]", on.join(","))
            };
            let l = match marker {
                Some(_) if on.is_empty() => head.to_string(),
                Some(m) => match m.strip_prefix("$ERR_ANY_") {
                    Some(group) => format!("{head} // expect-error-any({group}){limit}"),
                    None => format!("{head} // expect-error{limit}"),
                },
                None => head.to_string(),
            };
            code.push_str(&l);
            code.push('\n');
        }
        for (c, name) in g.iter().zip(&names) {
            if c.verdict == V::Error {
                let mine = code.lines().any(|l| {
                    l.contains("// expect-error")
                        && (!l.ends_with(']')
                            || l.rsplit_once('[').is_some_and(|(_, r)| {
                                r.trim_end_matches(']').split(',').any(|n| n == name)
                            }))
                });
                assert!(
                    mine || !merged.diagnostics.is_empty(),
                    "{}: revision {name} is an error with no expected error",
                    p.path
                );
            }
        }
        merged.code = code;
        merged
    }

    /// Lowercase `[a-z0-9-]` slug check, for paths built from tables.
    pub fn check_slug(s: &str) -> &str {
        assert!(
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "bad slug {s:?}"
        );
        s
    }
}

/// The five spellings of a memory space specifier.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Sp {
    Device,
    Constant,
    Shared,
    Managed,
    DeviceManaged,
}

const ALL: [Sp; 5] = [
    Sp::Device,
    Sp::Constant,
    Sp::Shared,
    Sp::Managed,
    Sp::DeviceManaged,
];
/// The specifiers that may carry an initializer (everything but `__shared__`).
const INIT: [Sp; 4] = [Sp::Device, Sp::Constant, Sp::Managed, Sp::DeviceManaged];

impl Sp {
    fn kw(self) -> &'static str {
        match self {
            Sp::Device => "__device__",
            Sp::Constant => "__constant__",
            Sp::Shared => "__shared__",
            Sp::Managed => "__managed__",
            Sp::DeviceManaged => "__device__ __managed__",
        }
    }
    fn slug(self) -> &'static str {
        match self {
            Sp::Device => "device",
            Sp::Constant => "constant",
            Sp::Shared => "shared",
            Sp::Managed => "managed",
            Sp::DeviceManaged => "device-managed",
        }
    }
    fn managed(self) -> bool {
        matches!(self, Sp::Managed | Sp::DeviceManaged)
    }
}

fn fill(code: &str, sp: Sp) -> String {
    code.replace("{S}", sp.kw())
}

/// The cases of this family.
pub fn cases() -> Vec<Generated> {
    let mut v: Vec<Case> = Vec::new();
    contexts(&mut v);
    templates(&mut v);
    inline_namespaces(&mut v);
    structured_bindings(&mut v);
    constexpr_vars(&mut v);
    thread_local(&mut v);
    inline_variables(&mut v);
    externs(&mut v);
    ctor_dtor(&mut v);
    static_init(&mut v);
    managed(&mut v);
    case::merge(v)
        .into_iter()
        .map(|c| {
            let c = c.tag("memspace");
            for part in c.path.split('/') {
                case::check_slug(part.trim_end_matches(".cu"));
            }
            c.render()
        })
        .collect()
}

const BASE: &str = "qualifiers/generated";

// ---------------------------------------------------------------------------------------------
// A. Declaration contexts.

struct Ctx {
    slug: &'static str,
    what: &'static str,
    code: &'static str,
    flags: &'static [&'static str],
    kind: CtxKind,
}

#[derive(Clone, Copy, PartialEq)]
enum CtxKind {
    /// Namespace-scope definition.
    Namespace,
    /// A (static or non-static) data member of a class, struct or union.
    Member,
    /// A function parameter.
    Param,
    /// A variable declared in a function executing on the host only.
    HostLocal { ext: bool },
    /// A variable declared in a function executing on the device only.
    DeviceLocal { storage: Storage },
    /// A variable declared in a `__host__ __device__` function, seen by both compilations.
    HdLocal {
        storage: Storage,
        arch_guarded: bool,
    },
}

#[derive(Clone, Copy, PartialEq)]
enum Storage {
    Auto,
    Static,
    Extern,
}

fn contexts(out: &mut Vec<Case>) {
    let mut ctxs: Vec<Ctx> = vec![
        Ctx { slug: "namespace-scope", what: "a namespace-scope variable", kind: CtxKind::Namespace, flags: &[], code: "{S} int v;\n__global__ void k(int *out) { *out = v; }\n" },
        Ctx { slug: "struct-member", what: "a non-static data member of a struct", kind: CtxKind::Member, flags: &[], code: "struct S {\n  {S} int v; $ERR\n  int w;\n};\n" },
        Ctx { slug: "class-member", what: "a non-static data member of a class", kind: CtxKind::Member, flags: &[], code: "class C {\npublic:\n  {S} int v; $ERR\n  int w;\n};\n" },
        Ctx { slug: "union-member", what: "a data member of a union", kind: CtxKind::Member, flags: &[], code: "union U {\n  {S} int v; $ERR\n  float w;\n};\n" },
        Ctx { slug: "static-member", what: "a static data member declared in its class", kind: CtxKind::Member, flags: &[], code: "struct S {\n  static {S} int v; $ERR\n};\n" },
        Ctx { slug: "static-member-definition", what: "the out-of-class definition of a static data member", kind: CtxKind::Member, flags: &[], code: "struct S {\n  static int v;\n};\n{S} int S::v; $ERR\n" },
        Ctx { slug: "class-template-member", what: "a data member of a class template (instantiated)", kind: CtxKind::Member, flags: &[], code: "template <typename T> struct S {\n  {S} T v; $ERR\n};\ntemplate struct S<int>;\n" },
        Ctx { slug: "anonymous-union-member", what: "a member of an anonymous union inside a struct", kind: CtxKind::Member, flags: &[], code: "struct S {\n  union {\n    {S} int v; $ERR\n    float w;\n  };\n};\n" },
        Ctx { slug: "nested-class-member", what: "a data member of a nested class", kind: CtxKind::Member, flags: &[], code: "struct O {\n  struct I {\n    {S} int v; $ERR\n  };\n};\n" },
        Ctx { slug: "local-class-member", what: "a data member of a class local to a __device__ function", kind: CtxKind::Member, flags: &[], code: "__device__ void f() {\n  struct L {\n    {S} int v; $ERR\n  };\n}\n" },
        Ctx { slug: "param-host", what: "a parameter of a __host__ function", kind: CtxKind::Param, flags: &[], code: "void f({S} int p) { (void)p; } $ERR\n" },
        Ctx { slug: "param-device", what: "a parameter of a __device__ function", kind: CtxKind::Param, flags: &[], code: "__device__ void f({S} int p) { (void)p; } $ERR\n" },
        Ctx { slug: "param-global", what: "a parameter of a __global__ function", kind: CtxKind::Param, flags: &[], code: "__global__ void f({S} int p) { (void)p; } $ERR\n" },
        Ctx { slug: "param-host-device", what: "a parameter of a __host__ __device__ function", kind: CtxKind::Param, flags: &[], code: "__host__ __device__ void f({S} int p) { (void)p; } $ERR\n" },
        Ctx { slug: "param-declaration", what: "a parameter of a function declaration (no definition)", kind: CtxKind::Param, flags: &[], code: "void f({S} int p); $ERR\n" },
        Ctx { slug: "param-function-template", what: "a parameter of a __device__ function template (instantiated)", kind: CtxKind::Param, flags: &[], code: "template <typename T> __device__ void f({S} T p) { (void)p; } $ERR\n__global__ void k() { f(1); }\n" },
        Ctx { slug: "param-lambda", what: "a parameter of a lambda in a host function", kind: CtxKind::Param, flags: &[], code: "void g() {\n  auto l = []({S} int p) { (void)p; }; $ERR\n  l(1);\n}\n" },
        Ctx { slug: "host-automatic", what: "an automatic variable of a __host__ function", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "void f() {\n  {S} int v; $ERR\n}\n" },
        Ctx { slug: "host-static", what: "a static variable of a __host__ function", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "void f() {\n  static {S} int v; $ERR\n}\n" },
        Ctx { slug: "host-extern", what: "an extern declaration in a __host__ function (separate compilation)", kind: CtxKind::HostLocal { ext: true }, flags: &["-rdc=true"], code: "void f() {\n  extern {S} int v;\n}\n" },
        Ctx { slug: "host-nested-block", what: "an automatic variable in a nested block of a __host__ function", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "void f() {\n  {\n    {\n      {S} int v; $ERR\n    }\n  }\n}\n" },
        Ctx { slug: "host-lambda-body", what: "an automatic variable in the body of a lambda defined in a __host__ function", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "void f() {\n  auto l = [] {\n    {S} int v; $ERR\n  };\n  l();\n}\n" },
        Ctx { slug: "host-for-init", what: "the for-init variable of a loop in a __host__ function", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "void f() {\n  for ({S} int i = 0; i < 1; ++i) { } $ERR\n}\n" },
        Ctx { slug: "host-function-template", what: "an automatic variable of a __host__ function template (instantiated)", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "template <typename T> void f() {\n  {S} T v; $ERR\n}\ntemplate void f<int>();\n" },
        Ctx { slug: "host-member-function", what: "an automatic variable of a __host__ member function", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "struct H {\n  void f() {\n    {S} int v; $ERR\n  }\n};\n" },
        Ctx { slug: "host-main", what: "an automatic variable of main", kind: CtxKind::HostLocal { ext: false }, flags: &[], code: "int main() {\n  {S} int v; $ERR\n  return 0;\n}\n" },
    ];
    // Functions executing on the device only: the body is `{D}`.
    let dev_fns: [(&str, &str, &str); 6] = [
        ("device", "a __device__ function", "__device__ void f() {\n{D}}\n"),
        ("global", "a __global__ function", "__global__ void f() {\n{D}}\n"),
        ("device-nested-block", "a nested block of a __device__ function", "__device__ void f() {\n  {\n    {\n{D}    }\n  }\n}\n"),
        ("device-lambda-body", "the body of a lambda defined in a __device__ function", "__device__ void f() {\n  auto l = [] {\n{D}  };\n  l();\n}\n"),
        ("device-function-template", "a __device__ function template (instantiated)", "template <typename T> __device__ void f() {\n{D}}\n__global__ void k() { f<int>(); }\n"),
        ("device-member-function", "a __device__ member function", "struct D {\n  __device__ void f() {\n{D}  }\n};\n"),
    ];
    let mut owned: Vec<(String, String, String, CtxKind, Vec<&'static str>)> = Vec::new();
    for (slug, what, tmpl) in dev_fns {
        for (st, st_slug, decl, flags) in [
            (Storage::Auto, "automatic", "    {S} int v; $ERR\n", vec![]),
            (
                Storage::Static,
                "static",
                "    static {S} int v; $ERR\n",
                vec![],
            ),
            (
                Storage::Extern,
                "extern",
                "    extern {S} int v; $ERR\n",
                vec!["-rdc=true"],
            ),
        ] {
            owned.push((
                format!("{slug}-{st_slug}"),
                format!(
                    "a{} {} variable of {}",
                    if st_slug.starts_with('a') || st_slug.starts_with('e') {
                        "n"
                    } else {
                        ""
                    },
                    st_slug,
                    what
                ),
                tmpl.replace("{D}", decl),
                CtxKind::DeviceLocal { storage: st },
                flags,
            ));
        }
    }
    for (slug, what, code, kind, flags) in [
        ("host-device-automatic", "an automatic variable of a __host__ __device__ function", "__host__ __device__ void f() {\n  {S} int v; $ERR\n}\n", CtxKind::HdLocal { storage: Storage::Auto, arch_guarded: false }, vec![]),
        ("host-device-static", "a static variable of a __host__ __device__ function, visible in the host compilation", "__host__ __device__ void f() {\n  static {S} int v; $ERR\n}\n", CtxKind::HdLocal { storage: Storage::Static, arch_guarded: false }, vec![]),
        ("host-device-static-arch-guarded", "a static variable of a __host__ __device__ function under #ifdef __CUDA_ARCH__", "__host__ __device__ void f() {\n#ifdef __CUDA_ARCH__\n  static {S} int v; $ERR\n#endif\n}\n", CtxKind::HdLocal { storage: Storage::Static, arch_guarded: true }, vec![]),
        ("host-device-extern", "an extern declaration in a __host__ __device__ function (separate compilation)", "__host__ __device__ void f() {\n  extern {S} int v; $ERR\n}\n", CtxKind::HdLocal { storage: Storage::Extern, arch_guarded: false }, vec!["-rdc=true"]),
    ] {
        owned.push((slug.to_string(), what.to_string(), code.to_string(), kind, flags));
    }
    for c in ctxs.drain(..) {
        owned.push((
            c.slug.to_string(),
            c.what.to_string(),
            c.code.to_string(),
            c.kind,
            c.flags.to_vec(),
        ));
    }

    for (slug, what, code, kind, flags) in owned {
        for sp in ALL {
            let mut code = fill(&code, sp);
            let mut note: Option<String> = None;
            let mut flags = flags.clone();
            // An extern __shared__ variable is only meaningful as the dynamically allocated
            // shared array of B.2.3; use that form, which needs no separate compilation.
            if sp == Sp::Shared && code.contains("extern __shared__ int v;") {
                code = code.replace("extern __shared__ int v;", "extern __shared__ int v[];");
                flags.retain(|f| *f != "-rdc=true");
            }
            let (verdict, clause, section) = match kind {
                // I.4.3.1: nothing restricts a namespace-scope definition.
                CtxKind::Namespace => (V::Ok, "memspace.no-member", "I.4.3.1"),
                // I.4.3.1: "The __device__, __shared__, __managed__ and __constant__ memory space
                // specifiers are not allowed on: class, struct, and union data members, ..."
                CtxKind::Member => {
                    if slug.starts_with("static-member") {
                        note = Some("Read: a static data member is a data member ([class.mem]), so the I.4.3.1 exclusion of class data members covers it.".into());
                    }
                    (V::Error, "memspace.no-member", "I.4.3.1")
                }
                // I.4.3.1: "... formal parameters, ..."
                CtxKind::Param => (V::Error, "memspace.no-parameter", "I.4.3.1"),
                // I.4.3.1: "... non-extern variable declarations within a function that executes
                // on the host." I.4.3.2: "A managed variable declaration without external linkage
                // is not allowed within a function that executes on the host."
                CtxKind::HostLocal { ext } => {
                    if sp.managed() {
                        (
                            V::ok_if(ext),
                            "managed.no-host-local-without-linkage",
                            "I.4.3.2",
                        )
                    } else {
                        if ext && sp == Sp::Shared {
                            note = Some("By the letter of I.4.3.1 only non-extern declarations are excluded in host functions; an extern (dynamically allocated) __shared__ declaration is not.".into());
                        }
                        (V::ok_if(ext), "memspace.no-host-local", "I.4.3.1")
                    }
                }
                CtxKind::DeviceLocal { storage } => match storage {
                    // I.4.3.1: "The __device__, __constant__ and __managed__ memory space
                    // specifiers are not allowed on variable declarations that are neither extern
                    // nor static within a function that executes on the device." (__shared__ is
                    // not in that list.) I.4.3.2: "A managed variable declaration without external
                    // or static linkage is not allowed within a function that executes on the
                    // device."
                    Storage::Auto => {
                        if sp.managed() {
                            (
                                V::Error,
                                "managed.no-device-local-without-linkage",
                                "I.4.3.2",
                            )
                        } else {
                            (
                                V::ok_if(sp == Sp::Shared),
                                "memspace.no-device-automatic",
                                "I.4.3.1",
                            )
                        }
                    }
                    Storage::Extern => {
                        if sp.managed() {
                            (V::Ok, "managed.no-device-local-without-linkage", "I.4.3.2")
                        } else {
                            (V::Ok, "memspace.no-device-automatic", "I.4.3.1")
                        }
                    }
                    // I.4.9.4: "Variable memory space specifiers are allowed in the declaration of
                    // a static variable V within the immediate or nested block scope of a function
                    // F where: F is a __global__ or __device__-only function."
                    Storage::Static => (V::Ok, "function.static-var-memspace", "I.4.9.4"),
                },
                CtxKind::HdLocal {
                    storage,
                    arch_guarded,
                } => match storage {
                    // A __host__ __device__ function executes on the host: the host-function
                    // rules of I.4.3.1 / I.4.3.2 apply in the host compilation.
                    Storage::Auto => {
                        if sp.managed() {
                            (V::Error, "managed.no-host-local-without-linkage", "I.4.3.2")
                        } else {
                            (V::Error, "memspace.no-host-local", "I.4.3.1")
                        }
                    }
                    Storage::Extern => {
                        if sp.managed() {
                            (V::Ok, "managed.no-host-local-without-linkage", "I.4.3.2")
                        } else {
                            (V::Ok, "memspace.no-host-local", "I.4.3.1")
                        }
                    }
                    // I.4.9.4: allowed when "F is a __host__ __device__ function and
                    // __CUDA_ARCH__ is defined"; the guide's f2 example marks `static __device__
                    // int d2;` and `static __shared__ int i2;` unguarded in such a function as
                    // errors.
                    Storage::Static => (
                        V::ok_if(arch_guarded),
                        "function.static-var-memspace",
                        "I.4.9.4",
                    ),
                },
            };
            let desc = format!("{} on {}", sp.kw(), what);
            let mut c = Case::new(
                format!("{BASE}/context/{}-{}.cu", sp.slug(), slug),
                section,
                clause,
                verdict,
                desc,
                code,
            )
            .tag("context");
            // I.4.9.4 allows the static "where F is a __host__ __device__ function and
            // __CUDA_ARCH__ is defined": an unguarded one is an error of the host compilation
            // only. NVRTC compiles device code alone, with __CUDA_ARCH__ always defined, so the
            // declaration it sees is one the prose allows: the case is for the toolchains that
            // perform a host compilation (issue 23 review, F2).
            if matches!(
                kind,
                CtxKind::HdLocal {
                    storage: Storage::Static,
                    arch_guarded: false
                }
            ) {
                c = c.toolchains(&["nvcc", "clang", "checker"]);
            }
            for f in &flags {
                c = c.flag(f);
            }
            out.push(c.note_opt(note.as_deref()));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Variable templates (I.4.21.2, I.4.11).

fn templates(out: &mut Vec<Case>) {
    for sp in ALL {
        // Nothing in I.4.3.1 or I.4.21.2 excludes a memory space specifier on a namespace-scope
        // variable template.
        out.push(
            Case::new(
                format!("{BASE}/variable-template/{}-namespace.cu", sp.slug()),
                "I.4.21.2",
                "variants.memspace-variable-template",
                V::Ok,
                format!("a {} variable template at namespace scope, instantiated in a kernel", sp.kw()),
                fill("template <typename T> {S} T vt;\n__global__ void k(int *out) { *out = vt<int>; }\n", sp),
            )
            .std("c++14")
            .tag("variable-template"),
        );
        // I.4.3.1: data members (a static member variable template is one) cannot carry a memory
        // space specifier.
        out.push(
            Case::new(
                format!("{BASE}/variable-template/{}-static-member.cu", sp.slug()),
                "I.4.3.1",
                "memspace.no-member",
                V::Error,
                format!("a {} static data member template", sp.kw()),
                fill(
                    "struct S {\n  template <typename T> static {S} T vt; $ERR\n};\n",
                    sp,
                ),
            )
            .std("c++14")
            .tag("variable-template"),
        );
    }
    // I.4.21.2: "When using the Microsoft host compiler, __device__/__constant__ variable
    // templates cannot have a const qualified type." With the gcc host compiler they can;
    // a __managed__ one still cannot (I.4.3.2: "A managed variable shall not have a const
    // qualified type").
    for sp in INIT {
        let (verdict, clause, section) = if sp.managed() {
            (V::Error, "managed.no-const", "I.4.3.2")
        } else {
            (V::Ok, "variants.memspace-variable-template", "I.4.21.2")
        };
        for (slug, decl, what) in [
            ("const-value", "template <typename T>\n{S} const T vc(2); $ERR\n__global__ void k(int *out) { *out = vc<int>; }\n", "const T"),
            ("const-pointer", "int *const x = nullptr;\ntemplate <typename T>\n{S} T *const vc(x); $ERR\n__global__ void k(int **out) { *out = vc<int>; }\n", "T *const"),
        ] {
            out.push(
                Case::new(
                    format!("{BASE}/variable-template/{}-{slug}.cu", sp.slug()),
                    section,
                    clause,
                    verdict,
                    format!("a {} variable template of type {what} (gcc host compiler)", sp.kw()),
                    fill(decl, sp),
                )
                .std("c++14")
                .tag("variable-template")
                .note("The guide's restriction on const-qualified variable templates applies only with the Microsoft host compiler; this suite uses the gcc host compiler."),
            );
        }
    }
    // I.4.11: "A type or template cannot be used in the type, non-type or template template
    // argument of a __global__ function template instantiation or a __device__/__constant__
    // variable instantiation if either: the type or template is defined within a __host__ or
    // __host__ __device__ function; the type or template is a class member with private or
    // protected access and its parent class is not defined within a __device__ or __global__
    // function; the type is unnamed; the type is compounded from any of the types above."
    struct Arg {
        slug: &'static str,
        what: &'static str,
        ok: bool,
        /// The template argument `vt` is instantiated with.
        ty: &'static str,
        /// `$USE` stands in device code (a read) rather than host code (a runtime write).
        device: bool,
        /// `$USE` sits in a `__host__ __device__` function, so the read also stands in host code.
        host_device: bool,
        code: &'static str,
    }
    let args = [
        Arg { slug: "namespace-type", what: "a namespace-scope type", ok: true, ty: "G", device: false, host_device: false, code: "struct G { };\nvoid fn() {\n  $USE\n}\n" },
        Arg { slug: "public-member-type", what: "a public member type", ok: true, ty: "C::P", device: false, host_device: false, code: "struct C { struct P { }; };\nvoid fn() {\n  $USE\n}\n" },
        Arg { slug: "device-local-type", what: "a type local to a __device__ function", ok: true, ty: "L", device: true, host_device: false, code: "__device__ void fn() {\n  struct L { };\n  $USE\n}\n" },
        Arg { slug: "host-local-type", what: "a type local to a __host__ function", ok: false, ty: "L", device: false, host_device: false, code: "void fn() {\n  struct L { };\n  $USE $ERR\n}\n" },
        Arg { slug: "host-device-local-type", what: "a type local to a __host__ __device__ function", ok: false, ty: "L", device: true, host_device: true, code: "__host__ __device__ void fn() {\n  struct L { };\n  $USE $ERR\n}\n" },
        Arg { slug: "closure-type", what: "the closure type of a lambda in a __host__ function", ok: false, ty: "decltype(lam1)", device: false, host_device: false, code: "void fn() {\n  auto lam1 = [] { };\n  $USE $ERR\n}\n" },
        Arg { slug: "private-member-type", what: "a private member type", ok: false, ty: "P", device: false, host_device: false, code: "class C {\n  struct P { };\npublic:\n  static void fn() {\n    $USE $ERR\n  }\n};\n" },
        Arg { slug: "protected-member-type", what: "a protected member type", ok: false, ty: "P", device: false, host_device: false, code: "class C {\nprotected:\n  struct P { };\npublic:\n  static void fn() {\n    $USE $ERR\n  }\n};\n" },
        Arg { slug: "unnamed-type", what: "an unnamed enumeration type", ok: false, ty: "decltype(e0)", device: false, host_device: false, code: "enum { E0 } e0;\nvoid fn() {\n  $USE $ERR\n}\n" },
        Arg { slug: "pointer-to-local-type", what: "a pointer to a type local to a __host__ function", ok: false, ty: "L *", device: false, host_device: false, code: "void fn() {\n  struct L { };\n  $USE $ERR\n}\n" },
    ];
    for sp in [Sp::Device, Sp::Constant, Sp::Managed] {
        for a in &args {
            // The instantiation is used the way the spec allows for every memory space: written
            // from host code through the runtime, read in device code. A direct assignment is no
            // good: a __constant__ variable cannot be assigned from device code, nor from host
            // code but through the runtime (I.4.5.1, D.2.2.1.3), and a closure type's copy
            // assignment is deleted, which made the closure-type forms fail for another reason.
            // So the template argument is the only thing under test.
            let ty = a.ty;
            let use_stmt = if a.device {
                format!("{ty} v = vt<{ty}>; (void)v;")
            } else {
                // Bytes, not a `ty` object: a closure type has no default constructor.
                format!("alignas({ty}) unsigned char b[sizeof({ty})] = {{}}; cudaMemcpyToSymbol(vt<{ty}>, b, sizeof b);")
            };
            // In a __host__ __device__ function the read also stands in host code, where a
            // __device__ or __constant__ variable cannot be read directly (nvcc warns "cannot be
            // directly read in a host function"): a rule other than I.4.11's, which had become
            // the only diagnostic (review of issue 13, REVIEW-60/61). The read is kept to the
            // device side, so that only the template argument is under test. A __managed__
            // variable may be read from host code (I.4.3.2), so its cell needs no guard.
            let body = if a.host_device && !sp.managed() {
                a.code.replace(
                    "  $USE $ERR\n",
                    "#ifdef __CUDA_ARCH__\n  $USE $ERR\n#endif\n",
                )
            } else {
                a.code.to_string()
            };
            let code = format!(
                "template <typename T> {} T vt;\n{}",
                sp.kw(),
                body.replace("$USE", &use_stmt)
            );
            out.push(
                Case::new(
                    format!("{BASE}/variable-template/{}-argument-{}.cu", sp.slug(), a.slug),
                    "I.4.11",
                    "template.arg-restrictions",
                    V::ok_if(a.ok),
                    format!("a {} variable template instantiated with {}", sp.kw(), a.what),
                    code,
                )
                // A closure type has no default constructor before C++20, so `T vt;` of one
                // is ill-formed C++ under C++14 whatever the CUDA rule says (review of issue 13);
                // from C++20 a captureless lambda's closure type is default-constructible, and
                // only the template-argument rule is left under test.
                .std(if a.slug == "closure-type" { "c++20" } else { "c++14" })
                .tag("variable-template")
                .note_opt(match (sp.managed(), a.slug == "closure-type") {
                    (true, true) => Some("I.4.11 names __device__/__constant__ variable instantiations; a __managed__ variable is a __device__ variable (I.4.3.2 writes it `__device__ __managed__`). -std=c++20: before C++20 a closure type has no default constructor, so the variable template's definition would be ill-formed for it by the base language."),
                    (true, false) => Some("I.4.11 names __device__/__constant__ variable instantiations; a __managed__ variable is a __device__ variable (I.4.3.2 writes it `__device__ __managed__`)."),
                    (false, true) => Some("-std=c++20: before C++20 a closure type has no default constructor, so the variable template's definition would be ill-formed for it by the base language."),
                    (false, false) if a.host_device => Some("The read is kept to the device side (#ifdef __CUDA_ARCH__): in host code a __device__ or __constant__ variable cannot be read directly, a rule other than I.4.11's, so only the template argument is under test."),
                    (false, false) => None,
                }),
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Inline namespaces (I.4.20.6, I.4.20.6.1).

fn inline_namespaces(out: &mut Vec<Case>) {
    /// The families that compile host code (NVRTC compiles device code only).
    const HOST_COMPILING: &[&str] = &["nvcc", "clang", "checker"];
    for sp in ALL {
        // I.4.20.6: the compiler injects references to "__device__ or __constant__ variables"
        // (and __global__ functions, surface/texture variables); an entity of the same name in
        // the enclosing namespace makes that reference ambiguous "and host compilation will
        // fail". A __managed__ variable is a __device__ variable. __shared__ variables are not in
        // the list: no reference is injected, so no ambiguity arises.
        let injected = sp != Sp::Shared;
        let use_line = "__global__ void k(int *out) { *out = N1::Gvar; }\n";
        let mut c = Case::new(
            format!("{BASE}/inline-namespace/{}-same-name-as-enclosing.cu", sp.slug()),
            "I.4.20.6",
            "variants.inline-namespace-name-clash",
            V::ok_if(!injected),
            format!("a {} variable in an inline namespace with the name of one in the enclosing namespace", sp.kw()),
            fill(&format!("{{S}} int Gvar;\ninline namespace N1 {{\n  {{S}} int Gvar;\n}}\n{use_line}"), sp),
        )
        .tag("inline-namespace")
        // The failure the clause describes is the host compilation's, on the references nvcc
        // injects into it: NVRTC performs no host compilation, so the rule is not NVRTC's.
        .toolchains(HOST_COMPILING);
        if injected {
            c = c.diag("any", "ambiguous").note("The ambiguity is reported by the host compiler in compiler-generated code, which has no line of this file.");
        } else {
            c = c.note("I.4.20.6 lists __global__ functions, __device__/__constant__ variables and surface/texture variables as the entities for which references are injected; __shared__ is not among them.");
        }
        out.push(c);
        // (The guide's second example, `inline namespace N1 { namespace N2 { ... } }` followed by
        // `namespace N2 { ... }` in the enclosing namespace, is not used: by [namespace.def] the
        // second definition extends N1::N2, so the same-named variables are a plain C++
        // redefinition.)
        out.push(
            Case::new(
                format!("{BASE}/inline-namespace/{}-unique-name.cu", sp.slug()),
                "I.4.20.6",
                "variants.inline-namespace-name-clash",
                V::Ok,
                format!("a {} variable in a named inline namespace with a name unique in the enclosing namespace", sp.kw()),
                fill("inline namespace N1 {\n  {S} int v_inline;\n}\n__global__ void k(int *out) { *out = v_inline; }\n", sp),
            )
            .tag("inline-namespace")
            .toolchains(HOST_COMPILING),
        );
        // I.4.20.6.1: "The following entities cannot be declared in namespace scope within an
        // inline unnamed namespace: __managed__, __device__, __shared__ and __constant__
        // variables, ..."
        for (slug, what, code, ok) in [
            ("unnamed-inline", "directly in an inline unnamed namespace", "inline namespace {\n  {S} int v; $ERR\n}\n", false),
            ("unnamed-inline-nested", "in a named namespace inside an inline unnamed namespace", "inline namespace {\n  namespace N2 {\n    {S} int v; $ERR\n  }\n}\n", false),
            ("unnamed-inline-in-named", "in an inline unnamed namespace inside a named namespace", "namespace A {\n  inline namespace {\n    {S} int v; $ERR\n  }\n}\n", false),
            ("unnamed-not-inline", "in an unnamed namespace that is not inline", "namespace {\n  {S} int v;\n}\n__global__ void k(int *out) { *out = v; }\n", true),
            ("inline-named-in-unnamed", "in a named inline namespace inside an unnamed (not inline) namespace", "namespace {\n  inline namespace N1 {\n    {S} int v;\n  }\n}\n__global__ void k(int *out) { *out = v; }\n", true),
        ] {
            out.push(
                Case::new(
                    format!("{BASE}/inline-namespace/{}-{slug}.cu", sp.slug()),
                    "I.4.20.6.1",
                    "memspace.inline-unnamed-namespace",
                    V::ok_if(ok),
                    format!("a {} variable {what}", sp.kw()),
                    fill(code, sp),
                )
                .tag("inline-namespace"),
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Structured bindings (I.4.22.2).

fn structured_bindings(out: &mut Vec<Case>) {
    // I.4.22.2: "A structured binding cannot be declared with a variable memory space specifier."
    // (__shared__ is left out: a __shared__ variable cannot have an initializer, which a
    // structured binding always has, so the case would break two rules at once.)
    for sp in INIT {
        out.push(
            Case::new(
                format!("{BASE}/structured-binding/{}-namespace-scope.cu", sp.slug()),
                "I.4.22.2",
                "memspace.no-structured-binding",
                V::Error,
                format!("a namespace-scope structured binding declared {}", sp.kw()),
                fill(
                    "struct S { int x; int y; };\n{S} auto [a1, b1] = S{4, 5}; $ERR\n",
                    sp,
                ),
            )
            .std("c++17")
            .tag("structured-binding"),
        );
        out.push(
            Case::new(
                format!("{BASE}/structured-binding/{}-in-namespace.cu", sp.slug()),
                "I.4.22.2",
                "memspace.no-structured-binding",
                V::Error,
                format!("a structured binding declared {} in a named namespace", sp.kw()),
                fill("struct S { int x; int y; };\nnamespace N {\n  {S} auto [a1, b1] = S{4, 5}; $ERR\n}\n", sp),
            )
            .std("c++17")
            .tag("structured-binding"),
        );
        out.push(
            Case::new(
                format!("{BASE}/structured-binding/{}-static-local.cu", sp.slug()),
                "I.4.22.2",
                "memspace.no-structured-binding",
                V::Error,
                format!("a static structured binding declared {} in a __device__ function (C++20)", sp.kw()),
                fill("struct S { int x; int y; };\n__device__ int f() {\n  static {S} auto [a1, b1] = S{4, 5}; $ERR\n  return a1 + b1;\n}\n", sp),
            )
            .std("c++20")
            .tag("structured-binding"),
        );
    }
    out.push(
        Case::new(
            format!("{BASE}/structured-binding/no-specifier-device-local.cu"),
            "I.4.22.2",
            "memspace.no-structured-binding",
            V::Ok,
            "a structured binding without a memory space specifier in a __device__ function",
            "struct S { int x; int y; };\n__device__ int f() {\n  auto [a1, b1] = S{4, 5};\n  return a1 + b1;\n}\n",
        )
        .std("c++17")
        .tag("structured-binding"),
    );
    out.push(
        Case::new(
            format!("{BASE}/structured-binding/no-specifier-static-device-local.cu"),
            "I.4.22.2",
            "memspace.no-structured-binding",
            V::Ok,
            "a static structured binding without a memory space specifier in a __device__ function (C++20)",
            "struct S { int x; int y; };\n__device__ int f() {\n  static auto [a1, b1] = S{4, 5};\n  return a1 + b1;\n}\n",
        )
        .std("c++20")
        .tag("structured-binding")
        .note("I.4.9.4: a static variable of a __device__ function without a memory space specifier is implicitly __device__; the structured binding itself carries no specifier."),
    );
}

// ---------------------------------------------------------------------------------------------
// constexpr (I.4.20.9).

fn constexpr_vars(out: &mut Vec<Case>) {
    // I.4.20.9: "__managed__ and __shared__ variables cannot be marked with the keyword
    // constexpr." __device__ and __constant__ variables can.
    for sp in ALL {
        let ok = !(sp.managed() || sp == Sp::Shared);
        for (slug, what, code) in [
            (
                "constexpr-first",
                "constexpr {S}",
                "constexpr {S} int v = 1; $ERR\n__global__ void k(int *out) { *out = v; }\n",
            ),
            (
                "specifier-first",
                "{S} constexpr",
                "{S} constexpr int v = 1; $ERR\n__global__ void k(int *out) { *out = v; }\n",
            ),
            (
                "static-local",
                "static constexpr {S} in a __device__ function",
                "__device__ int f() {\n  static constexpr {S} int v = 1; $ERR\n  return v;\n}\n",
            ),
        ] {
            out.push(
                Case::new(
                    format!("{BASE}/constexpr/{}-{slug}.cu", sp.slug()),
                    "I.4.20.9",
                    "memspace.no-constexpr-managed-shared",
                    V::ok_if(ok),
                    format!("a variable declared {}", what.replace("{S}", sp.kw())),
                    fill(code, sp),
                )
                .tag("constexpr")
                .note_opt(if sp == Sp::Shared { Some("A constexpr variable needs an initializer, which a __shared__ variable cannot have either; both rules reject the line.") } else { None }),
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// thread_local (I.4.20.7).

fn thread_local(out: &mut Vec<Case>) {
    // I.4.20.7: "The thread_local storage specifier is not allowed in device code."
    for sp in ALL {
        out.push(
            Case::new(
                format!("{BASE}/thread-local/{}-namespace-scope.cu", sp.slug()),
                "I.4.20.7",
                "cxx11.thread-local-not-in-device",
                V::Error,
                format!("a namespace-scope thread_local {} variable", sp.kw()),
                fill("thread_local {S} int v; $ERR\n", sp),
            )
            .tag("thread-local")
            .note("Read: a variable with a memory space specifier is a device entity, so thread_local on it is in device code."),
        );
    }
    for (slug, what, code, ok) in [
        ("device-function", "a thread_local variable in a __device__ function", "__device__ int f() {\n  thread_local int t = 0; $ERR\n  return t;\n}\n", false),
        ("device-function-static", "a static thread_local variable in a __device__ function", "__device__ int f() {\n  static thread_local int t = 0; $ERR\n  return t;\n}\n", false),
        ("global-function", "a thread_local variable in a __global__ function", "__global__ void f(int *out) {\n  thread_local int t = 0; $ERR\n  *out = t;\n}\n", false),
        ("host-device-function", "a thread_local variable in a __host__ __device__ function", "__host__ __device__ int f() {\n  thread_local int t = 0; $ERR\n  return t;\n}\n", false),
        ("device-lambda-body", "a thread_local variable in a lambda in a __device__ function", "__device__ int f() {\n  auto l = [] {\n    thread_local int t = 0; $ERR\n    return t;\n  };\n  return l();\n}\n", false),
        ("device-function-template", "a thread_local variable in a __device__ function template (instantiated)", "template <typename T> __device__ T f() {\n  thread_local T t = 0; $ERR\n  return t;\n}\n__global__ void k(int *out) { *out = f<int>(); }\n", false),
        ("host-function", "a thread_local variable in a __host__ function", "int f() {\n  thread_local int t = 0;\n  return t;\n}\n", true),
        ("host-namespace-scope", "a namespace-scope thread_local variable used only by host code", "thread_local int t = 0;\nint f() { return t; }\n", true),
        ("host-device-arch-guarded", "a thread_local variable in a __host__ __device__ function, only in the host compilation", "__host__ __device__ int f() {\n#ifndef __CUDA_ARCH__\n  thread_local int t = 0;\n  return t;\n#else\n  return 0;\n#endif\n}\n", true),
    ] {
        out.push(
            Case::new(format!("{BASE}/thread-local/{slug}.cu"), "I.4.20.7", "cxx11.thread-local-not-in-device", V::ok_if(ok), what, code).tag("thread-local"),
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Inline variables (I.4.22.1).

fn inline_variables(out: &mut Vec<Case>) {
    // I.4.22.1: "A namespace scope inline variable declared with __device__ or __constant__ or
    // __managed__ memory space specifier must have internal linkage, if the code is compiled with
    // nvcc in whole program compilation mode."
    struct F {
        slug: &'static str,
        what: &'static str,
        code: &'static str,
        rdc: bool,
        internal: bool,
        needs_const: bool,
    }
    /// The families a rule scoped to nvcc is judged on: nvcc, and the checker, which models it.
    const NVCC_ONLY: &[&str] = &["nvcc", "checker"];
    let forms = [
        F { slug: "whole-program", what: "an inline {S} variable in whole program mode", code: "inline {S} int xxx; $ERR\n__global__ void k(int *out) { *out = xxx; }\n", rdc: false, internal: false, needs_const: false },
        F { slug: "separate-compilation", what: "an inline {S} variable in separate compilation mode", code: "inline {S} int xxx; $ERR\n__global__ void k(int *out) { *out = xxx; }\n", rdc: true, internal: false, needs_const: false },
        F { slug: "static-inline", what: "a static inline {S} variable (internal linkage) in whole program mode", code: "static inline {S} int yyy; $ERR\n__global__ void k(int *out) { *out = yyy; }\n", rdc: false, internal: true, needs_const: false },
        F { slug: "unnamed-namespace", what: "an inline {S} variable in an unnamed namespace (internal linkage) in whole program mode", code: "namespace {\ninline {S} int zzz; $ERR\n}\n__global__ void k(int *out) { *out = zzz; }\n", rdc: false, internal: true, needs_const: false },
        F { slug: "named-namespace", what: "an inline {S} variable in a named namespace in whole program mode", code: "namespace N {\ninline {S} int xxx; $ERR\n}\n__global__ void k(int *out) { *out = N::xxx; }\n", rdc: false, internal: false, needs_const: false },
        F { slug: "inline-const", what: "an inline const {S} variable (external linkage) in whole program mode", code: "inline const {S} int xxx = 1; $ERR\n__global__ void k(int *out) { *out = xxx; }\n", rdc: false, internal: false, needs_const: true },
        F { slug: "inline-constexpr", what: "an inline constexpr {S} variable (external linkage) in whole program mode", code: "inline constexpr {S} int xxx = 1; $ERR\n__global__ void k(int *out) { *out = xxx; }\n", rdc: false, internal: false, needs_const: true },
    ];
    for sp in INIT {
        for f in &forms {
            // const / constexpr managed variables are excluded by I.4.3.2 / I.4.20.9 already.
            if f.needs_const && sp.managed() {
                continue;
            }
            let ok = f.rdc || f.internal;
            let mut c = Case::new(
                format!("{BASE}/inline-variable/{}-{}.cu", sp.slug(), f.slug),
                "I.4.22.1",
                "memspace.inline-variable-internal-linkage",
                V::ok_if(ok),
                f.what.replace("{S}", sp.kw()),
                fill(f.code, sp),
            )
            .std("c++17")
            .tag("inline-variable")
            .rev(f.slug)
            // I.4.22.1 states the rule for code "compiled with nvcc": NVRTC and clang are not
            // judged by it (the clause's reading).
            .toolchains(NVCC_ONLY);
            if f.rdc {
                c = c.flag("-rdc=true");
            }
            if f.needs_const {
                c = c.note("A const-qualified inline variable has external linkage ([basic.link]/3: only non-inline const variables get internal linkage).");
            }
            out.push(c);
        }
    }
    // __shared__ is not in the list: `inline __shared__ int yyy0; // ok.`
    for (slug, rdc) in [("whole-program", false), ("separate-compilation", true)] {
        let mut c = Case::new(
            format!("{BASE}/inline-variable/shared-{slug}.cu"),
            "I.4.22.1",
            "memspace.inline-variable-internal-linkage",
            V::Ok,
            format!(
                "an inline __shared__ variable in {} mode",
                if rdc {
                    "separate compilation"
                } else {
                    "whole program"
                }
            ),
            "inline __shared__ int yyy0;\n__global__ void k(int *out) { yyy0 = 1; *out = yyy0; }\n",
        )
        .std("c++17")
        .tag("inline-variable")
        .rev(slug)
        .toolchains(NVCC_ONLY);
        if rdc {
            c = c.flag("-rdc=true");
        }
        out.push(c);
    }
}

// ---------------------------------------------------------------------------------------------
// extern (I.4.3.1, whole program vs separate compilation).

fn externs(out: &mut Vec<Case>) {
    for sp in INIT {
        // I.4.3.1: "When compiling in the whole program compilation mode ..., __device__,
        // __shared__, __managed__ and __constant__ variables cannot be defined as external using
        // the extern keyword."
        out.push(
            Case::new(
                format!(
                    "{BASE}/extern/{}-whole-program-namespace-scope.cu",
                    sp.slug()
                ),
                "I.4.3.1",
                "memspace.no-extern-whole-program",
                V::Error,
                format!(
                    "an extern {} declaration at namespace scope in whole program mode",
                    sp.kw()
                ),
                fill(
                    "extern {S} int v; $ERR\n__global__ void k(int *out) { *out = v; }\n",
                    sp,
                ),
            )
            .tag("extern"),
        );
        out.push(
            Case::new(
                format!("{BASE}/extern/{}-whole-program-block-scope.cu", sp.slug()),
                "I.4.3.1",
                "memspace.no-extern-whole-program",
                V::Error,
                format!(
                    "an extern {} declaration in a __global__ function in whole program mode",
                    sp.kw()
                ),
                fill(
                    "__global__ void k(int *out) {\n  extern {S} int v; $ERR\n  *out = v;\n}\n",
                    sp,
                ),
            )
            .tag("extern"),
        );
        out.push(
            Case::new(
                format!("{BASE}/extern/{}-whole-program-defined-later.cu", sp.slug()),
                "I.4.3.1",
                "memspace.no-extern-whole-program",
                V::Error,
                format!("an extern {} declaration followed by its definition in the same file, whole program mode", sp.kw()),
                fill("extern {S} int v; $ERR_ANY_extern\n__global__ void k(int *out) { *out = v; }\n{S} int v = 1; $ERR_ANY_extern\n", sp),
            )
            .tag("extern")
            .note("Read: in whole program mode the extern keyword may not be used on these variables at all, even when the definition follows in the same translation unit. The program is rejected equally at the extern declaration or at the definition it then conflicts with (one expect-error-any group)."),
        );
        // I.4.3.1: "When compiling in the separate compilation mode ..., __device__, __shared__,
        // __managed__ and __constant__ variables can be defined as external using the extern
        // keyword. nvlink will generate an error when it cannot find a definition for an external
        // variable (unless it is a dynamically allocated __shared__ variable)."
        out.push(
            Case::new(
                format!("{BASE}/extern/{}-separate-compilation-defined-elsewhere.cu", sp.slug()),
                "I.4.3.1",
                "memspace.extern-separate-compilation",
                V::Ok,
                format!("an extern {} declaration in one translation unit, defined in another (separate compilation)", sp.kw()),
                fill("#if CUCONFORM_TU == 1\nextern {S} int v;\n__global__ void k(int *out) { *out = v; }\nint main() { return 0; }\n#else\n{S} int v = 1;\n#endif\n", sp),
            )
            .phase("link")
            .tus(2)
            .tag("extern"),
        );
        out.push(
            Case::new(
                format!("{BASE}/extern/{}-separate-compilation-undefined.cu", sp.slug()),
                "I.4.3.1",
                "memspace.extern-separate-compilation",
                V::Error,
                format!("an extern {} variable used in device code and defined nowhere (separate compilation): nvlink error", sp.kw()),
                fill("extern {S} int v;\n__global__ void k(int *out) { *out = v; }\nint main() { return 0; }\n", sp),
            )
            .phase("link")
            .flag("-rdc=true")
            .diag("nvlink", "(?i)undefined reference")
            .tag("extern"),
        );
    }
    for (slug, what, code, rdc, phase) in [
        ("shared-dynamic-whole-program", "a dynamically allocated extern __shared__ array in whole program mode", "__global__ void k(int *out) {\n  extern __shared__ int dyn[];\n  dyn[0] = 1;\n  *out = dyn[0];\n}\n", false, None),
        ("shared-dynamic-namespace-scope-whole-program", "a namespace-scope extern __shared__ array in whole program mode", "extern __shared__ int dyn[];\n__global__ void k(int *out) {\n  dyn[0] = 1;\n  *out = dyn[0];\n}\n", false, None),
        ("shared-dynamic-separate-compilation-link", "a dynamically allocated extern __shared__ array, defined nowhere, linked in separate compilation mode", "extern __shared__ int dyn[];\n__global__ void k(int *out) {\n  dyn[0] = 1;\n  *out = dyn[0];\n}\nint main() { return 0; }\n", true, Some("link")),
    ] {
        let clause = if rdc { "memspace.extern-separate-compilation" } else { "memspace.no-extern-whole-program" };
        let mut c = Case::new(format!("{BASE}/extern/{slug}.cu"), "I.4.3.1", clause, V::Ok, what, code).tag("extern");
        if rdc {
            c = c.flag("-rdc=true");
        }
        if let Some(p) = phase {
            c = c.phase(p);
        }
        out.push(c);
    }
}

// ---------------------------------------------------------------------------------------------
// B. Empty constructors and destructors (I.4.3.1).

struct Ty {
    slug: &'static str,
    what: &'static str,
    /// Definitions before the variable.
    pre: &'static str,
    /// Definitions after the variable.
    post: &'static str,
    /// Initializer appended to the variable (`(1)`); such types are skipped for `__shared__`.
    init: &'static str,
    /// Whether every constructor and destructor involved is "empty" at the variable's point.
    empty: bool,
    note: Option<&'static str>,
}

fn types() -> Vec<Ty> {
    // I.4.3.1: "The constructor function of a class type is considered empty at a point in the
    // translation unit, if it is either a trivial constructor or it satisfies all of the
    // following conditions: The constructor function has been defined. The constructor function
    // has no parameters, the initializer list is empty and the function body is an empty compound
    // statement. Its class has no virtual functions, no virtual base classes and no non-static
    // data member initializers. The default constructors of all base classes of its class can be
    // considered empty. For all the nonstatic data members of its class that are of class type
    // (or array thereof), the default constructors can be considered empty."
    // "The destructor of a class is considered empty at a point in the translation unit, if it
    // is either a trivial destructor or it satisfies all of the following conditions: The
    // destructor function has been defined. The destructor function body is an empty compound
    // statement. Its class has no virtual functions and no virtual base classes. The destructors
    // of all base classes of its class can be considered empty. For all the nonstatic data
    // members of its class that are of class type (or array thereof), the destructor can be
    // considered empty."
    vec![
        Ty { slug: "trivial", what: "a class with trivial constructor and destructor", pre: "struct T { int x; };\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "ctor-defaulted", what: "a class with a constructor defaulted on its first declaration (trivial)", pre: "struct T {\n  int x;\n  T() = default;\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "ctor-user-empty", what: "a class with a user-provided empty constructor", pre: "struct T {\n  int x;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "ctor-empty-out-of-class", what: "a class whose empty constructor is defined out of class before the variable", pre: "struct T {\n  int x;\n  __host__ __device__ T();\n};\n__host__ __device__ T::T() { }\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "ctor-defined-after", what: "a class whose empty constructor is defined only after the variable", pre: "struct T {\n  int x;\n  __host__ __device__ T();\n};\n", post: "__host__ __device__ T::T() { }\n", init: "", empty: false, note: Some("Emptiness is judged \"at a point in the translation unit\": at the variable the constructor has not been defined yet.") },
        Ty { slug: "ctor-declared-only", what: "a class whose constructor is declared and never defined", pre: "struct T {\n  int x;\n  __host__ __device__ T();\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "ctor-default-argument", what: "a class whose only constructor has a (defaulted) parameter", pre: "struct T {\n  int x;\n  __host__ __device__ T(int = 0) { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "ctor-parameter", what: "a class constructed through a constructor with a parameter and empty body", pre: "struct T {\n  int x;\n  __host__ __device__ T(int) { }\n};\n", post: "", init: "(1)", empty: false, note: None },
        Ty { slug: "ctor-constexpr-parameter", what: "a class constructed through a constexpr constructor with a parameter (constant initialization)", pre: "struct T {\n  int x;\n  constexpr __host__ __device__ T(int p) : x(p) { }\n};\n", post: "", init: "(1)", empty: false, note: Some("The constructor has a parameter and a non-empty initializer list; I.4.3.1 makes no exception for constexpr constructors.") },
        Ty { slug: "ctor-body", what: "a class whose constructor body is not empty", pre: "struct T {\n  int x;\n  __host__ __device__ T() { x = 1; }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "ctor-init-list", what: "a class whose constructor has a non-empty initializer list", pre: "struct T {\n  int x;\n  __host__ __device__ T() : x(1) { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "ctor-delegating", what: "a class whose default constructor delegates to another constructor", pre: "struct T {\n  int x;\n  __host__ __device__ T(int) { }\n  __host__ __device__ T() : T(0) { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "virtual-function", what: "a class with an empty constructor and a virtual function", pre: "struct T {\n  int x;\n  __host__ __device__ T() { }\n  virtual __host__ __device__ void f() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "virtual-base", what: "a class with an empty constructor and a virtual base class", pre: "struct B { };\nstruct T : virtual B {\n  int x;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "nsdmi", what: "a class with an empty constructor and a non-static data member initializer", pre: "struct T {\n  int x = 1;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "nsdmi-implicit-ctor", what: "a class with a non-static data member initializer and an implicit constructor", pre: "struct T {\n  int x = 1;\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "static-member-initializer", what: "a class with an empty constructor and an initialized static const data member (not an NSDMI)", pre: "struct T {\n  int x;\n  static const int y = 1;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "base-empty-ctor", what: "a class with an empty constructor whose base class has an empty constructor", pre: "struct B {\n  int y;\n  __host__ __device__ B() { }\n};\nstruct T : B {\n  int x;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "base-empty-ctor-implicit", what: "a class with an implicit constructor whose base class has an empty constructor", pre: "struct B {\n  int y;\n  __host__ __device__ B() { }\n};\nstruct T : B {\n  int x;\n};\n", post: "", init: "", empty: true, note: Some("Read: the implicitly-defined default constructor has no parameters, an empty initializer list and an empty body, and the base constructor is empty.") },
        Ty { slug: "base-nonempty-ctor", what: "a class with an empty constructor whose base class constructor is not empty", pre: "struct B {\n  int y;\n  __host__ __device__ B() : y(1) { }\n};\nstruct T : B {\n  int x;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "base-nonempty-ctor-implicit", what: "a class with an implicit constructor whose base class constructor is not empty", pre: "struct B {\n  int y;\n  __host__ __device__ B() { y = 1; }\n};\nstruct T : B {\n  int x;\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "member-empty-ctor", what: "a class with a data member whose class has an empty constructor", pre: "struct M {\n  int y;\n  __host__ __device__ M() { }\n};\nstruct T {\n  M m;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "member-nonempty-ctor", what: "a class with a data member whose class constructor is not empty", pre: "struct M {\n  int y;\n  __host__ __device__ M() : y(2) { }\n};\nstruct T {\n  M m;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "member-nsdmi", what: "a class with a data member whose class has a non-static data member initializer", pre: "struct M {\n  int y = 2;\n};\nstruct T {\n  M m;\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "array-member-empty-ctor", what: "a class with an array member of a class with an empty constructor", pre: "struct M {\n  int y;\n  __host__ __device__ M() { }\n};\nstruct T {\n  M m[2];\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "array-member-nonempty-ctor", what: "a class with an array member of a class whose constructor is not empty", pre: "struct M {\n  int y;\n  __host__ __device__ M() { y = 2; }\n};\nstruct T {\n  M m[2];\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "class-template-empty", what: "a class template specialization with an empty constructor", pre: "template <typename U> struct T {\n  U x;\n  __host__ __device__ T() { }\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "class-template-nonempty", what: "a class template specialization whose constructor is not empty", pre: "template <typename U> struct T {\n  U x;\n  __host__ __device__ T() : x() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "dtor-defaulted", what: "a class with a destructor defaulted on its first declaration (trivial)", pre: "struct T {\n  int x;\n  ~T() = default;\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "dtor-user-empty", what: "a class with a user-provided empty destructor", pre: "struct T {\n  int x;\n  __host__ __device__ ~T() { }\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "dtor-empty-out-of-class", what: "a class whose empty destructor is defined out of class before the variable", pre: "struct T {\n  int x;\n  __host__ __device__ ~T();\n};\n__host__ __device__ T::~T() { }\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "dtor-defined-after", what: "a class whose empty destructor is defined only after the variable", pre: "struct T {\n  int x;\n  __host__ __device__ ~T();\n};\n", post: "__host__ __device__ T::~T() { }\n", init: "", empty: false, note: Some("Emptiness is judged \"at a point in the translation unit\": at the variable the destructor has not been defined yet.") },
        Ty { slug: "dtor-declared-only", what: "a class whose destructor is declared and never defined", pre: "struct T {\n  int x;\n  __host__ __device__ ~T();\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "dtor-body", what: "a class whose destructor body is not empty", pre: "struct T {\n  int x;\n  __host__ __device__ ~T() { x = 0; }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "dtor-virtual", what: "a class with an empty virtual destructor", pre: "struct T {\n  int x;\n  virtual __host__ __device__ ~T() { }\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "dtor-base-empty", what: "a class whose base class has an empty destructor", pre: "struct B {\n  int y;\n  __host__ __device__ ~B() { }\n};\nstruct T : B {\n  int x;\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "dtor-base-nonempty", what: "a class whose base class destructor is not empty", pre: "struct B {\n  int y;\n  __host__ __device__ ~B() { y = 0; }\n};\nstruct T : B {\n  int x;\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "dtor-member-empty", what: "a class with a data member whose class has an empty destructor", pre: "struct M {\n  int y;\n  __host__ __device__ ~M() { }\n};\nstruct T {\n  M m;\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "dtor-member-nonempty", what: "a class with a data member whose class destructor is not empty", pre: "struct M {\n  int y;\n  __host__ __device__ ~M() { y = 0; }\n};\nstruct T {\n  M m;\n};\n", post: "", init: "", empty: false, note: None },
        Ty { slug: "dtor-array-member-empty", what: "a class with an array member of a class with an empty destructor", pre: "struct M {\n  int y;\n  __host__ __device__ ~M() { }\n};\nstruct T {\n  M m[2];\n};\n", post: "", init: "", empty: true, note: None },
        Ty { slug: "dtor-array-member-nonempty", what: "a class with an array member of a class whose destructor is not empty", pre: "struct M {\n  int y;\n  __host__ __device__ ~M() { y = 0; }\n};\nstruct T {\n  M m[2];\n};\n", post: "", init: "", empty: false, note: None },
    ]
}

fn ctor_dtor(out: &mut Vec<Case>) {
    // "__device__, __constant__, __managed__ and __shared__ variable definitions cannot have a
    // class type with a non-empty constructor or a non-empty destructor." (I.4.3.1); for a
    // function-scope static V: "V has the same initialization restrictions as a variable with the
    // same memory space specifiers declared in namespace scope" (I.4.9.4), V being implicitly
    // __device__.
    let ctxs: [(&str, &str, &str, &str, &str); 5] = [
        (
            "device",
            "a namespace-scope __device__ variable",
            "__device__ T{A} v{I}; $ERR\n",
            "I.4.3.1",
            "memspace.empty-ctor-dtor",
        ),
        (
            "constant",
            "a namespace-scope __constant__ variable",
            "__constant__ T{A} v{I}; $ERR\n",
            "I.4.3.1",
            "memspace.empty-ctor-dtor",
        ),
        (
            "managed",
            "a namespace-scope __managed__ variable",
            "__managed__ T{A} v{I}; $ERR\n",
            "I.4.3.1",
            "memspace.empty-ctor-dtor",
        ),
        (
            "shared",
            "a __shared__ variable in a __global__ function",
            "__global__ void k() {\n  __shared__ T{A} v{I}; $ERR\n  (void)v;\n}\n",
            "I.4.3.1",
            "memspace.empty-ctor-dtor",
        ),
        (
            "static-local",
            "a static variable (implicitly __device__) of a __device__ function",
            "__device__ void f() {\n  static T{A} v{I}; $ERR\n  (void)v;\n}\n",
            "I.4.9.4",
            "function.static-var-init",
        ),
    ];
    for t in types() {
        for (cslug, cwhat, decl, section, clause) in ctxs {
            if cslug == "shared" && !t.init.is_empty() {
                continue; // a __shared__ variable cannot have an initializer
            }
            let targs = if t.slug.starts_with("class-template") {
                "<int>"
            } else {
                ""
            };
            let code = format!(
                "{}{}{}",
                t.pre,
                decl.replace("{A}", targs).replace("{I}", t.init),
                t.post
            );
            out.push(
                Case::new(
                    format!("{BASE}/ctor-dtor/{cslug}-{}.cu", t.slug),
                    section,
                    clause,
                    V::ok_if(t.empty),
                    format!("{cwhat} of {}", t.what),
                    code,
                )
                .tag("ctor-dtor")
                .note_opt(t.note),
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// C. Initialization of function-scope static variables (I.4.9.4).

fn static_init(out: &mut Vec<Case>) {
    let prelude = "struct S1_t {\n  int x;\n};\nstruct S2_t {\n  int x;\n  __device__ S2_t(void) { x = 10; }\n};\nstruct S3_t {\n  int x;\n  __device__ S3_t(int p) : x(p) { }\n};\n__device__ int gvar;\nconstexpr __host__ __device__ int cf(int v) { return v * 2; }\n__device__ int nf(int v) { return v * 2; }\n";
    // (slug, what, type, initializer, constant-initialized?)
    // I.4.9.4 example: `static int i6 = x; // error: dynamic initialization is not allowed`,
    // `static S2_t i8; // error`, `static S3_t i9(44); // error`; constant initializers are OK.
    let inits: [(&str, &str, &str, &str, bool); 13] = [
        ("no-initializer", "no initializer", "int", "", true),
        ("constant", "a constant initializer", "int", " = 11", true),
        (
            "aggregate-constant",
            "an aggregate initializer of constants",
            "S1_t",
            " = {22}",
            true,
        ),
        (
            "local-variable",
            "a non-constant local variable",
            "int",
            " = x",
            false,
        ),
        (
            "aggregate-local-variable",
            "an aggregate initializer with a non-constant local",
            "S1_t",
            " = {x}",
            false,
        ),
        ("parameter", "a function parameter", "int", " = p", false),
        (
            "ctor-body",
            "a class type whose constructor body is not empty",
            "S2_t",
            "",
            false,
        ),
        (
            "ctor-parameter",
            "a constructor with a parameter",
            "S3_t",
            "(44)",
            false,
        ),
        (
            "constexpr-call",
            "a call of a constexpr function with a constant argument",
            "int",
            " = cf(3)",
            true,
        ),
        (
            "non-constexpr-call",
            "a call of a non-constexpr __device__ function",
            "int",
            " = nf(3)",
            false,
        ),
        (
            "sizeof",
            "a sizeof expression",
            "int",
            " = (int)sizeof(x)",
            true,
        ),
        (
            "address-of-device-variable",
            "the address of a namespace-scope __device__ variable",
            "int *",
            " = &gvar",
            true,
        ),
        (
            "local-const",
            "a local const int initialized with a constant",
            "int",
            " = kc",
            true,
        ),
    ];
    let fns: [(&str, &str, &str, &str); 3] = [
        ("device", "a __device__ function", "__device__ void f(int p) {\n  int x = 33;\n  const int kc = 5;\n{D}  (void)x; (void)p; (void)kc;\n}\n", ""),
        ("global", "a __global__ function", "__global__ void f(int p) {\n  int x = 33;\n  const int kc = 5;\n{D}  (void)x; (void)p; (void)kc;\n}\n", ""),
        ("host-device-arch-guarded", "a __host__ __device__ function under #ifdef __CUDA_ARCH__", "__host__ __device__ void f(int p) {\n  int x = 33;\n  const int kc = 5;\n#ifdef __CUDA_ARCH__\n{D}#endif\n  (void)x; (void)p; (void)kc;\n}\n", ""),
    ];
    for (fslug, fwhat, tmpl, _) in fns {
        let specs: &[(&str, &str)] = if fslug == "device" {
            &[
                ("implicit", ""),
                ("device", "__device__ "),
                ("constant", "__constant__ "),
                ("managed", "__managed__ "),
            ]
        } else {
            &[("implicit", "")]
        };
        for (sslug, skw) in specs {
            for (islug, iwhat, ty, init, ok) in inits {
                let decl = format!("  static {skw}{ty} v{init}; $ERR\n");
                let code = format!("{prelude}{}", tmpl.replace("{D}", &decl));
                let sp = if skw.is_empty() {
                    "an implicitly __device__".to_string()
                } else {
                    format!("a {}", skw.trim())
                };
                out.push(
                    Case::new(
                        format!("{BASE}/static-init/{fslug}-{sslug}-{islug}.cu"),
                        "I.4.9.4",
                        "function.static-var-init",
                        V::ok_if(ok),
                        format!("{sp} static variable of {fwhat} initialized with {iwhat}"),
                        code,
                    )
                    .tag("static-init"),
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// D. __managed__ specifics (I.4.3.2).

fn managed(out: &mut Vec<Case>) {
    let spells = [Sp::Managed, Sp::DeviceManaged];
    // "A managed variable shall not have a const qualified type."
    for sp in spells {
        for (slug, what, decl, ok) in [
            (
                "const-int",
                "const int",
                "{S} const int v = 10; $ERR\n",
                false,
            ),
            (
                "const-volatile-int",
                "const volatile int",
                "{S} const volatile int v = 10; $ERR\n",
                false,
            ),
            (
                "const-struct",
                "a const-qualified struct type",
                "struct P { int x; };\n{S} const P v = {10}; $ERR\n",
                false,
            ),
            (
                "const-pointer",
                "a const pointer (int *const)",
                "{S} int *const v = nullptr; $ERR\n",
                false,
            ),
            (
                "const-array",
                "an array of const int",
                "{S} const int v[2] = {1, 2}; $ERR\n",
                false,
            ),
            (
                "const-typedef",
                "a const type named by a typedef",
                "typedef const int CI;\n{S} CI v = 10; $ERR\n",
                false,
            ),
            (
                "pointer-to-const",
                "a pointer to const (not itself const)",
                "{S} const int *v = nullptr;\n",
                true,
            ),
            (
                "volatile-int",
                "volatile int (not const)",
                "{S} volatile int v = 10;\n",
                true,
            ),
            (
                "static-local-const",
                "const int, as a static variable of a __device__ function",
                "__device__ int f() {\n  static {S} const int v = 10; $ERR\n  return v;\n}\n",
                false,
            ),
        ] {
            out.push(
                Case::new(
                    format!("{BASE}/managed/{}-{slug}.cu", sp.slug()),
                    "I.4.3.2",
                    "managed.no-const",
                    V::ok_if(ok),
                    format!("a {} variable of type {what}", sp.kw()),
                    fill(decl, sp),
                )
                .tag("managed"),
            );
        }
        // "A managed variable shall not have a reference type."
        for (slug, what, decl, ok) in [
            (
                "lvalue-reference",
                "int &",
                "__device__ __managed__ int xxx = 10;\n{S} int &zzz = xxx; $ERR\n",
                false,
            ),
            (
                "const-lvalue-reference",
                "const int &",
                "__device__ __managed__ int xxx = 10;\n{S} const int &zzz = xxx; $ERR\n",
                false,
            ),
            (
                "rvalue-reference",
                "int &&",
                "{S} int &&zzz = 10; $ERR\n",
                false,
            ),
            (
                "array-reference",
                "a reference to an array",
                "__device__ __managed__ int arr[3];\n{S} int (&zzz)[3] = arr; $ERR\n",
                false,
            ),
            (
                "typedef-reference",
                "a reference type named by a typedef",
                "__device__ __managed__ int xxx = 10;\ntypedef int &IR;\n{S} IR zzz = xxx; $ERR\n",
                false,
            ),
            (
                "auto-reference",
                "auto & (deduced reference)",
                "__device__ __managed__ int xxx = 10;\n{S} auto &zzz = xxx; $ERR\n",
                false,
            ),
            (
                "pointer",
                "a pointer (not a reference)",
                "__device__ __managed__ int xxx = 10;\n{S} int *zzz;\n",
                true,
            ),
        ] {
            out.push(
                Case::new(
                    format!("{BASE}/managed/{}-{slug}.cu", sp.slug()),
                    "I.4.3.2",
                    "managed.no-reference",
                    V::ok_if(ok),
                    format!("a {} variable of type {what}", sp.kw()),
                    fill(decl, sp),
                )
                .tag("managed"),
            );
        }
    }
    // "A managed variable cannot be used as an unparenthesized id-expression argument to a
    // decltype() expression."
    for (slug, what, code, ok) in [
        ("host-function", "decltype(xxx) in a host function", "__device__ __managed__ int xxx = 10;\nvoid f() {\n  decltype(xxx) qqq = 1; $ERR\n  (void)qqq;\n}\n", false),
        ("device-function", "decltype(xxx) in a __device__ function", "__device__ __managed__ int xxx = 10;\n__device__ void f() {\n  decltype(xxx) qqq = 1; $ERR\n  (void)qqq;\n}\n", false),
        ("namespace-scope-alias", "an alias declaration using decltype(xxx)", "__device__ __managed__ int xxx = 10;\nusing T = decltype(xxx); $ERR\n", false),
        ("qualified-name", "decltype(N::xxx) with a qualified id-expression", "namespace N { __device__ __managed__ int xxx = 10; }\nvoid f() {\n  decltype(N::xxx) qqq = 1; $ERR\n  (void)qqq;\n}\n", false),
        ("array", "decltype(arr) of a managed array", "__device__ __managed__ int arr[4];\nvoid f() {\n  decltype(arr) qqq = {}; $ERR\n  (void)qqq;\n}\n", false),
        ("trailing-return", "decltype(xxx) in a trailing return type", "__device__ __managed__ int xxx = 10;\nauto f() -> decltype(xxx) { return 1; } $ERR\n", false),
        ("template-argument", "decltype(xxx) as a template argument", "template <typename T> struct W { };\n__device__ __managed__ int xxx = 10;\nW<decltype(xxx)> w; $ERR\n", false),
        ("managed-keyword-only", "decltype(xxx) where xxx is declared __managed__ alone", "__managed__ int xxx = 10;\nvoid f() {\n  decltype(xxx) qqq = 1; $ERR\n  (void)qqq;\n}\n", false),
        ("parenthesized", "decltype((xxx)), parenthesized", "__device__ __managed__ int xxx = 10;\nvoid f() {\n  decltype((xxx)) qqq = xxx;\n  (void)qqq;\n}\n", true),
        ("expression", "decltype(xxx + 1), not an id-expression", "__device__ __managed__ int xxx = 10;\nvoid f() {\n  decltype(xxx + 1) qqq = 1;\n  (void)qqq;\n}\n", true),
        ("member-access", "decltype(s.x), a member access on a managed struct", "struct P { int x; };\n__device__ __managed__ P s;\nvoid f() {\n  decltype(s.x) qqq = 1;\n  (void)qqq;\n}\n", true),
        ("sizeof", "sizeof(xxx), not decltype", "__device__ __managed__ int xxx = 10;\nvoid f() {\n  int qqq[sizeof(xxx)];\n  (void)qqq;\n}\n", true),
    ] {
        let mut c = Case::new(format!("{BASE}/managed/decltype-{slug}.cu"), "I.4.3.2", "managed.decltype-unparenthesized", V::ok_if(ok), what, code).tag("managed");
        if slug == "member-access" {
            c = c.note("decltype(s.x) names a class member access, not the managed variable as an id-expression.");
        }
        out.push(c);
    }
    // "The address of a managed variable is not a constant expression."
    for (slug, what, code, ok) in [
        ("template-argument", "&xxx as a non-type template argument", "__device__ __managed__ int xxx = 10;\ntemplate <int *addr> struct S3_t { };\nS3_t<&xxx> temp; $ERR\n", false),
        ("constexpr-pointer", "a constexpr pointer initialized with &xxx", "__device__ __managed__ int xxx = 10;\nvoid f() {\n  constexpr int *p = &xxx; $ERR\n  (void)p;\n}\n", false),
        ("static-assert", "&xxx in a static_assert condition", "__device__ __managed__ int xxx = 10;\nstatic_assert(&xxx != nullptr, \"\"); $ERR\n", false),
        ("array-element-template-argument", "&arr[1] of a managed array as a template argument", "__device__ __managed__ int arr[4];\ntemplate <int *addr> struct S3_t { };\nS3_t<&arr[1]> temp; $ERR\n", false),
        ("constexpr-function-argument", "&xxx passed to a constexpr function in a constant expression", "__device__ __managed__ int xxx = 10;\nconstexpr bool nonnull(const int *p) { return p != nullptr; }\nconstexpr bool b = nonnull(&xxx); $ERR\n", false),
        ("device-template-argument", "&xxx as a template argument in device code", "__device__ __managed__ int xxx = 10;\ntemplate <int *addr> struct S3_t { };\n__global__ void k() {\n  S3_t<&xxx> temp; $ERR\n  (void)temp;\n}\n", false),
        ("runtime-pointer", "&xxx stored in an automatic pointer at run time", "__device__ __managed__ int xxx = 10;\nint main() {\n  int *ptr = &xxx;\n  return ptr == nullptr;\n}\n", true),
        ("device-variable-template-argument", "&dv of a __device__ (not managed) variable as a template argument", "__device__ int dv = 10;\ntemplate <int *addr> struct S3_t { };\nS3_t<&dv> temp;\n", true),
    ] {
        out.push(Case::new(format!("{BASE}/managed/address-{slug}.cu"), "I.4.3.2", "managed.address-not-constant", V::ok_if(ok), what, code).tag("managed"));
    }
    // "The address or value of a managed variable shall not be used when the CUDA runtime may not
    // be in a valid state, including the following cases: In static/dynamic initialization or
    // destruction of an object with static or thread local storage duration."
    for (slug, what, code, ok) in [
        ("namespace-pointer", "&xxx initializing a namespace-scope pointer", "__device__ __managed__ int xxx = 10;\nint *ptr = &xxx; $ERR\n", false),
        ("namespace-value", "the value of xxx initializing a namespace-scope int", "__device__ __managed__ int xxx = 10;\nint val = xxx; $ERR\n", false),
        ("namespace-reference", "a namespace-scope reference bound to xxx", "__device__ __managed__ int xxx = 10;\nint &ref = xxx; $ERR\n", false),
        ("constructor", "xxx read by the constructor of a namespace-scope object", "__device__ __managed__ int xxx = 10;\nstruct S1_t {\n  int field;\n  S1_t(void) : field(xxx) { };\n};\nS1_t temp1; $ERR\n", false),
        ("destructor", "xxx written by the destructor of a namespace-scope object", "__device__ __managed__ int xxx = 10;\nstruct S2_t {\n  ~S2_t(void) { xxx = 10; }\n};\nS2_t temp2; $ERR\n", false),
        ("function-static", "xxx initializing a static variable of a host function", "__device__ __managed__ int xxx = 10;\nint f() {\n  static int val = xxx; $ERR\n  return val;\n}\n", false),
        ("static-data-member", "xxx initializing a static data member", "__device__ __managed__ int xxx = 10;\nstruct S { static int val; };\nint S::val = xxx; $ERR\n", false),
        ("thread-local", "xxx initializing a thread_local variable", "__device__ __managed__ int xxx = 10;\nthread_local int val = xxx; $ERR\n", false),
        ("namespace-value-member-init", "a static object whose default member initializer reads xxx", "__device__ __managed__ int xxx = 10;\nstruct S4_t {\n  int field = xxx;\n};\nS4_t temp4; $ERR\n", false),
        ("automatic-in-main", "xxx read into an automatic variable of main", "__device__ __managed__ int xxx = 10;\nint main() {\n  int val = xxx;\n  return val == 10 ? 0 : 1;\n}\n", true),
        ("assignment-in-main", "xxx assigned to a namespace-scope int inside main", "__device__ __managed__ int xxx = 10;\nint val;\nint main() {\n  val = xxx;\n  return 0;\n}\n", true),
    ] {
        out.push(
            Case::new(format!("{BASE}/managed/static-init-{slug}.cu"), "I.4.3.2", "managed.no-use-in-static-init", V::ok_if(ok), what, code)
                .tag("managed")
                .note_opt(if ok { None } else { Some("The guide's example marks these uses \"error\"; the annotation is on the declaration of the object with static or thread storage duration, where the example puts it.") }),
        );
    }
}

#[cfg(test)]
mod tests {
    /// The clause ids fixed in advance for the owners of their sections (the variant families may
    /// cite only these and the `variants.*` ids of `cases/clauses/variants.yaml`).
    const FIXED: &[&str] = &[
        "memspace.no-member",
        "memspace.no-parameter",
        "memspace.no-host-local",
        "memspace.no-device-automatic",
        "memspace.empty-ctor-dtor",
        "memspace.no-extern-whole-program",
        "memspace.extern-separate-compilation",
        "managed.address-not-constant",
        "managed.no-const",
        "managed.no-reference",
        "managed.no-use-in-static-init",
        "managed.decltype-unparenthesized",
        "managed.no-host-local-without-linkage",
        "managed.no-device-local-without-linkage",
        "global.param-size-limit",
        "global.param-no-variadic",
        "global.param-no-reference",
        "global.device-launch-trivially-copyable",
        "global.no-recursion",
        "global.no-friend-definition",
        "global.no-operator",
        "global.no-static-member",
        "global.param-no-virtual-class",
        "global.param-no-virtual-base",
        "function.static-var-memspace",
        "function.static-var-init",
        "hostvar.const-value-use",
        "hostvar.const-no-reference-or-address",
        "template.arg-restrictions",
        "global.no-constexpr",
        "global.param-no-initializer-list-va-list",
        "global.param-no-rvalue-reference",
        "global.variadic-template-pack-last",
        "global.variadic-template-one-pack",
        "global.template-lambda-closure",
        "global.no-deduced-return",
        "hostvar.constexpr-scalar-value",
        "hostvar.constexpr-no-reference-or-address",
        "hostvar.constexpr-nonscalar-in-constexpr-call",
        "memspace.inline-unnamed-namespace",
        "memspace.no-constexpr-managed-shared",
        "memspace.inline-variable-internal-linkage",
        "memspace.no-structured-binding",
        "cxx11.thread-local-not-in-device",
        "xlambda.traits",
        "xlambda.this-capture",
        "xlambda.this-capture-dialect",
        "xlambda.this-capture-supported",
        "hostvar.constexpr-class-value-13",
        "hostvar.constexpr-pointer-value-13",
        "global.param-size-limit-12-1",
        "xlambda.host-device-lambda",
    ];

    #[test]
    fn variant_families_cite_known_clauses() {
        let variants = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../cases/clauses/variants.yaml"
        ))
        .unwrap();
        let defined: Vec<&str> = variants
            .lines()
            .filter_map(|l| l.strip_prefix("- id: "))
            .map(str::trim)
            .collect();
        let mut cited = std::collections::BTreeSet::new();
        for g in super::cases()
            .into_iter()
            .chain(super::super::global_params::cases())
            .chain(super::super::xlambda::cases())
            .chain(super::super::hostvars::cases())
        {
            let id = g
                .text
                .lines()
                .find_map(|l| l.strip_prefix("clause: "))
                .unwrap()
                .trim()
                .to_string();
            cited.insert(id);
        }
        for id in &cited {
            let restriction = id
                .strip_prefix("xlambda.restriction-")
                .and_then(|n| n.parse::<u32>().ok())
                .is_some_and(|n| (1..=17).contains(&n));
            assert!(
                restriction || FIXED.contains(&id.as_str()) || defined.contains(&id.as_str()),
                "unknown clause id {id}"
            );
        }
        for id in &defined {
            assert!(
                cited.contains(*id),
                "variants.yaml defines {id}, which no case cites"
            );
        }
    }
}
