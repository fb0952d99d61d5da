/*---
section: "D.3.1.8"
clause: dp.api.cudastreamwaitevent
description: "A kernel makes its device stream wait on an event the host created and recorded after a host-side launch: host events used within a kernel are undefined."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void host_side(int *x) { spin(1000000); x[0] = 2; }
__global__ void consume(int *x) { x[1] = x[0] * 3; }

__global__ void parent(int *x, cudaEvent_t host_event) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamWaitEvent(s, host_event, 0);
    consume<<<1, 1, 0, s>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    cudaStream_t a, b;
    CC_CHECK(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
    CC_CHECK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    cudaEvent_t ev;
    CC_CHECK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
    host_side<<<1, 1, 0, a>>>(d);
    CC_CHECK(cudaEventRecord(ev, a));
    parent<<<1, 1, 0, b>>>(d, ev);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
