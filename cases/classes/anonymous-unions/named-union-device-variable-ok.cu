/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "A named union type used for a __device__ variable is not an anonymous union: its members may be used in device code."
verdict: ok
---*/
union U { int i; float f; };
__device__ U u;
__global__ void kern(int *out) { u.f = 1.0f; *out = u.i; }
