/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const double is usable by value in a __host__ __device__ function."
verdict: ok
---*/
const double kScale = 0.5;
__host__ __device__ double scale(double v) { return v * kScale; }
