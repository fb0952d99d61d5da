/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A reference-parameter kernel launched from host code: the declaration is rejected."
verdict: error
---*/
__global__ void kern(int &x) { x = 1; } // expect-error
void launch(void) {
  int v = 0;
  kern<<<1, 1>>>(v);
}
