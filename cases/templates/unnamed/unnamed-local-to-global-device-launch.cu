/*---
section: I.4.11
clause: template.arg-unnamed-local-to-device
description: "An unnamed type local to a __global__ function used in a device-side kernel template launch is rejected."
verdict: error
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
template <typename T>
__global__ void child(T t) { }
__global__ void parent(void) {
  struct { int x; } a{1};
  child<<<1, 1>>>(a); // expect-error
}
