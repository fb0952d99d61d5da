/*---
section: "D.3.1.4"
clause: dp.sync.cdp2-removed
description: "CDP2: a kernel that needs its child's result continues in a kernel launched into cudaStreamTailLaunch instead of calling cudaDeviceSynchronize(); the program never references device-side cudaDeviceSynchronize()."
verdict: ok
flags: ["-rdc=true"]
tags: [beyond-guide]
requires:
  features: [cdp]
---*/
__global__ void produce(int *x) { x[0] = 21; }
__global__ void continuation(int *x) { x[1] = x[0] * 2; }

__global__ void parent(int *x) {
    produce<<<1, 1>>>(x);
    continuation<<<1, 1, 0, cudaStreamTailLaunch>>>(x);
}
