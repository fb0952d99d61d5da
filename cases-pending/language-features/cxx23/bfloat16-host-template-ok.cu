/*---
section: I.3
clause: features.cxx23.extended-fp-not-in-device
description: "A host function template instantiated with std::bfloat16_t (from 1.0bf16), beside a kernel that uses float"
since: "13.3"
verdict: ok
std: c++23
note: "P1467R9 extended floating-point types are \"not supported in device code\" (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.): read at the words' strength, a diagnostic of any severity. The f16/bf16/f32/f64/f128 literal suffixes are core language and give the type without <stdfloat> (which g++ 12 and NVRTC lack). This obeying case needs C++23 in the host compiler: nvcc 13.5 with g++ 12 ignores -std=c++23, a toolchain-limit."
---*/
template <typename T> T host_half(T v) { return v / T(2); }
float host_use() { return static_cast<float>(host_half(1.0bf16)); }
__global__ void kern(float *p) { *p *= 0.5f; }
