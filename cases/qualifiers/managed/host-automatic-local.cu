/*---
section: I.4.3.2
clause: managed.no-host-local-without-linkage
description: An automatic __managed__ local in main is rejected.
verdict: error
---*/
int main(void)
{
  __managed__ int a = 0;  // expect-error
  return a;
}
