/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "Guide example: foo(S) is ODR-used in first.cu where S is incomplete; linking with second.cu fails."
verdict: error
phase: link
std: c++14
tags: [example]
requires: {rdc: true}
tus: 2
diagnostics:
  - severity: error
    tool: nvlink
    regex: "Prototype doesn't match"
  - severity: error
    tool: nvlink
    regex: "merge_elf failed"
note: "The guide shows the diagnostics from nvlink (Prototype doesn't match for _Z3foo1S, then merge_elf failed), so the errors are expected unanchored; the spec's own comment on the declaration line is kept without an annotation."
---*/
#if CUCONFORM_TU == 1
//first.cu:
struct S;
__device__ void foo(S); // error: type 'S' is incomplete
__device__ auto *ptr = foo;

int main() { }
#endif
#if CUCONFORM_TU == 2
//second.cu:
struct S { int x; };
__device__ void foo(S) { }
#endif
