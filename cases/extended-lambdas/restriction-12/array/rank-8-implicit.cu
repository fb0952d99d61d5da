/*---
section: I.6.2
clause: xlambda.restriction-12.array-rank
description: "An array of 8 dimensions captured implicitly by [=] in an extended __device__ lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int arr[1][1][1][1][1][1][1][2] = {};
  auto lam = [=] __device__ { return arr[0][0][0][0][0][0][0][1]; }; // expect-error
}
