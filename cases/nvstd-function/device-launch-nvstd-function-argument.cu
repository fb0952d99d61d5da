/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A __global__ function taking an nvstd::function by value, launched from device code (dynamic parallelism): nvstd::function is not trivially copyable, so the device-side launch breaks the argument rule, although the nvstd::function restriction itself names host launches only."
verdict: error
flags: ["-rdc=true"]
requires:
  features: ["nvfunctional", "cdp"]
  rdc: true
note: "Once an ok case for nvfunction.no-global-param-from-host (\"launched only from device code\"); the GPU run of session 7 showed that it breaks I.4.9.3.1 (every argument of a device-side launch must be trivially copyable and trivially destructible; nvstd::function, like std::function, has a user-provided copy constructor), so it now tests that rule. Device-side launch needs -rdc=true; the case stops at compile, so cudadevrt is not linked."
---*/
#include <nvfunctional>
__device__ int one(void) { return 1; }

__global__ void child(nvstd::function<int()> f, int *out) { *out = f(); }

__global__ void parent(int *out) {
    nvstd::function<int()> f = one;
    child<<<1, 1>>>(f, out); // expect-error
}
