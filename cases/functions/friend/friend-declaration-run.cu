/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "A friend __global__ function defined outside the class reads the private member."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
class Secret {
  int hidden;
public:
  explicit Secret(int h) : hidden(h) { }
  friend __global__ void peek(Secret s, int *out);
};
__global__ void peek(Secret s, int *out) { *out = s.hidden; }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  peek<<<1, 1>>>(Secret(42), out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
