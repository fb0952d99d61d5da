/*---
section: I.4.3.2
clause: managed.no-host-local-without-linkage
description: A namespace-scope static __managed__ variable (internal linkage, not in a function) is fine.
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

static __managed__ int counter = 1;

__global__ void bump(void)
{
  counter += 41;
}

int main(void)
{
  bump<<<1, 1>>>();
  CC_SYNC();
  std::printf("%d\n", counter);
  return 0;
}
