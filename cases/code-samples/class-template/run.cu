/*---
section: I.7.3
clause: samples.class-template
description: "I.7.3 completed: the class template myValues<T> is used by the __global__ template useValues<T> for int and float"
verdict: ok
phase: run
run:
  stdout: "0 1 4 9 / 0.0 1.0 4.0 9.0\n"
note: "The '...' of the guide are completed; its `__device__ void* buffer` passed from host code is replaced by a cudaMalloc'ed buffer (host code cannot read a __device__ variable, and void* does not convert to int* implicitly)."
---*/
#include "cuconform.h"

#define MAX_VALUES 4

template <class T>
class myValues {
    T values[MAX_VALUES];
public:
    __device__ myValues(T clear) { for (int i = 0; i < MAX_VALUES; ++i) values[i] = clear; }
    __device__ void setValue(int Idx, T value) { values[Idx] = value; }
    __device__ void putToMemory(T* valueLocation) { for (int i = 0; i < MAX_VALUES; ++i) valueLocation[i] = values[i]; }
};

template <class T>
void __global__ useValues(T* memoryBuffer) {
    myValues<T> myLocation(0);
    for (int i = 1; i < MAX_VALUES; ++i)
        myLocation.setValue(i, T(i * i));
    myLocation.putToMemory(memoryBuffer);
}

int main()
{
    int *ibuf = nullptr;
    float *fbuf = nullptr;
    CC_CHECK(cudaMalloc(&ibuf, MAX_VALUES * sizeof(int)));
    CC_CHECK(cudaMalloc(&fbuf, MAX_VALUES * sizeof(float)));
    useValues<int><<<1, 1>>>(ibuf);
    useValues<float><<<1, 1>>>(fbuf);
    CC_SYNC();
    int hi[MAX_VALUES];
    float hf[MAX_VALUES];
    CC_CHECK(cudaMemcpy(hi, ibuf, sizeof hi, cudaMemcpyDeviceToHost));
    CC_CHECK(cudaMemcpy(hf, fbuf, sizeof hf, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d / %.1f %.1f %.1f %.1f\n", hi[0], hi[1], hi[2], hi[3], hf[0], hf[1], hf[2], hf[3]);
    return 0;
}
