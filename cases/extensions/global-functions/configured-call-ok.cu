/*---
section: B.1.1
clause: extensions.global-call-configured
description: "A __global__ function launched with an execution configuration, whose address is taken and whose call is named only in an unevaluated operand, is accepted."
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
  static_assert(sizeof(decltype(scale(data, 1.0f)) *) == sizeof(void *), "void result");
  return 0;
}
