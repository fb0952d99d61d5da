/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "The guide's example without its error lines: a closure type that never reaches a __global__ template argument."
verdict: ok
tags: ["example"]
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

void bar(void) {
  auto temp1 = [] { };
  S1_t<decltype(temp1)> s;   // closure type in a non-__global__ template: fine
  (void)s;
}
