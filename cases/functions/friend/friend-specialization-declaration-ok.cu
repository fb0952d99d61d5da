/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "Befriending a specialization of a __global__ function template (a declaration, not a definition) is allowed."
verdict: ok
---*/
template <typename T> __global__ void peek(T s, int *out);
class Secret {
  int hidden = 7;
  friend __global__ void peek<Secret>(Secret s, int *out);
};
template <typename T> __global__ void peek(T s, int *out) { *out = s.hidden; }
void launch(int *out) { peek<<<1, 1>>>(Secret(), out); }
