/*---
section: I.6.2
clause: xlambda.restriction-6
description: "An unannotated lambda in a member function of a local class is not an extended lambda and is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct S1_t {
    int bar(void) {
      auto lam = [] { return 0; };
      return lam();
    }
  };
  S1_t s;
  s.bar();
}
