/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "Copy-initialization from a prvalue of a class template with a deleted copy constructor under -std=c++14"
verdict: diagnose
std: c++14
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
template <typename T> struct Guard {
  T v;
  __host__ __device__ explicit Guard(T x) : v(x) {}
  Guard(const Guard &) = delete;
};
__host__ __device__ float hold(float x) {
  Guard<float> g = Guard<float>(x); // expect-diag
  return g.v;
}
