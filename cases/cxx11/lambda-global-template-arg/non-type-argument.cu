/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "A host lambda closure object as a C++20 non-type template argument of a __global__ function template."
verdict: error
std: c++20
note: "The guide forbids the closure type in type or non-type arguments; a C++20 class-type non-type argument has the closure type."
---*/
template <auto F>
__global__ void kn() { }

void bar(void) {
  constexpr auto temp1 = [] { };
  kn<temp1><<<1,1>>>(); // expect-error
}
