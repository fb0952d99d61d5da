/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Taking the address of a __host__ __device__ function in host code is allowed."
verdict: ok
---*/
__host__ __device__ int hd(int x) { return x + 1; }
int main() {
  int (*p)(int) = &hd;
  return p(1) == 2 ? 0 : 1;
}
