/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "A hidden-friend __global__ function (found by ADL) defined in the class is rejected."
verdict: error
---*/
struct Data {
  int v;
  friend __global__ void process(Data d) { } // expect-error
};
