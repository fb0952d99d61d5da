/*---
section: I.4.12
clause: digraph.not-on-windows
description: "Digraphs are tokens, not character replacements: \"<:\" in a string literal stays two characters."
verdict: ok
---*/
__device__ char pick(int i) {
  static_assert(sizeof("<:%>") == 5, "digraphs are not replaced in literals");
  return "<:%>"[i];
}
