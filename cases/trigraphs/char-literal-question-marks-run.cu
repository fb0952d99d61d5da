/*---
section: I.4.12
clause: trigraph.not-supported
description: "A kernel copies \"??=??(\" into a buffer; without trigraph replacement it is six characters."
verdict: ok
phase: run
std: c++14
run:
  stdout: "??=??( 6\n"
---*/
#include "cuconform.h"
#include <cstring>
__global__ void kern(char *out) {
  const char *s = "??=??(";
  int i = 0;
  for (; s[i]; ++i) out[i] = s[i];
  out[i] = 0;
}
int main() {
  char *out;
  CC_CHECK(cudaMallocManaged(&out, 16));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%s %d\n", out, (int)std::strlen(out));
  return 0;
}
