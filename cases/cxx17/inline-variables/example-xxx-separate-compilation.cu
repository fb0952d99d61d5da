/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "The guide's example: a namespace-scope inline __device__ variable with external linkage in separate compilation mode."
verdict: ok
std: c++17
flags: ["-rdc=true"]
tags: ["example"]
requires:
  toolchains: [nvcc, checker]
  rdc: true
---*/
inline __device__ int xxx; //error when compiled with nvcc in
                                    //whole program compilation mode.
                                    //ok when compiled with nvcc in
                                    //separate compilation mode.
