/*---
section: "D.3.1.8"
clause: dp.api.cudamemsetasync
description: "Device-side cudaMemsetAsync() sets bytes of a device buffer; a child launched afterwards in the same stream sees them."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "96 0\n"
---*/
#include "cuconform.h"

__global__ void check(const unsigned char *p, int *out) {
    int s = 0;
    for (int i = 0; i < 32; ++i) s += p[i];
    out[0] = s;
}

__global__ void parent(unsigned char *p, int *out) {
    out[1] = (int)cudaMemsetAsync(p, 3, 32, 0);
    check<<<1, 1>>>(p, out);
}

int main() {
    unsigned char *p;
    int *out;
    CC_CHECK(cudaMalloc(&p, 32));
    CC_CHECK(cudaMalloc(&out, 2 * sizeof(int)));
    parent<<<1, 1>>>(p, out);
    CC_SYNC();
    int r[2];
    CC_CHECK(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", r[0], r[1]);
    return 0;
}
