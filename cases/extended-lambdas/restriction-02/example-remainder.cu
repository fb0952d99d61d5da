/*---
section: I.6.2
clause: xlambda.restriction-2
description: "The restriction 2 example without the inner extended lambda compiles"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
  auto lam1 = [] (auto) {
  };
}
