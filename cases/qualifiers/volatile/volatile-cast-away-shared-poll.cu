/*---
section: "I.4.3.3"
clause: volatile.actual-memory-access
description: "A volatile __shared__ flag is polled through a pointer with volatile cast away: the accesses are not to a volatile object as far as the compiler sees, so the guarantee is lost and the poll races with the writer (bounded by clock64)."
verdict: ub
phase: run
run:
  timeout: 20
witness: {racecheck: shared-hazard}
note: "Accessing a volatile object through a non-volatile glvalue is undefined in C++ as well; the case records what the compiler did."
---*/
#include "cuconform.h"

__global__ void kern(int *out) {
    __shared__ volatile int flag;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    int *plain = const_cast<int *>(&flag);
    if (threadIdx.x == 0) {
        flag = 1;
    } else if (threadIdx.x == 32) {
        long long start = clock64();
        while (*plain == 0 && clock64() - start < 2000000000LL) {
        }
        *out = *plain;
    }
}

int main(void) {
    int *d = nullptr;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    kern<<<1, 64>>>(d);
    CC_SYNC();
    int h = -1;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s\n", h ? "seen" : "not seen");
    return 0;
}
