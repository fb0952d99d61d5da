/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using GNU labels as values (computed goto) is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
int f(int i)
{
  static void *table[] = { &&zero, &&one };
  goto *table[i & 1];
zero:
  return 0;
one:
  return 1;
}

int main(void) { return f(1) == 1 ? 0 : 1; }
