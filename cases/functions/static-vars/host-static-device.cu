/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __device__ variable in a __host__ function is rejected."
verdict: error
---*/
void host_fn(void) {
  static __device__ int v; // expect-error
}
