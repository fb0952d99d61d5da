/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a member of an unnamed class nested in a named class is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
struct Named {
  struct {
    void foo(void) {
      auto lam = [] __device__ { return 10; }; // expect-error
    }
  } member;
};
