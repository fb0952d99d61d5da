/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const double static data member defined with a constant before the use is usable by value."
verdict: ok
---*/
struct K { static const double pi; };
const double K::pi = 3.25;
__device__ double get(void) { return K::pi; }
