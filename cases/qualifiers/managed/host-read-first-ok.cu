/*---
section: I.4.3.2
clause: managed.no-use-before-runtime-init
description: A managed variable read in main before any explicit CUDA call holds its initial value.
verdict: ok
phase: run
run:
  stdout: "10\n"
note: "Code in main runs when the runtime can be initialized; a host access to a managed variable must work there."
---*/
#include <cstdio>

__managed__ int xxx = 10;

int main(void)
{
  std::printf("%d\n", xxx);
  return 0;
}
