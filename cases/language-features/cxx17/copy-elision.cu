/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "The same return under C++14, where the elided copy still needs a usable constructor, is rejected"
since: "9.0"
verdict: error
std: c++14
note: "P0135R1 (C++17): a prvalue initializes the object directly. Before C++17 copy-initialization from a temporary needs an accessible, non-deleted copy or move constructor even when the copy is elided."
---*/
struct Pinned {
  int v;
  __device__ explicit Pinned(int a) : v(a) {}
  Pinned(const Pinned&) = delete;
  Pinned(Pinned&&) = delete;
};

__device__ Pinned make(int a) {
  return Pinned(a * 3);  // expect-error
}

__global__ void kernel(int* out, int x) {
  Pinned p = make(x);  // expect-error
  *out = p.v;
}
