/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using an anonymous struct member (GNU/MSVC extension) is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
union Vec {
  struct { int x, y; };
  int v[2];
};

int main(void)
{
  Vec p;
  p.v[0] = 0;
  return p.x;
}
