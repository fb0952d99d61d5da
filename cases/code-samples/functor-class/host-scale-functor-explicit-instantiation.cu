/*---
section: I.7.5
clause: samples.functor-class
description: "VectorOperation explicitly instantiated for a functor whose operator() is __host__: the kernel calls a host function"
verdict: error
---*/
class Add {
public:
    __device__  float operator() (float a, float b) const
    {
        return a + b;
    }
};

struct Scale {
    float k;
    __host__ float operator() (float a, float b) const { return k * (a + b); }
};

// Device code
template<class O> __global__
void VectorOperation(const float * A, const float * B, float * C,
                     unsigned int N, O op)
{
    unsigned int iElement = blockDim.x * blockIdx.x + threadIdx.x;
    if (iElement < N)
        C[iElement] = op(A[iElement], B[iElement]); // expect-error
}

template __global__ void VectorOperation<Scale>(const float *, const float *, float *, unsigned int, Scale);
