/*---
section: I.4.12
clause: trigraph.not-supported
description: "Under -std=c++17, which has no trigraphs, a kernel copies \"??=??(\" into a buffer: six ordinary characters."
verdict: ok
phase: run
std: c++17
run:
  stdout: "??=??( 6\n"
note: "Re-judged for the diagnose reading of trigraph.not-supported: under -std=c++14 a trigraph must be diagnosed and its result is not specified, so a run case there has no expected output; under -std=c++17 (N4086 removed trigraphs) the literal is six characters by ISO C++ and the obeying run case stands."
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
