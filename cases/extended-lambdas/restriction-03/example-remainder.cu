/*---
section: I.6.2
clause: xlambda.restriction-3
description: "The restriction 3 example without the inner extended lambda compiles"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
auto lam1 = []  {
};
