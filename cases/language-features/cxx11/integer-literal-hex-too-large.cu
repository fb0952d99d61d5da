/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "A 68-bit hexadecimal literal in a kernel: no integer type can represent it"
verdict: error
std: c++11
---*/
__global__ void kern(unsigned long long *p) {
  *p = 0x1FFFFFFFFFFFFFFFF; // expect-error
}
