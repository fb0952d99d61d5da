/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "The same return under C++14, where the elided copy still needs a usable constructor, is diagnosed"
since: "9.0"
verdict: diagnose
std: c++14
note: "P0135R1 (C++17): a prvalue initializes the object directly. Before C++17 copy-initialization from a temporary needs an accessible, non-deleted copy or move constructor even when the copy is elided. ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
struct Pinned {
  int v;
  __device__ explicit Pinned(int a) : v(a) {}
  Pinned(const Pinned&) = delete;
  Pinned(Pinned&&) = delete;
};

__device__ Pinned make(int a) {
  return Pinned(a * 3);  // expect-diag
}

__global__ void kernel(int* out, int x) {
  Pinned p = make(x);  // expect-diag
  *out = p.v;
}
