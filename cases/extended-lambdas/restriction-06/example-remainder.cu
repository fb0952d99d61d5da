/*---
section: I.6.2
clause: xlambda.restriction-6
description: "Restriction 6 example without the lambda: a local class alone is fine"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  struct S1_t {
    void bar(void) {
    }
  };
}
