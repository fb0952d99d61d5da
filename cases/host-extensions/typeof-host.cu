/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using the GNU __typeof__ operator is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
int f(int x)
{
  __typeof__(x) y = x + 1;
  return y;
}

int main(void) { return f(1) == 2 ? 0 : 1; }
