/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a destructor (whose address cannot be taken) is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
struct S1_t {
  ~S1_t(void) {
    auto lam = [] __device__ { return 0; }; // expect-error
  }
};
