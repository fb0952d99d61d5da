/*---
section: I.4.2.1
clause: cudaarch.signature
description: "The rest of the first __CUDA_ARCH__ example: a typedef that differs between passes, used by nothing restricted, is fine."
verdict: ok
tags: [example]
note: "The example's remainder is just the typedef; a __device__ function (not in the rule's list) using it is added so the code does something."
---*/
#if !defined(__CUDA_ARCH__)
typedef int mytype;
#else
typedef double mytype;
#endif

__device__ mytype scale(mytype v) { return v * 2; }
