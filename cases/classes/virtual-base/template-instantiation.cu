/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "Launching a __global__ template deduced with a class derived from a virtual base is rejected at the launch."
verdict: error
---*/
struct B { int a; };
struct D : virtual B { int b; };
template <typename T> __global__ void kern(T t) { }
void launch(void) {
  D d;
  kern<<<1, 1>>>(d); // expect-error
}
