/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "The guide's example: a closure type nested in the class template argument of a __global__ template instantiation."
verdict: error
tags: ["example"]
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

void bar(void) {
  auto temp1 = [] { };

  foo<<<1,1>>>( S1_t<decltype(temp1)>()); // error: lambda closure type used in // expect-error
                                          // template type argument
}
