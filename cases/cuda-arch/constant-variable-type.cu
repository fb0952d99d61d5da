/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __constant__ variable whose type depends on __CUDA_ARCH__.
verdict: ndr
---*/
#ifdef __CUDA_ARCH__
typedef float coeff_t;
#else
typedef int coeff_t;
#endif

__constant__ coeff_t coeff[4];  // expect-error
