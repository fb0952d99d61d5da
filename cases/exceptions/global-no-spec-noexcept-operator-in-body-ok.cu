/*---
section: "I.4.7"
clause: exception.global-no-spec
description: "A __global__ function without exception specification whose body uses the noexcept operator (an expression, not a specification) on a device call."
verdict: ok
---*/
__device__ float safe_div(float a, float b) noexcept { return b != 0.0f ? a / b : 0.0f; }

__global__ void kern(float *out, bool *flag) {
    *flag = noexcept(safe_div(1.0f, 2.0f));
    *out = safe_div(1.0f, 2.0f);
}
