/*---
section: I.6.2
clause: xlambda.restriction-12.array-element
description: "The array element rule holds for extended __host__ __device__ lambdas too"
verdict: error
flags: ["--extended-lambda"]
---*/
struct E {
  int v;
  __host__ __device__ explicit E(int x) : v(x) { }
};

void foo(void) {
  E arr[1] = {E(3)};
  auto lam = [arr] __host__ __device__ { return arr[0].v; }; // expect-error
}
