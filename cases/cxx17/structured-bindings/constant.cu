/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A structured binding cannot be declared __constant__."
verdict: error
std: c++17
---*/
struct S { int x; int y; };
__constant__ auto [a1, b1] = S{4,5}; // expect-error
