/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "The guide's example: a __shared__ variable declared in a namespace nested in an inline unnamed namespace."
verdict: error
tags: ["example"]
---*/
inline namespace {
  namespace N2 {
    __shared__ int x3b;                   // error // expect-error
  }
};
