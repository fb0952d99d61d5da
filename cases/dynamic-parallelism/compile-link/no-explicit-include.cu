/*---
section: "D.3.3.1"
clause: dp.build.implicit-include
description: "A program that uses device runtime API functions (streams, events, cudaGetLastError) includes no header at all for them."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  exit: 0
---*/
__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    child<<<1, 1, 0, s>>>(out);
    cudaEventRecord(e, s);
    if (cudaGetLastError() != cudaSuccess) out[1] = 1;
    cudaEventDestroy(e);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    cudaMalloc(&d, 2 * sizeof(int));
    parent<<<1, 1>>>(d);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
