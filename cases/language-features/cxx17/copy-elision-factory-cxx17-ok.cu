/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "A __device__ factory returns a prvalue of a class with deleted copy and move constructors, -std=c++17"
verdict: ok
std: c++17
---*/
struct Pinned {
  int v;
  __device__ explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};
__device__ Pinned make(int x) { return Pinned(x); }
__global__ void kern(int *p) {
  Pinned q = make(*p);
  *p = q.v;
}
