/*---
section: I.4.3.3
clause: volatile.actual-memory-access
description: "A kernel polls a volatile flag in mapped pinned host memory that the host sets after the launch; each poll is a real load, so the kernel sees it (bounded by a clock64 time-out)."
verdict: ok
phase: run
run:
  stdout: "seen\n"
  timeout: 30
---*/
#include "cuconform.h"
#include <chrono>
#include <thread>

__global__ void wait_flag(volatile int *flag, int *result)
{
  long long start = clock64();
  while (*flag == 0) {
    if (clock64() - start > 5000000000LL) { *result = 0; return; }
  }
  *result = 1;
}

int main(void)
{
  int *flag = nullptr, *result = nullptr;
  CC_CHECK(cudaHostAlloc(&flag, sizeof(int), cudaHostAllocMapped));
  CC_CHECK(cudaHostAlloc(&result, sizeof(int), cudaHostAllocMapped));
  *flag = 0;
  *result = -1;
  int *dflag = nullptr, *dresult = nullptr;
  CC_CHECK(cudaHostGetDevicePointer(&dflag, flag, 0));
  CC_CHECK(cudaHostGetDevicePointer(&dresult, result, 0));
  wait_flag<<<1, 1>>>(dflag, dresult);
  CC_CHECK(cudaGetLastError());
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  *(volatile int *)flag = 1;
  CC_CHECK(cudaDeviceSynchronize());
  std::printf("%s\n", *result == 1 ? "seen" : "timeout");
  return 0;
}
