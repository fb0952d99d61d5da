/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "Implicit constructors inferred for device and host run the base constructor on each side."
verdict: ok
phase: run
run:
  stdout: "10 10\n"
---*/
#include "cuconform.h"
class Base {
  int x;
public:
  __host__ __device__ Base(void) : x(10) {}
  __host__ __device__ int get(void) const { return x; }
};
class Other : public Base {
  int z;
};
__global__ void kern(int *out) { Other o; *out = o.get(); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  Other h;
  std::printf("%d %d\n", *out, h.get());
  return 0;
}
