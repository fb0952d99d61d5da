/*---
section: I.3
clause: features.cxx17.register-removed
description: "register on a loop variable of a kernel under -std=c++14"
verdict: ok
std: c++14
---*/
__global__ void kern(int *p) {
  for (register int i = 0; i < 4; ++i) p[i] = i;
}
