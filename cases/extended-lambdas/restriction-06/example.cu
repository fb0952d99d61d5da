/*---
section: I.6.2
clause: xlambda.restriction-6
description: "Restriction 6 example: an extended lambda in a member function of a function-local class is rejected"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  struct S1_t {
    void bar(void) {
      // Error: bar is member of a class that is local to a function.
      auto lam4 = [] __host__ __device__ { return 0; }; // expect-error
    }
  };
}
