/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "Taking the address of a __device__ function template specialization in host code is rejected."
verdict: error
---*/
template <typename T> __device__ T ident(T v) { return v; }
int main() {
  float (*p)(float) = &ident<float>; // expect-error
  return p != 0;
}
