/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "An extended __host__ __device__ lambda cannot first-capture a variable inside an if-constexpr block"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [=] __host__ __device__ {
    int result = 0;
    if constexpr(false) {
      result += yyy; // expect-error
    }
    return result;
  };
}
