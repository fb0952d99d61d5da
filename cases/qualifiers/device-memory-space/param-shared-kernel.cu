/*---
section: I.4.3.1
clause: memspace.no-parameter
description: A __shared__ formal parameter of a __global__ function is rejected.
verdict: error
---*/
__global__ void kern(__shared__ int x)  // expect-error
{
}
