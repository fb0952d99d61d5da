/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A function-local static initialized with a managed variable's value is rejected (initialization of an object with static storage duration).
verdict: error
---*/
__managed__ int xxx = 10;

int cached(void)
{
  static int c = xxx;  // expect-error
  return c;
}
