/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr host code evaluates a __device__ constexpr function with a run-time argument."
verdict: ok
phase: run
flags: ["--expt-relaxed-constexpr"]
run:
  stdout: "8\n"
---*/
#include "cuconform.h"
constexpr __device__ int cube(int x) { return x * x * x; }
int main(int argc, char **) {
  std::printf("%d\n", cube(argc + 1));
  return 0;
}
