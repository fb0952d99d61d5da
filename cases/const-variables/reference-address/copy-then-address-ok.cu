/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "Copying the value into a local and taking the local's address is allowed."
verdict: ok
---*/
const int xxx = 10;
__device__ int get(void) {
  int v = xxx;
  int *p = &v;
  return *p;
}
