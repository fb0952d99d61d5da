/*---
section: I.6.2
clause: xlambda.restriction-7
description: "An extended __device__ lambda in an auto function returning a value is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
auto foo(int x) {
  auto lam1 = [x] __device__ { return x; }; // expect-error
  return x;
}
