/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "A __global__ function template taking a pointer and a count where a list would be, instantiated for float and launched from host code"
verdict: ok
---*/
template <typename T> __global__ void sum(const T *xs, int n, T *out) {
  T s = T(0);
  for (int i = 0; i < n; ++i) s += xs[i];
  *out = s;
}
void host_launch(const float *xs, float *out) { sum<<<1, 1>>>(xs, 4, out); }
