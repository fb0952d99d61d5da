/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "The __host__ operator() of a lambda defined in a host function cannot be called from device code."
verdict: error
std: c++14
note: "C++14 so that the closure's operator() is not implicitly constexpr; the closure type escapes the host function through its deduced return type and reaches device code through a pointer parameter."
---*/
struct Holder { static auto make() { return [] { return 1; }; } }; // lambda in a __host__ function: __host__
__device__ int g(decltype(Holder::make()) *p) {
  return (*p)(); // expect-error
}
