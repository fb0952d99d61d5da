/*---
section: I.4.3.2
clause: managed.address-not-constant
description: A const (not constexpr) local pointer initialized at run time with a managed variable's address is fine.
verdict: ok
---*/
__managed__ int xxx = 1;

int main(void)
{
  int *const p = &xxx;
  *p = 2;
  return xxx == 2 ? 0 : 1;
}
