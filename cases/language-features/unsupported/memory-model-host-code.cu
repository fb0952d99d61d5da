/*---
section: I.1
clause: features.cxx11.memory-model
description: "Release/acquire synchronization between host threads (the C++11 memory model, N2429)"
verdict: ok
phase: run
std: c++11
run:
  stdout: "42 1\n"
---*/
#include "cuconform.h"
#include <atomic>
#include <thread>

int g_data = 0;
std::atomic<bool> g_ready(false);

int host_memory_model() {
  int seen = 0;
  std::thread consumer([&seen] {
    while (!g_ready.load(std::memory_order_acquire)) {
    }
    seen = g_data;
  });
  g_data = 42;
  g_ready.store(true, std::memory_order_release);
  consumer.join();
  return seen;
}

// Device code of the same translation unit, which the host-only feature must not disturb.
__global__ void kernel(int* out) { *out = 1; }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d %d\n", host_memory_model(), h);
  return 0;
}
