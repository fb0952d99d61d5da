/*---
section: I.1
clause: features.cxx11.strongly-typed-enums-no-implicit-conversion
description: "A scoped enumerator converted implicitly to int in device code is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
enum class Color : int { Red = 4, Green = 5 };

__global__ void kernel(int* out) {
  int i = Color::Red;  // expect-error
  *out = i;
}
