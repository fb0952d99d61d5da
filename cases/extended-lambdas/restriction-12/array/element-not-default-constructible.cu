/*---
section: I.6.2
clause: xlambda.restriction-12.array-element
description: "An array whose element type has no default constructor cannot be captured by an extended lambda"
verdict: error
flags: ["--extended-lambda"]
note: "Standard C++ copy-initializes each element of a captured array, so no default constructor is needed there; restriction 12 requires one because the host code default-initializes the array field first."
---*/
struct E {
  int v;
  __host__ __device__ E(int x) : v(x) { }
};

void foo(void) {
  E arr[2] = {E(1), E(2)};
  auto lam = [arr] __device__ { return arr[0].v; }; // expect-error
}
