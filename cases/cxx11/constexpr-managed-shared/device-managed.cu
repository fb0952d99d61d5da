/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A __device__ __managed__ variable cannot be constexpr."
verdict: error
---*/
constexpr __device__ __managed__ float m = 1.0f; // expect-error
