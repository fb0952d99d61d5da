/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "An extern __device__ variable declaration in an inline unnamed namespace."
verdict: error
flags: ["-rdc=true"]
requires:
  rdc: true
note: "The clause says 'declared'; -rdc=true makes extern __device__ declarations otherwise valid."
---*/
inline namespace {
  extern __device__ int xe;  // expect-error
}
