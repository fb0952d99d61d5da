/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a constructor of a class template is rejected when instantiated"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T>
struct S1_t {
  S1_t(void) {
    auto lam = [] __device__ { return T(); }; // expect-error
  }
};

void use(void) { S1_t<int> s; }
