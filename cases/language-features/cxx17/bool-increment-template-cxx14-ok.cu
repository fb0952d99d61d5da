/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Prefix ++ on a bool member of a class template used in device code, -std=c++14"
verdict: ok
std: c++14
---*/
template <typename T> struct Flag {
  T on;
  __device__ void set() { ++on; }
};
__global__ void kern(bool *p) {
  Flag<bool> f{false};
  f.set();
  *p = f.on;
}
