/*---
section: I.4.12
clause: trigraph.not-supported
description: "The string literal \"??/?\" keeps its four characters (a replaced ??/ would turn it into the escape \\? and a 2-byte literal)."
verdict: ok
revisions: [c++14, c++17]
---*/
__device__ char pick(int i) {
  static_assert(sizeof("??/?") == 5, "no trigraph replacement");
  return "??/?"[i];
}
