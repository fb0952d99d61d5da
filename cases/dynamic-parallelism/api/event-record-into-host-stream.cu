/*---
section: "D.3.1.8"
clause: dp.api.cudaeventrecord
description: "A kernel records a device-created event into a stream the host created and passed as an argument: host streams used in a kernel are undefined."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 1; }

__global__ void parent(int *x, cudaStream_t host_stream) {
    cudaEvent_t ev;
    cudaEventCreateWithFlags(&ev, cudaEventDisableTiming);
    child<<<1, 1>>>(x);
    cudaEventRecord(ev, host_stream);
    x[1] = 1;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    cudaStream_t hs;
    CC_CHECK(cudaStreamCreate(&hs));
    parent<<<1, 1>>>(d, hs);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
