/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A __constant__ variable declared in main is rejected.
verdict: error
---*/
int main(void)
{
  __constant__ int c = 1;  // expect-error
  return 0;
}
