/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function cannot have an auto deduced return type."
verdict: error
revisions:
  c++14: {std: "c++14"}
  c++17: {std: "c++17", note: "A __global__ function cannot have a deduced return type."}
---*/
__global__ auto k(int *out) { *out = 1; } // expect-error
