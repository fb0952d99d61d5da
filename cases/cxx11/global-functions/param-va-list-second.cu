/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "A __global__ function cannot have a va_list parameter in any position."
verdict: error
---*/
#include <cstdarg>
__global__ void k(int *out, va_list ap) { } // expect-error
