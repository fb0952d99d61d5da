//! Family `features`: the C++ language feature matrix of the guide (I.1 Table 12, I.2 Table 13,
//! I.3) plus C++20 (beyond the guide), as run cases.
//!
//! Each supported feature row is one [`Feature`]: namespace-scope declarations (`decls`) and a
//! function body (`body`) that computes `int r` from the input `int x`, with the value a
//! conforming toolchain computes (`expected`). Every feature becomes one case per execution space
//! (`__device__` function called from a kernel, the body inside the `__global__` function itself,
//! a `__host__ __device__` function run on both sides), with one revision per `-std` the feature
//! belongs to (a C++11 feature: `revisions: [c++11, c++14, c++17, c++20]`; the code does not
//! change with the standard, so the standards are trials of one file, not copies). In `decls` the placeholder `CC_FN`
//! stands for the execution space of the helper functions: `__device__` for the device and global
//! cases, `__host__ __device__` for the host-device case. `tail` is emitted after `main`.
//!
//! The clause of each row is `features.<std>.<slug>` in `cases/clauses/language-features.yaml`;
//! the test at the bottom checks that every feature has one.
use crate::Generated;
use cases_format::case as fm;
use cases_format::version::Version;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Std {
    Cxx11,
    Cxx14,
    Cxx17,
    Cxx20,
}

impl Std {
    const ALL: [Std; 4] = [Std::Cxx11, Std::Cxx14, Std::Cxx17, Std::Cxx20];
    fn key(self) -> &'static str {
        match self {
            Std::Cxx11 => "cxx11",
            Std::Cxx14 => "cxx14",
            Std::Cxx17 => "cxx17",
            Std::Cxx20 => "cxx20",
        }
    }
    fn flag(self) -> &'static str {
        match self {
            Std::Cxx11 => "c++11",
            Std::Cxx14 => "c++14",
            Std::Cxx17 => "c++17",
            Std::Cxx20 => "c++20",
        }
    }
    fn title(self) -> &'static str {
        match self {
            Std::Cxx11 => "C++11",
            Std::Cxx14 => "C++14",
            Std::Cxx17 => "C++17",
            Std::Cxx20 => "C++20",
        }
    }
    /// The guide's section of the feature table (C++20 is beyond the guide; its cases say I.3,
    /// the last feature section, and carry the tag `beyond-guide`).
    fn section(self) -> &'static str {
        match self {
            Std::Cxx11 => "I.1",
            Std::Cxx14 => "I.2",
            Std::Cxx17 => "I.3",
            Std::Cxx20 => "I.3",
        }
    }
    /// Where the first nvcc version comes from.
    fn table(self) -> &'static str {
        match self {
            Std::Cxx11 => "Table 12",
            Std::Cxx14 => "Table 13",
            Std::Cxx17 => "I.3",
            Std::Cxx20 => "beyond the guide",
        }
    }
    /// The standards a feature of this standard is tested under.
    fn stds(self) -> impl Iterator<Item = Std> {
        Std::ALL.into_iter().filter(move |s| *s as u8 >= self as u8)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Space {
    Device,
    Global,
    HostDevice,
}

impl Space {
    const ALL: [Space; 3] = [Space::Device, Space::Global, Space::HostDevice];
    fn key(self) -> &'static str {
        match self {
            Space::Device => "device",
            Space::Global => "global",
            Space::HostDevice => "host-device",
        }
    }
    fn specifier(self) -> &'static str {
        match self {
            Space::Device | Space::Global => "__device__",
            Space::HostDevice => "__host__ __device__",
        }
    }
    fn where_(self) -> &'static str {
        match self {
            Space::Device => "a __device__ function",
            Space::Global => "a __global__ function",
            Space::HostDevice => "a __host__ __device__ function (run on device and host)",
        }
    }
}

/// One row of a feature table: its snippet and the value the snippet computes.
struct Feature {
    std: Std,
    /// Folder name and clause id suffix: `features.<std>.<slug>`.
    slug: &'static str,
    /// The table's wording of the row.
    name: &'static str,
    /// The ISO C++ proposal(s) the table names.
    proposal: &'static str,
    /// The first nvcc version the table gives for device code.
    since: &'static str,
    /// Namespace-scope code before the function; `CC_FN` is the helpers' execution space.
    decls: &'static str,
    /// Statements computing `int r` (declared `int r = 0;`) from `int x`.
    body: &'static str,
    /// Namespace-scope code after `main`.
    tail: &'static str,
    input: i32,
    expected: i64,
    /// Extra nvcc flags the feature needs.
    flags: &'static [&'static str],
    /// Reading notes, copied into each case.
    note: &'static str,
}

const D: Feature = Feature {
    std: Std::Cxx11,
    slug: "",
    name: "",
    proposal: "",
    since: "7.0",
    decls: "",
    body: "",
    tail: "",
    input: 3,
    expected: 0,
    flags: &[],
    note: "",
};

/// Table 12: the C++11 rows nvcc 7.0 supports in device code.
const CXX11: &[Feature] = &[
    Feature {
        slug: "rvalue-references",
        name: "Rvalue references",
        proposal: "N2118",
        decls: r##"
#include <utility>

CC_FN int cc_kind(int&) { return 1; }
CC_FN int cc_kind(int&&) { return 2; }

template <class T>
CC_FN int cc_relay(T&& t) { return cc_kind(std::forward<T>(t)); }
"##,
        body: r##"
int a = x;
int&& rr = x * 2;
rr += 1;
r = cc_kind(a) * 10000 + cc_kind(x + 1) * 1000 + cc_relay(a) * 100 + cc_relay(std::move(a)) * 10
    + cc_kind(static_cast<int&&>(rr)) + rr * 100000;
"##,
        expected: 712_122,
        note: "std::move and std::forward are __host__ __device__ by default (I.4.20.3).",
        ..D
    },
    Feature {
        slug: "rvalue-references-for-this",
        name: "Rvalue references for *this",
        proposal: "N2439",
        decls: r##"
struct CcRef {
  int v;
  CC_FN int get() & { return v; }
  CC_FN int get() const & { return v * 10; }
  CC_FN int get() && { return v * 100; }
};
"##,
        body: r##"
CcRef a = {x};
const CcRef& c = a;
r = a.get() + c.get() + CcRef{x}.get();
"##,
        expected: 333,
        ..D
    },
    Feature {
        slug: "initialization-by-rvalues",
        name: "Initialization of class objects by rvalues",
        proposal: "N1610",
        decls: r##"
class CcNoCopy {
 public:
  int v;
  CC_FN explicit CcNoCopy(int a) : v(a) {}
 private:
  CcNoCopy(const CcNoCopy&);  // not accessible, never defined
};

CC_FN int cc_read(const CcNoCopy& n) { return n.v; }
"##,
        body: r##"
// Binding the rvalue to a const reference needs no accessible copy constructor.
const CcNoCopy& ref = CcNoCopy(x * 7);
r = cc_read(CcNoCopy(x * 5)) * 100 + ref.v;
"##,
        expected: 1521,
        ..D
    },
    Feature {
        slug: "non-static-data-member-initializers",
        name: "Non-static data member initializers",
        proposal: "N2756",
        decls: r##"
struct CcNsdmi {
  int a = 7;
  int b = a * 2;
  int c;
  CC_FN CcNsdmi(int v) : c(v) {}
  CC_FN CcNsdmi() : a(1), c(0) {}
};
"##,
        body: r##"
CcNsdmi p(x);
CcNsdmi q;
r = q.b * 100000 + p.a * 1000 + p.b * 10 + p.c;
"##,
        expected: 207_143,
        ..D
    },
    Feature {
        slug: "variadic-templates",
        name: "Variadic templates",
        proposal: "N2242",
        decls: r##"
CC_FN int cc_sum() { return 0; }

template <class T, class... Ts>
CC_FN int cc_sum(T t, Ts... ts) { return static_cast<int>(t) + 10 * cc_sum(ts...); }

template <class... Ts>
CC_FN int cc_count(Ts...) { return static_cast<int>(sizeof...(Ts)); }

template <class... Ts>
struct CcTypes { static const int size = sizeof...(Ts); };
"##,
        body: r##"
r = cc_sum(x, 1, 2, 4) * 10 + cc_count(x, 'a', 2.0, 1L) + CcTypes<int, char, CcTypes<> >::size * 100000;
"##,
        expected: 342_134,
        ..D
    },
    Feature {
        slug: "variadic-template-template-parameters",
        name: "Extending variadic template template parameters",
        proposal: "N2555",
        decls: r##"
template <class A, class B>
struct CcPair { A a; B b; };

// A variadic template template parameter binds a template with a fixed parameter list.
template <template <class...> class TT, class... Ts>
struct CcApply { typedef TT<Ts...> type; };

template <template <class...> class TT, class... Ts>
CC_FN int cc_size() { return static_cast<int>(sizeof(TT<Ts...>)); }
"##,
        body: r##"
CcApply<CcPair, int, short>::type p = {x, 2};
r = p.a * 1000 + p.b * 100 + cc_size<CcPair, int, int>();
"##,
        expected: 3208,
        ..D
    },
    Feature {
        slug: "initializer-lists",
        name: "Initializer lists",
        proposal: "N2672",
        decls: r##"
#include <initializer_list>

CC_FN int cc_total(std::initializer_list<int> il) {
  int s = 0;
  for (const int* p = il.begin(); p != il.end(); ++p) s += *p;
  return s * 10 + static_cast<int>(il.size());
}

struct CcIl {
  int n;
  CC_FN CcIl(std::initializer_list<int> il) : n(static_cast<int>(il.size())) {}
  CC_FN CcIl(int a, int b) : n(a + b + 100) {}
};
"##,
        body: r##"
CcIl c{1, 2, 3, 4, 5};   // the initializer_list constructor wins
CcIl d(1, 2);
int arr[]{x, x};
r = cc_total({x, 4, 5}) + c.n * 1000 + arr[1] * 10000 + d.n * 100000;
"##,
        expected: 10_335_123,
        note: "std::initializer_list members are __host__ __device__ by default (I.4.20.2).",
        ..D
    },
    Feature {
        slug: "static-assertions",
        name: "Static assertions",
        proposal: "N1720",
        decls: r##"
static_assert(sizeof(long long) == 8, "long long is 64-bit");

template <class T>
CC_FN int cc_checked_size() {
  static_assert(sizeof(T) >= 2, "T is too small");
  return static_cast<int>(sizeof(T));
}
"##,
        body: r##"
static_assert(sizeof(int) == 4, "int is 32-bit");
r = cc_checked_size<short>() * 10 + cc_checked_size<double>() + x * 100;
"##,
        expected: 328,
        ..D
    },
    Feature {
        slug: "auto-typed-variables",
        name: "auto-typed variables",
        proposal: "N1984",
        body: r##"
auto a = x * 2;
auto b = 3000000000LL + x;
auto c = 'A';
auto* p = &a;
*p += 1;
const auto& q = b;
r = a + (sizeof(b) == 8 ? 100 : 0) + (sizeof(c) == 1 ? 1000 : 0) + static_cast<int>(q - 3000000000LL) * 10000;
"##,
        expected: 31_107,
        ..D
    },
    Feature {
        slug: "multi-declarator-auto",
        name: "Multi-declarator auto",
        proposal: "N1737",
        body: r##"
auto a = x, *pa = &a, b = a + 1;
auto i = 0u, j = 5u;
r = *pa * 10 + b + static_cast<int>(i + j) * 100;
"##,
        expected: 534,
        ..D
    },
    Feature {
        slug: "auto-storage-class-removal",
        name: "Removal of auto as a storage-class specifier",
        proposal: "N2546",
        body: r##"
// `auto` deduces float here; as a C++03 storage class it would have meant `int v`.
auto v = 2.5f;
r = static_cast<int>(v * 2 * x) + static_cast<int>(sizeof(v)) * 100;
"##,
        expected: 415,
        ..D
    },
    Feature {
        slug: "trailing-return-types",
        name: "New function declarator syntax",
        proposal: "N2541",
        decls: r##"
CC_FN auto cc_mul(int a, long long b) -> decltype(a * b) { return a * b; }

struct CcTr {
  CC_FN auto get() const -> int { return 9; }
};

template <class T>
CC_FN auto cc_first(T* p) -> T& { return *p; }
"##,
        body: r##"
auto f = cc_mul(x, 4LL);
int arr[2] = {5, 6};
cc_first(arr) = 2;
r = (sizeof(f) == 8 ? 100 : 0) + static_cast<int>(f) + CcTr().get() * 1000 + arr[0] * 10000;
"##,
        expected: 29_112,
        ..D
    },
    Feature {
        slug: "lambda-expressions",
        name: "Lambda expressions",
        proposal: "N2927",
        body: r##"
int k = 4;
auto add = [k](int a) { return a + k; };
auto inc = [&k]() { ++k; };
inc();
inc();
auto mul = [=](int a) -> int { return a * k; };
int (*fp)(int) = [](int a) { return a * 1000; };  // captureless: converts to a pointer
r = add(x) * 100 + mul(x) + fp(x);
"##,
        expected: 3718,
        note: "Lambdas defined in device code get the enclosing function's execution space (I.4.20.1).",
        ..D
    },
    Feature {
        slug: "decltype",
        name: "Declared type of an expression",
        proposal: "N2343",
        decls: r##"
template <class T, class U>
CC_FN auto cc_add(T t, U u) -> decltype(t + u) { return t + u; }
"##,
        body: r##"
int i = x;
decltype(i) a = 5;
decltype((i)) ref = i;  // int&
ref = 10;
decltype(cc_add(1, 2.0)) d = 2.5;
r = a * 1000 + i * 10 + static_cast<int>(d * 2) + (sizeof(decltype(cc_add(1, 2LL))) == 8 ? 100000 : 0);
"##,
        expected: 105_105,
        ..D
    },
    Feature {
        slug: "incomplete-return-types",
        name: "Incomplete return types",
        proposal: "N3276",
        decls: r##"
struct CcLater;                       // never completed
CC_FN CcLater cc_make_later(int);     // declared, never defined or called

template <class T>
struct CcNoInstantiate {
  static_assert(sizeof(T) > 1000, "must not be instantiated by decltype");
  T value;
};
template <class T>
CC_FN CcNoInstantiate<T> cc_tpl(T);   // declared only
"##,
        body: r##"
// decltype of a call does not require a complete return type, nor instantiate it.
decltype(cc_make_later(x))* p = 0;
decltype(cc_tpl(x))* q = 0;
r = x * 7 + (p == 0 ? 1 : 0) + (q == 0 ? 10 : 0);
"##,
        expected: 32,
        ..D
    },
    Feature {
        slug: "right-angle-brackets",
        name: "Right angle brackets",
        proposal: "N1757",
        decls: r##"
template <class T>
struct CcBox { T v; };

template <int N>
struct CcInt { static const int value = N; };
"##,
        body: r##"
CcBox<CcBox<int>> b;
b.v.v = x;
CcBox<CcBox<CcBox<int>>> c;
c.v.v.v = 2;
r = b.v.v * 10 + c.v.v.v + CcInt<(8 >> 1)>::value * 100;
"##,
        expected: 432,
        ..D
    },
    Feature {
        slug: "default-function-template-arguments",
        name: "Default template arguments for function templates",
        proposal: "DR226",
        decls: r##"
template <class T = long long, int N = 4>
CC_FN int cc_dflt(int v) { return static_cast<int>(sizeof(T)) * 100 + N * v; }

template <class T, class U = T>
CC_FN int cc_conv_size(T) { return static_cast<int>(sizeof(U)); }
"##,
        body: r##"
r = cc_dflt(x) + cc_dflt<char>(x) * 10000 + cc_conv_size(2.5) * 10000000;
"##,
        expected: 81_120_812,
        ..D
    },
    Feature {
        slug: "expression-sfinae",
        name: "Solving the SFINAE problem for expressions",
        proposal: "DR339",
        decls: r##"
template <class T>
CC_FN auto cc_probe(T t, int) -> decltype(t.size(), 1) { return 1; }

template <class T>
CC_FN int cc_probe(T, long) { return 2; }

template <class T, class U>
CC_FN auto cc_addable(T* t, U* u, int) -> decltype(*t + *u, 10) { return 10; }

template <class T, class U>
CC_FN int cc_addable(T*, U*, long) { return 20; }

struct CcSized { CC_FN int size() const { return 0; } };
"##,
        body: r##"
r = cc_probe(CcSized(), 0) * 10 + cc_probe(x, 0) + x * 100
    + cc_addable<int, int>(0, 0, 0) * 1000 + cc_addable<CcSized, int>(0, 0, 0) * 100000;
"##,
        expected: 2_010_312,
        ..D
    },
    Feature {
        slug: "alias-templates",
        name: "Alias templates",
        proposal: "N2258",
        decls: r##"
template <class T>
struct CcVec2 { T a, b; };

template <class T>
using CcSame = CcVec2<T>;

template <class T>
using CcPtr = T*;

using CcInt32 = int;

template <class T>
CC_FN T cc_first(CcSame<T> s) { return s.a; }  // deduction through the alias
"##,
        body: r##"
CcSame<int> v = {x, 4};
CcPtr<int> p = &v.a;
CcInt32 m = 10;
r = (*p + v.b) * m + cc_first(v) * 100;
"##,
        expected: 370,
        ..D
    },
    Feature {
        slug: "extern-templates",
        name: "Extern templates",
        proposal: "N1987",
        decls: r##"
template <class T>
CC_FN T cc_twice(T v) { return v * 2 + 1; }

template <class T>
struct CcHolder {
  T v;
  CC_FN T get() const { return v * 10; }
};

// Explicit instantiation declarations: no implicit instantiation in this translation unit;
// the explicit instantiation definitions after main provide them.
extern template CC_FN int cc_twice<int>(int);
extern template struct CcHolder<int>;
"##,
        body: r##"
CcHolder<int> h = {x};
r = cc_twice(x) * 1000 + h.get();
"##,
        tail: r##"
template CC_FN int cc_twice<int>(int);
template struct CcHolder<int>;
"##,
        expected: 7030,
        ..D
    },
    Feature {
        slug: "null-pointer-constant",
        name: "Null pointer constant",
        proposal: "N2431",
        decls: r##"
CC_FN int cc_which(int) { return 1; }
CC_FN int cc_which(int*) { return 2; }
"##,
        body: r##"
int* p = nullptr;
decltype(nullptr) n = nullptr;
r = cc_which(nullptr) * 100 + (p == n ? 10 : 0) + cc_which(0) + x * 1000 + static_cast<int>(sizeof(n)) * 10000;
"##,
        expected: 83211,
        ..D
    },
    Feature {
        slug: "strongly-typed-enums",
        name: "Strongly-typed enums",
        proposal: "N2347",
        decls: r##"
enum class CcColor : unsigned char { Red = 1, Green = 2, Blue = 4 };
enum class CcBig : long long { Huge = 0x100000000LL };
enum class CcOther { Red = 7 };  // same enumerator name, different scope
"##,
        body: r##"
CcColor c = CcColor::Green;
r = static_cast<int>(c) * 10 + static_cast<int>(sizeof(CcColor)) * 100
    + static_cast<int>(static_cast<long long>(CcBig::Huge) >> 32) * 1000 + (c == CcColor::Green ? x : 0)
    + static_cast<int>(CcOther::Red) * 10000;
"##,
        expected: 71_123,
        ..D
    },
    Feature {
        slug: "forward-declared-enums",
        name: "Forward declarations for enums",
        proposal: "N2764, DR1206",
        decls: r##"
enum class CcFwd : short;  // opaque declarations
enum CcFwd2 : int;

CC_FN int cc_use_fwd(CcFwd f);

enum class CcFwd : short { A = 5, B = 7 };
enum CcFwd2 : int { CcFwd2Val = 11 };

CC_FN int cc_use_fwd(CcFwd f) { return static_cast<int>(f); }

// DR1206: an opaque member enumeration of a class template, defined outside the class.
template <class T>
struct CcEnumHost { enum class E : T; };
template <class T>
enum class CcEnumHost<T>::E : T { V = 9 };
"##,
        body: r##"
r = cc_use_fwd(CcFwd::B) * 100 + CcFwd2Val + static_cast<int>(CcEnumHost<int>::E::V) * 1000 + x
    + static_cast<int>(sizeof(CcFwd)) * 10000;
"##,
        expected: 29_714,
        ..D
    },
    Feature {
        slug: "attribute-syntax",
        name: "Standardized attribute syntax",
        proposal: "N2761",
        decls: r##"
[[noreturn]] CC_FN void cc_never_called();

[[gnu::noinline]] CC_FN int cc_attr_probe(int v [[gnu::unused]], int w) { return w > 0 ? 100 : 0; }

struct [[gnu::aligned(16)]] CcAttrAligned { int v; };
"##,
        body: r##"
int total [[gnu::aligned(8)]] = x * 3;
[[gnu::unused]] int unused_local = 1;
r = total + cc_attr_probe(0, x) + static_cast<int>(alignof(CcAttrAligned)) * 1000;
"##,
        expected: 16_109,
        note: "The attributes are those a g++ host compiler accepts; [[noreturn]] is also I.4.16.",
        ..D
    },
    Feature {
        slug: "constexpr",
        name: "Generalized constant expressions",
        proposal: "N2235",
        decls: r##"
CC_FN constexpr int cc_fact(int n) { return n <= 1 ? 1 : n * cc_fact(n - 1); }

struct CcPoint {
  int x, y;
  CC_FN constexpr CcPoint(int a, int b) : x(a), y(b) {}
  CC_FN constexpr int sum() const { return x + y; }
};
"##,
        body: r##"
constexpr int f5 = cc_fact(5);
int arr[cc_fact(3)] = {};
static_assert(f5 == 120, "evaluated at compile time");
constexpr CcPoint pt(2, 3);
static_assert(pt.sum() == 5, "constexpr member function");
r = f5 + static_cast<int>(sizeof(arr) / sizeof(int)) * 1000 + pt.sum() * 10000 + cc_fact(x);
"##,
        expected: 56_126,
        note: "The constexpr functions carry the execution space of the caller (I.4.20.4: no cross-space constexpr calls by default).",
        ..D
    },
    Feature {
        slug: "alignment-support",
        name: "Alignment support",
        proposal: "N2341",
        decls: r##"
struct alignas(32) CcAligned { int v; };
struct CcPacked { char c; alignas(8) int i; };
"##,
        body: r##"
alignas(16) int buf[4] = {x, x, x, x};
CcAligned a;
a.v = buf[3];
r = static_cast<int>(alignof(CcAligned)) * 1000 + static_cast<int>(sizeof(CcAligned))
    + (reinterpret_cast<unsigned long long>(&buf[0]) % 16 == 0 ? 100000 : 0)
    + static_cast<int>(sizeof(CcPacked)) * 1000000 + a.v * 100;
"##,
        expected: 16_132_332,
        ..D
    },
    Feature {
        slug: "conditionally-supported-behavior",
        name: "Conditionally-support behavior",
        proposal: "N1627",
        decls: r##"
CC_FN int cc_target(int v) { return v * 11; }
"##,
        body: r##"
// Casting between function and object pointers is conditionally-supported (N1627).
void* vp = reinterpret_cast<void*>(&cc_target);
int (*fp)(int) = reinterpret_cast<int (*)(int)>(vp);
int y = x;
#if defined(__CUDA_ARCH__)
asm("add.s32 %0, %0, 1;" : "+r"(y));  // the asm declaration is conditionally-supported
#else
y = y + 1;
#endif
r = fp(x) * 10 + y;
"##,
        expected: 334,
        note: "N1627 makes some constructs conditionally-supported; nvcc and g++ support the two used here (function/object pointer casts, asm declarations with PTX in device code).",
        ..D
    },
    Feature {
        slug: "diagnosable-errors",
        name: "Changing undefined behavior into diagnosable errors",
        proposal: "N1727",
        body: r##"
// N1727: a literal no type can represent is ill-formed (it was undefined); these fit.
auto big = 18446744073709551615ull;
auto hex = 0xFFFFFFFFFFFFFFFF;  // unsigned long: too large for long
auto dec = 9223372036854775807;  // long
r = static_cast<int>(big % 1000) + (hex == big ? 1000 : 0) + (sizeof(hex) == 8 ? x * 10000 : 0)
    + (hex > 0 ? 100000 : 0) + (dec > 0 ? 1000000 : 0);
"##,
        expected: 1_131_615,
        ..D
    },
    Feature {
        slug: "delegating-constructors",
        name: "Delegating constructors",
        proposal: "N1986",
        decls: r##"
struct CcDeleg {
  int a, b;
  CC_FN CcDeleg(int v, int w) : a(v), b(w) {}
  CC_FN CcDeleg(int v) : CcDeleg(v, v * 10) {}
  CC_FN CcDeleg() : CcDeleg(7) { a += 1; }
};
"##,
        body: r##"
CcDeleg p(x), q;
r = p.a + p.b * 10 + q.a * 1000 + q.b * 10000;
"##,
        expected: 708_303,
        ..D
    },
    Feature {
        slug: "inheriting-constructors",
        name: "Inheriting constructors",
        proposal: "N2540",
        decls: r##"
struct CcBase {
  int v;
  CC_FN CcBase(int a) : v(a * 2) {}
  CC_FN CcBase(int a, int b) : v(a * b) {}
};

struct CcDerived : CcBase {
  using CcBase::CcBase;
  int extra = 5;
};
"##,
        body: r##"
CcDerived d1(x);
CcDerived d2(x, 4);
r = d1.v * 100 + d2.v + d1.extra * 10000;
"##,
        expected: 50_612,
        ..D
    },
    Feature {
        slug: "explicit-conversion-operators",
        name: "Explicit conversion operators",
        proposal: "N2437",
        decls: r##"
struct CcFlag {
  int v;
  CC_FN explicit operator bool() const { return v != 0; }
  CC_FN explicit operator int() const { return v * 3; }
};
"##,
        body: r##"
CcFlag f = {x};
CcFlag z = {0};
int n = static_cast<int>(f);
r = (f ? 100 : 0) + (!z ? 10 : 0) + n * 1000 + (f && !z ? 1 : 0);
"##,
        expected: 9111,
        ..D
    },
    Feature {
        slug: "new-character-types",
        name: "New character types",
        proposal: "N2249",
        decls: r##"
CC_FN int cc_ch(char16_t) { return 16; }
CC_FN int cc_ch(char32_t) { return 32; }
CC_FN int cc_ch(unsigned short) { return 2; }
"##,
        body: r##"
char16_t a = u'x';
char32_t b = U'\U0001F600';
r = static_cast<int>(sizeof(a)) * 10 + static_cast<int>(sizeof(b)) + static_cast<int>(b - 0x1F600)
    + static_cast<int>(a) * 100 + x + cc_ch(a) * 100000 + cc_ch(b) * 10000000;
"##,
        expected: 321_612_027,
        note: "char16_t and char32_t are distinct types, not typedefs: overloads on unsigned short do not collide.",
        ..D
    },
    Feature {
        slug: "unicode-string-literals",
        name: "Unicode string literals",
        proposal: "N2442",
        decls: r##"
template <class C, int N>
CC_FN int cc_len(const C (&)[N]) { return N; }
"##,
        body: r##"
const char16_t* s16 = u"h\u00e9llo";
const char32_t* s32 = U"\U0001F600!";
auto s8 = u8"\u00e9";  // const char[3] before C++20, const char8_t[3] since
r = cc_len(u"h\u00e9llo") * 1000 + cc_len(U"\U0001F600!") * 100 + cc_len(u8"\u00e9") * 10
    + (s16[1] == 0xE9 && s32[0] == 0x1F600 && static_cast<unsigned char>(s8[0]) == 0xC3 ? x : 0);
"##,
        expected: 6333,
        ..D
    },
    Feature {
        slug: "raw-string-literals",
        name: "Raw string literals",
        proposal: "N2442",
        decls: r##"
CC_FN const char* cc_two_lines() {
  return R"(one
two)";
}
"##,
        body: r##"
const char* s = R"cc(a\b"c)d)cc";
int n = 0;
while (s[n]) ++n;
const char* m = cc_two_lines();
r = n * 100 + (s[1] == '\\' ? 10 : 0) + (s[3] == '"' ? x : 0) + (m[3] == '\n' ? 1000 : 0);
"##,
        expected: 1713,
        ..D
    },
    Feature {
        slug: "universal-character-names",
        name: "Universal character names in literals",
        proposal: "N2170",
        body: r##"
const char* s = "\u00e9\u4e2d";  // UTF-8: 2 + 3 bytes
int n = 0;
while (s[n]) ++n;
char16_t c = u'\u0041';            // a basic character by UCN, allowed in literals since N2170
wchar_t w = L'\u00e9';
r = n * 1000 + static_cast<int>(c) + (w == 0xE9 ? 100 : 0) + x * 10000;
"##,
        expected: 35_165,
        note: "The execution character set is UTF-8 (g++ default).",
        ..D
    },
    Feature {
        slug: "user-defined-literals",
        name: "User-defined literals",
        proposal: "N2765",
        decls: r##"
CC_FN constexpr unsigned long long operator"" _kb(unsigned long long v) { return v * 1024; }
CC_FN int operator"" _len(const char*, decltype(sizeof(0)) n) { return static_cast<int>(n); }
CC_FN constexpr int operator"" _raw(const char* s) { return s[0] == '0' ? 1 : 2; }

template <char... Cs>
CC_FN constexpr int operator"" _digits() { return static_cast<int>(sizeof...(Cs)); }
"##,
        body: r##"
r = static_cast<int>(2_kb) + 123_digits * 10000 + "abcd"_len * 100000 + x + 0x10_raw * 1000000;
"##,
        expected: 1_432_051,
        ..D
    },
    Feature {
        slug: "standard-layout-types",
        name: "Standard Layout Types",
        proposal: "N2342",
        decls: r##"
#include <cstddef>
#include <type_traits>

struct CcSLBase {};
struct CcSL : CcSLBase {  // standard-layout, though not POD under C++03 rules
  int first;
  int second;
};
struct CcNotSL {
  int a;
 private:
  int b;
 public:
  CC_FN CcNotSL() : a(0), b(0) {}
};
"##,
        body: r##"
CcSL s;
s.first = x;
s.second = 4;
int* p = reinterpret_cast<int*>(&s);  // a standard-layout object and its first member share the address
r = *p * 100 + static_cast<int>(offsetof(CcSL, second)) * 10 + (std::is_standard_layout<CcSL>::value ? 1 : 0)
    + (std::is_standard_layout<CcNotSL>::value ? 0 : 1000);
"##,
        expected: 1341,
        ..D
    },
    Feature {
        slug: "defaulted-functions",
        name: "Defaulted functions",
        proposal: "N2346",
        decls: r##"
#include <type_traits>

struct CcDef {
  int v;
  CcDef() = default;
  CC_FN CcDef(int a) : v(a) {}
  CcDef(const CcDef&) = default;
  CcDef& operator=(const CcDef&) = default;
};
"##,
        body: r##"
CcDef a(x);
CcDef b = a;
CcDef c;
c = b;
c.v += 1;
r = c.v * 10 + a.v + (std::is_trivial<CcDef>::value ? 100 : 0);
"##,
        expected: 143,
        note: "Defaulted special members take the execution space of their callers (I.4.9.2, I.4.20.10).",
        ..D
    },
    Feature {
        slug: "deleted-functions",
        name: "Deleted functions",
        proposal: "N2346",
        decls: r##"
#include <type_traits>

CC_FN int cc_only_int(int v) { return v * 2; }
CC_FN int cc_only_int(double) = delete;

struct CcNoCopy2 {
  int v;
  CC_FN CcNoCopy2(int a) : v(a) {}
  CcNoCopy2(const CcNoCopy2&) = delete;
};

template <class T>
CC_FN auto cc_callable(T t, int) -> decltype(cc_only_int(t), 1) { return 1; }
template <class T>
CC_FN int cc_callable(T, long) { return 0; }
"##,
        body: r##"
CcNoCopy2 n(x);
// A deleted function takes part in overload resolution: float -> double is a promotion,
// so cc_only_int(1.5f) would pick the deleted overload; SFINAE sees that.
r = cc_only_int(x) * 10 + n.v + (std::is_copy_constructible<CcNoCopy2>::value ? 0 : 100)
    + cc_callable('a', 0) * 1000 + cc_callable(1.5f, 0) * 10000;
"##,
        expected: 1163,
        ..D
    },
    Feature {
        slug: "extended-friend-declarations",
        name: "Extended friend declarations",
        proposal: "N1791",
        decls: r##"
struct CcKey;
typedef CcKey CcKeyAlias;

template <class T>
class CcVault {
  friend T;  // a template parameter as friend (ignored for T = int)
  int secret;
 public:
  CC_FN CcVault(int s) : secret(s) {}
};

class CcVault2 {
  friend CcKeyAlias;  // a typedef-name as friend, no `class` keyword
  int s;
 public:
  CC_FN CcVault2() : s(5) {}
};

struct CcKey {
  CC_FN static int open(const CcVault<CcKey>& v) { return v.secret * 2; }
  CC_FN static int open2(const CcVault2& v) { return v.s; }
};
"##,
        body: r##"
CcVault<CcKey> v(x);
CcVault2 w;
CcVault<int> vi(1);
(void)vi;
r = CcKey::open(v) * 10 + CcKey::open2(w);
"##,
        expected: 65,
        ..D
    },
    Feature {
        slug: "extending-sizeof",
        name: "Extending sizeof",
        proposal: "N2253, DR850",
        decls: r##"
struct CcSz {
  int a;
  double b;
  char c[12];
  // DR850: a non-static member in a trailing return type
  CC_FN auto twin() const -> decltype(c[0]) { return c[0]; }
};
"##,
        body: r##"
// sizeof of a non-static data member without an object
r = static_cast<int>(sizeof(CcSz::a)) * 1000 + static_cast<int>(sizeof(CcSz::b)) * 100
    + static_cast<int>(sizeof(CcSz::c)) + x * 10000 + static_cast<int>(sizeof(decltype(CcSz::b))) * 100000;
"##,
        expected: 834_812,
        ..D
    },
    Feature {
        slug: "inline-namespaces",
        name: "Inline namespaces",
        proposal: "N2535",
        decls: r##"
namespace cc_lib {
inline namespace v2 {
CC_FN int version() { return 2; }
template <class T>
struct Tag { static const int id = 20; };
}  // namespace v2
namespace v1 {
CC_FN int version() { return 1; }
}  // namespace v1
// A template of the inline namespace specialized in the enclosing namespace.
template <>
struct Tag<char> { static const int id = 99; };
}  // namespace cc_lib
"##,
        body: r##"
r = cc_lib::version() * 100 + cc_lib::v1::version() * 10 + cc_lib::v2::version() + cc_lib::Tag<char>::id * 1000
    + cc_lib::v2::Tag<int>::id * 100000 + x * 10000000;
"##,
        expected: 32_099_212,
        note: "Only functions and types in the inline namespace: the variable and __global__ restrictions of I.4.20.6 are not involved.",
        ..D
    },
    Feature {
        slug: "unrestricted-unions",
        name: "Unrestricted unions",
        proposal: "N2544",
        decls: r##"
#include <new>

struct CcNonTriv {
  int v;
  CC_FN CcNonTriv(int a) : v(a * 3) {}
  CC_FN ~CcNonTriv() {}
};

union CcU {
  int i;
  CcNonTriv n;  // a member with a non-trivial constructor and destructor
  float f;
  CC_FN CcU() : i(0) {}
  CC_FN ~CcU() {}
};
"##,
        body: r##"
CcU u;
u.i = x;
int before = u.i;
new (&u.n) CcNonTriv(x);
int after = u.n.v;
u.n.~CcNonTriv();
r = before * 100 + after;
"##,
        expected: 309,
        ..D
    },
    Feature {
        slug: "local-types-as-template-arguments",
        name: "Local and unnamed types as template arguments",
        proposal: "N2657",
        decls: r##"
template <class T>
CC_FN int cc_tsize(T) { return static_cast<int>(sizeof(T)); }

template <class T>
CC_FN int cc_get(T t) { return t.val; }
"##,
        body: r##"
struct Local { int val; char pad[4]; };
Local l = {x, {0}};
enum { Anon = 9 };
struct { int val; } anon = {5};
r = cc_get(l) * 100 + cc_tsize(l) * 10 + cc_tsize(Anon) + cc_get(anon) * 1000;
"##,
        expected: 5384,
        ..D
    },
    Feature {
        slug: "range-based-for",
        name: "Range-based for",
        proposal: "N2930",
        decls: r##"
struct CcRange {
  int lo, hi;
  struct It {
    int v;
    CC_FN int operator*() const { return v; }
    CC_FN It& operator++() { ++v; return *this; }
    CC_FN bool operator!=(const It& o) const { return v != o.v; }
  };
  CC_FN It begin() const { return It{lo}; }
  CC_FN It end() const { return It{hi}; }
};
"##,
        body: r##"
int arr[] = {1, 2, 3, x};
int s = 0;
for (int v : arr) s += v;
for (int& v : arr) v *= 2;
int s2 = 0;
for (auto v : arr) s2 += v;
int s3 = 0;
for (int v : CcRange{0, x + 1}) s3 += v;
r = s * 10000 + s2 * 100 + s3;
"##,
        expected: 91_806,
        ..D
    },
    Feature {
        slug: "override-and-final",
        name: "Explicit virtual overrides",
        proposal: "N2928, N3206, N3272",
        decls: r##"
struct CcShape {
  CC_FN virtual int area() const { return 0; }
  CC_FN virtual ~CcShape() {}
};

struct CcSquare : CcShape {
  int s;
  CC_FN CcSquare(int a) : s(a) {}
  CC_FN int area() const override { return s * s; }
};

struct CcCube final : CcSquare {
  CC_FN CcCube(int a) : CcSquare(a) {}
  CC_FN int area() const final { return 6 * s * s; }
};

CC_FN int cc_area(const CcShape& sh) { return sh.area(); }
"##,
        body: r##"
CcSquare sq(x);
CcCube cu(x);
int override = 1;  // still an ordinary identifier
int final = 2;
r = cc_area(sq) * 1000 + cc_area(cu) + override * 100000 + final * 1000000;
"##,
        expected: 2_109_054,
        note: "Objects with virtual functions are created and used on the same side (I.4.10.3).",
        ..D
    },
    Feature {
        slug: "noexcept",
        name: "Allowing move constructors to throw [noexcept]",
        proposal: "N3050",
        decls: r##"
CC_FN int cc_nothrow(int v) noexcept { return v + 1; }
CC_FN int cc_maythrow(int v) { return v + 2; }

template <class T>
CC_FN int cc_cond(T) noexcept(sizeof(T) > 4) { return 0; }

struct CcMove {
  CC_FN CcMove() {}
  CC_FN CcMove(CcMove&&) noexcept {}
  CC_FN CcMove(const CcMove&) {}
};
"##,
        body: r##"
CcMove m;
r = (noexcept(cc_nothrow(x)) ? 1000 : 0) + (noexcept(cc_maythrow(x)) ? 0 : 100) + (noexcept(cc_cond(1.0)) ? 10 : 0)
    + (noexcept(cc_cond(1)) ? 0 : 1) + cc_nothrow(x) * 10000
    + (noexcept(CcMove(static_cast<CcMove&&>(m))) ? 100000 : 0) + (noexcept(CcMove(m)) ? 0 : 1000000);
"##,
        expected: 1_141_111,
        note: "Exception handling is host-only (I.4.7); the noexcept specifier and operator are compile-time.",
        ..D
    },
    Feature {
        slug: "move-special-member-functions",
        name: "Defining move special member functions",
        proposal: "N3053",
        decls: r##"
#include <utility>

struct CcTracker {
  int moves, copies;
  CC_FN CcTracker() : moves(0), copies(0) {}
  CC_FN CcTracker(const CcTracker& o) : moves(o.moves), copies(o.copies + 1) {}
  CC_FN CcTracker(CcTracker&& o) : moves(o.moves + 1), copies(o.copies) {}
  CC_FN CcTracker& operator=(const CcTracker& o) { moves = o.moves; copies = o.copies + 1; return *this; }
  CC_FN CcTracker& operator=(CcTracker&& o) { moves = o.moves + 1; copies = o.copies; return *this; }
};

// Gets an implicitly declared move constructor and move assignment (N3053).
struct CcHolder {
  CcTracker t;
  int v;
};
"##,
        body: r##"
CcHolder a;
a.v = x;
CcHolder b(std::move(a));
CcHolder c(b);
CcHolder d;
d = std::move(c);
r = b.t.moves * 1000 + c.t.copies * 100 + d.t.moves * 10 + d.v;
"##,
        expected: 1123,
        ..D
    },
    Feature {
        slug: "func-identifier",
        name: "__func__ predefined identifier",
        proposal: "N2340",
        decls: r##"
CC_FN int cc_name_length(const char* n) {
  int len = 0;
  while (n[len]) ++len;
  return len;
}
"##,
        body: r##"
// The enclosing function is cc_device or cc_kernel: 9 characters either way.
const char* n = __func__;
r = cc_name_length(n) * 100 + (n[0] == 'c' && n[2] == '_' ? x : 0);
"##,
        expected: 903,
        ..D
    },
    Feature {
        slug: "c99-preprocessor",
        name: "C99 preprocessor",
        proposal: "N1653",
        decls: r##"
CC_FN int cc_sum_args(int a, int b, int c) { return a + b + c; }

#define CCF_SUM(...) cc_sum_args(__VA_ARGS__)
#define CCF_CAT(a, b) a##b
#define CCF_STR_SIZE(...) sizeof(#__VA_ARGS__)
"##,
        body: r##"
_Pragma("unroll 1") for (int i = 0; i < 1; ++i) {}
r = CCF_SUM(x, 10, 100) * 10 + CCF_CAT(, x) + static_cast<int>(CCF_STR_SIZE(a, b))
    + static_cast<int>(sizeof(L"ab" "c") / sizeof(wchar_t)) * 10000;
"##,
        expected: 41_138,
        note: "Variadic macros, empty macro arguments, _Pragma and mixed narrow/wide string concatenation.",
        ..D
    },
    Feature {
        slug: "long-long",
        name: "long long",
        proposal: "N1811",
        body: r##"
long long big = 1LL << 40;
unsigned long long u = 0xFFFFFFFFFFFFFFFFull;
long long m = big * x + 7;
r = static_cast<int>(m >> 32) * 1000 + static_cast<int>(u >> 60) + static_cast<int>(sizeof(long long)) * 100;
"##,
        expected: 768_815,
        ..D
    },
];

const D14: Feature = Feature {
    std: Std::Cxx14,
    since: "9.0",
    ..D
};

/// Table 13: the C++14 rows nvcc 9.0 supports in device code.
const CXX14: &[Feature] = &[
    Feature {
        slug: "contextual-conversions",
        name: "Tweak to certain C++ contextual conversions",
        proposal: "N3323",
        decls: r##"
// Two conversion functions to the same type T: a contextual conversion to T is well-formed
// since N3323 (it needed exactly one conversion function before).
template <class T>
class CcZeroInit {
  T val;
 public:
  CC_FN CcZeroInit(T v) : val(v) {}
  CC_FN operator T&() { return val; }
  CC_FN operator T() const { return val; }
};
"##,
        body: r##"
CcZeroInit<int> z(x);
switch (z) {
  case 3: r = 30; break;
  default: r = 1; break;
}
int* arr = new int[z];  // array bound: contextual conversion to an integral type
for (int i = 0; i < 3; ++i) arr[i] = i;
r += arr[2] * 10000;
delete[] arr;
CcZeroInit<int*> p(new int(x * 7));
r += *static_cast<int*>(p) * 100;
delete p;  // contextual conversion to a pointer type
"##,
        expected: 22_130,
        ..D14
    },
    Feature {
        slug: "binary-literals",
        name: "Binary literals",
        proposal: "N3472",
        body: r##"
r = 0b101 * x + 0B1000000 + (0b11111111u == 255u ? 1000 : 0) + (sizeof(0b1ull) == 8 ? 10000 : 0);
"##,
        expected: 11_079,
        ..D14
    },
    Feature {
        slug: "deduced-return-types",
        name: "Functions with deduced return type",
        proposal: "N3638",
        decls: r##"
CC_FN auto cc_twice(int v) { return v * 2; }
CC_FN decltype(auto) cc_ref(int& v) { return (v); }  // int&

CC_FN auto cc_fib(int n) {
  if (n < 2) return n;  // the return type is deduced here, so the recursion below is fine
  return cc_fib(n - 1) + cc_fib(n - 2);
}

struct CcAutoMember {
  int v;
  CC_FN auto get() const { return v * 1.5; }  // double
};
"##,
        body: r##"
int a = x;
cc_ref(a) = 10;
r = cc_twice(x) + a * 10 + cc_fib(x + 7) * 1000 + (sizeof(CcAutoMember{4}.get()) == 8 ? 100000 : 0)
    + static_cast<int>(CcAutoMember{4}.get()) * 1000000;
"##,
        expected: 6_155_106,
        note: "The deduced return types are used only inside function bodies: I.4.21.1 forbids referencing a __device__ function's deduced return type elsewhere.",
        ..D14
    },
    Feature {
        slug: "init-capture",
        name: "Generalized lambda capture (init-capture)",
        proposal: "N3648",
        decls: r##"
#include <utility>

struct CcMoveOnly {
  int v;
  CC_FN explicit CcMoveOnly(int a) : v(a) {}
  CcMoveOnly(CcMoveOnly&&) = default;
  CcMoveOnly(const CcMoveOnly&) = delete;
};
"##,
        body: r##"
int v = 1;
auto l1 = [y = x * 2]() { return y + 1; };
auto counter = [c = 0]() mutable { return ++c; };
counter();
counter();
int third = counter();
auto setter = [&ref = v](int n) { ref = n; };
setter(40);
CcMoveOnly m(x);
auto owner = [mm = std::move(m)]() { return mm.v * 5; };
r = l1() * 100 + third * 10 + v * 1000 + owner() * 1000000;
"##,
        expected: 15_040_730,
        ..D14
    },
    Feature {
        slug: "generic-lambdas",
        name: "Generic (polymorphic) lambda expressions",
        proposal: "N3649",
        body: r##"
auto add = [](auto a, auto b) { return a + b; };
auto count = [](auto... xs) { return static_cast<int>(sizeof...(xs)); };
auto twice = [](auto&& f, auto v) { return f(f(v)); };
r = add(x, 4) + static_cast<int>(add(1.5, 1.5) * 100) + static_cast<int>(sizeof(add('a', 'b'))) * 1000
    + count(1, 2.0, 'c') * 10000 + twice([](int n) { return n * 3; }, x) * 100000;
"##,
        expected: 2_734_307,
        ..D14
    },
    Feature {
        slug: "variable-templates",
        name: "Variable templates",
        proposal: "N3651",
        decls: r##"
template <class T>
constexpr T cc_pi = T(3.1415926535897932385);

template <int N>
constexpr int cc_sq = N * N;

struct CcLimits {
  template <class T>
  static constexpr T max_v = T(100);
};
"##,
        body: r##"
r = cc_sq<7> + static_cast<int>(cc_pi<double> * 1000) * 1000 + cc_pi<int> * x + CcLimits::max_v<short> * 10000000;
"##,
        expected: 1_003_141_058,
        note: "Host constexpr variable templates of scalar type: their values may be used in device code (I.4.20.5).",
        ..D14
    },
    Feature {
        slug: "relaxed-constexpr",
        name: "Relaxing requirements on constexpr functions",
        proposal: "N3652",
        decls: r##"
CC_FN constexpr int cc_sum_odd(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    if (i % 2 == 0) continue;
    s += i;
  }
  return s;
}

struct CcAcc {
  int total;
  CC_FN constexpr CcAcc() : total(0) {}
  CC_FN constexpr void add(int v) { total += v; }  // not const, returns void
};

CC_FN constexpr int cc_acc(int n) {
  CcAcc a;
  for (int i = 0; i < n; ++i) a.add(i);
  return a.total;
}
"##,
        body: r##"
static_assert(cc_sum_odd(9) == 25, "loops in a constant expression");
constexpr int k = cc_sum_odd(5);
constexpr int t = cc_acc(5);
r = k * 100 + cc_sum_odd(x) + t * 10000 + cc_acc(x) * 1000000;
"##,
        expected: 3_100_904,
        ..D14
    },
    Feature {
        slug: "aggregate-member-initializers",
        name: "Member initializers and aggregates",
        proposal: "N3653",
        decls: r##"
struct CcAgg {  // an aggregate despite its default member initializers (N3653)
  int a;
  int b = 10;
  int c = a * 2;
};
"##,
        body: r##"
CcAgg g{x};
CcAgg h{1, 2};
r = g.a * 10000 + g.b * 100 + g.c + h.c * 1000000 + h.b * 100000;
"##,
        expected: 2_231_006,
        ..D14
    },
    Feature {
        slug: "deprecated-attribute",
        name: "[[deprecated]] attribute",
        proposal: "N3760",
        decls: r##"
[[deprecated]] CC_FN int cc_old(int v) { return v + 100; }
[[deprecated("use something else")]] CC_FN int cc_old2(int v) { return v * 2; }
struct [[deprecated]] CcOldS { int v; };
"##,
        body: r##"
r = cc_old(x);  // expect-warning
r += cc_old2(x) * 1000;  // expect-warning
CcOldS s{x};  // expect-warning
r += s.v * 100000;
"##,
        expected: 306_103,
        note: "I.4.15: with C++14 the CUDA front end generates a deprecation diagnostic for references to deprecated entities from __device__, __global__ and __host__ __device__ function bodies: the warnings are expected.",
        ..D14
    },
    Feature {
        slug: "digit-separators",
        name: "Single-quotation-mark as a digit separator",
        proposal: "N3781",
        body: r##"
r = 1'000 * x + 0x1'0 + 0b1'0000'0000 * 100 + static_cast<int>(1'000'000'000'000LL / 1'000'000'000)
    + static_cast<int>(2'5.5 * 2) * 100000;
"##,
        expected: 5_129_616,
        ..D14
    },
];

const D17: Feature = Feature {
    std: Std::Cxx17,
    since: "11.0",
    ..D
};

/// I.3: nvcc 11.0 and later support all C++17 language features (subject to the restrictions of
/// I.4); the rows are the standard's list of C++17 core language features.
const CXX17: &[Feature] = &[
    Feature {
        slug: "static-assert-without-message",
        name: "static_assert with no message",
        proposal: "N3928",
        decls: r##"
template <class T>
CC_FN int cc_sa(T v) {
  static_assert(sizeof(T) <= 8);
  return static_cast<int>(sizeof(T)) * static_cast<int>(v);
}
"##,
        body: r##"
static_assert(sizeof(int) == 4);
r = cc_sa(x) + cc_sa(static_cast<long long>(x)) * 10;
"##,
        expected: 252,
        ..D17
    },
    Feature {
        slug: "nested-namespace-definitions",
        name: "Nested namespace definitions",
        proposal: "N4230",
        decls: r##"
namespace cc_ns::a::b {
CC_FN int depth() { return 3; }
}  // namespace cc_ns::a::b

namespace cc_ns::a {
CC_FN int depth() { return 2; }
}  // namespace cc_ns::a
"##,
        body: r##"
r = cc_ns::a::b::depth() * 10 + cc_ns::a::depth() + x * 100;
"##,
        expected: 332,
        ..D17
    },
    Feature {
        slug: "fallthrough-attribute",
        name: "[[fallthrough]] attribute",
        proposal: "P0188R1",
        decls: r##"
CC_FN int cc_fall(int v) {
  int acc = 0;
  switch (v) {
    case 3:
      acc += 100;
      [[fallthrough]];
    case 2:
      acc += 10;
      [[fallthrough]];
    case 1:
      acc += 1;
      break;
    default:
      acc = 5;
  }
  return acc;
}
"##,
        body: r##"
r = cc_fall(x) * 1000 + cc_fall(x - 1) * 10 + cc_fall(x + 5);
"##,
        expected: 111_115,
        ..D17
    },
    Feature {
        slug: "nodiscard-attribute",
        name: "[[nodiscard]] attribute",
        proposal: "P0189R1",
        decls: r##"
[[nodiscard]] CC_FN int cc_must_use(int v) { return v * 4; }

struct [[nodiscard]] CcErr { int code; };
CC_FN CcErr cc_try(int v) { return CcErr{v}; }
"##,
        body: r##"
r = cc_must_use(x) + cc_try(x).code * 100;
static_cast<void>(cc_must_use(1));  // an explicit discard draws no warning
"##,
        expected: 312,
        ..D17
    },
    Feature {
        slug: "maybe-unused-attribute",
        name: "[[maybe_unused]] attribute",
        proposal: "P0212R1",
        decls: r##"
[[maybe_unused]] static CC_FN int cc_unused_helper() { return 1; }
CC_FN int cc_mu([[maybe_unused]] int a, int b) { return b * 2; }
"##,
        body: r##"
[[maybe_unused]] int unused_local = 5;
[[maybe_unused]] auto lam = [](int a) { return a; };
[[maybe_unused]] typedef int CcUnusedT;
r = cc_mu(1, x) + x * 100;
"##,
        expected: 306,
        ..D17
    },
    Feature {
        slug: "namespace-and-enumerator-attributes",
        name: "Attributes for namespaces and enumerators",
        proposal: "N4266",
        decls: r##"
namespace [[deprecated]] cc_old_api {  // never referenced
CC_FN int value() { return 1; }
}  // namespace cc_old_api

namespace cc_api {
CC_FN int value() { return 7; }
}  // namespace cc_api

enum CcFlags { CcA [[maybe_unused]] = 1, CcB [[deprecated]] = 2, CcC = 4 };
"##,
        body: r##"
r = cc_api::value() * 10 + CcA + CcC + x * 100;
"##,
        expected: 375,
        ..D17
    },
    Feature {
        slug: "u8-character-literals",
        name: "u8 character literals",
        proposal: "N4267",
        body: r##"
auto c = u8'a';  // char before C++20, char8_t since
r = static_cast<int>(c) * 10 + x + static_cast<int>(sizeof(c)) * 10000 + static_cast<int>(u8'\x7f') * 100000;
"##,
        expected: 12_710_973,
        ..D17
    },
    Feature {
        slug: "auto-braced-initialization",
        name: "New rules for auto deduction from braced-init-list",
        proposal: "N3922",
        decls: r##"
#include <initializer_list>
"##,
        body: r##"
auto a{x};         // int (it was std::initializer_list<int>)
auto b = {1, 2, 3};  // std::initializer_list<int>
auto c = {x};
r = a * 100 + static_cast<int>(b.size()) + static_cast<int>(sizeof(a)) * 10 + static_cast<int>(c.size()) * 1000;
"##,
        expected: 1343,
        ..D17
    },
    Feature {
        slug: "typename-in-template-template-parameter",
        name: "typename in a template template parameter",
        proposal: "N4051",
        decls: r##"
template <class T>
struct CcBox1 { T v; };

template <template <class> typename TT>
struct CcUse { TT<int> inner; };
"##,
        body: r##"
CcUse<CcBox1> u;
u.inner.v = x;
r = u.inner.v * 7;
"##,
        expected: 21,
        ..D17
    },
    Feature {
        slug: "fold-expressions",
        name: "Fold expressions",
        proposal: "N4295, P0036R0",
        decls: r##"
template <class... Ts> CC_FN int cc_fold_sum(Ts... ts) { return (ts + ... + 0); }
template <class... Ts> CC_FN bool cc_all(Ts... ts) { return (... && ts); }  // true for an empty pack
template <class... Ts> CC_FN int cc_lsub(Ts... ts) { return (... - ts); }
template <class... Ts> CC_FN int cc_rsub(Ts... ts) { return (ts - ...); }
template <class... Ts> CC_FN int cc_digits(Ts... ts) {
  int s = 0;
  ((s = s * 10 + ts), ...);
  return s;
}
"##,
        body: r##"
r = cc_fold_sum(x, 4, 5) * 100000 + (cc_all() ? 10000 : 0) + cc_lsub(10, x, 2) * 1000 + cc_rsub(10, x, 2) * 100
    + (cc_all(true, x > 5) ? 1 : 0) + cc_digits(x, 1);
"##,
        expected: 1_215_931,
        ..D17
    },
    Feature {
        slug: "noexcept-in-type-system",
        name: "Exception specifications in the type system",
        proposal: "P0012R1",
        decls: r##"
#include <type_traits>

CC_FN int cc_ne(int v) noexcept { return v; }
CC_FN int cc_nne(int v) { return v + 1; }

CC_FN int cc_kind(int (*)(int)) { return 1; }
CC_FN int cc_kind(int (*)(int) noexcept) { return 2; }  // a different parameter type since C++17
"##,
        body: r##"
int (*p1)(int) noexcept = &cc_ne;
int (*p2)(int) = &cc_ne;  // noexcept -> plain: a function pointer conversion
r = cc_kind(&cc_ne) * 10 + cc_kind(&cc_nne) + p1(x) * 100 + p2(x) * 1000
    + (std::is_same<decltype(cc_ne), decltype(cc_nne)>::value ? 0 : 10000);
"##,
        expected: 13_321,
        ..D17
    },
    Feature {
        slug: "aggregates-with-base-classes",
        name: "Aggregate initialization of classes with base classes",
        proposal: "P0017R1",
        decls: r##"
#include <type_traits>

struct CcB1 { int a; };
struct CcB2 { int b; };
struct CcAggD : CcB1, CcB2 { int c; };
"##,
        body: r##"
CcAggD d{{x}, {4}, 5};
CcAggD e{};
r = d.a * 100 + d.b * 10 + d.c + e.a + e.c * 1000 + (std::is_aggregate<CcAggD>::value ? 10000 : 0);
"##,
        expected: 10_345,
        ..D17
    },
    Feature {
        slug: "lambda-capture-of-this-by-value",
        name: "Lambda capture of *this by value",
        proposal: "P0018R3",
        decls: r##"
struct CcCounter {
  int v;
  CC_FN int by_copy() {
    auto l = [*this]() mutable { v += 100; return v; };  // changes the copy only
    int inner = l();
    return inner * 1000 + v;
  }
  CC_FN int by_ref() {
    auto l = [this]() { v += 1; return v; };
    return l();
  }
};
"##,
        body: r##"
CcCounter c{x};
int a = c.by_copy();
int b = c.by_ref();
r = a + b * 10000000;
"##,
        expected: 40_103_003,
        note: "A lambda in device code, not an extended lambda: I.6 does not apply.",
        ..D17
    },
    Feature {
        slug: "constexpr-lambda",
        name: "constexpr lambda expressions",
        proposal: "P0170R1",
        body: r##"
constexpr auto sq = [](int a) { return a * a; };  // implicitly constexpr
static_assert(sq(4) == 16);
constexpr int k = sq(5);
auto cube = [](int a) constexpr { return a * a * a; };
static_assert(cube(2) == 8);
r = k * 10 + sq(x) + cube(x) * 1000;
"##,
        expected: 27_259,
        ..D17
    },
    Feature {
        slug: "has-include",
        name: "__has_include in preprocessor conditionals",
        proposal: "P0061R1",
        decls: r##"
#if __has_include(<type_traits>)
#define CCF_HAS_TT 1
#else
#define CCF_HAS_TT 0
#endif
#if __has_include("cc_no_such_header.h")
#define CCF_HAS_NONE 1
#else
#define CCF_HAS_NONE 0
#endif
#if defined(__has_include) && __has_include("cuconform.h")
#define CCF_HAS_OWN 1
#else
#define CCF_HAS_OWN 0
#endif
"##,
        body: r##"
r = CCF_HAS_TT * 10 + CCF_HAS_NONE + CCF_HAS_OWN * 1000 + x * 100;
"##,
        expected: 1310,
        ..D17
    },
    Feature {
        slug: "attribute-using-prefix",
        name: "Using attribute namespaces without repetition",
        proposal: "P0028R4",
        body: r##"
[[using gnu : unused, aligned(16)]] int y = x * 9;
[[using gnu : unused]] int z = 0;
r = y + (reinterpret_cast<unsigned long long>(&y) % 16 == 0 ? 100 : 0);
"##,
        expected: 127,
        ..D17
    },
    Feature {
        slug: "hexadecimal-floating-literals",
        name: "Hexadecimal floating-point literals",
        proposal: "P0245R1",
        body: r##"
double h = 0x1.8p1;  // 3.0
float f = 0x1p-2f;   // 0.25
r = static_cast<int>(h * 100) + static_cast<int>(f * 1000) * 1000 + x + static_cast<int>(0x.8p4) * 1000000;
"##,
        expected: 8_250_303,
        ..D17
    },
    Feature {
        slug: "inheriting-constructors-new-rules",
        name: "New specification for inheriting constructors",
        proposal: "P0136R1",
        decls: r##"
struct CcBaseI {
  int v;
  CC_FN CcBaseI(int a, int b = 10) : v(a * b) {}  // the default argument is inherited as is
  template <class T>
  CC_FN CcBaseI(T* p) : v(*p + 1000) {}           // so is the constructor template
};

template <class B>
struct CcMix : B {
  using B::B;
  int tag = 7;
};
"##,
        body: r##"
CcMix<CcBaseI> m1(x);
CcMix<CcBaseI> m2(x, 2);
int n = 5;
CcMix<CcBaseI> m3(&n);
r = m1.v * 10 + m2.v + m3.v * 1000 + m1.tag * 10000000;
"##,
        expected: 71_005_306,
        ..D17
    },
    Feature {
        slug: "class-template-argument-deduction",
        name: "Template argument deduction for class templates",
        proposal: "P0091R3",
        decls: r##"
template <class T>
struct CcWrapT {
  T v;
  CC_FN CcWrapT(T a) : v(a) {}
};

template <class T>
struct CcPairT { T a; T b; };

template <class T>
CcPairT(T, T) -> CcPairT<T>;  // a deduction guide
"##,
        body: r##"
CcWrapT w(x);
CcWrapT w2(2.5);
CcPairT p{x, 4};
r = w.v * 100 + static_cast<int>(w2.v * 2) + static_cast<int>(sizeof(w2)) * 1000 + p.a * p.b * 10000;
"##,
        expected: 128_305,
        ..D17
    },
    Feature {
        slug: "auto-non-type-template-parameters",
        name: "Non-type template parameters with auto type",
        proposal: "P0127R2",
        decls: r##"
template <auto V>
CC_FN auto cc_const() { return V; }

template <auto... Vs>
struct CcList { static constexpr int size = sizeof...(Vs); };
"##,
        body: r##"
r = cc_const<5>() + static_cast<int>(cc_const<'A'>()) * 10 + (sizeof(cc_const<2LL>()) == 8 ? 1000 : 0)
    + CcList<1, 'c', true>::size * 10000 + x * 100000;
"##,
        expected: 331_655,
        ..D17
    },
    Feature {
        slug: "guaranteed-copy-elision",
        name: "Guaranteed copy elision",
        proposal: "P0135R1",
        decls: r##"
struct CcPinned {
  int v;
  CC_FN explicit CcPinned(int a) : v(a) {}
  CcPinned(const CcPinned&) = delete;
  CcPinned(CcPinned&&) = delete;
};

CC_FN CcPinned cc_make_pinned(int a) { return CcPinned(a * 3); }
"##,
        body: r##"
CcPinned p = cc_make_pinned(x);
CcPinned q = CcPinned(CcPinned(x + 1));
auto mk = [](int a) { return CcPinned(a); };
CcPinned z = mk(7);
r = p.v * 100 + q.v + z.v * 10000;
"##,
        expected: 70_904,
        ..D17
    },
    Feature {
        slug: "evaluation-order",
        name: "Refining expression evaluation order",
        proposal: "P0145R3",
        decls: r##"
struct CcSeq {
  int log = 0;
  CC_FN int note(int d) { log = log * 10 + d; return d; }
};
"##,
        body: r##"
CcSeq s;
int arr[4] = {0, 0, 0, 0};
int i = 0;
arr[i] = ++i * 10 + x;  // the right operand of = is sequenced first: arr[1] = 13
int sh = s.note(1) << s.note(2);  // the left operand of << is sequenced first
sh += s.note(7) >> s.note(8);
(void)sh;
r = arr[1] * 100000 + arr[0] * 10000 + s.log;
"##,
        expected: 1_301_278,
        ..D17
    },
    Feature {
        slug: "structured-bindings",
        name: "Structured bindings",
        proposal: "P0217R3",
        decls: r##"
#include <cstddef>
#include <utility>

struct CcTup {
  int a;
  int b;
  template <std::size_t I>
  CC_FN int get() const { return I == 0 ? a : b; }
};

namespace std {
template <>
struct tuple_size<CcTup> : std::integral_constant<std::size_t, 2> {};
template <std::size_t I>
struct tuple_element<I, CcTup> { using type = int; };
}  // namespace std
"##,
        body: r##"
int arr[2] = {x, 4};
auto [a, b] = arr;
auto& [ra, rb] = arr;
ra = 10;
CcTup t{7, 8};
auto [ta, tb] = t;  // the tuple-like protocol, through member get<I>
struct Local { int p; double q; };
auto [lp, lq] = Local{1, 0.5};
r = a * 100000 + b * 10000 + arr[0] * 100 + ta * 10 + tb + (lp == 1 && lq == 0.5 ? 0 : 1000000) + rb * 0;
"##,
        expected: 341_078,
        note: "Local structured bindings without memory space specifiers (I.4.22.2 forbids the specifiers).",
        ..D17
    },
    Feature {
        slug: "selection-statements-with-initializer",
        name: "if and switch statements with initializer",
        proposal: "P0305R1",
        body: r##"
if (int y = x * 2; y > 5) r = y; else r = -y;
switch (int z = x + 1; z) {
  case 4: r += 100; break;
  default: break;
}
"##,
        expected: 106,
        ..D17
    },
    Feature {
        slug: "constexpr-if",
        name: "constexpr if statements",
        proposal: "P0292R2",
        decls: r##"
#include <type_traits>

template <class T>
CC_FN int cc_kind_of(T v) {
  if constexpr (sizeof(T) == 8) return 8000 + static_cast<int>(v);
  else if constexpr (sizeof(T) == 1) return 100;
  else return static_cast<int>(v);
}

struct CcGetter { CC_FN int get() const { return 50; } };

template <class T>
CC_FN int cc_get_or(T v) {
  if constexpr (std::is_class<T>::value) return v.get();  // discarded, not instantiated, for int
  else return v;
}
"##,
        body: r##"
r = cc_kind_of(x) + cc_kind_of(2.0) + cc_kind_of('a') + cc_get_or(CcGetter{}) * 1000 + cc_get_or(x) * 100000;
"##,
        expected: 358_105,
        ..D17
    },
    Feature {
        slug: "inline-variables",
        name: "Inline variables",
        proposal: "P0386R2",
        decls: r##"
inline constexpr int cc_limit = 40;

struct CcCfg {
  static inline constexpr int scale = 3;
  static constexpr int offset = 11;  // implicitly inline since C++17
};
"##,
        body: r##"
r = cc_limit + CcCfg::scale * x * 100 + CcCfg::offset * 10000;
"##,
        expected: 110_940,
        note: "Host inline constexpr variables, used by value in device code (I.4.20.5); the memory-space rules of I.4.22.1 are not involved.",
        ..D17
    },
    Feature {
        slug: "enum-direct-list-initialization",
        name: "Direct-list-initialization of enumerations",
        proposal: "P0138R2",
        body: r##"
enum class CcByte : unsigned char {};
CcByte b{200};
enum CcE2 : int {};
CcE2 e{x};
r = static_cast<int>(b) + static_cast<int>(e) * 1000;
"##,
        expected: 3200,
        ..D17
    },
    Feature {
        slug: "pack-expansion-in-using-declarations",
        name: "Pack expansions in using-declarations",
        proposal: "P0195R2",
        decls: r##"
template <class... Bs>
struct CcOverload : Bs... {
  using Bs::operator()...;
};

struct CcF1 { CC_FN int operator()(int a) const { return a * 2; } };
struct CcF2 { CC_FN int operator()(double d) const { return static_cast<int>(d * 10); } };
struct CcF3 { CC_FN int operator()(const char* s) const { return s[0]; } };
"##,
        body: r##"
CcOverload<CcF1, CcF2, CcF3> ov{};
r = ov(x) * 100 + ov(2.5) + ov("A") * 10000;
"##,
        expected: 650_625,
        ..D17
    },
    Feature {
        slug: "over-aligned-new",
        name: "Dynamic memory allocation for over-aligned data",
        proposal: "P0035R4",
        decls: r##"
struct alignas(64) CcOver { int v; };
"##,
        body: r##"
CcOver* p = new CcOver;
p->v = x;
int ok1 = reinterpret_cast<unsigned long long>(p) % 64 == 0;
CcOver* arr = new CcOver[3];
int ok2 = reinterpret_cast<unsigned long long>(arr) % 64 == 0;
arr[2].v = 5;
r = p->v + ok1 * 100 + ok2 * 1000 + arr[2].v * 10000;
delete p;
delete[] arr;
"##,
        expected: 51_103,
        ..D17
    },
    Feature {
        slug: "template-template-argument-matching",
        name: "Matching of template template-arguments excludes compatible templates",
        proposal: "P0522R0",
        decls: r##"
template <template <class> class TT>
struct CcTT { TT<int> v; };

template <class T, class U = T>  // two parameters, one defaulted: matches template <class> class
struct CcDef2 { T a; U b; };
"##,
        body: r##"
CcTT<CcDef2> t;
t.v.a = x;
t.v.b = 4;
r = t.v.a * 10 + t.v.b + static_cast<int>(sizeof(t)) * 100;
"##,
        expected: 834,
        ..D17
    },
    Feature {
        slug: "constant-evaluation-for-non-type-template-arguments",
        name: "Allow constant evaluation for all non-type template arguments",
        proposal: "N4268",
        decls: r##"
struct CcS { int a; int b; };

template <int CcS::*M>
CC_FN int cc_field(const CcS& s) { return s.*M; }

constexpr int CcS::*cc_mp = &CcS::b;  // any constant expression is a valid argument since N4268
"##,
        body: r##"
CcS s{x, 7};
r = cc_field<cc_mp>(s) * 10 + cc_field<&CcS::a>(s);
"##,
        expected: 73,
        ..D17
    },
];

const D20: Feature = Feature {
    std: Std::Cxx20,
    since: "12.0",
    ..D
};

/// C++20, beyond the guide: the project brief says nvcc 12.0 and later support C++20 in device
/// code. The rows are the standard's list of C++20 core language features (modules and coroutines
/// left out: nvcc supports neither in device code).
const CXX20: &[Feature] = &[
    Feature {
        slug: "concepts",
        name: "Concepts",
        proposal: "P0734R0",
        decls: r##"
template <class T>
concept CcSmall = sizeof(T) <= 4;

template <class T>
concept CcTiny = CcSmall<T> && sizeof(T) == 1;

template <class T> CC_FN int cc_pick(T) { return 1; }
template <CcSmall T> CC_FN int cc_pick(T) { return 2; }
template <CcTiny T> CC_FN int cc_pick(T) { return 3; }  // subsumes CcSmall: more constrained

template <class T>
  requires(sizeof(T) == 8)
CC_FN int cc_req(T) { return 8; }

template <class T>
CC_FN int cc_req(T) requires(sizeof(T) != 8) { return 0; }
"##,
        body: r##"
r = cc_pick(x) * 100 + cc_pick(2.0) * 10 + cc_pick('c') + cc_req(1.0) * 1000 + cc_req(x) * 10000
    + (CcSmall<char> ? 100000 : 0);
"##,
        expected: 108_213,
        ..D20
    },
    Feature {
        slug: "requires-expressions",
        name: "Requires-expressions",
        proposal: "P0734R0",
        decls: r##"
#include <type_traits>

template <class A, class B>
concept CcSameAs = std::is_same<A, B>::value;

template <class T>
concept CcHasSize = requires(T t) {
  t.size();                                      // simple requirement
  typename T::value_type;                        // type requirement
  { t.size() } -> CcSameAs<int>;                 // compound requirement
  requires sizeof(typename T::value_type) == 4;  // nested requirement
};

struct CcVecLike {
  using value_type = int;
  CC_FN int size() const { return 3; }
};
struct CcNoSize { using value_type = int; };

template <class T>
CC_FN int cc_size_or(const T& t) {
  if constexpr (CcHasSize<T>) return t.size();
  else return 7;
}
"##,
        body: r##"
r = cc_size_or(CcVecLike{}) * 100 + (CcHasSize<CcNoSize> ? 1 : 0) + (CcHasSize<CcVecLike> ? 10 : 0)
    + cc_size_or(x) * 1000;
"##,
        expected: 7310,
        ..D20
    },
    Feature {
        slug: "abbreviated-function-templates",
        name: "Abbreviated function templates",
        proposal: "P1141R2",
        decls: r##"
template <class T>
concept CcSmall2 = sizeof(T) <= 4;

CC_FN auto cc_twice_any(auto v) { return v + v; }
CC_FN int cc_cnt(CcSmall2 auto... vs) { return static_cast<int>(sizeof...(vs)); }
"##,
        body: r##"
r = cc_twice_any(x) * 10 + static_cast<int>(cc_twice_any(1.25) * 4) + cc_cnt('a', 1, short(2)) * 100;
"##,
        expected: 370,
        ..D20
    },
    Feature {
        slug: "three-way-comparison",
        name: "Three-way comparison",
        proposal: "P0515R3",
        decls: r##"
#include <compare>
#include <type_traits>

struct CcVer {
  int hi, lo;
  auto operator<=>(const CcVer&) const = default;  // execution space inferred (I.4.20.10)
};
"##,
        body: r##"
CcVer a{1, x}, b{1, 2};
auto c = x <=> 2;
r = ((a <=> b) > 0 ? 1 : 0) + (a > b ? 10 : 0) + (c > 0 ? 100 : 0) + (b < a ? 1000 : 0)
    + ((2.5 <=> 1.0) > 0 ? 10000 : 0) + (std::is_same<decltype(c), std::strong_ordering>::value ? 100000 : 0);
"##,
        expected: 111_111,
        flags: &["--expt-relaxed-constexpr"],
        note: "Comparing a comparison category with 0 calls constexpr functions of the host's <compare>; nvcc's guide (CUDA 12, three-way comparison) says such uses may need --expt-relaxed-constexpr, so the case passes it.",
        ..D20
    },
    Feature {
        slug: "defaulted-equality-and-rewritten-candidates",
        name: "Defaulted comparison and rewritten comparison candidates",
        proposal: "P0515R3, P1185R2",
        decls: r##"
struct CcPt {
  int x, y;
  bool operator==(const CcPt&) const = default;
};

struct CcNamed {
  int id;
  CC_FN bool operator==(int v) const { return id == v; }
};
"##,
        body: r##"
CcPt a{x, 1}, b{x, 1}, c{x, 2};
CcNamed n{x};
r = (a == b ? 1 : 0) + (a != c ? 10 : 0) + (x == n ? 100 : 0) + (n != 4 ? 1000 : 0) + x * 10000;
"##,
        expected: 31_111,
        note: "x == n uses the reversed candidate n.operator==(x); n != 4 is rewritten to !(n == 4).",
        ..D20
    },
    Feature {
        slug: "designated-initializers",
        name: "Designated initializers",
        proposal: "P0329R4",
        decls: r##"
struct CcDes {
  int a;
  int b = 5;
  int c;
};
"##,
        body: r##"
CcDes d{.a = x, .c = 7};
CcDes e{.b = 1};
r = d.a * 100 + d.b * 10 + d.c + e.b * 1000 + e.a * 10000 + e.c * 100000;
"##,
        expected: 1357,
        ..D20
    },
    Feature {
        slug: "consteval",
        name: "Immediate functions (consteval)",
        proposal: "P1073R3",
        decls: r##"
consteval int cc_sq(int v) { return v * v; }  // no execution space: evaluated by the compiler
CC_FN consteval int cc_cube(int v) { return v * v * v; }
"##,
        body: r##"
constexpr int k = cc_sq(7);
r = k + cc_sq(3) * 100 + cc_cube(2) * 10000 + x * 1000000;
"##,
        expected: 3_080_949,
        note: "Reading: an immediate function is evaluated at compile time, so calling one without an execution space from device code is no cross-space call (nvcc's CUDA 12 guide says consteval functions may be called from host and device code).",
        ..D20
    },
    Feature {
        slug: "constinit",
        name: "constinit",
        proposal: "P1143R2",
        decls: r##"
CC_FN constexpr int cc_init(int v) { return v * 20; }
"##,
        body: r##"
static constinit int seed = 40;
static constinit int seeded = cc_init(5);
r = seed + x + seeded * 10;
"##,
        expected: 1043,
        note: "Function-scope statics with constant initialization are allowed in device code (I.4.9.4).",
        ..D20
    },
    Feature {
        slug: "char8-t",
        name: "char8_t",
        proposal: "P0482R6",
        decls: r##"
CC_FN int cc_k(char) { return 1; }
CC_FN int cc_k(char8_t) { return 8; }  // a distinct type
CC_FN int cc_k(unsigned char) { return 2; }
"##,
        body: r##"
char8_t c = u8'x';
const char8_t* s = u8"\u00e9";
r = cc_k(u8'a') * 100 + cc_k('a') * 10 + s[0] + static_cast<int>(c) * 1000 + static_cast<int>(sizeof(char8_t)) * 1000000;
"##,
        expected: 1_121_005,
        ..D20
    },
    Feature {
        slug: "likely-unlikely-attributes",
        name: "[[likely]] and [[unlikely]] attributes",
        proposal: "P0479R5",
        decls: r##"
CC_FN int cc_branch(int v) {
  if (v < 10) [[likely]] {
    return 4;
  }
  if (v < 20) [[unlikely]] {
    return 1;
  }
  return 0;
}
"##,
        body: r##"
switch (x) {
  [[likely]] case 3: r = 5; break;
  [[unlikely]] default: r = 0; break;
}
r += cc_branch(x) * 10 + cc_branch(x + 10) * 100 + cc_branch(x + 20) * 1000;
"##,
        expected: 145,
        note: "I.4.17 also states these attributes are accepted in device code.",
        ..D20
    },
    Feature {
        slug: "no-unique-address-attribute",
        name: "[[no_unique_address]] attribute",
        proposal: "P0840R2",
        decls: r##"
struct CcEmpty {};
struct CcNUA {
  [[no_unique_address]] CcEmpty e;
  int v;
};
"##,
        body: r##"
CcNUA n{{}, x};
r = static_cast<int>(sizeof(CcNUA)) * 100 + n.v;
"##,
        expected: 403,
        note: "Host and device must agree on the layout; g++ (the host compiler) gives the empty member no storage.",
        ..D20
    },
    Feature {
        slug: "template-parameter-lists-for-lambdas",
        name: "Template parameter lists for generic lambdas",
        proposal: "P0428R2",
        body: r##"
auto l = []<class T>(T a, T b) { return a + b; };
int arr[5] = {};
auto sz = []<class T, int N>(T (&)[N]) { return N; };
r = l(x, 4) * 100 + sz(arr) + static_cast<int>(l.template operator()<long long>(1, 2)) * 10000;
"##,
        expected: 30_705,
        ..D20
    },
    Feature {
        slug: "range-for-with-initializer",
        name: "Range-based for statements with initializer",
        proposal: "P0614R1",
        decls: r##"
#include <initializer_list>
"##,
        body: r##"
int s = 0;
for (int arr[] = {1, 2, x}; int v : arr) s += v;
for (auto k = x * 10; int v : {1, 2}) s += k + v;
r = s;
"##,
        expected: 69,
        ..D20
    },
    Feature {
        slug: "using-enum",
        name: "using enum",
        proposal: "P1099R5",
        decls: r##"
enum class CcDir { North, East, South, West };

struct CcCompass {
  using enum CcDir;
};

CC_FN int cc_turn(CcDir d) {
  switch (d) {
    using enum CcDir;
    case North: return 1;
    case East: return 2;
    default: return 9;
  }
}
"##,
        body: r##"
using enum CcDir;
r = static_cast<int>(West) * 10 + cc_turn(East) + x * 100 + static_cast<int>(CcCompass::South) * 1000;
"##,
        expected: 2332,
        ..D20
    },
    Feature {
        slug: "class-types-as-non-type-template-parameters",
        name: "Class types in non-type template parameters",
        proposal: "P1907R1",
        decls: r##"
struct CcFix {
  int num;
  int den;
};

template <CcFix F>
CC_FN int cc_scale(int v) { return v * F.num / F.den; }

template <CcFix F>
struct CcTag { static constexpr int n = F.num * 10 + F.den; };
"##,
        body: r##"
r = cc_scale<CcFix{3, 2}>(x * 2) + CcTag<CcFix{4, 5}>::n * 100;
"##,
        expected: 4509,
        ..D20
    },
    Feature {
        slug: "floating-point-non-type-template-parameters",
        name: "Floating-point non-type template parameters",
        proposal: "P1907R1",
        decls: r##"
template <double D>
CC_FN double cc_mul(double v) { return v * D; }

template <float F>
struct CcF { static constexpr float value = F * 2; };
"##,
        body: r##"
r = static_cast<int>(cc_mul<2.5>(x)) + static_cast<int>(CcF<1.25f>::value * 100) * 10;
"##,
        expected: 2507,
        ..D20
    },
    Feature {
        slug: "constexpr-virtual-functions",
        name: "constexpr virtual functions",
        proposal: "P1064R0",
        decls: r##"
struct CcB {
  CC_FN constexpr virtual int f() const { return 1; }
};
struct CcD : CcB {
  CC_FN constexpr int f() const override { return 2; }
};
CC_FN constexpr int cc_call(const CcB& b) { return b.f(); }
"##,
        body: r##"
constexpr CcD d;
static_assert(cc_call(d) == 2);
CcD dd;
CcB bb;
r = cc_call(dd) * 10 + cc_call(bb) + x * 100 + cc_call(d) * 1000;
"##,
        expected: 2321,
        ..D20
    },
    Feature {
        slug: "constexpr-dynamic-allocation",
        name: "constexpr dynamic allocation",
        proposal: "P0784R7",
        decls: r##"
CC_FN constexpr int cc_heap_sum(int n) {
  int* p = new int[n];
  for (int i = 0; i < n; ++i) p[i] = i + 1;
  int s = 0;
  for (int i = 0; i < n; ++i) s += p[i];
  delete[] p;
  return s;
}
"##,
        body: r##"
constexpr int k = cc_heap_sum(4);  // allocated and freed during constant evaluation
r = k * 100 + cc_heap_sum(x);      // and on the device heap at run time
"##,
        expected: 1006,
        ..D20
    },
    Feature {
        slug: "constexpr-union-and-trivial-initialization",
        name: "Changing the active union member and trivial default initialization in constexpr",
        proposal: "P1330R0, P1331R2",
        decls: r##"
CC_FN constexpr int cc_union_switch(int v) {
  union U { int i; float f; };
  U u{};
  u.f = 1.5f;  // change the active member
  u.i = v;     // and back
  return u.i;
}

CC_FN constexpr int cc_uninit(int n) {
  int buf[4];  // no initializer
  for (int i = 0; i < 4; ++i) buf[i] = n + i;
  return buf[3];
}
"##,
        body: r##"
constexpr int k1 = cc_union_switch(5);
constexpr int k2 = cc_uninit(10);
r = k1 * 10 + k2 * 100 + cc_union_switch(x) + cc_uninit(x) * 10000;
"##,
        expected: 61_353,
        ..D20
    },
    Feature {
        slug: "lambda-capture-of-structured-bindings",
        name: "Lambda capture of structured bindings",
        proposal: "P1091R3, P1381R1",
        body: r##"
int arr[2] = {x, 4};
auto [a, b] = arr;
auto l = [a, &b]() { b += 1; return a * 10 + b; };
int v = l();
auto l2 = [=]() { return a + b; };
r = v + b * 100 + l2() * 1000;
"##,
        expected: 8535,
        ..D20
    },
    Feature {
        slug: "pack-expansion-in-init-capture",
        name: "Pack expansion in lambda init-capture",
        proposal: "P0780R2",
        decls: r##"
template <class... Ts>
CC_FN int cc_capture_all(Ts... ts) {
  auto l = [... vs = ts]() { return (vs + ... + 0); };
  return l();
}

template <class... Ts>
CC_FN int cc_bump(Ts... ts) {
  auto l = [&... rs = ts]() { ((rs *= 2), ...); };
  l();
  return (ts + ...);
}
"##,
        body: r##"
r = cc_capture_all(1, 2, x) * 10 + cc_bump(x, 4);
"##,
        expected: 74,
        ..D20
    },
    Feature {
        slug: "explicit-this-capture-with-copy-default",
        name: "Allow lambda capture [=, this]",
        proposal: "P0409R2",
        decls: r##"
struct CcObj {
  int v;
  CC_FN int run(int k) {
    auto l = [=, this]() { return v * 100 + k; };
    v += 1;  // seen through this
    return l();
  }
};
"##,
        body: r##"
CcObj o{x};
r = o.run(5);
"##,
        expected: 405,
        ..D20
    },
    Feature {
        slug: "bit-field-default-member-initializers",
        name: "Default member initializers for bit-fields",
        proposal: "P0683R1",
        decls: r##"
struct CcBits {
  int a : 4 = 5;
  int b : 4 {3};
  int c : 8 = -2;
};
"##,
        body: r##"
CcBits bits;
CcBits other{x, 1, 0};
r = bits.a * 100 + bits.b * 10 + bits.c + other.a * 1000;
"##,
        expected: 3528,
        ..D20
    },
    Feature {
        slug: "const-ref-qualified-member-pointers",
        name: "const&-qualified pointers to members",
        proposal: "P0704R1",
        decls: r##"
struct CcM {
  int v;
  CC_FN int get() const & { return v * 7; }
};
"##,
        body: r##"
int (CcM::*pm)() const & = &CcM::get;
r = (CcM{x}.*pm)() + (CcM{1}.*&CcM::get)() * 100;  // an rvalue object through a const& member
"##,
        expected: 721,
        ..D20
    },
    Feature {
        slug: "optional-typename",
        name: "Down with typename",
        proposal: "P0634R3",
        decls: r##"
template <class T>
using CcVT = T::value_type;  // no typename in an alias declaration

template <class T>
CC_FN T::value_type cc_first(const T& c) { return c.data[0]; }  // nor in a return type

template <class T>
struct CcWrapVT { T::value_type stored; };  // nor in a member declaration

struct CcC {
  using value_type = int;
  int data[2];
};
"##,
        body: r##"
CcC c{{x, 4}};
CcVT<CcC> v = 5;
CcWrapVT<CcC> w{6};
r = cc_first(c) * 100 + v * 10 + w.stored;
"##,
        expected: 356,
        ..D20
    },
    Feature {
        slug: "parenthesized-aggregate-initialization",
        name: "Parenthesized initialization of aggregates",
        proposal: "P0960R3",
        decls: r##"
struct CcAggP {
  int a;
  int b;
};
"##,
        body: r##"
CcAggP p(x, 4);
int arr[](1, 2, 3);
CcAggP q(5);
r = p.a * 1000 + p.b * 100 + static_cast<int>(sizeof(arr) / sizeof(int)) * 10 + q.a + q.b * 10000;
"##,
        expected: 3435,
        ..D20
    },
    Feature {
        slug: "nested-inline-namespaces",
        name: "Nested inline namespaces",
        proposal: "P1094R2",
        decls: r##"
namespace cc_n::inline v3::detail {
CC_FN int val() { return 3; }
}  // namespace cc_n::inline v3::detail
"##,
        body: r##"
r = cc_n::detail::val() * 10 + cc_n::v3::detail::val() + x * 100;
"##,
        expected: 333,
        ..D20
    },
    Feature {
        slug: "conditional-explicit",
        name: "explicit(bool)",
        proposal: "P0892R2",
        decls: r##"
#include <type_traits>

struct CcExp {
  int v;
  template <class T>
  CC_FN explicit(sizeof(T) > 4) CcExp(T a) : v(static_cast<int>(a)) {}
};
"##,
        body: r##"
CcExp e1 = x;  // implicit: sizeof(int) == 4
CcExp e2(2.5);
r = e1.v + e2.v * 10 + (std::is_convertible<double, CcExp>::value ? 0 : 100)
    + (std::is_convertible<int, CcExp>::value ? 1000 : 0);
"##,
        expected: 1123,
        ..D20
    },
    Feature {
        slug: "lambdas-in-unevaluated-contexts",
        name: "Lambdas in unevaluated contexts",
        proposal: "P0315R4",
        body: r##"
using L = decltype([](int a) { return a * 2; });
L l;
r = l(x) + static_cast<int>(sizeof(decltype([] {}))) * 100;
"##,
        expected: 106,
        ..D20
    },
    Feature {
        slug: "default-constructible-stateless-lambdas",
        name: "Default constructible and assignable stateless lambdas",
        proposal: "P0624R2",
        body: r##"
auto lam = [](int a) { return a + 1; };
decltype(lam) l2;
l2 = lam;
decltype(lam) l3 = l2;
r = l2(x) * 10 + l3(x);
"##,
        expected: 44,
        ..D20
    },
    Feature {
        slug: "twos-complement",
        name: "Signed integers are two's complement",
        proposal: "P1236R1",
        body: r##"
int n = -x;
unsigned u = static_cast<unsigned>(n);
unsigned big = 3000000000u + static_cast<unsigned>(x - 3);
r = ((n >> 1) == -2 ? 1 : 0) + (static_cast<int>(big) == -1294967296 ? 10 : 0) + (u == 4294967293u ? 100 : 0)
    + ((-7 / 2) == -3 ? 1000 : 0) + x * 10000;
"##,
        expected: 31_111,
        ..D20
    },
    Feature {
        slug: "array-new-bound-deduction",
        name: "Array size deduction in new-expressions",
        proposal: "P1009R2",
        body: r##"
int* p = new int[]{1, 2, x};
r = p[0] + p[1] * 10 + p[2] * 100;
delete[] p;
"##,
        expected: 321,
        ..D20
    },
    Feature {
        slug: "adl-with-explicit-template-arguments",
        name: "ADL and function templates that are not visible",
        proposal: "P0846R0",
        decls: r##"
namespace cc_adl {
struct S { int v; };
template <int N>
CC_FN int scale(S s) { return s.v * N; }
}  // namespace cc_adl
"##,
        body: r##"
cc_adl::S s{x};
r = scale<5>(s);  // `scale<` is taken as a template-name, found by ADL
"##,
        expected: 15,
        ..D20
    },
    Feature {
        slug: "va-opt",
        name: "__VA_OPT__",
        proposal: "P0306R4, P1042R1",
        decls: r##"
CC_FN int cc_va(int a, int b = 10, int c = 100) { return a + b + c; }

#define CCF_CALL(f, ...) f(0 __VA_OPT__(, ) __VA_ARGS__)
#define CCF_COUNT(...) (0 __VA_OPT__(+1))
"##,
        body: r##"
r = CCF_CALL(cc_va) + CCF_CALL(cc_va, x, 4) * 1000 + CCF_COUNT() * 100000 + CCF_COUNT(a) * 1000000;
"##,
        expected: 1_007_110,
        ..D20
    },
    Feature {
        slug: "feature-test-macros",
        name: "Integrating feature-test macros",
        proposal: "P0941R2",
        body: r##"
int bits = 0;
#if defined(__cpp_concepts) && __cpp_concepts >= 201907L
bits |= 1 << 0;
#endif
#if defined(__cpp_designated_initializers) && __cpp_designated_initializers >= 201707L
bits |= 1 << 1;
#endif
#if defined(__cpp_impl_three_way_comparison) && __cpp_impl_three_way_comparison >= 201907L
bits |= 1 << 2;
#endif
#if defined(__cpp_char8_t) && __cpp_char8_t >= 201811L
bits |= 1 << 3;
#endif
#if defined(__cpp_conditional_explicit) && __cpp_conditional_explicit >= 201806L
bits |= 1 << 4;
#endif
#if defined(__cpp_consteval) && __cpp_consteval >= 201811L
bits |= 1 << 5;
#endif
#if defined(__cpp_constinit) && __cpp_constinit >= 201907L
bits |= 1 << 6;
#endif
#if defined(__cpp_nontype_template_args) && __cpp_nontype_template_args >= 201911L
bits |= 1 << 7;
#endif
#if defined(__cpp_aggregate_paren_init) && __cpp_aggregate_paren_init >= 201902L
bits |= 1 << 8;
#endif
#if defined(__cpp_using_enum) && __cpp_using_enum >= 201907L
bits |= 1 << 9;
#endif
#if defined(__cpp_generic_lambdas) && __cpp_generic_lambdas >= 201707L
bits |= 1 << 10;
#endif
#if defined(__cpp_init_captures) && __cpp_init_captures >= 201803L
bits |= 1 << 11;
#endif
#if defined(__cpp_constexpr_dynamic_alloc) && __cpp_constexpr_dynamic_alloc >= 201907L
bits |= 1 << 12;
#endif
#if defined(__cpp_constexpr) && __cpp_constexpr >= 201907L
bits |= 1 << 13;
#endif
#if defined(__cpp_deduction_guides) && __cpp_deduction_guides >= 201907L
bits |= 1 << 14;
#endif
#if defined(__has_cpp_attribute)
#if __has_cpp_attribute(likely) >= 201803L && __has_cpp_attribute(unlikely) >= 201803L
bits |= 1 << 15;
#endif
#if __has_cpp_attribute(no_unique_address) >= 201803L
bits |= 1 << 16;
#endif
#endif
r = bits + x * 0;
"##,
        expected: 131_071,
        note: "Each bit is one C++20 feature-test macro at its C++20 value ([cpp.predefined], [cpp.cond]); the device compilation must define them as the C++20 features it implements.",
        ..D20
    },
    Feature {
        slug: "ctad-for-aggregates-and-aliases",
        name: "Class template argument deduction for aggregates and alias templates",
        proposal: "P1816R0, P1814R0",
        decls: r##"
template <class T>
struct CcAggT { T a; T b; };  // no deduction guide

template <class T>
using CcAggAlias = CcAggT<T>;
"##,
        body: r##"
CcAggT p{x, 4};
CcAggAlias q{1.5, 2.5};
r = p.a * p.b + static_cast<int>((q.a + q.b) * 100) + static_cast<int>(sizeof(q)) * 10000;
"##,
        expected: 160_412,
        ..D20
    },
    Feature {
        slug: "conversions-to-arrays-of-unknown-bound",
        name: "Permitting conversions to arrays of unknown bound",
        proposal: "P0388R4",
        decls: r##"
CC_FN int cc_first(const int (&a)[]) { return a[0]; }
"##,
        body: r##"
int arr[3] = {x, 2, 3};
int (&ref)[] = arr;
r = cc_first(arr) * 10 + ref[2];
"##,
        expected: 33,
        ..D20
    },
    Feature {
        slug: "nodiscard-with-reason-and-on-constructors",
        name: "[[nodiscard]] with a reason, and on constructors",
        proposal: "P1301R4, P1771R1",
        decls: r##"
struct CcHandle {
  int v;
  [[nodiscard("keep the handle")]] CC_FN CcHandle(int a) : v(a) {}
};

[[nodiscard("the result is the point")]] CC_FN int cc_compute(int v) { return v * 5; }
"##,
        body: r##"
CcHandle h(x);
r = cc_compute(x) + h.v * 100;
"##,
        expected: 315,
        ..D20
    },
];

fn all_features() -> impl Iterator<Item = &'static Feature> {
    CXX11.iter().chain(CXX14).chain(CXX17).chain(CXX20)
}

fn indent(code: &str, by: &str) -> String {
    code.lines()
        .map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!("{by}{l}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn clause_id(f: &Feature) -> String {
    format!("features.{}.{}", f.std.key(), f.slug)
}

fn expected_stdout(f: &Feature, space: Space) -> String {
    match space {
        Space::HostDevice => format!("{}: device {}, host {}\n", f.slug, f.expected, f.expected),
        _ => format!("{}: {}\n", f.slug, f.expected),
    }
}

fn render(f: &Feature, space: Space) -> Generated {
    // One file per feature and space; the standards it is tested under are its revisions (the
    // body does not depend on `-std`). A `c++20` revision of a pre-C++20 feature needs no `since`
    // of its own: `std: c++20` bounds the trial to CUDA >= 12.0 by itself.
    let stds: Vec<Std> = f.std.stds().collect();
    let spec = space.specifier();
    let decls = f.decls.trim_matches('\n').replace("CC_FN", spec);
    let tail = f.tail.trim_matches('\n').replace("CC_FN", spec);
    let body = indent(f.body.trim_matches('\n'), "  ");
    let mut tags = vec!["generated", f.std.key(), space.key()];
    let mut note = f.note.to_string();
    if f.std == Std::Cxx20 {
        tags.push("beyond-guide");
        let b = "C++20 is beyond the guide (its feature tables stop at C++17); nvcc supports C++20 in device code since 12.0.";
        note = if note.is_empty() {
            b.to_string()
        } else {
            format!("{b} {note}")
        };
    }

    let std_of = |s: Std| fm::Std::from_name(s.flag()).expect("a known std");
    let meta = fm::Frontmatter {
        section: f.std.section().to_string(),
        clause: clause_id(f),
        construct: None,
        description: format!(
            "{} feature '{}' ({}; {}: nvcc {}) in {}",
            f.std.title(),
            f.name,
            f.proposal,
            f.std.table(),
            f.since,
            space.where_(),
        ),
        verdict: fm::Verdict::Ok,
        phase: fm::Phase::Run,
        std: match stds[..] {
            [only] => Some(std_of(only)),
            _ => None,
        },
        flags: f.flags.iter().map(|s| s.to_string()).collect(),
        tags: tags.iter().map(|s| s.to_string()).collect(),
        requires: fm::Requires::default(),
        since: Some(Version::parse(f.since).expect("a version")),
        until: None,
        tus: None,
        run: Some(fm::RunSpec {
            stdout: Some(expected_stdout(f, space)),
            ..Default::default()
        }),
        witness: None,
        diagnostics: vec![],
        note: (!note.is_empty()).then_some(note),
        revisions: (stds.len() > 1).then(|| fm::Revisions {
            form: fm::RevisionsForm::List,
            entries: stds
                .iter()
                .map(|&s| fm::Revision {
                    name: s.flag().to_string(),
                    std: Some(std_of(s)),
                    ..Default::default()
                })
                .collect(),
        }),
    };
    let fm = cases_format::write::frontmatter(&meta);

    let mut code = String::new();
    code += "#include \"cuconform.h\"\n\n";
    code += &format!(
        "// {} {} ({}): in device code since nvcc {} ({}).\n// The value is computed in {}.\n",
        f.std.title(),
        f.name,
        f.proposal,
        f.since,
        f.std.table(),
        space.where_()
    );
    if !decls.is_empty() {
        code += "\n";
        code += &decls;
        code += "\n";
    }
    code += "\n";
    match space {
        Space::Device | Space::HostDevice => {
            code += &format!(
                "{spec} int cc_device(int x) {{\n  int r = 0;\n{body}\n  return r;\n}}\n\n"
            );
            code += "__global__ void cc_kernel(int* out, int x) { *out = cc_device(x); }\n";
        }
        Space::Global => {
            code += &format!("__global__ void cc_kernel(int* out, int x) {{\n  int r = 0;\n{body}\n  *out = r;\n}}\n");
        }
    }
    code += "\nint main() {\n";
    code += "  int* d_out = 0;\n";
    code += "  CC_CHECK(cudaMalloc(&d_out, sizeof(int)));\n";
    code += &format!("  cc_kernel<<<1, 1>>>(d_out, {});\n", f.input);
    code += "  CC_SYNC();\n";
    code += "  int h_out = 0;\n";
    code += "  CC_CHECK(cudaMemcpy(&h_out, d_out, sizeof(int), cudaMemcpyDeviceToHost));\n";
    code += "  CC_CHECK(cudaFree(d_out));\n";
    match space {
        Space::HostDevice => {
            code += &format!("  int h_host = cc_device({});\n", f.input);
            code += &format!(
                "  std::printf(\"{}: device %d, host %d\\n\", h_out, h_host);\n",
                f.slug
            );
        }
        _ => code += &format!("  std::printf(\"{}: %d\\n\", h_out);\n", f.slug),
    }
    code += "  return 0;\n}\n";
    if !tail.is_empty() {
        code += "\n";
        code += &tail;
        code += "\n";
    }

    Generated {
        path: format!(
            "language-features/generated/{}/{}/{}.cu",
            f.std.key(),
            f.slug,
            space.key(),
        ),
        text: fm + &code,
    }
}

/// The cases of this family.
pub fn cases() -> Vec<Generated> {
    let mut out = Vec::new();
    for f in all_features() {
        for space in Space::ALL {
            out.push(render(f, space));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn slugs_are_unique_and_well_formed() {
        let mut seen = BTreeSet::new();
        for f in all_features() {
            assert!(
                !f.slug.is_empty()
                    && f.slug
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "bad slug {:?}",
                f.slug
            );
            assert!(
                seen.insert(clause_id(f)),
                "duplicate feature {}",
                clause_id(f)
            );
            assert!(
                !f.name.is_empty() && !f.proposal.is_empty(),
                "{}: name and proposal",
                f.slug
            );
            assert!(f.body.contains("r ="), "{}: the body must set r", f.slug);
            // The body is also inlined into a __global__ function: no return statement of its own
            // (a lambda's is fine).
            for l in f.body.lines() {
                assert!(
                    !l.trim_start().starts_with("return"),
                    "{}: return in the body",
                    f.slug
                );
            }
        }
    }

    #[test]
    fn since_matches_the_table() {
        for f in all_features() {
            let want = match f.std {
                Std::Cxx11 => "7.0",
                Std::Cxx14 => "9.0",
                Std::Cxx17 => "11.0",
                Std::Cxx20 => "12.0",
            };
            assert_eq!(f.since, want, "{}", f.slug);
        }
    }

    #[test]
    fn every_feature_has_a_clause() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../cases/clauses/language-features.yaml");
        let text = std::fs::read_to_string(&path).expect("cases/clauses/language-features.yaml");
        let ids: BTreeSet<&str> = text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("- id:"))
            .map(|s| s.trim())
            .collect();
        for f in all_features() {
            assert!(
                ids.contains(clause_id(f).as_str()),
                "no clause {} in {}",
                clause_id(f),
                path.display()
            );
        }
    }

    #[test]
    fn counts() {
        let n = cases().len();
        assert!(n >= 200, "only {n} cases");
        assert_eq!(
            (CXX11.len() + CXX14.len() + CXX17.len() + CXX20.len()) * 3,
            n
        );
    }
}
