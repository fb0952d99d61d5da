/*---
section: I.4.12
clause: trigraph.not-supported
description: "The string literal \"??/?\" keeps its four characters (a replaced ??/ would turn it into the escape \\? and a 2-byte literal). (-std=c++17)"
verdict: ok
std: c++17
note: "ISO C++17 removed trigraphs (N4086), so under -std=c++17 this ??x is three ordinary characters and the literal keeps its length by the base language; there is no trigraph for trigraph.not-supported to diagnose (a warning that it was ignored is allowed, an error or a replacement is not)."
---*/
__device__ char pick(int i) {
  static_assert(sizeof("??/?") == 5, "no trigraph replacement");
  return "??/?"[i];
}
