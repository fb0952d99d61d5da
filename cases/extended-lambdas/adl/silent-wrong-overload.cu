/*---
section: I.6.5
clause: xlambda.adl
description: "Run: ADL through the placeholder may make the host compiler pick a better-matching N1 overload silently; what is called is recorded (no diagnostic required)"
verdict: ndr
phase: run
flags: ["--extended-lambda"]
run:
  timeout: 10
note: "Under ISO C++ only N2::which is visible and the program prints N2; the guide says the placeholder may cause the host compiler to pick an incorrect function."
---*/
#include "cuconform.h"
template <typename F>
__global__ void eval_kernel(F f, int *out) { *out = f(); }

template <typename F>
int eval_on_device(F f) {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  eval_kernel<<<1, 1>>>(f, d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return h;
}

namespace N1 {
  struct S1_t { };
  template <typename T> const char *which(T, int) { return "N1"; }
}

namespace N2 {
  template <typename T> const char *which(T, long) { return "N2"; }

  template <typename T> const char *doit(T in) { return which(in, 0); }  // expect-error-any(call)
}

const char *bar(N1::S1_t) {
  auto lam1 = [=] __device__ { };
  return N2::doit(lam1);  // expect-error-any(call)
}

int main() {
  std::printf("%s\n", bar(N1::S1_t{}));
  return 0;
}
