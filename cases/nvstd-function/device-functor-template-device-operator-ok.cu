/*---
section: "I.5"
clause: nvfunction.device-no-host-target
description: "An nvstd::function in a kernel initialized with a class template functor whose operator() is __device__, and reassigned with a __device__ function address."
verdict: ok
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
template <int K> struct AddK {
    __device__ int operator()(int x) const { return x + K; }
};
__device__ int negate(int x) { return -x; }

__global__ void kern(int *out) {
    nvstd::function<int(int)> f = AddK<3>{};
    out[0] = f(1);
    f = negate;
    out[1] = f(1);
}
