/*---
section: I.2
clause: features.cxx14.sized-deallocation
description: "A replaced sized operator delete receives the object size in host code under C++14 (N3778)"
verdict: ok
phase: run
std: c++14
note: "C++14 [expr.delete]: deleting an object of complete class type without a class-specific deallocation function calls the sized global operator delete. nvcc 13 also compiles replacement global allocation functions for the device, hence the __CUDA_ARCH__ guards, which keep the program valid either way."
run:
  stdout: "24 1\n"
---*/
#include "cuconform.h"
#include <cstddef>
#include <cstdlib>
#include <new>

static bool g_recording = false;
static std::size_t g_size = 0;

// Replacement global allocation functions. nvcc may also compile them for the device, so the
// host-only parts are kept out of the device compilation.
void* operator new(std::size_t n) {
  void* p = std::malloc(n ? n : 1);
#ifndef __CUDA_ARCH__
  if (!p) std::abort();
#endif
  return p;
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t n) noexcept {
#ifndef __CUDA_ARCH__
  if (g_recording) g_size = n;
#endif
  std::free(p);
}

struct Payload {
  long long a, b, c;
};

__global__ void kernel(int* out) { *out = 1; }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  Payload* p = new Payload();
  g_recording = true;
  delete p;
  g_recording = false;
  std::printf("%d %d\n", static_cast<int>(g_size), h);
  return 0;
}
