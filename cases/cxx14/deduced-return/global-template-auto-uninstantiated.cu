/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function template declared with a deduced return type (auto), never instantiated: the declaration itself has the placeholder return type the clause forbids."
verdict: error
std: c++14
note: "The declared return type is a placeholder in the template's own declaration, whatever T is: I.4.21.1 forbids it on the declaration, not on an instantiation (issue 13 review; it was read as ill-formed NDR until instantiated)."
---*/
template <typename T>
__global__ auto k(T *out) { *out = 1; } // expect-error
