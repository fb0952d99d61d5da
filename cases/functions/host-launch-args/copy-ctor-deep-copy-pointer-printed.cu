/*---
section: "I.4.9.3.1"
clause: global.arg-memcpy-not-copy-ctor
description: "A copy constructor that deep-copies into a fresh host allocation and points the copy at it: whether the kernel parameter points at the copy constructor's buffer is not guaranteed (printed)."
verdict: ub
phase: run
witness:
  unobservable: "how many times the launch stubs copy an argument (so what its copy constructor leaves) is unspecified: every printed value is a valid state, with no bad memory access for a tool to see"
---*/
#include "cuconform.h"

__managed__ int pool[2][4];
__managed__ int next_slot = 0;

struct Deep {
    int *p;
    Deep() : p(pool[0]) {}
    Deep(const Deep &o) : p(pool[1]) { for (int i = 0; i < 4; ++i) p[i] = o.p[i]; ++next_slot; }
};

__global__ void which(Deep d, int *out) { *out = (d.p == pool[1]) ? 1 : 0; }

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    Deep d;
    which<<<1, 1>>>(d, out);
    CC_SYNC();
    std::printf("copy-buffer %d\n", *out);
    return 0;
}
