/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A __host__ __device__ function template with an unguarded static __device__ variable, instantiated from host code, is rejected."
verdict: error
---*/
template <typename T>
__host__ __device__ T f(void) {
  static __device__ T v; // expect-error
  return T();
}
int host_side(void) { return f<int>(); }
