/*---
section: I.4.3.2
clause: managed.coherence
description: Writes of many threads to a managed array are visible to the host after synchronization.
verdict: ok
phase: run
run:
  stdout: "5559680\n"
---*/
#include "cuconform.h"

__managed__ int data[256];

__global__ void fill(void)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] = i * i;
}

int main(void)
{
  fill<<<4, 64>>>();
  CC_SYNC();
  long long sum = 0;
  for (int i = 0; i < 256; ++i) sum += data[i];
  std::printf("%lld\n", sum);
  return 0;
}
