/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "The guide's example: a __device__ variable declared in a namespace nested in an inline unnamed namespace."
verdict: error
tags: ["example"]
---*/
inline namespace {
  namespace N2 {
    __device__ int x1b;                   // error // expect-error
  }
};
