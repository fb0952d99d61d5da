/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "An anonymous union local to a __device__ function is not at namespace scope: its members may be used."
verdict: ok
---*/
__device__ int bits(float f) {
  union { float fv; int iv; };
  fv = f;
  return iv;
}
