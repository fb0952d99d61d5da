/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using a variable length array is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
int f(int n)
{
  int a[n];
  for (int i = 0; i < n; ++i) a[i] = i;
  return a[n - 1];
}

int main(void) { return f(4) == 3 ? 0 : 1; }
