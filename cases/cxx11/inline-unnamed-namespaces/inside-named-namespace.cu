/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "A __constant__ variable in an inline unnamed namespace nested in a named namespace."
verdict: error
---*/
namespace A {
  inline namespace {
    __constant__ float c;  // expect-error
  }
}
