/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "The guide's example: an explicit specialization of a __global__ function template declared in a namespace nested in an inline unnamed namespace."
verdict: error
tags: ["example"]
note: "The explicit specialization needs the primary template, itself an error line of the example; both lines are kept and annotated."
---*/
inline namespace {
  namespace N2 {
    template <typename T>
    __global__ void foo(void);            // error // expect-error

    template <>
    __global__ void foo<int>(void) { }    // error // expect-error
  }
};
