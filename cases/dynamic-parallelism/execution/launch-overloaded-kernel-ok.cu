/*---
section: "D.3.1"
clause: dp.exec.launch-target-global
description: "Two overloaded __global__ functions and a qualified name in a named namespace are launched from device code; overload resolution picks a kernel, so each launch target is a __global__ function."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }
__global__ void fill(float *p, float v) { p[threadIdx.x] = v; }

namespace stage {
__global__ void finish(int *p) { p[0] += 1; }
}

__global__ void parent(int *ip, float *fp) {
    fill<<<1, 4>>>(ip, 7);
    fill<<<1, 4>>>(fp, 0.5f);
    stage::finish<<<1, 1>>>(ip);
}
