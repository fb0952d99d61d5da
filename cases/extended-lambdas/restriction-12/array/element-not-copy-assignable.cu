/*---
section: I.6.2
clause: xlambda.restriction-12.array-element
description: "An array whose element type has a deleted copy assignment cannot be captured by an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
struct E {
  int v;
  E() = default;
  E(const E &) = default;
  E &operator=(const E &) = delete;
};

void foo(void) {
  E arr[2] = {};
  auto lam = [arr] __device__ { return arr[0].v; }; // expect-error
}
