/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "The guide's example: a namespace-scope inline __device__ variable with external linkage in whole program compilation mode."
verdict: error
std: c++17
tags: ["example"]
note: "Whole program mode is nvcc's default (-rdc=false)."
requires:
  toolchains: [nvcc, checker]
---*/
inline __device__ int xxx; //error when compiled with nvcc in // expect-error
                                    //whole program compilation mode.
                                    //ok when compiled with nvcc in
                                    //separate compilation mode.
