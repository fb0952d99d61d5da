/*---
section: I.4.9.4
clause: function.static-var-init
description: "In a __host__ __device__ function the static is implicitly __device__ during device compilation: dynamic initialization is rejected."
verdict: error
note: "On the host side the dynamic initialization would be valid C++; the device compilation applies the __device__ restriction."
---*/
__host__ __device__ int f(int p) {
  static int v = p; // expect-error
  return v;
}
