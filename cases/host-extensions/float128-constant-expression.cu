/*---
section: I.4.1
clause: hostext.float128-constant-precision
description: "A constant __float128 expression may be folded in lower precision: either result of (1 + 1e-20) > 1 conforms."
verdict: ok
phase: run
run:
  stdout_regex: "^[01]\n$"
---*/
#include <cstdio>

int main(void)
{
  const __float128 sum = (__float128)1 + (__float128)1e-20;
  std::printf("%d\n", (int)(sum > (__float128)1));
  return 0;
}
