/*---
section: I.4.3.2
clause: managed.decltype-unparenthesized
description: decltype(managed variable) in a trailing return type is rejected.
verdict: error
---*/
__managed__ int xxx = 10;

auto get(void) -> decltype(xxx);  // expect-error
