/*---
section: I.7.4
clause: samples.function-template
description: "I.7.4 completed: func<double>(0.5) uses the primary template, func(x) with int x the explicit specialization"
verdict: ok
phase: run
run:
  stdout: "0 1 1\n"
note: "The guide's primary template body is '...' and is completed as x < 0; its specialization header reads func<int>(T x), with T undeclared, and is read as func<int>(int x). The calls are placed in a kernel because func is __device__."
---*/
#include "cuconform.h"

template <typename T>
__device__ bool func(T x)
{
   return (x < T(0));
}

template <>
__device__ bool func<int>(int x) // Specialization
{
   return true;
}

__global__ void calls(int *out)
{
   // Explicit argument specification
   bool result = func<double>(0.5);

   // Implicit argument deduction
   int x = 1;
   bool result2 = func(x);

   out[0] = result;
   out[1] = result2;
   out[2] = func(-2.0f);
}

int main()
{
   int *d = nullptr;
   CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
   calls<<<1, 1>>>(d);
   CC_SYNC();
   int h[3];
   CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
   std::printf("%d %d %d\n", h[0], h[1], h[2]);
   return 0;
}
