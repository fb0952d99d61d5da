/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Casting a __device__ function's address to void* in host code is rejected."
verdict: error
---*/
__device__ void dfn(void) { }
const void *host_side(void) {
  return (const void *)&dfn; // expect-error
}
