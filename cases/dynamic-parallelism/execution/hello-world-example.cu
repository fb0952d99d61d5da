/*---
section: "D.4.1"
clause: dp.sync.device-synchronize
description: "The guide's Hello World program: the parent waits for the child with cudaDeviceSynchronize() and prints after it, so the output is \"Hello World!\"."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [example]
requires:
  features: [cdp]
run:
  stdout: "Hello World!\n"
note: "The guide's `#include ` has lost its header name in the translation; <stdio.h> is restored. Device-side cudaDeviceSynchronize() is valid per this (CUDA 11.6) appendix."
---*/
#include <stdio.h>

__global__ void childKernel()
{
    printf("Hello ");
}

__global__ void parentKernel()
{
    // launch child
    childKernel<<<1,1>>>();
    if (cudaSuccess != cudaGetLastError()) {
        return;
    }

    // wait for child to complete
    if (cudaSuccess != cudaDeviceSynchronize()) {
        return;
    }

    printf("World!\n");
}

int main(int argc, char *argv[])
{
    // launch parent
    parentKernel<<<1,1>>>();
    if (cudaSuccess != cudaGetLastError()) {
        return 1;
    }

    // wait for parent to complete
    if (cudaSuccess != cudaDeviceSynchronize()) {
        return 2;
    }

    return 0;
}
