/*---
section: "I.6.2"
clause: xlambda.restriction-12.not-constexpr
description: "A constexpr lambda defined in a __device__ function is not an extended lambda; it may be constexpr and used in a constant expression."
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
__device__ int device_side(void) {
    constexpr auto twice = [](int x) constexpr { return 2 * x; };
    static_assert(twice(4) == 8, "constexpr lambda in device code");
    return twice(21);
}

__global__ void kern(int *out) { *out = device_side(); }
