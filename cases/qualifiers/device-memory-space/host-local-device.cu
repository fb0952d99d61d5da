/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A non-extern __device__ variable declared in a host function is rejected.
verdict: error
---*/
void host_fn(void)
{
  __device__ int x;  // expect-error
}
