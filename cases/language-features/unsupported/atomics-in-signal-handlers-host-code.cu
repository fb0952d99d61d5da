/*---
section: I.1
clause: features.cxx11.atomics-in-signal-handlers
description: "A lock-free std::atomic written from a signal handler in host code (N2547)"
verdict: ok
phase: run
std: c++11
run:
  stdout: "7 1\n"
---*/
#include "cuconform.h"
#include <atomic>
#include <csignal>

std::atomic<int> g_flag(0);

extern "C" void on_signal(int) { g_flag.store(7, std::memory_order_relaxed); }

int host_signal() {
  if (!g_flag.is_lock_free()) return -1;
  std::signal(SIGUSR1, on_signal);
  std::raise(SIGUSR1);
  return g_flag.load();
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
  std::printf("%d %d\n", host_signal(), h);
  return 0;
}
