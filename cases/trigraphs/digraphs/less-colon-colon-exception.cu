/*---
section: I.4.12
clause: digraph.not-on-windows
description: "In C++11 and later, <:: followed by a name is < followed by ::, not the digraph <: (so Tmpl<::Glob> works in device code)."
verdict: ok
---*/
struct Glob { int v; };
template <typename T> struct Holder { T t; };
__device__ int get(void) {
  Holder<::Glob> h;
  h.t.v = 3;
  return h.t.v;
}
