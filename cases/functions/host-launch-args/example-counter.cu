/*---
section: I.4.9.3.1
clause: global.arg-copied-more-than-once
description: "Guide example: the stubs may copy the argument more than once, so assert(counter == 1) in the kernel may fail."
verdict: ub
phase: run
tags: [example]
witness:
  unobservable: "how many times the launch stubs copy an argument (so what its copy constructor leaves) is unspecified: every printed value is a valid state, with no bad memory access for a tool to see"
---*/
#include <cassert>

__managed__ int counter;
struct S1 {
S1() { }
S1(const S1 &) { ++counter; }
};

__global__ void foo(S1) {

/* this assertion may fail, because
   the compiler generates stub
   functions on the host for a kernel
   launch, and they may copy the
   argument by value more than once.
*/
assert(counter == 1);
}

int main() {
S1 V;
foo<<<1,1>>>(V);
cudaDeviceSynchronize();
}
