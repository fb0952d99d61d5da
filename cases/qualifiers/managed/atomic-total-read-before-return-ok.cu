/*---
section: "I.4.3.2"
clause: managed.no-use-after-exit
description: "A managed variable used at the end of main, before exit() is called, after a kernel updated it: defined, the value is printed."
verdict: ok
phase: run
run:
  stdout: "20\n"
---*/
#include "cuconform.h"

__managed__ int total = 0;

__global__ void add(int v) { atomicAdd(&total, v); }

int main(void) {
    add<<<1, 4>>>(5);
    CC_SYNC();
    std::printf("%d\n", total);
    return 0;
}
