/*---
section: I.4.3.2
clause: managed.coherence
description: "Running the legal part of the I.4.3.2 example: the host sees the kernel's write (20), then its own increment and the write through decltype((xxx))."
verdict: ok
phase: run
run:
  stdout: "121\n"
---*/
#include <cassert>
#include "cuconform.h"

__device__ __managed__ int xxx = 10;

__global__ void kern(int *ptr)
{
  assert(ptr == &xxx);
  xxx = 20;
}

int main(void)
{
  int *ptr = &xxx;
  kern<<<1,1>>>(ptr);
  CC_SYNC();
  xxx++;
  decltype((xxx)) zzz = xxx;
  zzz += 100;
  std::printf("%d\n", xxx);
  return 0;
}
