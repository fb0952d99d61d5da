/*---
section: I.4.3.2
clause: managed.no-const
description: A volatile (not const) __managed__ variable is fine.
verdict: ok
---*/
__managed__ volatile int flag = 0;

__global__ void kern(void)
{
  flag = 1;
}
