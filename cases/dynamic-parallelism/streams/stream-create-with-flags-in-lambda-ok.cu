/*---
section: "D.3.1.2"
clause: dp.streams.create-host-only
description: "A lambda inside a kernel (so device code) creates its stream with cudaStreamCreateWithFlags(cudaStreamNonBlocking), the device form of stream creation, and launches into it."
verdict: ok
std: c++14
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *p, int v) { *p = v; }

__global__ void parent(int *p) {
    auto launch_in_own_stream = [](int *dst, int v) {
        cudaStream_t s;
        if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess) return;
        child<<<1, 1, 0, s>>>(dst, v);
        cudaStreamDestroy(s);
    };
    launch_in_own_stream(p, 1);
    launch_in_own_stream(p + 1, 2);
}
