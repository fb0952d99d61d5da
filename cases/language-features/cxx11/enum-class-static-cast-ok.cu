/*---
section: I.1
clause: features.cxx11.strongly-typed-enums-no-implicit-conversion
description: "A scoped enumerator converted to int with static_cast in a kernel"
verdict: ok
std: c++11
---*/
enum class Mode : int { Slow = 1, Fast = 4 };
__global__ void kern(int *p) { *p = static_cast<int>(Mode::Fast) * 2; }
