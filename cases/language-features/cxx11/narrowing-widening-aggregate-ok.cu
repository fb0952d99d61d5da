/*---
section: I.1
clause: features.cxx11.initializer-list-narrowing
description: "Aggregate list-initialization of double members from a float and a short in a __device__ function (widening conversions)"
verdict: ok
std: c++11
---*/
struct Pair {
  double a;
  long b;
};
__device__ Pair make(float f, short s) { return Pair{f, s}; }
