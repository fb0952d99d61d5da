/*---
section: "D.3.1"
clause: dp.exec.launch-target-global
description: "A kernel declared before its definition and a variadic __global__ template are launched from a __device__ helper: both names denote __global__ functions."
verdict: ok
std: c++14
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void later(int *p);

template <typename... Ts>
__global__ void sum_into(int *out, Ts... vs) {
    int s = 0;
    int parts[] = {0, static_cast<int>(vs)...};
    for (int v : parts) s += v;
    *out = s;
}

__device__ void dispatch(int *p) {
    later<<<1, 1>>>(p);
    sum_into<<<1, 1>>>(p + 1, 1, 2L, 3u);
}

__global__ void parent(int *p) { dispatch(p); }

__global__ void later(int *p) { *p = 42; }
