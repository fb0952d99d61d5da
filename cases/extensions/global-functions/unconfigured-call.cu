/*---
section: B.1.1
clause: extensions.global-call-configured
description: "A __global__ function called without an execution configuration, from host code and from device code, is rejected."
verdict: error
---*/
__global__ void scale(float *data, float by) { data[threadIdx.x] *= by; }
void on_host(float *data) {
  scale(data, 2.0f); // expect-error
}
__device__ void on_device(float *data) {
  scale(data, 0.5f); // expect-error
}
