/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A namespace-scope __shared__ variable cannot be constexpr."
verdict: error
---*/
constexpr __shared__ int s = 1; // expect-error
