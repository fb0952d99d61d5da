/*---
section: "B.1.3"
clause: extensions.global-not-host
description: "The combination __global__ __host__ written through a macro and on a kernel in a namespace must be rejected at each declaration."
verdict: error
---*/
#define KERNEL_ON_BOTH __global__ __host__

KERNEL_ON_BOTH void from_macro(float *p) { *p = 1.0f; } // expect-error

namespace work {
__host__ __global__ void in_namespace(float *p); // expect-error
}
