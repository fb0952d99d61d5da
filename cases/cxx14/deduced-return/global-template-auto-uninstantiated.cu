/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function template declared with a deduced return type (auto), never instantiated: no valid specialization can be generated, so the template is ill-formed, no diagnostic required"
verdict: ndr
std: c++14
note: "Every specialization of k would be a __global__ function with a deduced return type, which I.4.21.1 forbids; C++ [temp.res.general] makes a template for which no valid specialization can be generated ill-formed, no diagnostic required, and the guide says nothing stricter of templates. A toolchain may accept it, or reject it at the declaration (issue 23: every nvcc, NVRTC and clang accepts it; issue 13 had read it as error)."
---*/
template <typename T>
__global__ auto k(T *out) { *out = 1; } // expect-error
