/*---
section: I.4.9.8
clause: global.no-operator
description: "Declaring a member operator[] as a __global__ function is rejected."
verdict: error
note: "A member __global__ function is also outside what CUDA allows; the line is rejected either way."
---*/
struct F {
  __global__ void operator[](int n) { } // expect-error
};
