/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __device__ variable whose type depends on __CUDA_ARCH__ (the guide's example).
verdict: ndr
tags: [example]
---*/
#if !defined(__CUDA_ARCH__)
typedef int mytype;
#else
typedef double mytype;
#endif

__device__ mytype xxx;         // error: xxx's type depends on __CUDA_ARCH__ // expect-error
