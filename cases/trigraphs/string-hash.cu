/*---
section: I.4.12
clause: trigraph.not-supported
description: "Uses the trigraph in the string literal \"??=\": under -std=c++11/-std=c++14, where ISO C++ still has trigraphs, the unsupported trigraph must be diagnosed (any severity), replaced or not; under -std=c++17 the literal keeps its three characters in device code (no trigraph replacement)."
verdict: diagnose
revisions:
  c++11: {std: c++11}
  c++14: {std: c++14}
  c++17: {std: c++17, verdict: ok, note: "ISO C++17 removed trigraphs (N4086), so under -std=c++17 this ??x is three ordinary characters and the literal keeps its length by the base language; there is no trigraph for trigraph.not-supported to diagnose (a warning that it was ignored is allowed, an error or a replacement is not)."}
note: "Read at the clause's strength (trigraph.not-supported reading): ISO C++11 and C++14 still have trigraphs, and the guide says only that they are not supported, so each trigraph must draw a diagnostic (warning or error) and what the toolchain then does with it is not specified: replaced or kept, either is allowed once diagnosed. Every line holding a trigraph is an expect-diag line (an error there is allowed, e.g. a failing static_assert after replacement)."
---*/
__device__ char pick(int i) {
  static_assert(sizeof("??=") == 4, "no trigraph replacement"); // expect-diag[c++11,c++14]
  return "??="[i]; // expect-diag[c++11,c++14]
}
