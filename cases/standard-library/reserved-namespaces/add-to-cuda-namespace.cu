/*---
section: I.4.8
clause: stdlib.reserved-namespaces
description: "A program defines a __device__ function of its own inside namespace cuda (reserved since the 12.x guide) and calls it from a kernel."
verdict: ub
tags: [beyond-guide]
witness:
  unobservable: "the guide gives the breach no outcome: the code builds, and nothing the program does shows that a reserved namespace was extended"
---*/
namespace cuda {
__device__ int twice(int x) { return 2 * x; }
}

__global__ void k(int *out) { *out = cuda::twice(3); }
