/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A const double static data member, defined with a constant initializer before the use, is usable by value in device code."
verdict: ok
---*/
struct S { static const double scale; };
const double S::scale = 2.5;
__device__ double f(double v) { return v * S::scale; }
