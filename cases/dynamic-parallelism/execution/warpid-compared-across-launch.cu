/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "Lane 0 of each of four warps increments the slot indexed by %warpid, launches a child, and decrements the slot indexed by a second %warpid read: if a warp's %warpid changed across the launch it updates another warp's slot, with plain read-modify-writes that race."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "%smid / %warpid read before and after a device-side launch: on current GPUs a block does not move across the launch, so the values stay equal and the code does what it intends; no tool reports it"
note: "The slot index depends on %warpid staying the same across the launch: a warp whose %warpid changed releases a slot another warp may be updating at the same time, a data race. Slots cover any %warpid (it is below %nwarpid, at most 64 on current GPUs)."
---*/
#include "cuconform.h"

__device__ unsigned warpid() { unsigned r; asm volatile("mov.u32 %0, %%warpid;" : "=r"(r)); return r; }

__global__ void child(int *x) { atomicAdd(x, 1); }

__global__ void parent(int *slots, int *x) {
    if (threadIdx.x % 32 != 0) return;
    slots[warpid()] += 1;   // this warp's slot, as long as %warpid stays the same
    child<<<1, 1>>>(x);
    slots[warpid()] -= 1;   // read again after the launch
}

int main() {
    int *slots, *x;
    CC_CHECK(cudaMalloc(&slots, 1024 * sizeof(int)));
    CC_CHECK(cudaMalloc(&x, sizeof(int)));
    CC_CHECK(cudaMemset(slots, 0, 1024 * sizeof(int)));
    CC_CHECK(cudaMemset(x, 0, sizeof(int)));
    parent<<<1, 128>>>(slots, x);
    cudaDeviceSynchronize();
    int h[1024] = {};
    cudaMemcpy(h, slots, sizeof h, cudaMemcpyDeviceToHost);
    int nonzero = 0;
    for (int i = 0; i < 1024; ++i) nonzero += (h[i] != 0);
    std::printf("%d\n", nonzero);
    return 0;
}
