/*---
section: I.1
clause: features.cxx11.null-pointer-constant-not-integer
description: "nullptr converts to a pointer to member and, by direct-initialization, to bool in a __device__ function"
verdict: ok
std: c++11
---*/
struct S {
  int v;
};
__device__ bool none() {
  int S::*pm = nullptr;
  bool b(nullptr);
  return pm == nullptr && !b;
}
