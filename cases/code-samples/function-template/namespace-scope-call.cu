/*---
section: I.7.4
clause: samples.function-template
description: "The guide's calls as written, at namespace scope: a host initializer cannot call the __device__ function template"
verdict: error
tags: [example]
note: "A namespace-scope initializer runs on the host. The guide's second call is renamed result2 (it redeclares result); it would be an error too, but only the first is annotated, so the second is moved into a case of its own (namespace-scope-call-deduced)."
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

// Implicit argument deduction
int x = 1;
bool result2 = func(x);
