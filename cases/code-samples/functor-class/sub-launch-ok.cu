/*---
section: I.7.5
clause: samples.functor-class
description: "The guide's VectorOperation launched with a Sub functor by value"
verdict: ok
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

void host_code(const float *v1, const float *v2, float *v3, unsigned int N)
{
    VectorOperation<<<(N + 127) / 128, 128>>>(v1, v2, v3, N, Sub());
}
