/*---
section: I.4.3.2
clause: managed.no-use-before-runtime-init
description: "A managed variable written in a gcc __attribute__((constructor)) function, which may run before the CUDA runtime is initialized: undefined."
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include <cstdio>

__managed__ int xxx = 10;

__attribute__((constructor)) static void before_main(void)
{
  xxx = 13;
}

int main(void)
{
  std::printf("%d\n", xxx);
  return 0;
}
