/*---
section: I.4.3.1
clause: memspace.no-parameter
description: A __constant__ formal parameter of a host function is rejected.
verdict: error
---*/
int host_fn(__constant__ int x)  // expect-error
{
  return x;
}
