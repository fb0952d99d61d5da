/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "The guide's example: a texture variable declared in a namespace nested in an inline unnamed namespace."
verdict: error
until: "12.0"
tags: ["example"]
note: "Texture and surface references were removed in CUDA 12 (CHANGES.md A53; their headers left the 13.0 runtime), so from 12.0 a toolchain rejects this line only because the template no longer exists, and the clause (\"variables with surface or texture type cannot be declared ... within an inline unnamed namespace\") cannot be broken this way: the case holds until 12.0, where the guide's verdict (an error on this line) is judged for its own reason. The 13 guide's example uses cudaTextureObject_t / cudaSurfaceObject_t."
---*/
inline namespace {
  namespace N2 {
    texture<int> q2;                      // error // expect-error
  }
};
