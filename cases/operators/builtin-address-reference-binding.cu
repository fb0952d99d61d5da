/*---
section: I.4.5.2
clause: operator.builtin-no-address
description: Binding a non-const reference to threadIdx.x (which needs its address) is rejected.
verdict: error
note: "Also an assignment through the reference; either rule rejects it."
---*/
__device__ void bump(unsigned &v) { v += 1; }

__global__ void kern(void)
{
  bump(threadIdx.x);  // expect-error
}
