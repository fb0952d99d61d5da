/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "Capturing an array by reference in an extended __device__ lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int arr[4] = {1, 2, 3, 4};
  auto lam = [&arr] __device__ { return arr[0]; }; // expect-error
}
