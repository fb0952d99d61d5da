/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "The guide's example: a texture variable declared in a namespace nested in an inline unnamed namespace."
verdict: error
tags: ["example"]
note: "Texture and surface references were removed in CUDA 12, so a current toolchain rejects the line because the template no longer exists; the case keeps the guide's verdict (an error on this line)."
---*/
inline namespace {
  namespace N2 {
    texture<int> q2;                      // error // expect-error
  }
};
