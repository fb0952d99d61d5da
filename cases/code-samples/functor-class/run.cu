/*---
section: I.7.5
clause: samples.functor-class
description: "I.7.5 completed: VectorOperation is launched with the Add and Sub functors over 1000 elements"
verdict: ok
phase: run
run:
  stdout: "1498500 -499500\n"
---*/
#include "cuconform.h"

class Add {
public:
    __device__  float operator() (float a, float b) const
    {
        return a + b;
    }
};

class Sub {
public:
    __device__  float operator() (float a, float b) const
    {
        return a - b;
    }
};

// Device code
template<class O> __global__
void VectorOperation(const float * A, const float * B, float * C,
                     unsigned int N, O op)
{
    unsigned int iElement = blockDim.x * blockIdx.x + threadIdx.x;
    if (iElement < N)
        C[iElement] = op(A[iElement], B[iElement]);
}

// Host code
int main()
{
    const unsigned int N = 1000;
    const int threads = 256, blocks = (N + threads - 1) / threads;
    float hA[N], hB[N], hC[N];
    for (unsigned int i = 0; i < N; ++i) { hA[i] = float(i); hB[i] = 2.0f * float(i); }
    float *v1, *v2, *v3;
    CC_CHECK(cudaMalloc(&v1, sizeof hA));
    CC_CHECK(cudaMalloc(&v2, sizeof hB));
    CC_CHECK(cudaMalloc(&v3, sizeof hC));
    CC_CHECK(cudaMemcpy(v1, hA, sizeof hA, cudaMemcpyHostToDevice));
    CC_CHECK(cudaMemcpy(v2, hB, sizeof hB, cudaMemcpyHostToDevice));
    VectorOperation<<<blocks, threads>>>(v1, v2, v3, N, Add());
    CC_SYNC();
    CC_CHECK(cudaMemcpy(hC, v3, sizeof hC, cudaMemcpyDeviceToHost));
    double add = 0;
    for (unsigned int i = 0; i < N; ++i) add += hC[i];
    VectorOperation<<<blocks, threads>>>(v1, v2, v3, N, Sub());
    CC_SYNC();
    CC_CHECK(cudaMemcpy(hC, v3, sizeof hC, cudaMemcpyDeviceToHost));
    double sub = 0;
    for (unsigned int i = 0; i < N; ++i) sub += hC[i];
    std::printf("%.0f %.0f\n", add, sub);
    return 0;
}
