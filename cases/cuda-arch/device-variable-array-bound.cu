/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __device__ array whose bound (part of its type) depends on the value of __CUDA_ARCH__.
verdict: ndr
---*/
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define TABLE_SIZE 64
#else
#define TABLE_SIZE 32
#endif

__device__ int table[TABLE_SIZE];  // expect-error
