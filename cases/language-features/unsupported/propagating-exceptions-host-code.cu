/*---
section: I.1
clause: features.cxx11.propagating-exceptions
description: "std::exception_ptr, current_exception and rethrow_exception in host code of a CUDA translation unit"
verdict: ok
phase: run
std: c++11
run:
  stdout: "3 1\n"
---*/
#include "cuconform.h"
#include <exception>
#include <stdexcept>

int host_propagate() {
  std::exception_ptr saved;
  try {
    throw std::runtime_error("abc");
  } catch (...) {
    saved = std::current_exception();
  }
  try {
    std::rethrow_exception(saved);
  } catch (const std::runtime_error& e) {
    int n = 0;
    while (e.what()[n]) ++n;
    return n;
  }
  return -1;
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
  std::printf("%d %d\n", host_propagate(), h);
  return 0;
}
