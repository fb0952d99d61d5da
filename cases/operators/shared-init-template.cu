/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with an initializer on a __shared__ variable of a dependent type in a kernel template is rejected.
verdict: error
---*/
template <typename T>
__global__ void kern(T *out)
{
  __shared__ T s = T();  // expect-error
  *out = s;
}

template __global__ void kern<float>(float *);
