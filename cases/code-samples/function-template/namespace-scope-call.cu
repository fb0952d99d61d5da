/*---
section: I.7.4
clause: samples.function-template
description: "The guide's calls as written, at namespace scope: a host initializer cannot call the __device__ function template"
verdict: error
tags: [example]
note: "A namespace-scope initializer runs on the host. The guide's second call (implicit argument deduction) would be an error too; it is the case namespace-scope-call-deduced, so this one keeps only the annotated line."
---*/
template <typename T>
__device__ bool func(T x)
{
   return (x < T(0));
}

template <>
__device__ bool func<int>(int x) // Specialization
{
   return true;
}

// Explicit argument specification
bool result = func<double>(0.5); // expect-error
