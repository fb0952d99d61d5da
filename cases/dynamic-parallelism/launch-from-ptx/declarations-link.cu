/*---
section: "D.3.2.1.1"
clause: dp.ptx.declarations
description: "A program using cudaGetParameterBuffer()/cudaLaunchDevice() links: the functions are defined in the cudadevrt library that nvcc links."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
__global__ void child(int *p) { *p = 1; }

__global__ void parent(int *p) {
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = p;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() { return 0; }
