/*---
section: "I.4.3.3"
clause: volatile.actual-memory-access
description: "A kernel polls a plain (non-volatile) flag in mapped host memory that the host sets later: without volatile no actual load per iteration is promised, and the unsynchronized access is a race (bounded by clock64)."
verdict: ub
phase: run
run:
  timeout: 20
witness:
  unobservable: "a race between host code and a running kernel on managed or mapped memory: with concurrent managed access (Hopper on Linux) nothing faults, and no tool here sees host/device races"
---*/
#include "cuconform.h"
#include <chrono>
#include <thread>

__global__ void wait_plain(int *flag, int *result) {
    long long start = clock64();
    while (*flag == 0) {
        if (clock64() - start > 5000000000LL) break;
    }
    *result = *flag;
}

int main(void) {
    int *flag = nullptr, *result = nullptr;
    CC_CHECK(cudaHostAlloc(&flag, sizeof(int), cudaHostAllocMapped));
    CC_CHECK(cudaHostAlloc(&result, sizeof(int), cudaHostAllocMapped));
    *flag = 0;
    *result = -1;
    int *dflag = nullptr, *dresult = nullptr;
    CC_CHECK(cudaHostGetDevicePointer(&dflag, flag, 0));
    CC_CHECK(cudaHostGetDevicePointer(&dresult, result, 0));
    wait_plain<<<1, 1>>>(dflag, dresult);
    CC_CHECK(cudaGetLastError());
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    *flag = 1;
    CC_CHECK(cudaDeviceSynchronize());
    std::printf("%s\n", *result == 1 ? "seen" : "not seen");
    return 0;
}
