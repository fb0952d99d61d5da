/*---
section: "D.4.3.1.4"
clause: dp.limits.sync-depth
description: "cudaDeviceGetLimit(cudaLimitDevRuntimeSyncDepth) on the host reports the default maximum sync depth, 2."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2\n"
---*/
#include "cuconform.h"

int main() {
    size_t v = 0;
    CC_CHECK(cudaDeviceGetLimit(&v, cudaLimitDevRuntimeSyncDepth));
    std::printf("%zu\n", v);
    return 0;
}
