/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "Reading %smid once in a device-launched child gives an SM index below the device's multiprocessor count."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int sms) {
    unsigned smid;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(smid));
    out[0] = smid < (unsigned)sms;
}

__global__ void parent(int *out, int sms) { child<<<1, 1>>>(out, sms); }

int main() {
    int sms;
    CC_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d, sms);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
