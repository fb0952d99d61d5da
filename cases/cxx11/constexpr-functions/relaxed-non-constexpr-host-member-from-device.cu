/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "Under --expt-relaxed-constexpr a __device__ function calls a non-constexpr __host__ member function: the flag covers constexpr functions only"
verdict: error
std: c++14
flags: ["--expt-relaxed-constexpr"]
---*/
struct Gauge {
  int v;
  int read() const { return v; } // __host__, not constexpr
};
__device__ int f(const Gauge &g) {
  return g.read(); // expect-error
}
