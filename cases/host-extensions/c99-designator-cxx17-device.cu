/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using a C99 designated initializer in C++17 (a GNU extension before C++20) is diagnosed.
verdict: diagnose
std: c++17
---*/
struct Point { int x; int y; };

__device__ int f(void)
{
  Point p = { .x = 1, .y = 2 };  // expect-diag
  return p.x + p.y;
}
