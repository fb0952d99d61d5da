/*---
section: I.3
clause: features.cxx17.dynamic-exception-specifications-removed
description: "A dynamic exception specification naming a type on a __device__ member function under -std=c++14 (deprecated, valid)"
verdict: ok
std: c++14
---*/
struct Reader {
  __device__ int read(const int *p) throw(int) { return *p; }
};
__global__ void kern(int *p) {
  Reader r;
  *p = r.read(p);
}
