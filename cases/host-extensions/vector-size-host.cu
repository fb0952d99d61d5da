/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using a GNU vector_size vector type is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
typedef int v4si __attribute__((vector_size(16)));

int f(int x)
{
  v4si a = {x, x, x, x};
  v4si b = a + a;
  return b[0];
}

int main(void) { return f(2) == 4 ? 0 : 1; }
