/*---
section: "D.3.3.2"
clause: dp.build.rdc-required
description: "A device-side launch inside an instantiated kernel template compiled without relocatable device code must be rejected."
verdict: error
requires:
  features: [cdp]
---*/
template <typename T> __global__ void child(T *out) { *out = 1; }

template <typename T> __global__ void parent(T *out) {
    child<T><<<1, 1>>>(out); // expect-error
}

template __global__ void parent<int>(int *);
