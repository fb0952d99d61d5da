/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A namespace-scope structured binding without a memory space specifier is a host declaration."
verdict: ok
std: c++17
---*/
struct S { int x; int y; };
auto [a1, b1] = S{4,5};
int h() { return a1 + b1; }
