/*---
section: I.3
clause: features.cxx17.dynamic-exception-specifications-removed
description: "A dynamic exception specification naming a type on a __device__ member function under -std=c++17"
verdict: error
std: c++17
---*/
struct Reader {
  __device__ int read(const int *p) throw(int) { return *p; } // expect-error
};
