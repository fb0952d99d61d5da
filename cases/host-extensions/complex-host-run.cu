/*---
section: I.4.1
clause: hostext.complex-host-only
description: "_Complex arithmetic in host code is supported: (2+3i)^2 = -5+12i."
verdict: ok
phase: run
run:
  stdout: "-5 12\n"
---*/
#include <cstdio>

static _Complex double square(_Complex double z)
{
  return z * z;
}

int main(void)
{
  _Complex double z;
  __real__ z = 2.0;
  __imag__ z = 3.0;
  _Complex double r = square(z);
  std::printf("%g %g\n", __real__ r, __imag__ r);
  return 0;
}
