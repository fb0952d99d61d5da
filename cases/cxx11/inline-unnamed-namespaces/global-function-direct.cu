/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "A __global__ function declared directly in an inline unnamed namespace."
verdict: error
---*/
inline namespace {
  __global__ void bar(void) { }  // expect-error
}
