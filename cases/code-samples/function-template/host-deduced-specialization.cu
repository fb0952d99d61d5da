/*---
section: I.7.4
clause: samples.function-template
description: "A host function calls func(3), which picks the __device__ specialization for int"
verdict: error
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

bool host_check(void)
{
   return func(3); // expect-error
}
