/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using a GNU statement expression is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
int f(int x)
{
  return ({ int y = x * 2; y + 1; });
}

int main(void) { return f(1) == 3 ? 0 : 1; }
