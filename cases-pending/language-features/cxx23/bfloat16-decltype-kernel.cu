/*---
section: I.3
clause: features.cxx23.extended-fp-not-in-device
description: "std::bfloat16_t named through decltype(0.5bf16) as a local type in a kernel"
since: "13.3"
verdict: diagnose
std: c++23
note: "P1467R9 extended floating-point types are \"not supported in device code\" (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.): read at the words' strength, a diagnostic of any severity. The f16/bf16/f32/f64/f128 literal suffixes are core language and give the type without <stdfloat> (which g++ 12 and NVRTC lack)."
---*/
__global__ void kern(float *p) {
  decltype(0.5bf16) b = 0.5bf16; // expect-diag
  *p *= static_cast<float>(b);
}
