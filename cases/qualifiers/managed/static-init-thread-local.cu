/*---
section: I.4.3.2
clause: managed.no-use-in-static-init
description: A thread_local variable initialized with a managed variable's value is rejected (thread storage duration).
verdict: error
---*/
__managed__ int xxx = 10;

thread_local int t = xxx;  // expect-error
