/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "A __managed__ variable cannot be declared in an inline unnamed namespace."
verdict: error
---*/
inline namespace {
  __managed__ int m;  // expect-error
}
