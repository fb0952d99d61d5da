/*---
section: "I.4.9.3.1"
clause: global.arg-copied-more-than-once
description: "A launch of a kernel template with a by-value argument whose copy constructor sets a host flag: at least one copy happens, the only promise."
verdict: ok
phase: run
run:
  stdout: "copied\n"
---*/
#include "cuconform.h"

static bool copied = false;
template <typename T> struct Tracked {
    T v;
    Tracked() : v() {}
    Tracked(const Tracked &o) : v(o.v) { copied = true; }
};

template <typename T> __global__ void use(Tracked<T> t, T *out) { *out = t.v; }

int main() {
    Tracked<int> t;
    t.v = 5;
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    use<<<1, 1>>>(t, d);
    CC_SYNC();
    std::printf("%s\n", copied ? "copied" : "not copied");
    return 0;
}
