/*---
section: "D.4.1"
clause: dp.exec.parent-waits-children
description: "The Hello World program without the device-side synchronization: the parent only launches; the child's printf output is flushed by the host's synchronization."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "Hello World!\n"
---*/
#include <stdio.h>

__global__ void childKernel()
{
    printf("Hello World!\n");
}

__global__ void parentKernel()
{
    childKernel<<<1,1>>>();
    if (cudaSuccess != cudaGetLastError()) {
        printf("launch failed\n");
    }
}

int main()
{
    parentKernel<<<1,1>>>();
    if (cudaSuccess != cudaGetLastError()) {
        return 1;
    }
    if (cudaSuccess != cudaDeviceSynchronize()) {
        return 2;
    }
    return 0;
}
