/*---
section: I.7.4
clause: samples.function-template
description: "A __device__ function calls the guide's func with an explicit argument for float and by deduction for int (the specialization)"
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

__device__ int both(float f, int i)
{
   return func<float>(f) + func(i);
}
