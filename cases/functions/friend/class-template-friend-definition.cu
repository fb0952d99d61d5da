/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "A __global__ function defined in a friend declaration of a class template is rejected."
verdict: error
---*/
template <typename T>
struct Box {
  T v;
  friend __global__ void fill(Box b) { } // expect-error
};
template struct Box<int>;
