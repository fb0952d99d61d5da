/*---
section: I.6
clause: xlambda.annotation-scope
description: "A lambda annotated __host__ inside a __device__ function has a __host__ operator(): calling it there is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
__device__ int foo_device(void) {
  auto lam4 = [] __host__ { return 4; };
  return lam4(); // expect-error
}
