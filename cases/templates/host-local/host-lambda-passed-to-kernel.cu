/*---
section: I.4.11
clause: template.arg-host-local
description: "Passing a (non-extended) lambda from a host function to a kernel template deduces its closure type: rejected."
verdict: error
---*/
template <typename F>
__global__ void apply(F f) { }
void launch(void) {
  apply<<<1, 1>>>([] { return 1; }); // expect-error
}
