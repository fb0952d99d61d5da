/*---
section: I.4.15
clause: attr.deprecated-flags
description: "-Wno-deprecated-declarations with -Werror all-warnings: a deprecated enumerator used in a kernel draws no error"
verdict: ok
flags: ["-Wno-deprecated-declarations", "-Werror", "all-warnings"]
---*/
enum class Mode { Fast, Slow [[deprecated]] };
__global__ void kern(int *p) { *p = static_cast<int>(Mode::Slow); }
