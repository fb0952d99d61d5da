/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-device-properties
description: "The host reads cudaGetDeviceProperties() and passes the field the kernel needs as an argument; the kernel compares it with its own cudaDeviceGetAttribute() query."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "match\n"
---*/
#include "cuconform.h"

__global__ void child(int host_sms, int *out) {
    int sms = -1;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    *out = (sms == host_sms);
}

__global__ void parent(int host_sms, int *out) { child<<<1, 1>>>(host_sms, out); }

int main() {
    cudaDeviceProp prop;
    CC_CHECK(cudaGetDeviceProperties(&prop, 0));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));   // "mismatch" unless the child writes 1
    parent<<<1, 1>>>(prop.multiProcessorCount, d);
    CC_SYNC();
    int h = 0;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s\n", h ? "match" : "mismatch");
    return 0;
}
