/*---
section: I.3
clause: features.cxx20.consteval-constant-arguments
description: "A consteval function called with a non-constexpr local inside a lambda of a kernel"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1). Either line may carry the error: by the published C++20 text the call mask(b) in the lambda is an immediate invocation that is not a constant expression; under P2564R3 (consteval propagation, a defect report against C++20) the lambda's call operator becomes an immediate function instead and the call low(*p, 4u) is the ill-formed immediate invocation."
---*/
__host__ __device__ consteval unsigned mask(unsigned bits) { return (1u << bits) - 1u; }
__global__ void kern(unsigned *p) {
  auto low = [](unsigned v, unsigned b) {
    return v & mask(b); // expect-error-any(imm)
  };
  *p = low(*p, 4u); // expect-error-any(imm)
}
