/*---
section: "D.3.2.2"
clause: dp.ptx.buffer-max-4k
description: "A 4000-byte struct argument plus a pointer (4008 bytes, within the 4 KB maximum) passed through the parameter buffer."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "499500\n"
---*/
#include "cuconform.h"

struct Big { int v[1000]; };

__global__ void child(Big b, long long *out) {
    long long s = 0;
    for (int i = 0; i < 1000; ++i) s += b.v[i];
    *out = s;
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 4008);
    Big *b = (Big *)buf;
    for (int i = 0; i < 1000; ++i) b->v[i] = i;
    *(long long **)(buf + 4000) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%lld\n", h);
    return 0;
}
