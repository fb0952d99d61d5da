/*---
section: B.1.1
clause: extensions.global-call-configured
description: "A __global__ function launched with an execution configuration, directly and through a pointer to it whose address was taken, is accepted."
verdict: ok
std: c++14
---*/
__global__ void scale(float *data, float by) { data[threadIdx.x] *= by; }
using kernel_ptr = void (*)(float *, float);
int main() {
  float *data = nullptr;
  scale<<<1, 32>>>(data, 2.0f);
  kernel_ptr k = scale;
  k<<<1, 32, 0>>>(data, 0.5f);
  return 0;
}
