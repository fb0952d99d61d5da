/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "The largest unsigned long long and long long literals in device code (representable)"
verdict: ok
std: c++11
---*/
__global__ void kern(unsigned long long *u, long long *s) {
  *u = 0xFFFFFFFFFFFFFFFFull;
  *s = 9223372036854775807LL;
}
