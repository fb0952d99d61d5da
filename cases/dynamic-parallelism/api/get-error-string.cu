/*---
section: "D.3.1.8"
clause: dp.api.cudageterrorstring
description: "Device-side cudaGetErrorString() returns a non-empty string for cudaErrorInvalidValue, the same text as the host runtime's."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 1\n"
---*/
#include "cuconform.h"
#include <cstring>

__global__ void child(char *buf) {
    const char *s = cudaGetErrorString(cudaErrorInvalidValue);
    int i = 0;
    if (s)
        for (; s[i] && i < 255; ++i) buf[i] = s[i];
    buf[i] = 0;
}

__global__ void parent(char *buf) { child<<<1, 1>>>(buf); }

int main() {
    char *d;
    CC_CHECK(cudaMalloc(&d, 256));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    char h[256];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0] != 0, std::strcmp(h, cudaGetErrorString(cudaErrorInvalidValue)) == 0);
    return 0;
}
