/*---
section: I.7.4
clause: samples.function-template
description: "A lambda inside a kernel calls func for double by deduction and for long with an explicit argument"
verdict: ok
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

__global__ void calls(bool *out)
{
   auto check = [](double d, long l) { return func(d) && func<long>(l); };
   *out = check(-1.0, -2L);
}
