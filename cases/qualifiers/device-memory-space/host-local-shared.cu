/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A __shared__ variable declared in a host function is rejected.
verdict: error
---*/
void host_fn(void)
{
  __shared__ int s;  // expect-error
}
