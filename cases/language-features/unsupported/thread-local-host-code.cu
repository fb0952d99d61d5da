/*---
section: I.1
clause: features.cxx11.thread-local-storage
description: "thread_local in host code of a CUDA translation unit stays available (only device code lacks it)"
verdict: ok
phase: run
std: c++11
run:
  stdout: "host tls 7, device 1\n"
---*/
#include "cuconform.h"

thread_local int tls_counter = 5;

int bump() { return ++tls_counter; }

__global__ void kernel(int* out) { *out = 1; }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  bump();
  std::printf("host tls %d, device %d\n", bump(), h);
  return 0;
}
