/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "Const static data members used by value in a kernel give their values."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct S { static const int a = 40; static const long long b = 2; };
__global__ void kern(long long *out) { *out = S::a + S::b; }
int main() {
  long long *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(long long)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%lld\n", *out);
  return 0;
}
