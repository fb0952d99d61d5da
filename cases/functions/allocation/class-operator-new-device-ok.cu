/*---
section: I.4.9.8
clause: function.no-replace-allocation
description: "A class-specific __device__ operator new and operator delete (members, not replacements of the global builtins), used by new-expressions in a kernel."
verdict: ok
tags: [beyond-guide]
---*/
// No host header, so NVRTC takes the case too: the type of sizeof is std::size_t.
using size_type = decltype(sizeof 0);

struct Node {
    int v;
    __device__ static void *operator new(size_type n) { return malloc(n); }
    __device__ static void operator delete(void *p) { free(p); }
};

__global__ void k(int *out) {
    Node *n = new Node{5};
    *out = n->v;
    delete n;
}
