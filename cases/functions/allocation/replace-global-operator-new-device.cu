/*---
section: I.4.9.8
clause: function.no-replace-allocation
description: "A __device__ replacement of the global operator new and operator delete, used by a new-expression in a kernel."
verdict: ub
tags: [beyond-guide]
witness:
  unobservable: "which allocation function the new-expression then calls is not defined, and a program cannot tell a defined from an undefined choice"
---*/
// No host header, so NVRTC takes the case too: the type of sizeof is std::size_t.
using size_type = decltype(sizeof 0);

__device__ int calls;

__device__ void *operator new(size_type n) {
    atomicAdd(&calls, 1);
    return malloc(n);
}
__device__ void operator delete(void *p) noexcept { free(p); }

__global__ void k(int *out) {
    int *p = new int(7);
    *out = *p;
    delete p;
}
