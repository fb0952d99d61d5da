/*---
section: I.6.2
clause: xlambda.restriction-7
description: "A decltype(auto) return type is deduced too: an extended lambda inside is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
decltype(auto) foo(int x) {
  auto lam1 = [] __device__ { return 0; }; // expect-error
  return x;
}
