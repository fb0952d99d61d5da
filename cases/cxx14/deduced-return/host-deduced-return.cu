/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A __host__ function with deduced return type may be used in host code."
verdict: ok
std: c++14
---*/
auto hf(int x) { return x + 1; }
decltype(hf(1)) g1 = 0;
int h() { return hf(2) + g1; }
