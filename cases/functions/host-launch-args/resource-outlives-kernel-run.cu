/*---
section: I.4.9.3.1
clause: global.arg-destructor-before-kernel-end
description: "When the resource is owned by an object that outlives the synchronisation, the kernel's store is safe: a correct way to write the guide's example."
verdict: ok
phase: run
run:
  stdout: "4\n"
---*/
#include "cuconform.h"
struct S {
  int *ptr;
  S() : ptr(nullptr) { }
};
__global__ void foo(S in) { *(in.ptr) = 4; }
int main() {
  S V;
  CC_CHECK(cudaMallocManaged(&V.ptr, sizeof(int)));
  foo<<<1, 1>>>(V);
  CC_SYNC();
  std::printf("%d\n", *V.ptr);
  CC_CHECK(cudaFree(V.ptr));
  return 0;
}
