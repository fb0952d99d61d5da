/*---
section: I.4.11
clause: template.arg-host-local
description: "A type defined in a __global__ function may be used as the template argument of a device-side kernel launch."
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
template <typename T>
__global__ void child(T t) { }
__global__ void parent(void) {
  struct L { int x; };
  child<<<1, 1>>>(L{1});
}
