/*---
section: "I.4.3.2"
clause: managed.coherence
description: "A managed variable attached to one stream is written by the host while a kernel runs in another stream that touches it: the stream-attachment guarantee does not cover that access, so it is undefined."
verdict: ub
phase: run
witness:
  unobservable: "a race between host code and a running kernel on managed or mapped memory: with concurrent managed access (Hopper on Linux) nothing faults, and no tool here sees host/device races"
note: "The guide lets the host access managed memory attached to a stream only while no kernel in that stream runs; here the kernel runs in another stream and touches the variable, so the host write races with it exactly as with dynamically allocated managed memory."
---*/
#include "cuconform.h"

__managed__ int value = 0;

__global__ void bump(void) {
    for (int i = 0; i < 100000; ++i) atomicAdd(&value, 1);
}

int main(void) {
    cudaStream_t mine, other;
    CC_CHECK(cudaStreamCreate(&mine));
    CC_CHECK(cudaStreamCreate(&other));
    CC_CHECK(cudaStreamAttachMemAsync(mine, &value, 0, cudaMemAttachSingle));
    CC_CHECK(cudaStreamSynchronize(mine));
    bump<<<1, 32, 0, other>>>();
    value = -1;
    CC_SYNC();
    std::printf("%d\n", value);
    return 0;
}
