/*---
section: I.1
clause: features.cxx11.strongly-typed-enums-no-implicit-conversion
description: "A switch on a scoped enumeration in a __device__ function, comparing enumerators of the same type"
verdict: ok
std: c++11
---*/
enum class Op : unsigned char { Add, Mul };
__device__ int apply(Op op, int a, int b) {
  switch (op) {
    case Op::Add: return a + b;
    case Op::Mul: return a * b;
  }
  return 0;
}
