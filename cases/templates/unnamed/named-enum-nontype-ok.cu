/*---
section: I.4.11
clause: template.arg-unnamed
description: "A non-type template argument of a named namespace-scope enumeration type is allowed."
verdict: ok
std: c++17
---*/
template <auto V>
__global__ void kern(int *out) { *out = (int)V; }
enum Mode { fast = 3, slow = 4 };
void launch(int *out) {
  kern<slow><<<1, 1>>>(out);
}
