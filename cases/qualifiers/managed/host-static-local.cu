/*---
section: I.4.3.2
clause: managed.no-host-local-without-linkage
description: A static __managed__ local in a host function (no external linkage) is rejected.
verdict: error
---*/
int host_fn(void)
{
  static __managed__ int s;  // expect-error
  return s;
}
