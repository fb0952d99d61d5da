/*---
section: I.4.3.2
clause: managed.coherence
description: "The host writes a managed variable while a kernel that writes it is still running (no synchronization): a data race, undefined as for dynamically allocated managed memory."
verdict: ub
phase: run
witness:
  unobservable: "a race between host code and a running kernel on managed or mapped memory: with concurrent managed access (Hopper on Linux) nothing faults, and no tool here sees host/device races"
---*/
#include "cuconform.h"

__managed__ int xxx = 0;

__global__ void spin_write(void)
{
  for (int i = 0; i < 1000; ++i)
    xxx = i;
}

int main(void)
{
  spin_write<<<1, 1>>>();
  xxx = -1;
  CC_SYNC();
  std::printf("%d\n", xxx);
  return 0;
}
