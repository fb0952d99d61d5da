/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a static constexpr member of a class template may be used in device code."
verdict: ok
---*/
template <typename T>
struct Traits { static constexpr int bits = sizeof(T) * 8; };
__device__ int f() { return Traits<int>::bits + Traits<double>::bits; }
