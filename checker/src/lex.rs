//! Tokenizer: C++ preprocessing tokens with their source positions.
//!
//! Never fails: bytes it does not understand become `Other` tokens. Comments are dropped, line
//! splices (`\` newline) are removed, raw strings and digit separators are understood.

use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    /// Token texts are interned per thread: most tokens repeat (keywords, punctuation, names).
    static INTERN: RefCell<crate::fx::HashSet<Rc<str>>> = RefCell::new(Default::default());
}

/// Leave the interned texts to the process's exit (`driver::Then::Exit`).
pub fn forget_thread_cache() {
    INTERN.with(|i| std::mem::forget(i.take()));
}

pub fn intern(s: &str) -> Rc<str> {
    INTERN.with(|i| {
        let mut set = i.borrow_mut();
        if let Some(r) = set.get(s) {
            return r.clone();
        }
        if set.len() > 200_000 {
            set.clear();
        }
        let r: Rc<str> = Rc::from(s);
        set.insert(r.clone());
        r
    })
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TK {
    Ident,
    Num,
    Str,
    Chr,
    Punct,
    Other,
}

#[derive(Clone, Debug)]
pub struct Tok {
    pub kind: TK,
    pub text: Rc<str>,
    pub line: u32,
    pub col: u32,
    /// Index of the file in the preprocessor's file table.
    pub file: u16,
    /// First token on its (logical) line.
    pub bol: bool,
    /// Preceded by white space (or a comment).
    pub space: bool,
}

impl Tok {
    #[inline]
    pub fn is(&self, s: &str) -> bool {
        &*self.text == s
    }
    #[inline]
    #[allow(dead_code)]
    pub fn ident(&self) -> bool {
        self.kind == TK::Ident
    }
}

const PUNCTS3: [&str; 5] = ["<<=", "...", "->*", "<=>", "<<<"];
const PUNCTS2: [&str; 19] = [
    "::", "->", "++", "--", "<<", "<=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=",
    "|=", "^=", ".*",
];

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80
}
fn is_ident_cont(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

/// Source with line splices removed, keeping a map from each byte back to its line and column.
struct Spliced {
    bytes: Vec<u8>,
    line: Vec<u32>,
    col: Vec<u32>,
}

fn splice(src: &str) -> Spliced {
    let b = src.as_bytes();
    let mut out = Spliced {
        bytes: Vec::with_capacity(b.len()),
        line: Vec::with_capacity(b.len()),
        col: Vec::with_capacity(b.len()),
    };
    let (mut line, mut col) = (1u32, 1u32);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'\\' {
            // backslash, optional spaces, newline
            let mut j = i + 1;
            while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
                j += 1;
            }
            if j < b.len() && (b[j] == b'\n' || b[j] == b'\r') {
                if b[j] == b'\r' && j + 1 < b.len() && b[j + 1] == b'\n' {
                    j += 1;
                }
                i = j + 1;
                line += 1;
                col = 1;
                continue;
            }
        }
        if c == b'\r' {
            // normalise CRLF / CR to LF
            if i + 1 < b.len() && b[i + 1] == b'\n' {
                i += 1;
                continue;
            }
            out.bytes.push(b'\n');
            out.line.push(line);
            out.col.push(col);
            line += 1;
            col = 1;
            i += 1;
            continue;
        }
        out.bytes.push(c);
        out.line.push(line);
        out.col.push(col);
        if c == b'\n' {
            line += 1;
            col = 1;
        } else if !(0x80..0xC0).contains(&c) {
            // not a UTF-8 continuation byte
            col += 1;
        }
        i += 1;
    }
    out.line.push(line);
    out.col.push(col);
    out
}

/// Line and column of each byte: computed on the fly when the source has no line splices and
/// no carriage returns (the common case), from the splice map otherwise.
enum Pos {
    Direct {
        line_starts: Vec<usize>,
        last: std::cell::Cell<(usize, u32, u32)>,
    },
    Mapped(Spliced),
}

impl Pos {
    #[inline]
    fn at(&self, i: usize, b: &[u8]) -> (u32, u32) {
        match self {
            Pos::Mapped(s) => (s.line[i], s.col[i]),
            Pos::Direct { line_starts, last } => {
                let l = line_starts.partition_point(|&st| st <= i);
                let st = line_starts[l - 1];
                let (li, ll, lc) = last.get();
                // columns advance from the previous token on the same line (amortised linear)
                let (from, base) = if ll as usize == l && li >= st && li <= i {
                    (li, lc)
                } else {
                    (st, 1)
                };
                let col = base
                    + b[from..i]
                        .iter()
                        .filter(|&&c| !(0x80..0xC0).contains(&c))
                        .count() as u32;
                last.set((i, l as u32, col));
                (l as u32, col)
            }
        }
    }
}

/// Tokenize a whole file. `file` is the file index recorded in each token.
pub fn lex(src: &str, file: u16) -> Vec<Tok> {
    let raw = src.as_bytes();
    let needs_splice = raw.contains(&b'\r')
        || raw
            .windows(2)
            .any(|w| w[0] == b'\\' && (w[1] == b'\n' || w[1] == b' ' || w[1] == b'\t'));
    if needs_splice {
        let mut sp = splice(src);
        let bytes = std::mem::take(&mut sp.bytes);
        let pos = Pos::Mapped(sp);
        return lex_bytes(&bytes, &pos, file);
    }
    let mut ls = vec![0usize];
    for (i, &c) in raw.iter().enumerate() {
        if c == b'\n' {
            ls.push(i + 1);
        }
    }
    let pos = Pos::Direct {
        line_starts: ls,
        last: std::cell::Cell::new((0, 0, 1)),
    };
    lex_bytes(raw, &pos, file)
}

fn lex_bytes(b: &[u8], pos: &Pos, file: u16) -> Vec<Tok> {
    let n = b.len();
    let mut toks: Vec<Tok> = Vec::with_capacity(n / 3);
    let mut i = 0;
    let mut bol = true;
    let mut space = false;
    let text = |a: usize, e: usize| -> Rc<str> {
        match std::str::from_utf8(&b[a..e]) {
            Ok(s) => intern(s),
            Err(_) => intern(&String::from_utf8_lossy(&b[a..e])),
        }
    };
    while i < n {
        let c = b[i];
        if c == b'\n' {
            bol = true;
            space = true;
            i += 1;
            continue;
        }
        if c == b' ' || c == b'\t' || c == 0x0c || c == 0x0b {
            space = true;
            i += 1;
            continue;
        }
        if c == b'/' && i + 1 < n && b[i + 1] == b'/' {
            while i < n && b[i] != b'\n' {
                i += 1;
            }
            space = true;
            continue;
        }
        if c == b'/' && i + 1 < n && b[i + 1] == b'*' {
            i += 2;
            while i < n && !(b[i] == b'*' && i + 1 < n && b[i + 1] == b'/') {
                i += 1;
            }
            i = (i + 2).min(n);
            space = true;
            continue;
        }
        let start = i;
        let kind;
        if is_ident_start(c) {
            let mut j = i;
            while j < n && is_ident_cont(b[j]) {
                j += 1;
            }
            // string / char literal prefixes
            let word = &b[i..j];
            let is_prefix = matches!(
                word,
                b"u8" | b"u" | b"U" | b"L" | b"R" | b"u8R" | b"uR" | b"UR" | b"LR"
            );
            if is_prefix && j < n && (b[j] == b'"' || (b[j] == b'\'' && !word.ends_with(b"R"))) {
                if word.ends_with(b"R") && b[j] == b'"' {
                    i = raw_string(b, j);
                    kind = TK::Str;
                } else {
                    i = quoted(b, j);
                    kind = if b[j] == b'"' { TK::Str } else { TK::Chr };
                }
                i = ud_suffix(b, i);
            } else {
                i = j;
                kind = TK::Ident;
            }
        } else if c.is_ascii_digit() || (c == b'.' && i + 1 < n && b[i + 1].is_ascii_digit()) {
            let mut j = i + 1;
            while j < n {
                let d = b[j];
                if (d == b'+' || d == b'-') && matches!(b[j - 1], b'e' | b'E' | b'p' | b'P') {
                    j += 1;
                } else if d == b'\'' && j + 1 < n && is_ident_cont(b[j + 1]) {
                    j += 2;
                } else if is_ident_cont(d) || d == b'.' {
                    j += 1;
                } else {
                    break;
                }
            }
            i = j;
            kind = TK::Num;
        } else if c == b'"' {
            i = ud_suffix(b, quoted(b, i));
            kind = TK::Str;
        } else if c == b'\'' {
            i = ud_suffix(b, quoted(b, i));
            kind = TK::Chr;
        } else if c.is_ascii_punctuation() {
            let rest = &b[i..];
            let mut len = 1;
            if PUNCTS3.iter().any(|p| rest.starts_with(p.as_bytes())) {
                len = 3;
            } else if rest.starts_with(b"##")
                || PUNCTS2.iter().any(|p| rest.starts_with(p.as_bytes()))
            {
                len = 2;
            }
            // `>` is always a single token (templates close with `>>`); `>=` is re-joined by
            // users that care. `<<=`/`<<` are kept.
            i += len;
            kind = TK::Punct;
        } else {
            // stray byte (non-ASCII outside identifiers is covered by ident rules)
            i += 1;
            kind = TK::Other;
        }
        let (line, col) = pos.at(start, b);
        toks.push(Tok {
            kind,
            text: text(start, i),
            line,
            col,
            file,
            bol,
            space,
        });
        bol = false;
        space = false;
    }
    toks
}

fn quoted(b: &[u8], open: usize) -> usize {
    let q = b[open];
    let mut i = open + 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'\n' => return i,
            x if x == q => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

fn raw_string(b: &[u8], quote: usize) -> usize {
    // R"delim( ... )delim"
    let mut i = quote + 1;
    let ds = i;
    while i < b.len() && b[i] != b'(' && b[i] != b'\n' && i - ds < 16 {
        i += 1;
    }
    if i >= b.len() || b[i] != b'(' {
        return quoted(b, quote);
    }
    let delim = &b[ds..i];
    i += 1;
    while i < b.len() {
        if b[i] == b')'
            && b[i + 1..].starts_with(delim)
            && b.get(i + 1 + delim.len()) == Some(&b'"')
        {
            return i + 2 + delim.len();
        }
        i += 1;
    }
    b.len()
}

fn ud_suffix(b: &[u8], mut i: usize) -> usize {
    if i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphabetic()) {
        while i < b.len() && is_ident_cont(b[i]) {
            i += 1;
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;
    fn texts(s: &str) -> Vec<String> {
        lex(s, 0).iter().map(|t| t.text.to_string()).collect()
    }
    #[test]
    fn basics() {
        assert_eq!(
            texts("a<<<1,1>>>(x);"),
            ["a", "<<<", "1", ",", "1", ">", ">", ">", "(", "x", ")", ";"]
        );
        assert_eq!(
            texts("x = R\"d(a)\"b)d\"; y"),
            ["x", "=", "R\"d(a)\"b)d\"", ";", "y"]
        );
        assert_eq!(
            texts("1'000'000 0x1.p3 1e+5f"),
            ["1'000'000", "0x1.p3", "1e+5f"]
        );
        assert_eq!(texts("a /* c */ b // d\n c"), ["a", "b", "c"]);
        assert_eq!(texts("#define X \\\n 1"), ["#", "define", "X", "1"]);
        assert_eq!(
            texts("u8\"s\" L'c' \"x\"_km"),
            ["u8\"s\"", "L'c'", "\"x\"_km"]
        );
        let t = lex("a\n  b", 0);
        assert_eq!((t[1].line, t[1].col, t[1].bol), (2, 3, true));
    }
}
