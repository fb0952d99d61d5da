/*---
section: I.4.12
clause: trigraph.not-supported
description: "Code written with trigraphs (??' used as ^) must be diagnosed, at any severity, under -std=c++14; under -std=c++17, which has no trigraphs, the same code relies on a replacement that does not happen and is rejected."
verdict: diagnose
revisions:
  c++14: {std: c++14}
  c++17: {std: c++17, verdict: error, note: "ISO C++17 removed trigraphs (N4086): under -std=c++17 the ??x sequence is ordinary punctuation and the line is ill-formed by the base language, which requires its rejection, so the verdict stays error (stronger than the clause's own diagnose reading, which governs the C++11/C++14 modes)."}
note: "Read at the clause's strength (trigraph.not-supported reading): ISO C++14 still has trigraphs, and the guide says only that they are not supported, so each trigraph must draw a diagnostic (warning or error) and what the toolchain then does with it is not specified: replaced or kept, either is allowed once diagnosed. Every line holding a trigraph is an expect-diag line (an error there is allowed, e.g. a failing static_assert after replacement)."
---*/
// expect-diag[c++14]@+1 // expect-error[c++17]@+1 (on the line above: the annotation scanner would read ??' as opening a character literal)
__device__ int flip(int a, int b) { return a ??' b; }
