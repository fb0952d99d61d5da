/*---
section: I.6.2
clause: xlambda.restriction-6
description: "An extended __device__ lambda in a member function of a local class is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  struct S1_t {
    void bar(void) {
      auto lam = [] __device__ { return 0; }; // expect-error
    }
  };
}
