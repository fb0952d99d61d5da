/*---
section: I.6.2
clause: xlambda.restriction-12.array-rank
description: "An array of 8 dimensions cannot be captured by an extended __host__ __device__ lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  float arr[2][1][1][1][1][1][1][1] = {};
  auto lam = [arr] __host__ __device__ { return arr[1][0][0][0][0][0][0][0]; }; // expect-error
}
