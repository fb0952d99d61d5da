/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A template __global__ function launched with an lvalue deduces T as a non-reference type and is allowed."
verdict: ok
---*/
template <typename T>
__global__ void kern(T x, T *out) { *out = x; }
void launch(int *out) {
  int v = 5;
  kern<<<1, 1>>>(v, out);
}
