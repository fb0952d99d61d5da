/*---
section: I.4.3.2
clause: managed.address-not-constant
description: A constexpr local pointer in main initialized with the address of a managed variable is rejected.
verdict: error
---*/
__managed__ int xxx = 1;

int main(void)
{
  constexpr int *p = &xxx;  // expect-error
  return *p;
}
