/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A namespace-scope static __managed__ variable cannot be constexpr."
verdict: error
---*/
static constexpr __managed__ int m = 2; // expect-error
