/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Taking &f of a __device__ function in a host function is rejected."
verdict: error
---*/
__device__ int dfn(int x) { return x; }
int main() {
  int (*p)(int) = &dfn; // expect-error
  return p != 0;
}
