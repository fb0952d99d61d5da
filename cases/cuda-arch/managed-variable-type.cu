/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __managed__ (hence __device__) variable whose type depends on __CUDA_ARCH__.
verdict: ndr
---*/
#ifdef __CUDA_ARCH__
__managed__ long long counter;
#else
__managed__ int counter;  // expect-error
#endif
