/*---
section: I.6.2
clause: xlambda.restriction-8
description: "A C++20 __host__ __device__ extended lambda with a template parameter list is generic: rejected"
verdict: error
std: c++20
flags: ["--extended-lambda"]
note: "Annotation placed right after the lambda-introducer, before the template parameter list."
---*/
void foo(void) {
  auto lam = [] __host__ __device__ <typename T> (T i) { return i; }; // expect-error
}
