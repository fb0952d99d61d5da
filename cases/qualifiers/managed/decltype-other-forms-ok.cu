/*---
section: I.4.3.2
clause: managed.decltype-unparenthesized
description: decltype of a parenthesized managed variable, of an expression using it and of its address are fine.
verdict: ok
---*/
__managed__ int xxx = 10;

int main(void)
{
  decltype((xxx)) r = xxx;
  decltype(xxx + 1) v = 0;
  decltype(&xxx) p = &xxx;
  auto a = xxx;
  return r + v + *p + a == 30 ? 0 : 1;
}
