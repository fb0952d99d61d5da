/*---
section: I.4.11
clause: template.arg-host-local
description: "A non-type template argument whose type is an enumeration local to a host function is rejected."
verdict: error
std: c++17
---*/
template <auto V>
__global__ void kern(void) { }
void launch(void) {
  enum class Mode { fast, slow };
  kern<Mode::fast><<<1, 1>>>(); // expect-error
}
