/*---
section: "D.3.1.2"
clause: dp.streams.no-sync-query
description: "A lambda in a kernel calls cudaStreamSynchronize() on the device NULL stream after launching into it: unsupported by the device runtime whatever the stream."
verdict: diagnose
std: c++14
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    auto launch_and_wait = [out]() {
        child<<<1, 1>>>(out);
        return cudaStreamSynchronize(0); // expect-diag
    };
    if (launch_and_wait() != cudaSuccess) out[1] = -1;
}
