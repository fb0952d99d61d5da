/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A reference from a __host__ function to a deprecated __host__ __device__ function gets the host compiler's warning."
verdict: ok
std: c++14
---*/
[[deprecated]] __host__ __device__ int old_fn(void) { return 1; }
int use(void) {
  return old_fn(); // expect-warning
}
