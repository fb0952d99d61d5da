/*---
section: I.7.5
clause: samples.functor-class
description: "A functor whose operator() is __host__ only cannot be called by VectorOperation on the device"
verdict: error
note: "The error is reported at the call op(...) inside the instantiation VectorOperation<Mul>."
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
        C[iElement] = op(A[iElement], B[iElement]); // expect-error
}

class Mul {
public:
    float operator() (float a, float b) const
    {
        return a * b;
    }
};

void launch(const float *v1, const float *v2, float *v3, unsigned int N)
{
    VectorOperation<<<1, 32>>>(v1, v2, v3, N, Mul());
}
