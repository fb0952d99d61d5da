/*---
section: I.6.2
clause: xlambda.restriction-6
description: "An extended lambda in a member of a class local to a member function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
struct Outer {
  void run(void) {
    struct Local {
      void bar(void) {
        auto lam = [] __host__ __device__ { return 0; }; // expect-error
      }
    };
  }
};
