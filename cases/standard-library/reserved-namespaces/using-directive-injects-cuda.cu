/*---
section: I.4.8
clause: stdlib.reserved-namespaces
description: "A using-directive brings the program's namespace utils, which holds a nested namespace cuda, into the global namespace: the pattern the CUDA 13 guide names as forbidden."
verdict: ub
tags: [beyond-guide]
witness:
  unobservable: "the guide gives the breach no outcome: the code builds (every use below is qualified, so no lookup is ambiguous), and nothing the program does shows it"
---*/
namespace utils {
namespace cuda {
__device__ int twice(int x) { return 2 * x; }
}
}

using namespace utils;

__global__ void k(int *out) { *out = utils::cuda::twice(3); }
