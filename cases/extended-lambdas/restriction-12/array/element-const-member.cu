/*---
section: I.6.2
clause: xlambda.restriction-12.array-element
description: "An element type with a const data member is not copy-assignable: capturing such an array is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
struct E {
  const int v = 1;
};

void foo(void) {
  E arr[2];
  auto lam = [arr] __device__ { return arr[1].v; }; // expect-error
}
