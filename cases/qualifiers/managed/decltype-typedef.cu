/*---
section: I.4.3.2
clause: managed.decltype-unparenthesized
description: A namespace-scope typedef of decltype(managed variable) is rejected.
verdict: error
---*/
__managed__ int xxx = 10;

typedef decltype(xxx) T;  // expect-error
