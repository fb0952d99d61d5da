/*---
section: I.3
clause: features.cxx23.extended-fp-not-in-device
description: "std::float64_t (from 1.0f64) in a host function of a .cu file whose device code uses double: the types are excluded from device code only"
since: "13.3"
verdict: ok
std: c++23
note: "P1467R9 extended floating-point types are \"not supported in device code\" (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.): read at the words' strength, a diagnostic of any severity. The f16/bf16/f32/f64/f128 literal suffixes are core language and give the type without <stdfloat> (which g++ 12 and NVRTC lack). This obeying case needs C++23 in the host compiler: nvcc 13.5 with g++ 12 ignores -std=c++23 and g++ 12 has no f64 suffix in C++17, a toolchain-limit."
---*/
double host_third(double x) {
  auto t = 3.0f64;
  return x / static_cast<double>(t);
}
__global__ void kern(double *p) { *p /= 3.0; }
