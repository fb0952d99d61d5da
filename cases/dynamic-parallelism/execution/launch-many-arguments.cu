/*---
section: "D.3.1"
clause: dp.exec.device-launch
description: "A device-side launch with ten arguments of mixed scalar and pointer types."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4321 8 51007\n"
---*/
#include "cuconform.h"

__global__ void child(char a, short b, int c, long long d, float e, double f,
                      unsigned char g, bool h, unsigned int i, int *out) {
    out[0] = a + b + c + (int)d;
    out[1] = (int)(e * 2) + (int)(f * 2);
    out[2] = g + (h ? 1000 : 0) + (int)i;
}

__global__ void parent(int *out) {
    child<<<1, 1>>>('\x01', (short)20, 300, 4000LL, 1.5f, 2.5, (unsigned char)7, true, 50000u, out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
