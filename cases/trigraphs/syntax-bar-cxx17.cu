/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code relying on trigraph replacement (??! used as |) is rejected (-std=c++17)."
verdict: error
std: c++17
note: "ISO C++17 removed trigraphs (N4086): under -std=c++17 the ??x sequence is ordinary punctuation and the line is ill-formed by the base language, which requires its rejection, so the verdict stays error (stronger than the clause's own diagnose reading, which governs the C++11/C++14 modes)."
---*/
__device__ int either(int a, int b) { return a ??! b; } // expect-error
