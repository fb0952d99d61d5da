/*---
section: I.6.2
clause: xlambda.restriction-7
description: "Restriction 7 example without the lambda: a function with deduced return type alone is fine"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
auto foo(void) {
}
