/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A static __shared__ variable declared in a host function is rejected.
verdict: error
---*/
void host_fn(void)
{
  static __shared__ int s;  // expect-error
}
