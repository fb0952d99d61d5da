/*---
section: I.6.2
clause: xlambda.restriction-12.array-element
description: "An element type with a reference member is neither default-constructible nor copy-assignable: capturing is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
struct E {
  int &r;
};

void foo(void) {
  int x = 1;
  E arr[1] = {{x}};
  auto lam = [arr] __device__ { return 0; }; // expect-error
}
