/*---
section: I.4.20.8
clause: global.param-no-initializer-list-va-list
description: "A __global__ function cannot have a std::initializer_list parameter."
verdict: error
---*/
#include <initializer_list>
__global__ void k(std::initializer_list<int> in) { } // expect-error
