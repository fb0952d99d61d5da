/*---
section: I.4.9.7
clause: global.no-friend-definition
description: "Guide example: friend __global__ void foo3(void) { } defines a __global__ function in a friend declaration."
verdict: error
tags: [example]
note: "The foo4 declaration (the other error line of the example) is removed. The friend definition spans two lines; a diagnostic at either honours the rule (one expect-error-any group)."
---*/
struct S1_t {
  friend __global__ 
  void foo1(void);  // OK: not a definition
  template<typename T>
  friend __global__ 
  void foo2(void); // OK: not a definition
  
  friend __global__ // expect-error-any(decl)
  void foo3(void) { } // error: definition in friend declaration // expect-error-any(decl)
};
