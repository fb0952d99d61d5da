/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A constructor defaulted on its first declaration with a __host__ annotation is derived __device__ from a device-side use, and its implicit body may then not call a __host__-only member constructor."
verdict: error
note: "The __host__ annotation is ignored and S::S is derived __device__ from its implicit call in the __device__ function f (as for S1 in the guide's example); its implicitly generated body then calls the __host__ H::H. That body has no line of its own: a diagnostic at the defaulted declaration, at the construction in f, or at the end of f where the implicit definition is generated honours the rule (one expect-error-any group)."
---*/
struct H {
  int v;
  H() : v(1) { }          // __host__ only
};
struct S {
  H h;
  __host__ S() = default; // annotation ignored: __device__ inferred from the call in f // expect-error-any(call)
};
__device__ int f(void) {
  S s; // expect-error-any(call)
  return s.h.v; // expect-error-any(call)
}
