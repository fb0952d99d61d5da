/*---
section: I.7.5
clause: samples.functor-class
description: "I.7.5 functor classes and the VectorOperation kernel template compile, launched with Add()"
verdict: ok
tags: [example]
---*/
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
void host_code(const float *v1, const float *v2, float *v3, unsigned int N, int blocks, int threads)
{
    VectorOperation<<<blocks, threads>>>(v1, v2, v3, N, Add());
}
