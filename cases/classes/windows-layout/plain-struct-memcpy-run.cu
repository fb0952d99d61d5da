/*---
section: I.4.10.6
clause: class.windows-layout-transfer
description: "A class outside the set C (no virtual functions, virtual bases, multiple empty bases) may be passed between host and device with cudaMemcpy."
verdict: ok
phase: run
run:
  stdout: "42 2.50\n"
---*/
#include "cuconform.h"
struct P { int a; double b; };
__global__ void kern(P *p) { p->a += 1; p->b *= 2.0; }
int main() {
  P h = {41, 1.25};
  P *d;
  CC_CHECK(cudaMalloc(&d, sizeof(P)));
  CC_CHECK(cudaMemcpy(d, &h, sizeof(P), cudaMemcpyHostToDevice));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(P), cudaMemcpyDeviceToHost));
  std::printf("%d %.2f\n", h.a, h.b);
  return 0;
}
