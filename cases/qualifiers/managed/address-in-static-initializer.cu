/*---
section: "I.4.3.2"
clause: managed.no-use-before-runtime-init
description: "The address of a managed variable taken in the dynamic initializer of a host global, evaluated before main: undefined."
verdict: ub
phase: run
witness:
  unobservable: "a managed variable used before main: whether this initializer runs before or after the runtime registers the variable depends on initialization order within the file; when registration comes first it is an ordinary managed access, and no tool reports the order"
---*/
#include <cstdio>

__managed__ double ratio = 0.25;

static double *take(void) { return &ratio; }
static double *ratio_ptr = take();

int main(void) {
    std::printf("%g\n", *ratio_ptr);
    return 0;
}
