/*---
section: "I.4.4"
clause: pointer.symbol-address-host-only
description: "The cudaGetSymbolAddress() address of one __device__ variable is stored into a __device__ pointer variable and dereferenced by a kernel: device use, undefined by the sentence (printed)."
verdict: ub
phase: run
witness:
  unobservable: "the cudaGetSymbolAddress() address is a valid device address of the variable: the kernel's access succeeds, the rule is the API's contract, and there is no memory error for a tool to see"
note: "Read as symbol-address-kernel-deref.cu: in practice the address is the variable's device address; any behaviour conforms."
---*/
#include "cuconform.h"

__device__ float gain = 2.5f;
__device__ float *gain_ptr;

__global__ void read(float *out) { *out = *gain_ptr; }

int main(void) {
    float *addr = nullptr;
    CC_CHECK(cudaGetSymbolAddress((void **)&addr, gain));
    CC_CHECK(cudaMemcpyToSymbol(gain_ptr, &addr, sizeof addr));
    float *d = nullptr, h = 0;
    CC_CHECK(cudaMalloc(&d, sizeof(float)));
    read<<<1, 1>>>(d);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%.1f\n", h);
    return 0;
}
