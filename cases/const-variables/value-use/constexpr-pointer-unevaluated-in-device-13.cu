/*---
section: I.4.20.5
clause: hostvar.constexpr-pointer-value-13
description: "A constexpr host pointer named only in unevaluated operands (sizeof, decltype) of a kernel: its value is not used"
verdict: ok
note: "The obeying side of the pointer exclusion: device code may name a constexpr host pointer in unevaluated operands, and a std::nullptr_t V is a scalar type the 13 guide keeps usable."
---*/
constexpr const int *table = nullptr;
__global__ void kern(int *p) {
  decltype(table) local = nullptr;
  *p = static_cast<int>(sizeof(table)) + (local == nullptr);
}
