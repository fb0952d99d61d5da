/*---
section: I.4.3.2
clause: managed.no-use-after-exit
description: "A managed variable written in an atexit handler, which runs during exit(): undefined."
verdict: ub
phase: run
witness:
  unobservable: "a managed variable used while the process exits: the CUDA runtime is still mapped when atexit handlers and static destructors run, so the access reads or writes ordinary memory; no tool checks teardown order"
---*/
#include <cstdio>
#include <cstdlib>

__managed__ int xxx = 10;

static void handler(void)
{
  xxx = 12;
  std::printf("%d\n", xxx);
}

int main(void)
{
  std::atexit(handler);
  std::exit(0);
}
