/*---
section: I.4.3.2
clause: managed.no-host-local-without-linkage
description: A block-scope extern __managed__ declaration in a host function has external linkage and is fine.
verdict: ok
---*/
__managed__ int xxx = 10;

int read_it(void)
{
  extern __managed__ int xxx;
  return xxx;
}
