/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "An extended __host__ __device__ lambda listing the variable explicitly may use it in an if-constexpr block"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [yyy] __host__ __device__ {
    int result = 0;
    if constexpr(true) {
      result += yyy;
    }
    return result;
  };
}
