/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "The guide's example without xxx: inline __shared__, static inline __device__ and an inline __device__ in an unnamed namespace."
verdict: ok
std: c++17
tags: ["example"]
requires:
  toolchains: [nvcc, checker]
---*/
inline __shared__ int yyy0; // ok.

static inline __device__ int yyy; // ok: internal linkage
namespace {
inline __device__ int zzz; // ok: internal linkage
}
