/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "The guide's example: a closure type of a lambda defined in a host function deduced as a __global__ template type argument."
verdict: error
tags: ["example"]
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

void bar(void) {
  auto temp1 = [] { };

  foo<<<1,1>>>(temp1);                    // error: lambda closure type used in // expect-error
                                          // template type argument
}
