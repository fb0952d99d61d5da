/*---
section: I.6.2
clause: xlambda.restriction-1
description: "The restriction 1 example without the inner lambda compiles"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  auto lam1 = [] __host__ __device__  {
  };
}
