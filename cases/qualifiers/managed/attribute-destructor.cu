/*---
section: I.4.3.2
clause: managed.no-use-after-exit
description: "A managed variable read in a gcc __attribute__((destructor)) function, which runs after exit(): undefined."
verdict: ub
phase: run
witness:
  unobservable: "a managed variable used while the process exits: the CUDA runtime is still mapped when atexit handlers and static destructors run, so the access reads or writes ordinary memory; no tool checks teardown order"
---*/
#include <cstdio>

__managed__ int xxx = 10;

__attribute__((destructor)) static void after_exit(void)
{
  std::printf("%d\n", xxx);
}

int main(void)
{
  xxx = 11;
  return 0;
}
