/*---
section: I.3
clause: features.cxx17.requires-cxx17-mode
description: "A hexadecimal floating literal, an inline variable and a nested namespace definition used in a kernel under -std=c++17"
verdict: ok
std: c++17
---*/
namespace a::b {
inline constexpr float kHalf = 0x1.0p-1f;
}
__global__ void kern(float *p) { *p *= a::b::kHalf; }
