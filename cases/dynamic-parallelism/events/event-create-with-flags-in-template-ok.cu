/*---
section: "D.3.1.3"
clause: dp.events.create-with-flags
description: "A __device__ function template creates one event per stream with cudaEventCreateWithFlags(cudaEventDisableTiming) and records it; instantiated for two stream counts."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void work(int *p, int i) { p[i] = i; }

template <int N>
__device__ void fan_out(int *p) {
    cudaStream_t s[N];
    cudaEvent_t e[N];
    for (int i = 0; i < N; ++i) {
        cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking);
        cudaEventCreateWithFlags(&e[i], cudaEventDisableTiming);
        work<<<1, 1, 0, s[i]>>>(p, i);
        cudaEventRecord(e[i], s[i]);
    }
    for (int i = 0; i < N; ++i) {
        cudaEventDestroy(e[i]);
        cudaStreamDestroy(s[i]);
    }
}

__global__ void parent2(int *p) { fan_out<2>(p); }
__global__ void parent4(int *p) { fan_out<4>(p); }
