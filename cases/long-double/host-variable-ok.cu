/*---
section: I.4.14
clause: long-double.not-in-device
description: "A namespace-scope host variable of type long double, never referenced in device code, is fine."
verdict: ok
---*/
long double host_precise = 1.0L / 3;
__global__ void kern(double *out) { *out = 0.5; }
