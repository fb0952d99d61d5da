/*---
section: I.6.2
clause: xlambda.restriction-12.array-rank
description: "An array of 8 dimensions cannot be captured by an extended __device__ lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int arr[1][1][1][1][1][1][1][2] = {};
  auto lam = [arr] __device__ { return arr[0][0][0][0][0][0][0][1]; }; // expect-error
}
