/*---
section: I.6.4
clause: xlambda.this-capture-supported
description: "I.6.4 second example: [=, *this] copies the object into the closure and the kernel prints 11"
verdict: ok
phase: run
std: c++17
flags: ["--extended-lambda"]
tags: [example]
run:
  stdout: "\n value = 11"
---*/
#include <cstdio>

template <typename T>
__global__ void foo(T in) { printf("\n value = %d", in()); }

struct S1_t {
  int xxx;
  __host__ __device__ S1_t(void) : xxx(10) { };

  void doit(void) {

    // note the "*this" capture specification
    auto lam1 = [=, *this] __device__ {

       // reference to "xxx" causes
       // the object denoted by '*this' to be captured by
       // value, and the GPU code will access copy_of_star_this->xxx
       return xxx + 1;

    };

    // Kernel launch succeeds
    foo<<<1,1>>>(lam1);
    cudaDeviceSynchronize();
  }
};

int main(void) {
  S1_t s1;
  s1.doit();
}
