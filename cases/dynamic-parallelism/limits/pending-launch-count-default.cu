/*---
section: "D.4.3.1.4"
clause: dp.limits.pending-launch-count
description: "cudaDeviceGetLimit(cudaLimitDevRuntimePendingLaunchCount) on the host reports the default of 2048 launches."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2048\n"
---*/
#include "cuconform.h"

int main() {
    size_t v = 0;
    CC_CHECK(cudaDeviceGetLimit(&v, cudaLimitDevRuntimePendingLaunchCount));
    std::printf("%zu\n", v);
    return 0;
}
