/*---
section: I.4.8
clause: stdlib.reserved-namespaces
description: "A namespace named cuda nested in the program's own namespace, named only through it (no using-directive): nothing is added to the reserved ::cuda."
verdict: ok
tags: [beyond-guide]
---*/
namespace mylib {
namespace cuda {
__device__ int twice(int x) { return 2 * x; }
}
}

__global__ void k(int *out) { *out = mylib::cuda::twice(3); }
