/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A static __device__ variable declared in a host function is rejected (static is still non-extern).
verdict: error
---*/
int host_fn(void)
{
  static __device__ int counter;  // expect-error
  return 0;
}
