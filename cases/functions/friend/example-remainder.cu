/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "Guide example without the definitions: friend declarations of a __global__ function and function template are fine."
verdict: ok
tags: [example]
---*/
struct S1_t {
  friend __global__ 
  void foo1(void);  // OK: not a definition
  template<typename T>
  friend __global__ 
  void foo2(void); // OK: not a definition
};
