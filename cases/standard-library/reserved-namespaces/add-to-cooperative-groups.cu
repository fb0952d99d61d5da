/*---
section: I.4.8
clause: stdlib.reserved-namespaces
description: "A program adds a helper of its own to namespace cooperative_groups after including <cooperative_groups.h>, and a nested namespace inside it."
verdict: ub
tags: [beyond-guide]
witness:
  unobservable: "the guide gives the breach no outcome: the code builds, and nothing the program does shows that a reserved namespace was extended"
---*/
#include <cooperative_groups.h>

namespace cooperative_groups {
__device__ unsigned my_rank(const thread_block &b) { return b.thread_rank(); }
namespace mine {
__device__ int one() { return 1; }
}
}

__global__ void k(unsigned *out) {
    *out = cooperative_groups::my_rank(cooperative_groups::this_thread_block()) + cooperative_groups::mine::one();
}
