/*---
section: I.6.2
clause: xlambda.restriction-3
description: "A lambda in a variable initializer in a named namespace cannot contain an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
namespace N {
  auto lam1 = [] {
    auto lam2 = [] __device__ { }; // expect-error
  };
}
