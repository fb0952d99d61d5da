/*---
section: "I.4.3.2"
clause: managed.no-use-before-runtime-init
description: "A managed variable written on the host inside main after an explicit cudaFree(0) initialized the runtime, then read by a kernel: defined."
verdict: ok
phase: run
run:
  stdout: "12\n"
---*/
#include "cuconform.h"

__managed__ int limit = 0;
__managed__ int seen = 0;

__global__ void copy(void) { seen = limit; }

int main(void) {
    CC_CHECK(cudaFree(0));
    limit = 12;
    copy<<<1, 1>>>();
    CC_SYNC();
    std::printf("%d\n", seen);
    return 0;
}
