/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "The same non-movable factory return under -std=c++14 needs the deleted copy/move constructor"
verdict: error
std: c++14
---*/
struct Pinned {
  int v;
  __device__ explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};
__device__ Pinned make(int x) {
  return Pinned(x); // expect-error
}
