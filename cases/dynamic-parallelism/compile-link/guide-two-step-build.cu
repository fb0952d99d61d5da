/*---
section: "D.3.3.2"
clause: dp.build.two-step
description: "The guide's two-step build (nvcc -dc, then nvcc -rdc=true ... -lcudadevrt) of the Hello World program without the deprecated device-side synchronization."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
tus: 2
run:
  stdout: "Hello World!\n"
---*/
#include <stdio.h>

#if CUCONFORM_TU == 1
__global__ void childKernel();

__global__ void parentKernel()
{
    childKernel<<<1,1>>>();
}

int main()
{
    parentKernel<<<1,1>>>();
    if (cudaSuccess != cudaDeviceSynchronize())
        return 2;
    printf("World!\n");
    return 0;
}
#else
__global__ void childKernel()
{
    printf("Hello ");
}
#endif
