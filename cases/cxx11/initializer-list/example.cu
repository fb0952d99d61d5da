/*---
section: I.4.20.2
clause: initlist.host-device
description: "The guide's example: std::initializer_list arguments built in device code."
verdict: ok
tags: ["example"]
---*/
#include <initializer_list>

__device__ int foo(std::initializer_list<int> in);

__device__ void bar(void)
  {
    foo({4,5,6});   // (a) initializer list containing only 
                    // constant expressions.

    int i = 4;
    foo({i,5,6});   // (b) initializer list with at least one 
                    // non-constant element.
                    // This form may have better performance than (a). 
  }
