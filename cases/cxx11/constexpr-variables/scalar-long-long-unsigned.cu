/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The values of unsigned long long and unsigned host constexpr variables may be used in device code."
verdict: ok
---*/
constexpr unsigned long long big = 1ull << 40;
constexpr unsigned small = 7u;
__device__ unsigned long long f() { return big + small; }
