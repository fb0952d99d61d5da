/*---
section: I.4.3.2
clause: managed.coherence
description: The runtime reports the address of a managed variable as managed memory, like memory from cudaMallocManaged.
verdict: ok
phase: run
run:
  stdout: "1 1\n"
---*/
#include "cuconform.h"

__managed__ int xxx = 1;

int main(void)
{
  int *dyn = nullptr;
  CC_CHECK(cudaMallocManaged(&dyn, sizeof(int)));
  cudaPointerAttributes a{}, b{};
  CC_CHECK(cudaPointerGetAttributes(&a, &xxx));
  CC_CHECK(cudaPointerGetAttributes(&b, dyn));
  std::printf("%d %d\n", a.type == cudaMemoryTypeManaged, a.type == b.type);
  CC_CHECK(cudaFree(dyn));
  return 0;
}
