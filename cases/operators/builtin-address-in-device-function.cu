/*---
section: I.4.5.2
clause: operator.builtin-no-address
description: "A __device__ function passes &blockIdx.x to another function."
verdict: error
---*/
__device__ unsigned read(const unsigned *p) { return *p; }

__device__ unsigned block(void)
{
  return read(&blockIdx.x);  // expect-error
}
