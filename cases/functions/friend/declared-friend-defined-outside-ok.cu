/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "A __global__ function declared friend in a class and defined at namespace scope is allowed and can use private members."
verdict: ok
---*/
class Secret {
  int hidden = 42;
  friend __global__ void peek(Secret s, int *out);
};
__global__ void peek(Secret s, int *out) { *out = s.hidden; }
void launch(int *out) { peek<<<1, 1>>>(Secret(), out); }
