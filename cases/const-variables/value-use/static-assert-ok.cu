/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int may be used in a static_assert inside a __device__ function."
verdict: ok
---*/
const int kSize = 16;
__device__ int get(void) {
  static_assert(kSize % 4 == 0, "multiple of 4");
  return kSize / 4;
}
