/*---
section: I.4.9.8
clause: global.no-operator
description: "Declaring an operator function template as a __global__ function is rejected."
verdict: error
---*/
template <typename T> struct W { T v; };
template <typename T>
__global__ void operator+(W<T> a, W<T> b) { } // expect-error
