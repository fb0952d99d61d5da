/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "A kernel with a virtual-base parameter launched from host code: the parameter declaration is rejected."
verdict: error
---*/
struct B { int a; };
struct D : virtual B { int b; };
__global__ void kern(D d, int *out) { *out = d.b; } // expect-error
void launch(int *out) {
  D d;
  kern<<<1, 1>>>(d, out);
}
