/*---
section: I.4.20.5
clause: hostvar.constexpr-pointer-value-13
description: "A constexpr host variable of type std::nullptr_t (a scalar other than a pointer) initializes a pointer in a __device__ function"
verdict: ok
note: "The obeying side of the pointer exclusion: device code may name a constexpr host pointer in unevaluated operands, and a std::nullptr_t V is a scalar type the 13 guide keeps usable."
---*/
#include <cstddef>
constexpr std::nullptr_t none = nullptr;
__device__ int is_null(void) {
  int *q = none;
  return q == nullptr;
}
