/*---
section: "I.6.5"
clause: xlambda.adl
description: "The enclosing function takes an N1 type, but the helper calls foo with a qualified name, so argument-dependent lookup never runs and the placeholder type cannot add N1::foo."
verdict: ok
flags: ["--extended-lambda"]
note: "I.6.5 concerns unqualified calls (ADL); a qualified call has a single candidate however the closure type is represented."
---*/
namespace N1 {
struct S1_t {};
template <typename T> void foo(T);
} // namespace N1

namespace N2 {
template <typename T> int foo(T) { return 1; }
template <typename T> void doit(T in) { N2::foo(in); }
} // namespace N2

void bar(N1::S1_t in) {
    auto lam1 = [=] __device__ {};
    N2::doit(lam1);
}
