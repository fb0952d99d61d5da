/*---
section: I.4.3.2
clause: managed.coherence
description: "A managed variable written by the host before a launch is seen by the kernel; the kernel's write is seen by the host after synchronization."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__managed__ int value;

__global__ void triple(void)
{
  value *= 3;
}

int main(void)
{
  value = 14;
  triple<<<1, 1>>>();
  CC_SYNC();
  std::printf("%d\n", value);
  return 0;
}
