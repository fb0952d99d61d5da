/*---
section: I.4.11
clause: template.arg-host-local
description: "A host-local type used only in host code, with the kernel instantiated with a namespace-scope type, is fine."
verdict: ok
---*/
template <typename T>
__global__ void kern(T t) { }
void launch(void) {
  struct L { int x; };
  L l{3};
  kern<<<1, 1>>>(l.x);
}
