/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The values of enumeration-typed host constexpr variables may be used in device code."
verdict: ok
---*/
enum Color { Red, Green };
enum class Mode : short { A = 3, B = 4 };
constexpr Color col = Green;
constexpr Mode mode = Mode::B;
__device__ int f() { return (int)col + (int)mode; }
