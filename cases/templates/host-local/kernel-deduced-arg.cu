/*---
section: I.4.11
clause: template.arg-host-local
description: "A kernel template argument deduced from an object of a host-local type is rejected."
verdict: error
---*/
template <typename T>
__global__ void kern(T t) { }
void launch(void) {
  struct L { int x; };
  L l{1};
  kern<<<1, 1>>>(l); // expect-error
}
