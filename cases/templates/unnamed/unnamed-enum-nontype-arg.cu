/*---
section: I.4.11
clause: template.arg-unnamed
description: "A non-type template argument whose type is an unnamed enumeration is rejected."
verdict: error
std: c++17
---*/
template <auto V>
__global__ void kern(void) { }
enum { e_a, e_b };
void launch(void) {
  kern<e_b><<<1, 1>>>(); // expect-error
}
