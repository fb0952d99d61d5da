/*---
section: I.3
clause: features.cxx23.extended-fp-not-in-device
description: "A __host__ __device__ function taking a std::float32_t parameter (named through decltype(1.0f32)), called from device code"
since: "13.3"
verdict: diagnose
std: c++23
note: "P1467R9 extended floating-point types are \"not supported in device code\" (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.): read at the words' strength, a diagnostic of any severity. The f16/bf16/f32/f64/f128 literal suffixes are core language and give the type without <stdfloat> (which g++ 12 and NVRTC lack)."
---*/
using f32 = decltype(1.0f32);
__host__ __device__ float widen(f32 v) { return static_cast<float>(v); } // expect-diag-any(f32)
__global__ void kern(float *p) { *p = widen(2.0f32); } // expect-diag-any(f32)
