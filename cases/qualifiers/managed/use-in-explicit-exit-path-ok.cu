/*---
section: "I.4.3.2"
clause: managed.no-use-after-exit
description: "A managed variable read on the host just before an explicit exit(0) call (not after it): defined."
verdict: ok
phase: run
run:
  stdout: "3.0\n"
---*/
#include "cuconform.h"

__managed__ float level = 1.5f;

__global__ void twice(void) { level *= 2.0f; }

static void finish(void) {
    std::printf("%.1f\n", level);
    std::exit(0);
}

int main(void) {
    twice<<<1, 1>>>();
    CC_SYNC();
    finish();
}
