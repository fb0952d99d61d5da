/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "A __device__ variable declared directly in an inline unnamed namespace."
verdict: error
---*/
inline namespace {
  __device__ int x1b;  // expect-error
}
