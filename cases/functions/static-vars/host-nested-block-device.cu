/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __device__ variable in a nested block of a host function is rejected."
verdict: error
---*/
int host_fn(int n) {
  if (n) {
    {
      static __device__ int v; // expect-error
    }
  }
  return n;
}
