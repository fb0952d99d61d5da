/*---
section: "I.4.9.3.1"
clause: global.arg-destructor-before-kernel-end
description: "An argument whose non-trivial destructor only updates a host-side counter (nothing the kernel uses): the kernel result does not depend on when the destructor runs."
verdict: ok
phase: run
run:
  stdout: "42 destroyed\n"
---*/
#include "cuconform.h"

static int destroyed = 0;
struct Note {
    int v;
    explicit Note(int x) : v(x) {}
    Note(const Note &o) : v(o.v) {}
    ~Note() { ++destroyed; }
};

__global__ void twice(Note n, int *out) { *out = 2 * n.v; }

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    twice<<<1, 1>>>(Note(21), out);
    CC_SYNC();
    std::printf("%d %s\n", *out, destroyed >= 1 ? "destroyed" : "alive");
    return 0;
}
