/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using the GNU conditional with an omitted middle operand is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
int pick(int a, int b)
{
  return a ?: b;
}

int main(void) { return pick(0, 3) == 3 ? 0 : 1; }
