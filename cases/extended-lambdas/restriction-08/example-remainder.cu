/*---
section: I.6.2
clause: xlambda.restriction-8
description: "Restriction 8 example without its two error lines compiles"
verdict: ok
flags: ["--extended-lambda"]
tags: [example]
---*/
void foo(void) {
}
