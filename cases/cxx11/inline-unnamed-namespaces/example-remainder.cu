/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "The guide's example without its error lines: an empty namespace nested in an inline unnamed namespace."
verdict: ok
tags: ["example"]
---*/
inline namespace {
  namespace N2 {
  }
};
