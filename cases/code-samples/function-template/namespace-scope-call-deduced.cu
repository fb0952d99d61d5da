/*---
section: I.7.4
clause: samples.function-template
description: "Implicit argument deduction at namespace scope: a host initializer cannot call the __device__ specialization func<int>"
verdict: error
tags: [example]
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

// Implicit argument deduction
int x = 1;
bool result = func(x); // expect-error
