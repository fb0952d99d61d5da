/*---
section: I.4.12
clause: digraph.not-on-windows
description: "A kernel written with digraphs computes its result."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
__global__ void kern(int *out) <%
  int a<:3:> = <%1, 2, 39%>;
  *out = a<:0:> + a<:1:> + a<:2:>;
%>
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
