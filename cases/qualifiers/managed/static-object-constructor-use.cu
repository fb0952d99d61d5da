/*---
section: "I.4.3.2"
clause: managed.no-use-before-runtime-init
description: "A managed variable written in the constructor of a namespace-scope static object, which runs before main, while the CUDA runtime may not be initialized: undefined."
verdict: ub
phase: run
witness:
  unobservable: "a managed variable used before main: whether this initializer runs before or after the runtime registers the variable depends on initialization order within the file; when registration comes first it is an ordinary managed access, and no tool reports the order"
note: "Dynamic initialization of static objects runs before main, the case the guide's __attribute__((constructor)) example stands for."
---*/
#include <cstdio>

__managed__ int seed = 1;

struct Init {
    Init() { seed = 7; }
};
static Init init;

int main(void) {
    std::printf("%d\n", seed);
    return 0;
}
