/*---
section: I.4.3.2
clause: managed.coherence
description: cudaStreamAttachMemAsync works on a managed variable's address as on dynamically allocated managed memory.
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__managed__ int xxx = 5;

__global__ void add(int v)
{
  xxx += v;
}

int main(void)
{
  cudaStream_t s;
  CC_CHECK(cudaStreamCreate(&s));
  CC_CHECK(cudaStreamAttachMemAsync(s, &xxx, 0, cudaMemAttachSingle));
  add<<<1, 1, 0, s>>>(37);
  CC_CHECK(cudaStreamSynchronize(s));
  CC_CHECK(cudaGetLastError());
  std::printf("%d\n", xxx);
  CC_CHECK(cudaStreamDestroy(s));
  return 0;
}
