/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A __managed__ variable cannot be constexpr."
verdict: error
---*/
constexpr __managed__ int m = 1; // expect-error
