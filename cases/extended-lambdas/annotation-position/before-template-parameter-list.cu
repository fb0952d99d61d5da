/*---
section: I.6
clause: xlambda.annotation-position
description: "C++20: an annotation right after the lambda-introducer, before the template parameter list, is accepted (generic extended __device__ lambda)"
verdict: ok
std: c++20
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam = [] __device__ <typename T> (T i) { return i; };
  (void)lam;
}
