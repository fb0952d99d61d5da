/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "A __global__ function template declared friend and defined at namespace scope is allowed."
verdict: ok
---*/
template <typename T> __global__ void peek(T s, int *out);
class Secret {
  int hidden = 42;
  template <typename T> friend __global__ void peek(T s, int *out);
};
template <typename T> __global__ void peek(T s, int *out) { *out = s.hidden; }
void launch(int *out) { peek<<<1, 1>>>(Secret(), out); }
