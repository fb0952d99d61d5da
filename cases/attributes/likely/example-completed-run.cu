/*---
section: I.4.17
clause: attr.likely-unlikely
description: "Guide example, completed and run for i = 5, 15, 25: the hints do not change the results."
verdict: ok
phase: run
std: c++20
tags: [example]
run:
  stdout: "4 1 0\n"
---*/
#include "cuconform.h"
__device__ int foo(int x) {
 int i = x;

 if (i < 10) [[likely]] { // the 'if' block will likely be entered
  return 4; 
 }
 if (i < 20) [[unlikely]] { // the 'if' block will not likely be entered
  return 1;
 }
 return 0;
}
__global__ void kern(int *out) {
  out[0] = foo(5);
  out[1] = foo(15);
  out[2] = foo(25);
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, 3 * sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d %d %d\n", out[0], out[1], out[2]);
  return 0;
}
