/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a host constexpr variable in a named namespace may be used in device code."
verdict: ok
---*/
namespace cfg { constexpr int block = 128; }
__global__ void k(int *out) { *out = cfg::block; }
