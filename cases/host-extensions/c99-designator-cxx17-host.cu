/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using a C99 designated initializer in C++17 (a GNU extension before C++20) is the host compiler's business and is accepted.
verdict: ok
phase: link
std: c++17
---*/
struct Point { int x; int y; };

int f(void)
{
  Point p = { .x = 1, .y = 2 };
  return p.x + p.y;
}

int main(void) { return f() == 3 ? 0 : 1; }
