/*---
section: I.6.4
clause: xlambda.this-pointer-host-memory
description: "I.6.4 first example: the extended __device__ lambda captures the this pointer to host memory and dereferences it on the GPU (undefined at run time)"
verdict: ub
phase: run
std: c++17
flags: ["--extended-lambda"]
tags: [example]
witness: {memcheck: out-of-bounds}
note: "On systems where the GPU can access pageable host memory (HMM/ATS), the access may succeed; the guide's point is that it is not guaranteed."
---*/
#include <cstdio>

template <typename T>
__global__ void foo(T in) { printf("\n value = %d", in()); }

struct S1_t {
  int xxx;
  __host__ __device__ S1_t(void) : xxx(10) { };

  void doit(void) {

    auto lam1 = [=] __device__ {
       // reference to "xxx" causes
       // the 'this' pointer (S1_t*) to be captured by value
       return xxx + 1;

    };

    // Kernel launch fails at run time because 'this->xxx'
    // is not accessible from the GPU
    foo<<<1,1>>>(lam1);
    cudaDeviceSynchronize();
  }
};

int main(void) {
  S1_t s1;
  s1.doit();
}
