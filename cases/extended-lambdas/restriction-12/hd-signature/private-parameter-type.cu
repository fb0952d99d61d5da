/*---
section: I.6.2
clause: xlambda.restriction-12.hd-signature-type
description: "An extended __host__ __device__ lambda with a parameter of a private nested class type is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
class Outer {
  struct Secret { int v; };
public:
  void run(void) {
    auto lam = [] __host__ __device__ (Secret s) { return s.v; }; // expect-error
  }
};
