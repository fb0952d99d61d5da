/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __global__ function whose parameter types depend on __CUDA_ARCH__ (the guide's example).
verdict: ndr
tags: [example]
---*/
#if !defined(__CUDA_ARCH__)
typedef int mytype;
#else
typedef double mytype;
#endif

__global__ void foo(mytype in, // error: foo's type depends on __CUDA_ARCH__ // expect-error
                    mytype *ptr)
{
  *ptr = in;
}
