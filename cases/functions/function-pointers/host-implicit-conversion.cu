/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Converting a __device__ function name to a pointer (no &) in host code is rejected."
verdict: error
---*/
__device__ int dfn(int x) { return x; }
int main() {
  auto q = dfn; // expect-error
  return q != 0;
}
