/*---
section: I.4.1
clause: hostext.float128-host-only
description: "__float128 arithmetic in host code (64-bit x86 Linux) keeps more precision than double: 1 + 1e-20 > 1 at run time."
verdict: ok
phase: run
run:
  stdout: "1 0\n"
note: Values are read at run time so that the constant-precision permission (hostext.float128-constant-precision) does not apply.
---*/
#include <cstdio>

int main(int argc, char **argv)
{
  volatile double tiny = 1e-20;
  __float128 one = argc;          // 1, not a constant expression
  __float128 sum = one + (__float128)tiny;
  double dsum = (double)argc + tiny;
  std::printf("%d %d\n", (int)(sum > one), (int)(dsum > 1.0));
  return 0;
}
