/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: "The guide's example: in separate compilation, foo() is defined only when __CUDA_ARCH__ is undefined."
verdict: ndr
flags: ["-rdc=true"]
tags: [example]
requires: {rdc: true}
---*/
#if !defined(__CUDA_ARCH__)
void foo(void) { }                  // error: The definition of foo() // expect-error
                                    // is only present when __CUDA_ARCH__
                                    // is undefined
#endif
